import { toast, useSession, type UserInfo } from '@h5/shared';
import { Form } from '@h5/shared/antd';
import { checkProfile } from '@h5/shared/validators';
import { useState } from 'react';
import { useFreshUser } from '../../../lib/use-fresh-user';
import { useUpdateUserInfo } from '../api/post-update-user-info';

export const PROFILE_SAVED = '操作成功';

const formOf = (user: UserInfo | null) => ({
  mobile: user?.mobile ?? '',
  email: user?.email ?? '',
  birthday: user?.birthday ?? '',
});
export type ProfileValues = ReturnType<typeof formOf>;

/**
 * The profile form: mobile, email and birthday, held by antd-mobile's Form (`form`, its fields named as these keys),
 * filled with the stored user info (`initialValues`), and again with the fresh one the page loads silently as it
 * opens — until the player edits. 确认 checks mobile, email and birthday in that order (the first failure toasted,
 * nothing sent); success writes the three values into the stored user info (store and local storage) and shows
 * 操作成功. What was typed stays after a refusal (toasted by the client).
 */
export function useProfileForm() {
  const [form] = Form.useForm<ProfileValues>();
  const [initialValues] = useState(() => formOf(useSession.getState().userInfo));
  const update = useUpdateUserInfo();
  useFreshUser((fresh) => {
    if (!form.isFieldsTouched()) form.setFieldsValue(formOf(fresh));
  });

  const submit = async () => {
    if (update.pending) return;
    const values: ProfileValues = { ...initialValues, ...form.getFieldsValue(true) };
    const problem = checkProfile(values);
    if (problem) return toast(problem);
    const payload = { mobile: values.mobile.trim(), email: values.email.trim(), birthday: values.birthday };
    const answer = await update.run(payload);
    if (answer?.code !== 200) return; // no answer: the mutation said so (noAnswerToast)
    const { userInfo: current, setUserInfo } = useSession.getState();
    if (current) setUserInfo({ ...current, ...payload });
    toast.success(PROFILE_SAVED);
  };

  return { form, initialValues, submit, busy: update.pending };
}
