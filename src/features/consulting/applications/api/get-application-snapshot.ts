/** GET consulting_service/snapshot: the signed-in applicant's chosen majors and scores, as an application would keep them. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sendCustomer } from '../../../../api/fetch-call';
import { consultingApplicationRoutes } from '../../../../api/public-calls';
import { applicationKeys } from './application-keys';

/** The snapshot's query options (always asked afresh when the form opens: the student may just have changed their list). */
export const applicationSnapshotQueryOptions = () =>
  queryOptions({ queryKey: applicationKeys.snapshot(), queryFn: ({ signal }) => sendCustomer(consultingApplicationRoutes.consultingApplicationSnapshot, {}, { signal, notify: false }), staleTime: 0 });

/** What the application will keep. */
export const useApplicationSnapshot = (enabled = true) => useQuery({ ...applicationSnapshotQueryOptions(), enabled });
