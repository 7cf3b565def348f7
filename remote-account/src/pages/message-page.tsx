import { isNetworkError, useSearchParams } from '@h5/shared';
import { Tabs } from '@h5/shared/antd';
import { InfiniteList, LIST_END, pageFrom, RichText } from '@h5/shared/ui';
import { useCallback, useEffect, useState } from 'react';
import { Icon } from '../components/account-ui';
import { postHomeNotice } from '../features/messages/api/post-home-notice';
import { postNoticeList, type NoticePage } from '../features/messages/api/post-notice-list';
import './message-page.css';

export const MESSAGE_TABS = [
  { key: '1', title: '系统公告' },
  { key: '2', title: '站内信' },
] as const;

/** Tab 1: the announcements, a plain list of texts (never markup). */
function Announcements() {
  const [lines, setLines] = useState<string[] | null>(null);
  useEffect(() => {
    let live = true;
    postHomeNotice()
      .then((res) => {
        if (live) setLines(res.code === 200 && Array.isArray(res.data) ? res.data.map(String) : []);
      })
      .catch((err) => {
        if (!isNetworkError(err)) throw err;
        if (live) setLines([]);
      });
    return () => {
      live = false;
    };
  }, []);
  if (lines === null) return null;
  return (
    <ul className="msg-notices">
      {lines.map((line, i) => (
        <li key={i} className="msg-notice" data-testid="announcement">
          <span className="msg-notice__icon" aria-hidden="true">
            <Icon name="info" size={16} />
          </span>
          <p>{line}</p>
        </li>
      ))}
      <li className="acc-empty">{LIST_END}</li>
    </ul>
  );
}

type InboxRow = NoticePage['data'][number];

/** Tab 2: the inbox, paged, appended on scroll: title, sanitised rich text, time; 没有更多了 at the end. */
function Inbox() {
  const load = useCallback(async (page: number) => {
    const res = await postNoticeList(page);
    return res.code === 200 ? pageFrom<InboxRow>(res.data) : null;
  }, []);
  return (
    <InfiniteList<InboxRow>
      className="msg-inbox"
      load={load}
      emptyText={LIST_END}
      rowKey={(row, i) => row.id ?? `${row.created_at}-${i}`}
      renderItem={(row) => (
        <article className="msg-letter" data-testid="inbox-message">
          <header className="msg-letter__head">
            <span className="msg-letter__dot" aria-hidden="true">
              <Icon name="doc" size={15} />
            </span>
            <h3>{row.title}</h3>
          </header>
          <RichText className="msg-letter__body" html={row.content} />
          <time className="msg-letter__time">{row.created_at}</time>
        </article>
      )}
    />
  );
}

/**
 * /message?type (001 §2): tab 1 announcements, tab 2 inbox. The tab follows `type` (anything but 2 is tab 1) and a tab
 * change replaces it. The shell draws the back-arrow header titled 消息中心.
 */
export default function MessagePage() {
  const [params, setParams] = useSearchParams();
  const active = params.get('type') === '2' ? '2' : '1';
  return (
    <div className="message-page">
      <Tabs activeKey={active} onChange={(key) => setParams({ type: key }, { replace: true })} className="msg-tabs">
        {MESSAGE_TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      <div className="msg-body">{active === '1' ? <Announcements /> : <Inbox />}</div>
    </div>
  );
}
