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

/**
 * Sends one binary call of the contract (a file download, an xlsx export) with a realm's token and returns the
 * file as a blob: path parameters, query and body as for `request`; a refusal rejects with ApiError like every
 * other call. `signal` cancels it.
 */
export async function requestFile<C extends Call>(realm: Realm, call: C, input: Partial<CallInput<C>> = {}, signal?: AbortSignal): Promise<Blob> {
  const token = getToken(realm);
  if (!token) throw new ApiError('NOT_TOKEN', NOT_TOKEN, 401);
  const query = new URLSearchParams(
    Object.entries((input.query ?? {}) as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  let response: Response;
  try {
    response = await fetch(`${buildPath(call.path, input.params as Record<string, unknown> | undefined)}${query ? `?${query}` : ''}`, {
      method: call.method,
      headers: { authorization: `token=${token}`, ...(input.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: input.body !== undefined ? JSON.stringify(input.body) : undefined,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('INTERNAL', '서버에 연결할 수 없습니다. 네트워크를 확인하세요.', 0);
  }
  if (!response.ok) {
    const parsed = ErrorBodySchema.safeParse(await response.json().catch(() => null));
    throw parsed.success ? new ApiError(parsed.data.code, parsed.data.message, response.status, parsed.data.field) : new ApiError('INTERNAL', `파일을 받지 못했습니다 (${response.status}).`, response.status);
  }
  return response.blob();
}

/** A binary call that takes a JSON body (file downloads by id). */
export const requestBlob = <C extends Call>(realm: Realm, call: C, body: CallInput<C>['body'], signal?: AbortSignal): Promise<Blob> => requestFile(realm, call, { body } as Partial<CallInput<C>>, signal);

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Thrown when the person cancels an upload. */
export class UploadCancelled extends Error {
  constructor() {
    super('업로드를 취소했습니다.');
    this.name = 'UploadCancelled';
  }
}

/** One multipart upload of a contract call. */
export interface UploadRequest<C extends Call> {
  call: C;
  /** The text fields, sent before the files. */
  fields: Record<string, string | number | undefined | null>;
  /** Sent as `file` parts, in this order. */
  files: File[];
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Messages for refusals that arrive without the server's error body (e.g. a proxy's 413), by status. */
  fallback?: Partial<Record<number, { code: ErrorCode; message: string }>>;
}

/**
 * Sends files with a realm's token and real progress: ky and fetch cannot report upload progress, so this one
 * request goes through XMLHttpRequest, with the same reply parsing and errors as `request`. Resolves with the
 * parsed reply; rejects with ApiError, or UploadCancelled when `signal` aborts it.
 */
export function uploadMultipart<C extends Call>(realm: Realm, { call, fields, files, onProgress, signal, fallback = {} }: UploadRequest<C>): Promise<CallReply<C>> {
  return new Promise((resolve, reject) => {
    const token = getToken(realm);
    if (!token) return reject(new ApiError('NOT_TOKEN', NOT_TOKEN, 401));
    if (signal?.aborted) return reject(new UploadCancelled());
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.append(name, String(value));
    for (const file of files) form.append('file', file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open(call.method, buildPath(call.path));
    xhr.setRequestHeader('authorization', `token=${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const data: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300 && (data as { result?: unknown } | null)?.result === 'success') {
        const parsed = call.reply.safeParse(data);
        return parsed.success ? resolve(parsed.data as CallReply<C>) : reject(new ApiError('INTERNAL', '서버 응답이 올바르지 않습니다.', xhr.status));
      }
      const body = ErrorBodySchema.safeParse(data);
      if (body.success) return reject(new ApiError(body.data.code, body.data.message, xhr.status, body.data.field));
      const known = fallback[xhr.status] ?? (xhr.status === 413 ? { code: 'PAYLOAD_TOO_LARGE' as const, message: '파일이 너무 큽니다.' } : undefined);
      reject(known ? new ApiError(known.code, known.message, xhr.status, 'body.file') : new ApiError('INTERNAL', `업로드에 실패했습니다 (${xhr.status}).`, xhr.status));
    };
    xhr.onerror = () => reject(new ApiError('INTERNAL', '서버에 연결할 수 없습니다. 네트워크를 확인하세요.', 0));
    xhr.onabort = () => reject(new UploadCancelled());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The admin API (staff token). */
export const adminApi = <C extends Call>(call: C, input?: Partial<CallInput<C>>, opts?: RequestOptions) => request('staff', call, input, opts);
/** The customer API (customer token). */
export const customerApi = <C extends Call>(call: C, input?: Partial<CallInput<C>>, opts?: RequestOptions) => request('customer', call, input, opts);
