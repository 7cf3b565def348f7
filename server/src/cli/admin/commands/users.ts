import { need } from '../args';
import { enc, query, reasonOf, type CommandGroup } from '../command';
import { UsageError } from '../errors';

export const group: CommandGroup = {
  title: '玩家（finance）',
  help: [
    'users find <关键词> [--page N] | show <id>',
    'users adjust <id> <金额，可为负> --reason <原因> [--key 幂等键]',
    'users lock <id> --reason <原因>             锁定：禁止登录，结束其全部登录和游戏会话',
    'users unlock <id> --reason <原因>           解除锁定',
    'users signout <id> [--reason <原因>]        在所有设备上登出（finance、editor）',
    'adjustments list [--state pending|approved|rejected] | approve <id> | reject <id> --reason <原因>',
    '                                            超过审批金额的调整：另一名财务审批后入账',
  ],
  commands: {
    async adjustments(ctx, sub, rest) {
      switch (sub) {
        case 'list':
          return ctx.show('GET', `/admin/api/adjustments${query(ctx, { state: ctx.opts.state })}`);
        case 'approve':
          need(rest, 1, 'adjustments approve <id>');
          return ctx.show('POST', `/admin/api/adjustments/${enc(rest[0])}/approve`, {});
        case 'reject': {
          const usage = 'adjustments reject <id> --reason 原因';
          need(rest, 1, usage);
          return ctx.show('POST', `/admin/api/adjustments/${enc(rest[0])}/reject`, { reason: reasonOf(ctx, usage) });
        }
        default:
          throw new UsageError('adjustments 的子命令: list [--state 状态] | approve <id> | reject <id> --reason 原因');
      }
    },

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
          return ctx.show(
            'POST',
            `/admin/api/users/${enc(rest[0])}/adjust`,
            { amount: rest[1], reason: reasonOf(ctx, usage) },
            { 'idempotency-key': key },
          );
        }
        case 'lock':
        case 'unlock': {
          const usage = `users ${sub} <id> --reason 原因`;
          need(rest, 1, usage);
          return ctx.show('POST', `/admin/api/users/${enc(rest[0])}/${sub}`, { reason: reasonOf(ctx, usage) });
        }
        case 'signout':
          need(rest, 1, 'users signout <id> [--reason 原因]');
          return ctx.show(
            'POST',
            `/admin/api/users/${enc(rest[0])}/signout`,
            ctx.opts.reason ? { reason: ctx.opts.reason } : {},
          );
        default:
          throw new UsageError(
            'users 的子命令: find <关键词> | show <id> | adjust <id> <金额> --reason 原因 | lock|unlock <id> --reason 原因 | signout <id>',
          );
      }
    },
  },
};
