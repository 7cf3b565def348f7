import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rawQuery, type Db, type Queryable } from '#app/db/client';
import {
  adminUsers,
  supportConversations,
  supportMessages,
  users,
  type SupportMessage,
  type SupportState,
} from '#app/db/schema/index';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '#app/lib/http-error';
import { paged } from '#app/lib/paging';
import { shanghaiTimestamp } from '#app/lib/time';
import { rules } from '#app/lib/validators';
import { audit } from '#app/plugins/app/admin-auth';
import { bearerToken } from '#app/plugins/app/auth/sessions';
import { SLOT_MARGIN_SECONDS, type PollSlot } from './poll-slots';

export const SUPPORT_LIMITS = rules.SUPPORT_LIMITS;
export const SUPPORT_MSG = rules.SUPPORT_MSG;

/** Operators' side of the chat (back office and CLI). */
export const SUPPORT_ADMIN_MSG = {
  notFound: '会话不存在',
  closedNoReply: '该会话已关闭，无法回复',
  alreadyClosed: '该会话已关闭',
  replied: '回复成功',
  closed: '会话已关闭',
  /** the line the player sees when an operator closes the conversation */
  closingLine: '本次会话已结束。如还有问题，直接发送消息即可再次联系客服。',
} as const;

/** The header a visitor (no account) is known by: a random id the chat page keeps in local storage. Never in a URL. */
export const VISITOR_HEADER = 'x-support-visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{22,64}$/;
export const CLIENT_ID = '^[A-Za-z0-9_-]{8,64}$';

/** Messages per page of history (player) and of a conversation (operator). */
export const HISTORY_PAGE = 20;
export const ADMIN_HISTORY_PAGE = 50;
/**
 * How often an instance checks the conversations its polls wait on (answers written through another server
 * instance): one query for all of them (`SupportNotifier.changed`).
 */
export const POLL_CHECK_MS = 1500;
/** The longest a poll is held open. */
export const POLL_MAX_SECONDS = 25;

export interface Sender {
  /** `u:<user id>` or `v:<visitor id>`: the one conversation of this sender */
  key: string;
  kind: 'player' | 'visitor';
  userId: number | null;
  visitorId: string | null;
  /** the request's address (TRUST_PROXY decides whether a proxy's header counts) */
  ip: string;
}

/**
 * Who is writing: a player by the session token (the same `Authorization: Bearer` header as every call; a token that
 * is no longer valid is a 401, never silently a visitor), else a visitor by the `X-Support-Visitor` header.
 */
export async function senderOf(app: FastifyInstance, request: FastifyRequest): Promise<Sender> {
  const header = request.headers.authorization;
  if (header !== undefined && header !== '') {
    const token = bearerToken(header);
    const auth = token ? await app.sessions.resolve(token) : null;
    if (!auth) throw unauthorized();
    return {
      key: `u:${auth.userId}`,
      kind: 'player',
      userId: auth.userId,
      visitorId: null,
      ip: (request.ip ?? '').slice(0, 64),
    };
  }
  const visitor = request.headers[VISITOR_HEADER];
  if (typeof visitor !== 'string' || !VISITOR_ID.test(visitor)) throw badRequest(SUPPORT_MSG.badVisitor);
  return {
    key: `v:${visitor}`,
    kind: 'visitor',
    userId: null,
    visitorId: visitor,
    ip: (request.ip ?? '').slice(0, 64),
  };
}

export interface MessageView {
  id: number;
  sender: SupportMessage['sender'];
  content: string;
  created_at: string;
  client_id: string;
}

const view = (m: Pick<SupportMessage, 'id' | 'sender' | 'body' | 'createdAt' | 'clientId'>): MessageView => ({
  id: Number(m.id),
  sender: m.sender,
  content: m.body,
  created_at: shanghaiTimestamp(m.createdAt),
  client_id: m.clientId ?? '',
});

const messageColumns = {
  id: supportMessages.id,
  sender: supportMessages.sender,
  body: supportMessages.body,
  createdAt: supportMessages.createdAt,
  clientId: supportMessages.clientId,
};

/**
 * SQL: a conversation's version, which every write of it changes (each sets `last_message_at` to its transaction's
 * time, to the microsecond): what a poll read, compared by the instance's periodic check. Written the same way by both.
 */
export const CONVERSATION_VERSION_SQL = `to_char(last_message_at AT TIME ZONE 'UTC', 'YYYYMMDDHH24MISSUS')`;

