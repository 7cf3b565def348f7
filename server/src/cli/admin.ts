// `npm run admin -- <command> …` (from the repository root; `npm run -s admin -- … --json` for clean machine output):
// the back office from a terminal. An HTTP client of the running server (so it works with PGlite too, because the
// server owns the database), except `bootstrap`, which creates the first admin directly in the database.
// Dependency-free: node:util parseArgs and fetch. `npm run admin -- help` lists the commands.
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const DEFAULT_SERVER = 'http://localhost:8080';

const USAGE = `用法: npm run admin -- <命令> [参数] [选项]

会话
  login <用户名> [--password-stdin]        登录（密码: 终端输入 / --password-stdin / 环境变量 ADMIN_PASSWORD）
  logout                                   退出并删除本地会话
  whoami                                   当前管理员
  bootstrap <用户名> [--password-stdin]    直接在数据库创建第一个超级管理员（仅当还没有任何管理员；PGlite 需先停止服务）

管理员与审计（super）
  admins list | add <用户名> --role finance|editor|super | disable <id> | enable <id>
  admins set-role <id> <角色> | passwd <id>
  audit [--action admin] [--actor 用户名] [--page N]

玩家（finance）
  users find <关键词> [--page N] | show <id>
  users adjust <id> <金额，可为负> --reason <原因> [--key 幂等键]

站点与内容（editor）
  settings get [键] | set <键> <值> [<键> <值> …]    值为 @文件 时读取文件内容（如 webcontent=@welcome.html）
  banners|notices|promotions|promotion-types|articles list [字段=值…] | show <id> | add 字段=值… | update <id> 字段=值… | remove <id>
  promotions board                         每个活动的状态（未开始/进行中/已结束/已下架）与申请数
  promotions schedule <id> [--from 时间] [--to 时间]   设定活动时间（北京时间 YYYY-MM-DD HH:mm:ss，空串为不限）并上架
  promotions retire <id>                   立即下架
  venues list | set <platname> [--name 名称] [--enabled true|false] [--sort N] | fault <platname> none|fail|hang

资金（finance）
  deposits list [--state 1] | confirm <单号> | reject <单号> --reason <原因>
  withdrawals list [--state 1] | approve <单号> | reject <单号> --reason <原因>
  transfers list [--state 2] | reconcile <单号>
  pay-channels list | set <类型> 字段=值…
  receiving-accounts|banks|redpacket-rules list | show <id> | add 字段=值… | update <id> 字段=值… | remove <id>
  vip-levels list | set <等级> 字段=值…
  applications list [--state 1] | pass <id> [--bonus 金额] [--flow-multiple 倍数] | reject <id> --reason <原因>

运维（super / finance）
  jobs list | run <任务名>
  ledger check                             发现问题时退出码为 1
  call <METHOD> <路径> [JSON]              任意后台接口，如 call GET /admin/api/me

字段=值: 整数、true、false、null 按 JSON 类型发送，其余按文本；字段:=JSON 原样发送（如 sort:=5 title:='"2024"'）；
         字段=@文件 发送文件内容。
选项: --server URL（或环境变量 H5_SERVER，默认登录时的服务器或 ${DEFAULT_SERVER}） --json（输出完整 JSON）
      --page N --per-page N --state N --reason 文本 --help
退出码: 0 成功；1 服务器拒绝或无法连接（中文原因在 stderr）；2 用法错误。`;

class UsageError extends Error {}
class Failure extends Error {
  constructor(
    message: string,
    public readonly exitCode = 1,
  ) {
    super(message);
  }
}

interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

interface Session {
  server: string;
  token: string;
  username: string;
  role: string;
  saved_at: string;
}

// ---------------------------------------------------------------- arguments

