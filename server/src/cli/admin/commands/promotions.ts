import { need } from '../args';
import { crud, enc, reviewed, type CommandGroup, type Handler } from '../command';
import { UsageError } from '../errors';

/** promotions: the content CRUD, plus the board of states, scheduling and retiring (editor). */
const promotions: Handler = async (ctx, sub, rest) => {
  switch (sub) {
    case 'board':
      return ctx.show('GET', '/admin/api/promotion-board');
    case 'schedule': {
      const usage = 'promotions schedule <id> [--from "YYYY-MM-DD HH:mm:ss"] [--to "YYYY-MM-DD HH:mm:ss"]';
      need(rest, 1, usage);
      if (ctx.opts.from === undefined && ctx.opts.to === undefined)
        throw new UsageError(`请用 --from 和/或 --to 指定活动时间。用法: npm run admin -- ${usage}`);
      const body: Record<string, string> = {};
      if (ctx.opts.from !== undefined) body.starts_at = ctx.opts.from;
      if (ctx.opts.to !== undefined) body.ends_at = ctx.opts.to;
      return ctx.show('POST', `/admin/api/promotions/${enc(rest[0])}/schedule`, body);
    }
    case 'retire':
      need(rest, 1, 'promotions retire <id>');
      return ctx.show('POST', `/admin/api/promotions/${enc(rest[0])}/retire`, {});
    default:
      return crud('promotions')(ctx, sub, rest);
  }
};

const reviews = reviewed('applications', { pass: { path: 'pass' }, reject: { path: 'reject', reason: true } });

/** applications: list, pass (with the promotion's bonus, or the one named by --bonus), reject (finance). */
const applications: Handler = async (ctx, sub, rest) => {
  if (sub === 'pass' && (ctx.opts.bonus !== undefined || ctx.opts['flow-multiple'] !== undefined)) {
    need(rest, 1, 'applications pass <id> [--bonus 金额] [--flow-multiple 倍数]');
    const body: Record<string, string> = {};
    if (ctx.opts.bonus !== undefined) body.bonus = ctx.opts.bonus;
    if (ctx.opts['flow-multiple'] !== undefined) body.flow_multiple = ctx.opts['flow-multiple'];
    return ctx.show('POST', `/admin/api/applications/${enc(rest[0])}/pass`, body);
  }
  return reviews(ctx, sub, rest);
};

export const group: CommandGroup = {
  title: '活动（内容、排期与下架 editor，彩金 bonus 与申请审核 finance）',
  help: [
    'promotions list [字段=值…] | show <id> | add 字段=值… | update <id> 字段=值… | remove <id>',
    'promotions board                                  每个活动的状态（未开始/进行中/已结束/已下架）与申请数',
    'promotions schedule <id> [--from 时间] [--to 时间]  设定活动时间（北京时间 YYYY-MM-DD HH:mm:ss，空串为不限）并上架',
    'promotions retire <id>                            立即下架',
    'applications list [--state 1] | pass <id> [--bonus 金额] [--flow-multiple 倍数] | reject <id> --reason <原因>',
  ],
  commands: { promotions, applications },
};
