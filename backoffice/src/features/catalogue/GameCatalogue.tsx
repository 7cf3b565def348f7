import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Popconfirm, Select, Space, Switch, Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useMe } from '../auth/api';
import { catalogueApi, CATEGORIES_KEY, GAMES_KEY, useAction, useGameCategories, useGames, useVenues } from './api';
import { EDITOR_ONLY } from './labels';
import { GameModal } from './GameModal';
import { GamePicture } from './GamePicture';
import { Locked } from './Locked';
import { SortCell } from './SortCell';
import type { Game, GameCategory, GameCategoryId, GameFilter } from './types';

const mayEdit = (role: string | undefined) => role === 'editor' || role === 'super';

/** The switch of a whole category: on while any of its lobby tiles is shown; asks first, both ways. */
function CategorySwitch({ category, locked }: { category: GameCategory; locked: boolean }) {
  const shown = category.visible > 0;
  const set = useAction(
    [CATEGORIES_KEY, GAMES_KEY],
    (app_state: 0 | 1) => catalogueApi.setCategory(category.id, app_state),
    (r) => `「${r.name}」已${r.app_state ? '显示' : '隐藏'}（${r.games} 个游戏）`,
  );
  return (
    <Locked locked={locked} hint={EDITOR_ONLY}>
      <Popconfirm
        title={shown ? `隐藏整个「${category.name}」？` : `显示整个「${category.name}」？`}
        description={`该分类的 ${category.games} 个大厅游戏将${shown ? '对玩家隐藏' : '全部显示'}。`}
        okText={shown ? '隐藏' : '显示'}
        okButtonProps={{ danger: shown }}
        cancelText="取消"
        disabled={locked}
        onConfirm={() => set.mutateAsync(shown ? 0 : 1).catch(() => undefined)}
      >
        <Space>
          <Typography.Text>整类显示</Typography.Text>
          <Switch aria-label={`整类显示：${category.name}`} checked={shown} loading={set.isPending} disabled={locked} />
        </Space>
      </Popconfirm>
    </Locked>
  );
}

/**
 * 游戏 (every admin reads, an editor writes): the lobby's games by category (tabs with counts, a whole category hidden
 * or shown at once), filtered by venue, server-paged; picture, name, venue, code, sort and shown/hidden edited in
 * place; add, edit and delete in a Modal. The server's refusals (a venue of another category, a code taken) as-is.
 */
