import { useSession, type ApiResponse, type SavedCard } from '@h5/shared';
import { DEPOSIT_LIMIT_OFFER_KEY, offerDepositLimit } from '@h5/shared/ui';
import { useEffect } from 'react';
import { useProtectionState } from '../api/post-protection';

type CardsAnswer = ApiResponse<SavedCard[]> | undefined;
const hasCard = (answer: CardsAnswer) => answer?.code === 200 && (answer.data?.length ?? 0) > 0;

/**
 * 理性娱乐 before the first deposit (issue 22): a player who never deposited (paysum 0) and has no deposit limit (none
 * in force, none pending) is offered one, once per device (`@h5/shared/ui` offerDepositLimit). Only with a bound card
 * or address: without one the no-card prompt comes first, and the offer waits for the next visit.
 */
export function useDepositLimitOffer(bank: CardsAnswer, usdt: CardsAnswer) {
  const paysum = useSession((s) => s.userInfo?.paysum);
  const firstDeposit = paysum !== undefined && Number(paysum) === 0;
  const asked = typeof window !== 'undefined' && Boolean(localStorage.getItem(DEPOSIT_LIMIT_OFFER_KEY));
  const { data } = useProtectionState(firstDeposit && !asked);
  const ready = firstDeposit && !asked && (hasCard(bank) || hasCard(usdt)) && data !== undefined;
  const noLimit = data ? Object.values(data.deposit).every((l) => l.value === null && l.pending === null) : false;
  useEffect(() => {
    if (!ready || !noLimit) return;
    const leaving = new AbortController();
    void offerDepositLimit(leaving.signal);
    return () => leaving.abort();
  }, [ready, noLimit]);
}
