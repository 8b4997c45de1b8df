/**
 * DELETE user/consulting/{id}: removes one choice of the customer's list by its id (also a choice whose major a
 * newer import removed, which the toggle can no longer name). The reply is the new list.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChoiceListReply } from '../../../../api/consulting/choices';
import { sendCustomer } from '../../../../api/fetch-call';
import { choiceRoutes } from '../../../../api/public-calls';
import { choicesKeys } from './get-choices';

/** The removal of one choice from one customer's list; `variables` is the choice's id on its way. */
export function useRemoveChoice(uid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendCustomer(choiceRoutes.choiceRemove, { params: { id } }),
    onSuccess: (list) => client.setQueryData<ChoiceListReply>(choicesKeys.list(uid), list),
    onError: () => client.invalidateQueries({ queryKey: choicesKeys.list(uid) }),
  });
}
