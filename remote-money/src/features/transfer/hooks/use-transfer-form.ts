import { toast, useSession, type Venue } from '@h5/shared';
import { PLATFORM_WALLET, PLATFORM_WALLET_NAME } from '@h5/shared/types';
import { checkTransfer } from '@h5/shared/validators';
import { useState } from 'react';
import { useRefreshUserMoney } from '../../../lib/api/post-refresh-user-money';
import { useTransfer } from '../api/post-transfer';

/**
 * The manual transfer: every wallet (the platform wallet first, then `venues`), the source (the platform wallet at
 * first) and the target, which picker is open, the amount, and `submit`: the check's message as a toast (nothing sent),
 * then the server's message either way; a success clears the amount (the pickers stay) and asks the balances again. A
 * network failure keeps everything and says nothing (a resend reuses the key). `openVenue` (a tap on a venue card)
 * presets platform wallet → that venue.
 */
export function useTransferForm(venues: Venue[] | null) {
  const balance = useSession((s) => s.userInfo?.balance);
  const refreshMoney = useRefreshUserMoney();
  const { run, pending } = useTransfer();
  const [source, setSource] = useState<string>(PLATFORM_WALLET);
  const [target, setTarget] = useState<string>('');
  const [picking, setPicking] = useState<'source' | 'target' | null>(null);
  const [amount, setAmount] = useState('');

  const platform: Venue = { name: PLATFORM_WALLET_NAME, platname: PLATFORM_WALLET, balance: balance ?? '0.00' };
  const wallets: Venue[] = [platform, ...(venues ?? [])];
  const byName = (platname: string) => wallets.find((w) => w.platname === platname);
  const sourceWallet = byName(source);

  async function submit() {
    const body = { amount: amount.trim(), sourcetype: source, targettype: target };
    const problem = checkTransfer(body, { balance: sourceWallet?.balance });
    if (problem) {
      toast.error(problem);
      return;
    }
    const res = await run(body);
    if (!res) return;
    if (res.code === 200) {
      toast.success(res.message);
      setAmount('');
      void refreshMoney();
    } else toast.error(res.message);
  }

  function openVenue(v: Venue) {
    if (v.platname === PLATFORM_WALLET) return;
    setSource(PLATFORM_WALLET);
    setTarget(v.platname);
  }

  const pick = (platname: string) => (picking === 'source' ? setSource(platname) : setTarget(platname));
  return {
    wallets,
    source,
    target,
    sourceWallet,
    targetWallet: byName(target),
    picking,
    setPicking,
    pick,
    amount,
    setAmount,
    submit,
    openVenue,
    busy: pending,
  };
}
