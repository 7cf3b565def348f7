import type { FastifyRequest } from 'fastify';
import type { AdminRole } from '#app/db/schema/index';
import { HttpError } from '#app/lib/http-error';
import { ADMIN_MESSAGES, adminOf, audit } from '#app/plugins/app/admin-auth';
import type { SiteSettingKey } from '#app/plugins/app/site-settings';
import { SETTING_KEYS } from './validation';

/**
 * Least privilege in the back office (issue 14, issue 19). Whatever decides where players or money go, or how much is
 * paid, belongs to `finance` (and `super`, who passes everything): receiving accounts, pay channels, banks, red-packet
 * rules, VIP levels (thresholds and rebate rates), balance adjustments, reviews, the finance settings below and a
 * promotion's bonus. `editor` keeps content: banners, notices, articles, promotions' texts and pictures, site texts,
 * pictures and switches, venue names and order. Route configs use these constants; field-level rules use
 * `requireRoleFor`.
 */
export const MONEY_ROLE: AdminRole = 'finance';
export const CONTENT_ROLE: AdminRole = 'editor';
/** a route both may call (reads, or a write whose money-deciding fields are checked by `requireRoleFor`) */
export const EITHER_ROLE: AdminRole[] = ['finance', 'editor'];

/** Settings that decide how much is paid or received: exchange rates, withdrawal fees, the red-packet switch. */
export const PAYOUT_SETTING_KEYS = [
  'usdtrate',
  'withdrawusdtrate',
  'withdrawcashfee',
  'withdrawfeeusdttrc',
  'redpacket_switch',
  'adjust_approval_above',
] as const satisfies readonly SiteSettingKey[];

/**
 * Settings that decide where players are sent, and with them their money (issue 19): every outside address a frame
 * embeds, a redirect follows, a link or a QR code leads to. Customer service (`service_url`) is where a manual
 * deposit is told to ask for the receiving account, so whoever sets it decides whom players pay; `visit_url` sends
 * every visitor of the lobby away; the sponsorship pages and the agent back office are framed inside the site;
 * `h5_url` is the "permanent domain" players copy to come back; the app download address and its QR picture are
 * what players install. The site's logo is a picture, not a destination: it stays with the editor.
 */
export const DESTINATION_SETTING_KEYS = [
  'service_url',
  'visit_url',
  'sponsor_url_1',
  'sponsor_url_2',
  'agent_login_url',
  'h5_url',
  'ios_download_url',
  'ios_download_qrcode',
] as const satisfies readonly SiteSettingKey[];

export const isDestinationSetting = (key: string) => (DESTINATION_SETTING_KEYS as readonly string[]).includes(key);

/** The settings that decide where players or money go or how much is paid: finance's (and super's). */
export const FINANCE_SETTING_KEYS: readonly SiteSettingKey[] = [...PAYOUT_SETTING_KEYS, ...DESTINATION_SETTING_KEYS];

/** Every other setting is content: the editor's (finance may not change those either: each role keeps its own). */
export const isFinanceSetting = (key: string) => (FINANCE_SETTING_KEYS as readonly string[]).includes(key);

/**
 * Refuses (403 `没有权限执行此操作`, audited as `access.denied`) when the request's admin is not `role` (or super) and
 * `fields` (the body keys that need it) is not empty.
 */
export async function requireRoleFor(request: FastifyRequest, role: AdminRole, fields: string[]): Promise<void> {
  const admin = adminOf(request);
  if (fields.length === 0 || admin.role === 'super' || admin.role === role) return;
  await audit(request.server.db, request, {
    action: 'access.denied',
    target: `${request.method} ${request.routeOptions.url ?? request.url}`.slice(0, 128),
    detail: { role: admin.role, allowed: [role], fields, url: request.url.slice(0, 200) },
    ok: false,
  });
  throw new HttpError(403, ADMIN_MESSAGES.forbidden);
}

/**
 * PATCH /settings: the finance settings (where players or money go, how much is paid) need finance, every other known
 * key needs editor (unknown keys are the route's 400). A batch is refused whole unless the admin may write every key.
 */
export async function requireSettingsRoles(request: FastifyRequest, keys: string[]): Promise<void> {
  const known = keys.filter((k) => (SETTING_KEYS as string[]).includes(k));
  await requireRoleFor(request, MONEY_ROLE, known.filter(isFinanceSetting));
  await requireRoleFor(
    request,
    CONTENT_ROLE,
    known.filter((k) => !isFinanceSetting(k)),
  );
}

/** A content list's write: fields of `fieldRoles` need their role, every other field one of `others`. */
export async function requireFieldRoles(
  request: FastifyRequest,
  others: AdminRole | AdminRole[],
  fieldRoles: Record<string, AdminRole> | undefined,
  body: Record<string, unknown>,
): Promise<void> {
  if (!fieldRoles) return;
  const keys = Object.keys(body);
  for (const role of new Set(Object.values(fieldRoles)))
    await requireRoleFor(
      request,
      role,
      keys.filter((k) => fieldRoles[k] === role),
    );
  const rest = keys.filter((k) => !(k in fieldRoles));
  const allowed = [others].flat();
  const admin = adminOf(request);
  if (rest.length && admin.role !== 'super' && !allowed.includes(admin.role))
    await requireRoleFor(request, allowed[0], rest);
}
