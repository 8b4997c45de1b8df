/** GET /api/public/sample-test: a visitor's test (no sign-in, no answers in it). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import { sampleTest, type SampleTestQuery } from '../../../api/public';

/** The test of a choice and seed: the same seed always gives the same questions, so it is cached as long as the page is open. */
export const sampleTestQueryOptions = (query: SampleTestQuery) =>
  queryOptions({
    queryKey: ['public', 'sample-test', query],
    queryFn: ({ signal }) => request('customer', sampleTest, { query }, { auth: false, signal }),
    staleTime: Infinity,
  });

export const useSampleTest = (query: SampleTestQuery | null) => useQuery({ ...sampleTestQueryOptions(query ?? ({} as SampleTestQuery)), enabled: query !== null });
