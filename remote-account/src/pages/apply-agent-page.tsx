import { confirmDialog, isNetworkError, Link, NETWORK_ERROR, toast, useNavigate, useSession } from '@h5/shared';
import { checkPartnerApplication, FORM_LIMITS } from '@h5/shared/validators';
import { useCallback, useEffect, useState } from 'react';
import { Card, FieldRow, KefuLink, SubmitButton, TextInput } from '../components/account-ui';
import { postApplyAgent } from '../features/partner/api/post-apply-agent';
import { postApplyAgentInfo, type AgentStatus } from '../features/partner/api/post-apply-agent-info';
import { PartnerHero } from '../features/partner/components/partner-hero';
import './apply-agent-page.css';

export const APPLICATION_STATES: Record<number, { label: string; note: string; tone: string }> = {
  1: { label: '审核中', note: '您的申请已提交，请耐心等待审核结果，审核通过后将开通代理权限。', tone: 'pending' },
  2: { label: '已通过', note: '恭喜您成为合伙人！可在"我的—代理登录"进入代理后台。', tone: 'passed' },
  3: { label: '未通过', note: '很遗憾，您的申请未通过审核，如有疑问请咨询在线客服。', tone: 'rejected' },
};

/** What a player who applied (or is an agent) sees instead of the form. */
function ApplicationState({ status }: { status: AgentStatus }) {
  const state = status.isagent === 1 ? APPLICATION_STATES[2] : APPLICATION_STATES[status.state];
  return (
    <Card title="申请状态" className="agent-state">
      <p className={`agent-state__badge is-${state.tone}`} data-testid="agent-state">
        {status.isagent === 1 && status.state !== 2 ? '您已是合伙人' : state.label}
      </p>
      <p className="agent-state__note">{state.note}</p>
      {status.state > 0 && (
        <dl className="agent-state__detail">
          <dt>联系电话</dt>
          <dd>{status.mobile}</dd>
          <dt>申请理由</dt>
          {/* plain text, whatever it holds */}
          <dd data-testid="agent-reason">{status.apply_info}</dd>
          <dt>申请时间</dt>
          <dd>{status.created_at}</dd>
        </dl>
      )}
      {status.isagent === 1 && (
        <Link to="/gamePage?dailiD=1" className="agent-state__go">
          进入代理后台
        </Link>
      )}
    </Card>
  );
}

/**
 * /applyagent, the partner plan (001 §2, §5): username and real name read-only, contact mobile and application reason
 * (apply_info) checked in that order (请输入正确手机号, 请输入申请理由), 立即加入, and a consult link to customer
 * service. No guard: a visitor sees the form and is asked to log in on joining. A player who applied (or is an agent)
 * sees the application's state instead. The server's answer is shown as a toast; the form is kept on a refusal.
 */
export default function ApplyAgentPage() {
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.userInfo);
  const [status, setStatus] = useState<AgentStatus | null>(null);
  const [form, setForm] = useState({ mobile: '', apply_info: '' });
  const [busy, setBusy] = useState(false);

  const loadStatus = useCallback(async () => {
    if (!useSession.getState().token) return setStatus(null);
    try {
      const res = await postApplyAgentInfo();
      if (res.code === 200 && res.data) setStatus(res.data);
    } catch (err) {
      if (!isNetworkError(err)) throw err;
    }
  }, []);
  useEffect(() => {
    void loadStatus();
  }, [loadStatus, token]);

  const submit = async () => {
    if (busy) return;
    const problem = checkPartnerApplication(form);
    if (problem) return toast(problem);
    if (!useSession.getState().token) {
      const go = await confirmDialog({ title: '温馨提示', content: '请先登录后再申请', confirmText: '去登录', cancelText: '取消' });
      if (go) navigate(`/login?redirect=${encodeURIComponent('/applyagent')}`);
      return;
    }
    setBusy(true);
    try {
      const res = await postApplyAgent({ mobile: form.mobile.trim(), apply_info: form.apply_info.trim() });
      if (res.code === 200) {
        toast.success(res.message);
        await loadStatus();
      } else if (res.code !== 401) {
        toast.error(res.message);
        if (res.code === 409) await loadStatus();
      }
    } catch {
      toast.error(NETWORK_ERROR);
    } finally {
      setBusy(false);
    }
  };

  const applied = status !== null && (status.isagent === 1 || status.state > 0);
  return (
    <div className="acc-page agent-page">
      <PartnerHero />
      {applied ? (
        <ApplicationState status={status} />
      ) : (
        <>
          <Card title="申请信息">
            <FieldRow label="用户名">
              <span className={`acc-field__value${token ? '' : ' is-muted'}`} data-testid="agent-username">
                {token ? (user?.username ?? '') : '登录后显示'}
              </span>
            </FieldRow>
            <FieldRow label="真实姓名">
              <span className={`acc-field__value${token ? '' : ' is-muted'}`}>{token ? (user?.realname ?? '') : '登录后显示'}</span>
            </FieldRow>
            <FieldRow label="联系电话" htmlFor="agent-mobile">
              <TextInput id="agent-mobile" type="tel" inputMode="tel" maxLength={16} placeholder="请输入手机号码" value={form.mobile} onChange={(e) => setForm((f) => ({ ...f, mobile: e.target.value }))} />
            </FieldRow>
            <div className="agent-reason">
              <label htmlFor="agent-reason">申请理由</label>
              <textarea
                id="agent-reason"
                rows={4}
                maxLength={FORM_LIMITS.applyReasonMax}
                placeholder="请简单介绍您的推广渠道、团队规模或相关经验"
                value={form.apply_info}
                onChange={(e) => setForm((f) => ({ ...f, apply_info: e.target.value }))}
              />
              <span className="agent-reason__count">
                {[...form.apply_info].length}/{FORM_LIMITS.applyReasonMax}
              </span>
            </div>
          </Card>
          <SubmitButton busy={busy} onClick={submit}>
            立即加入
          </SubmitButton>
        </>
      )}
      <div className="agent-consult">
        <span>对合伙人计划有疑问？</span>
        <KefuLink>咨询客服</KefuLink>
      </div>
    </div>
  );
}
