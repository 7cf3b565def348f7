import { crud, keyed, reviewed, type CommandGroup } from '../command';

export const group: CommandGroup = {
  title: '红包、VIP 与活动申请（规则和等级 editor，审核 finance）',
  help: [
    'redpacket-rules list | show <id> | add 字段=值… | update <id> 字段=值… | remove <id>',
    'vip-levels list | set <等级> 字段=值…',
    'applications list [--state 1] | pass <id> | reject <id> --reason <原因>',
  ],
  commands: {
    'redpacket-rules': crud('redpacket-rules'),
    'vip-levels': keyed('vip-levels', '等级'),
    applications: reviewed('applications', { pass: { path: 'pass' }, reject: { path: 'reject', reason: true } }),
  },
};
