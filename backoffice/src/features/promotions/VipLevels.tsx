import { App, Button, Col, Divider, Form, Input, Row, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { promotionsApi, useVipLevels, VIP_KEY } from './api';
import { EditModal } from './EditModal';
import { ListCard } from './ListCard';
import { decimalRules, moneyRules } from './fields';
import { OWNER_TEXT, useRoles } from './roles';
import { RATE_FIELDS, type VipLevel } from './types';
import { useAction } from './useAction';

type Values = Omit<VipLevel, 'level' | 'name'>;
const THRESHOLDS = [
  ['recharge', '累计存款'],
  ['flow', '累计流水'],
  ['retention_flow', '保级流水（90 天）'],
] as const;
const KEYS = [...THRESHOLDS.map(([k]) => k), ...RATE_FIELDS.map(([k]) => k)];

/** The fields that differ from the level as it is (numbers compared as numbers: '10' is '10.00'). */
const changed = (level: VipLevel, v: Values) =>
  Object.fromEntries(
    KEYS.filter((k) => Number(String(v[k]).trim()) !== Number(level[k])).map((k) => [k, String(v[k]).trim()]),
  ) as Partial<Values>;

/**
 * VIP 等级: the ten levels, what reaching each needs (deposits and turnover), what keeps it, and its rebate rates by
 * game category. Finance edits a level in a modal (PATCH /vip-levels/:level, only the changed fields); the editor
 * reads.
 */
export function VipLevels() {
  const { message } = App.useApp();
  const { money } = useRoles();
  const levels = useVipLevels();
  const [editing, setEditing] = useState<VipLevel | null>(null);
  const save = useAction({
    fn: ({ level, body }: { level: number; body: Partial<Values> }) => promotionsApi.updateVipLevel(level, body),
    invalidate: [VIP_KEY],
    success: (l) => `${l.name} 已更新`,
    done: () => setEditing(null),
  });

  const columns: ColumnsType<VipLevel> = [
    { title: '等级', dataIndex: 'name', width: 72, fixed: 'left' },
    ...THRESHOLDS.map(([key, title]) => ({ title, dataIndex: key, align: 'right' as const, width: 118 })),
    {
      title: '返水比例（%）',
      children: RATE_FIELDS.map(([key, title]) => ({ title, dataIndex: key, align: 'right' as const, width: 64 })),
    },
  ];
  if (money)
    columns.push({
      title: '操作',
      key: 'actions',
      width: 72,
      fixed: 'right',
      render: (_v, l) => (
        <Button type="link" size="small" onClick={() => setEditing(l)} aria-label={`编辑 ${l.name}`}>
          编辑
        </Button>
      ),
    });

  return (
    <ListCard title="VIP 等级" refresh={VIP_KEY}>
      <Typography.Paragraph type="secondary">
        玩家累计存款与累计流水同时达到下一等级的要求即升级（每天最多升一级）；等级 2 及以上 90
        天内流水低于保级流水则降一级。金额单位为元。{money ? '' : OWNER_TEXT.money}
      </Typography.Paragraph>
      <Table<VipLevel>
        rowKey="level"
        size="middle"
        bordered
        columns={columns}
        dataSource={levels.data ?? []}
        loading={levels.isLoading}
        pagination={false}
        scroll={{ x: 880 }}
        locale={{ emptyText: levels.isError ? levels.error.message : '暂无等级' }}
      />
      <EditModal<Values>
        open={editing !== null}
        title={`编辑 ${editing?.name ?? ''}`}
        width={640}
        initialValues={editing ?? undefined}
        pending={save.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={(v) => {
          if (!editing) return;
          const body = changed(editing, v);
          if (Object.keys(body).length === 0) {
            void message.info('没有修改');
            setEditing(null);
          } else save.mutate({ level: editing.level, body });
        }}
      >
        <Row gutter={16}>
          {THRESHOLDS.map(([key, label]) => (
            <Col span={8} key={key}>
              <Form.Item
                name={key}
                label={label}
                // level 1 is where every player starts, and keeping a level may need nothing: 0 allowed there
                rules={moneyRules(label, { zero: key === 'retention_flow' || editing?.level === 1 })}
              >
                <Input suffix="元" autoComplete="off" />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Divider titlePlacement="start" plain>
          返水比例（%）
        </Divider>
        <Row gutter={16}>
          {RATE_FIELDS.map(([key, label]) => (
            <Col span={8} key={key}>
              <Form.Item name={key} label={label} rules={decimalRules(`${label}返水比例`, 100)}>
                <Input suffix="%" autoComplete="off" />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </EditModal>
    </ListCard>
  );
}
