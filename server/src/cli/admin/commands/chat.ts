import { need } from '../args';
import { enc, query, type CommandGroup, type Handler } from '../command';
import { UsageError } from '../errors';

const USAGE = 'chat list [--state open|closed|all] | show <id> [--before 消息ID] | reply <id> <内容…> | close <id>';

/**
 * chat: the built-in customer-service chat (reading: every admin; reply and close: editor). `reply` joins the words
 * after the id into one message, so `chat reply 3 您好，已为您处理` needs no quotes; `内容=@file` is not special here.
 */
interface Thread {
  conversation: { id: number; kind: string; name: string; state: string; waiting: boolean; created_at: string };
  messages: { id: number; sender: string; content: string; created_at: string; operator?: string }[];
  has_more: boolean;
}

const WHO: Record<string, string> = { player: '玩家', visitor: '访客', operator: '客服', system: '系统' };

/** A conversation as people read it: the head line, then one block per message with the whole text. */
export function transcript(t: Thread): string {
  const c = t.conversation;
  const head = `会话 #${c.id}  ${c.name}  ${c.state === 'open' ? '进行中' : '已关闭'}${c.waiting && c.state === 'open' ? '  等待回复' : ''}  开始于 ${c.created_at}`;
  const lines = t.messages.map((m) => {
    const who = m.sender === 'operator' && m.operator ? `客服 ${m.operator}` : (WHO[m.sender] ?? m.sender);
    return `[${m.created_at}] #${m.id} ${who}：\n  ${m.content.replace(/\n/g, '\n  ')}`;
  });
  if (t.has_more) lines.unshift(`（更早的消息：chat show ${c.id} --before ${t.messages[0]?.id ?? ''}）`);
  return [head, ...(lines.length ? lines : ['（暂无消息）'])].join('\n');
}

const chat: Handler = async (ctx, sub, rest) => {
  switch (sub) {
    case 'list':
      return ctx.show('GET', `/admin/api/support/conversations${query(ctx)}`);
    case 'show': {
      need(rest, 1, 'chat show <id> [--before 消息ID]');
      const before = ctx.opts.before ? `?before=${enc(ctx.opts.before)}` : '';
      const path = `/admin/api/support/conversations/${enc(rest[0])}${before}`;
      if (ctx.json) return ctx.show('GET', path);
      const body = await ctx.call('GET', path);
      console.log(transcript(body.data as Thread));
      return body;
    }
    case 'reply': {
      need(rest, 2, 'chat reply <id> <内容…>');
      return ctx.show('POST', `/admin/api/support/conversations/${enc(rest[0])}/reply`, {
        content: rest.slice(1).join(' '),
      });
    }
    case 'close':
      need(rest, 1, 'chat close <id>');
      return ctx.show('POST', `/admin/api/support/conversations/${enc(rest[0])}/close`, {});
    default:
      throw new UsageError(`chat 的子命令: ${USAGE}`);
  }
};

export const group: CommandGroup = {
  title: '在线客服（查看：所有管理员；回复与关闭：editor）',
  help: [
    'chat list [--state open|closed|all]              会话列表（默认进行中；等待回复的排在前面）',
    'chat show <id> [--before 消息ID]                 查看会话与消息（每页 50 条，--before 翻看更早的）',
    'chat reply <id> <内容…>                          回复玩家或访客（玩家页面几秒内显示）',
    'chat close <id>                                  结束会话（对方再次发消息时自动重新打开）',
  ],
  commands: { chat },
};