async function conversationOf(q: Queryable, key: string) {
  const [row] = await q
    .select({
      id: supportConversations.id,
      state: supportConversations.state,
      version: sql<string>`${sql.raw(CONVERSATION_VERSION_SQL)}`,
    })
    .from(supportConversations)
    .where(eq(supportConversations.senderKey, key));
  return row ?? null;
}

/** The versions of the conversations of `keys` (absent: none yet), in one query: the periodic check of waiting polls. */
export async function conversationVersions(db: Db, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await rawQuery(db)<{ k: string; v: string }>(
    'support_conversation_versions',
    `SELECT sender_key AS k, ${CONVERSATION_VERSION_SQL} AS v FROM support_conversations WHERE sender_key = ANY($1::varchar[])`,
    [keys],
  );
  return new Map(rows.map((r) => [r.k, r.v]));
}

/** A page of the sender's history, oldest first: the newest `HISTORY_PAGE` messages, or those before `before`. */
export async function history(q: Queryable, sender: Sender, before?: number) {
  const conv = await conversationOf(q, sender.key);
  if (!conv) return { state: 'open' as SupportState, messages: [] as MessageView[], has_more: false };
  const rows = await q
    .select(messageColumns)
    .from(supportMessages)
    .where(and(eq(supportMessages.conversationId, conv.id), before ? lt(supportMessages.id, before) : undefined))
    .orderBy(desc(supportMessages.id))
    .limit(HISTORY_PAGE + 1);
  const hasMore = rows.length > HISTORY_PAGE;
  return { state: conv.state, messages: rows.slice(0, HISTORY_PAGE).reverse().map(view), has_more: hasMore };
}

/**
 * Stores one message of a player or visitor. One transaction: the sender's conversation row is created or locked
 * first (`INSERT … ON CONFLICT DO UPDATE` takes the row lock), so every message of one sender — on any server
 * instance — is checked and written one after the other: the rate limit is counted in the database under that lock
 * and cannot be overrun by parallel requests. A retried message (same `client_id`) is answered with the stored one.
 * A visitor's first message also counts the visitor conversations its address started within the hour, under a
 * transaction-scoped advisory lock on that address, so fresh visitor ids cannot be minted without end either.
 */
export async function send(
  app: FastifyInstance,
  sender: Sender,
  input: { content: string; client_id?: string },
): Promise<MessageView> {
  const problem = rules.checkSupportMessage(input.content);
  if (problem) throw badRequest(problem);
  const body = input.content.trim();
  const clientId = input.client_id || null;
  const message = await app.db.transaction(async (tx) => {
    if (sender.kind === 'visitor' && !(await conversationOf(tx, sender.key))) await checkNewVisitor(tx, sender.ip);
    const [conv] = await tx
      .insert(supportConversations)
      .values({ senderKey: sender.key, userId: sender.userId, visitorId: sender.visitorId, createdIp: sender.ip })
      .onConflictDoUpdate({ target: supportConversations.senderKey, set: { senderKey: sql`excluded.sender_key` } })
      .returning({ id: supportConversations.id });
    if (clientId) {
      const [again] = await tx
        .select(messageColumns)
        .from(supportMessages)
        .where(and(eq(supportMessages.conversationId, conv.id), eq(supportMessages.clientId, clientId)));
      if (again) return again;
    }
    const [counts] = await tx
      .select({
        burst:
          sql<number>`count(*) FILTER (WHERE ${supportMessages.createdAt} > now() - make_interval(secs => ${SUPPORT_LIMITS.burstSeconds}))`.mapWith(
            Number,
          ),
        window: sql<number>`count(*)`.mapWith(Number),
      })
      .from(supportMessages)
      .where(
        and(
          eq(supportMessages.conversationId, conv.id),
          inArray(supportMessages.sender, ['player', 'visitor']),
          sql`${supportMessages.createdAt} > now() - make_interval(secs => ${SUPPORT_LIMITS.windowSeconds})`,
        ),
      );
    if (counts.burst >= SUPPORT_LIMITS.burstMax || counts.window >= SUPPORT_LIMITS.windowMax)
      throw new HttpError(429, SUPPORT_MSG.tooFast);
    const [row] = await tx
      .insert(supportMessages)
      .values({ conversationId: conv.id, sender: sender.kind, body, clientId })
      .returning(messageColumns);
    await tx
      .update(supportConversations)
      .set({ state: 'open', closedAt: null, lastSender: sender.kind, lastMessageAt: row.createdAt })
      .where(eq(supportConversations.id, conv.id));
    return row;
  });
  app.support.notifier.notify(sender.key);
  return view(message);
}

