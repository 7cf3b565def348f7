import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Row,
  Space,
  Switch,
  Table,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { promotionsApi, RULES_KEY, useRedpacketRules } from './api';
import { EditModal } from './EditModal';
import { bound, decimalRules, moneyRules, toRange, type Range } from './fields';
import { OWNER_TEXT, useRoles } from './roles';
import type { RedpacketRule, RedpacketRuleBody } from './types';
import { TimeRange } from './TimeRange';
import { useAction } from './useAction';

interface Values {
  window: Range;
  recharge: string;
  day_flow: number;
  flow_money: string;
  min_prize: string;
  max_prize: string;
  enabled: boolean;
}
type Editing = null | 'new' | RedpacketRule;

const MONEY_KEYS = ['recharge', 'flow_money', 'min_prize', 'max_prize'] as const;

const toValues = (r: RedpacketRule): Values => ({ ...r, window: toRange(r.start_time, r.end_time) });

/** The whole rule as the server takes it. */
function bodyOf(v: Values): Required<RedpacketRuleBody> {
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

/** Only what changed (amounts compared as numbers). */
function changes(rule: RedpacketRule, body: Required<RedpacketRuleBody>): RedpacketRuleBody {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body) as [keyof RedpacketRuleBody, string | number | boolean][]) {
    const was = rule[k];
    const same = (MONEY_KEYS as readonly string[]).includes(k) ? Number(v) === Number(was) : v === was;
    if (!same) out[k] = v;
  }
  return out as RedpacketRuleBody;
}

/**
 * 红包规则: who may draw red packets and how many, by the deposits of the day before (GET /redpacket-rules). Finance
 * adds, edits, switches and deletes rules; the editor reads. The server checks the dates and amounts again.
 */
export function RedpacketRules() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { money } = useRoles();
  const rules = useRedpacketRules();
  const [editing, setEditing] = useState<Editing>(null);
  const invalidate = [RULES_KEY];

  const save = useAction({
    fn: (body: RedpacketRuleBody) =>
      editing && editing !== 'new' ? promotionsApi.updateRule(editing.id, body) : promotionsApi.createRule(body),
    invalidate,
    success: (r) => `红包规则 #${r.id} 已保存`,
    done: () => setEditing(null),
  });
  const toggle = useAction({
    fn: (r: RedpacketRule) => promotionsApi.updateRule(r.id, { enabled: !r.enabled }),
    invalidate,
    success: (r) => `红包规则 #${r.id} 已${r.enabled ? '启用' : '停用'}`,
  });
  const remove = useAction({
    fn: (r: RedpacketRule) => promotionsApi.deleteRule(r.id),
    invalidate,
    success: (_d, r) => `红包规则 #${r.id} 已删除`,
  });

  const submit = (v: Values) => {
    const body = bodyOf(v);
    if (editing === 'new') return save.mutate(body);
    if (!editing) return;
    const diff = changes(editing, body);
    if (Object.keys(diff).length > 0) return save.mutate(diff);
    void message.info('没有修改');
    setEditing(null);
  };

  const columns: ColumnsType<RedpacketRule> = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    {
      title: '有效期（北京时间）',
      key: 'window',
      width: 190,
      render: (_v, r) => (
        <Typography.Text style={{ whiteSpace: 'nowrap' }}>
          {r.start_time}
          <br />至 {r.end_time}
        </Typography.Text>
      ),
    },
    { title: '前一日累计充值', dataIndex: 'recharge', align: 'right', render: (v: string) => `≥ ${v} 元` },
    { title: '每日次数', dataIndex: 'day_flow', align: 'right', width: 90 },
    {
      title: '单个红包金额',
      key: 'prize',
      align: 'right',
      render: (_v, r) => `${r.min_prize} – ${r.max_prize} 元`,
    },
    { title: '流水倍数', dataIndex: 'flow_money', align: 'right', width: 90, render: (v: string) => `${v} 倍` },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 90,
      render: (on: boolean, r) => (
        <Switch
          checked={on}
          checkedChildren="启用"
          unCheckedChildren="停用"
          disabled={!money}
          loading={toggle.isPending && toggle.variables?.id === r.id}
          aria-label={`红包规则 #${r.id} 启用`}
          onChange={() => toggle.mutate(r)}
        />
      ),
    },
  ];
  if (money)
    columns.push({
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_v, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(r)}>
            编辑
          </Button>
          <Popconfirm
            title={`删除红包规则 #${r.id}？`}
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => remove.mutateAsync(r).catch(() => undefined)}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    });

  return (
    <Card
      title="红包规则"
      extra={
        <Space>
          <Button
            icon={<ReloadOutlined />}
            aria-label="刷新"
            onClick={() => void queryClient.invalidateQueries({ queryKey: RULES_KEY })}
          />
          {money && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              新增规则
            </Button>
          )}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        玩家每天 10:00–12:00 抢红包：前一日 12:00 至当日 10:00
        确认的充值达到门槛即可领取，同时满足多条规则时取次数最多的一条。
        {money ? '' : OWNER_TEXT.money}
      </Typography.Paragraph>
      <Table<RedpacketRule>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rules.data ?? []}
        loading={rules.isLoading}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: rules.isError ? rules.error.message : '暂无红包规则' }}
      />
      <EditModal<Values>
        open={editing !== null}
        title={editing === 'new' ? '新增红包规则' : `编辑红包规则 #${editing?.id ?? ''}`}
        width={600}
        initialValues={
          editing && editing !== 'new' ? toValues(editing) : { day_flow: 1, flow_money: '1', enabled: true }
        }
        pending={save.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={submit}
      >
        <Form.Item
          name="window"
          label="有效期（北京时间）"
          rules={[
            {
              validator: async (_r, v: Range) => {
                if (!v?.[0] || !v?.[1]) throw new Error('请选择开始和结束时间');
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
              rules={[
                ...moneyRules('最高红包金额'),
                ({ getFieldValue }) => ({
                  validator: async (_r, v: string | undefined) => {
                    const min = Number(getFieldValue('min_prize'));
                    if (v && Number.isFinite(min) && Number(v) < min)
                      throw new Error('最高红包金额不能低于最低红包金额');
                  },
                }),
              ]}
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
      </EditModal>
    </Card>
  );
}
