import { post, type BankListItem } from '@h5/shared';

/** `POST /api/banklist` (001 §7): the banks a card may belong to. Refusals are toasted. */
export const postBankList = () => post<BankListItem[]>('/api/banklist', {}, { silent: true });
