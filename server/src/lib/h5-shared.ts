import * as federationModule from '@h5/shared/federation';
import * as moneyModule from '@h5/shared/money';
import * as timeModule from '@h5/shared/time';
import * as typesModule from '@h5/shared/types';
import * as validatorsModule from '@h5/shared/validators';

/**
 * The pure helpers of `@h5/shared`, the same code the pages run. `@h5/shared` is plain TS in a package without
 * "type": "module", so tsx loads it as CommonJS and its exports may arrive on `default`; this is the one place that
 * knows. Server modules import them through lib/validators, lib/time and lib/money (and `labels` from here).
 */
const interop = <T extends object>(mod: T, probe: string): T =>
  probe in mod ? mod : (mod as unknown as { default: T }).default;

export const validators = interop(validatorsModule, 'checkRegister');
export const time = interop(timeModule, 'formatShanghai');
export const money = interop(moneyModule, 'yuanToFen');
export const labels = interop(typesModule, 'PAY_WAYS');
/** The route frame's rules (PageFrame), as the shell and preboot.js read them. */
export const federation = interop(federationModule, 'pageFrame');
