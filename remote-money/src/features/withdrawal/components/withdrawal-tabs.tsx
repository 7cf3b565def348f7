import type { WithdrawalTab } from '@h5/shared';
import { Tabs } from '@h5/shared/antd';
import { WITHDRAWAL_TAB_LABELS } from '@h5/shared/types';
import { NamedTabs } from '@h5/shared/ui';
import './withdrawal-tabs.css';

const TABS: WithdrawalTab[] = [1, 2];

/** USDT提现 (1) and 银行卡提现 (2): antd-mobile's Tabs (no panes) drawn as a pill switch. */
export function WithdrawalTabs({ tab, onChange }: { tab: WithdrawalTab; onChange: (tab: WithdrawalTab) => void }) {
  return (
    <NamedTabs
      label="取款方式"
      className="withdrawal-tabs"
      activeKey={String(tab)}
      onChange={(key) => onChange(Number(key) as WithdrawalTab)}
    >
      {TABS.map((t) => (
        <Tabs.Tab key={String(t)} title={WITHDRAWAL_TAB_LABELS[t]} />
      ))}
    </NamedTabs>
  );
}
