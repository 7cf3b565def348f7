import { post } from '@h5/shared';

/** POST /api/getservicerurl: the customer-service page to embed (data.url). */
export const postServiceUrl = () => post<{ url: string }>('/api/getservicerurl', {}, { toastError: false });
