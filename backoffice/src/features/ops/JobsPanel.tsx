import { Card, Tabs } from 'antd';
import { useMe } from '../auth/api';
import { JobsTable } from './JobsTable';
import { LedgerCheck } from './LedgerCheck';

/** 定时任务与对账: the jobs (super) and the ledger check (finance and super); finance sees only the check. */
export function JobsPanel() {
  const me = useMe();
  const role = me.data?.role;
  if (!role) return null;
  const ledger = { key: 'ledger', label: '账务核对', children: <LedgerCheck /> };
  const items = role === 'super' ? [{ key: 'jobs', label: '定时任务', children: <JobsTable /> }, ledger] : [ledger];
  return (
    <Card title="定时任务与对账">
      <Tabs items={items} destroyOnHidden />
    </Card>
  );
}
