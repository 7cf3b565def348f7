import type { WithdrawalTab } from '@h5/shared';
import { WITHDRAWAL_TAB_LABELS } from '@h5/shared/types';

const TABS: WithdrawalTab[] = [1, 2];

/** USDT提现 (1) and 银行卡提现 (2). */
export function WithdrawalTabs({ tab, onChange }: { tab: WithdrawalTab; onChange: (tab: WithdrawalTab) => void }) {
  return (
    <div className="withdrawal-tabs" role="tablist" aria-label="取款方式">
      {TABS.map((t) => (
        <button
          key={t}
          type="button"
          role="tab"
          aria-selected={t === tab}
          className={t === tab ? 'is-active' : ''}
          onClick={() => onChange(t)}
        >
          {WITHDRAWAL_TAB_LABELS[t]}
        </button>
      ))}
    </div>
  );
}
