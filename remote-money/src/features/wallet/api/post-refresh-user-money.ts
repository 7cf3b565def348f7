import { post, STORAGE_KEYS, useSession, writeJSON, type UserInfo } from '@h5/shared';

/** `POST /api/refreshusermoney` (001 §7): the user info with fresh balances, stored locally (store and storage). */
export async function postRefreshUserMoney(): Promise<UserInfo | null> {
  const res = await post<UserInfo>('/api/refreshusermoney', {}, { silent: true, toastError: false });
  if (res.code !== 200 || !res.data) return null;
  writeJSON(STORAGE_KEYS.userInfo, res.data);
  useSession.setState({ userInfo: res.data });
  return res.data;
}
