import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, or, lt, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db, Queryable } from '#app/db/client';
import { adminRecoveryCodes, adminSessions, adminUsers, auditLog } from '#app/db/schema/index';
import { HttpError, badRequest } from '#app/lib/http-error';
import { ADMIN_MESSAGES } from '#app/plugins/app/admin-auth';
import type { AttemptLimiter } from '#app/plugins/app/attempts/index';

/**
 * The back office's second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, as every authenticator app
 * reads) through the maintained `otpauth` library, plus 10 one-time recovery codes. Every code is accepted once:
 * the step of the last accepted code is stored and a code of that step or an earlier one is refused (no replay).
 * Wrong codes go through the attempt limiter (scope 'admin-totp': 5 per admin and address, 20 per address, 10 per
 * admin in 15 minutes), reserved before checking, so a burst on any number of instances is cut off at the limit.
 */
export const TOTP_ISSUER = '星耀娱乐后台';
export const TOTP_PERIOD = 30;
export const RECOVERY_CODE_COUNT = 10;

export const TOTP_MESSAGES = {
  codeRequired: '请输入6位动态验证码或恢复码',
  badCode: '动态验证码错误或已使用，请输入验证器上的最新验证码',
  badRecovery: '恢复码错误或已使用',
  notEnrolling: '请先开始绑定两步验证',
  alreadyOn: '两步验证已开启',
  enabled: '两步验证已开启，请妥善保存恢复码',
  notPending: '当前登录无需输入动态验证码',
  reset: '两步验证已重置，该管理员下次登录时需重新绑定',
} as const;

const hashCode = (code: string) => createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

const totpOf = (secretBase32: string, label: string) =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });

/** A recovery code as shown: 10 lowercase base32 characters in two groups (`abcde-fghij`), 50 bits each. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b & 31]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** The current code of a secret (tests and the CLI's demo only: a real admin reads it off an authenticator app). */
export const currentTotpCode = (secretBase32: string, at = Date.now()) =>
  totpOf(secretBase32, 'x').generate({ timestamp: at });

export interface TotpEnrolment {
  secret: string;
  otpauth_url: string;
  /** the otpauth URL as a QR code (an SVG document) */
  qr_svg: string;
}

