import { crud, keyed, reviewed, type CommandGroup } from '../command';

export const group: CommandGroup = {
  title: '充值与收款（finance；支付通道、收款账户、银行也只有 finance 可改）',
  help: [
    'deposits list [--state 1] | confirm <单号> | reject <单号> --reason <原因>',
    'pay-channels list | set <类型> 字段=值…',
    'receiving-accounts|banks list | show <id> | add 字段=值… | update <id> 字段=值… | remove <id>',
  ],
  commands: {
    deposits: reviewed('deposits', { confirm: { path: 'confirm' }, reject: { path: 'reject', reason: true } }),
    'pay-channels': keyed('pay-channels', '类型'),
    'receiving-accounts': crud('receiving-accounts'),
    banks: crud('banks'),
  },
};