async function checkNewVisitor(tx: Queryable, ip: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`support-visitors:${ip}`}))`);
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(supportConversations)
    .where(
      and(
        eq(supportConversations.createdIp, ip),
        sql`${supportConversations.visitorId} IS NOT NULL`,
        sql`${supportConversations.createdAt} > now() - make_interval(secs => ${SUPPORT_LIMITS.visitorsSeconds})`,
      ),
    );
  if (n >= SUPPORT_LIMITS.visitorsPerAddress) throw new HttpError(429, SUPPORT_MSG.tooManyVisitors);
}

/** Long polls one sender may hold open at once (a page holds one): per instance, and for a player over all of them. */
export const MAX_POLLS_PER_SENDER = 4;

/**
 * The sender's messages after `after` (their own included, so a second tab stays in step), answered at once when there
 * are some, else when one arrives (woken on this instance, or by the instance's periodic check for the others) or
 * after `waitMs`.
 *
 * Open polls are capped before anything is read: one sender holds at most MAX_POLLS_PER_SENDER on an instance (429
 * `SUPPORT_MSG.tooFast`, counted in memory); a poll that may wait then claims a slot in the database (./poll-slots.ts),
 * which holds over every instance: visitors' polls per address (`SUPPORT_LIMITS.openPollsPerAddress`, 429
 * `SUPPORT_MSG.tooManyPolls`: fresh visitor ids cost nothing, an address does), a player's per player
 * (MAX_POLLS_PER_SENDER, 429 `SUPPORT_MSG.tooFast`). A refused poll answers at once.
 */
export async function poll(app: FastifyInstance, sender: Sender, after: number, waitMs: number, signal: AbortSignal) {
  const active = app.support.activePolls;
  const mine = (active.get(sender.key) ?? 0) + 1;
  if (mine > MAX_POLLS_PER_SENDER) throw new HttpError(429, SUPPORT_MSG.tooFast);
  active.set(sender.key, mine);
  let slot: PollSlot | null = null;
  try {
    if (waitMs > 0) {
      const visitor = sender.kind === 'visitor';
      slot = await app.support.slots.claim(
        visitor ? `ip:${sender.ip}` : sender.key,
        visitor ? SUPPORT_LIMITS.openPollsPerAddress : MAX_POLLS_PER_SENDER,
        Math.ceil(waitMs / 1000) + SLOT_MARGIN_SECONDS,
      );
      if (!slot) throw new HttpError(429, visitor ? SUPPORT_MSG.tooManyPolls : SUPPORT_MSG.tooFast);
    }
    return await pollLoop(app, sender, after, waitMs, signal);
  } finally {
    const left = (active.get(sender.key) ?? 1) - 1;
    if (left > 0) active.set(sender.key, left);
    else active.delete(sender.key);
    // a slot that cannot be freed now (the database is away) frees itself when it expires
    if (slot)
      await app.support.slots
        .release(slot)
        .catch((err: unknown) => app.log.warn({ err }, 'support poll slot not released'));
  }
}

async function pollLoop(app: FastifyInstance, sender: Sender, after: number, waitMs: number, signal: AbortSignal) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const conv = await conversationOf(app.db, sender.key);
    const rows = conv
      ? await app.db
          .select(messageColumns)
          .from(supportMessages)
          .where(and(eq(supportMessages.conversationId, conv.id), gt(supportMessages.id, after)))
          .orderBy(asc(supportMessages.id))
          .limit(100)
      : [];
    const left = deadline - Date.now();
    if (rows.length > 0 || left <= 0 || signal.aborted || app.support.notifier.isClosed) {
      return { state: conv?.state ?? ('open' as SupportState), messages: rows.map(view) };
    }
    await app.support.notifier.wait(sender.key, left, signal, conv?.version ?? '');
  }
}

// ---------------------------------------------------------------- back office

const who = {
  kind: sql<'player' | 'visitor'>`CASE WHEN ${supportConversations.userId} IS NULL THEN 'visitor' ELSE 'player' END`,
};

const lastMessage = sql<string>`(SELECT m.body FROM ${supportMessages} m WHERE m.conversation_id = ${supportConversations.id} ORDER BY m.id DESC LIMIT 1)`;
const messageCount =
  sql<number>`(SELECT count(*) FROM ${supportMessages} m WHERE m.conversation_id = ${supportConversations.id})`.mapWith(
    Number,
  );

interface ConversationRow {
  id: number;
  kind: 'player' | 'visitor';
  userId: number | null;
  username: string | null;
  visitorId: string | null;
  state: SupportState;
  lastSender: string | null;
  lastMessageAt: Date;
  createdAt: Date;
  closedAt: Date | null;
}

const PREVIEW = 60;
const preview = (text: string | null) => {
  const chars = [...(text ?? '')];
  return chars.length > PREVIEW ? `${chars.slice(0, PREVIEW).join('')}…` : chars.join('');
};

const conversationView = (c: ConversationRow) => ({
  id: c.id,
  kind: c.kind,
  user_id: c.userId,
  /** the player's username, or 访客 plus the first characters of the visitor's id */
  name: c.kind === 'player' ? (c.username ?? '') : `访客 ${(c.visitorId ?? '').slice(0, 6)}`,
  state: c.state,
  /** the sender wrote last: an answer is owed */
  waiting: c.lastSender === 'player' || c.lastSender === 'visitor',
  last_message_at: shanghaiTimestamp(c.lastMessageAt),
  created_at: shanghaiTimestamp(c.createdAt),
  closed_at: shanghaiTimestamp(c.closedAt),
});

const conversationSelect = {
  id: supportConversations.id,
  kind: who.kind,
  userId: supportConversations.userId,
  username: users.username,
  visitorId: supportConversations.visitorId,
  state: supportConversations.state,
  lastSender: supportConversations.lastSender,
  lastMessageAt: supportConversations.lastMessageAt,
  createdAt: supportConversations.createdAt,
  closedAt: supportConversations.closedAt,
};

/** Conversations for operators: `open` (default), `closed` or `all`; those waiting for an answer first, then newest. */
export async function listConversations(
  q: Queryable,
  opts: { state: 'open' | 'closed' | 'all'; page: number; perPage: number },
) {
  const where = opts.state === 'all' ? undefined : eq(supportConversations.state, opts.state);
  const [{ total }] = await q
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(supportConversations)
    .where(where);
  const rows = await q
    .select({ ...conversationSelect, last: lastMessage, count: messageCount })
    .from(supportConversations)
    .leftJoin(users, eq(users.id, supportConversations.userId))
    .where(where)
    .orderBy(
      sql`CASE WHEN ${supportConversations.lastSender} IN ('player', 'visitor') AND ${supportConversations.state} = 'open' THEN 0 ELSE 1 END`,
      desc(supportConversations.lastMessageAt),
      desc(supportConversations.id),
    )
    .limit(opts.perPage)
    .offset((opts.page - 1) * opts.perPage);
  const data = rows.map((r) => ({
    ...conversationView(r as ConversationRow),
    last_message: preview(r.last),
    messages: r.count,
  }));
  return paged(data, total, opts.page, opts.perPage);
}

/** A message as the console shows it: with the operator who wrote it ('' for the player's and the system's). */
const operatorMessageColumns = { ...messageColumns, operator: adminUsers.username };
const operatorView = (m: Parameters<typeof view>[0] & { operator: string | null }) => ({
  ...view(m),
  operator: m.operator ?? '',
});

/** One conversation with a page of its messages (the newest ADMIN_HISTORY_PAGE, or those before `before`), oldest first. */
export async function showConversation(q: Queryable, id: number, before?: number) {
  const [conv] = await q
    .select(conversationSelect)
    .from(supportConversations)
    .leftJoin(users, eq(users.id, supportConversations.userId))
    .where(eq(supportConversations.id, id));
  if (!conv) throw notFound(SUPPORT_ADMIN_MSG.notFound);
  const rows = await q
    .select(operatorMessageColumns)
    .from(supportMessages)
    .leftJoin(adminUsers, eq(adminUsers.id, supportMessages.adminId))
    .where(and(eq(supportMessages.conversationId, id), before ? lt(supportMessages.id, before) : undefined))
    .orderBy(desc(supportMessages.id))
    .limit(ADMIN_HISTORY_PAGE + 1);
  return {
    conversation: conversationView(conv as ConversationRow),
    messages: rows.slice(0, ADMIN_HISTORY_PAGE).reverse().map(operatorView),
    has_more: rows.length > ADMIN_HISTORY_PAGE,
  };
}

/** Open operator polls per admin on this instance (an operator has a few tabs, not hundreds). */
export const MAX_OPERATOR_POLLS = 4;
const operatorPolls = new Map<number, number>();

/**
 * The console's live view of one conversation: the messages after `after` (with the operator who wrote each), at
 * once when there are some, else waiting up to `waitMs` for the next one — woken at once by a message stored on this
 * instance, or by the periodic check for one stored through another (the same notifier as the players' polls).
 */
export async function operatorPoll(
  app: FastifyInstance,
  adminId: number,
  id: number,
  after: number,
  waitMs: number,
  signal: AbortSignal,
) {
  const open = operatorPolls.get(adminId) ?? 0;
  if (waitMs > 0 && open >= MAX_OPERATOR_POLLS) throw new HttpError(429, SUPPORT_MSG.tooFast);
  operatorPolls.set(adminId, open + 1);
  try {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const [conv] = await app.db
        .select({
          key: supportConversations.senderKey,
          state: supportConversations.state,
          version: sql<string>`${sql.raw(CONVERSATION_VERSION_SQL)}`,
        })
        .from(supportConversations)
        .where(eq(supportConversations.id, id));
      if (!conv) throw notFound(SUPPORT_ADMIN_MSG.notFound);
      const rows = await app.db
        .select(operatorMessageColumns)
        .from(supportMessages)
        .leftJoin(adminUsers, eq(adminUsers.id, supportMessages.adminId))
        .where(and(eq(supportMessages.conversationId, id), gt(supportMessages.id, after)))
        .orderBy(asc(supportMessages.id))
        .limit(100);
      const left = deadline - Date.now();
      if (rows.length > 0 || left <= 0 || signal.aborted || app.support.notifier.isClosed)
        return { state: conv.state, messages: rows.map(operatorView) };
      await app.support.notifier.wait(conv.key, left, signal, conv.version);
    }
  } finally {
    const left = (operatorPolls.get(adminId) ?? 1) - 1;
    if (left > 0) operatorPolls.set(adminId, left);
    else operatorPolls.delete(adminId);
  }
}

/** Locks the conversation row (every write of a conversation does, so its message ids follow commit order). */
async function lockConversation(q: Queryable, id: number) {
  const [conv] = await q
    .select({ id: supportConversations.id, key: supportConversations.senderKey, state: supportConversations.state })
    .from(supportConversations)
    .where(eq(supportConversations.id, id))
    .for('update');
  if (!conv) throw notFound(SUPPORT_ADMIN_MSG.notFound);
  return conv;
}

/** An operator's answer to an open conversation, audited in its transaction; the player's poll wakes at once. */
export async function reply(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  content: unknown,
  adminId: number,
) {
  const problem = rules.checkSupportMessage(content, 'operator');
  if (problem) throw badRequest(problem);
  const body = (content as string).trim();
  const { key, row } = await app.db.transaction(async (tx) => {
    const conv = await lockConversation(tx, id);
    if (conv.state !== 'open') throw conflict(SUPPORT_ADMIN_MSG.closedNoReply);
    const [row] = await tx
      .insert(supportMessages)
      .values({ conversationId: id, sender: 'operator', adminId, body })
      .returning(messageColumns);
    await tx
      .update(supportConversations)
      .set({ lastSender: 'operator', lastMessageAt: row.createdAt })
      .where(eq(supportConversations.id, id));
    await audit(tx, request, {
      action: 'support.reply',
      target: `support:${id}`,
      detail: { message_id: Number(row.id), length: [...body].length, preview: preview(body) },
    });
    return { key: conv.key, row };
  });
  app.support.notifier.notify(key);
  return view(row);
}

/** Closes a conversation (handled): a closing line for the player, audited; the player's next message opens it again. */
export async function closeConversation(app: FastifyInstance, request: FastifyRequest, id: number) {
  const key = await app.db.transaction(async (tx) => {
    const conv = await lockConversation(tx, id);
    if (conv.state !== 'open') throw conflict(SUPPORT_ADMIN_MSG.alreadyClosed);
    const [row] = await tx
      .insert(supportMessages)
      .values({ conversationId: id, sender: 'system', body: SUPPORT_ADMIN_MSG.closingLine })
      .returning({ createdAt: supportMessages.createdAt });
    await tx
      .update(supportConversations)
      .set({ state: 'closed', closedAt: row.createdAt, lastSender: 'system', lastMessageAt: row.createdAt })
      .where(eq(supportConversations.id, id));
    await audit(tx, request, { action: 'support.close', target: `support:${id}` });
    return conv.key;
  });
  app.support.notifier.notify(key);
  return showConversation(app.db, id);
}

/** How long a visitor's conversation is kept after its last message; a player's stays with the account. */
export const VISITOR_CONVERSATION_DAYS = 90;

/** Deletes visitors' conversations (and their messages) idle for VISITOR_CONVERSATION_DAYS; answers how many. */
export async function purgeOldVisitorConversations(q: Queryable): Promise<number> {
  const gone = await q
    .delete(supportConversations)
    .where(
      and(
        sql`${supportConversations.userId} IS NULL`,
        lt(supportConversations.lastMessageAt, sql`now() - make_interval(days => ${VISITOR_CONVERSATION_DAYS})`),
      ),
    )
    .returning({ id: supportConversations.id });
  return gone.length;
}
