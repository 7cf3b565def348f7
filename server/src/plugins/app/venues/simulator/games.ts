import { randomInt } from 'node:crypto';
import type { GameCategory } from '#app/db/schema/index';

/**
 * The simulator's instant games: pure rules over a random source (crypto.randomInt in production, a fixed sequence in
 * tests). Each answers the payout (fen returned to the player, stake included; 0 on a loss), the valid bet (what counts
 * for turnover; 0 on a push), the contract's `Code` (a short result text) and the detail shown in the game's history.
 */

export type Rng = (n: number) => number;
export const cryptoRng: Rng = (n) => randomInt(n);

export type GameKind = 'baccarat' | 'niuniu' | 'slots' | 'k3' | 'sport' | 'esport';

export const KIND_OF_CATEGORY: Record<GameCategory, GameKind> = {
  realbet: 'baccarat',
  joker: 'niuniu',
  concise: 'slots',
  lottery: 'k3',
  sport: 'sport',
  gaming: 'esport',
};

export const GAME_TITLES: Record<GameKind, string> = {
  baccarat: '百家乐',
  niuniu: '抢庄牛牛',
  slots: '水果老虎机',
  k3: '快3',
  sport: '足球赛事',
  esport: '电竞赛事',
};

export interface Outcome {
  payoutFen: number;
  validBetFen: number;
  code: string;
  detail: Record<string, unknown>;
}

export class BadChoice extends Error {}

// ---------------------------------------------------------------- cards

export interface Card {
  /** 1 (A) … 13 (K) */
  rank: number;
  /** 0 ♠, 1 ♥, 2 ♣, 3 ♦ */
  suit: number;
}

const drawCard = (rng: Rng): Card => ({ rank: rng(13) + 1, suit: rng(4) });

/** Distinct cards from one 52-card deck. */
function dealDistinct(rng: Rng, n: number): Card[] {
  const taken = new Set<number>();
  const cards: Card[] = [];
  while (cards.length < n) {
    const i = rng(52);
    if (taken.has(i)) continue;
    taken.add(i);
    cards.push({ rank: (i % 13) + 1, suit: Math.floor(i / 13) });
  }
  return cards;
}

// ---------------------------------------------------------------- 百家乐 (8-deck shoe approximated by independent draws)

export const BACCARAT_CHOICES = ['player', 'banker', 'tie'] as const;
const baccaratPoint = (cards: Card[]) => cards.reduce((s, c) => s + (c.rank >= 10 ? 0 : c.rank), 0) % 10;

export function playBaccarat(choice: string, stakeFen: number, rng: Rng): Outcome {
  if (!(BACCARAT_CHOICES as readonly string[]).includes(choice)) throw new BadChoice('请选择下注区域');
  const player = [drawCard(rng), drawCard(rng)];
  const banker = [drawCard(rng), drawCard(rng)];
  let p = baccaratPoint(player);
  let b = baccaratPoint(banker);
  if (p < 8 && b < 8) {
    let playerThird: number | null = null;
    if (p <= 5) {
      const c = drawCard(rng);
      player.push(c);
      playerThird = c.rank >= 10 ? 0 : c.rank;
    }
    const bankerDraws =
      playerThird === null
        ? b <= 5
        : b <= 2 ||
          (b === 3 && playerThird !== 8) ||
          (b === 4 && playerThird >= 2 && playerThird <= 7) ||
          (b === 5 && playerThird >= 4 && playerThird <= 7) ||
          (b === 6 && (playerThird === 6 || playerThird === 7));
    if (bankerDraws) banker.push(drawCard(rng));
    p = baccaratPoint(player);
    b = baccaratPoint(banker);
  }
  const result = p > b ? 'player' : b > p ? 'banker' : 'tie';
  let payoutFen = 0;
  let validBetFen = stakeFen;
  if (result === 'tie' && choice !== 'tie') {
    payoutFen = stakeFen; // push: the stake comes back and does not count
    validBetFen = 0;
  } else if (choice === result) {
    payoutFen = choice === 'player' ? stakeFen * 2 : choice === 'banker' ? Math.floor(stakeFen * 1.95) : stakeFen * 9;
  }
  const label = { player: '闲赢', banker: '庄赢', tie: '和局' }[result];
  return {
    payoutFen,
    validBetFen,
    code: `${label} 闲${p}:庄${b}`,
    detail: { choice, result, player, banker, playerPoint: p, bankerPoint: b },
  };
}

// ---------------------------------------------------------------- 抢庄牛牛 (player against the banker, one deck)

/** 0 无牛, 1–9 牛N, 10 牛牛 */
export function niuOf(cards: Card[]): number {
  const v = cards.map((c) => Math.min(c.rank, 10));
  const total = v.reduce((a, b) => a + b, 0);
  for (let i = 0; i < 5; i++)
    for (let j = i + 1; j < 5; j++)
      for (let k = j + 1; k < 5; k++) {
        if ((v[i] + v[j] + v[k]) % 10 === 0) {
          const rest = (total - v[i] - v[j] - v[k]) % 10;
          return rest === 0 ? 10 : rest;
        }
      }
  return 0;
}

