import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#app/db/client';
import { banks, cards, type Card } from '#app/db/schema/index';
import { badRequest, conflict, notFound } from '#app/lib/http-error';
import { labels } from '#app/lib/h5-shared';
import { money } from '#app/lib/money';
import { isUniqueViolation } from '#app/lib/pg-errors';
import type { PasswordHasher } from '#app/lib/passwords';
import { rules } from '#app/lib/validators';
import { readCode } from './body-values';
import { CASHIER_MESSAGES } from './messages';
import { bankIcon } from './pay-config';
import { verifyPayPassword } from './pay-password';

export const CARD_BANK = 1;
export const CARD_USDT = 2;

/** getcard's type: 1 bank cards, 2 USDT addresses. */
export function readCardType(value: unknown): 1 | 2 {
  const n = readCode(value);
  if (n !== CARD_BANK && n !== CARD_USDT) throw badRequest(CASHIER_MESSAGES.cardTypeInvalid);
  return n;
}

/**
 * A card as the player sees it. The number is masked down to its last 4 characters on the server too: no page needs
 * the full number (the spec's pages show only the last 4), so a stolen session cannot read it.
 */
export const cardView = (c: Card) => ({
  id: c.id,
  bank: c.bank,
  bank_owner: c.bankOwner,
  bank_no: money.maskCardNo(c.bankNo),
  bank_address: c.bankAddress,
  ico: bankIcon(c.bank),
});

export async function listCards(db: Db, userId: number, type: 1 | 2) {
  const rows = await db
    .select()
    .from(cards)
    .where(and(eq(cards.userId, userId), eq(cards.type, type), isNull(cards.deletedAt)))
    .orderBy(asc(cards.id));
  return rows.map(cardView);
}

/** The caller's live card with this id, or null (another player's card is as unknown as a missing one). */
export async function ownCard(db: Db, userId: number, id: number): Promise<Card | null> {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, id), eq(cards.userId, userId), isNull(cards.deletedAt)));
  return row ?? null;
}

export interface BindBody {
  bank?: unknown;
  bank_owner?: unknown;
  bank_no?: unknown;
  bank_address?: unknown;
  pay_pass?: unknown;
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * POST /api/bindcard. `bank` 'USDT' binds an address (bank_owner the protocol; the legacy TRC reads as TRC20),
 * anything else a bank card of a listed bank. Order: the spec's rules with their messages, the 5-per-kind limit, the
 * payment password (its attempt limit reserved before the hash), a number bound elsewhere (never told before the
 * password is right), then the insert — serialised per player and protected by the live-number unique index.
 */
export async function bindCard(
  db: Db,
  hasher: PasswordHasher,
  userId: number,
  body: BindBody,
  ip: string,
): Promise<number> {
  const isUsdt = str(body.bank).toUpperCase() === labels.USDT_CARD_BANK;
  let input: { type: 1 | 2; bank: string; bankOwner: string; bankNo: string; bankAddress: string };
  if (isUsdt) {
    const owner = str(body.bank_owner).toUpperCase();
    const protocol = owner === 'TRC' ? 'TRC20' : owner;
    const problem = rules.checkUsdtAddressAdd({ ...body, bank_owner: protocol });
    if (problem) throw badRequest(problem);
    input = {
      type: CARD_USDT,
      bank: labels.USDT_CARD_BANK,
      bankOwner: protocol,
      bankNo: str(body.bank_no),
      bankAddress: '',
    };
  } else {
    const problem = rules.checkBankCardAdd(body);
    if (problem) throw badRequest(problem);
    const [bank] = await db
      .select({ name: banks.name })
      .from(banks)
      .where(and(eq(banks.name, str(body.bank)), eq(banks.enabled, true)));
    if (!bank) throw badRequest(CASHIER_MESSAGES.bankUnknown);
    input = {
      type: CARD_BANK,
      bank: bank.name,
      bankOwner: str(body.bank_owner),
      bankNo: str(body.bank_no),
      bankAddress: str(body.bank_address),
    };
  }
  const kind = isUsdt ? 'usdt' : 'bank';

  const count = async (q: Pick<Db, 'select'>) =>
    (
      await q
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(cards)
        .where(and(eq(cards.userId, userId), eq(cards.type, input.type), isNull(cards.deletedAt)))
    )[0].n;
  const limit = rules.checkCardCount(await count(db), kind);
  if (limit) throw badRequest(limit);
  // the payment password (with its attempt limit) before anything about the number is told, so numbers bound
  // elsewhere cannot be probed without it
  await verifyPayPassword(db, hasher, userId, typeof body.pay_pass === 'string' ? body.pay_pass : '', ip);
  await assertNumberFree(db, userId, input.type, input.bankNo);

  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
      const again = rules.checkCardCount(await count(tx), kind);
      if (again) throw badRequest(again);
      const [row] = await tx
        .insert(cards)
        .values({ userId, ...input })
        .returning({ id: cards.id });
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      await assertNumberFree(db, userId, input.type, input.bankNo);
      throw conflict(isUsdt ? CASHIER_MESSAGES.cardTakenUsdt : CASHIER_MESSAGES.cardTakenBank);
    }
    throw err;
  }
}

async function assertNumberFree(db: Db, userId: number, type: 1 | 2, bankNo: string): Promise<void> {
  const [holder] = await db
    .select({ userId: cards.userId })
    .from(cards)
    .where(and(eq(cards.type, type), sql`lower(${cards.bankNo}) = ${bankNo.toLowerCase()}`, isNull(cards.deletedAt)));
  if (!holder) return;
  if (holder.userId === userId) throw conflict(CASHIER_MESSAGES.cardAlreadyBound);
  throw conflict(type === CARD_USDT ? CASHIER_MESSAGES.cardTakenUsdt : CASHIER_MESSAGES.cardTakenBank);
}

/** POST /api/delcard: soft-deletes the caller's own live card; anything else is 404. */
export async function deleteCard(db: Db, userId: number, id: number | null): Promise<void> {
  if (id === null) throw notFound(CASHIER_MESSAGES.cardNotFound);
  const rows = await db
    .update(cards)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(cards.id, id), eq(cards.userId, userId), isNull(cards.deletedAt)))
    .returning({ id: cards.id });
  if (rows.length === 0) throw notFound(CASHIER_MESSAGES.cardNotFound);
}