export function GameCatalogue() {
  const role = useMe().data?.role;
  const locked = !mayEdit(role);
  const categories = useGameCategories();
  const venues = useVenues();
  const [filter, setFilter] = useState<GameFilter>({ page: 1, per_page: 20, category: 'realbet' });
  const games = useGames(filter);
  const [modal, setModal] = useState<{ open: boolean; editing: Game | null }>({ open: false, editing: null });
  const update = useAction(
    [GAMES_KEY, CATEGORIES_KEY],
    ({ g, body }: { g: Game; body: Partial<Pick<Game, 'app_state' | 'sort'>> }) => catalogueApi.updateGame(g.id, body),
    (g, { body }) =>
      body.app_state === undefined
        ? `${g.name} 的排序已改为 ${g.sort}`
        : `${g.name} 已${g.app_state ? '显示' : '隐藏'}`,
  );
  const remove = useAction(
    [GAMES_KEY, CATEGORIES_KEY],
    (g: Game) => catalogueApi.deleteGame(g.id),
    (_r, g) => `已删除 ${g.name}`,
  );

  const venueName = (platname: string) => venues.data?.find((v) => v.platname === platname)?.name ?? platname;
  const current = categories.data?.find((c) => c.id === filter.category);

  const columns: ColumnsType<Game> = [
    {
      title: '图片',
      dataIndex: 'mobile_img',
      width: 72,
      render: (src: string, g) => <GamePicture src={src} name={g.name} />,
    },
    {
      title: '名称',
      dataIndex: 'name',
      render: (name: string, g) => (
        <Space size={4}>
          <Typography.Text strong>{name}</Typography.Text>
          {g.catecode && <Tag>单个游戏</Tag>}
        </Space>
      ),
    },
    {
      title: '场馆',
      dataIndex: 'platform_name',
      render: (p: string) => (
        <Flex vertical>
          <span>{venueName(p)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {p}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: '游戏代码', dataIndex: 'game_code', render: (c: string) => <Typography.Text code>{c}</Typography.Text> },
    {
      title: '排序',
      dataIndex: 'sort',
      width: 110,
      render: (sort: number, g) => (
        <SortCell
          value={sort}
          label={`排序：${g.name}`}
          locked={locked}
          hint={EDITOR_ONLY}
          onSave={(s) => update.mutate({ g, body: { sort: s } })}
        />
      ),
    },
    {
      title: '大厅显示',
      dataIndex: 'app_state',
      width: 100,
      render: (state: 0 | 1, g) => (
        <Locked locked={locked} hint={EDITOR_ONLY}>
          <Switch
            aria-label={`显示：${g.name}`}
            checked={state === 1}
            checkedChildren="显示"
            unCheckedChildren="隐藏"
            disabled={locked}
            onChange={(on) => update.mutate({ g, body: { app_state: on ? 1 : 0 } })}
          />
        </Locked>
      ),
    },
  ];
  if (!locked)
    columns.push({
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_v, g) => (
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={`编辑 ${g.name}`}
            onClick={() => setModal({ open: true, editing: g })}
          />
          <Popconfirm
            title={`删除 ${g.name}？`}
            description="删除后玩家不再看到它；只想暂时下架请改为隐藏。"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => remove.mutateAsync(g).catch(() => undefined)}
          >
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`删除 ${g.name}`} />
          </Popconfirm>
        </Space>
      ),
    });

  return (
    <Card
      title="游戏"
      extra={
        <Space>
          <Button
            icon={<ReloadOutlined />}
            aria-label="刷新"
            onClick={() => void Promise.all([categories.refetch(), games.refetch()])}
          />
          {!locked && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ open: true, editing: null })}>
              新增游戏
            </Button>
          )}
        </Space>
      }
    >
      <Tabs
        activeKey={filter.category}
        onChange={(k) => setFilter({ ...filter, category: k as GameCategoryId, platform_name: undefined, page: 1 })}
        items={(categories.data ?? []).map((c) => ({
          key: c.id,
          label: (
            <Space size={6}>
              {c.name}
              <Tag color={c.visible === 0 && c.games > 0 ? 'default' : 'blue'} variant="filled">
                {c.visible}/{c.games}
              </Tag>
            </Space>
          ),
        }))}
      />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Space>
          <label htmlFor="game-venue-filter">场馆</label>
          <Select
            id="game-venue-filter"
            allowClear
            placeholder="全部场馆"
            style={{ width: 200 }}
            value={filter.platform_name}
            options={(venues.data ?? [])
              .filter((v) => v.category === filter.category)
              .map((v) => ({ value: v.platname, label: `${v.name}（${v.platname}）` }))}
            onChange={(platform_name?: string) => setFilter({ ...filter, platform_name, page: 1 })}
          />
        </Space>
        {current && <CategorySwitch category={current} locked={locked} />}
      </Flex>
      <Table<Game>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={games.data?.data ?? []}
        loading={games.isFetching}
        scroll={{ x: 820 }}
        locale={{ emptyText: games.isError ? games.error.message : '暂无游戏' }}
        pagination={{
          current: filter.page,
          pageSize: filter.per_page,
          total: games.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100],
          showTotal: (n) => `共 ${n} 条`,
          onChange: (page, per_page) => setFilter({ ...filter, page, per_page }),
        }}
      />
      <GameModal
        open={modal.open}
        editing={modal.editing}
        category={filter.category}
        categories={categories.data ?? []}
        venues={venues.data ?? []}
        onClose={() => setModal({ open: false, editing: null })}
      />
    </Card>
  );
}
