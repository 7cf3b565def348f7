/**
 * Building blocks of the contract's schemas (TypeBox: each is a JSON Schema object at run time and a TypeScript type
 * through `Static`). Server only at run time: the areas read the types from `@h5/shared/types` (type-only imports).
 */
import { Type, type TSchema } from 'typebox';

/** Money as it travels: a decimal string with two places, e.g. "1234.50" (the server stores integer fen). */
export const MoneyText = Type.String({ description: 'yuan, two decimals' });

/** A timestamp as it travels: `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai ('' when there is none). */
export const ShanghaiDateTime = Type.String({ description: 'YYYY-MM-DD HH:mm:ss, Asia/Shanghai' });

/** A flag sent as 0 or 1. */
export const Flag = Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] });

/** A URL answer (service, agent login, game and visit URLs, an uploaded avatar). */
export const UrlDataSchema = Type.Object({ url: Type.String() });

/**
 * One page of a player's list (the server's `lib/paging`): the rows, the total row count, the last page (at least 1),
 * the page answered and the page size. Pages start at 1.
 */
export const paged = <Row extends TSchema>(row: Row) =>
  Type.Object({
    data: Type.Array(row),
    total: Type.Integer(),
    last_page: Type.Integer(),
    current_page: Type.Integer(),
    per_page: Type.Integer(),
  });

/** `data` of the answers that carry nothing (a confirmation whose `message` says it all). */
export const NoData = Type.Null();
