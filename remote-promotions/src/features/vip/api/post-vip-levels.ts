import { post, type VipLevel } from '@h5/shared';

/** `POST /api/uservip` (000 §7): the ten levels, VIP1 first (no login needed). */
export const postVipLevels = () => post<VipLevel[]>('/api/uservip', {});
