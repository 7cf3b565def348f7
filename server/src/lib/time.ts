import * as shared from '@h5/shared/time';

/** Asia/Shanghai time helpers from the shared package (CommonJS interop: see ./validators.ts). */
type SharedTime = typeof shared;
const mod: SharedTime = 'dateFilterRange' in shared ? shared : (shared as unknown as { default: SharedTime }).default;

export const { dateFilterRange, normalizeDateFilter, formatShanghai, startOfShanghaiDay } = mod;
