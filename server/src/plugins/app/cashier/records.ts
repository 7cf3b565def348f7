import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#app/db/client';
import { deposits, transfers, venues, withdrawals } from '#app/db/schema/index';
import { badRequest } from '#app/lib/http-error';
import { formatFen } from '#app/lib/money';
import { PER_PAGE, paged } from '#app/lib/paging';
import { dateFilterRange, shanghaiTimestamp } from '#app/lib/time';
import { VENUE_MESSAGES } from '#app/plugins/app/venues/messages';
import { readCode, readPage } from './body-values';
import { depositPayWayLabel } from './deposits';
import { withdrawalPayWayLabel } from './withdrawals';
import { CASHIER_MESSAGES } from './messages';

export interface TransRecordBody {
  date?: unknown;
  type?: unknown;
  page?: unknown;
  api_type?: unknown;
}

export interface TransRecordRow {
  out_trade_no: string;
  amount: string;
  pay_way: string;
  state: number;
  created_at: string;
}

/** type: 1 deposit (default), 2 withdrawal, 3 transfer into a venue, 4 transfer out of a venue. */
function readType(value: unknown): 1 | 2 | 3 | 4 {
  if (value === undefined || value === null || value === '') return 1;
  const n = readCode(value);
  if (n !== 1 && n !== 2 && n !== 3 && n !== 4) throw badRequest(CASHIER_MESSAGES.recordTypeInvalid);
  return n;
}

/**
 * POST /api/gettransrecord: the caller's deposits, withdrawals or transfers within the date filter (Shanghai days,
 * today included; unknown codes read as the default 30 days), newest first, 10 a page. The venue filter applies to
 * transfers; an unknown venue is a 400.
 */
export async function transactionRecords(db: Db, userId: number, body: TransRecordBody, now = new Date()) {
  const type = readType(body.type);
  const page = readPage(body.page);
  const range = dateFilterRange(body.date ?? 4, now)!;
  const offset = (page - 1) * PER_PAGE;
  const platname = typeof body.api_type === 'string' ? body.api_type.trim() : '';

  if (type === 1) {
    const where = and(
      eq(deposits.userId, userId),
      gte(deposits.createdAt, range.start),
      lt(deposits.createdAt, range.end),
    );
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(deposits)
      .where(where);
    const rows = await db
      .select()
      .from(deposits)
      .where(where)
      .orderBy(desc(deposits.createdAt), desc(deposits.id))
      .limit(PER_PAGE)
      .offset(offset);
    return paged<TransRecordRow>(
      rows.map((d) => ({
        out_trade_no: d.depositNo,
        amount: formatFen(d.amountFen),
        pay_way: depositPayWayLabel(d.paytype),
        state: d.state,
        created_at: shanghaiTimestamp(d.createdAt),
      })),
      n,
      page,
    );
  }

  if (type === 2) {
    const where = and(
      eq(withdrawals.userId, userId),
      gte(withdrawals.createdAt, range.start),
      lt(withdrawals.createdAt, range.end),
    );
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(withdrawals)
      .where(where);
    const rows = await db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(PER_PAGE)
      .offset(offset);
    return paged<TransRecordRow>(
      rows.map((w) => ({
        out_trade_no: w.outTradeNo,
        amount: formatFen(w.amountFen),
        pay_way: withdrawalPayWayLabel(w.cardType),
        state: w.state,
        created_at: shanghaiTimestamp(w.createdAt),
      })),
      n,
      page,
    );
  }

  if (platname !== '') {
    const [venue] = await db.select({ id: venues.id }).from(venues).where(eq(venues.platname, platname));
    if (!venue) throw badRequest(VENUE_MESSAGES.unknownVenue);
  }
  const conditions: SQL[] = [
    eq(transfers.userId, userId),
    eq(transfers.direction, type === 3 ? 'in' : 'out'),
    gte(transfers.createdAt, range.start),
    lt(transfers.createdAt, range.end),
  ];
  if (platname !== '') conditions.push(eq(transfers.platname, platname));
  const where = and(...conditions);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(transfers)
    .where(where);
  const rows = await db
    .select({ t: transfers, venueName: venues.name })
    .from(transfers)
    .leftJoin(venues, eq(venues.platname, transfers.platname))
    .where(where)
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(PER_PAGE)
    .offset(offset);
  return paged<TransRecordRow>(
    rows.map(({ t, venueName }) => ({
      out_trade_no: t.outTradeNo,
      amount: formatFen(t.amountFen),
      pay_way: venueName ?? t.platname,
      state: t.state,
      created_at: shanghaiTimestamp(t.createdAt),
    })),
    n,
    page,
  );
}
