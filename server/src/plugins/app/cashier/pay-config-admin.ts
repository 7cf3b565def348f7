import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '#app/db/client';
import {
  banks,
  payChannels,
  receivingAccounts,
  type Bank,
  type PayChannel,
  type ReceivingAccount,
} from '#app/db/schema/index';
import { badRequest, conflict, notFound } from '#app/lib/http-error';
import { amountFen, formatFen } from '#app/lib/money';
import { rules } from '#app/lib/validators';
import { CASHIER_MESSAGES } from './messages';
import { PAY_CHANNEL_TYPES, isPayChannelType } from './pay-config';

/** Back-office editing of the pay channels, receiving accounts and banks. Every function runs in the caller's transaction. */

export const channelView = (c: PayChannel) => ({
  type: c.type,
  enabled: c.enabled,
  min_price: formatFen(c.minFen),
  max_price: formatFen(c.maxFen),
  sort: c.sort,
});

export async function listChannels(q: Queryable) {
  const rows = await q.select().from(payChannels).orderBy(asc(payChannels.sort), asc(payChannels.type));
  return rows.map(channelView);
}

export interface ChannelPatch {
  enabled?: boolean;
  min_price?: unknown;
  max_price?: unknown;
  sort?: number;
}

/** Changes only the named fields; the resulting range must be positive amounts with min ≤ max. */
export async function patchChannel(
  q: Queryable,
  type: string,
  patch: ChannelPatch,
): Promise<{ before: PayChannel; after: PayChannel }> {
  if (!isPayChannelType(type)) throw notFound(CASHIER_MESSAGES.channelNotFound);
  const [before] = await q.select().from(payChannels).where(eq(payChannels.type, type)).for('update');
  if (!before) throw notFound(CASHIER_MESSAGES.channelNotFound);
  const minFen = patch.min_price === undefined ? before.minFen : amountFen(patch.min_price);
  const maxFen = patch.max_price === undefined ? before.maxFen : amountFen(patch.max_price);
  if (minFen > maxFen) throw badRequest(CASHIER_MESSAGES.rangeInverted);
  const [after] = await q
    .update(payChannels)
    .set({
      minFen,
      maxFen,
      ...(patch.enabled === undefined ? {} : { enabled: patch.enabled }),
      ...(patch.sort === undefined ? {} : { sort: patch.sort }),
      updatedAt: sql`now()`,
    })
    .where(eq(payChannels.type, type))
    .returning();
  return { before, after };
}

export const receivingAccountView = (r: ReceivingAccount) => ({
  id: r.id,
  channel: r.channel,
  bank_name: r.bankName,
  account_no: r.accountNo,
  owner: r.owner,
  address: r.address,
  enabled: r.enabled,
  sort: r.sort,
});

export async function listReceivingAccounts(q: Queryable) {
  const rows = await q
    .select()
    .from(receivingAccounts)
    .orderBy(asc(receivingAccounts.channel), asc(receivingAccounts.sort), asc(receivingAccounts.id));
  return rows.map(receivingAccountView);
}

export interface ReceivingAccountInput {
  channel?: string;
  bank_name?: string;
  account_no?: string;
  owner?: string;
  address?: string;
  enabled?: boolean;
  sort?: number;
}

/** A whole account after a create or patch: the channel known, a number, a bank name for bank accounts, USDT addresses shaped. */
function checkReceivingAccount(r: { channel: string; bankName: string; accountNo: string }) {
  if (!isPayChannelType(r.channel)) throw badRequest(CASHIER_MESSAGES.channelInvalid);
  if (r.accountNo === '') throw badRequest(CASHIER_MESSAGES.accountNoRequired);
  if (r.channel === 'bank' && r.bankName === '') throw badRequest(CASHIER_MESSAGES.bankNameRequired);
  if (r.channel === 'usdt-trc20' && !rules.USDT_ADDRESS.TRC20.test(r.accountNo))
    throw badRequest(rules.MSG.trc20AddressInvalid);
  if (r.channel === 'usdt-erc20' && !rules.USDT_ADDRESS.ERC20.test(r.accountNo))
    throw badRequest(rules.MSG.erc20AddressInvalid);
}

const trimmed = (v: string | undefined) => (v === undefined ? undefined : v.trim());

