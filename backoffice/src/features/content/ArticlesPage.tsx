import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { shownTime } from '../../lib/time';
import { useArticles } from './api';
import { ArticleDrawer } from './ArticleDrawer';
import { ContentTable } from './ContentTable';
import { ARTICLE_PLACES } from './places';
import type { Article, ArticleBody } from './types';
import { useCanEdit, useContentWriter } from './useContentWriter';

/** 帮助中心文章: the help centre's and legal articles by slug, each edited in a drawer with the phone's preview. */
export function ArticlesPage() {
  const canEdit = useCanEdit();
  const [page, setPage] = useState(1);
  const list = useArticles(page);
  const { remove } = useContentWriter<Article, ArticleBody>('articles', '文章');
  const [open, setOpen] = useState<Article | 'new' | null>(null);

  const columns: ColumnsType<Article> = [
    { title: '标题', dataIndex: 'title', render: (t: string) => <Typography.Text strong>{t}</Typography.Text> },
    {
      title: 'slug',
      dataIndex: 'slug',
      width: 200,
      render: (s: string) => <Typography.Text code>{s}</Typography.Text>,
    },
    {
      title: '手机页面',
      dataIndex: 'slug',
      key: 'place',
      width: 260,
      render: (s: string) =>
        ARTICLE_PLACES[s] ? <Tag color="blue">{ARTICLE_PLACES[s]}</Tag> : <Tag>手机暂无入口</Tag>,
    },
    { title: '更新时间', dataIndex: 'updated_at', width: 170, render: shownTime },
  ];

  return (
    <>
      <ContentTable<Article>
        title="帮助中心文章"
        noun="文章"
        columns={columns}
        list={list}
        page={page}
        onPage={setPage}
        canEdit={canEdit}
        onAdd={() => setOpen('new')}
        onOpen={setOpen}
        onDelete={(a) => remove.mutateAsync(a.id)}
        name={(a) => a.title}
      />
      <ArticleDrawer article={open} canEdit={canEdit} onClose={() => setOpen(null)} />
    </>
  );
}
