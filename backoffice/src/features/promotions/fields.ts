import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { dayjs } from '../../lib/time';

/** The server's times: `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai wall-clock time, shown and picked as they are. */
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export type Range = [Dayjs | null, Dayjs | null] | null | undefined;

/** The picker's value of two server times ('' = an open bound); dayjs reads `YYYY-MM-DD HH:mm:ss` as wall-clock time. */
export const toRange = (from: string, to: string): Range =>
  from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null;

/** One bound of a picked range as the server takes it (null: open). */
export const bound = (range: Range, i: 0 | 1): string | null => range?.[i]?.format(TIME_FORMAT) ?? null;

/** A bound shown in a table: 不限 when open. */
export const shownBound = (value: string) => value || '不限';

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** An amount in yuan as the server's money rule takes it: > 0 (or 0 when `zero`), ≤ 2 decimals, ≤ 100,000,000. */
export const moneyRules = (label: string, opts: { required?: boolean; zero?: boolean } = {}): Rule[] => [
  { required: opts.required ?? true, whitespace: true, message: `请输入${label}` },
  {
    validator: async (_r, v: unknown) => {
      if (blank(v)) return;
      const s = String(v).trim();
      if (!/^\d{1,9}(\.\d{1,2})?$/.test(s)) throw new Error(`${label}须为金额，最多两位小数`);
      if (Number(s) > 100_000_000) throw new Error(`${label}不能超过 100000000`);
      if (!opts.zero && Number(s) === 0) throw new Error(`${label}必须大于0`);
    },
  },
];

/** A percentage or a multiple: 0–`max` with at most 2 decimals (the server's rule). */
export const decimalRules = (label: string, max: number, opts: { required?: boolean } = {}): Rule[] => [
  { required: opts.required ?? true, whitespace: true, message: `请输入${label}` },
  {
    validator: async (_r, v: unknown) => {
      if (blank(v)) return;
      const s = String(v).trim();
      if (!/^\d{1,4}(\.\d{1,2})?$/.test(s) || Number(s) > max)
        throw new Error(`${label}须为 0–${max} 之间、最多两位小数的数字`);
    },
  },
];

/** A form's text value trimmed, or undefined when empty. */
export const trimmed = (v: unknown) => (blank(v) ? undefined : String(v).trim());

/** A range whose end, when both are given, is after its start. */
export const rangeRule: Rule = {
  validator: async (_r, v: Range) => {
    if (v?.[0] && v?.[1] && !v[1].isAfter(v[0])) throw new Error('结束时间必须晚于开始时间');
  },
};
