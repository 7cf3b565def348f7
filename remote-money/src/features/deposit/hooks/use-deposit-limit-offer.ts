import { useSession, type ApiResponse, type SavedCard } from '@h5/shared';
import { DEPOSIT_LIMIT_OFFER_KEY } from '@h5/shared/ui';
import { useState } from 'react';
import { useProtectionState } from '../api/post-protection';

type CardsAnswer = ApiResponse<SavedCard[]> | undefined;
const hasCard = (answer: CardsAnswer) => answer?.code === 200 && (answer.data?.length ?? 0) > 0;
const answered = () => typeof window !== 'undefined' && Boolean(localStorage.getItem(DEPOSIT_LIMIT_OFFER_KEY));

/**
 * 理性娱乐 before the first deposit (issue 22): a player who never deposited (paysum 0) and has no deposit limit (none
 * in force, none pending) sees a card suggesting one, until he dismisses it (remembered on the device under the same
 * key as the offer after registration). Only with a bound card or address: without one the no-card prompt comes first.
 * A card under the form, not a modal: it never stands between the player and the form.
 */
export function useDepositLimitOffer(bank: CardsAnswer, usdt: CardsAnswer) {
  const paysum = useSession((s) => s.userInfo?.paysum);
  const [dismissed, setDismissed] = useState(answered);
  const firstDeposit = paysum !== undefined && Number(paysum) === 0;
  const { data } = useProtectionState(firstDeposit && !dismissed);
  const noLimit = data ? Object.values(data.deposit).every((l) => l.value === null && l.pending === null) : false;
  return {
    show: firstDeposit && !dismissed && (hasCard(bank) || hasCard(usdt)) && noLimit,
    dismiss: () => {
      localStorage.setItem(DEPOSIT_LIMIT_OFFER_KEY, '1');
      setDismissed(true);
    },
  };
}
