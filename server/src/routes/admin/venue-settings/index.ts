import type { FastifyPluginAsync } from 'fastify';
import { ok } from '#app/lib/envelope';
import { MESSAGES } from '#app/lib/http-error';
import { audit } from '#app/plugins/app/admin-auth';
import { listVenueSettings, updateVenueSettings } from '#app/plugins/app/venues/settings';
import { answers, noQuery, text } from '#app/routes/schemas';

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
  app.get('/venues', { config: { admin: ['finance', 'editor'] }, schema: { querystring: noQuery, response: answers() } }, async () => ok(await listVenueSettings(app.db)));

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
        response: answers(),
      },
    },
    async (request) => ok(await updateVenueSettings(app.db, request.params.platname, request.body, (tx, e) => audit(tx, request, e)), MESSAGES.ok),
  );
};

export default venueSettingsRoutes;
