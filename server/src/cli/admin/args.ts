import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { UsageError } from './errors';

/** Every option of every command (node:util parseArgs, strict: an unknown option is a usage error). */
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
  before: { type: 'string' },
  totp: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export type Options = {
  [K in keyof typeof OPTIONS]?: (typeof OPTIONS)[K]['type'] extends 'boolean' ? boolean : string;
};

const NEGATIVE = /^-\d+(\.\d*)?$/;
const NEG_MARK = '\u0000neg:';

export function parseCommandLine(argv: string[]): { positionals: string[]; opts: Options } {
  // A negative amount ("users adjust 7 -100") is a value, not an option.
  const args = argv.map((a) => (NEGATIVE.test(a) ? NEG_MARK + a : a));
  try {
    const { values, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
    return {
      positionals: positionals.map((p) => (p.startsWith(NEG_MARK) ? p.slice(NEG_MARK.length) : p)),
      opts: values as Options,
    };
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
export const userFile = (name: string) =>
  readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), name), 'utf8');

/** At least `n` arguments, else the command's usage. */
export function need(args: string[], n: number, usage: string): string[] {
  if (args.length < n) throw new UsageError(`用法: npm run admin -- ${usage}`);
  return args;
}
