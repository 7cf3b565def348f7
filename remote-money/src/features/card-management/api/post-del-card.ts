import { post } from '@h5/shared';

/** `POST /api/delcard` with the card's id (001 §7): unbinds it. Refusals are toasted. */
export const postDelCard = (id: number) => post<null>('/api/delcard', { id });
