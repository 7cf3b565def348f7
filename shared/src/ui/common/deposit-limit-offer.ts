import { PAGES } from '../../paths';
import { confirmDialog } from '../dialog';

/** Where the device remembers that the offer was answered (local storage; a sign-out empties it, as every key). */
export const DEPOSIT_LIMIT_OFFER_KEY = 'depositLimitOffered';
export const DEPOSIT_LIMIT_OFFER_TITLE = '理性娱乐';
export const DEPOSIT_LIMIT_OFFER_TEXT =
  '建议您为自己设置每日、每周或每月的存款限额。降低限额立即生效，提高或取消需24小时后生效。';

/**
 * The offer to set a deposit limit after registration (理性娱乐, issue 22; account area): a light dialog, 去设置
 * (→ /responsible) or 以后再说; either answer is remembered on this device, so it is asked once. The deposit page offers
 * the same before the first deposit as a card (money area) under the same key and text. `signal`: the page is left.
 */
export async function offerDepositLimit(signal?: AbortSignal): Promise<void> {
  if (typeof window === 'undefined' || localStorage.getItem(DEPOSIT_LIMIT_OFFER_KEY)) return;
  const go = await confirmDialog({
    title: DEPOSIT_LIMIT_OFFER_TITLE,
    content: DEPOSIT_LIMIT_OFFER_TEXT,
    confirmText: '去设置',
    cancelText: '以后再说',
    signal,
  });
  if (signal?.aborted) return;
  localStorage.setItem(DEPOSIT_LIMIT_OFFER_KEY, '1');
  if (go) window.location.hash = `#${PAGES.responsibleGaming}`;
}
