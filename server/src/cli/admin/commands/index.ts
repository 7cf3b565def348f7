import type { CommandGroup } from '../command';

/**
 * Every command group, in the order `help` shows them. Each file exports its `group`; adding a group is one new file
 * next to these and one line in this list.
 */
const modules = await Promise.all([
  import('./session'),
  import('./admins'),
  import('./users'),
  import('./settings'),
  import('./content'),
  import('./promotions'),
  import('./venues'),
  import('./deposits'),
  import('./withdrawals'),
  import('./rewards'),
  import('./operations'),
  import('./agents'),
  import('./games'),
  import('./chat'),
  import('./protection'),
]);

export const COMMAND_GROUPS: CommandGroup[] = modules.map((m) => m.group);
