import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { LoginAnswer, Me, TotpEnrolment } from '../../api/types';

export const ME_KEY = ['me'] as const;

/** The signed-in admin (GET /me): role, idle timeout, TOTP. A 401 sends the console to /login (App). */
export const fetchMe = () => api.get<Me>('/me');
export const useMe = () => useQuery({ queryKey: ME_KEY, queryFn: fetchMe, staleTime: 60_000 });

// sign-in steps: their 401 (a wrong or expired step) is shown on the form, it does not end a session
const quiet = { quiet401: true };
export const authApi = {
  login: (username: string, password: string) => api.post<LoginAnswer>('/login', { username, password }, quiet),
  totp: (body: { code: string } | { recovery_code: string }) => api.post<unknown>('/login/totp', body, quiet),
  enrol: () => api.post<TotpEnrolment>('/totp/enrol', {}, quiet),
  confirmEnrol: (code: string) => api.post<{ recovery_codes: string[] }>('/totp/enrol/confirm', { code }, quiet),
  logout: () => api.post<null>('/logout', {}, quiet),
  logoutAll: () => api.post<null>('/logout-all', {}),
};
