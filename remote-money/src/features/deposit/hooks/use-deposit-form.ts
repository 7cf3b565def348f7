import { toast, useNavigate, type DepositPayload, type PayWay, type UsdtProtocol } from '@h5/shared';
import { DEFAULT_USDT_PROTOCOL } from '@h5/shared/types';
import { checkDeposit, resolveDepositRange } from '@h5/shared/validators';
import { useState } from 'react';
import { usePayRange } from '../api/post-pay-range';
import { usePayWays } from '../api/get-pay-way';
import { useReceivingAccounts } from '../api/post-pay-bank';
import { useRecharge } from '../api/post-recharge';
import { rangeTypeOf } from '../pay-ways';
import { PAGES } from '@h5/shared/paths';

/** What a bank-transfer deposit says before going to the records. */
export const DEPOSIT_SUBMITTED = '提交成功，等待后台审核';

export interface BankForm {
  bank_owner: string;
  bank: string;
  bank_no: string;
  bank_address: string;
}
const EMPTY_BANK: BankForm = { bank_owner: '', bank: '', bank_no: '', bank_address: '' };
const EMPTY_AMOUNTS: Record<PayWay, string> = { bank: '', usdt: '', wechat: '', alipay: '', manual: '' };

/**
 * The deposit form: the ways the server offers (the chosen one while it is offered, else the first), the USDT
 * protocol, an amount per way, the bank-transfer fields and receiving accounts, the current pay type's range (the
 * default 100–10000 until it has loaded), and `submit`: 人工充值 opens /kefu; otherwise the check's message as a toast
 * (nothing sent), then the order (bank → 提交成功，等待后台审核 and /transRecord; the others → /payInfo). A refusal or
 * a network failure keeps everything typed (a network failure says nothing, and a resend reuses the key).
 */
export function useDepositForm() {
  const navigate = useNavigate();
  const ways = usePayWays();
  const [chosen, setWay] = useState<PayWay | null>(null);
  const current = ways?.find((w) => w.way === chosen) ?? ways?.[0] ?? null;
  const way = current?.way ?? null;
  const [protocol, setProtocol] = useState<UsdtProtocol>(DEFAULT_USDT_PROTOCOL);
  const [bankForm, setBankForm] = useState<BankForm>(EMPTY_BANK);
  const [amounts, setAmounts] = useState(EMPTY_AMOUNTS);
  const rangeType = way ? rangeTypeOf(way, protocol) : null;
  const payRange = usePayRange(rangeType);
  const accounts = useReceivingAccounts(way === 'bank');
  const { run, pending } = useRecharge();

  const amount = way ? amounts[way] : '';
  const setAmount = (value: string) => way && setAmounts((a) => ({ ...a, [way]: value }));
  const setBankField = (field: keyof BankForm, value: string) => setBankForm((f) => ({ ...f, [field]: value }));

  async function submit() {
    if (!current) return;
    if (current.way === 'manual') {
      navigate(PAGES.customerService);
      return;
    }
    const body: DepositPayload = { paytype: current.paytype, amount: amount.trim() };
    if (current.way === 'bank')
      Object.assign(body, {
        bank_owner: bankForm.bank_owner.trim(),
        bank: bankForm.bank,
        bank_no: bankForm.bank_no.trim(),
        bank_address: bankForm.bank_address.trim(),
      });
    if (current.way === 'usdt') body.catepay = protocol;
    const problem = checkDeposit(body, payRange);
    if (problem) {
      toast.error(problem);
      return;
    }
    const res = await run(body);
    if (res?.code !== 200) return;
    const depositNo = res.message || res.data?.deposit_no || '';
    setAmounts((a) => ({ ...a, [current.way]: '' }));
    if (current.way === 'bank') {
      setBankForm(EMPTY_BANK);
      toast.success(DEPOSIT_SUBMITTED);
      navigate(PAGES.transactionRecords);
    } else {
      navigate(`${PAGES.paymentInfo}?deposit_no=${encodeURIComponent(depositNo)}`);
    }
  }

  return {
    ways,
    way,
    setWay,
    protocol,
    setProtocol,
    range: resolveDepositRange(payRange),
    amount,
    setAmount,
    bankForm,
    setBankField,
    accounts,
    submit,
    busy: pending,
  };
}
