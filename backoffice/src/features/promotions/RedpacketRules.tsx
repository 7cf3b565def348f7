import { App, Button, Space, Switch, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { promotionsApi, RULES_KEY, useRedpacketRules } from './api';
import { EditModal } from './EditModal';
import { DeleteButton, ListCard } from './ListCard';
import { OWNER_TEXT, useRoles } from './roles';
import { NEW_RULE, ruleBody, ruleChanges, RuleFields, ruleValues, type RuleValues } from './RuleFields';
import type { RedpacketRule, RedpacketRuleBody } from './types';
import { useAction } from './useAction';

type Editing = null | 'new' | RedpacketRule;

/**
 * 红包规则: who may draw red packets and how many, by the deposits of the day before (GET /redpacket-rules). Finance
 * adds, edits, switches and deletes rules; the editor reads. The server checks the dates and amounts again.
 */
export function RedpacketRules() {
  const { message } = App.useApp();
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

  const submit = (v: RuleValues) => {
    const body = ruleBody(v);
    if (editing === 'new') return save.mutate(body);
    if (!editing) return;
    const diff = ruleChanges(editing, body);
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
          <DeleteButton what={`红包规则 #${r.id}`} onConfirm={() => remove.mutateAsync(r)} />
        </Space>
      ),
    });

  return (
    <ListCard
      title="红包规则"
      refresh={RULES_KEY}
      add={money ? { label: '新增规则', onClick: () => setEditing('new') } : undefined}
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
      <EditModal<RuleValues>
        open={editing !== null}
        title={editing === 'new' ? '新增红包规则' : `编辑红包规则 #${editing?.id ?? ''}`}
        width={600}
        initialValues={editing && editing !== 'new' ? ruleValues(editing) : NEW_RULE}
        pending={save.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={submit}
      >
        <RuleFields />
      </EditModal>
    </ListCard>
  );
}
