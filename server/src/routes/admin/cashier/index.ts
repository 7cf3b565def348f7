import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Tx } from '#app/db/client';
import type { AdminRole } from '#app/db/schema/index';
import { ok } from '#app/lib/envelope';
import { HttpError, MESSAGES, badRequest } from '#app/lib/http-error';
import { formatFen } from '#app/lib/money';
import { adminOf, audit } from '#app/plugins/app/admin-auth';
import { auditedAction } from '#app/plugins/app/admin/audit-log';
import { CASHIER_MESSAGES } from '#app/plugins/app/cashier/messages';
import { confirmDeposit, rejectDeposit } from '#app/plugins/app/cashier/deposits';
import {
  bankView,
  channelView,
  createBank,
  createReceivingAccount,
  deleteBank,
  deleteReceivingAccount,
  patchBank,
  patchChannel,
  patchReceivingAccount,
  receivingAccountView,
} from '#app/plugins/app/cashier/pay-config-admin';
import { approveWithdrawal, rejectWithdrawal } from '#app/plugins/app/cashier/withdrawals';
import {
  answers,
  idParams,
  noBody,
  noQuery,
  optionalFields,
  pageQuery,
  raw,
  text,
  type RoutesPlugin,
} from '#app/routes/schemas';

const FINANCE = { admin: 'finance' as AdminRole };
/** Pay configuration: finance and editors (server-behaviour.md gives pay ways and receiving accounts to an editor). */
const CONFIG = { admin: ['finance', 'editor'] as AdminRole[] }; // reads; every write of the pay configuration is FINANCE (issue 14)

const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'an Asia/Shanghai day, YYYY-MM-DD' });
const yuan = Type.String({ pattern: '^\\d{1,9}(\\.\\d{1,2})?$', description: 'yuan' });
/** The review queues' filters (all optional): state, the player (id or exact username), amount range, Shanghai days. */
const reviewQuery = {
  state: Type.Optional(raw<1 | 2 | 3>({ type: 'integer', enum: [1, 2, 3] })),
  player: Type.Optional(text(32)),
  amount_min: Type.Optional(yuan),
  amount_max: Type.Optional(yuan),
  from: Type.Optional(day),
  to: Type.Optional(day),
  ...pageQuery,
};
const depositListQuery = Type.Object({
  ...reviewQuery,
  paytype: Type.Optional(
    raw<'bank' | 'usdt' | 'wxpay' | 'alipay' | 'manual'>({
      type: 'string',
      enum: ['bank', 'usdt', 'wxpay', 'alipay', 'manual'],
    }),
  ),
});
const withdrawalListQuery = Type.Object({
  ...reviewQuery,
  card_type: Type.Optional(raw<1 | 2>({ type: 'integer', enum: [1, 2] })),
});
const orderParams = <Name extends string>(name: Name) =>
  Type.Object({ [name]: text(32) } as Record<Name, ReturnType<typeof text>>);
const reasonBody = Type.Object({ reason: text(200) });
const amount = raw<string | number>({ type: ['string', 'number'], maxLength: 40 });
const sort = Type.Integer({ minimum: -100000, maximum: 100000 });

const reasonOf = (body: { reason: string }) => {
  const reason = body.reason.trim();
  if (reason === '') throw badRequest(CASHIER_MESSAGES.reasonRequired);
  return reason;
};

/**
 * The cashier's back office under /admin/api: deposit and withdrawal review, pay channels, receiving accounts, banks.
 * Every change and its audit row commit in one transaction; a refused action is audited too (ok: false).
 */
