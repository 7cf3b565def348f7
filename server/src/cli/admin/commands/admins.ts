import { need, parseFields } from '../args';
import { enc, query, type CommandGroup } from '../command';
import { UsageError } from '../errors';
import { readPassword } from '../passwords';

export const group: CommandGroup = {
  title: '管理员与审计（super）',
  help: [
    'admins list | add <用户名> --role finance|editor|super | disable <id> | enable <id>',
    'admins set-role <id> <角色> | passwd <id>',
    'totp reset <管理员 id 或用户名>            重置两步验证（结束其全部会话；下次登录重新绑定）',
    'audit [--action admin] [--actor 用户名] [--page N]',
  ],
  commands: {
    async admins(ctx, sub, rest) {
      switch (sub) {
        case 'list':
          return ctx.show('GET', '/admin/api/admins');
        case 'add': {
          need(rest, 1, 'admins add <用户名> --role finance|editor|super');
          if (!ctx.opts.role) throw new UsageError('请用 --role 指定角色：finance、editor 或 super');
          const password = await readPassword(ctx.opts, `新管理员 ${rest[0]} 的密码: `, true);
          return ctx.show('POST', '/admin/api/admins', { username: rest[0], password, role: ctx.opts.role });
        }
        case 'disable':
        case 'enable':
          need(rest, 1, `admins ${sub} <id>`);
          return ctx.show('PATCH', `/admin/api/admins/${enc(rest[0])}`, { enabled: sub === 'enable' });
        case 'set-role':
          need(rest, 2, 'admins set-role <id> finance|editor|super');
          return ctx.show('PATCH', `/admin/api/admins/${enc(rest[0])}`, { role: rest[1] });
        case 'passwd': {
          need(rest, 1, 'admins passwd <id>');
          const password = await readPassword(ctx.opts, '新密码: ', true);
          return ctx.show('PATCH', `/admin/api/admins/${enc(rest[0])}`, { password });
        }
        default:
          throw new UsageError(
            'admins 的子命令: list | add <用户名> --role 角色 | disable <id> | enable <id> | set-role <id> <角色> | passwd <id>',
          );
      }
    },

    async totp(ctx, sub, rest) {
      if (sub !== 'reset') throw new UsageError('totp 的子命令: reset <管理员 id 或用户名>');
      need(rest, 1, 'totp reset <管理员 id 或用户名>');
      let id = rest[0];
      if (!/^\d+$/.test(id)) {
        const list = await ctx.call('GET', '/admin/api/admins');
        const found = (list.data as { id: number; username: string }[]).find(
          (a) => a.username.toLowerCase() === id.toLowerCase(),
        );
        if (!found) throw new UsageError(`管理员 ${id} 不存在`);
        id = String(found.id);
      }
      return ctx.show('POST', `/admin/api/admins/${enc(id)}/totp/reset`, {});
    },

    audit: {
      bare: true,
      async run(ctx, sub, rest) {
        const filters = parseFields([sub, ...rest].filter((a) => a && a.includes('=')));
        return ctx.show(
          'GET',
          `/admin/api/audit${query(ctx, { action: ctx.opts.action, actor: ctx.opts.actor, ...filters })}`,
        );
      },
    },
  },
};
