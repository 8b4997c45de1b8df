/** GET user_upload_file?id: one paper with its files (pages) and the history of its state. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../api/client';
import { testPaperGet } from '../../../api/test-papers';
import { retryUnlessRefused, testPaperKeys } from './test-paper-keys';

/** Fetches one paper; the screen shows a failure itself (no notification). */
export const getTestPaper = (id: number, signal?: AbortSignal) => adminApi(testPaperGet, { query: { id } }, { signal, notify: false }).then((reply) => reply.data);

/** The paper's query (a missing paper is not asked again). */
export const testPaperQueryOptions = (id: number) => queryOptions({ queryKey: testPaperKeys.detail(id), queryFn: ({ signal }) => getTestPaper(id, signal), retry: retryUnlessRefused });

/** One paper with its files and history. */
export const useTestPaper = (id: number) => useQuery(testPaperQueryOptions(id));
