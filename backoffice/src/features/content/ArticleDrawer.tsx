import { Alert, Button, Drawer, Flex, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { PhonePreview } from './PhonePreview';
import { ARTICLE_PLACES, SLUG, SLUG_MESSAGE } from './places';
import { RichTextEditor } from './RichTextEditor';
import type { Article, ArticleBody } from './types';
import { changedFields, useContentWriter } from './useContentWriter';

type ArticleForm = Required<ArticleBody>;
const NEW: ArticleForm = { title: '', slug: '', content: '' };

/**
 * An article's editor: title, slug, the rich text, and beside it the phone's help page at 375 px. Saving keeps the
 * drawer open and puts the server's (sanitised) version into the editor and the preview: what players will read.
 */
export function ArticleDrawer({
  article,
  canEdit,
  onClose,
}: {
  /** the article opened, 'new', or null (closed) */
  article: Article | 'new' | null;
  canEdit: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ArticleForm>();
  const { save } = useContentWriter<Article, ArticleBody>('articles', '文章');
  // the stored version (null: not saved yet); the drawer follows it after a save
  const [stored, setStored] = useState<Article | null>(null);
  // a newly opened article is taken before the first paint (kept while the drawer closes, so its title stays)
  const [opened, setOpened] = useState(article);
  if (article !== opened) {
    setOpened(article);
    if (article !== null) setStored(article === 'new' ? null : article);
  }

  const title = Form.useWatch('title', form) ?? '';
  const content = Form.useWatch('content', form) ?? '';
  const slug = Form.useWatch('slug', form) ?? '';
  const saved = stored !== null && stored.title === title && stored.content === content;

  const onFinish = (v: ArticleForm) => {
    const body = stored
      ? changedFields<ArticleForm>(stored, { ...v, slug: v.slug.trim() })
      : { ...v, slug: v.slug.trim() };
    if (stored && Object.keys(body).length === 0) return;
    save.mutate(
      { id: stored?.id ?? null, body },
      {
        onSuccess: (row) => {
          setStored(row);
          form.setFieldsValue({ title: row.title, slug: row.slug, content: row.content });
        },
        onError: (e) => {
          if (e instanceof ApiError && e.status === 409) form.setFields([{ name: 'slug', errors: [e.message] }]);
        },
      },
    );
  };

  return (
    <Drawer
      open={article !== null}
      title={stored ? `${canEdit ? '编辑文章' : '文章'}：${stored.title}` : '新增文章'}
      size={1120}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>关闭</Button>
          {canEdit && (
            <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
              保存
            </Button>
          )}
        </Space>
      }
    >
      <Flex gap={24} align="flex-start">
        <Form<ArticleForm>
          form={form}
          layout="vertical"
          disabled={!canEdit}
          initialValues={article && article !== 'new' ? article : NEW}
          onFinish={onFinish}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Form.Item
            name="title"
            label="标题"
            rules={[
              { required: true, whitespace: true, message: '请输入标题' },
              { max: 100, message: '标题不能超过100个字' },
            ]}
          >
            <Input maxLength={100} showCount />
          </Form.Item>
          <Form.Item
            name="slug"
            label="slug（地址标识）"
            extra={
              ARTICLE_PLACES[slug]
                ? `手机位置：${ARTICLE_PLACES[slug]}（手机按 slug 读取文章，改名后该页面将找不到这篇文章）`
                : '小写字母、数字和连字符；手机只显示内置 slug 的文章（about-us、faq、privacy 等）'
            }
            rules={[
              { required: true, message: '请输入 slug' },
              { pattern: SLUG, message: SLUG_MESSAGE },
            ]}
          >
            <Input maxLength={32} style={{ fontFamily: 'monospace' }} />
          </Form.Item>
          <Form.Item
            name="content"
            label="正文"
            required
            rules={[
              {
                validator: async (_r, v: string | undefined) => {
                  if (!v || !v.replace(/<[^>]*>/g, '').trim()) throw new Error('请输入正文');
                },
              },
            ]}
          >
            <RichTextEditor label="正文" disabled={!canEdit} minHeight={360} />
          </Form.Item>
          {!canEdit && <Alert type="info" showIcon title="只读：文章由内容编辑维护。" />}
        </Form>
        <PhonePreview title={title} html={content} saved={saved} />
      </Flex>
    </Drawer>
  );
}
