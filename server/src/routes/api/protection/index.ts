import { ProtectionHistoryPageSchema, ProtectionStateSchema, RealityCheckSchema } from '@h5/shared/contract';
import { ok } from '#app/lib/envelope';
import { badRequest } from '#app/lib/http-error';
import { rules } from '#app/lib/validators';
import { player, userId } from '#app/plugins/app/auth/index';
import {
  askReopen,
  cancelPending,
  protectionHistory,
  protectionView,
  realityCheck,
  setLimit,
  startBlock,
} from '#app/plugins/app/protection/store';
import {
  answers,
  bodyPage,
  emptyBody,
  optionalFields,
  pageOfBody,
  raw,
  text,
  type RoutesPlugin,
} from '#app/routes/schemas';
import { shanghaiTimestamp } from '#app/lib/time';

const { PROTECTION_MSG } = rules;
const loose = (maxLength: number) => raw<string | number | null>({ type: ['string', 'number', 'null'], maxLength });

/** `kind` + `period` of a limit as the body names them; the message otherwise. */
type Kind = 'deposit' | 'loss' | 'session' | 'reality';
function limitKey(body: { kind?: unknown; period?: unknown }): { kind: Kind; period: '' | 'day' | 'week' | 'month' } {
  const kind = body.kind;
  if (kind !== 'deposit' && kind !== 'loss' && kind !== 'session' && kind !== 'reality')
    throw badRequest(PROTECTION_MSG.kind);
  if (kind === 'session' || kind === 'reality') return { kind, period: '' as const };
  const period = body.period;
  if (period !== 'day' && period !== 'week' && period !== 'month') throw badRequest(PROTECTION_MSG.period);
  return { kind, period };
}

/** The value asked for: yuan for deposit and loss limits, minutes (one of the page's choices) for the others; null or '' removes. */
function limitValue(kind: 'deposit' | 'loss' | 'session' | 'reality', value: unknown): number | null {
  if (kind === 'reality') {
    const n = Number(value);
    if (value === null || value === '' || !rules.REALITY_CHECK_CHOICES.includes(n))
      throw badRequest(PROTECTION_MSG.realityMinutes);
    return n;
  }
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'session') {
    const n = Number(value);
    if (!rules.SESSION_LIMIT_CHOICES.includes(n)) throw badRequest(PROTECTION_MSG.sessionMinutes);
    return n;
  }
  const read = rules.readLimitAmount(value);
  if ('error' in read) throw badRequest(read.error);
  return read.fen;
}

/**
 * Player protection (理性娱乐, issue 22): the player's own limits, time-out and self-exclusion, and their history.
 * Rules: @h5/shared/validators protection.ts; storage and enforcement: plugins/app/protection.
 */
const protectionRoutes: RoutesPlugin = async (app) => {
  const now = () => app.rewards.now();

  app.post(
    '/protection',
    { config: { auth: 'user' }, schema: { body: emptyBody, response: answers(ProtectionStateSchema) } },
    async (request) => ok(await protectionView(app.db, userId(request), now())),
  );

  app.post(
    '/protection/limit',
    {
      config: { auth: 'user' },
      schema: {
        body: optionalFields({ kind: text(8), period: text(8), value: loose(16) }),
        response: answers(ProtectionStateSchema),
      },
    },
    async (request) => {
      const { kind, period } = limitKey(request.body);
      const value = limitValue(kind, request.body.value);
      const at = now();
      const done = await setLimit(app.db, userId(request), kind, period, value, at);
      const message = done.immediate
        ? '设置成功，已立即生效'
        : `已提交，将于${shanghaiTimestamp(new Date(done.pending!.at))}生效（放宽或取消限额需等待24小时）`;
      return ok(await protectionView(app.db, userId(request), at), message);
    },
  );

  app.post(
    '/protection/cancel',
    {
      config: { auth: 'user' },
      schema: { body: optionalFields({ kind: text(8), period: text(8) }), response: answers(ProtectionStateSchema) },
    },
    async (request) => {
      const { kind, period } = limitKey(request.body);
      const at = now();
      await cancelPending(app.db, userId(request), kind, period, at);
      return ok(await protectionView(app.db, userId(request), at), '已撤销待生效的修改');
    },
  );

  for (const kind of ['timeout', 'exclusion'] as const) {
    app.post(
      `/protection/${kind}`,
      {
        config: { auth: 'user' },
        schema: {
          body: optionalFields({ choice: text(4), confirm: loose(4) }),
          response: answers(ProtectionStateSchema),
        },
      },
      async (request) => {
        const { choice, confirm } = request.body;
        const valid = kind === 'timeout' ? rules.isTimeoutChoice(choice) : rules.isExclusionChoice(choice);
        if (!valid)
          throw badRequest(kind === 'timeout' ? PROTECTION_MSG.timeoutChoice : PROTECTION_MSG.exclusionChoice);
        if (confirm !== 1 && confirm !== '1') throw badRequest(PROTECTION_MSG.confirmRequired);
        const at = now();
        const { endsAt } = await startBlock(app.db, userId(request), kind, choice!, at);
        const what = kind === 'timeout' ? '暂停娱乐' : '自我排除';
        return ok(await protectionView(app.db, userId(request), at), `已设置${what}至${shanghaiTimestamp(endsAt)}`);
      },
    );
  }

  app.post(
    '/protection/reopen',
    { config: { auth: 'user' }, schema: { body: emptyBody, response: answers(ProtectionStateSchema) } },
    async (request) => {
      const at = now();
      const { reopenAt } = await askReopen(app.db, userId(request), at);
      return ok(
        await protectionView(app.db, userId(request), at),
        `已收到恢复申请，将于${shanghaiTimestamp(reopenAt)}恢复`,
      );
    },
  );

  // the reality check's figures: time since sign-in (this session) and the net result of the bets since
  app.post(
    '/protection/reality',
    { config: { auth: 'user' }, schema: { body: emptyBody, response: answers(RealityCheckSchema) } },
    async (request) => {
      const { sessionId, userId: uid } = player(request);
      return ok(await realityCheck(app.db, sessionId, uid, new Date()));
    },
  );

  app.post(
    '/protection/history',
    {
      config: { auth: 'user' },
      schema: { body: optionalFields({ page: bodyPage }), response: answers(ProtectionHistoryPageSchema) },
    },
    async (request) => ok(await protectionHistory(app.db, userId(request), pageOfBody(request.body.page))),
  );
};

export default protectionRoutes;
