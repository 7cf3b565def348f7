import { Table, type TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { shownTime } from '../../lib/time';
import { SignedAmount, shownYuan, walletName } from './money';

/** A ledger line: the full ledger's posting, or the detail's recent line (no balance after). */
interface Line {
  entry_id: number;
  kind: string;
  kind_label?: string;
  wallet: string;
  amount: string;
  balance_after?: string;
  memo: string | null;
  created_at: string;
}

/** A player's ledger lines, newest first: the 资金流水 tab (server-paged) and the recent lines of the detail. */
export function LedgerTable<T extends Line>({
  rows,
  loading,
  venues,
  pagination = false,
  emptyText,
}: {
  rows: T[];
  loading: boolean;
  venues: { platname: string; name: string }[];
  pagination?: TablePaginationConfig | false;
  emptyText: string;
}) {
  const withBalance = rows.some((r) => r.balance_after !== undefined);
  const columns: ColumnsType<T> = [
    { title: '时间', dataIndex: 'created_at', width: 170, render: shownTime },
    { title: '流水号', dataIndex: 'entry_id', width: 90 },
    { title: '类型', key: 'kind', width: 110, render: (_v, r) => r.kind_label ?? r.kind },
    { title: '钱包', dataIndex: 'wallet', width: 110, render: (w: string) => walletName(w, venues) },
    {
      title: '金额',
      dataIndex: 'amount',
      align: 'right',
      width: 120,
      render: (a: string) => <SignedAmount value={a} />,
    },
    ...(withBalance
      ? [{ title: '变动后余额', dataIndex: 'balance_after', align: 'right' as const, width: 130, render: shownYuan }]
      : []),
    { title: '备注', dataIndex: 'memo', ellipsis: true, render: (m: string | null) => m || '—' },
  ];
  return (
    <Table<T>
      rowKey={(r) => `${r.entry_id}-${r.wallet}`}
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 820 }}
      pagination={pagination}
      locale={{ emptyText }}
    />
  );
}
