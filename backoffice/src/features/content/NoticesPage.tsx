import { Form, Input, InputNumber, Switch, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { shownTime } from '../../lib/time';
import { useNotices } from './api';
import { ContentTable, EnabledSwitch } from './ContentTable';
import { EditModal } from './EditModal';
import { RichTextEditor } from './RichTextEditor';
import type { Notice, NoticeBody, NoticeKind } from './types';
import { changedFields, useCanEdit, useContentWriter } from './useContentWriter';

const KIND_LABEL: Record<NoticeKind, string> = { home: '首页公告', inbox: '站内信' };
const HOME_MAX = 500;

interface NoticeForm {
  title: string;
  content: string;
  user_id: number | null;
  sort: number;
  enabled: boolean;
}
const NEW: NoticeForm = { title: '', content: '', user_id: null, sort: 0, enabled: true };

/** The text of an HTML message, for a table cell. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What is sent: a home notice is a plain line (no title, no player); an inbox message has both. */
function bodyOf(kind: NoticeKind, v: NoticeForm): NoticeBody {
  return kind === 'home'
    ? { content: v.content.trim(), sort: v.sort, enabled: v.enabled }
    : { title: v.title.trim(), content: v.content, user_id: v.user_id ?? null, enabled: v.enabled };
}

/**
 * 公告: 首页公告 (the home page's scrolling lines, plain text ≤ 500, in `sort` order) and 站内信 (titled HTML messages
 * in the players' message centre, for everyone or one player by id), a tab each.
 */
export function NoticesPage() {
  const canEdit = useCanEdit();
  const [kind, setKind] = useState<NoticeKind>('home');
  const [page, setPage] = useState(1);
  const list = useNotices(kind, page);
  const { save, remove } = useContentWriter<Notice, NoticeBody>('notices', KIND_LABEL[kind]);
  const [open, setOpen] = useState<Notice | 'new' | null>(null);
  const [form] = Form.useForm<NoticeForm>();
  const editing = open !== null && open !== 'new' ? open : null;

  const enabledColumn: ColumnsType<Notice>[number] = {
    title: '启用',
    dataIndex: 'enabled',
    width: 100,
    render: (enabled: boolean, n) => (
      <EnabledSwitch
        enabled={enabled}
        label={`启用${KIND_LABEL[n.kind]} #${n.id}`}
        canEdit={canEdit}
        onChange={(v) => save.mutateAsync({ id: n.id, body: { enabled: v }, done: v ? '已启用' : '已停用' })}
      />
    ),
  };
  const timeColumn = { title: '发布时间', dataIndex: 'created_at', width: 170, render: shownTime };
  const columns: ColumnsType<Notice> =
    kind === 'home'
      ? [
          { title: '公告内容', dataIndex: 'content', ellipsis: true },
          { title: '排序', dataIndex: 'sort', width: 80 },
          enabledColumn,
          timeColumn,
        ]
      : [
          {
            title: '标题',
            dataIndex: 'title',
            width: 220,
            render: (t: string) => <Typography.Text strong>{t}</Typography.Text>,
          },
          { title: '内容', dataIndex: 'content', ellipsis: true, render: plain },
          {
            title: '接收人',
            dataIndex: 'user_id',
            width: 130,
            render: (id: number | null) => (id ? <Tag color="purple">玩家 ID {id}</Tag> : <Tag>全体玩家</Tag>),
          },
          enabledColumn,
          timeColumn,
        ];

  const onFinish = (v: NoticeForm) => {
    const next = bodyOf(kind, v);
    const body = editing ? changedFields<NoticeBody>(editing, next) : { kind, ...next };
    if (editing && Object.keys(body).length === 0) return setOpen(null);
    save.mutate({ id: editing?.id ?? null, body }, { onSuccess: () => setOpen(null) });
  };

  const noun = KIND_LABEL[kind];
  return (
    <>
      <ContentTable<Notice>
        title="公告"
        noun={noun}
        columns={columns}
        list={list}
        page={page}
        onPage={setPage}
        canEdit={canEdit}
        onAdd={() => setOpen('new')}
        onOpen={setOpen}
        onDelete={(n) => remove.mutateAsync(n.id)}
        name={(n) => (n.kind === 'home' ? plain(n.content).slice(0, 20) : n.title)}
        header={
          <Tabs
            activeKey={kind}
            onChange={(k) => {
              setKind(k as NoticeKind);
              setPage(1);
            }}
            items={(['home', 'inbox'] as const).map((k) => ({ key: k, label: KIND_LABEL[k] }))}
          />
        }
      />
      <EditModal<NoticeForm>
        open={open !== null}
        title={editing ? `${canEdit ? '编辑' : ''}${noun} #${editing.id}` : `新增${noun}`}
        form={form}
        canEdit={canEdit}
        saving={save.isPending}
        initialValues={editing ? { ...NEW, ...editing } : NEW}
        onFinish={onFinish}
        onClose={() => setOpen(null)}
        width={kind === 'home' ? 560 : 760}
      >
        {kind === 'home' ? (
          <>
            <Form.Item
              name="content"
              label="公告内容"
              extra="纯文本，显示在手机首页的滚动公告中"
              rules={[
                { required: true, whitespace: true, message: '请输入公告内容' },
                { max: HOME_MAX, message: `公告内容不能超过${HOME_MAX}个字` },
              ]}
            >
              <Input.TextArea rows={3} maxLength={HOME_MAX} showCount />
            </Form.Item>
            <Form.Item
              name="sort"
              label="排序"
              extra="数字小的在前"
              rules={[{ required: true, message: '请填写排序' }]}
            >
              <InputNumber min={0} max={1_000_000} precision={0} />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item
              name="title"
              label="标题"
              rules={[
                { required: true, whitespace: true, message: '站内信必须填写标题' },
                { max: 200, message: '标题不能超过200个字' },
              ]}
            >
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item
              name="content"
              label="内容"
              required
              rules={[
                {
                  validator: async (_r, v: string | undefined) => {
                    if (!v || !plain(v)) throw new Error('请输入内容');
                  },
                },
              ]}
            >
              <RichTextEditor label="内容" disabled={!canEdit} minHeight={180} />
            </Form.Item>
            <Form.Item name="user_id" label="接收玩家 ID" extra="留空则发给全体玩家">
              <InputNumber min={1} precision={0} placeholder="全体玩家" style={{ width: 200 }} />
            </Form.Item>
          </>
        )}
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch checkedChildren="启用" unCheckedChildren="停用" />
        </Form.Item>
      </EditModal>
    </>
  );
}
