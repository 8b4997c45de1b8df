/**
 * The wire contract shared by the server and the client (spec section 7, section 8):
 * every success reply is `{ result: 'success', ...data }`, every error `{ result: 'fail', message, field?, code }`.
 * A call is described once here (method, path, schemas) and used by both the Fastify routes and the ky client.
 */
import { z } from 'zod';
import { ERROR_CODES } from './envelope';

/** Validation messages in Korean wherever the contract is loaded (server replies and browser forms alike). */
z.config(z.locales.ko());

/** The error codes and the path filling are zod-free (envelope.ts), for the public pages' client; re-exported here. */
export { buildPath, ERROR_CODES, type ErrorCode } from './envelope';

/** The body of every failed call. `field` names the offending input (e.g. `body.email`) when there is one. */
export const ErrorBodySchema = z.object({
  result: z.literal('fail'),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** The two API realms of the spec: the admin API (staff) and the customer API. */
export type Realm = 'staff' | 'customer';

/** HTTP methods used by the spec's calls. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of the spec: where it lives and the shape of what goes in and comes out. */
export interface Call<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TReply extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** Path with `{name}` parameters, exactly as in spec/calls.txt. */
  path: string;
  /** The spec area (auth, exam, review, ...): also the OpenAPI tag. */
  area: string;
  summary: string;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  /** The data part of the success reply; `result: 'success'` is added by the envelope. */
  reply: TReply;
  /** `binary` for calls that stream a file instead of JSON. */
  replyKind?: 'json' | 'binary';
}

/** Declares a call; the identity function keeps the literal types for inference. */
export function defineCall<
  TParams extends z.ZodType = z.ZodUndefined,
  TQuery extends z.ZodType = z.ZodUndefined,
  TBody extends z.ZodType = z.ZodUndefined,
  TReply extends z.ZodType = z.ZodObject,
>(call: Call<TParams, TQuery, TBody, TReply>): Call<TParams, TQuery, TBody, TReply> {
  return call;
}

/** Input types of a call, inferred from its schemas. */
type InputOf<T> = NonNullable<T> extends z.ZodType ? z.input<NonNullable<T>> : undefined;
export type CallInput<C extends Call> = {
  params: InputOf<C['params']>;
  query: InputOf<C['query']>;
  body: InputOf<C['body']>;
};
/** The data part of a call's success reply. */
export type CallReply<C extends Call> = z.output<C['reply']>;

/** A reply with no data beyond `result`. */
export const EmptyReplySchema = z.object({});

/** Wraps reply data in the success envelope. */
export function successSchema<T extends z.ZodType>(reply: T) {
  return z.intersection(z.object({ result: z.literal('success') }), reply);
}

/** Limits on free text that every schema shares, so no field accepts megabytes. */
export const LIMITS = { shortText: 200, longText: 20_000, email: 254, password: { min: 8, max: 200 } } as const;

/** The largest value of a PostgreSQL `integer` column, where ids and counts are stored: larger input is refused, never sent to the database. */
export const INT4_MAX = 2_147_483_647;

/**
 * An integer in a JSON body, from `min` to `max` (never above INT4_MAX). Never coerced: `"1"` and `[1]` are
 * refused, so what is stored is what was sent; and never bent: a value outside the range is refused with `message`
 * (by default one that states the range, in Korean), never moved to the nearest end.
 */
export function intField(min: number, max: number = INT4_MAX, message?: string) {
  const top = Math.min(max, INT4_MAX);
  const text = message ?? rangeMessage(min, top);
  return z.number({ error: text }).int(text).min(min, text).max(top, text);
}

/** The Korean message of an integer range, e.g. `1~10 사이의 정수를 입력하세요.` (thousands separated). */
export const rangeMessage = (min: number, max: number) => `${min.toLocaleString('ko-KR')}~${max.toLocaleString('ko-KR')} 사이의 정수를 입력하세요.`;

/**
 * A code from a fixed list in a JSON body (a school level, a grade, a category, a level): one `message` for every
 * refusal. Its range (the lowest to the highest code) is declared as well as the list, so the contract states the
 * bounds of every number it takes (tests/server/numeric-ranges.test.ts reads them) and a value in between that is no
 * code is refused too.
 */
export function codeField(codes: readonly number[], message: string) {
  return z
    .number({ error: message })
    .int(message)
    .min(Math.min(...codes), message)
    .max(Math.max(...codes), message)
    .refine((v) => codes.includes(v), message);
}

const ID_MESSAGE = `번호는 1 이상 ${INT4_MAX} 이하의 정수입니다.`;
/** A record id in a JSON body: 1 to INT4_MAX, the range of the columns ids are stored in. */
export const IdSchema = z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).min(1, ID_MESSAGE).max(INT4_MAX, ID_MESSAGE);

/** A number as written in a query string or a path: digits, an optional sign and decimals. */
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;
/**
 * The body rule `schema` applied to a value read from a query string or a path, where every value is text:
 * digits ("12", "-1") are read as that number, a blank as not given, and anything else (an array from
 * `?id=1&id=2`, "abc", "1e3") reaches `schema` unchanged and is refused there. (`z.coerce.number()` calls
 * Number() on anything: it reads `["1"]` as 1 and "" as 0.)
 */
export function queryNumber<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : value), schema);
}

/** A record id in a query string or a path. */
export const QueryIdSchema = queryNumber(IdSchema);
