// The built-in customer-service chat and /api/getservicerurl, over app.inject (and real HTTP for the parallel burst).
// On PostgreSQL (DATABASE_URL) the burst is a real race, and a second app on the same database plays a second server
// instance: the rate limit holds across both and a poll on one sees an answer written through the other.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#app/app';
import { openDb, type DbHandle } from '#app/db/client';
import { supportConversations, supportMessages, supportPollSlots } from '#app/db/schema/index';
import { rules } from '#app/lib/validators';
import { purgeOldVisitorConversations, VISITOR_CONVERSATION_DAYS } from '#app/plugins/app/support/chat';
import { newPlayer } from '#test/helpers/rewards';
import { createAdminSession } from '#test/helpers/admin';
import { checkSerialisation } from '#test/helpers/serialisation-check';
import { createTestApp, fastHasher, json, type TestApp } from '#test/helpers/test-app';

const MSG = rules.SUPPORT_MSG;
const LIMITS = rules.SUPPORT_LIMITS;
const onPg = !!process.env.DATABASE_URL;

const visitorId = () => randomBytes(24).toString('base64url');

type Who = { token: string } | { visitor: string } | Record<string, never>;
const headersOf = (who: Who): Record<string, string> =>
  'token' in who
    ? { authorization: `Bearer ${who.token}` }
    : 'visitor' in who
      ? { 'x-support-visitor': who.visitor }
      : {};

