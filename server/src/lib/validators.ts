import * as shared from '@h5/shared/validators';

/**
 * The spec's validation rules and messages, from the shared package. `@h5/shared` is plain TS in a
 * package without "type": "module", so tsx loads it as CommonJS and its exports arrive on `default`;
 * this works either way.
 */
type SharedValidators = typeof shared;
const mod: SharedValidators =
  'checkRegister' in shared ? shared : (shared as unknown as { default: SharedValidators }).default;

export const { MSG, LIMITS, checkLogin, checkRegister } = mod;
/** Every rule of both documents (the same functions the pages use): `rules.checkWithdrawal(body, …)` etc. */
export const rules: SharedValidators = mod;
export type { LoginInput, RegisterInput } from '@h5/shared/validators';
