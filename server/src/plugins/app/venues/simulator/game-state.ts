import { and, eq } from 'drizzle-orm';
import type { Db } from '#app/db/client';
import { games, type Bet } from '#app/db/schema/index';
import { formatFen } from '#app/lib/money';
import { shanghaiTimestamp } from '#app/lib/time';
import type { VenueService } from '#app/plugins/app/venues/index';
import type { VenueSession } from './index';
import { gameTitle } from './pages';

/** What the simulator's game page shows and reads (routes/venue): its title, the state it polls, a bet's row. */

export const betRow = (b: Bet) => ({
  bet_id: b.betNo,
  time: shanghaiTimestamp(b.betTime),
  code: b.code,
  stake: formatFen(b.betAmountFen),
  payout: formatFen(b.winLossFen),
  status: b.status,
});

/** The title of a session's game page: the slot game's name, else the kind's title. */
export async function gameNameOf(db: Db, s: VenueSession): Promise<string> {
  let gameName = gameTitle(s.kind);
  if (s.kind === 'slots') {
    const [g] = await db
      .select({ name: games.name })
      .from(games)
      .where(and(eq(games.platformName, s.platname), eq(games.gameCode, s.gameCode)));
    if (g && s.gameCode !== 'lobby') gameName = g.name;
  }
  return gameName;
}

/** The state the game page polls: venue, game, balance, bet history and, for sport and e-sport, matches and results. */
export async function simulatorState(venues: VenueService, s: VenueSession) {
  const sim = venues.simulator;
  const balance = await venues.adapterFor(s.platname).balance(s.userId, s.platname);
  const history = (await sim.history(s)).map(betRow);
  const data: Record<string, unknown> = {
    venue: { platname: s.platname, name: s.venueName },
    game: { code: s.gameCode, kind: s.kind },
    balance: formatFen(balance),
    history,
  };
  if (s.kind === 'sport' || s.kind === 'esport') {
    const matches = await sim.matches(s.platname, s.kind === 'sport' ? 'sport' : 'gaming');
    data.matches = matches.map((m) => ({
      id: m.id,
      league: m.league,
      home: m.home,
      away: m.away,
      starts_at: m.startsAt.getTime(),
      outcomes: m.outcomes.map((o) => ({ pick: o.pick, odds: (o.oddsX100 / 100).toFixed(2) })),
    }));
    const recent = await sim.recentMatches(s.platname);
    data.results = recent
      .filter((m) => m.startsAt.getTime() <= Date.now())
      .map((m) => ({ id: m.id, league: m.league, home: m.home, away: m.away, score: m.score ?? '' }));
  }
  return data;
}