function call(app: FastifyInstance, path: string, who: Who, payload: unknown = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/support/${path}`,
    payload: payload as object,
    headers: headersOf(who),
  });
}

const send = (app: FastifyInstance, who: Who, content: unknown, extra: Record<string, unknown> = {}) =>
  call(app, 'send', who, { content, ...extra });

describe(`customer service: /api/getservicerurl and the built-in chat (${onPg ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let editor: string;
  /** customer service's address decides where players (and their deposits) go: finance's (issue 19) */
  let finance: string;

  before(async () => {
    t = await createTestApp({ poolSize: 30, supportPollCheckMs: 200 });
    editor = await createAdminSession(t.handle.db, 'editor');
    finance = await createAdminSession(t.handle.db, 'finance');
  });
  after(async () => t?.close());

  /** a clean slate of messages between tests that count them */
  const conversationOf = async (key: string) =>
    (await t.handle.db.select().from(supportConversations).where(eq(supportConversations.senderKey, key)))[0] ?? null;

  describe('POST /api/getservicerurl', () => {
    const url = async () => json(await t.app.inject({ method: 'POST', url: '/api/getservicerurl' }));
    const setUrl = (value: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/admin/api/settings',
        headers: { authorization: `Bearer ${finance}` },
        payload: { service_url: value },
      });

    test('answers the built-in chat on the same origin when nothing is configured (no login needed)', async () => {
      const body = await url();
      assert.equal(body.code, 200);
      assert.equal(body.data.url, '/support/');
    });

    test('answers the operator’s address once set in the back office, and the built-in chat again when cleared', async () => {
      assert.equal((await setUrl('https://kefu.example.com/chat?site=1')).statusCode, 200);
      assert.equal((await url()).data.url, 'https://kefu.example.com/chat?site=1');
      assert.equal((await setUrl('/kf/')).statusCode, 200);
      assert.equal((await url()).data.url, '/kf/');
      assert.equal((await setUrl('')).statusCode, 200);
      assert.equal((await url()).data.url, '/support/');
    });

    test('refuses a plain http, javascript: or protocol-relative address and keeps the old one', async () => {
      for (const bad of [
        'http://kefu.example.com/',
        'javascript:alert(1)',
        '//evil.example.com/',
        'kefu.example.com',
      ]) {
        const res = await setUrl(bad);
        assert.equal(res.statusCode, 400, bad);
        assert.match(json(res).message, /service_url/);
      }
      assert.equal((await url()).data.url, '/support/');
    });
  });

  describe('GET /support/ (the chat page)', () => {
    test('serves the page with its hashed script and stylesheet, under the site’s CSP, with no token in it', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/support/' });
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /text\/html/);
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.match(String(res.headers['content-security-policy']), /script-src 'self'/);
      const html = res.body;
      assert.match(html, /在线客服/);
      const script = /src="(\/support\/chat\.[0-9a-f]{10}\.js)"/.exec(html)?.[1];
      const style = /href="(\/support\/chat\.[0-9a-f]{10}\.css)"/.exec(html)?.[1];
      assert.ok(script && style, 'hashed assets referenced');
      const js = await t.app.inject({ method: 'GET', url: script });
      assert.equal(js.statusCode, 200);
      assert.match(String(js.headers['content-type']), /javascript/);
      assert.match(String(js.headers['cache-control']), /immutable/);
      assert.doesNotMatch(js.body, /innerHTML|insertAdjacentHTML|document\.write/, 'the page never writes markup');
      // framed sandboxed without top navigation (issue 19): its 去登录 asks the site, on the site's own origin
      assert.match(
        js.body,
        /window\.parent\.postMessage\(\{ type: 'h5:navigate', path: '\/login\?redirect=%2Fkefu' \}, location\.origin\)/,
      );
      assert.doesNotMatch(
        js.body,
        /(window\.)?top\.location|parent\.location/,
        'the page never navigates the site itself',
      );
      assert.equal((await t.app.inject({ method: 'GET', url: style })).statusCode, 200);
      // the limits and messages of the shared rule reach the page as data
      assert.ok(html.includes(MSG.tooLong));
      assert.equal((await t.app.inject({ method: 'GET', url: '/support/chat.js' })).statusCode, 404);
      assert.equal((await t.app.inject({ method: 'GET', url: '/support/..%2Fserver.ts' })).statusCode, 404);
      const redirect = await t.app.inject({ method: 'GET', url: '/support' });
      assert.equal(redirect.statusCode, 301);
      assert.equal(redirect.headers.location, '/support/');
    });
  });

  describe('who is writing', () => {
    test('a call without a token or a visitor id is a 400 with a clear message', async () => {
      for (const path of ['history', 'send', 'poll']) {
        const res = await call(t.app, path, {}, { content: '你好', wait: 0 });
        assert.equal(res.statusCode, 400, path);
        assert.equal(json(res).message, MSG.badVisitor);
      }
      const bad = await send(t.app, { visitor: 'short' }, '你好');
      assert.equal(bad.statusCode, 400);
      assert.equal(json(bad).message, MSG.badVisitor);
      const weird = await send(t.app, { visitor: `${'a'.repeat(30)}<script>` }, '你好');
      assert.equal(weird.statusCode, 400);
    });

    test('a token that is not (or no longer) valid is a 401, never silently a visitor', async () => {
      const res = await send(t.app, { token: 'x'.repeat(43) }, '你好');
      assert.equal(res.statusCode, 401);
      assert.equal(json(res).message, '登录已过期，请重新登录');
      const garbage = await t.app.inject({
        method: 'POST',
        url: '/api/support/history',
        headers: { authorization: 'Basic abc' },
        payload: {},
      });
      assert.equal(garbage.statusCode, 401);
    });

    test('a player and a visitor each see only their own conversation; nothing addresses another one', async () => {
      const a = await newPlayer(t.app);
      const b = await newPlayer(t.app);
      const v = { visitor: visitorId() };
      assert.equal((await send(t.app, { token: a.token }, '我是玩家A，充值没到账')).statusCode, 200);
      assert.equal((await send(t.app, v, '我是访客，想咨询注册')).statusCode, 200);

      const ha = json(await call(t.app, 'history', { token: a.token }));
      assert.deepEqual(
        ha.data.messages.map((m: { content: string }) => m.content),
        ['我是玩家A，充值没到账'],
      );
      assert.equal(ha.data.messages[0].sender, 'player');
      const hb = json(await call(t.app, 'history', { token: b.token }));
      assert.deepEqual(hb.data.messages, []);
      const hv = json(await call(t.app, 'history', v));
      assert.deepEqual(
        hv.data.messages.map((m: { content: string; sender: string }) => [m.sender, m.content]),
        [['visitor', '我是访客，想咨询注册']],
      );
      const other = json(await call(t.app, 'history', { visitor: visitorId() }));
      assert.deepEqual(other.data.messages, []);
      // a conversation id in the body is not a way in: unknown fields are dropped
      const conv = await conversationOf(`u:${a.userId}`);
      const sneaky = json(
        await call(t.app, 'history', { token: b.token }, { conversation_id: conv!.id, id: conv!.id }),
      );
      assert.deepEqual(sneaky.data.messages, []);
      const poll = json(
        await call(t.app, 'poll', { token: b.token }, { after: 0, wait: 0, conversation_id: conv!.id }),
      );
      assert.deepEqual(poll.data.messages, []);
    });
  });

  describe('POST /api/support/send: hostile input', () => {
    test('empty, blank, over-long, binary and non-text messages are refused with the shared rule’s words, and nothing is stored', async () => {
      const v = { visitor: visitorId() };
      const cases: [unknown, number, string][] = [
        ['', 400, MSG.empty],
        ['   \n\t ', 400, MSG.empty],
        ['好'.repeat(LIMITS.messageMax + 1), 400, MSG.tooLong],
        ['a'.repeat(15_000), 400, MSG.tooLong],
        ['hello\u0000world', 400, MSG.badCharacters],
        ['\u0007\u0008bell', 400, MSG.badCharacters],
        ['broken \ud800 surrogate', 400, MSG.badCharacters],
        ['\ufffd\ufffd binary', 400, MSG.badCharacters],
      ];
      for (const [content, status, message] of cases) {
        const res = await send(t.app, v, content);
        assert.equal(res.statusCode, status, JSON.stringify(content).slice(0, 40));
        assert.equal(json(res).message, message);
      }
      for (const content of [42, null, ['x'], { a: 1 }]) {
        const res = await send(t.app, v, content);
        assert.equal(res.statusCode, 400, JSON.stringify(content));
        assert.match(json(res).message, /^参数错误/);
      }
      assert.equal((await call(t.app, 'send', v, {})).statusCode, 400);
      const huge = await t.app.inject({
        method: 'POST',
        url: '/api/support/send',
        headers: { 'x-support-visitor': v.visitor },
        payload: { content: 'x'.repeat(70_000) },
      });
      assert.equal(huge.statusCode, 413);
      const raw = await t.app.inject({
        method: 'POST',
        url: '/api/support/send',
        headers: { 'x-support-visitor': v.visitor, 'content-type': 'application/octet-stream' },
        payload: Buffer.from([0, 1, 2, 255]),
      });
      assert.equal(raw.statusCode, 415);
      const badClient = await send(t.app, v, '你好', { client_id: '../../x' });
      assert.equal(badClient.statusCode, 400);
      assert.equal(await conversationOf(`v:${v.visitor}`), null);
    });

    test('a message of exactly the limit (emoji counted as one character) is stored trimmed; markup is stored as inert text', async () => {
      const v = { visitor: visitorId() };
      const longest = '😀'.repeat(LIMITS.messageMax);
      const ok1 = await send(t.app, v, `  ${longest}  `);
      assert.equal(ok1.statusCode, 200);
      assert.equal(json(ok1).data.content, longest);
      const script = '<script>alert(document.cookie)</script><img src=x onerror=alert(1)> & "quotes"';
      const ok2 = await send(t.app, v, script);
      assert.equal(ok2.statusCode, 200);
      assert.equal(json(ok2).message, '发送成功');
      const stored = json(await call(t.app, 'history', v)).data.messages;
      assert.equal(stored[1].content, script, 'kept exactly as typed: the page writes it as text');
      assert.match(stored[1].created_at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const multi = await send(t.app, v, '第一行\n第二行\t制表');
      assert.equal(json(multi).data.content, '第一行\n第二行\t制表');
    });

    test('a retried message (same client_id) is stored once and answered with the stored one', async () => {
      const v = { visitor: visitorId() };
      const first = json(await send(t.app, v, '重复发送测试', { client_id: 'retry-abc-123' }));
      const again = json(await send(t.app, v, '重复发送测试', { client_id: 'retry-abc-123' }));
      assert.equal(again.data.id, first.data.id);
      assert.equal(again.data.client_id, 'retry-abc-123');
      assert.equal(json(await call(t.app, 'history', v)).data.messages.length, 1);
    });
  });

  describe('rate limit per sender', () => {
    test(`at most ${LIMITS.burstMax} messages in ${LIMITS.burstSeconds} s: the next is a 429 with a clear message`, async () => {
      const p = await newPlayer(t.app);
      for (let i = 0; i < LIMITS.burstMax; i++)
        assert.equal((await send(t.app, { token: p.token }, `消息${i}`)).statusCode, 200);
      const res = await send(t.app, { token: p.token }, '再来一条');
      assert.equal(res.statusCode, 429);
      assert.equal(json(res).message, MSG.tooFast);
      // another sender is not affected
      assert.equal((await send(t.app, { visitor: visitorId() }, '我不受影响')).statusCode, 200);
      // the burst window passes (moved back in the database): writing works again
      const conv = await conversationOf(`u:${p.userId}`);
      await t.handle.db.execute(
        sql`UPDATE support_messages SET created_at = created_at - interval '11 seconds' WHERE conversation_id = ${conv!.id}`,
      );
      assert.equal((await send(t.app, { token: p.token }, '过一会儿再发')).statusCode, 200);
    });

    test(`at most ${LIMITS.windowMax} messages in ${LIMITS.windowSeconds / 60} minutes`, async () => {
      const v = { visitor: visitorId() };
      assert.equal((await send(t.app, v, '开始')).statusCode, 200);
      const conv = await conversationOf(`v:${v.visitor}`);
      await t.handle.db.insert(supportMessages).values(
        Array.from({ length: LIMITS.windowMax - 1 }, (_, i) => ({
          conversationId: conv!.id,
          sender: 'visitor' as const,
          body: `旧消息${i}`,
          createdAt: new Date(Date.now() - 60_000),
        })),
      );
      const res = await send(t.app, v, '超出十分钟上限');
      assert.equal(res.statusCode, 429);
      assert.equal(json(res).message, MSG.tooFast);
    });

    test(
      'holds under a parallel burst over real HTTP, and across two server instances on one database',
      { timeout: 120_000 },
      async () => {
        const second = await secondInstance(t);
        try {
          await t.app.listen({ port: 0, host: '127.0.0.1' });
          await second.app.listen({ port: 0, host: '127.0.0.1' });
          const bases = [t.app, second.app].map((a) => `http://127.0.0.1:${(a.server.address() as AddressInfo).port}`);
          for (const who of [{ visitor: visitorId() }, { token: (await newPlayer(t.app)).token }] as Who[]) {
            const results = await Promise.all(
              Array.from({ length: 24 }, (_, i) =>
                fetch(`${bases[i % 2]}/api/support/send`, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json', ...headersOf(who) },
                  body: JSON.stringify({ content: `并发消息 ${i}` }),
                }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message: string } })),
              ),
            );
            const okCount = results.filter((r) => r.status === 200).length;
            const limited = results.filter((r) => r.status === 429);
            assert.equal(okCount, LIMITS.burstMax, JSON.stringify(results.map((r) => r.status)));
            assert.equal(limited.length, 24 - LIMITS.burstMax);
            assert.ok(limited.every((r) => r.body.message === MSG.tooFast));
            const history = json(await call(t.app, 'history', who)).data.messages;
            assert.equal(history.length, LIMITS.burstMax, 'stored exactly as many as were accepted');
          }
        } finally {
          await second.close();
        }
      },
    );
  });

  describe('visitors per network address', () => {
    test(
      `one address starts at most ${LIMITS.visitorsPerAddress} visitor conversations an hour, even in parallel; players and other addresses are not affected`,
      { timeout: 60_000 },
      async () => {
        const ip = '10.9.8.7';
        const ids = Array.from({ length: LIMITS.visitorsPerAddress + 6 }, () => visitorId());
        const results = await Promise.all(
          ids.map((id) =>
            t.app.inject({
              method: 'POST',
              url: '/api/support/send',
              remoteAddress: ip,
              headers: { 'x-support-visitor': id },
              payload: { content: '新访客' },
            }),
          ),
        );
        const statuses = results.map((r) => r.statusCode);
        assert.equal(statuses.filter((s) => s === 200).length, LIMITS.visitorsPerAddress, JSON.stringify(statuses));
        const refused = results.filter((r) => r.statusCode === 429);
        assert.equal(refused.length, 6);
        assert.ok(refused.every((r) => json(r).message === MSG.tooManyVisitors));
        const [{ n }] = await t.handle.db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(supportConversations)
          .where(eq(supportConversations.createdIp, ip));
        assert.equal(n, LIMITS.visitorsPerAddress);
        // a visitor who already has a conversation goes on writing; a player from that address is not counted
        const knownVisitor = ids[results.findIndex((r) => r.statusCode === 200)];
        const again = await t.app.inject({
          method: 'POST',
          url: '/api/support/send',
          remoteAddress: ip,
          headers: { 'x-support-visitor': knownVisitor },
          payload: { content: '继续' },
        });
        assert.equal(again.statusCode, 200);
        const p = await newPlayer(t.app);
        const player = await t.app.inject({
          method: 'POST',
          url: '/api/support/send',
          remoteAddress: ip,
          headers: { authorization: `Bearer ${p.token}` },
          payload: { content: '玩家' },
        });
        assert.equal(player.statusCode, 200);
        const elsewhere = await t.app.inject({
          method: 'POST',
          url: '/api/support/send',
          remoteAddress: '10.9.8.8',
          headers: { 'x-support-visitor': visitorId() },
          payload: { content: '别处' },
        });
        assert.equal(elsewhere.statusCode, 200);
      },
    );
  });

  describe('POST /api/support/poll', () => {
    test(
      'answers at once with what is newer than `after`, else waits, and wakes the moment an operator answers',
      { timeout: 60_000 },
      async () => {
        const v = { visitor: visitorId() };
        const mine = json(await send(t.app, v, '请问提款多久到账？')).data;
        const now = json(await call(t.app, 'poll', v, { after: 0 }));
        assert.deepEqual(
          now.data.messages.map((m: { id: number }) => m.id),
          [mine.id],
        );
        const empty = json(await call(t.app, 'poll', v, { after: mine.id, wait: 0 }));
        assert.deepEqual(empty.data.messages, []);
        assert.equal(empty.data.state, 'open');

        const conv = await conversationOf(`v:${v.visitor}`);
        const started = Date.now();
        const waiting = call(t.app, 'poll', v, { after: mine.id, wait: 20 });
        await new Promise((r) => setTimeout(r, 300));
        const answer = await t.app.inject({
          method: 'POST',
          url: `/admin/api/support/conversations/${conv!.id}/reply`,
          headers: { authorization: `Bearer ${editor}` },
          payload: { content: '您好，提款一般 5-15 分钟到账。' },
        });
        assert.equal(answer.statusCode, 200);
        const woke = json(await waiting);
        assert.ok(Date.now() - started < 5_000, 'woken long before the 20 s wait');
        assert.deepEqual(
          woke.data.messages.map((m: { sender: string; content: string }) => [m.sender, m.content]),
          [['operator', '您好，提款一般 5-15 分钟到账。']],
        );
      },
    );

    test(
      'a poll on another server instance sees the answer within its database check',
      { timeout: 60_000 },
      async () => {
        const second = await secondInstance(t);
        try {
          const p = await newPlayer(t.app);
          const mine = json(await send(second.app, { token: p.token }, '另一台服务器上的提问')).data;
          const conv = await conversationOf(`u:${p.userId}`);
          const waiting = call(second.app, 'poll', { token: p.token }, { after: mine.id, wait: 20 });
          await new Promise((r) => setTimeout(r, 300));
          const started = Date.now();
          await t.app.inject({
            method: 'POST',
            url: `/admin/api/support/conversations/${conv!.id}/reply`,
            headers: { authorization: `Bearer ${editor}` },
            payload: { content: '已收到' },
          });
          const woke = json(await waiting);
          assert.ok(Date.now() - started < 5_000);
          assert.deepEqual(
            woke.data.messages.map((m: { content: string }) => m.content),
            ['已收到'],
          );
        } finally {
          await second.close();
        }
      },
    );

    test('one sender holds at most 4 polls open at once; the next is a 429', { timeout: 30_000 }, async () => {
      const v = { visitor: visitorId() };
      const polls = await Promise.all(Array.from({ length: 5 }, () => call(t.app, 'poll', v, { after: 0, wait: 2 })));
      const statuses = polls.map((r) => r.statusCode).sort();
      assert.deepEqual(statuses, [200, 200, 200, 200, 429]);
      assert.equal(t.app.support.activePolls.size, 0, 'nothing left counted once they end');
      assert.equal((await call(t.app, 'poll', v, { after: 0, wait: 0 })).statusCode, 200);
    });

    test('refuses a negative or over-long wait and a non-integer cursor', async () => {
      const v = { visitor: visitorId() };
      for (const body of [{ after: -1 }, { after: 'abc' }, { wait: 26 }, { wait: -1 }, { after: 1.5 }]) {
        const res = await call(t.app, 'poll', v, body);
        assert.equal(res.statusCode, 400, JSON.stringify(body));
      }
    });
  });

  describe('open polls per address (issue 19)', () => {
    const CAP = LIMITS.openPollsPerAddress;
    const visitorPoll = (app: FastifyInstance, ip: string, wait: number) =>
      app.inject({
        method: 'POST',
        url: '/api/support/poll',
        remoteAddress: ip,
        headers: { 'x-support-visitor': visitorId() },
        payload: { after: 0, wait },
      });
    const slotsOf = async (scope: string) =>
      (await t.handle.db.select().from(supportPollSlots).where(eq(supportPollSlots.scope, scope))).length;

    /** `n` parallel visitor polls (each its own visitor id, waiting `wait` s) from `ip`, over `apps` in turn: status, message, ms taken. */
    async function burst(apps: FastifyInstance[], ip: string, n: number, wait: number) {
      const started = Date.now();
      return Promise.all(
        Array.from({ length: n }, (_, i) =>
          visitorPoll(apps[i % apps.length], ip, wait).then((r) => ({
            status: r.statusCode,
            message: json(r).message,
            ms: Date.now() - started,
          })),
        ),
      );
    }

    test(
      `a burst of 30 visitor polls from one address: exactly ${CAP} are held, the rest answered 429 at once; then accepted again; another address is not affected`,
      { timeout: 60_000 },
      async () => {
        assert.equal(CAP, 20);
        const ip = '10.19.0.1';
        const held = burst([t.app], ip, 30, 3);
        // while they are held: another address polls freely
        await new Promise((r) => setTimeout(r, 500));
        const elsewhere = await visitorPoll(t.app, '10.19.0.2', 1);
        assert.equal(elsewhere.statusCode, 200);
        assert.equal(await slotsOf(`ip:${ip}`), CAP, 'exactly the cap of slots is claimed');

        const results = await held;
        const accepted = results.filter((r) => r.status === 200);
        const refused = results.filter((r) => r.status === 429);
        assert.equal(accepted.length, CAP, JSON.stringify(results.map((r) => r.status)));
        assert.equal(refused.length, 30 - CAP);
        assert.ok(
          refused.every((r) => r.message === MSG.tooManyPolls),
          JSON.stringify(refused),
        );
        assert.equal(MSG.tooManyPolls, '当前网络打开的咨询窗口过多，请关闭其他窗口后重试');
        assert.ok(
          accepted.every((r) => r.ms >= 2500),
          'the accepted ones were held for their wait',
        );
        assert.ok(
          refused.every((r) => r.ms < 2000),
          `the refused ones were answered at once: ${refused.map((r) => r.ms)}`,
        );

        // all finished: every slot is free and the address polls again (the whole cap at once)
        assert.equal(await slotsOf(`ip:${ip}`), 0);
        const again = await burst([t.app], ip, CAP, 1);
        assert.ok(
          again.every((r) => r.status === 200),
          JSON.stringify(again.map((r) => r.status)),
        );
        // a poll that does not wait holds nothing and is never refused
        const full = burst([t.app], ip, CAP, 2);
        await new Promise((r) => setTimeout(r, 500));
        assert.equal((await visitorPoll(t.app, ip, 0)).statusCode, 200);
        assert.equal((await visitorPoll(t.app, ip, 1)).statusCode, 429);
        await full;
      },
    );

    test(
      'two server instances on one database share the cap (visitors per address, a player’s polls per player)',
      { timeout: 60_000 },
      async () => {
        const second = await secondInstance(t);
        try {
          const ip = '10.19.0.3';
          const results = await burst([t.app, second.app], ip, 30, 2);
          assert.equal(
            results.filter((r) => r.status === 200).length,
            CAP,
            JSON.stringify(results.map((r) => r.status)),
          );
          assert.equal(results.filter((r) => r.status === 429).length, 30 - CAP);
          assert.equal(await slotsOf(`ip:${ip}`), 0);

          // a player: 4 open polls over all instances (each instance alone would allow 4); players do not count for the address
          const p = await newPlayer(t.app);
          const polls = await Promise.all(
            Array.from({ length: 6 }, (_, i) =>
              call([t.app, second.app][i % 2], 'poll', { token: p.token }, { after: 0, wait: 2 }).then((r) => ({
                status: r.statusCode,
                message: json(r).message,
              })),
            ),
          );
          assert.deepEqual(polls.map((r) => r.status).sort(), [200, 200, 200, 200, 429, 429]);
          assert.ok(polls.filter((r) => r.status === 429).every((r) => r.message === MSG.tooFast));
          assert.equal(await slotsOf(`u:${p.userId}`), 0);
        } finally {
          await second.close();
        }
      },
    );

    test('slots a crashed server left free themselves when they expire; live ones of another instance count', async () => {
      const ip = '10.19.0.4';
      const scope = `ip:${ip}`;
      const fill = (expires: ReturnType<typeof sql>) =>
        t.handle.db
          .insert(supportPollSlots)
          .values(
            Array.from({ length: CAP }, (_, i) => ({ scope, slot: i + 1, holder: `other-${i}`, expiresAt: expires })),
          );
      await fill(sql`now() + interval '40 seconds'`); // held on some other instance
      const refused = await visitorPoll(t.app, ip, 1);
      assert.equal(refused.statusCode, 429);
      assert.equal(json(refused).message, MSG.tooManyPolls);
      await t.handle.db.delete(supportPollSlots).where(eq(supportPollSlots.scope, scope));
      await fill(sql`now() - interval '1 second'`); // that instance died
      assert.equal((await visitorPoll(t.app, ip, 1)).statusCode, 200);
      assert.equal(
        await slotsOf(scope),
        CAP - 1,
        'the reclaimed slot was freed when its poll ended; the stale ones stay until housekeeping',
      );
      await t.handle.db
        .update(supportPollSlots)
        .set({ expiresAt: sql`now() - interval '2 hours'` })
        .where(eq(supportPollSlots.scope, scope));
      assert.ok((await t.app.support.slots.purgeExpired()) >= CAP - 1);
      assert.equal(await slotsOf(scope), 0);
    });

    test(
      'the instance’s one periodic check wakes exactly the poll whose conversation was written elsewhere',
      { timeout: 30_000 },
      async () => {
        const visitors = Array.from({ length: 5 }, () => ({ visitor: visitorId() }));
        const mine = await Promise.all(
          visitors.map((v) => send(t.app, v, '在吗').then((r) => json(r).data.id as number)),
        );
        const before = t.app.support.notifier.waiting;
        const waiting = visitors.map((v, i) => call(t.app, 'poll', v, { after: mine[i], wait: i === 2 ? 20 : 4 }));
        await new Promise((r) => setTimeout(r, 300));
        assert.equal(t.app.support.notifier.waiting, before + 5);
        assert.deepEqual(
          t.app.support.notifier.waitingKeys().filter((k) => visitors.some((v) => k === `v:${v.visitor}`)).length,
          5,
        );
        // an answer written behind this instance's back (as another instance would): only its poll wakes, within a check
        const conv = (await conversationOf(`v:${visitors[2].visitor}`))!;
        await t.handle.db.transaction(async (tx) => {
          await tx.insert(supportMessages).values({ conversationId: conv.id, sender: 'operator', body: '您好' });
          await tx
            .update(supportConversations)
            .set({ lastSender: 'operator', lastMessageAt: sql`now()` })
            .where(eq(supportConversations.id, conv.id));
        });
        const started = Date.now();
        const woke = json(await waiting[2]);
        assert.ok(Date.now() - started < 3_000, 'woken by the check, not by the end of its 20 s wait');
        assert.deepEqual(
          woke.data.messages.map((m: { content: string }) => m.content),
          ['您好'],
        );
        assert.equal(t.app.support.notifier.waiting, before + 4, 'the others still wait');
        for (const p of waiting) assert.equal((await p).statusCode, 200);
        assert.equal(t.app.support.notifier.waiting, before);
      },
    );
  });

  describe('POST /api/support/history', () => {
    test('pages back by message id, 20 at a time, oldest first within a page', async () => {
      const v = { visitor: visitorId() };
      await send(t.app, v, '第1条');
      const conv = await conversationOf(`v:${v.visitor}`);
      await t.handle.db.insert(supportMessages).values(
        Array.from({ length: 44 }, (_, i) => ({
          conversationId: conv!.id,
          sender: (i % 2 ? 'operator' : 'visitor') as 'operator' | 'visitor',
          body: `第${i + 2}条`,
          createdAt: new Date(Date.now() - 3600_000),
        })),
      );
      const first = json(await call(t.app, 'history', v)).data;
      assert.equal(first.messages.length, 20);
      assert.equal(first.has_more, true);
      assert.equal(first.messages[19].content, '第45条');
      assert.ok(first.messages[0].id < first.messages[19].id);
      const second = json(await call(t.app, 'history', v, { before: first.messages[0].id })).data;
      assert.equal(second.messages.length, 20);
      assert.equal(second.has_more, true);
      const third = json(await call(t.app, 'history', v, { before: second.messages[0].id })).data;
      assert.equal(third.messages.length, 5);
      assert.equal(third.has_more, false);
      assert.equal(third.messages[0].content, '第1条');
    });
  });

  describe('closing', () => {
    test('an operator closing adds a closing line; the sender’s next message opens the conversation again', async () => {
      const v = { visitor: visitorId() };
      await send(t.app, v, '问题已解决吗');
      const conv = await conversationOf(`v:${v.visitor}`);
      const closed = await t.app.inject({
        method: 'POST',
        url: `/admin/api/support/conversations/${conv!.id}/close`,
        headers: { authorization: `Bearer ${editor}` },
      });
      assert.equal(closed.statusCode, 200);
      const h = json(await call(t.app, 'history', v)).data;
      assert.equal(h.state, 'closed');
      assert.equal(h.messages.at(-1).sender, 'system');
      assert.match(h.messages.at(-1).content, /会话已结束/);
      assert.equal((await send(t.app, v, '还有一个问题')).statusCode, 200);
      assert.equal(json(await call(t.app, 'history', v)).data.state, 'open');
      assert.equal((await conversationOf(`v:${v.visitor}`))!.state, 'open');
    });
  });

  describe('housekeeping', () => {
    test(`visitors' conversations idle for ${VISITOR_CONVERSATION_DAYS} days go, with their messages; recent ones and players' stay`, async () => {
      const old = { visitor: visitorId() };
      const recent = { visitor: visitorId() };
      const player = await newPlayer(t.app);
      for (const who of [old, recent, { token: player.token }])
        assert.equal((await send(t.app, who, '你好')).statusCode, 200);
      const oldConv = (await conversationOf(`v:${old.visitor}`))!;
      const recentConv = (await conversationOf(`v:${recent.visitor}`))!;
      const playerConv = (
        await t.handle.db.select().from(supportConversations).where(eq(supportConversations.userId, player.userId))
      )[0];
      const age = (id: number, days: number) =>
        t.handle.db
          .update(supportConversations)
          .set({ lastMessageAt: sql`now() - make_interval(days => ${days})` })
          .where(eq(supportConversations.id, id));
      await age(oldConv.id, VISITOR_CONVERSATION_DAYS + 1);
      await age(recentConv.id, VISITOR_CONVERSATION_DAYS - 1);
      await age(playerConv.id, VISITOR_CONVERSATION_DAYS + 200);

      assert.ok((await purgeOldVisitorConversations(t.handle.db)) >= 1);
      assert.equal(await conversationOf(`v:${old.visitor}`), null);
      assert.equal(
        (await t.handle.db.select().from(supportMessages).where(eq(supportMessages.conversationId, oldConv.id))).length,
        0,
      );
      assert.ok(await conversationOf(`v:${recent.visitor}`));
      const kept = await t.handle.db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.conversationId, playerConv.id));
      assert.equal(kept.length, 1);
      assert.equal(kept[0].body, '你好');
    });
  });
});

/** The same database under a second app (a second server instance with its own pool). */
async function secondInstance(t: TestApp) {
  let handle: DbHandle;
  if (t.handle.pool) {
    handle = await openDb({
      databaseUrl: (t.handle.pool as unknown as { options: { connectionString: string } }).options.connectionString,
      poolSize: 15,
    });
  } else {
    handle = { ...t.handle, close: async () => {} }; // PGlite is one process: the second app shares its connection
  }
  const app = await buildApp({
    db: handle.db,
    passwordHasher: fastHasher,
    static: false,
    housekeepingMs: 0,
    supportPollCheckMs: 200,
    instrument: checkSerialisation,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
