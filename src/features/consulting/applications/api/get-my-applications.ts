/** GET consulting_service/mine and GET consulting_service/application: the signed-in applicant's applications, and one with its report. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sendCustomer } from '../../../../api/fetch-call';
import { consultingApplicationRoutes } from '../../../../api/public-calls';
import { applicationKeys, retryUnlessRefused } from './application-keys';

/** The applicant's applications, newest first. */
export const myApplicationsQueryOptions = () =>
  queryOptions({ queryKey: applicationKeys.mine(), queryFn: ({ signal }) => sendCustomer(consultingApplicationRoutes.myConsultingApplications, {}, { signal, notify: false }).then((r) => r.data_list) });

/** One of the applicant's applications, with its report once delivered. */
export const myApplicationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: applicationKeys.own(id),
    queryFn: ({ signal }) => sendCustomer(consultingApplicationRoutes.myConsultingApplication, { query: { id } }, { signal, notify: false }).then((r) => r.data),
    retry: retryUnlessRefused,
  });

export const useMyApplications = (enabled = true) => useQuery({ ...myApplicationsQueryOptions(), enabled });
export const useMyApplication = (id: number | null) => useQuery({ ...myApplicationQueryOptions(id ?? 0), enabled: id !== null });
