import { ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Flex, Segmented, Space, Table, Tag, theme, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { QUEUE_PER_PAGE, type QueueFilter, SUPPORT_KEY, useConversations, useWaitingCount } from './api';
import { PANEL_HEIGHT } from './ConversationView';
import { useNow, waitingText } from './time';
import type { Conversation, StateFilter } from './types';

const STATE_OPTIONS: { label: string; value: StateFilter }[] = [
  { label: '进行中', value: 'open' },
  { label: '已结束', value: 'closed' },
  { label: '全部', value: 'all' },
];

/**
 * The queue (GET /support/conversations, asked again every 5 s): those waiting for an answer first, each with how
 * long it has waited (ticking without a refetch); the state filter; server paging. A row opens the conversation.
 */
export function ConversationQueue({
  filter,
  onFilter,
  selected,
  onSelect,
}: {
  filter: QueueFilter;
  onFilter: (f: QueueFilter) => void;
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const queue = useConversations(filter);
  const waiting = useWaitingCount();
  const queryClient = useQueryClient();
  const now = useNow();
  const { token } = theme.useToken();

  const columns: ColumnsType<Conversation> = [
    {
      title: '会话',
      key: 'who',
      render: (_v, c) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Flex align="center" gap={6} style={{ minWidth: 0 }}>
            {c.waiting && c.state === 'open' && <Badge status="error" aria-hidden />}
            <Typography.Text strong ellipsis style={{ maxWidth: 130 }}>
              {c.name}
            </Typography.Text>
            <Tag color={c.kind === 'player' ? 'blue' : 'default'} style={{ marginInlineEnd: 0 }} variant="filled">
              {c.kind === 'player' ? '玩家' : '访客'}
            </Tag>
          </Flex>
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
            {c.last_message || '（暂无消息）'}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '状态',
      key: 'state',
      width: 112,
      align: 'right',
      render: (_v, c) => (
        <Flex vertical align="flex-end" gap={2}>
          {c.state === 'closed' ? (
            <Tag style={{ marginInlineEnd: 0 }}>已结束</Tag>
          ) : c.waiting ? (
            <Tag color="red" style={{ marginInlineEnd: 0 }} data-testid="waiting-time">
              {waitingText(c.last_message_at, now)}
            </Tag>
          ) : (
            <Tag color="green" style={{ marginInlineEnd: 0 }}>
              已回复
            </Tag>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            {c.last_message_at.slice(5, 16)}
          </Typography.Text>
        </Flex>
      ),
    },
  ];

  return (
    <Card
      size="small"
      title={
        <Space size={8}>
          会话队列
          <Badge count={waiting} overflowCount={99} title={`${waiting} 个会话等待回复`} data-testid="queue-waiting" />
        </Space>
      }
      extra={
        <Button
          type="text"
          size="small"
          icon={<ReloadOutlined />}
          aria-label="刷新队列"
          onClick={() => void queryClient.invalidateQueries({ queryKey: SUPPORT_KEY })}
        />
      }
      style={{ height: PANEL_HEIGHT }}
      styles={{ body: { padding: 0 } }}
    >
      <div style={{ padding: '8px 12px' }}>
        <Segmented<StateFilter>
          block
          size="small"
          value={filter.state}
          options={STATE_OPTIONS}
          onChange={(state) => onFilter({ ...filter, state, page: 1 })}
          aria-label="会话状态"
        />
      </div>
      <Table<Conversation>
        rowKey="id"
        size="small"
        aria-label="会话队列"
        columns={columns}
        dataSource={queue.data?.data ?? []}
        loading={queue.isLoading}
        tableLayout="fixed"
        scroll={{ y: 'max(300px, calc(100vh - 272px))' }}
        locale={{
          emptyText: queue.isError ? queue.error.message : filter.state === 'open' ? '暂无进行中的会话' : '暂无会话',
        }}
        onRow={(c) => ({
          onClick: () => onSelect(c.id),
          onKeyDown: (e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              onSelect(c.id);
            }
          },
          tabIndex: 0,
          'aria-selected': c.id === selected,
          'data-testid': `conversation-${c.id}`,
          style: {
            cursor: 'pointer',
            background: c.id === selected ? token.controlItemBgActive : undefined,
          },
        })}
        pagination={{
          current: filter.page,
          pageSize: filter.per_page,
          total: queue.data?.total ?? 0,
          size: 'small',
          simple: true,
          hideOnSinglePage: true,
          onChange: (page) => onFilter({ ...filter, page }),
          style: { paddingInline: 12 },
        }}
      />
    </Card>
  );
}

export const INITIAL_FILTER: QueueFilter = { state: 'open', page: 1, per_page: QUEUE_PER_PAGE };
