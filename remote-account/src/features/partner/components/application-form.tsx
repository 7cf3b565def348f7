import type { UserInfo } from '@h5/shared';
import { Form, Input, List } from '@h5/shared/antd';
import { FORM_LIMITS } from '@h5/shared/validators';
import { ListCard } from '../../../components/account-ui';
import type { PartnerApplicationForm } from '../api/post-apply-agent';
import type { usePartnerApplication } from '../hooks/use-partner-application';
import './application-form.css';

type Application = ReturnType<typeof usePartnerApplication>;

interface ApplicationFormProps {
  /** a visitor sees 登录后显示 instead of the username and real name */
  signedIn: boolean;
  user: UserInfo | null;
  /** antd-mobile's Form instance of `usePartnerApplication`, and its empty values */
  form: Application['form'];
  initialValues: PartnerApplicationForm;
}

/**
 * The application's fields, in antd-mobile's Form: username and real name read-only, the contact mobile (`Input`), the
 * reason (200 characters, counted). The reason stays a plain `<textarea>` under its own label (a field of the Form
 * all the same): antd-mobile's TextArea counts and cuts characters its own way (grapheme clusters), not as the shared
 * rule does (`applyReasonMax` code points).
 */
export function ApplicationForm({ signedIn, user, form, initialValues }: ApplicationFormProps) {
  const reason: string = Form.useWatch('reason', form) ?? '';
  return (
    <Form form={form} name="agent" initialValues={initialValues} layout="horizontal" className="acc-form">
      <ListCard title="申请信息">
        <Form.Item label="用户名">
          <span className={`acc-field__value${signedIn ? '' : ' is-muted'}`} data-testid="agent-username">
            {signedIn ? (user?.username ?? '') : '登录后显示'}
          </span>
        </Form.Item>
        <Form.Item label="真实姓名">
          <span className={`acc-field__value${signedIn ? '' : ' is-muted'}`}>
            {signedIn ? (user?.realname ?? '') : '登录后显示'}
          </span>
        </Form.Item>
        <Form.Item label="联系电话" name="mobile">
          <Input type="tel" inputMode="tel" maxLength={16} placeholder="请输入手机号码" autoComplete="off" />
        </Form.Item>
        <List.Item className="agent-reason">
          <label htmlFor="agent-reason">申请理由</label>
          <Form.Item name="reason" noStyle>
            <textarea
              id="agent-reason"
              rows={4}
              maxLength={FORM_LIMITS.applyReasonMax}
              placeholder="请简单介绍您的推广渠道、团队规模或相关经验"
            />
          </Form.Item>
          <span className="agent-reason__count">
            {[...reason].length}/{FORM_LIMITS.applyReasonMax}
          </span>
        </List.Item>
      </ListCard>
    </Form>
  );
}
