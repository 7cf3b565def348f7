import { Badge, Button, Flex, Form, Popconfirm, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { BOARD_KEY, promotionsApi, PROMOTIONS_KEY, usePromotionBoard } from './api';
import { EditModal } from './EditModal';
import { DeleteButton, ListCard } from './ListCard';
import { bound, rangeRule, shownBound, toRange, type Range } from './fields';
import { PromotionDrawer, type DrawerTarget } from './PromotionDrawer';
import { useRoles } from './roles';
import type { BoardRow, PromotionState } from './types';
import { TimeRange } from './TimeRange';
import { useAction } from './useAction';

/** The server's states in words (plugins/app/rewards/promotion-catalogue.ts). */
export const STATE_TEXT: Record<PromotionState, { label: string; color: string }> = {
  scheduled: { label: '未开始', color: 'blue' },
  running: { label: '进行中', color: 'success' },
  ended: { label: '已结束', color: 'default' },
  withdrawn: { label: '已下线', color: 'warning' },
};
type StateFilter = PromotionState | 'all';
const STATE_OPTIONS: { value: StateFilter; label: string }[] = [
  { value: 'all', label: '全部' },
  ...(Object.keys(STATE_TEXT) as PromotionState[]).map((s) => ({ value: s, label: STATE_TEXT[s].label })),
];

/**
 * 活动: the board (GET /promotion-board): every promotion with its state, type, dates and applications, filtered by
 * state and type here (the board is one short list). The editor adds and edits promotions (a Drawer), schedules
 * (Shanghai times; switches it on), retires and deletes them; finance opens a promotion to set its bonus and goes to
 * its pending applications. The server's refusals (a 409 for a retired or applied-to promotion) are shown as-is.
 */
export function PromotionBoard() {
  const may = useRoles();
  const board = usePromotionBoard();
  const [state, setState] = useState<StateFilter>('all');
  const [type, setType] = useState<string | undefined>();
  const [drawer, setDrawer] = useState<DrawerTarget>(null);
  const [scheduling, setScheduling] = useState<BoardRow | null>(null);
  const invalidate = [BOARD_KEY, PROMOTIONS_KEY];

  const rows = useMemo(
    () => (board.data ?? []).filter((p) => (state === 'all' || p.state === state) && (!type || p.type === type)),
    [board.data, state, type],
  );
  const typeNames = useMemo(() => [...new Set((board.data ?? []).map((p) => p.type))], [board.data]);

  const schedule = useAction({
    fn: ({ p, window }: { p: BoardRow; window: Range }) =>
      promotionsApi.schedule(p.id, { starts_at: bound(window, 0), ends_at: bound(window, 1) }),
    invalidate,
    success: (v) => `「${v.title}」的活动时间已更新：${STATE_TEXT[v.state].label}`,
    done: () => setScheduling(null),
  });
  const retire = useAction({
    fn: (p: BoardRow) => promotionsApi.retire(p.id),
    invalidate,
    success: (v) => `「${v.title}」已下线`,
  });
  const remove = useAction({
    fn: (p: BoardRow) => promotionsApi.deletePromotion(p.id),
    invalidate,
    success: (_r, p) => `已删除活动「${p.title}」`,
  });

  const columns: ColumnsType<BoardRow> = [
    {
      title: '活动',
      dataIndex: 'title',
      render: (t: string, p) => (
        <Flex vertical>
          <Typography.Text strong>{t}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            ID {p.id}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: '类型', dataIndex: 'type', width: 110 },
    {
      title: '状态',
      dataIndex: 'state',
      width: 90,
      render: (s: PromotionState) => <Tag color={STATE_TEXT[s].color}>{STATE_TEXT[s].label}</Tag>,
    },
    {
      title: '活动时间（北京时间）',
      key: 'window',
      width: 190,
      render: (_v, p) =>
        p.starts_at || p.ends_at ? (
          <Typography.Text style={{ whiteSpace: 'nowrap' }}>
            {shownBound(p.starts_at)}
            <br />至 {shownBound(p.ends_at)}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">长期有效</Typography.Text>
        ),
    },
    {
      title: '申请',
      key: 'applications',
      width: 130,
      render: (_v, p) => (
        <Space size={6}>
          <span>共 {p.applications}</span>
          {p.pending > 0 &&
            (may.money ? (
              <Link to="/applications">
                <Badge count={p.pending} title={`待审核 ${p.pending}`} /> 待审
              </Link>
            ) : (
              <span>
                <Badge count={p.pending} title={`待审核 ${p.pending}`} /> 待审
              </span>
            ))}
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 230,
      render: (_v, p) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setDrawer(p.id)}>
            {may.content ? '编辑' : '设置彩金'}
          </Button>
          {may.content && (
            <>
              <Button type="link" size="small" onClick={() => setScheduling(p)}>
                排期
              </Button>
              <Popconfirm
                title={`下线「${p.title}」？`}
                description="下线后玩家立即看不到该活动，也不能再申请；已通过的申请不受影响。"
                okText="下线"
                okButtonProps={{ danger: true }}
                cancelText="取消"
                disabled={p.state === 'withdrawn'}
                onConfirm={() => retire.mutateAsync(p).catch(() => undefined)}
              >
                <Button type="link" size="small" danger disabled={p.state === 'withdrawn'}>
                  下线
                </Button>
              </Popconfirm>
              <DeleteButton
                what={`「${p.title}」`}
                hint="已有玩家申请的活动不能删除，请改为下线。"
                onConfirm={() => remove.mutateAsync(p)}
              />
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <ListCard
      title="活动"
      refresh={BOARD_KEY}
      add={may.content ? { label: '新增活动', onClick: () => setDrawer('new') } : undefined}
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Segmented<StateFilter> value={state} onChange={setState} options={STATE_OPTIONS} aria-label="状态" />
        <Select
          allowClear
          placeholder="全部类型"
          aria-label="类型"
          style={{ width: 160 }}
          value={type}
          onChange={setType}
          options={typeNames.map((t) => ({ value: t, label: t }))}
        />
      </Flex>
      <Table<BoardRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={board.isLoading}
        scroll={{ x: 960 }}
        locale={{ emptyText: board.isError ? board.error.message : '暂无活动' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showTotal: (t) => `共 ${t} 个活动` }}
      />
      <PromotionDrawer target={drawer} onClose={() => setDrawer(null)} />
      <EditModal<{ window: Range }>
        open={scheduling !== null}
        title={`排期「${scheduling?.title ?? ''}」`}
        okText="保存排期"
        initialValues={{ window: scheduling ? toRange(scheduling.starts_at, scheduling.ends_at) : null }}
        pending={schedule.isPending}
        onCancel={() => setScheduling(null)}
        onSubmit={(v) => scheduling && schedule.mutate({ p: scheduling, window: v.window })}
      >
        <Typography.Paragraph type="secondary">
          保存后活动即为启用状态：开始前玩家看不到，到结束时间自动下架。留空表示不限。
        </Typography.Paragraph>
        <Form.Item name="window" label="活动时间（北京时间）" rules={[rangeRule]}>
          <TimeRange optional />
        </Form.Item>
      </EditModal>
    </ListCard>
  );
}
