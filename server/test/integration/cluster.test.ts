// Issue 23: three server processes on one PostgreSQL behind a real nginx (scripts/lib/cluster.mjs, as `npm run
// cluster` runs them). Money, limits, jobs and the chat stay right whichever instance answers; an instance killed
// with SIGKILL loses nothing; one stopped with SIGTERM fails no request in flight. PostgreSQL only (PGlite is one
// process by construction): skipped, saying why, without DATABASE_URL or without nginx.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { and, eq, ne, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDb, type DbHandle } from '#app/db/client';
import { checkInvariants } from '#app/db/ledger';
import { createUser } from '#app/db/players';
import {
  cards,
  deposits,
  jobRuns,
  ledgerAccounts,
  redpacketClaims,
  redpacketRules,
  transfers,
  withdrawals,
} from '#app/db/schema/index';
import { createSessionStore } from '#app/plugins/app/auth/sessions';
import { BANK_DEPOSIT, fund } from '#test/helpers/cashier';
import { addDepositRow } from '#test/helpers/rewards';
import { fastHasher } from '#test/helpers/test-app';
// @ts-expect-error: a plain ES module of the repository's scripts (no types)
import { findNginx, freePort, NGINX_MISSING, startCluster } from '../../../scripts/lib/cluster.mjs';

const CAPTCHA = 'CL42';
const PLAYERS = 200;
const START_FEN = 100_000; // 1000.00
const VENUE = 'ag';
const JOBS = [
  'transfer-reconcile',
  'sport-settlement',
  'rebate',
  'vip',
  'deposit-expiry',
  'ledger-check',
  'housekeeping',
];
const JOB_MS = 3000;

type Answer = { status: number; body: { code: number; message: string; data: any } } | { status: 0; error: string };

async function call(
  base: string,
  p: string,
  opts: { body?: unknown; token?: string; key?: string; method?: string } = {},
) {
  try {
    const res = await fetch(`${base}${p}`, {
      method: opts.method ?? (opts.body === undefined && p.startsWith('/admin/api/') ? 'GET' : 'POST'),
      headers: {
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.key ? { 'idempotency-key': opts.key } : {}),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text) } as Answer;
    } catch {
      return { status: res.status, body: { code: res.status, message: text.slice(0, 200), data: null } } as Answer;
    }
  } catch (err) {
    return { status: 0, error: String((err as Error).cause ?? err) } as Answer;
  }
}
const ok = (a: Answer) => a.status === 200 && a.body.code === 200;
/** a final answer: the server decided (not a network error, a proxy's 502/504, or "in progress" 409) */
const final = (a: Answer) =>
  a.status !== 0 && a.status !== 502 && a.status !== 503 && a.status !== 504 && a.status !== 409;

/** runs `fns` with at most `n` at once */
async function limited<T>(n: number, fns: (() => Promise<T>)[]): Promise<T[]> {
  const out: T[] = new Array(fns.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < fns.length) {
        const i = next++;
        out[i] = await fns[i]();
      }
    }),
  );
  return out;
}

const nginx = process.env.DATABASE_URL ? findNginx() : null;
const skip = !process.env.DATABASE_URL
  ? 'needs PostgreSQL (DATABASE_URL): several processes cannot share PGlite'
  : !nginx
    ? NGINX_MISSING
    : false;
if (skip) console.log(`# cluster tests skipped: ${skip}`);