export const niuLabel = (n: number) => (n === 0 ? '无牛' : n === 10 ? '牛牛' : `牛${'一二三四五六七八九'[n - 1]}`);
/** Highest card: rank (K high), then suit ♠ > ♥ > ♣ > ♦. */
const topCard = (cards: Card[]) => Math.max(...cards.map((c) => c.rank * 4 + (3 - c.suit)));

export function playNiuniu(choice: string, stakeFen: number, rng: Rng): Outcome {
  if (choice !== 'play') throw new BadChoice('请选择下注区域');
  const cards = dealDistinct(rng, 10);
  const player = cards.slice(0, 5);
  const banker = cards.slice(5);
  const pn = niuOf(player);
  const bn = niuOf(banker);
  const win = pn > bn || (pn === bn && topCard(player) > topCard(banker));
  // 5% commission on a win: the game is symmetric, so the house edge is 2.5%.
  const payoutFen = win ? Math.floor(stakeFen * 1.95) : 0;
  return {
    payoutFen,
    validBetFen: stakeFen,
    code: `${win ? '赢' : '输'} ${niuLabel(pn)}/${niuLabel(bn)}`,
    detail: { choice, win, player, banker, playerNiu: pn, bankerNiu: bn },
  };
}

// ---------------------------------------------------------------- 老虎机 3×3, 5 lines

export const SLOT_SYMBOLS = ['cherry', 'lemon', 'melon', 'bell', 'star', 'bar', 'seven'] as const;
export const SLOT_WEIGHTS = [6, 6, 5, 4, 3, 2, 1];
/** Multiplier of the line bet (stake / 5) for three of a kind on a line; RTP ≈ 95.6% (see the test). */
export const SLOT_PAYS = [15, 15, 24, 50, 120, 250, 888];
export const SLOT_LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 4, 8],
  [6, 4, 2],
];
const WEIGHT_TOTAL = SLOT_WEIGHTS.reduce((a, b) => a + b, 0);

function drawSymbol(rng: Rng): number {
  let r = rng(WEIGHT_TOTAL);
  for (let i = 0; i < SLOT_WEIGHTS.length; i++) {
    if (r < SLOT_WEIGHTS[i]) return i;
    r -= SLOT_WEIGHTS[i];
  }
  return 0;
}

export function playSlots(choice: string, stakeFen: number, rng: Rng): Outcome {
  if (choice !== 'spin') throw new BadChoice('请选择下注区域');
  const grid = Array.from({ length: 9 }, () => drawSymbol(rng));
  const wins: { line: number; symbol: string; pay: number }[] = [];
  let multiplier = 0;
  SLOT_LINES.forEach((line, i) => {
    const [a, b, c] = line.map((k) => grid[k]);
    if (a === b && b === c) {
      wins.push({ line: i, symbol: SLOT_SYMBOLS[a], pay: SLOT_PAYS[a] });
      multiplier += SLOT_PAYS[a];
    }
  });
  const payoutFen = Math.floor((stakeFen * multiplier) / SLOT_LINES.length);
  return {
    payoutFen,
    validBetFen: stakeFen,
    code: wins.length ? `中${wins.length}线 ×${(multiplier / SLOT_LINES.length).toFixed(1)}` : '未中奖',
    detail: { choice, grid: grid.map((s) => SLOT_SYMBOLS[s]), wins },
  };
}

// ---------------------------------------------------------------- 快3 (three dice)

export const K3_CHOICES = ['big', 'small', 'odd', 'even', 'triple'] as const;
export const K3_LABELS: Record<string, string> = { big: '大', small: '小', odd: '单', even: '双', triple: '豹子' };

export function playK3(choice: string, stakeFen: number, rng: Rng): Outcome {
  if (!(K3_CHOICES as readonly string[]).includes(choice)) throw new BadChoice('请选择下注区域');
  const dice = [rng(6) + 1, rng(6) + 1, rng(6) + 1];
  const sum = dice[0] + dice[1] + dice[2];
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  // 大小单双 lose on any triple (house edge 2.78%); 豹子 pays 30 to 1 (edge 13.9%).
  const hit =
    choice === 'triple'
      ? triple
      : !triple &&
        (choice === 'big'
          ? sum >= 11
          : choice === 'small'
            ? sum <= 10
            : choice === 'odd'
              ? sum % 2 === 1
              : sum % 2 === 0);
  const payoutFen = hit ? stakeFen * (choice === 'triple' ? 31 : 2) : 0;
  const tags = triple ? '豹子' : `${sum >= 11 ? '大' : '小'}${sum % 2 ? '单' : '双'}`;
  return {
    payoutFen,
    validBetFen: stakeFen,
    code: `${dice.join('+')}=${sum} ${tags}`,
    detail: { choice, dice, sum, triple },
  };
}

export const INSTANT_GAMES: Partial<Record<GameKind, (choice: string, stakeFen: number, rng: Rng) => Outcome>> = {
  baccarat: playBaccarat,
  niuniu: playNiuniu,
  slots: playSlots,
  k3: playK3,
};
