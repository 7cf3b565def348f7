import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { AutoComplete, Button, Card, DatePicker, Flex, Form, Input, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { actionLabel, ACTION_FILTERS } from './actions';
import { AUDIT_KEY, useAuditLog } from './api';
import { AuditDrawer, ResultTag } from './AuditDrawer';
import type { AuditFilter, AuditRow } from './types';

interface Values {
  action?: string;
  actor?: string;
  target?: string;
  days?: [Dayjs | null, Dayjs | null] | null;
}

/** A one-line summary of a row's detail for the table (the drawer shows it whole). */
function summary(detail: AuditRow['detail']): string {
  if (!detail) return '';
  const parts = Object.entries(detail)
    .filter(([k]) => k !== 'before' && k !== 'after')
    .slice(0, 4)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`);
  return parts.join('，');
}

/**
 * 操作日志 (finance, super): GET /audit, newest first, paged by the server; filtered by action (a dotted prefix),
 * actor, target and a range of Shanghai days. A row opens its detail with the before/after diff.
 */
export function AuditLog() {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [filter, setFilter] = useState<AuditFilter>({ page: 1, per_page: 20 });
  const [open, setOpen] = useState<AuditRow | null>(null);
  const log = useAuditLog(filter);

  const submit = (v: Values) =>
    setFilter((prev) => ({
      per_page: prev.per_page,
      page: 1,
      action: v.action?.trim() || undefined,
      actor: v.actor?.trim() || undefined,
      target: v.target?.trim() || undefined,
      from: v.days?.[0]?.format('YYYY-MM-DD'),
      to: v.days?.[1]?.format('YYYY-MM-DD'),
    }));

  const columns: ColumnsType<AuditRow> = [
    { title: '时间', dataIndex: 'created_at', width: 165 },
    { title: '操作人', dataIndex: 'actor', width: 110, ellipsis: true },
    {
      title: '操作',
      dataIndex: 'action',
      width: 160,
      render: (a: string) => (
        <Flex vertical>
          <span>{actionLabel(a)}</span>
          {actionLabel(a) !== a && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {a}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: '对象',
      dataIndex: 'target',
      width: 150,
      ellipsis: true,
      render: (t: string | null) => t || '—',
    },
    { title: '结果', dataIndex: 'ok', width: 80, render: (ok: boolean) => <ResultTag ok={ok} /> },
    {
      title: '内容',
      key: 'detail',
      ellipsis: true,
      render: (_v, r) => <Typography.Text type="secondary">{summary(r.detail) || '—'}</Typography.Text>,
    },
    { title: '地址', dataIndex: 'ip', width: 120, render: (ip: string | null) => ip || '—' },
  ];

  return (
    <Card
      title="操作日志"
      extra={
        <Button
          icon={<ReloadOutlined />}
          aria-label="刷新"
          onClick={() => void queryClient.invalidateQueries({ queryKey: AUDIT_KEY })}
        />
      }
    >
      <Form form={form} layout="inline" onFinish={submit} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="action">
          <AutoComplete
            allowClear
            options={ACTION_FILTERS}
            placeholder="操作（如 admin、deposit.confirm）"
            style={{ width: 230 }}
            aria-label="操作"
            filterOption={(input, option) =>
              !!option && `${option.value}${option.label}`.toLowerCase().includes(input.toLowerCase())
            }
          />
        </Form.Item>
        <Form.Item name="actor">
          <Input allowClear placeholder="操作人" style={{ width: 130 }} aria-label="操作人" maxLength={64} />
        </Form.Item>
        <Form.Item name="target">
          <Input allowClear placeholder="对象（如 admin:2）" style={{ width: 160 }} aria-label="对象" maxLength={128} />
        </Form.Item>
        <Form.Item name="days">
          <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: 240 }} aria-label="日期范围" />
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
      <Table<AuditRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={log.data?.data ?? []}
        loading={log.isFetching && !log.data}
        scroll={{ x: 940 }}
        onRow={(r) => ({ onClick: () => setOpen(r), style: { cursor: 'pointer' } })}
        locale={{ emptyText: log.isError ? log.error.message : '没有符合条件的记录' }}
        pagination={{
          current: filter.page,
          pageSize: filter.per_page,
          total: log.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100],
          showTotal: (t) => `共 ${t} 条`,
          onChange: (page, per_page) => setFilter({ ...filter, page, per_page }),
        }}
      />
      <AuditDrawer row={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
