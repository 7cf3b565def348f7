import { NETWORK_ERROR, post, useMutation, type ApiResponse } from '@h5/shared';

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
 * The application. It invalidates nothing by itself: `settle` (the answer toasted, the player's state read again with
 * `useAgentStatus`'s refetch) is awaited inside the write whatever the answer's code — a 409 (applied already) reads
 * the state again too, which `useMutation`'s `onSuccess` (a 200 only) would not — so the button stays busy until the
 * state replaces the form.
 */
export const useApplyAgent = (settle: (answer: ApiResponse<null>) => Promise<void>) =>
  useMutation(
    async (form: PartnerApplicationForm) => {
      const answer = await postApplyAgent(form);
      await settle(answer);
      return answer;
    },
    { noAnswerToast: NETWORK_ERROR },
  );
