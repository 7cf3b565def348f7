import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Queryable } from '#app/db/client';
import {
  bets,
  ledgerAccounts,
  users,
  venues,
  venueSimFaults,
  venueSimMatches,
  venueSimSessions,
  venueSimTickets,
  venueSimTransfers,
  type Bet,
  type FaultMode,
  type GameCategory,
} from '#app/db/schema/index';
import { HttpError } from '#app/lib/http-error';
import { InsufficientFunds, post, systemAccountId, venueAccountId } from '#app/db/ledger';
import { LIVE_SESSION_SQL } from '#app/plugins/app/auth/sessions';
import {
  VenueRefused,
  type LaunchGame,
  type LaunchPlayer,
  type TransferReceipt,
  type TransferStatus,
  type VenueAdapter,
  type VenueBetRecord,
} from '#app/plugins/app/venues/adapter';
import { MATCH_LENGTH_MS, PICK_LABELS, finishedUnsettled, openMatches, resultOf } from './fixtures';
import { BadChoice, INSTANT_GAMES, KIND_OF_CATEGORY, cryptoRng, type GameKind, type Rng } from './games';

/**
 * The built-in venue: a game provider served by this server. Its wallet IS the player's ledger venue account; what it
 * keeps on its own side is the record of the transfers it accepted (by out_trade_no), launch tickets, game sessions,
 * fault switches and fixtures. Transfers pass through fault injection: 'fail' answers an error, 'hang' never answers
 * (and applies the transfer first with probability `hangApplyRate`, so reconciliation meets both outcomes).
 */

export const TICKET_TTL_MS = 2 * 60 * 1000;
export const SESSION_TTL_MS = 4 * 3600 * 1000;
export const STAKE_MIN_FEN = 100;
export const STAKE_MAX_FEN = 5_000_000;

export const SIM_MESSAGES = {
  ticketInvalid: '游戏链接已失效，请返回大厅重新进入',
  sessionExpired: '游戏会话已过期，请返回大厅重新进入',
  stakeRange: '单注金额需在1-50000元之间',
  insufficient: '场馆余额不足，请先转入资金',
  matchClosed: '该赛事已停止投注',
  matchUnknown: '赛事不存在',
  pickUnknown: '请选择投注选项',
  venueFault: '场馆维护中，转账暂不可用',
} as const;

export interface SimulatorOptions {
  /** 0..1: in 'hang' mode, the share of transfers the venue applies before going silent (default 0.5). */
  hangApplyRate?: number;
  rng?: Rng;
}

export interface VenueSession {
  userId: number;
  platname: string;
  gameCode: string;
  category: GameCategory;
  venueName: string;
  kind: GameKind;
}

export const hashSecret = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Bet and transfer numbers: the prefix (B, T) + Shanghai yyyymmddhhmmss and milliseconds + 12 random digits, 30
 * characters (the columns hold 32). With 9 random digits per second, `npm run bench:api`'s 8,000 transfers a second
 * drew the same transfer number twice in 2 of 3 runs (a birthday collision, about 3 % a second at that rate), and
 * the second was refused by the unique key as a 500; per millisecond and with 10^12 numbers that is about 3·10^-11 a
 * millisecond at the same rate.
 */
export function newNumber(prefix: string, now = new Date()): string {
  const s = new Date(now.getTime() + 8 * 3600 * 1000).toISOString().replace(/\D/g, '').slice(0, 17);
  return `${prefix}${s}${randomInt(1_000_000_000_000).toString().padStart(12, '0')}`;
}

/** SQL: the login session `sessionId` (a column) still works and its player is not locked. */
const playerStillIn = (sessionId: SQL) =>
  sql`EXISTS (SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
               WHERE s.id = ${sessionId} AND u.locked_at IS NULL AND ${sql.raw(LIVE_SESSION_SQL)})`;

/**
 * Ends the player's game sessions and unused launch tickets at the simulator, inside the caller's transaction: all of
 * them, or only those launched from the login session `sessionId`. They are expired rather than deleted (housekeeping
 * removes them a day later), so a cookie or ticket of theirs is refused from the caller's commit on. Call it only
 * through `endPlayerSessions` (plugins/app/auth/end-sessions.ts), which ends the player's login sessions with them.
 */