const OPTIONS = {
  server: { type: 'string' },
  json: { type: 'boolean' },
  'password-stdin': { type: 'boolean' },
  reason: { type: 'string' },
  role: { type: 'string' },
  state: { type: 'string' },
  page: { type: 'string' },
  'per-page': { type: 'string' },
  action: { type: 'string' },
  actor: { type: 'string' },
  name: { type: 'string' },
  enabled: { type: 'string' },
  sort: { type: 'string' },
  key: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  bonus: { type: 'string' },
  'flow-multiple': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Options = { [K in keyof typeof OPTIONS]?: (typeof OPTIONS)[K]['type'] extends 'boolean' ? boolean : string };

const NEGATIVE = /^-\d+(\.\d*)?$/;
const NEG_MARK = '\u0000neg:';

function parse(argv: string[]): { positionals: string[]; opts: Options } {
  // A negative amount ("users adjust 7 -100") is a value, not an option.
  const args = argv.map((a) => (NEGATIVE.test(a) ? NEG_MARK + a : a));
  try {
    const { values, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
    return { positionals: positionals.map((p) => (p.startsWith(NEG_MARK) ? p.slice(NEG_MARK.length) : p)), opts: values as Options };
  } catch (err) {
    throw new UsageError(`参数错误：${(err as Error).message}`);
  }
}

/** `key=value` (small integers, true, false, null typed; the rest text), `key:=json`, `key=@file`. */
export function parseFields(pairs: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const pair of pairs) {
    const raw = /^([A-Za-z_][\w.]*):=(.*)$/s.exec(pair);
    if (raw) {
      try {
        out[raw[1]] = JSON.parse(raw[2]);
      } catch {
        throw new UsageError(`${raw[1]}:= 后面必须是合法的 JSON`);
      }
      continue;
    }
    const m = /^([A-Za-z_][\w.]*)=(.*)$/s.exec(pair);
    if (!m) throw new UsageError(`无法识别的参数 "${pair}"，应为 字段=值 或 字段:=JSON`);
    const [, key, value] = m;
    if (value.startsWith('@') && value.length > 1) out[key] = userFile(value.slice(1));
    else if (/^(0|-?[1-9]\d{0,8})$/.test(value)) out[key] = Number(value);
    else if (value === 'true' || value === 'false') out[key] = value === 'true';
    else if (value === 'null') out[key] = null;
    else out[key] = value;
  }
  return out;
}

/** A file named on the command line: relative to where the operator ran npm (npm changes into server/). */
const userFile = (name: string) => readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), name), 'utf8');

// ---------------------------------------------------------------- session file

export function sessionPath(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME && path.isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : path.join(os.homedir(), '.config');
  return path.join(base, 'h5-admin', 'session.json');
}

function readSession(): Session | null {
  try {
    const s = JSON.parse(readFileSync(sessionPath(), 'utf8')) as Session;
    return typeof s.token === 'string' && typeof s.server === 'string' ? s : null;
  } catch {
    return null;
  }
}

function writeSession(s: Session) {
  const file = sessionPath();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${JSON.stringify(s, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // also when the file existed with wider permissions
}

// ---------------------------------------------------------------- input

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A password typed on the terminal without echo. */
function promptHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const done = (err?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.removeListener('data', onData);
      process.stderr.write('\n');
      if (err) reject(err);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done();
        if (ch === '\u0003') return done(new Failure('已取消', 130));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(opts: Options, prompt: string, confirm = false): Promise<string> {
  let password: string;
  if (opts['password-stdin']) password = (await readStdin()).replace(/\r?\n$/, '');
  else if (process.env.ADMIN_PASSWORD) password = process.env.ADMIN_PASSWORD;
  else if (process.stdin.isTTY) {
    password = await promptHidden(prompt);
    if (confirm && (await promptHidden('再次输入密码: ')) !== password) throw new Failure('两次输入的密码不一致');
  } else throw new UsageError('没有可输入密码的终端：请使用 --password-stdin 或环境变量 ADMIN_PASSWORD');
  if (!password) throw new UsageError('密码不能为空');
  return password;
}

// ---------------------------------------------------------------- HTTP

function serverUrl(opts: Options, session: Session | null): string {
  const url = opts.server ?? process.env.H5_SERVER ?? session?.server ?? DEFAULT_SERVER;
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error();
  } catch {
    throw new UsageError(`服务器地址不正确：${url}`);
  }
  return url.replace(/\/+$/, '');
}

async function request(
  server: string,
  method: string,
  urlPath: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Envelope> {
  const headers: Record<string, string> = { accept: 'application/json', ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${server}${urlPath}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body), signal: AbortSignal.timeout(120_000) });
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message;
    throw new Failure(`无法连接服务器 ${server}（${cause}）`);
  }
  const text = await res.text();
  try {
    const body = JSON.parse(text) as Envelope;
    if (typeof body === 'object' && body && 'code' in body) return body;
  } catch {
    /* below */
  }
  throw new Failure(`服务器返回了无法识别的响应（HTTP ${res.status}）`);
}