describe('three instances behind nginx on one PostgreSQL', { skip }, () => {
  let cluster: Awaited<ReturnType<typeof startCluster>>;
  let handle: DbHandle;
  let workDir: string;
  let dbName: string;
  let adminToken: string;
  let started: number;
  const players: { userId: number; token: string; cardId: number; name: string }[] = [];
  /** a player's wallets in fen, from the database: central, every venue wallet together, and both */
  const wallets = async (userId: number) => {
    const rows = await handle.db
      .select({ kind: ledgerAccounts.kind, b: ledgerAccounts.balanceFen })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, userId));
    const central = rows.filter((r) => r.kind === 'central').reduce((s, r) => s + Number(r.b), 0);
    const venue = rows.filter((r) => r.kind === 'venue').reduce((s, r) => s + Number(r.b), 0);
    return { central, venue, total: central + venue };
  };

  before(async () => {
    dbName = `h5_cluster_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${dbName}`;
    workDir = mkdtempSync(path.join(os.tmpdir(), 'h5-cluster-'));
    // three instances starting at the same moment on an empty database: migrations and the seed run once
    cluster = await startCluster({
      instances: 3,
      port: await freePort(),
      databaseUrl: url.toString(),
      workDir,
      env: {
        NODE_ENV: 'test',
        TEST_CAPTCHA_CODE: CAPTCHA,
        INSECURE_FAST_PASSWORD_HASH: '1',
        DB_POOL_SIZE: '10',
        JOB_EVERY_MS: JOBS.map((j) => `${j}=${JOB_MS}`).join(','),
        LOG_LEVEL: 'warn',
      },
    });
    started = Date.now();
    handle = await openDb({ databaseUrl: url.toString(), poolSize: 10 });
    const login = await call(cluster.url, '/admin/api/login', { body: { username: 'admin', password: 'admin888' } });
    assert.ok(ok(login), JSON.stringify(login));
    adminToken = (login as { body: { data: { token: string } } }).body.data.token;
  });

  after(async () => {
    await cluster?.stop();
    await handle?.close();
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await c.end();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  test('migrations and the first-start seed ran once, though the three started together', async () => {
    const r = (await handle.db.execute(
      sql`SELECT count(*)::int AS n, count(DISTINCT hash)::int AS d FROM drizzle.__drizzle_migrations`,
    )) as unknown as {
      rows: { n: number; d: number }[];
    };
    assert.equal(r.rows[0].n, r.rows[0].d, 'each migration recorded once');
    const demo = (await handle.db.execute(
      sql`SELECT count(*)::int AS n FROM users WHERE lower(username) = 'demo888'`,
    )) as unknown as {
      rows: { n: number }[];
    };
    assert.equal(demo.rows[0].n, 1, 'one demo player');
    for (const node of cluster.nodes) assert.equal((await fetch(`http://127.0.0.1:${node.port}/readyz`)).status, 200);
  });

  test(
    '200 players: transfers, red packets, deposits and withdrawals spread over the instances',
    { timeout: 300_000 },
    async () => {
      const db = handle.db;
      const sessions = createSessionStore(db);
      const now = Date.now();
      await db.insert(redpacketRules).values({
        startsAt: new Date(now - 3600_000),
        endsAt: new Date(now + 3 * 3600_000),
        rechargeFen: 10_000,
        dayFlow: 3,
        flowMultiple: '1',
        minPrizeFen: 100,
        maxPrizeFen: 500,
      });
      for (let i = 0; i < PLAYERS; i++) {
        const name = `cl${i}x${randomBytes(3).toString('hex')}`;
        const userId = await createUser(db, fastHasher, {
          username: name,
          password: 'x',
          payPassword: 'y',
          realname: '测试',
        });
        const token = await sessions.create(db, userId, { ip: '127.0.0.1', userAgent: 'cluster-test' });
        await fund(db, userId, START_FEN);
        await addDepositRow(db, userId, 50_000, new Date(now - 60_000));
        const [card] = await db
          .insert(cards)
          .values({
            userId,
            type: 1,
            bank: '中国工商银行',
            bankOwner: '测试',
            bankNo: `6222${String(100000000 + i)}`,
            bankAddress: '北京',
          })
          .returning({ id: cards.id });
        players.push({ userId, token, cardId: card.id, name });
      }

      // each player at once: 4 transfers of 150.00 in (the first sent twice with one key), 2 withdrawals of 300.00,
      // 4 red-packet draws (3 allowed), a deposit order of 500.00 sent twice with one key
      type Call = { p: (typeof players)[number]; kind: string; key: string; run: () => Promise<Answer> };
      const calls: Call[] = [];
      for (const p of players) {
        const transfer = (key: string) => () =>
          call(cluster.url, '/api/transfer', {
            body: { amount: '150.00', sourcetype: 'userbalance', targettype: VENUE },
            token: p.token,
            key,
          });
        for (let k = 0; k < 4; k++)
          calls.push({ p, kind: 'transfer', key: `${p.name}-t${k}`, run: transfer(`${p.name}-t${k}`) });
        calls.push({ p, kind: 'transfer-dup', key: `${p.name}-t0`, run: transfer(`${p.name}-t0`) });
        for (let k = 0; k < 2; k++)
          calls.push({
            p,
            kind: 'withdraw',
            key: `${p.name}-w${k}`,
            run: () =>
              call(cluster.url, '/api/withdraw', {
                body: { amount: '300.00', bank: p.cardId, password: 'y' },
                token: p.token,
                key: `${p.name}-w${k}`,
              }),
          });
        for (let k = 0; k < 4; k++)
          calls.push({
            p,
            kind: 'redpacket',
            key: `${p.name}-r${k}`,
            run: () => call(cluster.url, '/api/douserredpacket', { body: {}, token: p.token, key: `${p.name}-r${k}` }),
          });
        for (let k = 0; k < 2; k++)
          calls.push({
            p,
            kind: k === 0 ? 'deposit' : 'deposit-dup',
            key: `${p.name}-d`,
            run: () =>
              call(cluster.url, '/api/recharge', {
                body: { ...BANK_DEPOSIT, amount: '500.00' },
                token: p.token,
                key: `${p.name}-d`,
              }),
          });
      }
      calls.sort(() => Math.random() - 0.5);
      const answers = await limited(
        150,
        calls.map((c) => async () => ({ c, a: await c.run() })),
      );
      for (const { c, a } of answers) assert.ok(a.status !== 0 && a.status < 500, `${c.kind}: ${JSON.stringify(a)}`);

      // every instance took a share
      const served = await Promise.all(
        cluster.nodes.map(async (n: { metricsPort: number }) => {
          const text = await (await fetch(`http://127.0.0.1:${n.metricsPort}/metrics`)).text();
          const m = /h5_http_requests_total\{method="POST",route="\/api\/transfer",status="200"\} (\d+)/.exec(text);
          return Number(m?.[1] ?? 0);
        }),
      );
      for (const n of served) assert.ok(n > 100, `each instance answered transfers: ${served.join(', ')}`);

      // the cashier confirms every deposit order, each twice at once, through the instances
      const orders = await db
        .select({ no: deposits.depositNo, userId: deposits.userId })
        .from(deposits)
        .where(eq(deposits.state, 1));
      assert.equal(orders.length, PLAYERS, 'one deposit order per player (the repeated key made none)');
      const confirms = await limited(
        100,
        orders.flatMap((o) =>
          [0, 1].map(
            () => () => call(cluster.url, `/admin/api/deposits/${o.no}/confirm`, { body: {}, token: adminToken }),
          ),
        ),
      );
      assert.equal(confirms.filter(ok).length, PLAYERS, 'each order confirmed once');
      for (const a of confirms) assert.ok(a.status !== 0 && a.status < 500, JSON.stringify(a));

      for (const p of players) {
        const mine = answers.filter((x) => x.c.p === p);
        // a key's movement counts once whichever of its two calls answered it (the other may be "in progress", 409)
        const tOk = new Set(mine.filter((x) => x.c.kind.startsWith('transfer') && ok(x.a)).map((x) => x.c.key)).size;
        const dup = mine.find((x) => x.c.kind === 'transfer-dup')!.a;
        const first = mine.find((x) => x.c.key === `${p.name}-t0` && x.c.kind === 'transfer')!.a;
        if (dup.status !== 409 && first.status !== 409)
          assert.deepEqual(JSON.stringify(dup), JSON.stringify(first), 'the repeated key: the same answer');
        const wOk = mine.filter((x) => x.c.kind === 'withdraw' && ok(x.a)).length;
        const prizes = mine
          .filter((x) => x.c.kind === 'redpacket' && ok(x.a))
          .map((x) => Math.round(Number((x.a as any).body.data.redpacketmoney) * 100));
        assert.ok(prizes.length <= 3, `at most 3 draws (${prizes.length})`);
        const [claims] = await db
          .select({
            n: sql<number>`count(*)::int`,
            sum: sql<number>`coalesce(sum(${redpacketClaims.amountFen}), 0)::bigint`,
          })
          .from(redpacketClaims)
          .where(eq(redpacketClaims.userId, p.userId));
        assert.equal(Number(claims.n), prizes.length);
        const [t] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(transfers)
          .where(and(eq(transfers.userId, p.userId), eq(transfers.state, 1)));
        assert.equal(Number(t.n), tOk, `${p.name}: one transfer per successful key`);
        const [w] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(withdrawals)
          .where(eq(withdrawals.userId, p.userId));
        assert.equal(Number(w.n), wOk);
        const { central, venue } = await wallets(p.userId);
        const prizeFen = prizes.reduce((s, x) => s + x, 0);
        assert.equal(venue, tOk * 15_000, `${p.name}: venue wallet`);
        assert.equal(central, START_FEN - tOk * 15_000 - wOk * 30_000 + prizeFen + 50_000, `${p.name}: central wallet`);
        assert.ok(central >= 0);
      }
      const [neg] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerAccounts)
        .where(sql`${ledgerAccounts.balanceFen} < 0`);
      assert.equal(Number(neg.n), 0, 'no negative balance');
      assert.deepEqual(await checkInvariants(db), []);
    },
  );

  test(
    'a burst of wrong passwords over the three instances is cut off exactly as on one',
    { timeout: 120_000 },
    async () => {
      // the same burst against one instance directly, then through nginx (spread over all three), for two players
      const burst = async (base: string, name: string) => {
        const ids: string[] = [];
        for (let i = 0; i < 30; i++) {
          const cap = await call(base, '/api/captcha', { method: 'GET' });
          ids.push((cap as any).body.data.id);
        }
        const answers = await Promise.all(
          ids.map((id, i) =>
            call(base, '/api/login_pc', { body: { name, password: `wrong-${i}-pass`, code: CAPTCHA, captcha_id: id } }),
          ),
        );
        const tally: Record<string, number> = {};
        for (const a of answers) {
          const k = 'error' in a ? 'network' : `${a.status} ${a.body.message}`;
          tally[k] = (tally[k] ?? 0) + 1;
        }
        return tally;
      };
      const one = await burst(`http://127.0.0.1:${cluster.nodes[0].port}`, players[0].name);
      // the captcha rate limit (30 a minute per address) is not what this measures: start the second burst afresh
      await handle.db.execute(sql`DELETE FROM auth_attempts WHERE scope = 'rate:captcha'`);
      const three = await burst(cluster.url, players[1].name);
      assert.deepEqual(three, one, `through nginx ${JSON.stringify(three)} vs one instance ${JSON.stringify(one)}`);
      assert.equal(three['400 账号或密码错误'], 5, JSON.stringify(three));
    },
  );

  test(
    'kill -9 of one instance under load: retried calls end in exactly one movement; the others keep answering',
    { timeout: 240_000 },
    async () => {
      const db = handle.db;
      const victim = cluster.nodes[1];
      // every player moves 50.00 into the venue and back, twice, each call with its own key; retried until final
      type Req = { p: (typeof players)[number]; key: string; body: object; answer?: Answer };
      const reqs: Req[] = players.flatMap((p) =>
        [0, 1, 2, 3].map((k) => ({
          p,
          key: `${p.name}-k${k}`,
          body: {
            amount: '50.00',
            sourcetype: k % 2 ? VENUE : 'userbalance',
            targettype: k % 2 ? 'userbalance' : VENUE,
          },
        })),
      );
      const before = new Map<number, Awaited<ReturnType<typeof wallets>>>();
      for (const p of players) before.set(p.userId, await wallets(p.userId));
      let killed = false;
      let answered = 0;
      const send = (r: Req) =>
        call(cluster.url, '/api/transfer', { body: r.body, token: r.p.token, key: r.key }).then((a) => {
          if (++answered === 150 && !killed) {
            killed = true;
            victim.child.kill('SIGKILL');
          }
          return a;
        });
      let pending = reqs;
      for (let round = 0; round < 30 && pending.length; round++) {
        const got = await limited(
          120,
          pending.map((r) => async () => ({ r, a: await send(r) })),
        );
        for (const { r, a } of got) if (final(a)) r.answer = a;
        pending = reqs.filter((r) => !r.answer);
        if (pending.length) await new Promise((res) => setTimeout(res, 1000));
      }
      assert.ok(killed, 'the instance was killed during the load');
      assert.equal(pending.length, 0, 'every call has a final answer');
      const exit = await victim.exited;
      assert.equal(exit.signal, 'SIGKILL');
      // the others keep answering through nginx
      for (let i = 0; i < 10; i++) assert.equal((await fetch(`${cluster.url}/readyz`)).status, 200);

      // transfers the kill left pending are settled by the reconciliation job (another instance runs it)
      for (let i = 0; i < 60; i++) {
        const [p] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(transfers)
          .where(eq(transfers.state, 2));
        if (Number(p.n) === 0) break;
        await new Promise((res) => setTimeout(res, 1000));
      }
      // the same keys again: the stored answers, no new movement
      const replays = await limited(
        100,
        reqs
          .slice(0, 200)
          .map((r) => () => call(cluster.url, '/api/transfer', { body: r.body, token: r.p.token, key: r.key })),
      );
      replays.forEach((a, i) =>
        assert.equal((a as any).body?.code, (reqs[i].answer as any).body.code, `replay of ${reqs[i].key}`),
      );
      for (const p of players) {
        const now = await wallets(p.userId);
        assert.equal(now.total, before.get(p.userId)!.total, `${p.name}: money conserved`);
        const mine = reqs.filter((r) => r.p === p);
        const net = mine.reduce(
          (s, r) => s + (ok(r.answer!) ? ((r.body as any).targettype === VENUE ? 5000 : -5000) : 0),
          0,
        );
        assert.equal(
          now.venue,
          before.get(p.userId)!.venue + net,
          `${p.name}: the venue wallet moved by exactly the successful calls`,
        );
        const [t] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(transfers)
          .where(and(eq(transfers.userId, p.userId), eq(transfers.state, 1), sql`${transfers.amountFen} = 5000`));
        assert.equal(
          Number(t.n),
          mine.filter((r) => ok(r.answer!)).length,
          `${p.name}: one movement per successful key (net ${net})`,
        );
      }
      assert.deepEqual(await checkInvariants(db), []);
      await cluster.restart(victim);
    },
  );

  test(
    'SIGTERM during load: no request in flight fails; the instance exits 0 within 10 s',
    { timeout: 120_000 },
    async () => {
      const victim = cluster.nodes[0];
      const load = { done: false };
      const results: Answer[] = [];
      const worker = async (i: number) => {
        while (!load.done) {
          const p = players[i % players.length];
          results.push(await call(cluster.url, '/api/balance', { body: {}, token: p.token }));
          results.push(
            await call(cluster.url, '/api/transfer', {
              body: { amount: '1.00', sourcetype: 'userbalance', targettype: VENUE },
              token: p.token,
              key: `${p.name}-s${results.length}`,
            }),
          );
        }
      };
      const workers = Array.from({ length: 60 }, (_, i) => worker(i));
      await new Promise((r) => setTimeout(r, 1500));
      const t0 = Date.now();
      victim.child.kill('SIGTERM');
      const exit = await victim.exited;
      const took = Date.now() - t0;
      try {
        await new Promise((r) => setTimeout(r, 1000));
        load.done = true;
        await Promise.all(workers);
        assert.equal(exit.code, 0, 'exit 0');
        assert.ok(took < 10_000, `stopped in ${took} ms`);
        const failed = results.filter((a) => !ok(a));
        assert.equal(failed.length, 0, `failed: ${JSON.stringify(failed.slice(0, 5))} of ${results.length}`);
      } finally {
        // back for the tests after this one, whatever this one found
        await cluster.restart(victim);
      }
    },
  );

  test(
    'a chat message sent through one instance reaches an operator polling another within 3 s',
    { timeout: 60_000 },
    async () => {
      const a = `http://127.0.0.1:${cluster.nodes[0].port}`;
      const b = `http://127.0.0.1:${cluster.nodes[2].port}`;
      const p = players[5];
      const first = await call(a, '/api/support/send', { body: { content: '你好，我想咨询充值' }, token: p.token });
      assert.ok(ok(first), JSON.stringify(first));
      const list = await call(b, '/admin/api/support/conversations', { token: adminToken });
      const conv =
        (list as any).body.data.data.find((c: any) => JSON.stringify(c).includes(p.name) || c.user_id === p.userId) ??
        (list as any).body.data.data[0];
      const lastId = (first as any).body.data.id;
      const poll = call(b, `/admin/api/support/conversations/${conv.id}/messages?after=${lastId}&wait=20`, {
        token: adminToken,
      });
      await new Promise((r) => setTimeout(r, 500));
      const sentAt = Date.now();
      const second = await call(a, '/api/support/send', { body: { content: '请问多久到账？' }, token: p.token });
      assert.ok(ok(second));
      const got = await poll;
      const took = Date.now() - sentAt;
      assert.ok(JSON.stringify((got as any).body.data).includes('请问多久到账？'), JSON.stringify(got));
      assert.ok(took < 3000, `reached the other instance in ${took} ms`);
    },
  );

  test('every scheduled job ran exactly once per period over the three instances, none skipped, none overlapping', async () => {
    const runs = await handle.db
      .select({
        job: jobRuns.job,
        period: jobRuns.period,
        startedAt: jobRuns.startedAt,
        finishedAt: jobRuns.finishedAt,
        error: jobRuns.error,
      })
      .from(jobRuns)
      .where(ne(jobRuns.period, ''));
    const seconds = (Date.now() - started) / 1000;
    for (const job of JOBS) {
      const mine = runs.filter((r) => r.job === job).sort((x, y) => Date.parse(x.period) - Date.parse(y.period));
      const periods = mine.map((r) => Date.parse(r.period));
      assert.equal(new Set(periods).size, periods.length, `${job}: one run per period`);
      assert.ok(
        periods.length >= Math.floor(seconds / (JOB_MS / 1000)) / 2,
        `${job}: ${periods.length} runs in ${seconds.toFixed(0)} s`,
      );
      for (let i = 1; i < periods.length; i++) {
        // a period goes without a run only while the job's previous run is still going (runs never overlap)
        const prev = mine[i - 1];
        if (periods[i] - periods[i - 1] !== JOB_MS)
          assert.ok(
            prev.finishedAt && prev.finishedAt.getTime() > periods[i - 1] + JOB_MS,
            `${job}: period ${new Date(periods[i - 1] + JOB_MS).toISOString()} skipped though the run before ` +
              `(${prev.startedAt.toISOString()} → ${prev.finishedAt?.toISOString()}) had ended`,
          );
        if (prev.finishedAt) assert.ok(prev.finishedAt <= mine[i].startedAt, `${job}: runs do not overlap`);
      }
    }
  });
});
