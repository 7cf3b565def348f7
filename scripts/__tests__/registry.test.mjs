// The registry: switches, history, pins, the previous good version and the derived remotes.json.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  deriveRemotesJson,
  emptyRegistry,
  knownVersions,
  lastSwitchTo,
  normalizeRegistry,
  previousGood,
  RefusedError,
  recordPublish,
  switchTo,
  unpin,
  VERSION_RE,
  versionId,
} from '../lib/registry.mjs';

const A = '20250101-100000-aaaaaaaa';
const B = '20250102-100000-bbbbbbbb';
const C = '20250103-100000-cccccccc';
let clock = 0;
const who = (by = 'ops', note) => ({ at: new Date(Date.UTC(2025, 0, 1) + ++clock * 60_000).toISOString(), by, note });

function deployAll(...versions) {
  let reg = emptyRegistry();
  for (const v of versions) {
    reg = recordPublish(reg, 'money', v, who());
    reg = switchTo(reg, 'money', v, { action: 'deploy', ...who('dev') }).registry;
  }
  return reg;
}

describe('version ids', () => {
  test('UTC time then the content hash: unique, sortable, URL- and CDN-safe', () => {
    const v = versionId('2025-03-04T05:06:07.890Z', '3f9a1c2b7d0e');
    assert.equal(v, '20250304-050607-3f9a1c2b');
    assert.match(v, VERSION_RE);
    const later = versionId('2025-03-04T05:06:08.000Z', '00000000');
    assert.ok(later > v);
  });
});

