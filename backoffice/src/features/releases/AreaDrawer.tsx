import { PushpinOutlined, RollbackOutlined } from '@ant-design/icons';
import { Button, Descriptions, Divider, Drawer, Empty, Flex, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useAreaHistory } from './api';
import { ACTION_COLOR, ACTION_LABEL, areaTitle, byWho, shanghai } from './format';
import type { PendingMove } from './MoveModal';
import type { AreaRelease, PublishedVersion, Switch } from './types';

const code = (v: string | null) => (v ? <Typography.Text code>{v}</Typography.Text> : '—');

/**
 * One area's releases (GET /releases/:area): what is live, its fallback and pin, every published version with what
 * it is (当前 / 上一可用 / 已固定 / 已回滚) and its switches, newest first (what `npm run remotes -- history` prints).
 * Each version can be switched to, rolled back to or pinned; the move asks for a note (MoveModal).
 */
export function AreaDrawer({
  area,
  onClose,
  onMove,
}: {
  area: AreaRelease | null;
  onClose: () => void;
  onMove: (m: PendingMove) => void;
}) {
  const history = useAreaHistory(area?.remote ?? null);
  const h = history.data;
  const pinned = h?.pinned ?? area?.pinned ?? null;
  const move = (action: PendingMove['action'], target: string | null) =>
    area &&
    onMove({
      area: area.remote,
      action,
      target,
      current: h?.current ?? area.current,
      previous: area.previous,
      pinned,
    });

  const versionActions = (v: PublishedVersion) => (
    <Space size={4} wrap>
      {!v.current && (
        <Button size="small" onClick={() => move('promote', v.version)} aria-label={`切换到 ${v.version}`}>
          切换到
        </Button>
      )}
      {!v.current && (
        <Button size="small" danger onClick={() => move('rollback', v.version)} aria-label={`回滚到 ${v.version}`}>
          回滚到
        </Button>
      )}
      {!v.pinned && (
        <Button
          size="small"
          icon={<PushpinOutlined />}
          onClick={() => move('pin', v.version)}
          aria-label={`固定在 ${v.version}`}
        >
          固定
        </Button>
      )}
    </Space>
  );

  return (
    <Drawer
      open={area !== null}
      onClose={onClose}
      size={760}
      title={area ? `${areaTitle(area.remote)}（${area.remote}）的版本` : ''}
      destroyOnHidden
      extra={
        area && (
          <Space>
            {pinned && (
              <Button icon={<PushpinOutlined />} onClick={() => move('unpin', null)}>
                取消固定
              </Button>
            )}
            <Tooltip title={area.previous ? `回到 ${area.previous}` : '没有可回滚的上一可用版本'}>
              <Button
                danger
                icon={<RollbackOutlined />}
                disabled={!area.previous}
                onClick={() => move('rollback', null)}
              >
                回滚到上一版本
              </Button>
            </Tooltip>
          </Space>
        )
      }
    >
      {area && (
        <Flex vertical gap={8}>
          <Descriptions
            size="small"
            column={2}
            bordered
            items={[
              { key: 'current', label: '当前版本', span: 2, children: code(h?.current ?? area.current) },
              {
                key: 'since',
                label: '上线于',
                children: area.since ? `${shanghai(area.since)} · ${byWho(area.by)}` : '—',
              },
              { key: 'previous', label: '上一可用版本', children: code(area.previous) },
              {
                key: 'pinned',
                label: '固定',
                span: 2,
                children: pinned ? (
                  <Space wrap>
                    <Tag color="purple" icon={<PushpinOutlined />}>
                      {pinned.version}
                    </Tag>
                    <Typography.Text type="secondary">
                      {shanghai(pinned.at)} {byWho(pinned.by)}
                      {pinned.note ? `：${pinned.note}` : ''}
                    </Typography.Text>
                  </Space>
                ) : (
                  '未固定'
                ),
              },
            ]}
          />
          <Divider titlePlacement="start" style={{ marginBlock: 12 }}>
            已发布的版本
          </Divider>
          <Table<PublishedVersion>
            size="small"
            rowKey="version"
            loading={history.isLoading}
            dataSource={[...(h?.versions ?? [])].reverse()}
            pagination={false}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={history.isError ? history.error.message : '尚未发布过版本（服务器直接提供该区域的构建）'}
                />
              ),
            }}
            columns={[
              { title: '版本', dataIndex: 'version', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
              {
                title: '状态',
                key: 'marks',
                render: (_v, r) => (
                  <Space size={[0, 4]} wrap>
                    {r.current && <Tag color="success">当前</Tag>}
                    {r.fallback && <Tag color="blue">上一可用</Tag>}
                    {r.pinned && <Tag color="purple">已固定</Tag>}
                    {r.rolledBack && (
                      <Tooltip
                        title={`${shanghai(r.rolledBack.at)} ${byWho(r.rolledBack.by)}${r.rolledBack.note ? `：${r.rolledBack.note}` : ''}`}
                      >
                        <Tag color="orange">已回滚</Tag>
                      </Tooltip>
                    )}
                  </Space>
                ),
              },
              { title: '操作', key: 'actions', width: 230, render: (_v, r) => versionActions(r) },
            ]}
          />
          <Divider titlePlacement="start" style={{ marginBlock: 12 }}>
            切换历史
          </Divider>
          <Table<Switch>
            size="small"
            rowKey={(r) => `${r.at}-${r.action}-${r.to}`}
            loading={history.isLoading}
            dataSource={[...(h?.history ?? [])].reverse()}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showTotal: (t) => `共 ${t} 条` }}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无切换记录" /> }}
            scroll={{ x: 680 }}
            columns={[
              { title: '时间', dataIndex: 'at', width: 160, render: shanghai },
              {
                title: '操作',
                dataIndex: 'action',
                width: 90,
                render: (a: Switch['action']) => <Tag color={ACTION_COLOR[a]}>{ACTION_LABEL[a] ?? a}</Tag>,
              },
              {
                title: '版本',
                key: 'fromTo',
                render: (_v, r) =>
                  r.action === 'unpin' ? (
                    code(r.to)
                  ) : (
                    <Flex vertical>
                      <Typography.Text type="secondary">{r.from ?? '（区域自带构建）'}</Typography.Text>
                      <Typography.Text>→ {r.to}</Typography.Text>
                    </Flex>
                  ),
              },
              { title: '操作人', dataIndex: 'by', width: 130, render: byWho },
              { title: '说明', dataIndex: 'note', render: (n?: string) => n || '—' },
            ]}
          />
        </Flex>
      )}
    </Drawer>
  );
}
