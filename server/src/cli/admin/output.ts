import type { Envelope } from './http';

/** Tables for a terminal: Chinese (and other wide characters) count two columns. */
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

/** One value on one line: objects as JSON, whitespace runs as one space. */
export function cell(v: unknown): string {
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
  const line = (values: string[]) =>
    values
      .map((v, i) => pad(v, widths[i]))
      .join('  ')
      .trimEnd();
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

function keyValues(obj: Record<string, unknown>): string {
  const keys = Object.keys(obj);
  const width = Math.max(...keys.map(displayWidth));
  return keys
    .map((k) => {
      const v = obj[k];
      if (Array.isArray(v) && v.length && typeof v[0] === 'object')
        return `${k}:\n${table(v as Record<string, unknown>[]).replace(/^/gm, '  ')}`;
      return `${pad(k, width)}  ${cell(v)}`;
    })
    .join('\n');
}

const isPaged = (
  d: unknown,
): d is { data: Record<string, unknown>[]; total: number; last_page: number; current_page?: number } =>
  !!d &&
  typeof d === 'object' &&
  Array.isArray((d as { data?: unknown }).data) &&
  typeof (d as { total?: unknown }).total === 'number';

/** An answer for people: a paged list as a table with its page line, a record as key/value lines, else the message. */
export function printHuman(body: Envelope, showMessage: boolean) {
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

/** An answer for scripts (`--json`): the whole envelope. */
export const printJson = (body: unknown) => console.log(JSON.stringify(body, null, 2));
