/**
 * GET user_upload_file/mine: the signed-in customer's papers, newest first, with how many changed state
 * since they last looked. Refetched now and then so a decision made while the page is open shows up. Read without
 * zod or the API client (`fetch-call.ts`), like the other calls of the public pages' first load (issue 13 point 4).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sendCustomer } from '../../../../api/fetch-call';
import { testPaperRoutes } from '../../../../api/public-calls';

/** The query key root of the customer's own papers: the upload and the "seen" call invalidate it. */
export const MY_TEST_PAPERS_KEY = ['test-papers', 'customer', 'mine'] as const;

/** How often the open page asks again, in ms (state changes are made by staff, not by the customer). */
const REFRESH_MS = 60_000;

export const myTestPapersQueryOptions = () =>
  queryOptions({
    queryKey: MY_TEST_PAPERS_KEY,
    queryFn: ({ signal }) => sendCustomer(testPaperRoutes.myTestPapers, {}, { signal, notify: false }),
    refetchInterval: REFRESH_MS,
  });

/** The customer's papers. */
export const useMyTestPapers = () => useQuery(myTestPapersQueryOptions());

/** The server's upload limits as the same reply says them; null until it has arrived (or when it failed: the server still checks). */
export function useTestPaperUploadLimits(): { maxMb: number; maxFiles: number } | null {
  const { data } = useQuery({ ...myTestPapersQueryOptions(), select: (reply) => ({ maxMb: reply.upload_max_mb, maxFiles: reply.upload_max_files }) });
  return data ?? null;
}