export async function endVenueSessions(
  q: Queryable,
  userId: number,
  sessionId?: number,
): Promise<{ venueSessions: number; tickets: number }> {
  const ended = await q
    .update(venueSimSessions)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(venueSimSessions.userId, userId),
        sessionId === undefined ? undefined : eq(venueSimSessions.sessionId, sessionId),
        gt(venueSimSessions.expiresAt, sql`now()`),
      ),
    )
    .returning({ h: venueSimSessions.tokenHash });
  const tickets = await q
    .update(venueSimTickets)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(venueSimTickets.userId, userId),
        sessionId === undefined ? undefined : eq(venueSimTickets.sessionId, sessionId),
        isNull(venueSimTickets.usedAt),
        gt(venueSimTickets.expiresAt, sql`now()`),
      ),
    )
    .returning({ h: venueSimTickets.tokenHash });
  return { venueSessions: ended.length, tickets: tickets.length };
}

export function createSimulator(db: Db, opts: SimulatorOptions = {}) {
  const rng = opts.rng ?? cryptoRng;
  let hangApplyRate = opts.hangApplyRate ?? 0.5;
  let houseId: number | null = null;
  const house = async (q: Queryable) => (houseId ??= await systemAccountId(q, 'house'));

  async function faultOf(platname: string): Promise<FaultMode> {
    const [row] = await db
      .select({ mode: venueSimFaults.mode })
      .from(venueSimFaults)
      .where(eq(venueSimFaults.platname, platname));
    return row?.mode ?? 'none';
  }

  /** Records what the venue did with outTradeNo; the first record wins. Answers the record that stands. */
  async function record(outTradeNo: string, values: Omit<typeof venueSimTransfers.$inferInsert, 'outTradeNo'>) {
    await db
      .insert(venueSimTransfers)
      .values({ outTradeNo, ...values })
      .onConflictDoNothing();
    const [row] = await db.select().from(venueSimTransfers).where(eq(venueSimTransfers.outTradeNo, outTradeNo));
    return row;
  }

  async function applyTransfer(
    direction: 'in' | 'out',
    userId: number,
    platname: string,
    outTradeNo: string,
    fen: number,
  ): Promise<TransferReceipt> {
    const mode = await faultOf(platname);
    const base = { platname, userId, direction, amountFen: fen };
    if (mode === 'fail') {
      const row = await record(outTradeNo, { ...base, status: 'failed', reason: 'fault: fail' });
      if (row.status === 'done') throw new Error('venue error after an earlier success'); // not a definite refusal
      throw new VenueRefused(SIM_MESSAGES.venueFault);
    }
    if (mode === 'hang') {
      if (randomInt(1_000_000) < Math.round(hangApplyRate * 1_000_000))
        await record(outTradeNo, { ...base, status: 'done', reason: 'fault: hang (applied)' });
      return new Promise<never>(() => {}); // never answers
    }
    const row = await record(outTradeNo, { ...base, status: 'done' });
    if (row.status !== 'done') throw new VenueRefused(row.reason || SIM_MESSAGES.venueFault);
    return { venueRef: `SIM-${row.outTradeNo}` };
  }

  const adapter: VenueAdapter = {
    async balance(userId, platname) {
      const [row] = await db
        .select({ balance: ledgerAccounts.balanceFen })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.userId, userId),
            eq(ledgerAccounts.kind, 'venue'),
            eq(ledgerAccounts.platname, platname),
          ),
        );
      return row?.balance ?? 0;
    },
    transferIn: (userId, platname, outTradeNo, fen) => applyTransfer('in', userId, platname, outTradeNo, fen),
    /**
     * The simulator shares the platform's database: with no fault switched on, transfer_local (migration 0005) records
     * the transfer ('done') in the same statement that moves the money. A fault mode makes it decline (nothing written),
     * so faults keep going through applyTransfer and the two-phase path.
     */
    local: true,
    transferOut: (userId, platname, outTradeNo, fen) => applyTransfer('out', userId, platname, outTradeNo, fen),

    /**
     * Answered even in fault modes (it is the reconciliation path). A number the venue never received is recorded as
     * refused before answering, so a transfer still in flight can no longer be applied after the platform refunds it.
     */
    async transferStatus(outTradeNo): Promise<TransferStatus> {
      const row = await record(outTradeNo, {
        platname: '',
        status: 'failed',
        reason: 'not received before the status query',
      });
      return row.status;
    },

    async launchUrl(player: LaunchPlayer, game: LaunchGame) {
      const ticket = randomBytes(24).toString('base64url');
      await db.insert(venueSimTickets).values({
        tokenHash: hashSecret(ticket),
        userId: player.userId,
        sessionId: player.sessionId,
        platname: game.platname,
        gameCode: game.gameCode,
        expiresAt: new Date(Date.now() + TICKET_TTL_MS),
      });
      return `${game.baseUrl}/venue/${encodeURIComponent(game.platname)}/launch?ticket=${ticket}`;
    },

    async betRecords(userId, platname, range): Promise<VenueBetRecord[]> {
      const rows = await db
        .select()
        .from(bets)
        .where(
          and(
            eq(bets.userId, userId),
            eq(bets.platname, platname),
            gte(bets.betTime, range.from),
            lt(bets.betTime, range.to),
          ),
        )
        .orderBy(desc(bets.betTime), desc(bets.id));
      return rows.map((b) => ({
        betNo: b.betNo,
        gameCode: b.gameCode,
        betAmountFen: b.betAmountFen,
        payoutFen: b.winLossFen,
        validBetFen: b.validBetFen,
        status: b.status,
        code: b.code,
        betTime: b.betTime,
      }));
    },
  };

  async function venueRow(platname: string) {
    const [row] = await db.select().from(venues).where(eq(venues.platname, platname));
    return row ?? null;
  }

  /**
   * Exchanges a launch ticket (once, within 2 minutes, for its own venue, while the login session that asked for it
   * still works and the player is not locked) for a session token.
   */
  async function exchangeTicket(platname: string, ticket: string): Promise<{ token: string; gameCode: string } | null> {
    if (!/^[A-Za-z0-9_-]{20,64}$/.test(ticket)) return null;
    const [used] = await db
      .update(venueSimTickets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(venueSimTickets.tokenHash, hashSecret(ticket)),
          eq(venueSimTickets.platname, platname),
          isNull(venueSimTickets.usedAt),
          gt(venueSimTickets.expiresAt, sql`now()`),
          playerStillIn(sql`"venue_sim_tickets"."session_id"`),
        ),
      )
      .returning();
    if (!used) return null;
    const token = randomBytes(32).toString('base64url');
    await db.insert(venueSimSessions).values({
      tokenHash: hashSecret(token),
      userId: used.userId,
      sessionId: used.sessionId,
      platname,
      gameCode: used.gameCode,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    });
    return { token, gameCode: used.gameCode };
  }

  /**
   * The game session of a `vsim` cookie, on every page and API call of the venue: not expired nor ended
   * (`endVenueSessions`), and — defence in depth, should an ending ever be missed — its login session still works and
   * the player is not locked.
   */
  async function session(platname: string, token: string | undefined): Promise<VenueSession | null> {
    if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const [row] = await db
      .select({
        userId: venueSimSessions.userId,
        gameCode: venueSimSessions.gameCode,
        category: venues.category,
        venueName: venues.name,
      })
      .from(venueSimSessions)
      .innerJoin(venues, eq(venues.platname, venueSimSessions.platname))
      .where(
        and(
          eq(venueSimSessions.tokenHash, hashSecret(token)),
          eq(venueSimSessions.platname, platname),
          gt(venueSimSessions.expiresAt, sql`now()`),
          playerStillIn(sql`"venue_sim_sessions"."session_id"`),
        ),
      );
    if (!row) return null;
    return { ...row, platname, kind: KIND_OF_CATEGORY[row.category] };
  }

  async function history(s: VenueSession, limit = 10): Promise<Bet[]> {
    return db
      .select()
      .from(bets)
      .where(and(eq(bets.userId, s.userId), eq(bets.platname, s.platname)))
      .orderBy(desc(bets.betTime), desc(bets.id))
      .limit(limit);
  }

  /** Lowers the player's outstanding turnover requirement by a valid bet (never below 0). */
  async function countTurnover(tx: Queryable, userId: number, validFen: number) {
    if (validFen <= 0) return;
    await tx
      .update(users)
      .set({ turnoverRequiredFen: sql`greatest(${users.turnoverRequiredFen} - ${validFen}::bigint, 0)` })
      .where(and(eq(users.id, userId), gt(users.turnoverRequiredFen, 0)));
  }

  /**
   * One bet, in one transaction: stake venue wallet → house, the outcome from the RNG, payout house → venue wallet,
   * the bet row, the turnover requirement. Sports and e-sports bets stay unsettled (status 2) until their match ends.
   */
  async function placeBet(
    s: VenueSession,
    input: { stakeFen: number; choice: string; matchId?: number },
  ): Promise<Bet> {
    if (!Number.isSafeInteger(input.stakeFen) || input.stakeFen < STAKE_MIN_FEN || input.stakeFen > STAKE_MAX_FEN) {
      throw new HttpError(400, SIM_MESSAGES.stakeRange);
    }
    const betNo = newNumber('B');
    const base = {
      betNo,
      userId: s.userId,
      platname: s.platname,
      category: s.category,
      gameCode: s.gameCode,
      betAmountFen: input.stakeFen,
    };
    let row: typeof bets.$inferInsert;
    if (s.kind === 'sport' || s.kind === 'esport') {
      if (!Number.isSafeInteger(input.matchId)) throw new HttpError(400, SIM_MESSAGES.matchUnknown);
      const [match] = await db
        .select()
        .from(venueSimMatches)
        .where(and(eq(venueSimMatches.id, input.matchId!), eq(venueSimMatches.platname, s.platname)));
      if (!match) throw new HttpError(404, SIM_MESSAGES.matchUnknown);
      if (match.startsAt.getTime() <= Date.now()) throw new HttpError(400, SIM_MESSAGES.matchClosed);
      const outcome = match.outcomes.find((o) => o.pick === input.choice);
      if (!outcome) throw new HttpError(400, SIM_MESSAGES.pickUnknown);
      row = {
        ...base,
        status: 2,
        code: `${match.home} vs ${match.away} ${PICK_LABELS[outcome.pick]}@${(outcome.oddsX100 / 100).toFixed(2)}`,
        detail: {
          matchId: match.id,
          choice: outcome.pick,
          oddsX100: outcome.oddsX100,
          league: match.league,
          home: match.home,
          away: match.away,
          startsAt: match.startsAt.toISOString(),
        },
      };
    } else {
      const play = INSTANT_GAMES[s.kind]!;
      let outcome;
      try {
        outcome = play(input.choice, input.stakeFen, rng);
      } catch (err) {
        if (err instanceof BadChoice) throw new HttpError(400, err.message);
        throw err;
      }
      row = {
        ...base,
        winLossFen: outcome.payoutFen,
        validBetFen: outcome.validBetFen,
        status: 1,
        code: outcome.code,
        detail: outcome.detail,
        settledAt: new Date(),
      };
    }
    try {
      return await db.transaction(async (tx) => {
        const wallet = await venueAccountId(tx, s.userId, s.platname);
        const houseAcc = await house(tx);
        await post(tx, {
          kind: 'bet',
          memo: betNo,
          lines: [
            { accountId: wallet, amountFen: -input.stakeFen },
            { accountId: houseAcc, amountFen: input.stakeFen },
          ],
        });
        if ((row.winLossFen ?? 0) > 0) {
          await post(tx, {
            kind: 'payout',
            memo: betNo,
            lines: [
              { accountId: houseAcc, amountFen: -row.winLossFen! },
              { accountId: wallet, amountFen: row.winLossFen! },
            ],
          });
        }
        const [bet] = await tx.insert(bets).values(row).returning();
        await countTurnover(tx, s.userId, row.validBetFen ?? 0);
        return bet;
      });
    } catch (err) {
      if (err instanceof InsufficientFunds) throw new HttpError(400, SIM_MESSAGES.insufficient);
      throw err;
    }
  }

  /**
   * Settles the sports and e-sports bets whose match has ended (drawing the match result first). Each bet in its own
   * transaction, guarded by `status = 2`, so a repeated or concurrent run pays nothing twice.
   */
  async function settleSports(now = new Date()): Promise<{ matches: number; bets: number; paidFen: number }> {
    const finished = await finishedUnsettled(db, now);
    for (const m of finished) await resultOf(db, m, rng);
    const due = await db.execute(sql`
      SELECT b.id, b.user_id, b.platname, b.bet_amount_fen, b.bet_no, (b.detail->>'choice') AS choice,
             (b.detail->>'oddsX100')::int AS odds, m.result, m.score
      FROM bets b JOIN venue_sim_matches m ON m.id = (b.detail->>'matchId')::int
      WHERE b.status = 2 AND b.category IN ('sport', 'gaming') AND m.result IS NOT NULL AND m.ends_at <= ${now}
      ORDER BY b.id LIMIT 1000`);
    const rows = (
      due as unknown as {
        rows: {
          id: string;
          user_id: string;
          platname: string;
          bet_amount_fen: string;
          bet_no: string;
          choice: string;
          odds: number;
          result: string;
          score: string;
        }[];
      }
    ).rows;
    let settled = 0;
    let paidFen = 0;
    for (const r of rows) {
      const stake = Number(r.bet_amount_fen);
      const payout = r.choice === r.result ? Math.floor((stake * Number(r.odds)) / 100) : 0;
      const done = await db.transaction(async (tx) => {
        const [bet] = await tx
          .update(bets)
          .set({
            status: 1,
            winLossFen: payout,
            validBetFen: stake,
            settledAt: sql`now()`,
            code: sql`${bets.code} || ${` 赛果${r.score} ${payout > 0 ? '赢' : '输'}`}`,
            detail: sql`${bets.detail} || ${JSON.stringify({ result: r.result, score: r.score })}::jsonb`,
          })
          .where(and(eq(bets.id, Number(r.id)), eq(bets.status, 2)))
          .returning({ id: bets.id });
        if (!bet) return false;
        if (payout > 0) {
          const wallet = await venueAccountId(tx, Number(r.user_id), r.platname);
          await post(tx, {
            kind: 'payout',
            memo: r.bet_no,
            lines: [
              { accountId: await house(tx), amountFen: -payout },
              { accountId: wallet, amountFen: payout },
            ],
          });
        }
        await countTurnover(tx, Number(r.user_id), stake);
        return true;
      });
      if (done) {
        settled++;
        paidFen += payout;
      }
    }
    return { matches: finished.length, bets: settled, paidFen };
  }

  async function setFault(q: Queryable, platname: string, mode: FaultMode) {
    await q
      .insert(venueSimFaults)
      .values({ platname, mode })
      .onConflictDoUpdate({ target: venueSimFaults.platname, set: { mode, updatedAt: sql`now()` } });
  }

  /** Deletes launch tickets and game sessions that expired more than a day ago (housekeeping); answers the counts. */
  async function purgeExpired(): Promise<{ tickets: number; sessions: number }> {
    const cutoff = sql`now() - interval '1 day'`;
    const tickets = await db
      .delete(venueSimTickets)
      .where(lt(venueSimTickets.expiresAt, cutoff))
      .returning({ id: venueSimTickets.tokenHash });
    const sessions = await db
      .delete(venueSimSessions)
      .where(lt(venueSimSessions.expiresAt, cutoff))
      .returning({ id: venueSimSessions.tokenHash });
    return { tickets: tickets.length, sessions: sessions.length };
  }

  async function faults(): Promise<Record<string, FaultMode>> {
    const rows = await db
      .select()
      .from(venueSimFaults)
      .where(inArray(venueSimFaults.mode, ['fail', 'hang']));
    return Object.fromEntries(rows.map((r) => [r.platname, r.mode]));
  }

  return {
    adapter,
    venueRow,
    exchangeTicket,
    session,
    history,
    placeBet,
    settleSports,
    setFault,
    faultOf,
    faults,
    purgeExpired,
    matches: (platname: string, category: 'sport' | 'gaming') => openMatches(db, platname, category),
    recentMatches: (platname: string) =>
      db
        .select()
        .from(venueSimMatches)
        .where(
          and(
            eq(venueSimMatches.platname, platname),
            gt(venueSimMatches.endsAt, new Date(Date.now() - 30 * 60_000 - MATCH_LENGTH_MS)),
          ),
        )
        .orderBy(desc(venueSimMatches.startsAt))
        .limit(20),
    setHangApplyRate(rate: number) {
      hangApplyRate = rate;
    },
  };
}

export type Simulator = ReturnType<typeof createSimulator>;
