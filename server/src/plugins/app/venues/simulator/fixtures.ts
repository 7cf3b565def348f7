import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '#app/db/client';
import { venueSimMatches, type VenueSimMatch } from '#app/db/schema/index';
import { cryptoRng, type Rng } from './games';

/**
 * Sports and e-sports fixtures of the simulator. A venue always has a handful of matches open for betting, kicking off
 * within minutes (a demo should settle while the player watches); each ends a couple of minutes after kick-off, and the
 * sport-settlement job then draws its result from the hidden probabilities the odds were made from.
 */

export const OPEN_MATCHES = 6;
/** The house margin built into the odds (7%). */
const MARGIN = 1.07;
export const MATCH_LENGTH_MS = 2 * 60 * 1000;

/** League → its teams (a fixture pairs two teams of one league). */
const FOOTBALL: Record<string, string[]> = {
  英超: ['曼城', '利物浦', '阿森纳', '切尔西', '曼联', '热刺'],
  西甲: ['皇家马德里', '巴塞罗那', '马德里竞技', '皇家社会', '塞维利亚', '比利亚雷亚尔'],
  德甲: ['拜仁慕尼黑', '多特蒙德', '勒沃库森', '莱比锡', '法兰克福', '斯图加特'],
  意甲: ['国际米兰', 'AC米兰', '尤文图斯', '那不勒斯', '罗马', '拉齐奥'],
  中超: ['上海海港', '山东泰山', '北京国安', '成都蓉城', '上海申花', '浙江队'],
};
const ESPORTS: Record<string, string[]> = {
  '英雄联盟 LPL': ['JDG', 'BLG', 'LNG', 'WBG', 'TES', 'EDG', 'RNG', 'IG'],
  'DOTA2 国际邀请赛': ['LGD', 'Xtreme', 'Azure Ray', 'Team Spirit', 'Gaimin', 'Tundra'],
  'CS2 Major': ['NAVI', 'Vitality', 'FaZe', 'G2', 'MOUZ', 'TheMongolz'],
  '王者荣耀 KPL': ['AG超玩会', 'eStarPro', 'Wolves', 'TTG', 'KSG', 'DYG'],
};

const pick = <T>(list: readonly T[], rng: Rng) => list[rng(list.length)];
const odds = (weight: number) => Math.max(101, Math.floor(1_000_000 / (weight * MARGIN)));

/** A new fixture: outcome weights per 10,000 and odds with the margin on top. */
export function makeFixture(platname: string, category: 'sport' | 'gaming', startsAt: Date, rng: Rng = cryptoRng) {
  const pool = category === 'sport' ? FOOTBALL : ESPORTS;
  const league = pick(Object.keys(pool), rng);
  const teams = pool[league];
  const home = pick(teams, rng);
  let away = pick(teams, rng);
  while (away === home) away = pick(teams, rng);
  let weights: [string, number][];
  if (category === 'sport') {
    const draw = 2200 + rng(800);
    const homeW = 2500 + rng(10000 - draw - 5000 + 1);
    weights = [
      ['home', homeW],
      ['draw', draw],
      ['away', 10000 - draw - homeW],
    ];
  } else {
    const homeW = 3000 + rng(4001);
    weights = [
      ['home', homeW],
      ['away', 10000 - homeW],
    ];
  }
  return {
    platname,
    category,
    league,
    home,
    away,
    outcomes: weights.map(([p, weight]) => ({ pick: p, weight, oddsX100: odds(weight) })),
    startsAt,
    endsAt: new Date(startsAt.getTime() + MATCH_LENGTH_MS),
  };
}

/** The matches still open for bets (kick-off in the future), topping the list up to OPEN_MATCHES. */
export async function openMatches(
  q: Queryable,
  platname: string,
  category: 'sport' | 'gaming',
  now = new Date(),
): Promise<VenueSimMatch[]> {
  const list = () =>
    q
      .select()
      .from(venueSimMatches)
      .where(and(eq(venueSimMatches.platname, platname), gt(venueSimMatches.startsAt, now)))
      .orderBy(asc(venueSimMatches.startsAt), asc(venueSimMatches.id))
      .limit(OPEN_MATCHES);
  const open = await list();
  if (open.length >= OPEN_MATCHES) return open;
  const last = open.at(-1)?.startsAt.getTime() ?? now.getTime();
  const fresh = Array.from({ length: OPEN_MATCHES - open.length }, (_, i) =>
    makeFixture(
      platname,
      category,
      new Date(Math.max(last, now.getTime()) + (i + 1) * (60_000 + cryptoRng(60) * 1000)),
    ),
  );
  await q.insert(venueSimMatches).values(fresh);
  return list();
}

/** A plausible score for the drawn result. */
function scoreFor(category: string, result: string, rng: Rng): string {
  if (category === 'gaming') return result === 'home' ? pick(['2:0', '2:1'], rng) : pick(['0:2', '1:2'], rng);
  const a = rng(3);
  if (result === 'draw') return `${a}:${a}`;
  const b = a + 1 + rng(2);
  return result === 'home' ? `${b}:${a}` : `${a}:${b}`;
}

/** Draws the result of a finished match once (a concurrent draw loses and reads the winner's). */
export async function resultOf(q: Queryable, match: VenueSimMatch, rng: Rng = cryptoRng): Promise<VenueSimMatch> {
  if (match.result) return match;
  const total = match.outcomes.reduce((s, o) => s + o.weight, 0);
  let r = rng(total);
  let result = match.outcomes[0].pick;
  for (const o of match.outcomes) {
    if (r < o.weight) {
      result = o.pick;
      break;
    }
    r -= o.weight;
  }
  await q
    .update(venueSimMatches)
    .set({ result, score: scoreFor(match.category, result, rng), settledAt: sql`now()` })
    .where(and(eq(venueSimMatches.id, match.id), isNull(venueSimMatches.result)));
  const [row] = await q.select().from(venueSimMatches).where(eq(venueSimMatches.id, match.id));
  return row;
}

/** Finished matches (ended by `now`) with no result yet. */
export async function finishedUnsettled(q: Queryable, now: Date): Promise<VenueSimMatch[]> {
  return q
    .select()
    .from(venueSimMatches)
    .where(and(isNull(venueSimMatches.result), lte(venueSimMatches.endsAt, now)))
    .orderBy(asc(venueSimMatches.endsAt))
    .limit(500);
}

export const PICK_LABELS: Record<string, string> = { home: '主胜', draw: '平局', away: '客胜' };
