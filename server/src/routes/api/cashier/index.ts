import {
  BankListItemSchema,
  BetTurnoverSchema,
  CardBoundSchema,
  DepositCreatedSchema,
  DepositOrderSchema,
  NoData,
  PayRangeSchema,
  PayWayFlagsSchema,
  ReceivingAccountSchema,
  SavedCardSchema,
  TransactionRecordPageSchema,
  WithdrawalCreatedSchema,
} from '@h5/shared/contract';
import { Type, type TProperties } from 'typebox';
import { ok } from '#app/lib/envelope';
import { formatFen } from '#app/lib/money';
import { userId } from '#app/plugins/app/auth/index';
import { readCardType } from '#app/plugins/app/cashier/cards';
import { readId } from '#app/plugins/app/cashier/body-values';
import { CASHIER_MESSAGES } from '#app/plugins/app/cashier/messages';
import { completeIdempotent } from '#app/plugins/app/idempotency';
import { answers, emptyBody, noQuery, optionalFields, raw, text, type RoutesPlugin } from '#app/routes/schemas';

/** An amount: a JSON string or number ("100", "100.5", 100.25); the shared money rule decides the rest. */
const amount = raw<string | number>({ type: ['string', 'number'], maxLength: 40 });
/** An id or small code sent as a number or numeric text. */
const code = raw<string | number>({ type: ['string', 'integer'], maxLength: 20 });
/** A body of optional fields. */
const body = <P extends TProperties>(properties: P) => optionalFields(properties);

/**
 * The cashier (001 §7): pay ways and ranges, receiving accounts and banks, deposits and their payment info, cards,
 * turnover, withdrawals and transaction records. Handlers are a few lines; the work is in plugins/app/cashier.
 */
const cashierRoutes: RoutesPlugin = async (app) => {
  // ---- pay configuration (public: the flags and limits are no secret; receiving accounts need a session)
  app.get('/get_pay_way', { schema: { querystring: noQuery, response: answers(PayWayFlagsSchema) } }, async () =>
    ok(await app.cashier.payWayFlags()),
  );

  app.post(
    '/getPayRange',
    { schema: { body: body({ type: text(32) }), response: answers(PayRangeSchema) } },
    async (request) => {
      return ok(await app.cashier.payRange(request.body.type));
    },
  );

  app.post(
    '/getpaybank',
    { config: { auth: 'user' }, schema: { body: emptyBody, response: answers(Type.Array(ReceivingAccountSchema)) } },
    async () => ok(await app.cashier.receivingBanks()),
  );

  app.post('/banklist', { schema: { body: emptyBody, response: answers(Type.Array(BankListItemSchema)) } }, async () =>
    ok(await app.cashier.bankList()),
  );

  // ---- deposits
  app.post(
    '/recharge',
    {
      config: { auth: 'user', idempotent: true },
      schema: {
        body: body({
          paytype: text(16),
          amount,
          bank: text(64),
          bank_address: text(200),
          bank_no: text(64),
          bank_owner: text(64),
          catepay: text(16),
        }),
        response: answers(DepositCreatedSchema),
      },
    },
    async (request) => {
      // The contract: `message` holds the deposit number (the page navigates to /payInfo with it).
      const answer = (depositNo: string) => ok({ deposit_no: depositNo }, depositNo);
      const depositNo = await app.cashier.createDeposit(
        userId(request),
        request.body,
        (tx, no) => completeIdempotent(tx, request, answer(no)),
        app.rewards.now(),
      );
      return answer(depositNo);
    },
  );

  app.post(
    '/payinfo',
    { schema: { body: Type.Object({ deposit_no: text(64) }), response: answers(DepositOrderSchema) } },
    async (request) => {
      const info = await app.cashier.payInfo(request.body.deposit_no.trim());
      return ok(info.data, info.message);
    },
  );

  // ---- cards
  app.post(
    '/getcard',
    {
      config: { auth: 'user' },
      schema: { body: body({ type: code }), response: answers(Type.Array(SavedCardSchema)) },
    },
    async (request) => {
      return ok(await app.cashier.listCards(userId(request), readCardType(request.body.type)));
    },
  );

  app.post(
    '/bindcard',
    {
      config: { auth: 'user' },
      schema: {
        body: body({
          bank: text(64),
          bank_owner: text(64),
          bank_no: text(128),
          bank_address: text(200),
          pay_pass: text(64),
        }),
        response: answers(CardBoundSchema),
      },
    },
    async (request) => {
      const id = await app.cashier.bindCard(userId(request), request.body, request.ip);
      return ok({ id }, CASHIER_MESSAGES.bound);
    },
  );

  app.post(
    '/delcard',
    { config: { auth: 'user' }, schema: { body: body({ id: code }), response: answers(NoData) } },
    async (request) => {
      await app.cashier.deleteCard(userId(request), readId(request.body.id));
      return ok(null, CASHIER_MESSAGES.unbound);
    },
  );

  // ---- withdrawals
  app.post(
    '/getBetAmount',
    { config: { auth: 'user' }, schema: { body: emptyBody, response: answers(BetTurnoverSchema) } },
    async (request) => ok({ bet_amount: formatFen(await app.cashier.turnoverRequiredFen(userId(request))) }),
  );

  app.post(
    '/withdraw',
    {
      config: { auth: 'user', idempotent: true },
      schema: { body: body({ amount, bank: code, password: text(64) }), response: answers(WithdrawalCreatedSchema) },
    },
    async (request) => app.cashier.createWithdrawal(request, userId(request), request.body),
  );

  // ---- records
  app.post(
    '/gettransrecord',
    {
      config: { auth: 'user' },
      schema: {
        body: body({ date: code, type: code, page: code, api_type: text(32) }),
        response: answers(TransactionRecordPageSchema),
      },
    },
    async (request) => ok(await app.cashier.transactionRecords(userId(request), request.body)),
  );
};

export default cashierRoutes;
