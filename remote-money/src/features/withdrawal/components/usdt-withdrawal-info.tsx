import type { SavedCard, UserInfo } from '@h5/shared';
import { usdtActualReceived, usdtEquivalent, usdtWithdrawFee } from '@h5/shared/money';
import { protocolOf } from '../../../lib/usdt-protocol';

/**
 * The USDT tab's figures: the fee of the chosen address's protocol (TRC20 until one is chosen), the equivalent of the
 * amount and the amount received (both rounded down), and the rate.
 */
export function UsdtWithdrawalInfo({
  user,
  card,
  amount,
}: {
  user: UserInfo | null;
  card: SavedCard | null;
  amount: string;
}) {
  const fee = usdtWithdrawFee(protocolOf(card), user);
  const rate = user?.withdrawusdtrate;
  return (
    <section className="money-section withdrawal-usdt" data-testid="usdt-info">
      <p className="money-kv">
        <span>手续费</span>
        <b data-testid="usdt-fee">{fee} USDT</b>
      </p>
      <p className="money-kv">
        <span>约合USDT</span>
        <b data-testid="usdt-equivalent">{usdtEquivalent(amount, rate)} USDT</b>
      </p>
      <p className="money-kv">
        <span>参考汇率</span>
        <b>1 USDT ≈ {rate || '--'} CNY</b>
      </p>
      <p className="money-kv">
        <span>实际到账</span>
        <b className="is-brand" data-testid="usdt-received">
          {usdtActualReceived(amount, rate, fee)} USDT
        </b>
      </p>
    </section>
  );
}
