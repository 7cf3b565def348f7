import { fenToYuan, yuanToFen } from '@h5/shared/money';

/** A wire amount ("1234.50") in fen; anything unreadable is 0 (a balance that did not load shows 0.00). */
export const fenOf = (value: unknown): number => yuanToFen(value) ?? 0;

/** Sum of wire amounts, exactly, as yuan text. */
export const sumYuan = (values: unknown[]): string => fenToYuan(values.reduce<number>((s, v) => s + fenOf(v), 0));
