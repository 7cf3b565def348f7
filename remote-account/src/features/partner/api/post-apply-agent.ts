import { post } from '@h5/shared';
import { useMutationThen, type AfterAnswer } from '../../../lib/use-mutation-then';

/** An application as the form holds it. */
export interface PartnerApplicationForm {
  mobile: string;
  reason: string;
}

/** The same in the contract's names, which the shared rules (`checkPartnerApplication`) and the endpoint read. */
export const contractFields = (form: PartnerApplicationForm) => ({ mobile: form.mobile, apply_info: form.reason });

/** `POST /api/applyagentdo` with mobile and apply_info; the page shows the message itself. */
export const postApplyAgent = (form: PartnerApplicationForm) =>
  post<null>('/api/applyagentdo', contractFields(form), { toastError: false });

/**
 * The application. It invalidates nothing by itself: `after` reads the player's state again (`useAgentStatus`'s
 * refetch) inside the write, so the button stays busy until the state replaces the form.
 */
export const useApplyAgent = (after: AfterAnswer<PartnerApplicationForm, null>) =>
  useMutationThen(postApplyAgent, after);
