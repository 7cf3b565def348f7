import { ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Badge,
  Button,
  Card,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Segmented,
  Space,
  Table,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import type { Deposit, OrderState, Withdrawal } from '../../api/types';
import { shownTime } from '../../lib/time';
import { cashierApi, type Order, type QueueFilter, type QueueKind, QUEUE_REFETCH_MS, useQueue } from './api';
import { OrderDrawer } from './OrderDrawer';
import { QueueFilters } from './QueueFilters';
import { StateTag } from './StateTag';

const TEXT = {
  deposits: {
    title: '待审充值',
    no: 'deposit_no',
    approve: '确认入账',
    done: '已入账',
    confirmAsk: '确认已收到这笔款项并入账？',
  },
  withdrawals: {
    title: '待审取款',
    no: 'out_trade_no',
    approve: '通过',
    done: '已支付',
    confirmAsk: '确认已向玩家付款并通过这笔取款？',
  },
} as const;

const numberOf = <K extends QueueKind>(kind: K, o: Order<K>) =>
  kind === 'deposits' ? (o as Deposit).deposit_no : (o as Withdrawal).out_trade_no;

/**
 * A live review queue (GET /deposits or /withdrawals, asked again every 5 s, held still while an order's confirmation
 * is open): filter by state, server paging, a
 * detail drawer with the player's recent ledger, approve or reject (a reason is required). When another cashier got
 * there first the server's 409 message is shown as-is and the queue is asked again.
 */
export function OrderQueue<K extends QueueKind>({ kind }: { kind: K }) {
  const text = TEXT[kind];
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<QueueFilter>({ state: 1, page: 1, per_page: 20 });
  const [open, setOpen] = useState<Order<K> | null>(null);
  const [rejecting, setRejecting] = useState<Order<K> | null>(null);
  // the order whose 确认入账/通过 confirmation is open: the queue holds still meanwhile (useQueue)
  // ('row' or 'drawer' and the order's id: the drawer shows the same buttons as the row)
  const [confirming, setConfirming] = useState<string | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const queue = useQueue(kind, filter, { paused: confirming !== null });

  const refresh = () => queryClient.invalidateQueries({ queryKey: [kind] });
  const onError = (err: Error) => {
    message.error(err.message);
    if (err instanceof ApiError && (err.status === 409 || err.status === 404)) {
      setOpen(null);
      setRejecting(null);
    }
    void refresh();
  };
  const approve = useMutation({
    mutationFn: (o: Order<K>) =>
      kind === 'deposits'
        ? cashierApi.confirmDeposit(numberOf(kind, o))
        : cashierApi.approveWithdrawal(numberOf(kind, o)),
    onSuccess: (_d, o) => {
      message.success(`${numberOf(kind, o)} ${text.done}`);
      setOpen(null);
      void refresh();
      void queryClient.invalidateQueries({ queryKey: ['player', o.user_id] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onError,
  });
  const reject = useMutation({
    mutationFn: ({ o, reason }: { o: Order<K>; reason: string }) =>
      kind === 'deposits'
        ? cashierApi.rejectDeposit(numberOf(kind, o), reason)
        : cashierApi.rejectWithdrawal(numberOf(kind, o), reason),
    onSuccess: (_d, { o }) => {
      message.success(`${numberOf(kind, o)} 已拒绝`);
      setRejecting(null);
      setOpen(null);
      form.resetFields();
      void refresh();
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onError,
  });

  const actions = (o: Order<K>, place: 'row' | 'drawer') => (
    <Space size={4} onClick={(e) => e.stopPropagation()}>
      <Popconfirm
        title={text.confirmAsk}
        okText={text.approve}
        cancelText="取消"
        open={confirming === `${place}-${o.id}`}
        onOpenChange={(isOpen) => setConfirming(isOpen ? `${place}-${o.id}` : null)}
        onConfirm={() => {
          setConfirming(null);
          approve.mutate(o);
        }}
      >
        <Button type="primary" size="small" loading={approve.isPending && approve.variables === o}>
          {text.approve}
        </Button>
      </Popconfirm>
      <Button danger size="small" onClick={() => setRejecting(o)}>
        拒绝
      </Button>
    </Space>
  );

  const columns: ColumnsType<Order<K>> = [
    {
      title: '订单号',
      key: 'no',
      render: (_v, o) => <Typography.Text copyable>{numberOf(kind, o)}</Typography.Text>,
      width: 210,
    },
    { title: '玩家', dataIndex: 'username', render: (u: string, o) => `${u}（${o.user_id}）` },
    {
      title: '方式',
      dataIndex: 'pay_way',
      width: 110,
      render: (w: string) => <span style={{ whiteSpace: 'nowrap' }}>{w}</span>,
    },
    {
      title: '金额',
      dataIndex: 'amount',
      align: 'right',
      width: 130,
      render: (a: string, o) => (
        <Flex vertical align="flex-end">
          <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
            ¥{a}
          </Typography.Text>
          {o.usdt_amount && <Typography.Text type="secondary">{o.usdt_amount} USDT</Typography.Text>}
        </Flex>
      ),
    },
    { title: '状态', key: 'state', render: (_v, o) => <StateTag order={o} /> },
    { title: '提交时间', dataIndex: 'created_at', render: shownTime, width: 170 },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      render: (_v, o) =>
        o.state === 1 ? (
          actions(o, 'row')
        ) : (
          <Typography.Text type="secondary">{shownTime(o.reviewed_at)}</Typography.Text>
        ),
    },
  ];

  return (
    <Card
      title={
        <Space>
          {text.title}
          <Badge count={filter.state === 1 ? queue.data?.total : 0} overflowCount={999} />
        </Space>
      }
      extra={
        <Space wrap>
          <Typography.Text type="secondary" className="bo-hide-narrow">
            {confirming === null ? `每 ${QUEUE_REFETCH_MS / 1000} 秒自动刷新` : '确认中，暂停自动刷新'}
          </Typography.Text>
          <Segmented<OrderState | 0>
            value={filter.state ?? 0}
            onChange={(v) => setFilter({ ...filter, state: v === 0 ? undefined : v, page: 1 })}
            options={[
              { label: '待审核', value: 1 },
              { label: text.done, value: 2 },
              { label: '已拒绝', value: 3 },
              { label: '全部', value: 0 },
            ]}
          />
          <Button icon={<ReloadOutlined />} onClick={() => void refresh()} aria-label="刷新" />
        </Space>
      }
    >
      <QueueFilters
        kind={kind}
        onSearch={(f) => setFilter((prev) => ({ state: prev.state, per_page: prev.per_page, ...f, page: 1 }))}
      />
      <Table<Order<K>>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={queue.data?.data ?? []}
        loading={queue.isLoading}
        scroll={{ x: 900 }}
        onRow={(o) => ({ onClick: () => setOpen(o), style: { cursor: 'pointer' } })}
        locale={{ emptyText: queue.isError ? queue.error.message : filter.state === 1 ? '暂无待审核订单' : '暂无订单' }}
        pagination={{
          current: filter.page,
          pageSize: filter.per_page,
          total: queue.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100],
          showTotal: (t) => `共 ${t} 条`,
          onChange: (page, per_page) => setFilter({ ...filter, page, per_page }),
        }}
      />
      <OrderDrawer order={open} actions={open ? actions(open, 'drawer') : null} onClose={() => setOpen(null)} />
      <Modal
        open={rejecting !== null}
        title={rejecting ? `拒绝订单 ${numberOf(kind, rejecting)}` : ''}
        okText="确认拒绝"
        okButtonProps={{ danger: true, loading: reject.isPending }}
        cancelText="取消"
        onOk={() => form.submit()}
        onCancel={() => setRejecting(null)}
        destroyOnHidden
        forceRender
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) => rejecting && reject.mutate({ o: rejecting, reason: v.reason.trim() })}
        >
          <Form.Item
            name="reason"
            label="拒绝原因（玩家可见）"
            rules={[{ required: true, whitespace: true, message: '请填写拒绝原因' }, { max: 200 }]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount placeholder="例如：未收到款项，请核对后重新提交" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
