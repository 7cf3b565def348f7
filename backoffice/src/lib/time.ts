import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');

/**
 * The server answers times as `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai already: they are shown as they are, never
 * re-parsed in the browser's zone. Only the console's own clock (the idle countdown) is computed here.
 */
export const shownTime = (value: string | null | undefined) => value || '—';

/** `mm:ss` of a number of seconds. */
export const countdown = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

export { dayjs };
