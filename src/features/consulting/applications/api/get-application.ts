/** GET consulting_application?id: one application with its snapshot, notes, history and report. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { applicationGet } from '../../../../api/consulting/applications';
import { applicationKeys, retryUnlessRefused } from './application-keys';

/** Fetches one application; the screen shows a failure itself. */
export const getApplication = (id: number, signal?: AbortSignal) => adminApi(applicationGet, { query: { id } }, { signal, notify: false }).then((reply) => reply.data);

/** The application's query (a missing one is not asked again). */
export const applicationQueryOptions = (id: number) => queryOptions({ queryKey: applicationKeys.detail(id), queryFn: ({ signal }) => getApplication(id, signal), retry: retryUnlessRefused });

/** One application. */
export const useApplication = (id: number) => useQuery(applicationQueryOptions(id));
