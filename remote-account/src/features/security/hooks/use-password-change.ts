import { toast, useNavigate, useSession } from '@h5/shared';
import { Form } from '@h5/shared/antd';
import { checkPasswordChange } from '@h5/shared/validators';
import { contractFields, useEditPassword, type PasswordChange } from '../api/post-edit-password';
import { useEditPayPassword } from '../api/post-edit-pay-password';
import { PAGES } from '@h5/shared/paths';

export const PASSWORD_CHANGED = '密码修改成功！';
const EMPTY: PasswordChange = { oldPassword: '', newPassword: '', confirmation: '' };
export type PasswordFormField = keyof PasswordChange;

/**
 * The password form: the login password (`login`) or the withdrawal password, its three fields held by antd-mobile's
 * Form (`form`, fields named `oldPassword`, `newPassword`, `confirmation`, all empty at first). The seven checks run in order before
 * anything is sent, the first failure toasted (新旧密码不能一致！ also clears the form). Only the old and new passwords
 * are sent. Success: the login password ends the session here too (storage, token, balance poll) and opens /login —
 * the server has ended every session of the player; the withdrawal password clears the form and stays. A refusal is
 * toasted by the client and the fields stay; no answer at all says so.
 */
export function usePasswordChange(login: boolean) {
  const navigate = useNavigate();
  const [form] = Form.useForm<PasswordChange>();
  const loginPassword = useEditPassword();
  const payPassword = useEditPayPassword();
  const write = login ? loginPassword : payPassword;

  const submit = async () => {
    if (write.pending) return;
    const values: PasswordChange = { ...EMPTY, ...form.getFieldsValue(true) };
    const problem = checkPasswordChange(contractFields(values));
    if (problem) {
      if (problem.clearForm) form.resetFields();
      return toast(problem.message);
    }
    const answer = await write.run(values);
    if (answer?.code !== 200) return; // no answer: the mutation said so (noAnswerToast)
    toast.success(answer.message || PASSWORD_CHANGED);
    if (login) {
      useSession.getState().clear();
      navigate(PAGES.login, { replace: true });
    } else {
      form.resetFields();
    }
  };

  return { form, initialValues: EMPTY, submit, busy: write.pending };
}
