/** GET consulting_service: the consulting services offered, with prices (no sign-in needed). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { send } from '../../../../api/fetch-call';
import { consultingApplicationRoutes } from '../../../../api/public-calls';
import { applicationKeys } from './application-keys';

/** Fetches the services. */
export const getConsultingServices = (signal?: AbortSignal) => send('customer', consultingApplicationRoutes.consultingServiceList, {}, { auth: false, signal, notify: false }).then((reply) => reply.data_list);

/** The services' query options: they change rarely, fresh for five minutes. */
export const consultingServicesQueryOptions = () => queryOptions({ queryKey: applicationKeys.services(), queryFn: ({ signal }) => getConsultingServices(signal), staleTime: 5 * 60_000 });

/** The services offered. */
export const useConsultingServices = () => useQuery(consultingServicesQueryOptions());
