import { get } from '@h5/shared';

/** GET /api/getAgentLoginUrl: the agent login page (data.url). */
export const getAgentLoginUrl = () => get<{ url: string }>('/api/getAgentLoginUrl', undefined, { toastError: false });
