/** GET user_upload_file_list: one page of the staff list under the URL's filter groups and sort arrow. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../api/client';
import { testPaperList, type TestPaperListQuery } from '../../../api/test-papers';
import { testPaperKeys } from './test-paper-keys';

/** Fetches one page of papers. */
export const getTestPapers = (query: TestPaperListQuery, signal?: AbortSignal) => adminApi(testPaperList, { query }, { signal });

/** The list's query options (the previous page stays on screen while the next loads). */
export const testPapersQueryOptions = (query: TestPaperListQuery) =>
  queryOptions({ queryKey: testPaperKeys.list(query), queryFn: ({ signal }) => getTestPapers(query, signal), placeholderData: keepPreviousData });

/** One page of the staff list. */
export const useTestPapers = (query: TestPaperListQuery) => useQuery(testPapersQueryOptions(query));
