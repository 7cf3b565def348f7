import { get, type RedPacketInfo } from '@h5/shared';

/** `GET /api/userredpacket` (000 §7, 001 §7): remaining and taken draws, the allowance and the rules. */
export const getRedPacketInfo = (opts: { silent?: boolean } = {}) =>
  get<RedPacketInfo>('/api/userredpacket', { page: 1 }, { silent: opts.silent, toastError: !opts.silent });
