import { MSG } from '@h5/shared/validators';
import { CLAIM_ENDED, CLAIM_NOT_STARTED } from './api/post-red-packet-claim';

/** The red-packet page's popups: at most one shows; closing any resets them all and the message. */
export type RedPacketPopup =
  | { kind: 'none' }
  | { kind: 'notStarted' }
  | { kind: 'ended' }
  | { kind: 'won'; amount: string }
  | { kind: 'failed'; message: string };

export const NO_POPUP: RedPacketPopup = { kind: 'none' };

/**
 * The popup for the server's answer to a claim: 200 the won amount; the window codes the not-started and ended
 * popups (the server decides, so a wrong phone clock changes nothing); any other refusal the failure popup with the
 * server's message (and its 立即充值 button).
 */
export function popupForAnswer(answer: {
  code: number;
  message: string;
  data?: { redpacketmoney?: string } | null;
}): RedPacketPopup {
  if (answer.code === 200) return { kind: 'won', amount: answer.data?.redpacketmoney ?? '0.00' };
  if (answer.code === CLAIM_NOT_STARTED) return { kind: 'notStarted' };
  if (answer.code === CLAIM_ENDED) return { kind: 'ended' };
  return { kind: 'failed', message: answer.message || MSG.redPacketNotEligible };
}

/** Remaining draws as the pages show them: 0 when negative or unreadable. */
export const remainingDraws = (sendnums: unknown): number => {
  const n = Number(sendnums);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};
