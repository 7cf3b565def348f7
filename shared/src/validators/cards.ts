import { USDT_PROTOCOLS } from '../types/labels';
import type { UsdtProtocol } from '../types/account';
import type { CheckResult } from './auth';
import { FORM_LIMITS } from './limits';
import { MSG } from './messages';
import { checkPlainTextFields } from './plain-text';
import { charCount, field, rawText, text, toNumber } from './read-input';

/** What the USDT address input keeps while typing: non-word characters are stripped (001 §5). */
export const filterUsdtAddressInput = (value: unknown): string => rawText(value).replace(/\W/g, '');

/** What the card-number input keeps while typing: non-digits are stripped (001 §5). */
export const filterCardNoInput = (value: unknown): string => rawText(value).replace(/\D/g, '');

/** Ours: the address shapes of the two protocols (Tron base58 with T; Ethereum 0x plus 40 hex digits). */
export const USDT_ADDRESS: Readonly<Record<UsdtProtocol, RegExp>> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
};

/** The protocol in its canonical spelling, or null when it is not one we accept. */
export function readUsdtProtocol(value: unknown): UsdtProtocol | null {
  const v = text(value).toUpperCase();
  return (USDT_PROTOCOLS as readonly string[]).includes(v) ? (v as UsdtProtocol) : null;
}

/**
 * Adding a USDT address (001 §5), body of POST /api/bindcard (bank_no the address, bank_owner the
 * protocol, pay_pass the payment password), in order: address (请输入USDT地址), protocol TRC20 or ERC20
 * (请选择钱包协议), payment password (请输人支付密码); ours: the address fits the protocol (TRC20: T plus 33
 * base58 characters, 34 in all; ERC20: 0x plus 40 hex digits).
 */
export function checkUsdtAddressAdd(input: unknown): CheckResult {
  const address = text(field(input, 'bank_no'));
  if (address === '') return MSG.usdtAddressRequired;
  const unsafe = checkPlainTextFields(input, ['bank_no', 'bank_owner']);
  if (unsafe) return unsafe;
  const protocol = readUsdtProtocol(field(input, 'bank_owner'));
  if (!protocol) return MSG.usdtProtocolRequired;
  if (rawText(field(input, 'pay_pass')) === '') return MSG.bindPayPasswordRequired;
  if (!USDT_ADDRESS[protocol].test(address))
    return protocol === 'TRC20' ? MSG.trc20AddressInvalid : MSG.erc20AddressInvalid;
  return null;
}

/**
 * Adding a bank card (001 §5), body of POST /api/bindcard, in order: cardholder bank_owner (请输入姓名),
 * bank (请输入银行), branch bank_address (请输入开户行地址), card number bank_no (请输人银行卡号), payment
 * password pay_pass (请输人支付密码), card number 8 characters or more (请输人正确的卡号长度; ours: and at
 * most 32), payment password 6 to 18 characters (请输人支付密码长度); ours: the card number is digits only
 * (银行卡号只能包含数字), which the page's input filter already ensures; and once every field is present (after
 * step 5), none holds a refused character (plain-text.ts).
 */
export function checkBankCardAdd(input: unknown): CheckResult {
  if (text(field(input, 'bank_owner')) === '') return MSG.cardHolderRequired;
  if (text(field(input, 'bank')) === '') return MSG.cardBankRequired;
  if (text(field(input, 'bank_address')) === '') return MSG.cardBranchRequired;
  const cardNo = text(field(input, 'bank_no'));
  if (cardNo === '') return MSG.cardNoRequired;
  const payPass = rawText(field(input, 'pay_pass'));
  if (payPass === '') return MSG.bindPayPasswordRequired;
  const unsafe = checkPlainTextFields(input, ['bank_owner', 'bank', 'bank_address', 'bank_no']);
  if (unsafe) return unsafe;
  const cardLength = charCount(cardNo);
  if (cardLength < FORM_LIMITS.cardNoMin || cardLength > FORM_LIMITS.cardNoMax) return MSG.cardNoLength;
  const passLength = charCount(payPass);
  if (passLength < FORM_LIMITS.cardPayPasswordMin || passLength > FORM_LIMITS.cardPayPasswordMax)
    return MSG.cardPayPasswordLength;
  if (!/^\d+$/.test(cardNo)) return MSG.cardNoDigits;
  return null;
}

/**
 * Ours: room for one more card of a kind (5 bank cards, 5 USDT addresses). The page hides the add button
 * at 5; the server refuses with 最多只能绑定5张银行卡 / 最多只能绑定5个USDT地址.
 */
export function checkCardCount(count: unknown, kind: 'bank' | 'usdt'): CheckResult {
  const n = toNumber(count);
  if (Number.isFinite(n) && n < FORM_LIMITS.maxCardsPerKind) return null;
  return kind === 'usdt' ? MSG.usdtAddressLimit : MSG.bankCardLimit;
}
