import { Button, Flex, Form, Input, InputNumber, Modal, Switch, Table, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { catalogueApi, CHANNELS_KEY, useAction, usePayChannels } from './api';
import { CHANNEL_LABEL, FINANCE_ONLY } from './labels';
import { Locked } from './Locked';
import { SortCell } from './SortCell';
import type { PayChannel } from './types';

/** yuan with at most 2 decimals, as the server takes it */
export const YUAN = /^\d{1,9}(\.\d{1,2})?$/;
const yuanRules = (what: string): Rule[] => [
  { required: true, whitespace: true, message: `请输入${what}` },
  { pattern: YUAN, message: `${what}须为金额（最多两位小数）` },
];

type Values = Pick<PayChannel, 'enabled' | 'min_price' | 'max_price' | 'sort'>;

/**
 * 支付通道 (finance changes, an editor reads): each deposit way's switch, single-deposit range (yuan) and order. The
 * range is edited in a Modal (min ≤ max checked here and by the server); only changed fields are sent.
 */
export function ChannelsTable({ locked }: { locked: boolean }) {
  const channels = usePayChannels();
  const [editing, setEditing] = useState<PayChannel | null>(null);
  const [form] = Form.useForm<Values>();
  const update = useAction(
    [CHANNELS_KEY],
    ({ c, body }: { c: PayChannel; body: Partial<Values> }) => catalogueApi.updateChannel(c.type, body),
    (c, { body }) =>
      body.enabled !== undefined && Object.keys(body).length === 1
        ? `${CHANNEL_LABEL[c.type]} 已${c.enabled ? '启用' : '停用'}`
        : `${CHANNEL_LABEL[c.type]} 已保存`,
  );
  useEffect(() => {
    if (editing) form.setFieldsValue(editing);
  }, [editing, form]);

  const save = (v: Values) => {
    if (!editing) return;
    const body = Object.fromEntries(
      Object.entries({ ...v, min_price: v.min_price.trim(), max_price: v.max_price.trim() }).filter(
        ([k, val]) => editing[k as keyof Values] !== val,
      ),
    ) as Partial<Values>;
    if (Object.keys(body).length === 0) return setEditing(null);
    update.mutate({ c: editing, body }, { onSuccess: () => setEditing(null) });
  };

  const columns: ColumnsType<PayChannel> = [
    {
      title: '通道',
      dataIndex: 'type',
      render: (t: PayChannel['type']) => (
        <Flex vertical>
          <Typography.Text strong>{CHANNEL_LABEL[t] ?? t}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '启用',
      dataIndex: 'enabled',
      render: (on: boolean, c) => (
        <Locked locked={locked} hint={FINANCE_ONLY}>
          <Switch
            aria-label={`启用：${CHANNEL_LABEL[c.type]}`}
            checked={on}
            disabled={locked}
            checkedChildren="启用"
            unCheckedChildren="停用"
            onChange={(enabled) => update.mutate({ c, body: { enabled } })}
          />
        </Locked>
      ),
    },
    { title: '单笔限额（元）', key: 'range', render: (_v, c) => `${c.min_price} ~ ${c.max_price}` },
    {
      title: '排序',
      dataIndex: 'sort',
      render: (sort: number, c) => (
        <SortCell
          value={sort}
          label={`排序：${CHANNEL_LABEL[c.type]}`}
          locked={locked}
          hint={FINANCE_ONLY}
          min={-100_000}
          max={100_000}
          onSave={(s) => update.mutate({ c, body: { sort: s } })}
        />
      ),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_v, c) => (
        <Button type="link" size="small" onClick={() => setEditing(c)}>
          {locked ? '查看' : '修改限额'}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Table<PayChannel>
        rowKey="type"
        size="middle"
        columns={columns}
        dataSource={channels.data ?? []}
        loading={channels.isLoading}
        pagination={false}
        locale={{ emptyText: channels.isError ? channels.error.message : '暂无支付通道' }}
      />
      <Modal
        open={editing !== null}
        title={editing ? `${CHANNEL_LABEL[editing.type]}：限额与排序` : ''}
        okText="保存"
        cancelText={locked ? '关闭' : '取消'}
        okButtonProps={{ loading: update.isPending, disabled: locked, hidden: locked }}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Locked locked={locked} hint={FINANCE_ONLY} block>
          <Form<Values> form={form} name="pay-channel" layout="vertical" disabled={locked} onFinish={save}>
            <Form.Item name="enabled" label="启用" valuePropName="checked">
              <Switch checkedChildren="启用" unCheckedChildren="停用" />
            </Form.Item>
            <Flex gap={16}>
              <Form.Item name="min_price" label="单笔最低（元）" rules={yuanRules('最低金额')}>
                <Input inputMode="decimal" />
              </Form.Item>
              <Form.Item
                name="max_price"
                label="单笔最高（元）"
                dependencies={['min_price']}
                rules={[
                  ...yuanRules('最高金额'),
                  ({ getFieldValue }) => ({
                    validator: async (_r, max: string) => {
                      const min = getFieldValue('min_price') as string;
                      if (YUAN.test(min ?? '') && YUAN.test(max ?? '') && Number(min) > Number(max))
                        throw new Error('最低金额不能大于最高金额');
                    },
                  }),
                ]}
              >
                <Input inputMode="decimal" />
              </Form.Item>
            </Flex>
            <Form.Item name="sort" label="排序（小的在前）" rules={[{ required: true, message: '请输入排序' }]}>
              <InputNumber min={-100_000} max={100_000} precision={0} />
            </Form.Item>
          </Form>
        </Locked>
      </Modal>
    </>
  );
}
