import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Flex, Form, InputNumber, Modal, Popconfirm, Space, Switch, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useEffect, useState } from 'react';
import { useAction } from './api';
import { FINANCE_ONLY } from './labels';
import { Locked } from './Locked';
import { SortCell } from './SortCell';

/** What receiving accounts and banks share: a list of named rows with a switch and an order. */
export interface PayConfigRow {
  id: number;
  enabled: boolean;
  sort: number;
}

export interface PayConfigApi<Row extends PayConfigRow> {
  create: (body: Partial<Omit<Row, 'id'>>) => Promise<Row>;
  update: (id: number, body: Partial<Omit<Row, 'id'>>) => Promise<Row>;
  remove: (id: number) => Promise<null>;
}

/**
 * One CRUD table of the pay configuration (收款账户, 银行): the row's own columns and form fields come from the caller;
 * the switch, the order and 新增/编辑/删除 are here. Finance changes; an editor reads (查看 opens the form disabled).
 * A form sends only what changed (texts trimmed); the server's refusals are shown as-is.
 */
export function PayConfigTable<Row extends PayConfigRow>({
  noun,
  queryKey,
  rows,
  columns,
  fields,
  defaults,
  nameOf,
  send,
  locked,
}: {
  /** 收款账户 | 银行 */
  noun: string;
  queryKey: readonly unknown[];
  rows: UseQueryResult<Row[], Error>;
  columns: ColumnsType<Row>;
  /** the row's own Form.Items (enabled and sort are added here) */
  fields: ReactNode;
  defaults: Partial<Omit<Row, 'id'>>;
  nameOf: (row: Row) => string;
  send: PayConfigApi<Row>;
  locked: boolean;
}) {
  const [form] = Form.useForm<Omit<Row, 'id'>>();
  const [modal, setModal] = useState<{ open: boolean; row: Row | null }>({ open: false, row: null });
  const close = () => setModal({ open: false, row: null });
  const keys = [queryKey];
  const create = useAction(keys, send.create, (r) => `已添加${noun} ${nameOf(r)}`);
  const update = useAction(
    keys,
    ({ row, body }: { row: Row; body: Partial<Omit<Row, 'id'>> }) => send.update(row.id, body),
    (r) => `${nameOf(r)} 已保存`,
  );
  const remove = useAction(
    keys,
    (row: Row) => send.remove(row.id),
    (_r, row) => `已删除 ${nameOf(row)}`,
  );

  useEffect(() => {
    if (!modal.open) return;
    form.resetFields();
    form.setFieldsValue((modal.row ?? { enabled: true, sort: 0, ...defaults }) as never);
  }, [modal, form, defaults]);

  const save = (values: Omit<Row, 'id'>) => {
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
    ) as Partial<Omit<Row, 'id'>>;
    const { row } = modal;
    if (!row) return create.mutate(trimmed, { onSuccess: close });
    const body = Object.fromEntries(Object.entries(trimmed).filter(([k, v]) => row[k as keyof Row] !== v)) as Partial<
      Omit<Row, 'id'>
    >;
    if (Object.keys(body).length === 0) return close();
    update.mutate({ row, body }, { onSuccess: close });
  };

  const all: ColumnsType<Row> = [
    ...columns,
    {
      title: '启用',
      dataIndex: 'enabled',
      width: 100,
      render: (on: boolean, row) => (
        <Locked locked={locked} hint={FINANCE_ONLY}>
          <Switch
            aria-label={`启用：${nameOf(row)}`}
            checked={on}
            disabled={locked}
            checkedChildren="启用"
            unCheckedChildren="停用"
            onChange={(enabled) => update.mutate({ row, body: { enabled } as Partial<Omit<Row, 'id'>> })}
          />
        </Locked>
      ),
    },
    {
      title: '排序',
      dataIndex: 'sort',
      width: 110,
      render: (sort: number, row) => (
        <SortCell
          value={sort}
          label={`排序：${nameOf(row)}`}
          locked={locked}
          hint={FINANCE_ONLY}
          min={-100_000}
          max={100_000}
          onSave={(s) => update.mutate({ row, body: { sort: s } as Partial<Omit<Row, 'id'>> })}
        />
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      render: (_v, row) => (
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={locked ? <EyeOutlined /> : <EditOutlined />}
            aria-label={`${locked ? '查看' : '编辑'} ${nameOf(row)}`}
            onClick={() => setModal({ open: true, row })}
          />
          {!locked && (
            <Popconfirm
              title={`删除${noun} ${nameOf(row)}？`}
              description="删除后不可恢复；只想暂停使用请关闭启用。"
              okText="删除"
              okButtonProps={{ danger: true }}
              cancelText="取消"
              onConfirm={() => remove.mutateAsync(row).catch(() => undefined)}
            >
              <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`删除 ${nameOf(row)}`} />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Locked locked={locked} hint={FINANCE_ONLY}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={locked}
            onClick={() => setModal({ open: true, row: null })}
          >
            新增{noun}
          </Button>
        </Locked>
      </Flex>
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={all}
        dataSource={rows.data ?? []}
        loading={rows.isLoading}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: rows.isError ? rows.error.message : `暂无${noun}` }}
      />
      <Modal
        open={modal.open}
        title={modal.row ? `${locked ? '查看' : '编辑'}${noun} ${nameOf(modal.row)}` : `新增${noun}`}
        okText="保存"
        cancelText={locked ? '关闭' : '取消'}
        okButtonProps={{ loading: create.isPending || update.isPending, disabled: locked, hidden: locked }}
        onOk={() => form.submit()}
        onCancel={close}
        forceRender
      >
        <Locked locked={locked} hint={FINANCE_ONLY} block>
          <Form<Omit<Row, 'id'>>
            form={form}
            name={String(queryKey[0])}
            layout="vertical"
            disabled={locked}
            onFinish={save}
          >
            {fields}
            <Flex gap={24}>
              <Form.Item name="sort" label="排序（小的在前）" rules={[{ required: true, message: '请输入排序' }]}>
                <InputNumber min={-100_000} max={100_000} precision={0} />
              </Form.Item>
              <Form.Item name="enabled" label="启用" valuePropName="checked">
                <Switch checkedChildren="启用" unCheckedChildren="停用" />
              </Form.Item>
            </Flex>
          </Form>
        </Locked>
      </Modal>
    </>
  );
}
