import { post, type Venue } from '@h5/shared';

/**
 * `POST /api/balancelist` (001 §7): the player's venue wallets (name, platname, balance). Polled (3.5 s wallet and
 * withdrawal, 1.5 s transfer) without the loading overlay; a poll does not toast a refusal (the first load does).
 */
export const postBalanceList = (opts: { poll?: boolean } = {}) =>
  post<Venue[]>('/api/balancelist', {}, { silent: true, toastError: !opts.poll });
