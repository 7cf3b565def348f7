import { Link } from '@h5/shared';
import { PAGES } from '@h5/shared/paths';
import { DEPOSIT_LIMIT_OFFER_TEXT } from '@h5/shared/ui';
import { WalletIcon } from '../../../components/wallet-icons';

/** The card offering a deposit limit before the first deposit: 去设置 (/responsible) or × (not again on this device). */
export function DepositLimitTip({ onDismiss }: { onDismiss: () => void }) {
  return (
    <section className="recharge-limit-tip" aria-label="理性娱乐提示">
      <WalletIcon name="shield" size={20} />
      <p>
        <b>理性娱乐</b>
        {DEPOSIT_LIMIT_OFFER_TEXT}
      </p>
      <Link to={PAGES.responsibleGaming} className="recharge-limit-tip__go" onClick={onDismiss}>
        去设置
      </Link>
      <button type="button" className="recharge-limit-tip__close" aria-label="不再提示" onClick={onDismiss}>
        ×
      </button>
    </section>
  );
}
