import { crud, keyed, type CommandGroup } from '../command';

export const group: CommandGroup = {
  title: '红包与 VIP（规则和等级 finance）',
  help: [
    'redpacket-rules list | show <id> | add 字段=值… | update <id> 字段=值… | remove <id>',
    'vip-levels list | set <等级> 字段=值…',
  ],
  commands: {
    'redpacket-rules': crud('redpacket-rules'),
    'vip-levels': keyed('vip-levels', '等级'),
  },
};
