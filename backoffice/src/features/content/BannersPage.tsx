import { Form, InputNumber, Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { ArtworkField, ArtworkThumb } from '../../lib/ArtworkField';
import { shownTime } from '../../lib/time';
import { useBanners } from './api';
import { ContentTable, EnabledSwitch } from './ContentTable';
import { EditModal } from './EditModal';
import type { Banner, BannerBody } from './types';
import { changedFields, useCanEdit, useContentWriter } from './useContentWriter';

/** `type` 2 is the home page's carousel (`/api/bannerList`); the others are kept for other places. */
const HOME = 2;
const placeOf = (type: number) => (type === HOME ? <Tag color="blue">首页轮播</Tag> : <Tag>位置 {type}</Tag>);

type BannerForm = Required<Pick<Banner, 'src' | 'type' | 'sort' | 'enabled'>>;
const NEW: BannerForm = { src: '', type: HOME, sort: 0, enabled: true };

/**
 * 轮播图: the carousel pictures (the home page's is type 2), in the server's order (type, sort); a picture is
 * uploaded (PNG or GIF), never linked elsewhere (the content lists hold no address players are sent to).
 */
export function BannersPage() {
  const canEdit = useCanEdit();
  const [page, setPage] = useState(1);
  const list = useBanners(page);
  const { save, remove } = useContentWriter<Banner, BannerBody>('banners', '轮播图');
  const [open, setOpen] = useState<Banner | 'new' | null>(null);
  const [form] = Form.useForm<BannerForm>();
  const editing = open !== null && open !== 'new' ? open : null;

  const columns: ColumnsType<Banner> = [
    {
      title: '图片',
      dataIndex: 'src',
      width: 200,
      render: (src: string, b) => <ArtworkThumb src={src} width={160} alt={`轮播图 #${b.id}`} />,
    },
    { title: '位置', dataIndex: 'type', width: 110, render: placeOf },
    { title: '排序', dataIndex: 'sort', width: 80 },
    {
      title: '启用',
      dataIndex: 'enabled',
      width: 100,
      render: (enabled: boolean, b) => (
        <EnabledSwitch
          enabled={enabled}
          label={`启用轮播图 #${b.id}`}
          canEdit={canEdit}
          onChange={(v) =>
            save.mutateAsync({ id: b.id, body: { enabled: v }, done: v ? '已启用轮播图' : '已停用轮播图' })
          }
        />
      ),
    },
    { title: '添加时间', dataIndex: 'created_at', width: 170, render: shownTime },
  ];

  const onFinish = (v: BannerForm) => {
    const body = editing ? changedFields<BannerForm>(editing, v) : v;
    if (editing && Object.keys(body).length === 0) return setOpen(null);
    save.mutate({ id: editing?.id ?? null, body }, { onSuccess: () => setOpen(null) });
  };

  return (
    <>
      <ContentTable<Banner>
        title="轮播图"
        noun="轮播图"
        columns={columns}
        list={list}
        page={page}
        onPage={setPage}
        canEdit={canEdit}
        onAdd={() => setOpen('new')}
        onOpen={setOpen}
        onDelete={(b) => remove.mutateAsync(b.id)}
        name={(b) => `#${b.id}`}
      />
      <EditModal<BannerForm>
        open={open !== null}
        title={editing ? (canEdit ? `编辑轮播图 #${editing.id}` : `轮播图 #${editing.id}`) : '新增轮播图'}
        form={form}
        canEdit={canEdit}
        saving={save.isPending}
        initialValues={editing ?? NEW}
        onFinish={onFinish}
        onClose={() => setOpen(null)}
        width={560}
      >
        <Form.Item name="src" label="图片" rules={[{ required: true, message: '请上传图片' }]} extra="建议 750×300">
          <ArtworkField alt="轮播图图片" />
        </Form.Item>
        <Form.Item
          name="type"
          label="位置"
          extra="2 为首页轮播（手机首页顶部）"
          rules={[{ required: true, message: '请填写位置' }]}
        >
          <InputNumber min={1} max={99} precision={0} />
        </Form.Item>
        <Form.Item name="sort" label="排序" extra="数字小的在前" rules={[{ required: true, message: '请填写排序' }]}>
          <InputNumber min={0} max={1_000_000} precision={0} />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch checkedChildren="启用" unCheckedChildren="停用" />
        </Form.Item>
      </EditModal>
    </>
  );
}