export function createAdminTotp(deps: { db: Db; limiter: Pick<AttemptLimiter, 'guard'> }) {
  const { db, limiter } = deps;

  async function adminRow(q: Queryable, adminId: number) {
    const [row] = await q
      .select({
        username: adminUsers.username,
        secret: adminUsers.totpSecret,
        enabledAt: adminUsers.totpEnabledAt,
      })
      .from(adminUsers)
      .where(eq(adminUsers.id, adminId));
    if (!row) throw new HttpError(401, ADMIN_MESSAGES.unauthorized);
    return row;
  }

  /**
   * Accepts `code` when it is the secret's code of the current step or the one before or after (clock drift) and
   * later than the last accepted one; records its step in the same statement (two requests with one code: one wins).
   */
  async function acceptCode(q: Queryable, adminId: number, secret: string, label: string, code: string) {
    if (!/^\d{6}$/.test(code)) return false;
    const now = Date.now();
    const delta = totpOf(secret, label).validate({ token: code, timestamp: now, window: 1 });
    if (delta === null) return false;
    const step = Math.floor(now / 1000 / TOTP_PERIOD) + delta;
    const rows = await q
      .update(adminUsers)
      .set({ totpLastStep: step })
      .where(and(eq(adminUsers.id, adminId), or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step))))
      .returning({ id: adminUsers.id });
    return rows.length === 1;
  }

  /** Makes the session full (no longer pending) with the usual 12-hour life from now. */
  async function completeSession(q: Queryable, sessionId: number, absoluteMs: number) {
    await q
      .update(adminSessions)
      .set({ pending: null, expiresAt: new Date(Date.now() + absoluteMs), lastSeenAt: sql`now()` })
      .where(eq(adminSessions.id, sessionId));
  }

  return {
    /** Starts (or restarts) enrolment: a new secret, not in use until confirmed with a code. */
    async startEnrolment(adminId: number): Promise<TotpEnrolment> {
      const row = await adminRow(db, adminId);
      if (row.enabledAt) throw new HttpError(409, TOTP_MESSAGES.alreadyOn);
      const secret = new Secret({ size: 20 }).base32;
      await db.update(adminUsers).set({ totpSecret: secret, totpLastStep: null }).where(eq(adminUsers.id, adminId));
      const otpauthUrl = totpOf(secret, row.username).toString();
      const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
    },

    /**
     * Confirms enrolment with a code of the new secret: TOTP is on, 10 recovery codes are made (answered once, kept
     * only as hashes), and the session (pending 'enrol' or full) becomes full.
     */
    async confirmEnrolment(input: {
      adminId: number;
      sessionId: number;
      code: string;
      ip: string;
      absoluteMs: number;
    }): Promise<string[]> {
      const row = await adminRow(db, input.adminId);
      if (row.enabledAt) throw new HttpError(409, TOTP_MESSAGES.alreadyOn);
      if (!row.secret) throw badRequest(TOTP_MESSAGES.notEnrolling);
      const secret = row.secret;
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const ok = await limiter.guard(row.username, input.ip, () =>
        db.transaction(async (tx) => {
          if (!(await acceptCode(tx, input.adminId, secret, row.username, input.code))) return false;
          await tx
            .update(adminUsers)
            .set({ totpEnabledAt: sql`now()` })
            .where(eq(adminUsers.id, input.adminId));
          await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, input.adminId));
          await tx
            .insert(adminRecoveryCodes)
            .values(codes.map((c) => ({ adminId: input.adminId, codeHash: hashCode(c) })));
          await completeSession(tx, input.sessionId, input.absoluteMs);
          await tx.insert(auditLog).values({
            adminId: input.adminId,
            actor: row.username,
            action: 'admin.totp.enrol',
            target: `admin:${input.adminId}`,
            ip: input.ip.slice(0, 64),
          });
          return true;
        }),
      );
      if (!ok) throw badRequest(TOTP_MESSAGES.badCode);
      return codes;
    },

    /** The second step of a sign-in: a current code, or one unused recovery code. The session becomes full. */
    async verify(input: {
      adminId: number;
      sessionId: number;
      code?: string;
      recoveryCode?: string;
      ip: string;
      absoluteMs: number;
    }): Promise<{ recovery_codes_left: number | null }> {
      const code = (input.code ?? '').trim();
      const recovery = (input.recoveryCode ?? '').trim();
      if (!code && !recovery) throw badRequest(TOTP_MESSAGES.codeRequired);
      const row = await adminRow(db, input.adminId);
      if (!row.enabledAt || !row.secret) throw badRequest(TOTP_MESSAGES.notEnrolling);
      const secret = row.secret;
      let left: number | null = null;
      const ok = await limiter.guard(row.username, input.ip, () =>
        db.transaction(async (tx) => {
          if (code) {
            if (!(await acceptCode(tx, input.adminId, secret, row.username, code))) return false;
          } else {
            const used = await tx
              .update(adminRecoveryCodes)
              .set({ usedAt: sql`now()` })
              .where(
                and(
                  eq(adminRecoveryCodes.adminId, input.adminId),
                  eq(adminRecoveryCodes.codeHash, hashCode(recovery)),
                  isNull(adminRecoveryCodes.usedAt),
                ),
              )
              .returning({ id: adminRecoveryCodes.id });
            if (used.length !== 1) return false;
            const [n] = await tx
              .select({ n: sql<number>`count(*)`.mapWith(Number) })
              .from(adminRecoveryCodes)
              .where(and(eq(adminRecoveryCodes.adminId, input.adminId), isNull(adminRecoveryCodes.usedAt)));
            left = n.n;
          }
          await completeSession(tx, input.sessionId, input.absoluteMs);
          await tx.insert(auditLog).values({
            adminId: input.adminId,
            actor: row.username,
            action: 'admin.login.totp',
            target: `session:${input.sessionId}`,
            detail: { by: code ? 'code' : 'recovery_code', ...(code ? {} : { recovery_codes_left: left }) },
            ip: input.ip.slice(0, 64),
          });
          return true;
        }),
      );
      if (!ok) {
        await db.insert(auditLog).values({
          adminId: input.adminId,
          actor: row.username,
          action: 'admin.login.totp',
          target: `session:${input.sessionId}`,
          detail: { by: code ? 'code' : 'recovery_code', reason: 'bad_code' },
          ip: input.ip.slice(0, 64),
          ok: false,
        });
        throw badRequest(code ? TOTP_MESSAGES.badCode : TOTP_MESSAGES.badRecovery);
      }
      return { recovery_codes_left: left };
    },

    /**
     * Turns an admin's TOTP off (a super admin's `totp reset`, or the admins page): secret and recovery codes gone
     * (the caller ends the admin's sessions in the same transaction); the next sign-in enrols again (or signs in without one where TOTP is optional).
     */
    async reset(q: Queryable, adminId: number): Promise<boolean> {
      const rows = await q
        .update(adminUsers)
        .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
        .where(eq(adminUsers.id, adminId))
        .returning({ id: adminUsers.id });
      if (rows.length !== 1) return false;
      await q.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
      return true;
    },
  };
}

export type AdminTotp = ReturnType<typeof createAdminTotp>;
