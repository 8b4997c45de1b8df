/**
 * The ky client the screens use. Two bases as in spec section 7: the admin API (staff token) and the
 * customer API (customer token). Tokens travel as `Authorization: token=<jwt>`. Any non-success reply
 * becomes an `ApiError` (spec section 8: every failure is a rejection passed to the caller); a call that
 * needs a token when none is stored rejects with `NOT TOKEN` without touching the network.
 */
import ky, { HTTPError, type KyInstance } from 'ky';
import type { z } from 'zod';
import { buildPath, ErrorBodySchema, type Call, type CallInput, type CallReply, type ErrorCode, type Realm } from './http';

/** localStorage keys of the two tokens; signing in to one realm removes the other (spec section 6). */
export const TOKEN_KEYS: Record<Realm, string> = { staff: 'admin_token', customer: 'customer_token' };

/** A rejected call: the server's message, its stable code, and the field it names if any. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The message of spec section 8 when no token is stored. */
export const NOT_TOKEN = 'NOT TOKEN';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;
const memoryStorage = (): Storage => {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
};

/** Hooks the app installs: where tokens live, what happens on 401 and on any failure. */
export interface ClientOptions {
  prefixUrl?: string;
  storage?: Storage;
  onUnauthorized?: (realm: Realm) => void;
  onError?: (error: ApiError) => void;
}

let options: ClientOptions = {};
const storage = () => options.storage ?? (typeof localStorage === 'undefined' ? (options.storage = memoryStorage()) : localStorage);

/** Installs the client's hooks once at start-up (and in tests). */
export function configureClient(next: ClientOptions): void {
  options = next;
}

/** Reads the stored token of a realm. */
export function getToken(realm: Realm): string | null {
  return storage().getItem(TOKEN_KEYS[realm]);
}

/** Stores a token for a realm and removes the other realm's token. */
export function setToken(realm: Realm, token: string): void {
  storage().setItem(TOKEN_KEYS[realm], token);
  storage().removeItem(TOKEN_KEYS[realm === 'staff' ? 'customer' : 'staff']);
}

/** Forgets a realm's token (sign-out, failed restore). */
export function clearToken(realm: Realm): void {
  storage().removeItem(TOKEN_KEYS[realm]);
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const body = ErrorBodySchema.safeParse(await error.response.json().catch(() => null));
    if (body.success) return new ApiError(body.data.code, body.data.message, error.response.status, body.data.field);
    return new ApiError('INTERNAL', `요청이 실패했습니다 (${error.response.status}).`, error.response.status);
  }
  return new ApiError('INTERNAL', '서버에 연결할 수 없습니다. 네트워크를 확인하세요.', 0);
}

function makeApi(): KyInstance {
  return ky.create({
    prefixUrl: options.prefixUrl ?? (typeof location === 'undefined' ? 'http://localhost:3000' : location.origin),
    timeout: 30_000,
    retry: 0,
  });
}

/** Options of one request. `auth: false` sends no token (sign-in, sign-up, password find). */
export interface RequestOptions {
  auth?: boolean;
  signal?: AbortSignal;
  /** false when the screen shows the error itself (forms), so no notification is raised. */
  notify?: boolean;
}

/**
 * Sends one call of the contract through a realm's base and parses the reply with the call's schema.
 * Rejects with ApiError on any failure; with `NOT TOKEN` when a token is needed and none is stored.
 */
export async function request<C extends Call>(realm: Realm, call: C, input: Partial<CallInput<C>> = {}, opts: RequestOptions = {}): Promise<CallReply<C>> {
  const headers: Record<string, string> = {};
  if (opts.auth !== false) {
    const token = getToken(realm);
    if (!token) {
      const error = new ApiError('NOT_TOKEN', NOT_TOKEN, 401);
      options.onUnauthorized?.(realm);
      throw error;
    }
    headers.authorization = `token=${token}`;
  }
  const searchParams: Record<string, string> = {};
  for (const [k, v] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (v !== undefined && v !== null && v !== '') searchParams[k] = String(v);
  }
  try {
    const response = await makeApi()(buildPath(call.path, input.params as Record<string, unknown>).replace(/^\//, ''), {
      method: call.method,
      headers,
      searchParams,
      json: input.body,
      signal: opts.signal,
    });
    const data: unknown = await response.json();
    if (!data || typeof data !== 'object' || (data as { result?: unknown }).result !== 'success') {
      throw new ApiError('INTERNAL', '서버 응답이 올바르지 않습니다.', response.status);
    }
    return (call.reply as z.ZodType).parse(data) as CallReply<C>;
  } catch (raw) {
    const error = await toApiError(raw);
    if (error.status === 401 && opts.auth !== false) options.onUnauthorized?.(realm);
    if (opts.notify !== false) options.onError?.(error);
    throw error;
  }
}

/** The admin API (staff token). */
export const adminApi = <C extends Call>(call: C, input?: Partial<CallInput<C>>, opts?: RequestOptions) => request('staff', call, input, opts);
/** The customer API (customer token). */
export const customerApi = <C extends Call>(call: C, input?: Partial<CallInput<C>>, opts?: RequestOptions) => request('customer', call, input, opts);
