import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Popconfirm, Space, Switch, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { Paged } from '../../api/client';
import { PER_PAGE } from './api';

export interface ContentTableProps<T extends { id: number }> {
  title: string;
  /** what one row is called: 轮播图, 公告, 文章 */
  noun: string;
  columns: ColumnsType<T>;
  list: UseQueryResult<Paged<T>>;
  page: number;
  onPage: (page: number) => void;
  canEdit: boolean;
  onAdd: () => void;
  /** 编辑 (an editor) or 查看 (read-only) */
  onOpen: (row: T) => void;
  onDelete: (row: T) => Promise<unknown>;
  /** how a row is named in the delete question */
  name: (row: T) => string;
  /** above the table (tabs of a kind) */
  header?: ReactNode;
}

/**
 * One content list (轮播图, 公告, 文章): a card with 新增 for an editor, the server-paged table, and per row 编辑 and
 * 删除 (asked first), or 查看 and a read-only note for the other roles.
 */
export function ContentTable<T extends { id: number }>(p: ContentTableProps<T>) {
  const actions: ColumnsType<T>[number] = {
    title: '操作',
    key: 'actions',
    width: 140,
    fixed: 'right',
    render: (_v, row) =>
      p.canEdit ? (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => p.onOpen(row)}>
            编辑
          </Button>
          <Popconfirm
            title={`删除${p.noun}「${p.name(row)}」？`}
            description="删除后玩家将不再看到，且无法恢复。"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => p.onDelete(row).catch(() => undefined)}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ) : (
        <Button type="link" size="small" onClick={() => p.onOpen(row)}>
          查看
        </Button>
      ),
  };

  return (
    <Card
      title={p.title}
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} aria-label="刷新" onClick={() => void p.list.refetch()} />
          {p.canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={p.onAdd}>
              新增{p.noun}
            </Button>
          )}
        </Space>
      }
    >
      {!p.canEdit && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="只读：内容由内容编辑维护，你可以查看但不能修改。"
        />
      )}
      {p.header}
      <Table<T>
        rowKey="id"
        size="middle"
        columns={[...p.columns, actions]}
        dataSource={p.list.data?.data ?? []}
        loading={p.list.isFetching}
        scroll={{ x: 900 }}
        locale={{ emptyText: p.list.isError ? p.list.error.message : `暂无${p.noun}` }}
        pagination={{
          current: p.page,
          pageSize: PER_PAGE,
          total: p.list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 条`,
        }}
        onChange={(pagination) => p.onPage(pagination.current ?? 1)}
      />
    </Card>
  );
}

/** The 启用 switch of a row: an editor turns it on or off at once, the others see it. */
export function EnabledSwitch({
  enabled,
  label,
  canEdit,
  onChange,
}: {
  enabled: boolean;
  label: string;
  canEdit: boolean;
  onChange: (enabled: boolean) => Promise<unknown>;
}) {
  return (
    <Switch
      checked={enabled}
      aria-label={label}
      checkedChildren="启用"
      unCheckedChildren="停用"
      disabled={!canEdit}
      onChange={(v) => void onChange(v).catch(() => undefined)}
    />
  );
}