const adminCashierRoutes: RoutesPlugin = async (app) => {
  const act = <T>(
    request: FastifyRequest,
    action: string,
    target: string,
    work: (tx: Tx) => Promise<{ data: T; detail?: Record<string, unknown> }>,
  ) =>
    auditedAction(
      app.db,
      (q, e) => audit(q, request, e),
      { action, target },
      work,
      (e) => request.log.error(e),
    );

  // ---- deposits
  app.get(
    '/deposits',
    { config: FINANCE, schema: { querystring: depositListQuery, response: answers() } },
    async (request) => {
      const { page, per_page, ...filter } = request.query;
      return ok(await app.cashier.listDeposits({ ...filter, page, perPage: per_page }));
    },
  );

  app.post(
    '/deposits/:depositNo/confirm',
    { config: FINANCE, schema: { params: orderParams('depositNo'), body: noBody, response: answers() } },
    async (request) => {
      const { depositNo } = request.params;
      const admin = adminOf(request);
      const d = await act(request, 'deposit.confirm', depositNo, async (tx) => {
        const d = await confirmDeposit(
          tx,
          depositNo,
          admin.adminId,
          app.rewards.clockSet ? app.rewards.now() : undefined,
        );
        return { data: d, detail: { user_id: d.userId, amount: formatFen(d.amountFen) } };
      });
      return ok({ deposit_no: d.depositNo, state: d.state, amount: formatFen(d.amountFen) }, '已确认入账');
    },
  );

  app.post(
    '/deposits/:depositNo/reject',
    { config: FINANCE, schema: { params: orderParams('depositNo'), body: reasonBody, response: answers() } },
    async (request) => {
      const { depositNo } = request.params;
      const admin = adminOf(request);
      const reason = reasonOf(request.body);
      const d = await act(request, 'deposit.reject', depositNo, async (tx) => {
        const d = await rejectDeposit(tx, depositNo, reason, admin.adminId);
        return { data: d, detail: { user_id: d.userId, amount: formatFen(d.amountFen), reason } };
      });
      return ok({ deposit_no: d.depositNo, state: d.state, reason: d.reason }, '已拒绝');
    },
  );

  // ---- withdrawals
  app.get(
    '/withdrawals',
    { config: FINANCE, schema: { querystring: withdrawalListQuery, response: answers() } },
    async (request) => {
      const { page, per_page, ...filter } = request.query;
      return ok(await app.cashier.listWithdrawals({ ...filter, page, perPage: per_page }));
    },
  );

  app.post(
    '/withdrawals/:outTradeNo/approve',
    { config: FINANCE, schema: { params: orderParams('outTradeNo'), body: noBody, response: answers() } },
    async (request) => {
      const { outTradeNo } = request.params;
      const admin = adminOf(request);
      const w = await act(request, 'withdrawal.approve', outTradeNo, async (tx) => {
        const w = await approveWithdrawal(tx, outTradeNo, admin.adminId);
        return { data: w, detail: { user_id: w.userId, amount: formatFen(w.amountFen) } };
      });
      return ok({ out_trade_no: w.outTradeNo, state: w.state, amount: formatFen(w.amountFen) }, '已通过，款项已支付');
    },
  );

  app.post(
    '/withdrawals/:outTradeNo/reject',
    { config: FINANCE, schema: { params: orderParams('outTradeNo'), body: reasonBody, response: answers() } },
    async (request) => {
      const { outTradeNo } = request.params;
      const admin = adminOf(request);
      const reason = reasonOf(request.body);
      const w = await act(request, 'withdrawal.reject', outTradeNo, async (tx) => {
        const w = await rejectWithdrawal(tx, outTradeNo, reason, admin.adminId);
        return { data: w, detail: { user_id: w.userId, amount: formatFen(w.amountFen), reason } };
      });
      return ok({ out_trade_no: w.outTradeNo, state: w.state, reason: w.reason }, '已拒绝，款项已退回');
    },
  );

  // ---- pay channels
  app.get('/pay-channels', { config: CONFIG, schema: { querystring: noQuery, response: answers() } }, async () =>
    ok(await app.cashier.listChannels()),
  );

  app.get(
    '/pay-channels/:type',
    { config: CONFIG, schema: { params: orderParams('type'), querystring: noQuery, response: answers() } },
    async (request) => {
      const { type } = request.params;
      const all = await app.cashier.listChannels();
      const one = all.find((c) => c.type === type);
      if (!one) throw new HttpError(404, CASHIER_MESSAGES.channelNotFound);
      return ok(one);
    },
  );

  app.patch(
    '/pay-channels/:type',
    {
      config: FINANCE,
      schema: {
        params: orderParams('type'),
        body: optionalFields(
          { enabled: Type.Boolean(), min_price: amount, max_price: amount, sort },
          { additionalProperties: false },
        ),
        response: answers(),
      },
    },
    async (request) => {
      const { type } = request.params;
      const patch = request.body;
      const after = await act(request, 'pay_channel.update', type, async (tx) => {
        const { before, after } = await patchChannel(tx, type, patch);
        return { data: after, detail: { before: channelView(before), after: channelView(after) } };
      });
      return ok(channelView(after), MESSAGES.ok);
    },
  );

  // ---- receiving accounts
  const accountProps = {
    channel: text(16),
    bank_name: text(64),
    account_no: text(128),
    owner: text(64),
    address: text(200),
    enabled: Type.Boolean(),
    sort,
  };

  app.get('/receiving-accounts', { config: CONFIG, schema: { querystring: noQuery, response: answers() } }, async () =>
    ok(await app.cashier.listReceivingAccounts()),
  );

  app.post(
    '/receiving-accounts',
    {
      config: FINANCE,
      schema: {
        body: Type.Object(
          {
            ...optionalFields(accountProps).properties,
            channel: accountProps.channel,
            account_no: accountProps.account_no,
          },
          { additionalProperties: false },
        ),
        response: answers(),
      },
    },
    async (request) => {
      const row = await act(request, 'receiving_account.create', '', async (tx) => {
        const row = await createReceivingAccount(tx, request.body);
        return { data: row, detail: { after: receivingAccountView(row) } };
      });
      return ok(receivingAccountView(row), MESSAGES.ok);
    },
  );

  app.patch(
    '/receiving-accounts/:id',
    {
      config: FINANCE,
      schema: {
        params: idParams,
        body: optionalFields(accountProps, { additionalProperties: false }),
        response: answers(),
      },
    },
    async (request) => {
      const { id } = request.params;
      const after = await act(request, 'receiving_account.update', String(id), async (tx) => {
        const { before, after } = await patchReceivingAccount(tx, id, request.body);
        return { data: after, detail: { before: receivingAccountView(before), after: receivingAccountView(after) } };
      });
      return ok(receivingAccountView(after), MESSAGES.ok);
    },
  );

  app.delete(
    '/receiving-accounts/:id',
    { config: FINANCE, schema: { params: idParams, body: noBody, response: answers() } },
    async (request) => {
      const { id } = request.params;
      await act(request, 'receiving_account.delete', String(id), async (tx) => {
        const row = await deleteReceivingAccount(tx, id);
        return { data: row, detail: { before: receivingAccountView(row) } };
      });
      return ok(null, MESSAGES.ok);
    },
  );

  // ---- banks
  const bankProps = { bank_name: text(64), sort, enabled: Type.Boolean() };

  app.get('/banks', { config: CONFIG, schema: { querystring: noQuery, response: answers() } }, async () =>
    ok(await app.cashier.listBanks()),
  );

  app.post(
    '/banks',
    {
      config: FINANCE,
      schema: {
        body: Type.Object(
          { bank_name: bankProps.bank_name, sort: Type.Optional(sort), enabled: Type.Optional(bankProps.enabled) },
          { additionalProperties: false },
        ),
        response: answers(),
      },
    },
    async (request) => {
      const row = await act(request, 'bank.create', '', async (tx) => {
        const row = await createBank(tx, request.body);
        return { data: row, detail: { after: bankView(row) } };
      });
      return ok(bankView(row), MESSAGES.ok);
    },
  );

  app.patch(
    '/banks/:id',
    {
      config: FINANCE,
      schema: {
        params: idParams,
        body: optionalFields(bankProps, { additionalProperties: false }),
        response: answers(),
      },
    },
    async (request) => {
      const { id } = request.params;
      const after = await act(request, 'bank.update', String(id), async (tx) => {
        const { before, after } = await patchBank(tx, id, request.body);
        return { data: after, detail: { before: bankView(before), after: bankView(after) } };
      });
      return ok(bankView(after), MESSAGES.ok);
    },
  );

  app.delete(
    '/banks/:id',
    { config: FINANCE, schema: { params: idParams, body: noBody, response: answers() } },
    async (request) => {
      const { id } = request.params;
      await act(request, 'bank.delete', String(id), async (tx) => {
        const row = await deleteBank(tx, id);
        return { data: row, detail: { before: bankView(row) } };
      });
      return ok(null, MESSAGES.ok);
    },
  );
};

export default adminCashierRoutes;
