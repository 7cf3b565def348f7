import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { venues } from '#app/db/schema/index';
import { ok } from '#app/lib/envelope';
import { HttpError, MESSAGES, badRequest } from '#app/lib/http-error';
import { audit } from '#app/plugins/app/admin-auth';
import { checkText } from '#app/plugins/app/admin/validation';
import { VENUE_MESSAGES } from '#app/plugins/app/venues/messages';
import { text } from '#app/routes/schemas';
import { must } from '#app/plugins/app/admin/validation';

const platnameParams = {
  type: 'object',
  required: ['platname'],
  properties: { platname: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;

/**
 * Venue settings: GET /venues (any admin), PATCH /venues/:platname {name, enabled, sort} (editor).
 * (The simulator's fault switch, PUT /venues/:platname/fault, belongs to routes/admin/venues.)
 */
const venueSettingsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/venues', { config: { admin: ['finance', 'editor'] } }, async () => {
    const rows = await app.db.select().from(venues).orderBy(asc(venues.sort), asc(venues.id));
    return ok(rows.map((v) => ({ id: v.id, platname: v.platname, name: v.name, category: v.category, sort: v.sort, enabled: v.enabled })));
  });

  app.patch<{ Params: { platname: string }; Body: { name?: string; enabled?: boolean; sort?: number } }>(
    '/venues/:platname',
    {
      config: { admin: 'editor' },
      schema: {
        params: platnameParams,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { name: text(128), enabled: { type: 'boolean' }, sort: { type: 'integer', minimum: 0, maximum: 1_000_000 } },
        },
      },
    },
    async (request) => {
      const { name, enabled, sort } = request.body;
      if (name === undefined && enabled === undefined && sort === undefined) throw badRequest('请至少修改一项：name、enabled 或 sort');
      const values = {
        ...(name === undefined ? {} : { name: must(checkText('name', name, { min: 1, max: 64 })) }),
        ...(enabled === undefined ? {} : { enabled }),
        ...(sort === undefined ? {} : { sort }),
      };
      const row = await app.db.transaction(async (tx) => {
        const [before] = await tx.select().from(venues).where(eq(venues.platname, request.params.platname)).for('update');
        if (!before) throw new HttpError(404, VENUE_MESSAGES.unknownVenue);
        const [updated] = await tx.update(venues).set(values).where(eq(venues.id, before.id)).returning();
        await audit(tx, request, {
          action: 'venue.update',
          target: `venue:${before.platname}`,
          detail: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { from: before[k as keyof typeof before], to: v }])),
        });
        return updated;
      });
      return ok({ id: row.id, platname: row.platname, name: row.name, category: row.category, sort: row.sort, enabled: row.enabled }, MESSAGES.ok);
    },
  );
};

export default venueSettingsRoutes;
