import type { Db, Tx } from '#app/db/client';
import { fail, ok, type Envelope } from '#app/lib/envelope';
import { HttpError } from '#app/lib/http-error';
import { formatFen } from '#app/lib/money';
import { MSG } from '#app/lib/validators';
import { claimRebates } from './rebates';
import { drawRedpacket, drawWindow, redpacketStatus, visibleRules } from './redpacket';
import { assertNotBlocked } from '#app/plugins/app/protection/store';

/**
 * Codes of `/api/douserredpacket` outside the 10:00–12:00 window (HTTP 400): the client maps them to the
 * "not started" and "ended" popups.
 */
export const REDPACKET_CODES = { notStarted: 410, ended: 411 } as const;
export const REWARD_MESSAGES = {
  notStarted: '活动尚未开始',
  ended: '活动已结束',
  redpacketClosed: '红包已关闭',
} as const;

/** Stores the answer of an idempotent call inside its transaction (`completeIdempotent` bound to the request). */
export type CompleteIdempotent = (tx: Tx, envelope: Envelope<unknown>) => Promise<void>;

/** `/api/dofanshui`: claims every unclaimed rebate of the player at once (400 when there is none). */
export async function claimRebatesNow(db: Db, userId: number, now: Date, complete: CompleteIdempotent) {
  await assertNotBlocked(db, userId, now); // a time-out or self-exclusion (player protection)
  return db.transaction(async (tx) => {
    const claimed = await claimRebates(tx, userId, now);
    if (claimed.amountFen <= 0) throw new HttpError(400, MSG.rebateNothingToClaim);
    const money = formatFen(claimed.amountFen);
    const envelope = ok({ money, records: claimed.records }, `领取成功，共 ${money} 元`);
    await complete(tx, envelope);
    return envelope;
  });
}

/** `/api/userredpacket`: the player's draws left and taken today, recharge, the window's state and the rules shown. */
export async function redpacketOverview(db: Db, userId: number, now: Date) {
  const [status, rules] = await Promise.all([redpacketStatus(db, userId, now), visibleRules(db, now)]);
  return {
    sendnums: status.maxTimes - status.acquired,
    acquirednum: status.acquired,
    max_times: status.maxTimes,
    recharge: formatFen(status.rechargeFen),
    state: drawWindow(now),
    rules,
  };
}

/**
 * `/api/douserredpacket`: one draw. Refused when the switch is off (400 红包已关闭), outside the window (HTTP 400 with
 * the envelope code 410 / 411: answered as `{status: 400, envelope}`), or when the player has no draw left.
 */
export async function drawRedpacketNow(
  db: Db,
  userId: number,
  now: Date,
  switchOn: boolean,
  complete: CompleteIdempotent,
): Promise<
  { status: 200; envelope: Envelope<{ redpacketmoney: string }> } | { status: 400; envelope: Envelope<null> }
> {
  await assertNotBlocked(db, userId, now); // a time-out or self-exclusion (player protection)
  if (!switchOn) throw new HttpError(400, REWARD_MESSAGES.redpacketClosed);
  const window = drawWindow(now);
  if (window === 'not_started')
    return { status: 400, envelope: fail(REDPACKET_CODES.notStarted, REWARD_MESSAGES.notStarted) };
  if (window === 'ended') return { status: 400, envelope: fail(REDPACKET_CODES.ended, REWARD_MESSAGES.ended) };
  const envelope = await db.transaction(async (tx) => {
    const drawn = await drawRedpacket(tx, userId, now);
    if (!drawn) throw new HttpError(400, MSG.redPacketNotEligible);
    const money = formatFen(drawn.amountFen);
    const answer = ok({ redpacketmoney: money }, `恭喜您抽中红包 ${money} 元`);
    await complete(tx, answer);
    return answer;
  });
  return { status: 200, envelope };
}
