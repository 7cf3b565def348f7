import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';

/**
 * The frame of each list here: a Card with its title, 刷新 (asks `refresh` again) and, for a role that may add, the
 * add button.
 */
export function ListCard({
  title,
  refresh,
  add,
  children,
}: {
  title: string;
  refresh: QueryKey;
  /** absent: the role may not add */
  add?: { label: string; onClick: () => void };
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  return (
    <Card
      title={title}
      extra={
        <Space>
          <Button
            icon={<ReloadOutlined />}
            aria-label="刷新"
            onClick={() => void queryClient.invalidateQueries({ queryKey: refresh })}
          />
          {add && (
            <Button type="primary" icon={<PlusOutlined />} onClick={add.onClick}>
              {add.label}
            </Button>
          )}
        </Space>
      }
    >
      {children}
    </Card>
  );
}

/** 删除 of a row, asked first (`hint`: when the server refuses it); the server's refusal is the action's to show. */
export function DeleteButton({
  what,
  hint,
  onConfirm,
}: {
  what: string;
  hint?: string;
  onConfirm: () => Promise<unknown>;
}) {
  return (
    <Popconfirm
      title={`删除${what}？`}
      description={hint}
      okText="删除"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      onConfirm={() => onConfirm().catch(() => undefined)}
    >
      <Button type="link" size="small" danger>
        删除
      </Button>
    </Popconfirm>
  );
}
