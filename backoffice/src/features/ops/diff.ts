/**
 * An audit row's `detail` read as before/after. The server records changes in a few shapes (server/src/plugins/app):
 * - `{before: {...}, after: {...}}` (content, rewards, promotion schedules; either side may be null: created/removed)
 * - `{key: {from, to}}` per field (admins, settings, venues)
 * - `{x_before, x_after}` pairs (balance adjustments: balance_before / balance_after)
 * - `{from, to}` at the top (releases)
 * Everything else in the detail is context (the input, a reason, ids), shown as it is.
 */
export interface Change {
  key: string;
  before: unknown;
  after: unknown;
}

export interface AuditDiff {
  changed: Change[];
  unchanged: { key: string; value: unknown }[];
  context: { key: string; value: unknown }[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep equality of JSON values (key order ignored). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => sameValue(a[k], b[k]));
  }
  return false;
}

const isFromTo = (v: unknown): v is { from: unknown; to: unknown } =>
  isRecord(v) && 'from' in v && 'to' in v && Object.keys(v).length === 2;

export function auditDiff(detail: Record<string, unknown> | null | undefined): AuditDiff {
  const out: AuditDiff = { changed: [], unchanged: [], context: [] };
  if (!isRecord(detail)) return out;
  const used = new Set<string>();

  // {before, after}: a whole row each side
  if ('before' in detail || 'after' in detail) {
    const before = detail.before;
    const after = detail.after;
    if ((before === null || isRecord(before)) && (after === null || after === undefined || isRecord(after))) {
      used.add('before').add('after').add('changed');
      const b = isRecord(before) ? before : {};
      const a = isRecord(after) ? after : {};
      const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
      for (const key of keys) {
        const bv = key in b ? b[key] : undefined;
        const av = key in a ? a[key] : undefined;
        if (sameValue(bv, av)) out.unchanged.push({ key, value: av });
        else out.changed.push({ key, before: bv, after: av });
      }
    }
  }

  // top-level {from, to}
  if ('from' in detail && 'to' in detail && !isRecord(detail.from) && !isRecord(detail.to)) {
    used.add('from').add('to');
    out.changed.push({ key: '值', before: detail.from, after: detail.to });
  }

  for (const [key, value] of Object.entries(detail)) {
    if (used.has(key)) continue;
    if (isFromTo(value)) {
      used.add(key);
      if (sameValue(value.from, value.to)) out.unchanged.push({ key, value: value.to });
      else out.changed.push({ key, before: value.from, after: value.to });
      continue;
    }
    const m = /^(.*)_before$/.exec(key);
    if (m && `${m[1]}_after` in detail) {
      used.add(key).add(`${m[1]}_after`);
      const after = detail[`${m[1]}_after`];
      if (sameValue(value, after)) out.unchanged.push({ key: m[1], value: after });
      else out.changed.push({ key: m[1], before: value, after });
    }
  }

  for (const [key, value] of Object.entries(detail)) if (!used.has(key)) out.context.push({ key, value });
  return out;
}

/** A JSON value as text: strings as they are, the rest pretty-printed; undefined (absent) as —. */
export function shownValue(v: unknown): string {
  if (v === undefined) return '—';
  if (typeof v === 'string') return v;
  return JSON.stringify(v, null, 2);
}
