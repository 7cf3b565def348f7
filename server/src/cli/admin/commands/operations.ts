import { need } from '../args';
import { enc, type CommandGroup } from '../command';
import { Failure, UsageError } from '../errors';
import { printJson } from '../output';

export const group: CommandGroup = {
  title: '运维（super / finance）',
  help: [
    'jobs list | run <任务名>',
    'ledger check                             发现问题时退出码为 1',
    'call <METHOD> <路径> [JSON]              任意后台接口，如 call GET /admin/api/me',
  ],
  commands: {
    async jobs(ctx, sub, rest) {
      if (sub === 'list') return ctx.show('GET', '/admin/api/jobs');
      if (sub === 'run') {
        need(rest, 1, 'jobs run <任务名>');
        return ctx.show('POST', `/admin/api/jobs/${enc(rest[0])}/run`, {});
      }
      throw new UsageError('jobs 的子命令: list | run <任务名>');
    },

    async ledger(ctx, sub) {
      if (sub !== 'check') throw new UsageError('用法: npm run admin -- ledger check');
      const body = await ctx.call('GET', '/admin/api/ledger/check');
      const data = body.data as { ok: boolean; problems: string[] };
      if (ctx.opts.json) printJson(body);
      else {
        console.log(body.message);
        for (const p of data.problems) console.log(`  - ${p}`);
      }
      if (!data.ok) throw new Failure('', 1);
      return body;
    },

    async call(ctx, sub, rest) {
      const method = (sub ?? '').toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method) || !rest[0])
        throw new UsageError('用法: npm run admin -- call <GET|POST|PUT|PATCH|DELETE> <路径> [JSON]');
      let body: unknown;
      if (rest[1] !== undefined) {
        try {
          body = JSON.parse(rest[1]);
        } catch {
          throw new UsageError('请求体必须是合法的 JSON');
        }
      } else if (method !== 'GET' && method !== 'DELETE') body = {};
      const urlPath = rest[0].startsWith('/') ? rest[0] : `/admin/api/${rest[0]}`;
      return ctx.show(method, urlPath, body);
    },
  },
};
