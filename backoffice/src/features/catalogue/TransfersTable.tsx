import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { shownTime } from '../../lib/time';
import { catalogueApi, TRANSFERS_KEY, useAction, useTransfers, useVenues } from './api';
import { SOURCE_LABEL, TRANSFER_STATE } from './labels';
import type { Transfer, TransferState } from './types';

/** The server's words for each outcome (plugins/app/venues/admin-transfers.ts ADMIN_VENUE_MESSAGES.reconciled). */
const OUTCOME: Record<string, string> = {
  completed: '场馆已确认，转账已完成',
  refunded: '场馆未确认，资金已退回',
  pending: '场馆仍无法确认，请稍后再试',
  already: '该转账已结算，无需处理',
};

const STATES: { value: TransferState | ''; label: string }[] = [
  { value: 2, label: '处理中' },
  { value: '', label: '全部' },
  { value: 1, label: '已完成' },
  { value: 0, label: '已退回' },
];

/**
 * 转账对账 (finance): the venue transfers, pending first (server-paged, 10 a page); 对账 asks the venue about one now
 * (as the 30-s job does after 10 s) and settles it when it can: completed, refunded, or still unknown.
 */
export function TransfersTable() {
  const [filter, setFilter] = useState<{ page: number; state: TransferState | '' }>({ page: 1, state: 2 });
  const transfers = useTransfers(filter);
  const venues = useVenues();
  const reconcile = useAction(
    [TRANSFERS_KEY],
    (t: Transfer) => catalogueApi.reconcile(t.out_trade_no),
    (r) => `${r.out_trade_no}：${OUTCOME[r.outcome] ?? r.outcome}`,
  );
  const venueName = (p: string) => venues.data?.find((v) => v.platname === p)?.name ?? p;

  const columns: ColumnsType<Transfer> = [
    {
      title: '单号',
      dataIndex: 'out_trade_no',
      width: 215,
      render: (no: string) => (
        <Typography.Text copyable style={{ whiteSpace: 'nowrap' }}>
          {no}
        </Typography.Text>
      ),
    },
    {
      title: '玩家',
      dataIndex: 'username',
      width: 130,
      render: (u: string, t) => (
        <Flex vertical>
          <span>{u || '—'}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            ID {t.user_id}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '转账',
      dataIndex: 'amount',
      width: 120,
      render: (a: string, t) => (
        <Flex vertical style={{ whiteSpace: 'nowrap' }}>
          <Typography.Text strong>{a}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {`${t.direction === 'in' ? '转入' : '转出'} ${venueName(t.platname)}`}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '状态',
      dataIndex: 'state',
      width: 150,
      render: (s: TransferState, t) => (
        <Space orientation="vertical" size={0}>
          <Tag color={TRANSFER_STATE[s].color}>{TRANSFER_STATE[s].label}</Tag>
          {t.reason && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t.reason}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: '来源',
      dataIndex: 'source',
      width: 90,
      render: (src: string, t) => (
        <Flex vertical style={{ whiteSpace: 'nowrap' }}>
          <span>{SOURCE_LABEL[src] ?? src}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            询问 {t.attempts} 次
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '时间',
      dataIndex: 'created_at',
      width: 170,
      render: (c: string, t) => (
        <Flex vertical>
          <span>{shownTime(c)}</span>
          {t.settled_at && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              结算 {t.settled_at}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 70,
      fixed: 'right',
      render: (_v, t) =>
        t.state === 2 ? (
          <Button
            size="small"
            loading={reconcile.isPending && reconcile.variables?.out_trade_no === t.out_trade_no}
            onClick={() => reconcile.mutate(t)}
          >
            对账
          </Button>
        ) : null,
    },
  ];

  return (
    <Card
      title="转账对账"
      extra={<Button icon={<ReloadOutlined />} aria-label="刷新" onClick={() => void transfers.refetch()} />}
    >
      <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
        <Typography.Text id="transfer-state-label">状态</Typography.Text>
        <Segmented<TransferState | ''>
          aria-labelledby="transfer-state-label"
          options={STATES}
          value={filter.state}
          onChange={(state) => setFilter({ page: 1, state })}
        />
      </Flex>
      <Table<Transfer>
        rowKey="out_trade_no"
        size="middle"
        columns={columns}
        dataSource={transfers.data?.data ?? []}
        loading={transfers.isFetching}
        scroll={{ x: 945 }}
        locale={{
          emptyText: transfers.isError ? transfers.error.message : filter.state === 2 ? '没有处理中的转账' : '暂无转账',
        }}
        pagination={{
          current: filter.page,
          pageSize: transfers.data?.per_page ?? 10,
          total: transfers.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (page) => setFilter({ ...filter, page }),
        }}
      />
    </Card>
  );
}
