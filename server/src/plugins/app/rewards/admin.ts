import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#app/db/client';
import { activityApplications, promotions, redpacketRules, users, vipLevels } from '#app/db/schema/index';
import { HttpError } from '#app/lib/http-error';
import { amountFen, formatFen } from '#app/lib/money';
import { offsetOf, paged, PER_PAGE } from '#app/lib/paging';
import { shanghaiTimestamp, time } from '#app/lib/time';
import type { AuditWriter } from '#app/plugins/app/admin/audit-log';
import { reviewApplication } from './promotion-review';
import { listLevels } from './vip';

/** The back office of rewards: red-packet rules and VIP levels (editors), promotion applications (finance). */

export const ADMIN_REWARD_MESSAGES = {
  ruleNotFound: '红包规则不存在',
  levelNotFound: 'VIP等级不存在',
  badDate: '日期格式不正确，应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss',
  dateOrder: '结束时间不能早于开始时间',
  prizeOrder: '最高红包金额不能低于最低红包金额',
  rate: '返水比例须为 0–100 之间、最多两位小数的数字',
  multiple: '流水倍数须为 0–1000 之间、最多两位小数的数字',
  nothingToChange: '没有需要修改的字段',
  flowMultiple: '彩金流水倍数须为 0–100 之间、最多两位小数的数字',
} as const;

/** A rule date: `YYYY-MM-DD` (the start or the end of that Shanghai day) or a full Shanghai time. */
function ruleTime(value: string, edge: 'start' | 'end'): Date {
  const v = value.trim();
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(v);
  const ms = time.toEpochMs(dateOnly && edge === 'end' ? `${v} 23:59:59` : v);
  if (ms === null || !/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/.test(v))
    throw new HttpError(400, ADMIN_REWARD_MESSAGES.badDate);
  return new Date(ms);
}

/** A 2-decimal number within [0, max] as its text (numeric columns), or a 400 with `message`. */
function twoDecimals(value: unknown, max: number, message: string): string {
  const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(s) || Number(s) > max) throw new HttpError(400, message);
  return Number(s).toFixed(2);
}

const ruleView = (r: typeof redpacketRules.$inferSelect) => ({
  id: r.id,
  start_time: shanghaiTimestamp(r.startsAt),
  end_time: shanghaiTimestamp(r.endsAt),
  recharge: formatFen(r.rechargeFen),
  day_flow: r.dayFlow,
  flow_money: String(r.flowMultiple),
  min_prize: formatFen(r.minPrizeFen),
  max_prize: formatFen(r.maxPrizeFen),
  enabled: r.enabled,
});

export type RuleBody = Partial<
  Record<'start_time' | 'end_time', string> &
    Record<'recharge' | 'min_prize' | 'max_prize' | 'flow_money', string | number>
> & {
  day_flow?: number;
  enabled?: boolean;
};

/** The columns a rule body sets (only the fields it names). */
function ruleValues(b: RuleBody) {
  const v: Partial<typeof redpacketRules.$inferInsert> = {};
  if (b.start_time !== undefined) v.startsAt = ruleTime(b.start_time, 'start');
  if (b.end_time !== undefined) v.endsAt = ruleTime(b.end_time, 'end');
  if (b.recharge !== undefined) v.rechargeFen = amountFen(b.recharge, '累计充值金额');
  if (b.day_flow !== undefined) v.dayFlow = b.day_flow;
  if (b.flow_money !== undefined) v.flowMultiple = twoDecimals(b.flow_money, 1000, ADMIN_REWARD_MESSAGES.multiple);
  if (b.min_prize !== undefined) v.minPrizeFen = amountFen(b.min_prize, '最低红包金额');
  if (b.max_prize !== undefined) v.maxPrizeFen = amountFen(b.max_prize, '最高红包金额');
  if (b.enabled !== undefined) v.enabled = b.enabled;
  return v;
}

function checkRule(r: { startsAt: Date; endsAt: Date; minPrizeFen: number; maxPrizeFen: number }) {
  if (r.endsAt < r.startsAt) throw new HttpError(400, ADMIN_REWARD_MESSAGES.dateOrder);
  if (r.maxPrizeFen < r.minPrizeFen) throw new HttpError(400, ADMIN_REWARD_MESSAGES.prizeOrder);
}

const RATE_FIELDS = {
  realperson: 'realperson',
  sport: 'sport',
  e_sport: 'eSport',
  joker: 'joker',
  electron: 'electron',
  lottery: 'lottery',
} as const;

/** Every red-packet rule, by recharge threshold. */
export async function listRedpacketRules(db: Db) {
  const rows = await db.select().from(redpacketRules).orderBy(asc(redpacketRules.rechargeFen), asc(redpacketRules.id));
  return rows.map(ruleView);
}

/** A new red-packet rule (every field required), audited. */
export async function createRedpacketRule(db: Db, body: RuleBody, audit: AuditWriter) {
  const v = ruleValues(body) as typeof redpacketRules.$inferInsert;
  checkRule(v);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(redpacketRules).values(v).returning();
    await audit(tx, {
      action: 'redpacket_rule.create',
      target: `redpacket_rule:${row.id}`,
      detail: { ...ruleView(row), before: null, after: ruleView(row) },
    });
    return ruleView(row);
  });
}