export async function createReceivingAccount(q: Queryable, input: ReceivingAccountInput): Promise<ReceivingAccount> {
  const values = {
    channel: trimmed(input.channel) ?? '',
    bankName: trimmed(input.bank_name) ?? '',
    accountNo: trimmed(input.account_no) ?? '',
    owner: trimmed(input.owner) ?? '',
    address: trimmed(input.address) ?? '',
    enabled: input.enabled ?? true,
    sort: input.sort ?? 0,
  };
  checkReceivingAccount(values);
  const [row] = await q.insert(receivingAccounts).values(values).returning();
  return row;
}

export async function patchReceivingAccount(q: Queryable, id: number, input: ReceivingAccountInput) {
  const [before] = await q.select().from(receivingAccounts).where(eq(receivingAccounts.id, id)).for('update');
  if (!before) throw notFound(CASHIER_MESSAGES.receivingAccountNotFound);
  const set = {
    ...(input.channel === undefined ? {} : { channel: input.channel.trim() }),
    ...(input.bank_name === undefined ? {} : { bankName: input.bank_name.trim() }),
    ...(input.account_no === undefined ? {} : { accountNo: input.account_no.trim() }),
    ...(input.owner === undefined ? {} : { owner: input.owner.trim() }),
    ...(input.address === undefined ? {} : { address: input.address.trim() }),
    ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
    ...(input.sort === undefined ? {} : { sort: input.sort }),
  };
  checkReceivingAccount({ ...before, ...set });
  if (Object.keys(set).length === 0) return { before, after: before };
  const [after] = await q.update(receivingAccounts).set(set).where(eq(receivingAccounts.id, id)).returning();
  return { before, after };
}

/**
 * Removes a receiving account. Orders that showed it keep their number; their payment-info page then shows the
 * channel's current account (pending orders) — disable instead to keep showing it.
 */
export async function deleteReceivingAccount(q: Queryable, id: number): Promise<ReceivingAccount> {
  const [row] = await q.delete(receivingAccounts).where(eq(receivingAccounts.id, id)).returning();
  if (!row) throw notFound(CASHIER_MESSAGES.receivingAccountNotFound);
  return row;
}

export const bankView = (b: Bank) => ({ id: b.id, bank_name: b.name, sort: b.sort, enabled: b.enabled });

export async function listBanks(q: Queryable) {
  const rows = await q.select().from(banks).orderBy(asc(banks.sort), asc(banks.id));
  return rows.map(bankView);
}

export interface BankInput {
  bank_name?: string;
  sort?: number;
  enabled?: boolean;
}

export async function createBank(q: Queryable, input: BankInput): Promise<Bank> {
  const name = (input.bank_name ?? '').trim();
  if (name === '') throw badRequest(CASHIER_MESSAGES.bankNameRequired);
  const [row] = await q
    .insert(banks)
    .values({ name, sort: input.sort ?? 0, enabled: input.enabled ?? true })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(CASHIER_MESSAGES.bankExists);
  return row;
}

export async function patchBank(q: Queryable, id: number, input: BankInput) {
  const [before] = await q.select().from(banks).where(eq(banks.id, id)).for('update');
  if (!before) throw notFound(CASHIER_MESSAGES.bankNotFound);
  const name = input.bank_name === undefined ? undefined : input.bank_name.trim();
  if (name === '') throw badRequest(CASHIER_MESSAGES.bankNameRequired);
  if (name !== undefined && name !== before.name) {
    const [taken] = await q.select({ id: banks.id }).from(banks).where(eq(banks.name, name));
    if (taken) throw conflict(CASHIER_MESSAGES.bankExists);
  }
  const set = {
    ...(name === undefined ? {} : { name }),
    ...(input.sort === undefined ? {} : { sort: input.sort }),
    ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
  };
  if (Object.keys(set).length === 0) return { before, after: before };
  const [after] = await q.update(banks).set(set).where(eq(banks.id, id)).returning();
  return { before, after };
}

/** Removes a bank from the list players pick from; cards already bound to it keep their copy of the name. */
export async function deleteBank(q: Queryable, id: number): Promise<Bank> {
  const [row] = await q.delete(banks).where(eq(banks.id, id)).returning();
  if (!row) throw notFound(CASHIER_MESSAGES.bankNotFound);
  return row;
}

export { PAY_CHANNEL_TYPES };
