import { userFile } from '../args';
import type { CommandGroup } from '../command';
import { Failure, UsageError } from '../errors';
import { cell, printHuman, printJson } from '../output';

export const group: CommandGroup = {
  title: '站点设置（editor；汇率、手续费、红包开关 finance）',
  help: ['settings get [键] | set <键> <值> [<键> <值> …]    值为 @文件 时读取文件内容（如 webcontent=@welcome.html）'],
  commands: {
    async settings(ctx, sub, rest) {
      if (sub === 'get') {
        const body = await ctx.call('GET', '/admin/api/settings');
        if (rest[0]) {
          const data = body.data as Record<string, unknown>;
          if (!(rest[0] in data)) throw new Failure(`未知的设置项：${rest[0]}`);
          if (ctx.opts.json) printJson({ ...body, data: { [rest[0]]: data[rest[0]] } });
          else console.log(cell(data[rest[0]]));
          return body;
        }
        if (ctx.opts.json) printJson(body);
        else printHuman(body, false);
        return body;
      }
      if (sub === 'set') {
        if (rest.length < 2 || rest.length % 2 !== 0) throw new UsageError('用法: npm run admin -- settings set <键> <值> [<键> <值> …]');
        const changes: Record<string, string> = {};
        for (let i = 0; i < rest.length; i += 2) {
          const value = rest[i + 1];
          changes[rest[i]] = value.startsWith('@') && value.length > 1 ? userFile(value.slice(1)) : value;
        }
        return ctx.show('PATCH', '/admin/api/settings', changes);
      }
      throw new UsageError('settings 的子命令: get [键] | set <键> <值> …');
    },
  },
};
