import { InfiniteList, LIST_END, RichText } from '@h5/shared/ui';
import { Icon } from '../../../components/account-ui';
import { useInboxPages, type InboxLetter } from '../api/post-notice-list';

/** The inbox, paged, appended on scroll: title, sanitised rich text, time; 没有更多了 at the end and when empty. */
export function Inbox() {
  const load = useInboxPages();
  return (
    <InfiniteList<InboxLetter>
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
