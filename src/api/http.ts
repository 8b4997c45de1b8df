/**
 * The wire contract shared by the server and the client (spec section 7, section 8):
 * every success reply is `{ result: 'success', ...data }`, every error `{ result: 'fail', message, field?, code }`.
 * A call is described once here (method, path, schemas) and used by both the Fastify routes and the ky client.
 */
import { z } from 'zod';

/** Stable error codes: the client and tests match on these, never on message text. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'NOT_TOKEN',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

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

/** Fills `{name}` parameters of a call path. */
export function buildPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Limits on free text that every schema shares, so no field accepts megabytes. */
export const LIMITS = { shortText: 200, longText: 20_000, email: 254, password: { min: 8, max: 200 } } as const;

/** A positive integer id in a path or query string. */
export const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);
