import { bound, toRange, trimmed, type Range } from './fields';
import type { Promotion, PromotionBody, PromotionBonus } from './types';

export type BonusKind = 'none' | 'percent' | 'fixed';

/** The drawer's form: the promotion's fields, its window as one range, its bonus spread over plain fields. */
export interface PromotionValues {
  title: string;
  type_id?: number;
  banner: string;
  content: string;
  memo: string;
  sort: number;
  enabled: boolean;
  window: Range;
  bonus_kind: BonusKind;
  percent?: string;
  max?: string;
  min_deposit?: string;
  amount?: string;
  flow_multiple?: string;
}

/** The fields each role writes (server: the content CRUD's fieldRoles: bonus is finance's, the rest the editor's). */
export const CONTENT_FIELDS = [
  'type_id',
  'title',
  'banner',
  'content',
  'memo',
  'sort',
  'enabled',
  'starts_at',
  'ends_at',
] as const satisfies readonly (keyof PromotionBody)[];

const text = (v: number | string | undefined) => (v === undefined ? undefined : String(v));

export function bonusKind(b: PromotionBonus | null): BonusKind {
  if (!b) return 'none';
  return 'amount' in b ? 'fixed' : 'percent';
}

export const NEW_PROMOTION: PromotionValues = {
  title: '',
  banner: '',
  content: '',
  memo: '',
  sort: 0,
  enabled: true,
  window: null,
  bonus_kind: 'none',
};

export function toValues(p: Promotion): PromotionValues {
  const b = p.bonus;
  return {
    title: p.title,
    type_id: p.type_id,
    banner: p.banner,
    content: p.content,
    memo: p.memo,
    sort: p.sort,
    enabled: p.enabled,
    window: toRange(p.starts_at, p.ends_at),
    bonus_kind: bonusKind(b),
    percent: b && 'percent' in b ? text(b.percent) : undefined,
    max: b && 'max' in b ? b.max : undefined,
    min_deposit: b && 'min_deposit' in b ? b.min_deposit : undefined,
    amount: b && 'amount' in b ? b.amount : undefined,
    flow_multiple: text(b?.flow_multiple),
  };
}

/** The bonus as the server takes it (strings: the server's money and rate rules read them). */
export function bonusOf(v: PromotionValues): Record<string, string> | null {
  const flow = trimmed(v.flow_multiple);
  const withFlow = (b: Record<string, string>) => (flow === undefined ? b : { ...b, flow_multiple: flow });
  if (v.bonus_kind === 'fixed') return withFlow({ amount: trimmed(v.amount) ?? '' });
  if (v.bonus_kind === 'percent')
    return withFlow({
      percent: trimmed(v.percent) ?? '',
      max: trimmed(v.max) ?? '',
      min_deposit: trimmed(v.min_deposit) ?? '',
    });
  return null;
}

/** The whole promotion as the form has it. */
export function bodyOf(v: PromotionValues): Required<PromotionBody> {
  return {
    type_id: v.type_id as number,
    title: v.title.trim(),
    banner: v.banner ?? '',
    content: v.content ?? '',
    memo: v.memo ?? '',
    sort: v.sort ?? 0,
    enabled: v.enabled,
    starts_at: bound(v.window, 0),
    ends_at: bound(v.window, 1),
    bonus: bonusOf(v),
  };
}

/** A bonus in one comparable form: numbers as numbers (the server answers 100 where the form has '100.00'). */
const bonusKey = (b: PromotionBody['bonus'] | PromotionBonus | null | undefined) =>
  b
    ? JSON.stringify(
        Object.entries(b)
          .map(([k, x]) => [k, Number(x)])
          .sort(),
      )
    : 'null';

/**
 * What a save sends: on create, every field the role writes; on edit, only those that changed. `mayContent` /
 * `mayMoney`: whether the admin writes the texts and dates, the bonus (a mixed request is refused by the server unless
 * the admin holds both roles, so a role's request never holds the other's fields).
 */
export function requestOf(
  v: PromotionValues,
  current: Promotion | null,
  may: { content: boolean; money: boolean },
): PromotionBody {
  const all = bodyOf(v);
  const out: PromotionBody = {};
  const put = <K extends keyof PromotionBody>(k: K) => (out[k] = all[k]);
  if (may.content)
    for (const k of CONTENT_FIELDS) {
      if (!current) put(k);
      else if ((all[k] ?? '') !== (current[k] ?? '')) put(k);
    }
  if (may.money && (current ? bonusKey(all.bonus) !== bonusKey(current.bonus) : all.bonus !== null)) put('bonus');
  return out;
}
