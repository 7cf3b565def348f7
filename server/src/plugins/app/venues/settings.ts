import { asc, eq } from 'drizzle-orm';
import type { Db } from '#app/db/client';
import { venues, type Venue } from '#app/db/schema/index';
import { HttpError, badRequest } from '#app/lib/http-error';
import type { AuditWriter } from '#app/plugins/app/admin/audit-log';
import { checkText, must } from '#app/plugins/app/admin/validation';
import { VENUE_MESSAGES } from './messages';

const venueRow = (v: Venue) => ({
  id: v.id,
  platname: v.platname,
  name: v.name,
  category: v.category,
  sort: v.sort,
  enabled: v.enabled,
});

/** Every venue in its display order, as the back office lists them. */
export async function listVenueSettings(db: Db) {
  const rows = await db.select().from(venues).orderBy(asc(venues.sort), asc(venues.id));
  return rows.map(venueRow);
}

/** A venue's name, switch or order (only the named fields), audited as `venue.update` with before/after. */
export async function updateVenueSettings(
  db: Db,
  platname: string,
  body: { name?: string; enabled?: boolean; sort?: number },
  audit: AuditWriter,
) {
  const { name, enabled, sort } = body;
  if (name === undefined && enabled === undefined && sort === undefined)
    throw badRequest('请至少修改一项：name、enabled 或 sort');
  const values = {
    ...(name === undefined ? {} : { name: must(checkText('name', name, { min: 1, max: 64 })) }),
    ...(enabled === undefined ? {} : { enabled }),
    ...(sort === undefined ? {} : { sort }),
  };
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(venues).where(eq(venues.platname, platname)).for('update');
    if (!before) throw new HttpError(404, VENUE_MESSAGES.unknownVenue);
    const [updated] = await tx.update(venues).set(values).where(eq(venues.id, before.id)).returning();
    await audit(tx, {
      action: 'venue.update',
      target: `venue:${before.platname}`,
      detail: Object.fromEntries(
        Object.entries(values).map(([k, v]) => [k, { from: before[k as keyof typeof before], to: v }]),
      ),
    });
    return updated;
  });
  return venueRow(row);
}
