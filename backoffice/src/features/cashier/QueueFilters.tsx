import { SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import type { QueueFilter, QueueKind } from './api';

const WAYS: Record<QueueKind, { label: string; value: string | number }[]> = {
  deposits: [
    { label: '银行卡转账', value: 'bank' },
    { label: 'USDT', value: 'usdt' },
    { label: '微信支付', value: 'wxpay' },
    { label: '支付宝', value: 'alipay' },
    { label: '人工充值', value: 'manual' },
  ],
  withdrawals: [
    { label: '银行卡', value: 1 },
    { label: 'USDT', value: 2 },
  ],
};

interface Values {
  player?: string;
  way?: string | number;
  amount_min?: number | null;
  amount_max?: number | null;
  days?: [Dayjs | null, Dayjs | null] | null;
}

type Picked = Pick<QueueFilter, 'player' | 'paytype' | 'card_type' | 'amount_min' | 'amount_max' | 'from' | 'to'>;

/** The queue's search bar: the player, the way, an amount range and a range of (Shanghai) days; the server filters. */
export function QueueFilters({ kind, onSearch }: { kind: QueueKind; onSearch: (f: Picked) => void }) {
  const [form] = Form.useForm<Values>();
  const submit = (v: Values) =>
    onSearch({
      player: v.player?.trim() || undefined,
      paytype: kind === 'deposits' && v.way ? String(v.way) : undefined,
      card_type: kind === 'withdrawals' && v.way ? Number(v.way) : undefined,
      amount_min: v.amount_min == null ? undefined : v.amount_min.toFixed(2),
      amount_max: v.amount_max == null ? undefined : v.amount_max.toFixed(2),
      from: v.days?.[0]?.format('YYYY-MM-DD'),
      to: v.days?.[1]?.format('YYYY-MM-DD'),
    });
  return (
    <Form form={form} layout="inline" onFinish={submit} style={{ marginBottom: 16, rowGap: 8 }}>
      <Form.Item name="player">
        <Input allowClear placeholder="玩家 ID 或用户名" style={{ width: 150 }} aria-label="玩家" />
      </Form.Item>
      <Form.Item name="way">
        <Select allowClear placeholder="方式" options={WAYS[kind]} style={{ width: 110 }} aria-label="方式" />
      </Form.Item>
      <Form.Item>
        <Space.Compact>
          <Form.Item name="amount_min" noStyle>
            <InputNumber min={0} precision={2} placeholder="最小金额" style={{ width: 95 }} aria-label="最小金额" />
          </Form.Item>
          <Form.Item name="amount_max" noStyle>
            <InputNumber min={0} precision={2} placeholder="最大金额" style={{ width: 95 }} aria-label="最大金额" />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item name="days">
        <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: 230 }} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              submit({});
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
