import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Tx } from '#app/db/client';
import type { PasswordHasher } from '#app/lib/passwords';
import { globalPlugin } from '#app/lib/plugin';
import { bindCard, deleteCard, listCards, type BindBody } from './cards';
import { createDeposit, expireDeposits, listDeposits, payInfo, type RechargeBody } from './deposits';
import { listBanks, listChannels, listReceivingAccounts } from './pay-config-admin';
import { bankList, payRange, payWayFlags, receivingBanks } from './pay-config';
import { transactionRecords, type TransRecordBody } from './records';
import { createWithdrawal, listWithdrawals, turnoverRequiredFen, type WithdrawBody } from './withdrawals';

/**
 * The cashier (001 §7) bound to its database and the players' password hasher (payment passwords): pay ways and
 * ranges, receiving accounts and banks, deposits and their payment info, cards, turnover, withdrawals, transaction
 * records, and the back office's lists. The modules of this folder hold the work; the changes the back office makes
 * inside its own audited transaction (confirm, reject, approve, edit the pay configuration) are called with that
 * transaction directly.
 */
export function createCashier(db: Db, hasher: PasswordHasher) {
  return {
    // pay configuration
    payWayFlags: () => payWayFlags(db),
    payRange: (type: unknown) => payRange(db, type),
    receivingBanks: () => receivingBanks(db),
    bankList: () => bankList(db),
    // deposits
    createDeposit: (
      userId: number,
      body: RechargeBody,
      onCreated?: (tx: Tx, depositNo: string) => Promise<void>,
      now?: Date,
    ) => createDeposit(db, userId, body, onCreated, now),
    payInfo: (depositNo: string) => payInfo(db, depositNo),
    expireDeposits: (now: Date) => expireDeposits(db, now),
    // cards
    listCards: (userId: number, type: 1 | 2) => listCards(db, userId, type),
    bindCard: (userId: number, body: BindBody, ip: string) => bindCard(db, hasher, userId, body, ip),
    deleteCard: (userId: number, id: number | null) => deleteCard(db, userId, id),
    // withdrawals
    turnoverRequiredFen: (userId: number) => turnoverRequiredFen(db, userId),
    createWithdrawal: (request: FastifyRequest, userId: number, body: WithdrawBody) =>
      createWithdrawal(db, hasher, request, userId, body),
    // records
    transactionRecords: (userId: number, body: TransRecordBody) => transactionRecords(db, userId, body),
    // back office lists
    listDeposits: (opts: Parameters<typeof listDeposits>[1]) => listDeposits(db, opts),
    listWithdrawals: (opts: Parameters<typeof listWithdrawals>[1]) => listWithdrawals(db, opts),
    listChannels: () => listChannels(db),
    listReceivingAccounts: () => listReceivingAccounts(db),
    listBanks: () => listBanks(db),
  };
}

export type Cashier = ReturnType<typeof createCashier>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The cashier: deposits, withdrawals, cards, pay configuration, records (plugins/app/cashier). */
    cashier: Cashier;
  }
}

/** Uses the players' password hasher (app.passwords), so register after the accounts plugin. */
export default globalPlugin(
  async function cashier(app: FastifyInstance) {
    app.decorate('cashier', createCashier(app.db, app.passwords));
  },
  { dependencies: ['accounts'] },
);
