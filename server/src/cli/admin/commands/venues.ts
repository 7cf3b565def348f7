import { need, parseFields } from '../args';
import { enc, reviewed, type CommandGroup } from '../command';
import { UsageError } from '../errors';

export const group: CommandGroup = {
  title: '场馆与转账（场馆 editor，故障开关 super，转账 finance）',
  help: [
    'venues list | set <platname> [--name 名称] [--enabled true|false] [--sort N] | fault <platname> none|fail|hang',
    'transfers list [--state 2] | reconcile <单号>',
  ],
  commands: {
    async venues(ctx, sub, rest) {
      switch (sub) {
        case 'list':
          return ctx.show('GET', '/admin/api/venues');
        case 'set':
        case 'update': {
          need(rest, 1, 'venues set <platname> [--name 名称] [--enabled true|false] [--sort N]');
          const body: Record<string, unknown> = parseFields(rest.slice(1));
          if (ctx.opts.name !== undefined) body.name = ctx.opts.name;
          if (ctx.opts.enabled !== undefined) {
            if (!['true', 'false', '1', '0'].includes(ctx.opts.enabled))
              throw new UsageError('--enabled 只能是 true 或 false');
            body.enabled = ctx.opts.enabled === 'true' || ctx.opts.enabled === '1';
          }
          if (ctx.opts.sort !== undefined) {
            if (!/^\d{1,7}$/.test(ctx.opts.sort)) throw new UsageError('--sort 必须是非负整数');
            body.sort = Number(ctx.opts.sort);
          }
          return ctx.show('PATCH', `/admin/api/venues/${enc(rest[0])}`, body);
        }
        case 'fault':
          need(rest, 2, 'venues fault <platname> none|fail|hang');
          if (!['none', 'fail', 'hang'].includes(rest[1])) throw new UsageError('故障模式只能是 none、fail 或 hang');
          return ctx.show('PUT', `/admin/api/venues/${enc(rest[0])}/fault`, { mode: rest[1] });
        default:
          throw new UsageError(
            'venues 的子命令: list | set <platname> [--name] [--enabled] [--sort] | fault <platname> none|fail|hang',
          );
      }
    },
    transfers: reviewed('transfers', { reconcile: { path: 'reconcile' } }),
  },
};
