import { need } from '../args';
import { enc, query, type CommandGroup } from '../command';
import { UsageError } from '../errors';

export const group: CommandGroup = {
  title: '理性娱乐（finance、editor，只读）',
  help: [
    'protection show <玩家id> [--page N]          玩家自设的限额、暂停、自我排除及其修改记录',
    '                                            后台不能修改、缩短或解除（尝试会被拒绝并记入日志）',
  ],
  commands: {
    async protection(ctx, sub, rest) {
      if (sub !== 'show') throw new UsageError('protection 的子命令: show <玩家id>');
      need(rest, 1, 'protection show <玩家id>');
      return ctx.show('GET', `/admin/api/users/${enc(rest[0])}/protection${query(ctx, { page: ctx.opts.page })}`);
    },
  },
};
