/**
 * The public pages' client (issue 13 point 4): sends a call of the contract with plain `fetch`, without ky and
 * zod, so that a page a visitor opens (the consulting search, the payment list, a paid order) stays within its
 * budget. A call is named by its route, a plain `{ method, path }` whose types come from the contract call by
 * `import type` (erased from the build): `public-calls.ts` lists them, and tests/unit/public-calls.test.ts checks
 * each against its contract call.
 *
 * It behaves as `request` in client.ts does: the realm's token as `authorization: token=<jwt>`, `NOT TOKEN`
 * without one, every failure an `ApiError` with the server's code, message and field, a 401 reported to the
 * app's `onUnauthorized`, any failure to `onError` unless `notify: false`, 30 s before a call fails as a
 * network failure.
 *
 * The reply is not parsed with the contract's schema in the browser: the server builds every reply from that same
 * schema (and checks it with it outside production, server/core/define-route.ts), and the replies the public
 * pages read have no transforms or defaults to apply (the same test checks that), so the data is the envelope
 * without `result`. A call whose reply needs its schema's transforms goes through `request`.
 */
import { ApiError, apiOrigin, authHeaders, BAD_REPLY_MESSAGE, clientOptions, NETWORK_MESSAGE, REQUEST_TIMEOUT_MS, type RequestOptions } from './client-core';
import { buildPath, readErrorBody } from './envelope';
import type { Call, CallInput, CallReply, Method, Realm } from './http';

/** Where a call of the contract lives; `C` (the contract call's type) types its input and reply. */
export interface CallRoute<C extends Call> {
  readonly method: Method;
  readonly path: string;
  /** Never set: carries the contract call's type. */
  readonly call?: C;
}

/** The route of contract call `C` (method and path exactly as in the contract). */
export const callRoute = <C extends Call>(method: Method, path: string): CallRoute<C> => ({ method, path });

/** The query string of a call: empty values left out, as `request` does. */
function queryString(query: unknown): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (v !== undefined && v !== null && v !== '') params.append(k, String(v));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A signal that aborts when the caller's does or when the time limit passes, and its clean-up (written out rather
 * than AbortSignal.any, which older Safari lacks).
 */
function withTimeout(signal: AbortSignal | undefined): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, REQUEST_TIMEOUT_MS);
  if (signal?.aborted) abort();
  else signal?.addEventListener('abort', abort, { once: true });
  return { signal: controller.signal, done: () => (clearTimeout(timer), signal?.removeEventListener('abort', abort)) };
}

/**
 * Sends one call through a realm's base and resolves with the reply's data. Rejects with ApiError on any failure;
 * with `NOT TOKEN` when a token is needed and none is stored.
 */
export async function send<C extends Call>(realm: Realm, route: CallRoute<C>, input: Partial<CallInput<C>> = {}, opts: RequestOptions = {}): Promise<CallReply<C>> {
  const headers = authHeaders(realm, opts);
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  const limit = withTimeout(opts.signal);
  try {
    const url = `${apiOrigin().replace(/\/$/, '')}${buildPath(route.path, input.params as Record<string, unknown> | undefined)}${queryString(input.query)}`;
    const response = await fetch(url, {
      method: route.method,
      headers,
      body: input.body !== undefined ? JSON.stringify(input.body) : undefined,
      signal: limit.signal,
    });
    if (!response.ok) {
      const body = readErrorBody(await response.json().catch(() => null));
      throw body ? new ApiError(body.code, body.message, response.status, body.field) : new ApiError('INTERNAL', `요청이 실패했습니다 (${response.status}).`, response.status);
    }
    const data: unknown = await response.json();
    if (!data || typeof data !== 'object' || (data as { result?: unknown }).result !== 'success') {
      throw new ApiError('INTERNAL', BAD_REPLY_MESSAGE, response.status);
    }
    const { result: _result, ...reply } = data as Record<string, unknown>;
    return reply as CallReply<C>;
  } catch (raw) {
    const error = raw instanceof ApiError ? raw : new ApiError('INTERNAL', NETWORK_MESSAGE, 0);
    if (error.status === 401 && opts.auth !== false) clientOptions().onUnauthorized?.(realm);
    if (opts.notify !== false) clientOptions().onError?.(error);
    throw error;
  } finally {
    limit.done();
  }
}

/** The customer API (customer token). */
export const sendCustomer = <C extends Call>(route: CallRoute<C>, input?: Partial<CallInput<C>>, opts?: RequestOptions) => send('customer', route, input, opts);
