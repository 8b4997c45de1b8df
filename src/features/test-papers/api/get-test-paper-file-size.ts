/** GET file_size: the size in bytes of one file of a paper, shown by the viewer beside the file. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../api/client';
import { testPaperFileSize } from '../../../api/test-papers';
import { retryUnlessRefused, testPaperKeys } from './test-paper-keys';

/** Fetches the size of one file (the first of the paper when `fileId` is left out). */
export const getTestPaperFileSize = (id: number, fileId: number, signal?: AbortSignal) => adminApi(testPaperFileSize, { query: { id, file_id: fileId } }, { signal, notify: false });

/** The size query of one file (a file never changes size). */
export const testPaperFileSizeQueryOptions = (id: number, fileId: number) =>
  queryOptions({ queryKey: testPaperKeys.fileSize(id, fileId), queryFn: ({ signal }) => getTestPaperFileSize(id, fileId, signal), staleTime: Infinity, retry: retryUnlessRefused });

/** The size of one file; nothing is asked until there is a file. */
export const useTestPaperFileSize = (id: number, fileId: number | undefined) => useQuery({ ...testPaperFileSizeQueryOptions(id, fileId ?? 0), enabled: fileId !== undefined });
