/**
 * The zod-free part of the wire contract (spec section 8): the stable error codes, the check of a failure's body
 * and the filling of a call's path. `http.ts` re-exports them; the zod-free client of the public pages
 * (`fetch-call.ts`, issue 13 point 4) reads them from here, so it loads no zod.
 */

/** Stable error codes: the client and tests match on these, never on message text. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'NOT_TOKEN',
  'FORBIDDEN',
  /** 403: a customer must confirm their e-mail address first (buying, uploading). */
  'EMAIL_NOT_CONFIRMED',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'TOO_MANY_REQUESTS',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** What the client reads of a failure's body (`ErrorBodySchema` in http.ts is the same shape). */
export interface ErrorBodyFields {
  code: ErrorCode;
  message: string;
  field?: string;
}

/**
 * The code, message and field of a failure's body, or null when the body is not one: the rules of
 * `ErrorBodySchema` written without zod (tests/unit/fetch-call.test.ts checks that both accept the same bodies).
 */
export function readErrorBody(body: unknown): ErrorBodyFields | null {
  if (!body || typeof body !== 'object') return null;
  const { result, code, message, field } = body as Record<string, unknown>;
  if (result !== 'fail' || typeof message !== 'string' || !(ERROR_CODES as readonly unknown[]).includes(code)) return null;
  if (field !== undefined && typeof field !== 'string') return null;
  return { code: code as ErrorCode, message, ...(field !== undefined ? { field } : {}) };
}

/** Fills `{name}` parameters of a call path. */
export function buildPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
