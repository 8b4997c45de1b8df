/**
 * POST user_upload_file/download: the bytes of one file of a paper, sent with the staff token. The viewer
 * shows them (PDF pages, images) and the download button saves them under the file's name; both read the
 * same cached blob, so a file is fetched once.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestBlob, saveBlob } from '../../../api/client';
import { testPaperDownload } from '../../../api/test-papers';
import { retryUnlessRefused, testPaperKeys } from './test-paper-keys';

/** Fetches one file of a paper as a blob; rejects with ApiError like every other call. */
export const downloadTestPaperFile = (id: number, fileId: number, signal?: AbortSignal): Promise<Blob> => requestBlob('staff', testPaperDownload, { id, file_id: fileId }, signal);

/** The bytes of one file, kept while the paper is open (files of a paper never change). */
export const testPaperFileQueryOptions = (id: number, fileId: number) =>
  queryOptions({ queryKey: testPaperKeys.file(id, fileId), queryFn: ({ signal }) => downloadTestPaperFile(id, fileId, signal), staleTime: Infinity, gcTime: 5 * 60_000, retry: retryUnlessRefused });

/** The bytes of one file of a paper, for the viewer. */
export const useTestPaperFile = (id: number, fileId: number) => useQuery(testPaperFileQueryOptions(id, fileId));

/** Saves one file of a paper under its uploaded name (from the cache when the viewer already has it). */
export function useDownloadTestPaperFile(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: { id: number; file_name: string }) => saveBlob(await client.ensureQueryData(testPaperFileQueryOptions(id, file.id)), file.file_name),
  });
}
