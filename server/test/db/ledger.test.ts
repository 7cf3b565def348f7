import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '#app/db/schema/index';
import { createUser } from '#app/db/players';
import {
  accountBalanceFen,
  centralAccountId,
  checkInvariants,
  InsufficientFunds,
  LedgerError,
  post,
  systemAccountId,
  venueAccountId,
} from '#app/db/ledger';
import { createTestDb } from '#test/helpers/test-db';
import { fastHasher, uniqueName } from '#test/helpers/test-app';
import type { DbHandle } from '#app/db/client';

describe('ledger', () => {
  let h: DbHandle;
  let house: number;
  let central: number;
  let venue: number;
  before(async () => {
    h = await createTestDb();
    const userId = await createUser(h.db, fastHasher, {
      username: uniqueName('led'),
      password: 'x',
      payPassword: 'y',
      realname: '测试',
    });
    house = await systemAccountId(h.db, 'house');
    central = await centralAccountId(h.db, userId);
    venue = await venueAccountId(h.db, userId, 'ag');
    assert.equal(
      await venueAccountId(h.db, userId, 'ag'),
      venue,
      'opening a venue wallet twice gives the same account',
    );
  });
  after(() => h.close());

  test('the five system accounts exist and store no balance', async () => {
    const rows = await h.db
      .select()
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.userId} IS NULL`);
    assert.deepEqual(rows.map((r) => r.kind).sort(), [
      'bonus',
      'deposit_clearing',
      'house',
      'transfer_pending',
      'withdrawal_pending',
    ]);
    for (const r of rows) assert.equal(r.balanceFen, null);
  });

  test('a posting moves money and records a balanced entry', async () => {
    const { entryId } = await h.db.transaction((tx) =>
      post(tx, {
        kind: 'adjustment',
        memo: '测试入账',
        lines: [
          { accountId: house, amountFen: -100_050 },
          { accountId: central, amountFen: 100_050 },
        ],
      }),
    );
    assert.equal(await accountBalanceFen(h.db, central), 100_050);
    assert.equal(await accountBalanceFen(h.db, house), -100_050, 'the house balance is derived from its postings');
    const [entry] = await h.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId));
    assert.equal(entry.kind, 'adjustment');
    assert.equal(entry.memo, '测试入账');
    const postings = await h.db.select().from(ledgerPostings).where(eq(ledgerPostings.entryId, entryId));
    assert.equal(
      postings.reduce((s, p) => s + p.amountFen, 0),
      0,
    );
    assert.deepEqual(await checkInvariants(h.db), []);
  });

  test('a debit beyond the balance throws InsufficientFunds and changes nothing', async () => {
    await h.db.transaction((tx) =>
      post(tx, {
        kind: 'transfer_in',
        lines: [
          { accountId: central, amountFen: -50_000 },
          { accountId: venue, amountFen: 50_000 },
        ],
      }),
    );
    const before = [await accountBalanceFen(h.db, central), await accountBalanceFen(h.db, venue)];
    const entriesBefore = (await h.db.select().from(ledgerEntries)).length;
    await assert.rejects(
      h.db.transaction((tx) =>
        post(tx, {
          kind: 'transfer_out',
          lines: [
            { accountId: venue, amountFen: -50_001 },
            { accountId: central, amountFen: 50_001 },
          ],
        }),
      ),
      (err) => err instanceof InsufficientFunds && err.accountId === venue,
    );
    assert.deepEqual([await accountBalanceFen(h.db, central), await accountBalanceFen(h.db, venue)], before);
    assert.equal((await h.db.select().from(ledgerEntries)).length, entriesBefore, 'the entry was rolled back');
    assert.deepEqual(await checkInvariants(h.db), []);
  });

  test('unbalanced, empty, fractional or one-sided entries are refused', async () => {
    const bad = [
      [
        { accountId: house, amountFen: -100 },
        { accountId: central, amountFen: 99 },
      ],
      [{ accountId: central, amountFen: 100 }],
      [
        { accountId: house, amountFen: -0.5 },
        { accountId: central, amountFen: 0.5 },
      ],
      [
        { accountId: central, amountFen: -100 },
        { accountId: central, amountFen: 100 },
      ],
      [
        { accountId: house, amountFen: -100 },
        { accountId: 987654, amountFen: 100 },
      ],
    ];
    for (const lines of bad) {
      await assert.rejects(
        h.db.transaction((tx) => post(tx, { kind: 'adjustment', lines })),
        LedgerError,
        JSON.stringify(lines),
      );
    }
  });

  test('the database itself refuses a negative player balance', async () => {
    await assert.rejects(h.db.update(ledgerAccounts).set({ balanceFen: -1 }).where(eq(ledgerAccounts.id, central)));
  });

  test('checkInvariants reports a wallet that drifted from its postings', async () => {
    await h.db
      .update(ledgerAccounts)
      .set({ balanceFen: sql`${ledgerAccounts.balanceFen} + 1` })
      .where(eq(ledgerAccounts.id, central));
    const problems = await checkInvariants(h.db);
    assert.equal(problems.length, 1);
    assert.match(problems[0], new RegExp(`account ${central} stores`));
    await h.db
      .update(ledgerAccounts)
      .set({ balanceFen: sql`${ledgerAccounts.balanceFen} - 1` })
      .where(eq(ledgerAccounts.id, central));
    assert.deepEqual(await checkInvariants(h.db), []);
  });
});
