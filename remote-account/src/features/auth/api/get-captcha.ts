import { get } from '@h5/shared';
import type { CaptchaData } from '@h5/shared/types';

/** `GET /api/captcha`: the server issues the captcha; `img` is a data: URL (SVG), `id` goes back with the code. */
export type Captcha = CaptchaData;

/** Silent: a captcha refresh never shows the shell's loading overlay. */
export const getCaptcha = () => get<Captcha>('/api/captcha', undefined, { silent: true, toastError: false, on401: 'ignore' });
