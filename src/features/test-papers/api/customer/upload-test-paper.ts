/**
 * POST user_upload_file: a customer sends one paper (its fields and its files, in page order) as multipart.
 * It goes through the client's one upload function (`uploadMultipart`: progress, the customer token, reply
 * parsing); a failure is an ApiError carrying the server's Korean message (409 duplicate, 413 too large: bytes,
 * pages, page size or pixels, 415 wrong type, 422 a PDF that cannot be opened in time, 429 too many, 503 checks
 * busy), or UploadCancelled when the person cancels.
 */
import { uploadMultipart, type ApiError } from '../../../../api/client';
import type { CallReply } from '../../../../api/http';
import { testPaperUpload, type TestPaperUploadFields } from '../../../../api/test-papers';

/** Messages for refusals that arrive without the server's error body (e.g. a proxy's 413). */
const FALLBACK: Record<number, { code: ApiError['code']; message: string }> = {
  409: { code: 'CONFLICT', message: '이미 올린 파일입니다.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: '파일이 너무 큽니다. 더 작은 파일로 올려 주세요.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'PDF 또는 JPG·PNG 사진만 올릴 수 있습니다.' },
  429: { code: 'TOO_MANY_REQUESTS', message: '잠시 동안 너무 많이 올렸습니다. 조금 뒤에 다시 올려 주세요.' },
  503: { code: 'UNAVAILABLE', message: '지금은 서버가 바쁩니다. 잠시 후 다시 올려 주세요.' },
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
export const uploadTestPaper = ({ fields, files, onProgress, signal }: TestPaperUploadRequest): Promise<TestPaperUploadReply> =>
  uploadMultipart('customer', { call: testPaperUpload, fields, files, onProgress, signal, fallback: FALLBACK });
