import type { ProtectionChange } from '@h5/shared/types';
import { InfiniteList } from '@h5/shared/ui';
import { describeProtectionChange } from '@h5/shared/validators';
import { Card } from '../../../components/account-ui';
import { useHistoryPages } from '../api/post-protection-history';

const who = (actor: string) => (actor === 'player' ? '本人' : actor.startsWith('admin') ? '后台' : actor);

/** 修改记录: every change (who, when, before, after), newest first, paged on scroll. `reloadKey` reloads from page 1. */
export function ProtectionHistory({ reloadKey }: { reloadKey: unknown }) {
  const load = useHistoryPages();
  return (
    <Card title="修改记录" className="rg-card rg-history">
      <InfiniteList<ProtectionChange>
        load={load}
        resetKey={reloadKey}
        emptyText="暂无修改记录"
        rowKey={(row) => row.id}
        renderItem={(row) => {
          const line = describeProtectionChange(row.action, row.before, row.after);
          return (
            <article className="rg-change" data-testid="protection-change">
              <header>
                <b>{line.what}</b>
                <span>{who(row.actor)}</span>
              </header>
              <p>
                <span className="rg-change__old">{line.before}</span>
                <span aria-hidden="true"> → </span>
                <span className="rg-change__new">{line.after}</span>
              </p>
              <time>{row.at}</time>
            </article>
          );
        }}
      />
    </Card>
  );
}
