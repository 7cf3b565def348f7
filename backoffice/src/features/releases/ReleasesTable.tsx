import { PushpinOutlined, ReloadOutlined, RollbackOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useReleases } from './api';
import { AreaDrawer } from './AreaDrawer';
import { ACTION_LABEL, areaTitle, byWho, shanghai } from './format';
import { MoveModal, type PendingMove } from './MoveModal';
import type { AreaRelease } from './types';

/**
 * 版本发布 (super): every area's live version, its previous good version (the host's fallback and a rollback's
 * target), its pin and how many versions are published — `npm run remotes -- list`. A row opens the area's versions
 * and history; 回滚 goes back to the previous good version after a note. Deploying a new build stays on the command
 * line (it builds and publishes files); the host is never touched from here.
 */
export function ReleasesTable() {
  const releases = useReleases();
  const [open, setOpen] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const areas = releases.data?.areas ?? [];
  const openArea = areas.find((a) => a.remote === open) ?? null;

  const rollback = (a: AreaRelease) =>
    setPending({
      area: a.remote,
      action: 'rollback',
      target: null,
      current: a.current,
      previous: a.previous,
      pinned: a.pinned,
    });

  const columns: ColumnsType<AreaRelease> = [
    {
      title: '区域',
      dataIndex: 'remote',
      width: 150,
      render: (r: string) => (
        <Flex vertical>
          <Typography.Text strong>{areaTitle(r)}</Typography.Text>
          <Typography.Text type="secondary">{r}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: '当前版本',
      key: 'current',
      render: (_v, a) =>
        a.current ? (
          <Flex vertical>
            <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
              {a.current}
            </Typography.Text>
            <Typography.Text type="secondary">
              {a.action ? `${ACTION_LABEL[a.action]} · ` : ''}
              {shanghai(a.since)} · {byWho(a.by)}
            </Typography.Text>
          </Flex>
        ) : (
          <Tooltip title="服务器直接提供该区域自带的构建（remote-*/dist）">
            <Tag>未发布</Tag>
          </Tooltip>
        ),
    },
    {
      title: '上一可用版本',
      key: 'previous',
      render: (_v, a) =>
        a.previous ? (
          <Flex vertical>
            <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
              {a.previous}
            </Typography.Text>
            <Typography.Text type="secondary">
              上线于 {shanghai(a.previousSince)} · {byWho(a.previousBy)}
            </Typography.Text>
          </Flex>
        ) : (
          <Typography.Text type="secondary">无</Typography.Text>
        ),
    },
    {
      title: '固定',
      key: 'pinned',
      width: 130,
      render: (_v, a) =>
        a.pinned ? (
          <Tooltip title={`${shanghai(a.pinned.at)} ${byWho(a.pinned.by)}${a.pinned.note ? `：${a.pinned.note}` : ''}`}>
            <Tag color="purple" icon={<PushpinOutlined />}>
              已固定
            </Tag>
          </Tooltip>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    { title: '已发布', dataIndex: 'published', width: 80, align: 'right', render: (n: number) => `${n} 个` },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      render: (_v, a) => (
        <Space size={4} onClick={(e) => e.stopPropagation()}>
          <Button size="small" onClick={() => setOpen(a.remote)} aria-label={`${areaTitle(a.remote)} 版本与历史`}>
            版本与历史
          </Button>
          <Tooltip title={a.previous ? `回到 ${a.previous}` : '没有可回滚的上一可用版本'}>
            <Button
              size="small"
              danger
              icon={<RollbackOutlined />}
              disabled={!a.previous}
              onClick={() => rollback(a)}
              aria-label={`回滚 ${areaTitle(a.remote)}`}
            >
              回滚
            </Button>
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title="版本发布"
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void releases.refetch()} aria-label="刷新">
          刷新
        </Button>
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="每个区域独立切换线上版本，主站文件不受影响；发布新构建仍使用命令行 npm run remotes -- deploy。"
        description={releases.data ? `发布目录：${releases.data.dir}` : undefined}
      />
      <Table<AreaRelease>
        rowKey="remote"
        columns={columns}
        dataSource={areas}
        loading={releases.isLoading}
        pagination={false}
        scroll={{ x: 1000 }}
        onRow={(a) => ({ onClick: () => setOpen(a.remote), style: { cursor: 'pointer' } })}
        locale={{ emptyText: releases.isError ? releases.error.message : '暂无区域' }}
      />
      <AreaDrawer area={openArea} onClose={() => setOpen(null)} onMove={setPending} />
      <MoveModal move={pending} onClose={() => setPending(null)} />
    </Card>
  );
}
