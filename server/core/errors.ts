/** Errors with stable codes; `server/app.ts` maps them to `{ result: 'fail', code, message, field? }`. */
import type { ErrorCode } from '../../src/api/http';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** 400: the input named by `field` is wrong. */
export const badRequest = (field: string | undefined, message: string) => new AppError(400, 'BAD_REQUEST', message, field);
/** 401: no token, or a bad one. */
export const unauthorized = (message = '로그인이 필요합니다.') => new AppError(401, 'UNAUTHORIZED', message);
/** 403: signed in, but not allowed. */
export const forbidden = (message = '권한이 없습니다.') => new AppError(403, 'FORBIDDEN', message);
/** 404: no such record; `field` names the input that pointed at it, when a body lists several. */
export const notFound = (what: string, field?: string) => new AppError(404, 'NOT_FOUND', `${what}을(를) 찾을 수 없습니다.`, field);
/** 409: the request conflicts with the stored state (illegal transition, duplicate, stale write). */
export const conflict = (message: string, field?: string) => new AppError(409, 'CONFLICT', message, field);
/** 413: the request carries more than a limit allows (a file too big, too many files); the message names the limit. */
export const payloadTooLarge = (field: string, message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message, field);
/** 415: the media type or the content of the input named by `field` is not one the call takes. */
export const unsupportedMedia = (field: string, message: string) => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message, field);
/** 422: the input named by `field` is of the right kind but cannot be processed within a limit (the message names it). */
export const unprocessable = (field: string, message: string) => new AppError(422, 'UNPROCESSABLE', message, field);
/** 503: the server cannot take this work now (its queue is full); `retryAfter` in seconds. */
export const unavailable = (message: string, retryAfter: number) => new AppError(503, 'UNAVAILABLE', message, undefined, { 'retry-after': String(retryAfter) });
/** 429: too many attempts; `retryAfter` in seconds. */
export const tooManyRequests = (message: string, retryAfter: number) =>
  new AppError(429, 'TOO_MANY_REQUESTS', message, undefined, { 'retry-after': String(retryAfter) });
