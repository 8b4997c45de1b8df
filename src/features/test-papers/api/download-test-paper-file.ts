/**
 * POST user_upload_file/download: the bytes of one file of a paper, sent with the staff token. The viewer
 * shows them (PDF pages, images) and the download button saves them under the file's name; both read the
 * same cached blob, so a file is fetched once.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, getToken, NOT_TOKEN } from '../../../api/client';
import { buildPath, ErrorBodySchema } from '../../../api/http';
import { testPaperDownload } from '../../../api/test-papers';
import { retryUnlessRefused, testPaperKeys } from './test-paper-keys';

/** Fetches one file of a paper as a blob; rejects with ApiError like every other call. */
export async function downloadTestPaperFile(id: number, fileId: number, signal?: AbortSignal): Promise<Blob> {
  const token = getToken('staff');
  if (!token) throw new ApiError('NOT_TOKEN', NOT_TOKEN, 401);
  let response: Response;
  try {
    response = await fetch(buildPath(testPaperDownload.path), {
      method: testPaperDownload.method,
      headers: { authorization: `token=${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id, file_id: fileId }),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('INTERNAL', '서버에 연결할 수 없습니다. 네트워크를 확인하세요.', 0);
  }
  if (!response.ok) {
    const body = ErrorBodySchema.safeParse(await response.json().catch(() => null));
    throw body.success ? new ApiError(body.data.code, body.data.message, response.status, body.data.field) : new ApiError('INTERNAL', `파일을 받지 못했습니다 (${response.status}).`, response.status);
  }
  return response.blob();
}

/** The bytes of one file, kept while the paper is open (files of a paper never change). */
export const testPaperFileQueryOptions = (id: number, fileId: number) =>
  queryOptions({ queryKey: testPaperKeys.file(id, fileId), queryFn: ({ signal }) => downloadTestPaperFile(id, fileId, signal), staleTime: Infinity, gcTime: 5 * 60_000, retry: retryUnlessRefused });

/** The bytes of one file of a paper, for the viewer. */
export const useTestPaperFile = (id: number, fileId: number) => useQuery(testPaperFileQueryOptions(id, fileId));

/** Hands a blob to the browser as a download named `fileName`. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Saves one file of a paper under its uploaded name (from the cache when the viewer already has it). */
export function useDownloadTestPaperFile(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: { id: number; file_name: string }) => saveBlob(await client.ensureQueryData(testPaperFileQueryOptions(id, file.id)), file.file_name),
  });
}
