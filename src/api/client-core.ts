/**
 * What every client of the app shares, without ky and zod (issue 13 point 4): the stored tokens of the two realms,
 * the `ApiError` every failed call rejects with, and the hooks the app installs once (where tokens live, what a
 * 401 and any failure do). The ky client (`client.ts`, the contract's calls with their replies parsed) and the
 * zod-free client of the public pages (`fetch-call.ts`) both read them from here, so a hook installed once serves
 * both.
 */
import type { ErrorCode } from './envelope';
import type { Realm } from './http';

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

/** The installed hooks (read at each call, so a later `configureClient` applies). */
export const clientOptions = (): ClientOptions => options;

/** The origin calls go to: the page's own, unless the hooks name another (tests). */
export const apiOrigin = (): string => options.prefixUrl ?? (typeof location === 'undefined' ? 'http://localhost:3000' : location.origin);

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

/** Options of one request. `auth: false` sends no token (sign-in, sign-up, password find). */
export interface RequestOptions {
  auth?: boolean;
  signal?: AbortSignal;
  /** false when the screen shows the error itself (forms), so no notification is raised. */
  notify?: boolean;
}

/**
 * The token header of a call of `realm` (none with `auth: false`). Without a stored token the call is refused with
 * `NOT TOKEN` before it leaves, and the app's `onUnauthorized` hears of it.
 */
export function authHeaders(realm: Realm, opts: RequestOptions): Record<string, string> {
  if (opts.auth === false) return {};
  const token = getToken(realm);
  if (!token) {
    const error = new ApiError('NOT_TOKEN', NOT_TOKEN, 401);
    options.onUnauthorized?.(realm);
    throw error;
  }
  return { authorization: `token=${token}` };
}

/** The message of a call that never reached the server (network down, timeout). */
export const NETWORK_MESSAGE = '서버에 연결할 수 없습니다. 네트워크를 확인하세요.';
/** The message of a 2xx reply that is not the success envelope. */
export const BAD_REPLY_MESSAGE = '서버 응답이 올바르지 않습니다.';
/** How long a call may take before it fails as a network failure. */
export const REQUEST_TIMEOUT_MS = 30_000;
