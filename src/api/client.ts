/**
 * The ky client the screens use. Two bases as in spec section 7: the admin API (staff token) and the
 * customer API (customer token). Tokens travel as `Authorization: token=<jwt>`. Any non-success reply
 * becomes an `ApiError` (spec section 8: every failure is a rejection passed to the caller); a call that
 * needs a token when none is stored rejects with `NOT TOKEN` without touching the network.
 */
import ky, { HTTPError, type KyInstance } from 'ky';
import type { z } from 'zod';
import { ApiError, apiOrigin, authHeaders, BAD_REPLY_MESSAGE, clientOptions, getToken, NETWORK_MESSAGE, NOT_TOKEN, REQUEST_TIMEOUT_MS, type RequestOptions } from './client-core';
import { buildPath, ErrorBodySchema, type Call, type CallInput, type CallReply, type ErrorCode, type Realm } from './http';

export { ApiError, clearToken, configureClient, getToken, NOT_TOKEN, setToken, TOKEN_KEYS, type ClientOptions, type RequestOptions } from './client-core';

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const body = ErrorBodySchema.safeParse(await error.response.json().catch(() => null));
    if (body.success) return new ApiError(body.data.code, body.data.message, error.response.status, body.data.field);
    return new ApiError('INTERNAL', `요청이 실패했습니다 (${error.response.status}).`, error.response.status);
  }
  return new ApiError('INTERNAL', NETWORK_MESSAGE, 0);
}

function makeApi(): KyInstance {
  return ky.create({
    prefixUrl: apiOrigin(),
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
  });
}

/**
 * Sends one call of the contract through a realm's base and parses the reply with the call's schema.
 * Rejects with ApiError on any failure; with `NOT TOKEN` when a token is needed and none is stored.
 */
export async function request<C extends Call>(realm: Realm, call: C, input: Partial<CallInput<C>> = {}, opts: RequestOptions = {}): Promise<CallReply<C>> {
  const headers = authHeaders(realm, opts);
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
      throw new ApiError('INTERNAL', BAD_REPLY_MESSAGE, response.status);
    }
    return (call.reply as z.ZodType).parse(data) as CallReply<C>;
  } catch (raw) {
    const error = await toApiError(raw);
    if (error.status === 401 && opts.auth !== false) clientOptions().onUnauthorized?.(realm);
    if (opts.notify !== false) clientOptions().onError?.(error);
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
