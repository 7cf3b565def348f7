import { confirmDialog, toast, useNavigate, useSession } from '@h5/shared';
import { Form } from '@h5/shared/antd';
import { checkPartnerApplication } from '@h5/shared/validators';
import { contractFields, useApplyAgent, type PartnerApplicationForm } from '../api/post-apply-agent';
import { useAgentStatus } from '../api/post-apply-agent-info';
import { PAGES } from '@h5/shared/paths';

const EMPTY: PartnerApplicationForm = { mobile: '', reason: '' };

/**
 * The partner application: the player's state (read for a player only), the form (antd-mobile's Form, `form`: fields
 * `mobile` and `reason`) and its submit. The mobile, then the
 * reason are checked before anything is sent (the first failure toasted); a visitor who passes is asked to log in
 * (去登录 → /login?redirect=/applyagent). The server's answer is toasted here: success, then the state is read again;
 * a refusal keeps the form (409, applied already: the state is read again too); no answer at all says so.
 */
export function usePartnerApplication() {
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const statusQuery = useAgentStatus(Boolean(token));
  const [form] = Form.useForm<PartnerApplicationForm>();
  const apply = useApplyAgent(async (answer) => {
    if (answer.code === 200) {
      toast.success(answer.message);
      await statusQuery.refetch();
    } else if (answer.code !== 401) {
      toast.error(answer.message);
      if (answer.code === 409) await statusQuery.refetch();
    }
  });

  const submit = async () => {
    if (apply.pending) return;
    const values: PartnerApplicationForm = { ...EMPTY, ...form.getFieldsValue(true) };
    const problem = checkPartnerApplication(contractFields(values));
    if (problem) return toast(problem);
    if (!useSession.getState().token) {
      const go = await confirmDialog({
        title: '温馨提示',
        content: '请先登录后再申请',
        confirmText: '去登录',
        cancelText: '取消',
      });
      if (go) navigate(`${PAGES.login}?redirect=${encodeURIComponent(PAGES.partnerApplication)}`);
      return;
    }
    // no answer: the mutation says so (noAnswerToast)
    await apply.run({ mobile: values.mobile.trim(), reason: values.reason.trim() });
  };

  const status = token ? (statusQuery.data ?? null) : null;
  /** the state shown instead of the form: the player applied, or is an agent */
  const applied = status && (status.isAgent || status.state > 0) ? status : null;
  return { token, applied, form, initialValues: EMPTY, submit, busy: apply.pending };
}
