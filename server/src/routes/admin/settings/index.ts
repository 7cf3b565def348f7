import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { siteSettings } from '#app/db/schema/index';
import { ok } from '#app/lib/envelope';
import { MESSAGES, badRequest } from '#app/lib/http-error';
import { audit } from '#app/plugins/app/admin-auth';
import { SETTING_KEYS, SETTING_RULES } from '#app/plugins/app/admin/validation';
import { readSiteSettings, type SiteSettingKey } from '#app/plugins/app/site-settings';
import { must } from '#app/plugins/app/admin/validation';

const short = (v: string) => (v.length > 200 ? `${v.slice(0, 200)}…` : v);

/**
 * GET /settings (any admin) and PATCH /settings {key: value, …} (editor): only the known keys of
 * plugins/app/site-settings.ts, each checked (flags 0/1, http(s) links, decimal rates and fees, sanitised HTML).
 * Every key is checked before any is written; all land in one transaction with one audit row.
 */
const settingsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/settings', { config: { admin: ['finance', 'editor'] } }, async () => ok(await readSiteSettings(app.db)));

  app.patch<{ Body: Record<string, unknown> }>(
    '/settings',
    {
      config: { admin: 'editor' },
      // Not additionalProperties:false: the server strips unknown fields silently, and an unknown key must be refused.
      schema: { body: { type: 'object', maxProperties: 32, additionalProperties: { type: ['string', 'number'], maxLength: 60_000 } } },
    },
    async (request) => {
      const entries = Object.entries(request.body);
      if (entries.length === 0) throw badRequest('请至少提供一项设置');
      const changes: Partial<Record<SiteSettingKey, string>> = {};
      for (const [key, value] of entries) {
        if (!(SETTING_KEYS as string[]).includes(key)) throw badRequest(`未知的设置项：${key.slice(0, 64)}`);
        changes[key as SiteSettingKey] = must(SETTING_RULES[key as SiteSettingKey](value));
      }
      const settings = await app.db.transaction(async (tx) => {
        const before = await readSiteSettings(tx);
        await tx
          .insert(siteSettings)
          .values(Object.entries(changes).map(([key, value]) => ({ key, value: value as string })))
          .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
        await audit(tx, request, {
          action: 'settings.update',
          target: Object.keys(changes).join(','),
          detail: Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, { from: short(before[k as SiteSettingKey]), to: short(v as string) }])),
        });
        return readSiteSettings(tx);
      });
      return ok(settings, MESSAGES.ok);
    },
  );
};

export default settingsRoutes;
