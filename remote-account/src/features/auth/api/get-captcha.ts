import { get } from '@h5/shared';

/** `GET /api/captcha`: the server issues the captcha; `img` is a data: URL (SVG), `id` goes back with the code. */
export interface Captcha {
  id: string;
  img: string;
}

/** Silent: a captcha refresh never shows the shell's loading overlay. */
export const getCaptcha = () => get<Captcha>('/api/captcha', undefined, { silent: true, toastError: false, on401: 'ignore' });
