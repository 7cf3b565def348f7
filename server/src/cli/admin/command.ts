import { need, parseFields, type Options } from './args';
import { UsageError } from './errors';
import type { Envelope } from './http';
import type { Session } from './session';

/** What a command that runs without a saved session gets (login, logout, bootstrap). */
export interface LocalContext {
  opts: Options;
  /** --json: print the envelope instead of tables */
  json: boolean;
  /** the positionals after the command name */
  args: string[];
}

/** What a command of the back office gets: the session, the server, and calls that fail with the server's message. */
export interface Context extends LocalContext {
  session: Session | null;
  server: string;
  /** Calls the server with the session's token; a refusal becomes a Failure carrying the server's message. */
  call(method: string, urlPath: string, body?: unknown, headers?: Record<string, string>): Promise<Envelope>;
  /** Calls and prints. */
  show(method: string, urlPath: string, body?: unknown, headers?: Record<string, string>): Promise<Envelope>;
}

/** `npm run admin -- <name> <sub> <rest…>`. */
export type Handler = (ctx: Context, sub: string, rest: string[]) => Promise<unknown>;

export type Command =
  | Handler
  /** `bare`: may run without a subcommand (whoami, audit) */
  | { run: Handler; bare: true }
  /** `local`: runs before any session or server is read (login, logout, bootstrap) */
  | { run: (ctx: LocalContext) => Promise<void>; local: true };

/**
 * One group of commands: one file under cli/admin/commands/, listed once in commands/index.ts. Its `help` lines
 * are printed under its `title` by `npm run admin -- help`, in the order of that list.
 */
export interface CommandGroup {
  title: string;
  help: string[];
  commands: Record<string, Command>;
}

export const enc = encodeURIComponent;

/** The list querystring: --page, --per-page, --state, then the command's own filters (empty values left out). */
export function query(ctx: Context, extra: Record<string, unknown> = {}): string {
  const q = new URLSearchParams();
  const add = (k: string, v: unknown) => {
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  };
  add('page', ctx.opts.page);
  add('per_page', ctx.opts['per-page']);
  add('state', ctx.opts.state);
  for (const [k, v] of Object.entries(extra)) add(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** --reason, required (refusals and rejections are recorded with it). */
export function reasonOf(ctx: Context, usage: string): string {
  if (!ctx.opts.reason || !ctx.opts.reason.trim())
    throw new UsageError(`请用 --reason 说明原因。用法: npm run admin -- ${usage}`);
  return ctx.opts.reason;
}

/** list / show / add / update / remove over /admin/api/<resource>. */
export function crud(resource: string): Handler {
  const base = `/admin/api/${resource}`;
  return async (ctx, sub, rest) => {
    switch (sub) {
      case 'list':
        return ctx.show('GET', `${base}${query(ctx, parseFields(rest))}`);
      case 'show':
        need(rest, 1, `${resource} show <id>`);
        return ctx.show('GET', `${base}/${enc(rest[0])}`);
      case 'add':
        need(rest, 1, `${resource} add 字段=值 …`);
        return ctx.show('POST', base, parseFields(rest));
      case 'update':
        need(rest, 2, `${resource} update <id> 字段=值 …`);
        return ctx.show('PATCH', `${base}/${enc(rest[0])}`, parseFields(rest.slice(1)));
      case 'remove':
        need(rest, 1, `${resource} remove <id>`);
        return ctx.show('DELETE', `${base}/${enc(rest[0])}`);
      default:
        throw new UsageError(
          `${resource} 的子命令: list | show <id> | add 字段=值… | update <id> 字段=值… | remove <id>`,
        );
    }
  };
}

/** A resource with list plus a few named actions on one record (POST /admin/api/<resource>/<id>/<action>). */
export function reviewed(resource: string, actions: Record<string, { path: string; reason?: boolean }>): Handler {
  return async (ctx, sub, rest) => {
    if (sub === 'list') return ctx.show('GET', `/admin/api/${resource}${query(ctx, parseFields(rest))}`);
    const action = actions[sub];
    if (!action)
      throw new UsageError(
        `${resource} 的子命令: list [--state N] | ${Object.keys(actions)
          .map((a) => `${a} <单号>${actions[a].reason ? ' --reason 原因' : ''}`)
          .join(' | ')}`,
      );
    const usage = `${resource} ${sub} <单号>${action.reason ? ' --reason 原因' : ''}`;
    need(rest, 1, usage);
    const body = action.reason ? { reason: reasonOf(ctx, usage) } : {};
    return ctx.show('POST', `/admin/api/${resource}/${enc(rest[0])}/${action.path}`, body);
  };
}

/** `<resource> list` and `<resource> set <key> 字段=值…` (pay channels by type, VIP levels by level). */
export function keyed(resource: string, keyName: string): Handler {
  return async (ctx, sub, rest) => {
    if (sub === 'list') return ctx.show('GET', `/admin/api/${resource}`);
    if (sub === 'set' || sub === 'update') {
      need(rest, 2, `${resource} set <${keyName}> 字段=值 …`);
      return ctx.show('PATCH', `/admin/api/${resource}/${enc(rest[0])}`, parseFields(rest.slice(1)));
    }
    throw new UsageError(`${resource} 的子命令: list | set <${keyName}> 字段=值 …`);
  };
}
