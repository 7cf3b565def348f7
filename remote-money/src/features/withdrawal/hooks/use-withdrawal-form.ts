import { toast, useNavigate, useSession, type SavedCard, type WithdrawalTab } from '@h5/shared';
import { checkWithdrawal } from '@h5/shared/validators';
import { useEffect, useRef, useState } from 'react';
import { useRefreshUserMoney } from '../../../lib/api/post-refresh-user-money';
import { useBetTurnover } from '../api/post-bet-amount';
import { useWithdraw } from '../api/post-withdraw';
import { PAGES } from '@h5/shared/paths';

/** The success message, and the delay before the records. */
export const WITHDRAW_SUBMITTED = '提交成功，等待后台审核';
export const WITHDRAW_REDIRECT_MS = 1500;

/**
 * The withdrawal form: the tab (1 USDT, 2 bank card; switching clears the card, the amount and the password), the
 * chosen card, the amount, the payment password and the read-only turnover. `submit` checks in the spec's order (the
 * balance check last), then sends: success → 提交成功，等待后台审核, the form resets, the money is asked again and
 * /transRecord follows after 1.5 s; a refusal clears only the password (and asks the turnover again when it was the
 * reason); a network failure keeps everything and says nothing (a resend reuses the key).
 */
export function useWithdrawalForm() {
  const navigate = useNavigate();
  const balance = useSession((s) => s.userInfo?.balance);
  const refreshMoney = useRefreshUserMoney();
  const { turnover, reload: reloadTurnover } = useBetTurnover();
  const { run, pending } = useWithdraw();
  const [tab, setTab] = useState<WithdrawalTab>(1);
  const [card, setCard] = useState<SavedCard | null>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  function switchTab(next: WithdrawalTab) {
    if (next === tab) return;
    setTab(next);
    setCard(null);
    setAmount('');
    setPassword('');
  }

  async function submit() {
    const body = { bank: card ? card.id : '', amount: amount.trim(), password };
    const problem = checkWithdrawal(body, { tab, balance });
    if (problem) {
      toast.error(problem);
      return;
    }
    const res = await run({ ...body, bank: card!.id });
    if (!res) return;
    if (res.code === 200) {
      toast.success(res.message || WITHDRAW_SUBMITTED);
      setCard(null);
      setAmount('');
      setPassword('');
      void refreshMoney();
      redirect.current = setTimeout(() => navigate(PAGES.transactionRecords), WITHDRAW_REDIRECT_MS);
    } else {
      // nothing typed is lost but the payment password
      setPassword('');
      if (res.code === 400 || res.code === 409) void reloadTurnover();
    }
  }

  return { tab, switchTab, card, setCard, amount, setAmount, password, setPassword, turnover, submit, busy: pending };
}
