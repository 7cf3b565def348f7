import { Descriptions, Divider, Drawer, Empty, Flex, Table, Tag, Typography } from 'antd';
import type { Deposit, Withdrawal } from '../../api/types';
import { shownTime } from '../../lib/time';
import { usePlayer } from './api';
import { StateTag } from './StateTag';

type AnyOrder = Deposit | Withdrawal;
const isDeposit = (o: AnyOrder): o is Deposit => 'deposit_no' in o;

const KIND_LABEL: Record<string, string> = {
  deposit: '充值',
  withdrawal: '取款',
  withdrawal_paid: '取款已支付',
  withdrawal_rejected: '取款退回',
  transfer_in: '转入场馆',
  transfer_out: '转出场馆',
  adjustment: '人工调整',
  rebate: '返水',
  redpacket: '红包',
  promotion: '活动奖励',
};

/** An order and its player: balance, turnover, and the last 20 ledger lines (GET /users/:id). */
export function OrderDrawer({
  order,
  actions,
  onClose,
}: {
  order: AnyOrder | null;
  actions: React.ReactNode;
  onClose: () => void;
}) {
  const player = usePlayer(order?.user_id);
  const p = player.data;
  return (
    <Drawer
      open={order !== null}
      onClose={onClose}
      size={560}
      title={
        order
          ? `${isDeposit(order) ? '充值' : '取款'}订单 ${isDeposit(order) ? order.deposit_no : order.out_trade_no}`
          : ''
      }
      extra={order?.state === 1 ? actions : null}
      destroyOnHidden
    >
      {order && (
        <Flex vertical gap={8}>
          <Descriptions
            size="small"
            column={2}
            bordered
            items={[
              { key: 'state', label: '状态', children: <StateTag order={order} /> },
              { key: 'amount', label: '金额', children: <Typography.Text strong>¥{order.amount}</Typography.Text> },
              { key: 'player', label: '玩家', children: `${order.username}（ID ${order.user_id}）` },
              { key: 'way', label: '方式', children: order.pay_way },
              ...(isDeposit(order)
                ? [
                    {
                      key: 'bank',
                      label: '付款信息',
                      span: 2,
                      children: [order.bank, order.bank_owner, order.bank_no].filter(Boolean).join(' / ') || '—',
                    },
                    ...(order.usdt_amount
                      ? [
                          {
                            key: 'usdt',
                            label: 'USDT',
                            span: 2,
                            children: `${order.usdt_amount}（汇率 ${order.usdt_rate}）`,
                          },
                        ]
                      : []),
                  ]
                : [
                    {
                      key: 'bank',
                      label: '收款账户',
                      span: 2,
                      children: [order.bank, order.bank_owner, order.bank_no].filter(Boolean).join(' / ') || '—',
                    },
                    ...(order.usdt_amount
                      ? [
                          {
                            key: 'usdt',
                            label: 'USDT',
                            span: 2,
                            children: `${order.usdt_amount}（手续费 ${order.usdt_fee}，实到 ${order.usdt_actual ?? '—'}）`,
                          },
                        ]
                      : []),
                  ]),
              { key: 'created', label: '提交时间', children: shownTime(order.created_at) },
              { key: 'reviewed', label: '审核时间', children: shownTime(order.reviewed_at) },
              ...(order.reason ? [{ key: 'reason', label: '拒绝原因', span: 2, children: order.reason }] : []),
            ]}
          />
          <Divider titlePlacement="start" style={{ marginBlock: 12 }}>
            玩家
          </Divider>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'balance', label: '中心钱包', children: p ? `¥${p.balance}` : '…' },
              { key: 'games', label: '场馆余额', children: p ? `¥${p.gameblance}` : '…' },
              { key: 'paysum', label: '累计充值', children: p ? `¥${p.paysum}` : '…' },
              { key: 'bet', label: '未完成流水', children: p ? `¥${p.bet_amount}` : '…' },
              { key: 'vip', label: 'VIP', children: p ? `VIP${p.vip}` : '…' },
              {
                key: 'locked',
                label: '账号',
                children: p ? p.locked ? <Tag color="red">已锁定</Tag> : <Tag color="green">正常</Tag> : '…',
              },
            ]}
          />
          <Typography.Text strong>最近 20 条账变</Typography.Text>
          <Table
            size="small"
            rowKey={(r) => `${r.entry_id}-${r.wallet}`}
            loading={player.isLoading}
            dataSource={p?.recent_ledger ?? []}
            pagination={false}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无账变" /> }}
            columns={[
              { title: '时间', dataIndex: 'created_at', width: 150 },
              { title: '类型', dataIndex: 'kind', render: (k: string) => KIND_LABEL[k] ?? k },
              { title: '备注', dataIndex: 'memo', ellipsis: true, render: (m: string | null) => m || '—' },
              { title: '钱包', dataIndex: 'wallet', render: (w: string) => (w === 'central' ? '中心钱包' : w) },
              {
                title: '金额',
                dataIndex: 'amount',
                align: 'right',
                render: (a: string) => (
                  <Typography.Text type={a.startsWith('-') ? 'danger' : 'success'}>
                    {a.startsWith('-') ? a : `+${a}`}
                  </Typography.Text>
                ),
              },
            ]}
          />
        </Flex>
      )}
    </Drawer>
  );
}
