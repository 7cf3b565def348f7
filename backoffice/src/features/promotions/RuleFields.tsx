import { Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import { bound, decimalRules, moneyRules, toRange, type Range } from './fields';
import { TimeRange } from './TimeRange';
import type { RedpacketRule, RedpacketRuleBody } from './types';

/** The rule dialog's form: the rule with its dates as one range. */
export interface RuleValues {
  window: Range;
  recharge: string;
  day_flow: number;
  flow_money: string;
  min_prize: string;
  max_prize: string;
  enabled: boolean;
}

export const NEW_RULE: Partial<RuleValues> = { day_flow: 1, flow_money: '1', enabled: true };

const AMOUNTS = ['recharge', 'flow_money', 'min_prize', 'max_prize'];

export const ruleValues = (r: RedpacketRule): RuleValues => ({ ...r, window: toRange(r.start_time, r.end_time) });

/** The whole rule as the server takes it. */
export function ruleBody(v: RuleValues): Required<RedpacketRuleBody> {
  return {
    start_time: bound(v.window, 0) ?? '',
    end_time: bound(v.window, 1) ?? '',
    recharge: v.recharge.trim(),
    day_flow: v.day_flow,
    flow_money: v.flow_money.trim(),
    min_prize: v.min_prize.trim(),
    max_prize: v.max_prize.trim(),
    enabled: v.enabled,
  };
}

/** Only what changed (amounts compared as numbers: '100' is '100.00'). */
export function ruleChanges(rule: RedpacketRule, body: Required<RedpacketRuleBody>): RedpacketRuleBody {
  const changed = Object.entries(body).filter(([k, v]) => {
    const was = rule[k as keyof RedpacketRuleBody];
    return AMOUNTS.includes(k) ? Number(v) !== Number(was) : v !== was;
  });
  return Object.fromEntries(changed) as RedpacketRuleBody;
}

const maxRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: async (_r: unknown, v: string | undefined) => {
    const min = Number(getFieldValue('min_prize'));
    if (v && Number.isFinite(min) && Number(v) < min) throw new Error('最高红包金额不能低于最低红包金额');
  },
});

/** The fields of a red-packet rule, checked as the server checks them (dates, amounts, max ≥ min). */
export function RuleFields() {
  return (
    <>
      <Form.Item
        name="window"
        label="有效期（北京时间）"
        rules={[
          {
            validator: async (_r, v: Range) => {
              if (!v?.[0] || !v?.[1]) throw new Error('请选择开始和结束时间');
              if (v[1].isBefore(v[0])) throw new Error('结束时间不能早于开始时间');
            },
          },
        ]}
      >
        <TimeRange />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="recharge" label="前一日累计充值" rules={moneyRules('累计充值金额')}>
            <Input suffix="元" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="day_flow" label="每日次数" rules={[{ required: true, message: '请输入每日次数' }]}>
            <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="min_prize" label="最低红包金额" rules={moneyRules('最低红包金额')}>
            <Input suffix="元" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="max_prize"
            label="最高红包金额"
            dependencies={['min_prize']}
            rules={[...moneyRules('最高红包金额'), maxRule]}
          >
            <Input suffix="元" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="flow_money"
            label="流水倍数"
            extra="领取后需完成红包金额 × 倍数的流水"
            rules={decimalRules('流水倍数', 1000)}
          >
            <Input suffix="倍" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="enabled" label="启用" valuePropName="checked">
            <Switch checkedChildren="启用" unCheckedChildren="停用" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