/** Changes the named fields of a red-packet rule (the whole rule checked after the change), audited. */
export async function updateRedpacketRule(db: Db, id: number, body: RuleBody, audit: AuditWriter) {
  const v = ruleValues(body);
  if (Object.keys(v).length === 0) throw new HttpError(400, ADMIN_REWARD_MESSAGES.nothingToChange);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(redpacketRules).where(eq(redpacketRules.id, id)).for('update');
    if (!current) throw new HttpError(404, ADMIN_REWARD_MESSAGES.ruleNotFound);
    checkRule({ ...current, ...v } as typeof current);
    const [row] = await tx.update(redpacketRules).set(v).where(eq(redpacketRules.id, id)).returning();
    await audit(tx, {
      action: 'redpacket_rule.update',
      target: `redpacket_rule:${id}`,
      detail: { before: ruleView(current), after: ruleView(row) },
    });
    return ruleView(row);
  });
}

/** Deletes a red-packet rule, audited. */
export async function deleteRedpacketRule(db: Db, id: number, audit: AuditWriter): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(redpacketRules).where(eq(redpacketRules.id, id)).returning();
    if (!row) throw new HttpError(404, ADMIN_REWARD_MESSAGES.ruleNotFound);
    await audit(tx, {
      action: 'redpacket_rule.delete',
      target: `redpacket_rule:${id}`,
      detail: { ...ruleView(row), before: ruleView(row), after: null },
    });
  });
}

/** Changes a VIP level's thresholds and rebate rates (only the named fields), audited; answers the level after. */
export async function updateVipLevel(
  db: Db,
  level: number,
  b: Record<string, string | number | undefined>,
  audit: AuditWriter,
) {
  const v: Partial<typeof vipLevels.$inferInsert> = {};
  // level 1 is where every player starts: its thresholds may be 0
  const threshold = (value: string | number, field: string) =>
    level === 1 && Number(value) === 0 ? 0 : amountFen(value, field);
  if (b.recharge !== undefined) v.rechargeFen = threshold(b.recharge, '累计存款');
  if (b.flow !== undefined) v.flowFen = threshold(b.flow, '流水要求');
  if (b.retention_flow !== undefined)
    v.retentionFlowFen = Number(b.retention_flow) === 0 ? 0 : amountFen(b.retention_flow, '保级流水');
  for (const [field, column] of Object.entries(RATE_FIELDS)) {
    if (b[field] !== undefined) v[column] = twoDecimals(b[field], 100, ADMIN_REWARD_MESSAGES.rate);
  }
  if (Object.keys(v).length === 0) throw new HttpError(400, ADMIN_REWARD_MESSAGES.nothingToChange);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(vipLevels).where(eq(vipLevels.level, level)).for('update');
    if (!row) throw new HttpError(404, ADMIN_REWARD_MESSAGES.levelNotFound);
    const before = (await listLevels(tx)).find((l) => l.level === level)!;
    await tx.update(vipLevels).set(v).where(eq(vipLevels.level, level));
    const after = (await listLevels(tx)).find((l) => l.level === level)!;
    await audit(tx, {
      action: 'vip_level.update',
      target: `vip_level:${level}`,
      detail: { changed: Object.keys(b), before, after },
    });
    return after;
  });
}

/** Promotion applications newest first, 10 a page, optionally of one state. */
export async function listApplications(db: Db, q: { state?: number; page?: number }) {
  const page = q.page ?? 1;
  const where = q.state ? eq(activityApplications.state, q.state) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ a: activityApplications, title: promotions.title, username: users.username })
      .from(activityApplications)
      .innerJoin(promotions, eq(promotions.id, activityApplications.promotionId))
      .innerJoin(users, eq(users.id, activityApplications.userId))
      .where(where)
      .orderBy(desc(activityApplications.createdAt), desc(activityApplications.id))
      .limit(PER_PAGE)
      .offset(offsetOf(page)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(activityApplications)
      .where(where),
  ]);
  return paged(
    rows.map(({ a, title, username }) => ({
      id: a.id,
      user_id: a.userId,
      username,
      activity_id: a.promotionId,
      activity_name: title,
      state: a.state,
      reason: a.reason,
      bonus: formatFen(a.bonusFen),
      bonus_paid_at: shanghaiTimestamp(a.bonusPaidAt),
      reviewed_at: shanghaiTimestamp(a.reviewedAt),
      created_at: shanghaiTimestamp(a.createdAt),
    })),
    count.n,
    page,
  );
}

/** Passes (paying its bonus, if any) or rejects a pending application, audited; answers the row and the message. */
export async function decideApplication(
  db: Db,
  input: {
    id: number;
    action: 'pass' | 'reject';
    adminId: number;
    now: Date;
    body: { reason?: string; bonus?: string | number; flow_multiple?: string | number };
  },
  audit: AuditWriter,
) {
  const { id, action, body } = input;
  const reason = (body.reason ?? '').trim();
  const bonusFen = body.bonus === undefined ? undefined : amountFen(body.bonus, '彩金金额');
  const flowMultiple =
    body.flow_multiple === undefined
      ? undefined
      : Number(twoDecimals(body.flow_multiple, 100, ADMIN_REWARD_MESSAGES.flowMultiple));
  return db.transaction(async (tx) => {
    const { application: row, bonusFen: paid } = await reviewApplication(tx, {
      applicationId: id,
      action,
      reason,
      adminId: input.adminId,
      bonusFen,
      flowMultiple,
      now: input.now,
    });
    await audit(tx, {
      action: `application.${action}`,
      target: `application:${id}`,
      detail: {
        userId: row.userId,
        promotionId: row.promotionId,
        reason,
        before: { state: 1 },
        after: { state: row.state, bonus: formatFen(paid) },
      },
    });
    return {
      data: { id: row.id, state: row.state, bonus: formatFen(paid), reviewed_at: shanghaiTimestamp(row.reviewedAt) },
      message: action === 'reject' ? '已拒绝' : paid > 0 ? `已通过，已发放彩金 ${formatFen(paid)} 元` : '已通过',
    };
  });
}
