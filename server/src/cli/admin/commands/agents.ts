import { need } from '../args';
import { enc, query, type CommandGroup } from '../command';
import { UsageError } from '../errors';

const USAGE =
  'agents list [--state 1|2|3] | approve <申请id> [--reason 备注] | reject <申请id> --reason 原因 | make <玩家id> [--reason 备注] | revoke <玩家id> --reason 原因';

/** The partner (agent) programme: review applications, make a player an agent or take it back. */
export const group: CommandGroup = {
  title: '合伙人/代理（finance）',
  help: [USAGE],
  commands: {
    async agents(ctx, sub, rest) {
      const note = ctx.opts.reason ?? '';
      const needReason = (usage: string) => {
        if (!note.trim()) throw new UsageError(`请用 --reason 说明原因。用法: npm run admin -- ${usage}`);
      };
      switch (sub) {
        case 'list':
          return ctx.show('GET', `/admin/api/agent-applications${query(ctx)}`);
        case 'approve':
          need(rest, 1, 'agents approve <申请id>');
          return ctx.show('POST', `/admin/api/agent-applications/${enc(rest[0])}/approve`, { note });
        case 'reject':
          need(rest, 1, 'agents reject <申请id> --reason 原因');
          needReason('agents reject <申请id> --reason 原因');
          return ctx.show('POST', `/admin/api/agent-applications/${enc(rest[0])}/reject`, { note });
        case 'make':
          need(rest, 1, 'agents make <玩家id>');
          return ctx.show('POST', `/admin/api/users/${enc(rest[0])}/agent`, { note });
        case 'revoke':
          need(rest, 1, 'agents revoke <玩家id> --reason 原因');
          needReason('agents revoke <玩家id> --reason 原因');
          return ctx.show('POST', `/admin/api/users/${enc(rest[0])}/agent/revoke`, { note });
        default:
          throw new UsageError(`agents 的子命令: ${USAGE}`);
      }
    },
  },
};
