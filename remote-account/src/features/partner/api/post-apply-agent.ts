import { post, type PartnerApplication } from '@h5/shared';
import { useMutationThen, type AfterAnswer } from '../../../lib/use-mutation-then';

/** `POST /api/applyagentdo` with mobile and apply_info; the page shows the message itself. */
export const postApplyAgent = (payload: PartnerApplication) => post<null>('/api/applyagentdo', payload, { toastError: false });

/**
 * The application. It invalidates nothing by itself: `after` reads the player's state again (`useAgentStatus`'s
 * refetch) inside the write, so the button stays busy until the state replaces the form.
 */
export const useApplyAgent = (after: AfterAnswer<PartnerApplication, null>) => useMutationThen(postApplyAgent, after);
