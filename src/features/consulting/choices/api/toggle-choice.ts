/**
 * PUT user/consulting: toggles a major in a 군 of the customer's list (spec section 4: already chosen there,
 * it is removed; otherwise added). The reply is the new list, written straight into the list's query; a
 * refusal (a full 군: 409 with the server's Korean message) is shown by the client's notification and the list
 * is read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChoiceListReply, ChoiceToggleBody } from '../../../../api/consulting/choices';
import { sendCustomer } from '../../../../api/fetch-call';
import { choiceRoutes } from '../../../../api/public-calls';
import { choicesKeys } from './get-choices';

/** The toggle of one customer's list; `variables` tells which (major, 군) is on its way. */
export function useToggleChoice(uid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChoiceToggleBody) => sendCustomer(choiceRoutes.choiceToggle, { body }),
    onSuccess: ({ added: _added, ...list }) => client.setQueryData<ChoiceListReply>(choicesKeys.list(uid), list),
    onError: () => client.invalidateQueries({ queryKey: choicesKeys.list(uid) }),
  });
}
