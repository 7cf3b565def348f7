import { ok } from '#app/lib/envelope';
import { MESSAGES } from '#app/lib/http-error';
import { audit } from '#app/plugins/app/admin-auth';
import { updateSiteSettings } from '#app/plugins/app/admin/settings';
import { readSiteSettings } from '#app/plugins/app/site-settings';
import { EITHER_ROLE, requireSettingsRoles } from '#app/plugins/app/admin/roles';
import { answers, noQuery, raw, type RoutesPlugin } from '#app/routes/schemas';

/**
 * GET /settings (any admin) and PATCH /settings {key: value, …}: only the known keys of plugins/app/site-settings.ts,
 * each checked (flags 0/1, http(s) links, decimal rates and fees, sanitised HTML). The settings that decide where
 * players or money go or how much is paid are finance's, the rest the editor's (plugins/app/admin/roles.ts).
 * Every key is checked before any is written; all land in one transaction with one audit row (before and after).
 */
const settingsRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/settings',
    { config: { admin: ['finance', 'editor'] }, schema: { querystring: noQuery, response: answers() } },
    async () => ok(await readSiteSettings(app.db)),
  );

  app.patch(
    '/settings',
    {
      config: { admin: EITHER_ROLE }, // finance settings (where players or money go, amounts) finance, the rest editor (requireSettingsRoles)
      // Not additionalProperties:false: the server strips unknown fields silently, and an unknown key must be refused.
      schema: {
        body: raw<Record<string, string | number>>({
          type: 'object',
          maxProperties: 32,
          additionalProperties: { type: ['string', 'number'], maxLength: 60_000 },
        }),
        response: answers(),
      },
    },
    async (request) => {
      const keys = Object.keys(request.body);
      if (keys.length > 0) await requireSettingsRoles(request, keys);
      return ok(await updateSiteSettings(app.db, request.body, (tx, e) => audit(tx, request, e)), MESSAGES.ok);
    },
  );
};

export default settingsRoutes;
