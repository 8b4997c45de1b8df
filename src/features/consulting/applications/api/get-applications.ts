/** GET consulting_application/list: one page of the consultants' list under the URL's filters and sort arrow. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { applicationList, type ApplicationListQuery } from '../../../../api/consulting/applications';
import { applicationKeys } from './application-keys';

/** Fetches one page of applications. */
export const getApplications = (query: ApplicationListQuery, signal?: AbortSignal) => adminApi(applicationList, { query }, { signal });

/** The list's query options (the previous page stays on screen while the next loads). */
export const applicationsQueryOptions = (query: ApplicationListQuery) =>
  queryOptions({ queryKey: applicationKeys.list(query), queryFn: ({ signal }) => getApplications(query, signal), placeholderData: keepPreviousData });

/** One page of the consultants' list. */
export const useApplications = (query: ApplicationListQuery) => useQuery(applicationsQueryOptions(query));
