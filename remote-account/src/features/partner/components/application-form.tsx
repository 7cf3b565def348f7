import type { UserInfo } from '@h5/shared';
import { FORM_LIMITS } from '@h5/shared/validators';
import { Card, FieldRow, TextInput } from '../../../components/account-ui';
import type { ApplicationField } from '../hooks/use-partner-application';

interface ApplicationFormProps {
  /** a visitor sees 登录后显示 instead of the username and real name */
  signedIn: boolean;
  user: UserInfo | null;
  form: Record<ApplicationField, string>;
  onChange: (key: ApplicationField, value: string) => void;
}

/** The application's fields: username and real name read-only, the contact mobile, the reason (200 characters, counted). */
export function ApplicationForm({ signedIn, user, form, onChange }: ApplicationFormProps) {
  return (
    <Card title="申请信息">
      <FieldRow label="用户名">
        <span className={`acc-field__value${signedIn ? '' : ' is-muted'}`} data-testid="agent-username">
          {signedIn ? (user?.username ?? '') : '登录后显示'}
        </span>
      </FieldRow>
      <FieldRow label="真实姓名">
        <span className={`acc-field__value${signedIn ? '' : ' is-muted'}`}>
          {signedIn ? (user?.realname ?? '') : '登录后显示'}
        </span>
      </FieldRow>
      <FieldRow label="联系电话" htmlFor="agent-mobile">
        <TextInput
          id="agent-mobile"
          type="tel"
          inputMode="tel"
          maxLength={16}
          placeholder="请输入手机号码"
          value={form.mobile}
          onChange={(e) => onChange('mobile', e.target.value)}
        />
      </FieldRow>
      <div className="agent-reason">
        <label htmlFor="agent-reason">申请理由</label>
        <textarea
          id="agent-reason"
          rows={4}
          maxLength={FORM_LIMITS.applyReasonMax}
          placeholder="请简单介绍您的推广渠道、团队规模或相关经验"
          value={form.reason}
          onChange={(e) => onChange('reason', e.target.value)}
        />
        <span className="agent-reason__count">
          {[...form.reason].length}/{FORM_LIMITS.applyReasonMax}
        </span>
      </div>
    </Card>
  );
}
