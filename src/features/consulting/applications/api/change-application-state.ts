/**
 * PUT consulting_application/state: START, DELIVER, CANCEL (with its reason) or REOPEN, applied by the server
 * through the consulting-application machine (409 when the stored state does not take the event). The screen
 * shows errors itself; the application and every list page are refreshed either way.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { applicationState, type ApplicationStateBody } from '../../../../api/consulting/applications';
import { applicationKeys } from './application-keys';

/** Sends one event of the machine. */
export const changeApplicationState = (body: ApplicationStateBody) => adminApi(applicationState, { body }, { notify: false });

/** The state change of one application as a mutation; the application and the lists are refetched when it settles. */
export function useChangeApplicationState(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ApplicationStateBody, 'id'>) => changeApplicationState({ ...input, id }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: applicationKeys.detail(id) }), client.invalidateQueries({ queryKey: applicationKeys.lists() })]),
  });
}
