import { Button, Form, Input, InputNumber, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { BOARD_KEY, promotionsApi, TYPES_KEY, usePromotionTypes, type PageFilter } from './api';
import { EditModal } from './EditModal';
import { DeleteButton, ListCard } from './ListCard';
import { useRoles } from './roles';
import type { PromotionType } from './types';
import { useAction } from './useAction';

type Values = { name: string; sort: number };
/** null: closed; 'new': adding; a type: editing it */
type Editing = null | 'new' | PromotionType;

/**
 * 活动类型: the tabs of the player site's promotions page, in `sort` order. The editor adds, renames, reorders and
 * deletes them (a type that still has promotions: the server's 409 as-is); finance reads.
 */
export function PromotionTypes() {
  const { content } = useRoles();
  const [filter, setFilter] = useState<PageFilter>({ page: 1, per_page: 20 });
  const [editing, setEditing] = useState<Editing>(null);
  const types = usePromotionTypes(filter);
  const invalidate = [TYPES_KEY, BOARD_KEY];

  const save = useAction({
    fn: (v: Values) =>
      editing && editing !== 'new'
        ? promotionsApi.updateType(editing.id, { name: v.name.trim(), sort: v.sort })
        : promotionsApi.createType({ name: v.name.trim(), sort: v.sort }),
    invalidate,
    success: (t) => `已保存活动类型「${t.name}」`,
    done: () => setEditing(null),
  });
  const remove = useAction({
    fn: (t: PromotionType) => promotionsApi.deleteType(t.id),
    invalidate,
    success: (_r, t) => `已删除活动类型「${t.name}」`,
  });

  const columns: ColumnsType<PromotionType> = [
    { title: 'ID', dataIndex: 'id', width: 80 },
    { title: '名称', dataIndex: 'name' },
    { title: '排序', dataIndex: 'sort', width: 100 },
  ];
  if (content)
    columns.push({
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_v, t) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(t)}>
            编辑
          </Button>
          <DeleteButton
            what={`活动类型「${t.name}」`}
            hint="该类型下仍有活动时不能删除。"
            onConfirm={() => remove.mutateAsync(t)}
          />
        </Space>
      ),
    });

  return (
    <ListCard
      title="活动类型"
      refresh={TYPES_KEY}
      add={content ? { label: '新增类型', onClick: () => setEditing('new') } : undefined}
    >
      <Typography.Paragraph type="secondary">
        活动类型是玩家站点「优惠」页的分类标签，按排序从小到大显示。
      </Typography.Paragraph>
      <Table<PromotionType>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={types.data?.data ?? []}
        loading={types.isLoading}
        locale={{ emptyText: types.isError ? types.error.message : '暂无活动类型' }}
        pagination={{
          current: filter.page,
          pageSize: filter.per_page,
          total: types.data?.total ?? 0,
          showTotal: (t) => `共 ${t} 条`,
          onChange: (page, per_page) => setFilter({ page, per_page }),
        }}
      />
      <EditModal<Values>
        open={editing !== null}
        title={editing === 'new' ? '新增活动类型' : `编辑活动类型「${editing?.name ?? ''}」`}
        initialValues={editing && editing !== 'new' ? editing : { sort: 0 }}
        pending={save.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={(v) => save.mutate(v)}
      >
        <Form.Item
          name="name"
          label="名称"
          rules={[
            { required: true, whitespace: true, message: '请输入名称' },
            { max: 32, message: '名称最多 32 个字' },
          ]}
        >
          <Input maxLength={32} showCount autoComplete="off" />
        </Form.Item>
        <Form.Item name="sort" label="排序" extra="数字越小越靠前" rules={[{ required: true, message: '请输入排序' }]}>
          <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </EditModal>
    </ListCard>
  );
}
