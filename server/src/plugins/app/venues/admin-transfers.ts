import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '#app/db/client';
import { transfers, users, type FaultMode, type Transfer } from '#app/db/schema/index';
import { HttpError } from '#app/lib/http-error';
import { formatFen } from '#app/lib/money';
import { PER_PAGE, offsetOf, paged } from '#app/lib/paging';
import { shanghaiTimestamp } from '#app/lib/time';
import type { AuditWriter } from '#app/plugins/app/admin/audit-log';
import type { VenueService } from './index';

export const ADMIN_VENUE_MESSAGES = {
  transferNotFound: '转账记录不存在',
  faultSet: (platname: string, mode: FaultMode) => `场馆 ${platname} 故障模式已设为 ${mode}`,
  reconciled: {
    completed: '场馆已确认，转账已完成',
    refunded: '场馆未确认，资金已退回',
    pending: '场馆仍无法确认，请稍后再试',
    already: '该转账已结算，无需处理',
  },
} as const;

/** A transfer as the back office shows it. */
export const transferRow = (t: Transfer & { username?: string | null }) => ({
  out_trade_no: t.outTradeNo,
  user_id: t.userId,
  username: t.username ?? '',
  platname: t.platname,
  direction: t.direction,
  type: t.direction === 'in' ? 3 : 4,
  amount: formatFen(t.amountFen),
  state: t.state,
  source: t.source,
  reason: t.reason,
  attempts: t.attempts,
  created_at: shanghaiTimestamp(t.createdAt),
  settled_at: shanghaiTimestamp(t.settledAt),
});

/** Switches a venue simulator's fault mode (a disabled venue too), audited as `venue.fault`. */
export async function setVenueFault(
  db: Db,
  venuesService: VenueService,
  platname: string,
  mode: FaultMode,
  audit: AuditWriter,
) {
  const venue = await venuesService.require(platname, { allowDisabled: true });
  await db.transaction(async (tx) => {
    await venuesService.simulator.setFault(tx, venue.platname, mode);
    await audit(tx, { action: 'venue.fault', target: venue.platname, detail: { mode } });
  });
  return { platname: venue.platname, mode };
}

/** Transfers newest first, 10 a page, optionally of one state (0, 1, 2). */
export async function listTransfers(db: Db, page: number, state: number | string | undefined) {
  const where: SQL | undefined = state === '' || state === undefined ? undefined : eq(transfers.state, Number(state));
  const [{ n }] = await db.select({ n: count() }).from(transfers).where(where);
  const rows = await db
    .select({ t: transfers, username: users.username })
    .from(transfers)
    .leftJoin(users, eq(users.id, transfers.userId))
    .where(where)
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(PER_PAGE)
    .offset(offsetOf(page));
  return paged(
    rows.map((r) => transferRow({ ...r.t, username: r.username })),
    n,
    page,
  );
}

/** Asks the venue about one transfer now and settles it when it can; every outcome is audited. */
export async function reconcileTransfer(db: Db, venuesService: VenueService, outTradeNo: string, audit: AuditWriter) {
  const [t] = await db
    .select()
    .from(transfers)
    .where(and(eq(transfers.outTradeNo, outTradeNo)));
  if (!t) throw new HttpError(404, ADMIN_VENUE_MESSAGES.transferNotFound);
  const detail = (x: Transfer, outcome: string) => ({
    outcome,
    state: x.state,
    amount: formatFen(x.amountFen),
    user_id: x.userId,
  });
  const result = await venuesService.transfers.reconcile(t, {
    hooks: {
      settled: (tx, settled) =>
        audit(tx, { action: 'transfer.reconcile', target: t.outTradeNo, detail: detail(settled, 'settled') }),
    },
  });
  if (result.outcome === 'pending' || result.outcome === 'already') {
    await audit(db, {
      action: 'transfer.reconcile',
      target: t.outTradeNo,
      detail: detail(result.transfer, result.outcome),
    });
  }
  return {
    data: { ...transferRow(result.transfer), outcome: result.outcome },
    message: ADMIN_VENUE_MESSAGES.reconciled[result.outcome],
  };
}
