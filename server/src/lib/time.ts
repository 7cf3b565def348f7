import { time } from './shared';

/** Asia/Shanghai time helpers from the shared package (see ./shared.ts). */
export const { dateFilterRange, normalizeDateFilter, formatShanghai, startOfShanghaiDay } = time;
