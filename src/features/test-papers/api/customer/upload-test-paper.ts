/**
 * POST user_upload_file: a customer sends one paper (its fields and its files, in page order) as multipart.
 * ky and fetch cannot report upload progress, so this one request goes through XMLHttpRequest with the
 * customer token; a success reply is parsed with the call's schema, a failure becomes an ApiError carrying
 * the server's Korean message (409 duplicate, 413 too large, 415 wrong type, 429 too many), or
 * UploadCancelled when the person cancels.
 */
import { ApiError, getToken, NOT_TOKEN } from '../../../../api/client';
import { buildPath, ErrorBodySchema, type CallReply } from '../../../../api/http';
import { testPaperUpload, type TestPaperUploadFields } from '../../../../api/test-papers';

/** Thrown when the person cancels an upload. */
export class UploadCancelled extends Error {
  constructor() {
    super('업로드를 취소했습니다.');
    this.name = 'UploadCancelled';
  }
}

/** Messages for refusals that arrive without the server's error body (e.g. a proxy's 413). */
const FALLBACK: Record<number, { code: ApiError['code']; message: string }> = {
  409: { code: 'CONFLICT', message: '이미 올린 파일입니다.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: '파일이 너무 큽니다. 더 작은 파일로 올려 주세요.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'PDF 또는 JPG·PNG 사진만 올릴 수 있습니다.' },
  429: { code: 'TOO_MANY_REQUESTS', message: '잠시 동안 너무 많이 올렸습니다. 조금 뒤에 다시 올려 주세요.' },
};

export interface TestPaperUploadRequest {
  fields: TestPaperUploadFields;
  /** Sent as `file` parts in this order: one PDF, or the photos of the pages from the first page. */
  files: File[];
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export type TestPaperUploadReply = CallReply<typeof testPaperUpload>;

/** Sends a paper with the customer token; resolves with `{ id, file_count }`. */
export function uploadTestPaper({ fields, files, onProgress, signal }: TestPaperUploadRequest): Promise<TestPaperUploadReply> {
  return new Promise((resolve, reject) => {
    const token = getToken('customer');
    if (!token) return reject(new ApiError('NOT_TOKEN', NOT_TOKEN, 401));
    if (signal?.aborted) return reject(new UploadCancelled());
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.append(name, String(value));
    for (const file of files) form.append('file', file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open(testPaperUpload.method, buildPath(testPaperUpload.path));
    xhr.setRequestHeader('authorization', `token=${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const data: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300 && (data as { result?: unknown } | null)?.result === 'success') {
        const parsed = testPaperUpload.reply.safeParse(data);
        return parsed.success ? resolve(parsed.data) : reject(new ApiError('INTERNAL', '서버 응답이 올바르지 않습니다.', xhr.status));
      }
      const body = ErrorBodySchema.safeParse(data);
      if (body.success) return reject(new ApiError(body.data.code, body.data.message, xhr.status, body.data.field));
      const fallback = FALLBACK[xhr.status];
      reject(fallback ? new ApiError(fallback.code, fallback.message, xhr.status) : new ApiError('INTERNAL', `올리지 못했습니다 (${xhr.status}). 잠시 뒤 다시 시도해 주세요.`, xhr.status));
    };
    xhr.onerror = () => reject(new ApiError('INTERNAL', '서버에 연결할 수 없습니다. 네트워크를 확인하세요.', 0));
    xhr.onabort = () => reject(new UploadCancelled());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
