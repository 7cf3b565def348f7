import type { PayWayFlags } from '@h5/shared/types';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '#app/db/client';
import { banks, payChannels, receivingAccounts, type PayChannel } from '#app/db/schema/index';
import { formatFen } from '#app/lib/money';
import { badRequest } from '#app/lib/http-error';
import { CASHIER_MESSAGES } from './messages';

/** The pay channels (getPayRange types), in the deposit page's order. */
export const PAY_CHANNEL_TYPES = ['bank', 'wechat', 'alipay', 'usdt-erc20', 'usdt-trc20'] as const;
export type PayChannelType = (typeof PAY_CHANNEL_TYPES)[number];
export const isPayChannelType = (v: unknown): v is PayChannelType =>
  (PAY_CHANNEL_TYPES as readonly unknown[]).includes(v);

/** Short codes of the seeded banks, for the card icon `/assets/banks/<code>.svg` (drawn by plugins/app/artwork/bank-icons). */
export const BANK_CODES: Readonly<Record<string, string>> = {
  中国工商银行: 'icbc',
  中国建设银行: 'ccb',
  中国农业银行: 'abc',
  中国银行: 'boc',
  交通银行: 'bocom',
  招商银行: 'cmb',
  中国邮政储蓄银行: 'psbc',
  兴业银行: 'cib',
  中信银行: 'citic',
  浦发银行: 'spdb',
  中国民生银行: 'cmbc',
  中国光大银行: 'ceb',
  平安银行: 'pab',
  华夏银行: 'hxb',
  广发银行: 'cgb',
};

export const bankIcon = (bank: string): string =>
  bank.toUpperCase() === 'USDT' ? '/assets/banks/usdt.svg' : `/assets/banks/${BANK_CODES[bank] ?? 'bank'}.svg`;

export async function channel(q: Queryable, type: string): Promise<PayChannel | null> {
  if (!isPayChannelType(type)) return null;
  const [row] = await q.select().from(payChannels).where(eq(payChannels.type, type));
  return row ?? null;
}

/** GET /api/get_pay_way: card = bank, usdt = either USDT protocol. */
export async function payWayFlags(q: Queryable): Promise<PayWayFlags> {
  const rows = await q.select({ type: payChannels.type, enabled: payChannels.enabled }).from(payChannels);
  const on = (type: string) => rows.some((r) => r.type === type && r.enabled);
  return {
    card: on('bank') ? 1 : 0,
    usdt: on('usdt-trc20') || on('usdt-erc20') ? 1 : 0,
    wechat: on('wechat') ? 1 : 0,
    alipay: on('alipay') ? 1 : 0,
  };
}

/** POST /api/getPayRange: the channel's limits (an unknown type is a 400). */
export async function payRange(q: Queryable, type: unknown) {
  const row = typeof type === 'string' ? await channel(q, type.trim()) : null;
  if (!row) throw badRequest(CASHIER_MESSAGES.payTypeUnknown);
  return rangeOf(row);
}

export const rangeOf = (row: PayChannel) => ({ min_price: formatFen(row.minFen), max_price: formatFen(row.maxFen) });

/** POST /api/getpaybank: the enabled receiving bank accounts. */
export async function receivingBanks(q: Queryable) {
  const rows = await q
    .select()
    .from(receivingAccounts)
    .where(and(eq(receivingAccounts.channel, 'bank'), eq(receivingAccounts.enabled, true)))
    .orderBy(asc(receivingAccounts.sort), asc(receivingAccounts.id));
  return rows.map((r) => ({
    bank_no: r.accountNo,
    bank_owner: r.owner,
    bank_address: r.address,
    bank_data: { bank_name: r.bankName },
  }));
}

/** POST /api/banklist: the banks a player may pick. */
export async function bankList(q: Queryable) {
  const rows = await q
    .select({ name: banks.name })
    .from(banks)
    .where(eq(banks.enabled, true))
    .orderBy(asc(banks.sort), asc(banks.id));
  return rows.map((r) => ({ bank_name: r.name }));
}

/** The receiving account a new order of this channel shows: the first enabled one by sort. */
export async function receivingAccountFor(q: Queryable, type: PayChannelType) {
  const [row] = await q
    .select()
    .from(receivingAccounts)
    .where(and(eq(receivingAccounts.channel, type), eq(receivingAccounts.enabled, true)))
    .orderBy(asc(receivingAccounts.sort), asc(receivingAccounts.id))
    .limit(1);
  return row ?? null;
}
