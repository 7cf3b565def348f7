import { need } from '../args';
import { enc, query, reasonOf, type CommandGroup } from '../command';
import { UsageError } from '../errors';

export const group: CommandGroup = {
  title: '玩家（finance）',
  help: ['users find <关键词> [--page N] | show <id>', 'users adjust <id> <金额，可为负> --reason <原因> [--key 幂等键]'],
  commands: {
    async users(ctx, sub, rest) {
      switch (sub) {
        case 'find':
        case 'list':
          return ctx.show('GET', `/admin/api/users${query(ctx, { q: rest.join(' ') })}`);
        case 'show':
          need(rest, 1, 'users show <id>');
          return ctx.show('GET', `/admin/api/users/${enc(rest[0])}`);
        case 'adjust': {
          const usage = 'users adjust <id> <金额，负数为扣减> --reason 原因';
          need(rest, 2, usage);
          // every adjustment carries an Idempotency-Key, so a retried command never moves the money twice
          const key = ctx.opts.key ?? `cli-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
          return ctx.show('POST', `/admin/api/users/${enc(rest[0])}/adjust`, { amount: rest[1], reason: reasonOf(ctx, usage) }, { 'idempotency-key': key });
        }
        default:
          throw new UsageError('users 的子命令: find <关键词> | show <id> | adjust <id> <金额> --reason 原因');
      }
    },
  },
};
