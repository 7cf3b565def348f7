import { reviewed, type CommandGroup } from '../command';

export const group: CommandGroup = {
  title: '取款（finance）',
  help: ['withdrawals list [--state 1] | approve <单号> | reject <单号> --reason <原因>'],
  commands: {
    withdrawals: reviewed('withdrawals', { approve: { path: 'approve' }, reject: { path: 'reject', reason: true } }),
  },
};
