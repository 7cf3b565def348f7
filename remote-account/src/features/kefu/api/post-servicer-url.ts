import { post } from '@h5/shared';

/**
 * `POST /api/getservicerurl` (000 §7, empty body): `data.url`, the customer-service page /kefu frames — the operator's
 * outside service when one is configured, else the server's built-in chat (`/support/`). Never shown to the player.
 */
export const postServicerUrl = () => post<{ url: string }>('/api/getservicerurl', {}, { silent: true, toastError: false });
