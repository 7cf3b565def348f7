import { useSession } from '@h5/shared';
import { CustomerServiceLink, SubmitButton } from '../components/account-ui';
import { ApplicationForm, ApplicationState, PartnerHero, usePartnerApplication } from '../features/partner';
import './partner-programme-page.css';

/**
 * /applyagent, the partner programme: username and real name read-only, contact mobile and application reason checked
 * in that order (请输入正确手机号, 请输入申请理由), 立即加入, and a consult link to customer service. No guard: a
 * visitor sees the form and is asked to log in on joining. A player who applied (or is an agent) sees the
 * application's state instead. The server's answer is shown as a toast; the form is kept on a refusal.
 */
export default function PartnerProgrammePage() {
  const user = useSession((s) => s.userInfo);
  const application = usePartnerApplication();
  return (
    <div className="acc-page agent-page">
      <PartnerHero />
      {application.applied ? (
        <ApplicationState status={application.applied} />
      ) : (
        <>
          <ApplicationForm
            signedIn={Boolean(application.token)}
            user={user}
            form={application.form}
            initialValues={application.initialValues}
          />
          <SubmitButton busy={application.busy} onClick={application.submit}>
            立即加入
          </SubmitButton>
        </>
      )}
      <div className="agent-consult">
        <span>对合伙人计划有疑问？</span>
        <CustomerServiceLink>咨询客服</CustomerServiceLink>
      </div>
    </div>
  );
}
