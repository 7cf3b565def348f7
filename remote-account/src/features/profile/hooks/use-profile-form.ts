import { NETWORK_ERROR, toast, useSession, type UserInfo } from '@h5/shared';
import { checkProfile } from '@h5/shared/validators';
import { useRef, useState } from 'react';
import { useFreshUser } from '../../../lib/use-fresh-user';
import { useUpdateUserInfo } from '../api/post-update-user-info';

export const PROFILE_SAVED = '操作成功';

const formOf = (user: UserInfo | null) => ({
  mobile: user?.mobile ?? '',
  email: user?.email ?? '',
  birthday: user?.birthday ?? '',
});
export type ProfileField = keyof ReturnType<typeof formOf>;

/**
 * The profile form: mobile, email and birthday, filled with the stored user info, and again with the fresh one the
 * page loads silently as it opens — until the player edits. 确认 checks mobile, email and birthday in that order (the
 * first failure toasted, nothing sent); success writes the three values into the stored user info (store and local
 * storage) and shows 操作成功. What was typed stays after a refusal (toasted by the client).
 */
export function useProfileForm() {
  const [form, setForm] = useState(() => formOf(useSession.getState().userInfo));
  const touched = useRef(false);
  const update = useUpdateUserInfo();
  useFreshUser((fresh) => {
    if (!touched.current) setForm(formOf(fresh));
  });

  const set = (key: ProfileField) => (value: string) => {
    touched.current = true;
    setForm((f) => ({ ...f, [key]: value }));
  };

  const submit = async () => {
    if (update.pending) return;
    const problem = checkProfile(form);
    if (problem) return toast(problem);
    const payload = { mobile: form.mobile.trim(), email: form.email.trim(), birthday: form.birthday };
    const answer = await update.run(payload);
    if (!answer) return toast.error(NETWORK_ERROR);
    if (answer.code !== 200) return;
    const { userInfo: current, setUserInfo } = useSession.getState();
    if (current) setUserInfo({ ...current, ...payload });
    toast.success(PROFILE_SAVED);
  };

  return { form, set, submit, busy: update.pending };
}
