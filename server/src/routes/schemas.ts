/**
 * Schema pieces shared by the routes (player API, back office, venue simulator), written with TypeBox: each builder is
 * a plain JSON Schema object at run time (what Ajv validates and fast-json-stringify serialises, exactly as before)
 * and a TypeScript type at compile time, so a route's schema is also its request and reply types
 * (`@fastify/type-provider-typebox`, see `RoutesPlugin`). The player calls' answers and bodies are the contract's,
 * declared once in `@h5/shared/contract` and imported from there.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Type,
  type Static,
  type TInteger,
  type TObject,
  type TObjectOptions,
  type TOptional,
  type TProperties,
  type TSchema,
  type TString,
  type TUnknown,
} from 'typebox';

/** A plugin of routes whose schemas type their handlers (request body, query, params and the reply). */
export type RoutesPlugin<Options extends Record<string, unknown> = Record<never, never>> =
  FastifyPluginAsyncTypebox<Options>;

/**
 * A schema written as plain JSON Schema, for the keywords TypeBox has no builder for (a list of types such as
 * `['string', 'integer']`, `type` together with `enum`): the JSON is exactly `schema`, the type is `T`.
 */
export const raw = <T>(schema: Record<string, unknown>) => Type.Unsafe<T>(schema);

/**
 * A property with a `default`: not `required` in the JSON Schema (absent is fine), and always present once validated
 * (Ajv's `useDefaults` fills it in), so its type is not optional.
 */
export const defaulted = <T extends TSchema>(schema: T): T => Type.Optional(schema) as unknown as T;

/**
 * An object whose properties are all optional (no `required`), keeping its options (`additionalProperties: false`…),
 * which `Type.Partial` would drop.
 */
export const optionalFields = <P extends TProperties>(
  properties: P,
  options?: TObjectOptions,
): TObject<{ [K in keyof P]: TOptional<P[K]> }> =>
  Type.Object(
    Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, Type.Optional(v)])),
    options,
  ) as unknown as TObject<{ [K in keyof P]: TOptional<P[K]> }>;

/**
 * A text field: must be a string (never coerced), bounded so a huge value is a 400, not work, and
 * free of NUL characters (PostgreSQL text cannot hold them).
 */
export const text = (maxLength = 256) => Type.String({ maxLength, pattern: '^[^\\u0000]*$' });

/** Body of the calls whose payload is empty: no body, `{}` or an empty JSON body all pass. */
export const emptyBody = Type.Object({}, { additionalProperties: false });

/** The envelope `{code, message, data}` of every JSON answer. */
export type EnvelopeSchema<T extends TSchema> = TObject<{ code: TInteger; message: TString; data: T }>;
export const envelope = <T extends TSchema>(data: T): EnvelopeSchema<T> =>
  Type.Object({ code: Type.Integer(), message: Type.String(), data });

/** `page` in a body: an integer ≥ 1 (strings of digits accepted, since clients send either). */
export const bodyPage = Type.Union([
  Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  Type.String({ pattern: '^[1-9][0-9]{0,5}$' }),
]);
/** The page a `bodyPage` field asks for (absent or '' is the first). */
export const pageOfBody = (v: unknown): number => (v === undefined || v === null || v === '' ? 1 : Number(v));

/** Back-office lists: 20 a page by default (operators read more than players), at most 100. */
export const ADMIN_PER_PAGE = 20;

/** Back-office list querystring: `?page=&per_page=` (converted to integers by the schema, defaults filled in). */
export const pageQuery = {
  page: defaulted(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  per_page: defaulted(Type.Integer({ minimum: 1, maximum: 100, default: ADMIN_PER_PAGE })),
};

export type PageQuery = Static<TObject<typeof pageQuery>>;

/** `/:id` of a back-office row (a PostgreSQL integer). */
export const idParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** Any JSON value: serialised as it is (nothing filtered), for `data` whose shape this file does not spell out. */
export const anyData: TUnknown = Type.Unknown();

/**
 * A refusal (every 4xx and 5xx, written by plugins/app/error-handler): the envelope, `data` null. The JSON Schema
 * leaves `data` open (any JSON, as always); its type is `null`, so a handler's answer is checked against the 200 one.
 */
export const refusal = envelope(Type.Unsafe<null>({}));

/**
 * The `response` schema of a route answering the envelope: 200 with `data` (typed where given; a typed object keeps
 * only the properties it names, so list every field a page reads), and the refusal envelope for 4xx and 5xx.
 */
export function answers(): Answers<TUnknown>;
export function answers<T extends TSchema>(data: T): Answers<T>;
export function answers(data: TSchema = anyData): Answers<TSchema> {
  return { 200: envelope(data), '4xx': refusal, '5xx': refusal };
}
export interface Answers<T extends TSchema> {
  200: EnvelopeSchema<T>;
  '4xx': typeof refusal;
  '5xx': typeof refusal;
}

/** Querystring of the GET routes that read none: unknown parameters are dropped. */
export const noQuery = Type.Object({}, { additionalProperties: false });

/** Body of the DELETE and action routes that read none (an absent body passes, see request-parsing). */
export const noBody = emptyBody;

/** A document sent as text (an HTML page, an SVG, a script): `description` names it; never serialised. */
export const document = (description: string) => Type.String({ description });
