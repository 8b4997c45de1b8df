/**
 * Multipart uploads with real progress. ky (and fetch) cannot report upload progress, so this one request
 * goes through XMLHttpRequest, with the same token header and the same reply and error handling as the
 * client: a success reply is parsed with the call's schema, a failure becomes an ApiError.
 */
import { ApiError, getToken, NOT_TOKEN } from '../../../../api/client';
import { buildPath, ErrorBodySchema, type Call, type CallReply } from '../../../../api/http';

/** Thrown when the person cancels an upload. */
export class UploadCancelled extends Error {
  constructor() {
    super('업로드를 취소했습니다.');
    this.name = 'UploadCancelled';
  }
}

export interface UploadRequest<C extends Call> {
  /** One of the upload calls of src/api/question-bank/files.ts. */
  call: C;
  /** The text fields (id, type, is_divide). */
  fields: Record<string, string>;
  /** Sent as `file` parts, in this order. */
  files: File[];
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Sends files with the staff token; resolves with the parsed reply, rejects with ApiError or UploadCancelled. */
export function uploadFiles<C extends Call>({ call, fields, files, onProgress, signal }: UploadRequest<C>): Promise<CallReply<C>> {
  return new Promise((resolve, reject) => {
    const token = getToken('staff');
    if (!token) return reject(new ApiError('NOT_TOKEN', NOT_TOKEN, 401));
    if (signal?.aborted) return reject(new UploadCancelled());
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
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
      if (xhr.status === 413) return reject(new ApiError('PAYLOAD_TOO_LARGE', '파일이 너무 큽니다.', 413, 'body.file'));
      reject(new ApiError('INTERNAL', `업로드에 실패했습니다 (${xhr.status}).`, xhr.status));
    };
    xhr.onerror = () => reject(new ApiError('INTERNAL', '서버에 연결할 수 없습니다. 네트워크를 확인하세요.', 0));
    xhr.onabort = () => reject(new UploadCancelled());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