describe('switching', () => {
  test('a deploy moves the pointer and records who, when, from, to and why', () => {
    const reg = deployAll(A, B);
    assert.equal(reg.remotes.money.current, B);
    const [first, second] = reg.remotes.money.history;
    assert.equal(first.action, 'deploy');
    assert.equal(first.from, null);
    assert.equal(first.to, A);
    assert.equal(first.by, 'dev');
    assert.deepEqual([second.from, second.to], [A, B]);
    assert.match(second.at, /^\d{4}-\d\d-\d\dT/);
  });

  test('switching never mutates the registry it was given', () => {
    const reg = deployAll(A);
    const copy = JSON.parse(JSON.stringify(reg));
    switchTo(reg, 'money', B, { action: 'deploy', ...who() });
    assert.deepEqual(reg, copy);
  });

  test('switching to the current version changes nothing and records nothing', () => {
    const reg = deployAll(A);
    const res = switchTo(reg, 'money', A, { action: 'deploy', ...who() });
    assert.equal(res.changed, false);
    assert.equal(res.registry.remotes.money.history.length, 1);
  });

  test('a rollback goes back to the previous version and marks the one it leaves as bad', () => {
    let reg = deployAll(A, B);
    assert.equal(previousGood(reg, 'money'), A);
    const res = switchTo(reg, 'money', previousGood(reg, 'money'), {
      action: 'rollback',
      ...who('ops', 'B breaks the deposit page'),
    });
    reg = res.registry;
    assert.equal(res.from, B);
    assert.equal(reg.remotes.money.current, A);
    assert.equal(reg.remotes.money.bad[B].note, 'B breaks the deposit page');
    assert.deepEqual(reg.remotes.money.history.at(-1), {
      ...reg.remotes.money.history.at(-1),
      action: 'rollback',
      from: B,
      to: A,
      by: 'ops',
    });
    // B was bad, so A has no fallback now
    assert.equal(previousGood(reg, 'money'), null);
    // a new deploy falls back to A, never to the bad B
    reg = switchTo(recordPublish(reg, 'money', C, who()), 'money', C, { action: 'deploy', ...who() }).registry;
    assert.equal(previousGood(reg, 'money'), A);
  });

  test('going back to a bad version on purpose clears its mark', () => {
    let reg = deployAll(A, B);
    reg = switchTo(reg, 'money', A, { action: 'rollback', ...who() }).registry;
    reg = switchTo(reg, 'money', B, { action: 'promote', ...who() }).registry;
    assert.equal(reg.remotes.money.bad[B], undefined);
    assert.equal(previousGood(reg, 'money'), A);
  });

  test('the previous good version skips versions whose folder is gone', () => {
    const reg = deployAll(A, B, C);
    assert.equal(previousGood(reg, 'money'), B);
    assert.equal(
      previousGood(reg, 'money', (_n, v) => v !== B),
      A,
    );
    assert.equal(
      previousGood(reg, 'money', () => false),
      null,
    );
    assert.equal(previousGood(reg, 'games'), null);
  });

  test('a pin holds the remote: deploy, promote and rollback refuse until unpinned (or --force)', () => {
    let reg = deployAll(A, B);
    reg = switchTo(reg, 'money', A, { action: 'pin', ...who('ops', '活动期间冻结') }).registry;
    assert.equal(reg.remotes.money.current, A);
    assert.equal(reg.remotes.money.pinned.version, A);
    for (const action of ['deploy', 'promote', 'rollback'])
      assert.throws(
        () => switchTo(reg, 'money', C, { action, ...who() }),
        (err) => err instanceof RefusedError && /固定在 20250101-100000-aaaaaaaa（活动期间冻结）/.test(err.message),
      );
    const forced = switchTo(reg, 'money', C, { action: 'deploy', ...who(), force: true }).registry;
    assert.equal(forced.remotes.money.current, C);
    assert.equal(forced.remotes.money.pinned, null);
    const lifted = unpin(reg, 'money', who('ops'));
    assert.equal(lifted.changed, true);
    assert.equal(lifted.registry.remotes.money.pinned, null);
    assert.deepEqual(
      {
        action: lifted.registry.remotes.money.history.at(-1).action,
        from: lifted.registry.remotes.money.history.at(-1).from,
      },
      { action: 'unpin', from: A },
    );
    assert.equal(
      switchTo(lifted.registry, 'money', C, { action: 'deploy', ...who() }).registry.remotes.money.current,
      C,
    );
    assert.equal(unpin(lifted.registry, 'money', who()).changed, false);
  });

  test('knownVersions and lastSwitchTo read the history', () => {
    let reg = deployAll(A, B);
    reg = recordPublish(reg, 'money', C, who());
    assert.deepEqual(knownVersions(reg, 'money'), [A, B, C]);
    assert.equal(lastSwitchTo(reg, 'money', B).to, B);
    assert.equal(lastSwitchTo(reg, 'money', C), null);
  });

  test('a registry read from disk is normalised', () => {
    const reg = normalizeRegistry({ remotes: { money: { current: A } } });
    assert.deepEqual(reg.remotes.money, { current: A, pinned: null, bad: {}, published: [], history: [] });
    assert.equal(reg.baseUrl, '/remotes/');
    assert.deepEqual(normalizeRegistry(null), emptyRegistry());
  });
});

describe('remotes.json derived from the registry', () => {
  const routesOf = (name, v) => [{ path: `/${name}`, title: v.slice(-8) }];

  test('entry and routes of the current version, fallback to the previous good one', () => {
    const reg = deployAll(A, B);
    assert.deepEqual(deriveRemotesJson(reg, { routesOf }), {
      money: {
        entry: `/remotes/money/${B}/remoteEntry.js`,
        version: B,
        routes: [{ path: '/money', title: 'bbbbbbbb' }],
        fallback: { entry: `/remotes/money/${A}/remoteEntry.js`, version: A },
      },
    });
  });

  test('no fallback for a first deploy; remotes never switched are left out', () => {
    let reg = deployAll(A);
    reg = recordPublish(reg, 'games', C, who());
    const out = deriveRemotesJson(reg, { routesOf });
    assert.deepEqual(Object.keys(out), ['money']);
    assert.equal(out.money.fallback, undefined);
  });

  test('a CDN base URL', () => {
    const reg = { ...deployAll(A, B), baseUrl: 'https://cdn.example.com/h5/remotes' };
    const out = deriveRemotesJson(reg, { routesOf });
    assert.equal(out.money.entry, `https://cdn.example.com/h5/remotes/money/${B}/remoteEntry.js`);
    assert.equal(out.money.fallback.entry, `https://cdn.example.com/h5/remotes/money/${A}/remoteEntry.js`);
  });
});
