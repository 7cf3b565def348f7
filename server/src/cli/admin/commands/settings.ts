import { userFile } from '../args';
import type { CommandGroup } from '../command';
import { Failure, UsageError } from '../errors';
import { cell, printHuman, printJson } from '../output';

export const group: CommandGroup = {
  title: '站点设置（文字、开关、图片 editor；决定金额或玩家去向的 finance）',
  help: [
    'settings get [键] | set <键> <值> [<键> <值> …]    值为 @文件 时读取文件内容（如 webcontent=@welcome.html）',
    '  finance：汇率与手续费 usdtrate withdrawusdtrate withdrawcashfee withdrawfeeusdttrc、红包开关 redpacket_switch，',
    '    以及把玩家带去别处的地址（客服、跳转、赞助页、代理后台、永久域名、APP 下载）：',
    '    service_url visit_url sponsor_url_1 sponsor_url_2 agent_login_url h5_url ios_download_url ios_download_qrcode',
    '  editor：其余设置 title site_state repair_tips site_logo index_modal webcontent（super 全部可改）',
  ],
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
        if (rest.length < 2 || rest.length % 2 !== 0)
          throw new UsageError('用法: npm run admin -- settings set <键> <值> [<键> <值> …]');
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
