import { get, useQuery } from '@h5/shared';
import { useCallback, useState } from 'react';
import type { CaptchaData } from '@h5/shared/types';

/** `GET /api/captcha`: the server issues the captcha; `img` is a data: URL (SVG), `id` goes back with the code. */
export type Captcha = CaptchaData;

/** Silent: a captcha refresh never shows the shell's loading overlay. */
export const getCaptcha = (signal?: AbortSignal) =>
  get<Captcha>('/api/captcha', undefined, { silent: true, toastError: false, on401: 'ignore', signal });

export interface CaptchaState {
  captcha: Captcha | null;
  loading: boolean;
  /** ask the server for a new image (the previous one is dropped: a captcha is single use) */
  reload: () => void;
}

/** Numbers every captcha a form asks for, so that no two share a key. */
let issued = 0;

/**
 * The server's captcha image for one form. A captcha is single use, so it is never shown from the cache: each form
 * (each mount) and each reload asks under a key of its own (`['captcha', n]`), the previous image is dropped at once
 * (加载中), and an answer for an older key changes nothing. No answer, or a refusal: no image (点击获取).
 */
export function useCaptcha(): CaptchaState {
  const [ticket, setTicket] = useState(() => ++issued);
  const query = useQuery(['captcha', ticket], getCaptcha);
  const reload = useCallback(() => setTicket(++issued), []);
  return { captcha: query.data?.img ? query.data : null, loading: query.loading, reload };
}
