import { post, type PartnerApplication } from '@h5/shared';

/** `POST /api/applyagentdo` with mobile and apply_info (001 §7); the page shows the message itself. */
export const postApplyAgent = (payload: PartnerApplication) => post<null>('/api/applyagentdo', payload, { toastError: false });
