import { sql } from 'drizzle-orm';
import type { Db } from '#app/db/client';
import { siteSettings } from '#app/db/schema/index';
import { badRequest } from '#app/lib/http-error';
import { readSiteSettings, type SiteSettingKey } from '#app/plugins/app/site-settings';
import type { AuditWriter } from './audit-log';
import { isDestinationSetting } from './roles';
import { must, SETTING_KEYS, SETTING_RULES } from './validation';

/**
 * The audit row's value of a key: a long text (the welcome HTML) shortened to 200 characters; an address that decides
 * where players go kept whole (at most 1,000 characters, validation.ts), so the log shows exactly where they were sent.
 */
const forAudit = (key: string, v: string) => (v.length <= 200 || isDestinationSetting(key) ? v : `${v.slice(0, 200)}…`);

/**
 * The back office's settings change: only the known keys of plugins/app/site-settings.ts, each checked (flags 0/1,
 * http(s) links, decimal rates and fees, sanitised HTML). Every key is checked before any is written; all land in one
 * transaction with one `settings.update` audit row holding each key's value before and after (`{key: {from, to}}`).
 * Who may write which key is the route's check (roles.ts `requireSettingsRoles`). Answers the settings after the change.
 */
export async function updateSiteSettings(db: Db, body: Record<string, unknown>, audit: AuditWriter) {
  const entries = Object.entries(body);
  if (entries.length === 0) throw badRequest('请至少提供一项设置');
  const changes: Partial<Record<SiteSettingKey, string>> = {};
  for (const [key, value] of entries) {
    if (!(SETTING_KEYS as string[]).includes(key)) throw badRequest(`未知的设置项：${key.slice(0, 64)}`);
    changes[key as SiteSettingKey] = must(SETTING_RULES[key as SiteSettingKey](value));
  }
  return db.transaction(async (tx) => {
    const before = await readSiteSettings(tx);
    await tx
      .insert(siteSettings)
      .values(Object.entries(changes).map(([key, value]) => ({ key, value: value as string })))
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
    await audit(tx, {
      action: 'settings.update',
      target: Object.keys(changes).join(','),
      detail: Object.fromEntries(
        Object.entries(changes).map(([k, v]) => [
          k,
          { from: forAudit(k, before[k as SiteSettingKey]), to: forAudit(k, v as string) },
        ]),
      ),
    });
    return readSiteSettings(tx);
  });
}
