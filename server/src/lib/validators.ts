import { validators } from './h5-shared';

/** The spec's validation rules and messages, from the shared package (see ./h5-shared.ts). */
export const { MSG, LIMITS, checkLogin, checkRegister } = validators;
/** Every rule of both documents (the same functions the pages use): `rules.checkWithdrawal(body, …)` etc. */
export const rules = validators;
export type { LoginInput, RegisterInput } from '@h5/shared/validators';