// ---------------------------------------------------------------- output

const isWide = (cp: number) =>
  (cp >= 0x1100 && cp <= 0x115f) ||
  (cp >= 0x2e80 && cp <= 0xa4cf) ||
  (cp >= 0xac00 && cp <= 0xd7a3) ||
  (cp >= 0xf900 && cp <= 0xfaff) ||
  (cp >= 0xfe30 && cp <= 0xfe4f) ||
  (cp >= 0xff00 && cp <= 0xff60) ||
  (cp >= 0xffe0 && cp <= 0xffe6) ||
  (cp >= 0x1f300 && cp <= 0x1faff);

export function displayWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += isWide(ch.codePointAt(0)!) ? 2 : 1;
  return w;
}

function fit(s: string, max: number): string {
  if (displayWidth(s) <= max) return s;
  let out = '';
  for (const ch of s) {
    if (displayWidth(out + ch) > max - 1) break;
    out += ch;
  }
  return `${out}…`;
}

const pad = (s: string, width: number) => s + ' '.repeat(Math.max(0, width - displayWidth(s)));

function cell(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v).replace(/\s+/g, ' ');
}

export function table(rows: Record<string, unknown>[], maxCell = 40): string {
  if (rows.length === 0) return '（无记录）';
  const columns: string[] = [];
  for (const row of rows) for (const k of Object.keys(row)) if (!columns.includes(k)) columns.push(k);
  const cells = rows.map((r) => columns.map((c) => fit(cell(r[c]), maxCell)));
  const widths = columns.map((c, i) => Math.max(displayWidth(c), ...cells.map((r) => displayWidth(r[i]))));
  const line = (values: string[]) => values.map((v, i) => pad(v, widths[i])).join('  ').trimEnd();
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

function keyValues(obj: Record<string, unknown>): string {
  const keys = Object.keys(obj);
  const width = Math.max(...keys.map(displayWidth));
  return keys
    .map((k) => {
      const v = obj[k];
      if (Array.isArray(v) && v.length && typeof v[0] === 'object') return `${k}:\n${table(v as Record<string, unknown>[]).replace(/^/gm, '  ')}`;
      return `${pad(k, width)}  ${cell(v)}`;
    })
    .join('\n');
}

const isPaged = (d: unknown): d is { data: Record<string, unknown>[]; total: number; last_page: number; current_page?: number } =>
  !!d && typeof d === 'object' && Array.isArray((d as { data?: unknown }).data) && typeof (d as { total?: unknown }).total === 'number';

function printHuman(body: Envelope, showMessage: boolean) {
  const d = body.data;
  if (isPaged(d)) {
    console.log(table(d.data));
    console.log(`第 ${d.current_page ?? '?'}/${d.last_page} 页，共 ${d.total} 条`);
  } else if (Array.isArray(d)) {
    console.log(d.length && typeof d[0] !== 'object' ? d.map(cell).join('\n') : table(d as Record<string, unknown>[]));
  } else if (d && typeof d === 'object' && Object.keys(d).length) {
    if (showMessage && body.message && body.message !== 'success') console.log(body.message);
    console.log(keyValues(d as Record<string, unknown>));
  } else if (d !== null && d !== undefined && typeof d !== 'object') {
    console.log(cell(d));
  } else {
    console.log(body.message && body.message !== 'success' ? body.message : '完成');
  }
}

// ---------------------------------------------------------------- commands

interface Ctx {
  args: string[];
  opts: Options;
  session: Session | null;
  server: string;
  /** Calls the server with the session's token; a refusal becomes a Failure carrying the server's message. */
  call(method: string, urlPath: string, body?: unknown, headers?: Record<string, string>): Promise<Envelope>;
  /** Calls and prints. */
  show(method: string, urlPath: string, body?: unknown, headers?: Record<string, string>): Promise<Envelope>;
}

const enc = encodeURIComponent;

function need(args: string[], n: number, usage: string): string[] {
  if (args.length < n) throw new UsageError(`用法: npm run admin -- ${usage}`);
  return args;
}

function query(ctx: Ctx, extra: Record<string, unknown> = {}): string {
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

function reasonOf(ctx: Ctx, usage: string): string {
  if (!ctx.opts.reason || !ctx.opts.reason.trim()) throw new UsageError(`请用 --reason 说明原因。用法: npm run admin -- ${usage}`);
  return ctx.opts.reason;
}

/** list / show / add / update / remove over /admin/api/<resource>. */
function crud(resource: string) {
  const base = `/admin/api/${resource}`;
  return async (ctx: Ctx, sub: string, rest: string[]) => {
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
        throw new UsageError(`${resource} 的子命令: list | show <id> | add 字段=值… | update <id> 字段=值… | remove <id>`);
    }
  };
}

/** A resource with list plus a few named actions on one record. */
function reviewed(resource: string, actions: Record<string, { path: string; reason?: boolean }>) {
  return async (ctx: Ctx, sub: string, rest: string[]) => {
    if (sub === 'list') return ctx.show('GET', `/admin/api/${resource}${query(ctx, parseFields(rest))}`);
    const action = actions[sub];
    if (!action) throw new UsageError(`${resource} 的子命令: list [--state N] | ${Object.keys(actions).map((a) => `${a} <单号>${actions[a].reason ? ' --reason 原因' : ''}`).join(' | ')}`);
    const usage = `${resource} ${sub} <单号>${action.reason ? ' --reason 原因' : ''}`;
    need(rest, 1, usage);
    const body = action.reason ? { reason: reasonOf(ctx, usage) } : {};
    return ctx.show('POST', `/admin/api/${resource}/${enc(rest[0])}/${action.path}`, body);
  };
}

type Handler = (ctx: Ctx, sub: string, rest: string[]) => Promise<unknown>;

const COMMANDS: Record<string, Handler> = {
  async whoami(ctx) {
    return ctx.show('GET', '/admin/api/me');
  },

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
        throw new UsageError('admins 的子命令: list | add <用户名> --role 角色 | disable <id> | enable <id> | set-role <id> <角色> | passwd <id>');
    }
  },

  async audit(ctx, sub, rest) {
    const filters = parseFields([sub, ...rest].filter((a) => a && a.includes('=')));
    return ctx.show('GET', `/admin/api/audit${query(ctx, { action: ctx.opts.action, actor: ctx.opts.actor, ...filters })}`);
  },

  async users(ctx, sub, rest) {
    switch (sub) {
      case 'find':
      case 'list':
        return ctx.show('GET', `/admin/api/users${query(ctx, { q: rest.join(' ') })}`);
      case 'show':
        need(rest, 1, 'users show <id>');
        return ctx.show('GET', `/admin/api/users/${enc(rest[0])}`);
      case 'adjust': {
        const usage = 'users adjust <id> <金额，负数为扣减> --reason 原因';
        need(rest, 2, usage);
        const key = ctx.opts.key ?? `cli-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
        return ctx.show('POST', `/admin/api/users/${enc(rest[0])}/adjust`, { amount: rest[1], reason: reasonOf(ctx, usage) }, { 'idempotency-key': key });
      }
      default:
        throw new UsageError('users 的子命令: find <关键词> | show <id> | adjust <id> <金额> --reason 原因');
    }
  },

  async settings(ctx, sub, rest) {
    if (sub === 'get') {
      const body = await ctx.call('GET', '/admin/api/settings');
      if (rest[0]) {
        const data = body.data as Record<string, unknown>;
        if (!(rest[0] in data)) throw new Failure(`未知的设置项：${rest[0]}`);
        if (ctx.opts.json) console.log(JSON.stringify({ ...body, data: { [rest[0]]: data[rest[0]] } }, null, 2));
        else console.log(cell(data[rest[0]]));
        return body;
      }
      if (ctx.opts.json) console.log(JSON.stringify(body, null, 2));
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

  banners: crud('banners'),
  notices: crud('notices'),
  async promotions(ctx, sub, rest) {
    switch (sub) {
      case 'board':
        return ctx.show('GET', '/admin/api/promotion-board');
      case 'schedule': {
        const usage = 'promotions schedule <id> [--from "YYYY-MM-DD HH:mm:ss"] [--to "YYYY-MM-DD HH:mm:ss"]';
        need(rest, 1, usage);
        if (ctx.opts.from === undefined && ctx.opts.to === undefined) throw new UsageError(`请用 --from 和/或 --to 指定活动时间。用法: npm run admin -- ${usage}`);
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
  },
  'promotion-types': crud('promotion-types'),
  articles: crud('articles'),
  'receiving-accounts': crud('receiving-accounts'),
  banks: crud('banks'),
  'redpacket-rules': crud('redpacket-rules'),

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
          if (!['true', 'false', '1', '0'].includes(ctx.opts.enabled)) throw new UsageError('--enabled 只能是 true 或 false');
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
        throw new UsageError('venues 的子命令: list | set <platname> [--name] [--enabled] [--sort] | fault <platname> none|fail|hang');
    }
  },

  deposits: reviewed('deposits', { confirm: { path: 'confirm' }, reject: { path: 'reject', reason: true } }),
  withdrawals: reviewed('withdrawals', { approve: { path: 'approve' }, reject: { path: 'reject', reason: true } }),
  transfers: reviewed('transfers', { reconcile: { path: 'reconcile' } }),
  async applications(ctx, sub, rest) {
    if (sub === 'pass' && (ctx.opts.bonus !== undefined || ctx.opts['flow-multiple'] !== undefined)) {
      need(rest, 1, 'applications pass <id> [--bonus 金额] [--flow-multiple 倍数]');
      const body: Record<string, string> = {};
      if (ctx.opts.bonus !== undefined) body.bonus = ctx.opts.bonus;
      if (ctx.opts['flow-multiple'] !== undefined) body.flow_multiple = ctx.opts['flow-multiple'];
      return ctx.show('POST', `/admin/api/applications/${enc(rest[0])}/pass`, body);
    }
    return reviewed('applications', { pass: { path: 'pass' }, reject: { path: 'reject', reason: true } })(ctx, sub, rest);
  },

  async 'pay-channels'(ctx, sub, rest) {
    if (sub === 'list') return ctx.show('GET', '/admin/api/pay-channels');
    if (sub === 'set' || sub === 'update') {
      need(rest, 2, 'pay-channels set <类型> 字段=值 …');
      return ctx.show('PATCH', `/admin/api/pay-channels/${enc(rest[0])}`, parseFields(rest.slice(1)));
    }
    throw new UsageError('pay-channels 的子命令: list | set <类型> 字段=值 …');
  },

  async 'vip-levels'(ctx, sub, rest) {
    if (sub === 'list') return ctx.show('GET', '/admin/api/vip-levels');
    if (sub === 'set' || sub === 'update') {
      need(rest, 2, 'vip-levels set <等级> 字段=值 …');
      return ctx.show('PATCH', `/admin/api/vip-levels/${enc(rest[0])}`, parseFields(rest.slice(1)));
    }
    throw new UsageError('vip-levels 的子命令: list | set <等级> 字段=值 …');
  },

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
    if (ctx.opts.json) console.log(JSON.stringify(body, null, 2));
    else {
      console.log(body.message);
      for (const p of data.problems) console.log(`  - ${p}`);
    }
    if (!data.ok) throw new Failure('', 1);
    return body;
  },

  async call(ctx, sub, rest) {
    const method = (sub ?? '').toUpperCase();
    if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method) || !rest[0]) throw new UsageError('用法: npm run admin -- call <GET|POST|PUT|PATCH|DELETE> <路径> [JSON]');
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
};

// ---------------------------------------------------------------- session commands and main

async function login(positionals: string[], opts: Options) {
  need(positionals, 1, 'login <用户名> [--password-stdin]');
  const username = positionals[0];
  const server = serverUrl(opts, null);
  const password = await readPassword(opts, `${username} 的密码: `);
  const body = await request(server, 'POST', '/admin/api/login', { body: { username, password } });
  if (body.code !== 200) throw new Failure(body.message);
  const data = body.data as { token: string; role: string; username: string; expires_at: string };
  writeSession({ server, token: data.token, username: data.username, role: data.role, saved_at: new Date().toISOString() });
  if (opts.json) console.log(JSON.stringify({ ...body, data: { username: data.username, role: data.role, expires_at: data.expires_at, server } }, null, 2));
  else console.log(`已登录 ${server}：${data.username}（${data.role}），会话有效至 ${data.expires_at}，闲置 2 小时失效`);
}

async function logout(opts: Options) {
  const session = readSession();
  if (session) {
    try {
      await request(serverUrl(opts, session), 'POST', '/admin/api/logout', { token: session.token, body: {} });
    } catch {
      /* the local session is removed whatever the server says */
    }
    rmSync(sessionPath(), { force: true });
  }
  console.log(opts.json ? JSON.stringify({ code: 200, message: '退出成功', data: null }) : '已退出');
}

async function bootstrap(positionals: string[], opts: Options) {
  need(positionals, 1, 'bootstrap <用户名> [--password-stdin]');
  const [{ loadEnv }, { openDb }, { runMigrations }, { bootstrapAdmin, checkAdminPassword, checkAdminUsername }, { createPasswordHasher }, { HttpError }] =
    await Promise.all([
      import('#app/config/env'),
      import('#app/db/client'),
      import('#app/db/migrate'),
      import('#app/plugins/app/admin/accounts'),
      import('#app/lib/passwords'),
      import('#app/lib/http-error'),
    ]);
  const username = positionals[0];
  const nameProblem = checkAdminUsername(username);
  if (nameProblem) throw new Failure(nameProblem);
  const password = await readPassword(opts, `超级管理员 ${username} 的密码: `, true);
  const problem = checkAdminPassword(password, username);
  if (problem) throw new Failure(problem);
  const env = loadEnv();
  const handle = await openDb({ databaseUrl: env.databaseUrl, pgliteDir: path.join(env.dataDir, 'pglite') });
  try {
    await runMigrations(handle);
    const id = await bootstrapAdmin(handle.db, createPasswordHasher(env.fastPasswordHash ? 'fast' : 'standard'), {
      username,
      password,
      actor: `cli:${os.userInfo().username}`.slice(0, 64),
    });
    const where = env.databaseUrl ? 'DATABASE_URL' : path.join(env.dataDir, 'pglite');
    if (opts.json) console.log(JSON.stringify({ code: 200, message: '操作成功', data: { id, username, role: 'super' } }));
    else console.log(`已在 ${where} 创建超级管理员 ${username}（id ${id}）。现在可以: npm run admin -- login ${username}`);
  } catch (err) {
    if (err instanceof HttpError) throw new Failure(err.message);
    throw err;
  } finally {
    await handle.close();
  }
}

export async function main(argv: string[]): Promise<number> {
  let json = argv.includes('--json');
  try {
    const { positionals, opts } = parse(argv);
    json = !!opts.json;
    const [command, sub, ...rest] = positionals;
    if (!command || command === 'help' || opts.help) {
      console.log(USAGE);
      return command || opts.help ? 0 : 2;
    }
    if (command === 'login') return await login(positionals.slice(1), opts), 0;
    if (command === 'logout') return await logout(opts), 0;
    if (command === 'bootstrap') return await bootstrap(positionals.slice(1), opts), 0;
    const handler = COMMANDS[command];
    if (!handler) throw new UsageError(`未知命令 "${command}"，运行 npm run admin -- help 查看全部命令`);

    const session = readSession();
    const server = serverUrl(opts, session);
    const call = async (method: string, urlPath: string, body?: unknown, headers?: Record<string, string>) => {
      if (!session) throw new Failure('尚未登录，请先运行: npm run admin -- login <用户名>');
      const res = await request(server, method, urlPath, { token: session.token, body, headers });
      if (res.code !== 200) {
        if (json) console.log(JSON.stringify(res, null, 2));
        throw new Failure(res.code === 401 ? `${res.message}（npm run admin -- login ${session.username}）` : res.message);
      }
      return res;
    };
    const ctx: Ctx = {
      args: rest,
      opts,
      session,
      server,
      call,
      async show(method, urlPath, body, headers) {
        const res = await call(method, urlPath, body, headers);
        if (json) console.log(JSON.stringify(res, null, 2));
        else printHuman(res, method !== 'GET');
        return res;
      },
    };
    const needsSub = !['whoami', 'audit'].includes(command);
    if (needsSub && !sub) throw new UsageError(`缺少子命令，运行 npm run admin -- help 查看 ${command} 的用法`);
    await handler(ctx, sub, rest);
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(err.message);
      return 2;
    }
    if (err instanceof Failure) {
      if (err.message) console.error(err.message);
      return err.exitCode;
    }
    console.error(`出错了：${(err as Error)?.message ?? err}`);
    return 1;
  }
}

// Run when executed directly (tests import the helpers above).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  process.exitCode = await main(process.argv.slice(2));
}
