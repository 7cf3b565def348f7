import { Link } from '@h5/shared';
import { Card } from '../../../components/account-ui';
import type { PartnerStatus } from '../api/post-apply-agent-info';
import { PAGES } from '@h5/shared/paths';

export const APPLICATION_STATES: Record<number, { label: string; note: string; tone: string }> = {
  1: { label: '审核中', note: '您的申请已提交，请耐心等待审核结果，审核通过后将开通代理权限。', tone: 'pending' },
  2: { label: '已通过', note: '恭喜您成为合伙人！可在"我的—代理登录"进入代理后台。', tone: 'passed' },
  3: { label: '未通过', note: '很遗憾，您的申请未通过审核，如有疑问请咨询在线客服。', tone: 'rejected' },
};

/** What a player who applied (or is an agent) sees instead of the form; the reason is shown as plain text. */
export function ApplicationState({ status }: { status: PartnerStatus }) {
  const state = status.isAgent ? APPLICATION_STATES[2] : APPLICATION_STATES[status.state];
  return (
    <Card title="申请状态" className="agent-state">
      <p className={`agent-state__badge is-${state.tone}`} data-testid="agent-state">
        {status.isAgent && status.state !== 2 ? '您已是合伙人' : state.label}
      </p>
      <p className="agent-state__note">{state.note}</p>
      {status.state > 0 && (
        <dl className="agent-state__detail">
          <dt>联系电话</dt>
          <dd>{status.mobile}</dd>
          <dt>申请理由</dt>
          {/* plain text, whatever it holds */}
          <dd data-testid="agent-reason">{status.reason}</dd>
          <dt>申请时间</dt>
          <dd>{status.appliedAt}</dd>
        </dl>
      )}
      {status.isAgent && (
        <Link to={`${PAGES.gamePage}?dailiD=1`} className="agent-state__go">
          进入代理后台
        </Link>
      )}
    </Card>
  );
}
