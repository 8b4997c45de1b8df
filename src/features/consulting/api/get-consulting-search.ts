/** GET consulting/search/list: the university and major search (no sign-in needed). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsultingSearchQuery } from '../../../api/consulting/search';
import { send } from '../../../api/fetch-call';
import { searchRoutes } from '../../../api/public-calls';

/** Query keys of the consulting screens. */
export const consultingKeys = {
  all: ['consulting'] as const,
  search: (query: ConsultingSearchQuery) => [...consultingKeys.all, 'search', query] as const,
};

/** Fetches one search. */
export const getConsultingSearch = (query: ConsultingSearchQuery, signal?: AbortSignal) => send('customer', searchRoutes.consultingSearch, { query }, { auth: false, signal });

/** The search's query options: reference data, fresh for five minutes; the previous result stays on screen while the next loads. */
export const consultingSearchQueryOptions = (query: ConsultingSearchQuery) =>
  queryOptions({ queryKey: consultingKeys.search(query), queryFn: ({ signal }) => getConsultingSearch(query, signal), placeholderData: keepPreviousData, staleTime: 5 * 60_000 });

/** The search under the URL's filters. */
export const useConsultingSearch = (query: ConsultingSearchQuery) => useQuery(consultingSearchQueryOptions(query));
