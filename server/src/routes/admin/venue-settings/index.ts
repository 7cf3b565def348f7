import { Type } from 'typebox';
import { ok } from '#app/lib/envelope';
import { MESSAGES } from '#app/lib/http-error';
import { audit } from '#app/plugins/app/admin-auth';
import { listVenueSettings, updateVenueSettings } from '#app/plugins/app/venues/settings';
import { answers, noQuery, optionalFields, text, type RoutesPlugin } from '#app/routes/schemas';

const platnameParams = Type.Object({
  platname: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' }),
});

/**
 * Venue settings: GET /venues (any admin), PATCH /venues/:platname {name, enabled, sort} (editor).
 * (The simulator's fault switch, PUT /venues/:platname/fault, belongs to routes/admin/venues.)
 */
const venueSettingsRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/venues',
    { config: { admin: ['finance', 'editor'] }, schema: { querystring: noQuery, response: answers() } },
    async () => ok(await listVenueSettings(app.db)),
  );

  app.patch(
    '/venues/:platname',
    {
      config: { admin: 'editor' },
      schema: {
        params: platnameParams,
        body: optionalFields(
          { name: text(128), enabled: Type.Boolean(), sort: Type.Integer({ minimum: 0, maximum: 1_000_000 }) },
          { additionalProperties: false },
        ),
        response: answers(),
      },
    },
    async (request) =>
      ok(
        await updateVenueSettings(app.db, request.params.platname, request.body, (tx, e) => audit(tx, request, e)),
        MESSAGES.ok,
      ),
  );
};

export default venueSettingsRoutes;
