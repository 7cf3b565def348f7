import * as moneyModule from '@h5/shared/money';
import * as timeModule from '@h5/shared/time';
import * as typesModule from '@h5/shared/types';

/**
 * The shared money, time and label helpers. `@h5/shared` has no "type": "module", so tsx loads it as CommonJS and
 * its exports may arrive on `default` (see lib/validators.ts); this works either way.
 */
const interop = <T extends object>(mod: T, probe: string): T =>
  probe in mod ? mod : (mod as unknown as { default: T }).default;

export const money = interop(moneyModule, 'yuanToFen');
export const time = interop(timeModule, 'formatShanghai');
export const labels = interop(typesModule, 'PAY_WAYS');
