import type { FastifyRequest } from 'fastify';
import type { AdminRole } from '#app/db/schema/index';
import { HttpError } from '#app/lib/http-error';
import { ADMIN_MESSAGES, adminOf, audit } from '#app/plugins/app/admin-auth';
import type { SiteSettingKey } from '#app/plugins/app/site-settings';
import { rules } from '#app/lib/validators';
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

/**
 * The settings finance owns, by why (the lists and their reasons live in @h5/shared/validators' settings.ts, which the
 * console's 站点设置 page reads too, so a field is disabled there for exactly the role the server refuses).
 */
export const PAYOUT_SETTING_KEYS = rules.PAYOUT_SETTING_KEYS satisfies readonly SiteSettingKey[];
export const DESTINATION_SETTING_KEYS = rules.DESTINATION_SETTING_KEYS satisfies readonly SiteSettingKey[];

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
