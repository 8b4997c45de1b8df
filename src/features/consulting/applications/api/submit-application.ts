/**
 * POST consulting_service: the application. The form shows refusals itself (a field's message under the field),
 * so no notification is raised; the applicant's own list is refreshed when it went through.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationBody } from '../../../../api/consulting/applications';
import { sendCustomer } from '../../../../api/fetch-call';
import { consultingApplicationRoutes } from '../../../../api/public-calls';
import { applicationKeys } from './application-keys';

/** Sends one application. */
export const submitApplication = (body: ApplicationBody) => sendCustomer(consultingApplicationRoutes.consultingServiceApply, { body }, { notify: false });

/** The application as a mutation. */
export function useSubmitApplication() {
  const client = useQueryClient();
  return useMutation({ mutationFn: submitApplication, onSuccess: () => client.invalidateQueries({ queryKey: applicationKeys.mine() }) });
}
