import { post, useMutation } from '@h5/shared';
import { CARDS_KEY } from './post-get-card';

/** `POST /api/delcard` with the card's id: unbinds it. Refusals are toasted. */
export const postDelCard = (id: number) => post<null>('/api/delcard', { id });

/** Unbinding a card; the saved-card lists are asked again after a success. */
export const useUnbindCard = () => useMutation(postDelCard, { invalidates: [CARDS_KEY] });
