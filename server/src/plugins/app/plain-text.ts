import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '#app/lib/envelope';
import { globalPlugin } from '#app/lib/plugin';
import { rules } from '#app/lib/validators';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Fields of this route whose text may span lines (tab, line feed, carriage return allowed): a chat message, an
     * application reason. Every other string field of a player route is single-line. Back-office routes are
     * multi-line throughout (operators write articles and answers).
     */
    multiLineText?: readonly string[];
  }
}

/** Secrets are hashed and never shown, so no character in them can reach a screen; refusing one could lock a player out. */
const SECRET_FIELDS = new Set(['password', 'paypassword', 'confirmPass', 'newpasword', 'pay_pass']);
/** Deeper than any request body of this API; a deeper one is refused by its schema anyway. */
const MAX_DEPTH = 6;

interface Finding {
  key: string;
}

function scan(value: unknown, key: string, multiLine: readonly string[] | 'all', depth: number): Finding | null {
  if (typeof value === 'string') {
    if (SECRET_FIELDS.has(key)) return null;
    const kind = multiLine === 'all' || multiLine.includes(key) ? 'multi-line' : 'single-line';
    // Fields are read trimmed (a pasted trailing line break is harmless); what is inside must pass.
    return rules.hasUnsafeCharacters(value.trim(), kind) ? { key } : null;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = scan(item, key, multiLine, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return null; // bytes, a file stream
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (rules.hasUnsafeCharacters(k, 'single-line')) return { key: k };
    const found = scan(v, k, multiLine, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * A field with a Chinese name: `{名称}包含无法识别的字符，请删除后重试`; any other (an id, a code, an operator's field):
 * the schema's wording `参数错误：{field} 格式不正确`, like any other malformed value of it.
 */
function refusal(key: string): string {
  if (Object.prototype.hasOwnProperty.call(rules.TEXT_FIELD_LABELS, key))
    return rules.badCharactersMessage(rules.TEXT_FIELD_LABELS[key]);
  return key && !rules.hasUnsafeCharacters(key) ? `参数错误：${key.slice(0, 64)} 格式不正确` : '参数错误：格式不正确';
}

/**
 * The one rule for text (shared/src/validators/plain-text.ts) on every request: each string in the body, the query and
 * the path parameters, whatever the route, before its schema or handler runs. A refused character answers 400 (see
 * `refusal`) and nothing is stored. Player routes are single-line except the route's
 * `multiLineText` fields; back-office routes are multi-line.
 */
export default globalPlugin(async function plainText(app: FastifyInstance) {
  app.addHook('preValidation', (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    const url = request.routeOptions.url ?? '';
    const multiLine = url.startsWith('/admin/api') ? 'all' : (request.routeOptions.config?.multiLineText ?? []);
    const found =
      scan(request.params, '', multiLine, 0) ??
      scan(request.query, '', multiLine, 0) ??
      scan(request.body, '', multiLine, 0);
    if (!found) return done();
    reply
      .code(400)
      .type('application/json; charset=utf-8')
      .send(fail(400, refusal(found.key)));
  });
});
