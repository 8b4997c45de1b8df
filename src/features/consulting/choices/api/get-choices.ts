/**
 * GET user/consulting?user_id=: the signed-in customer's chosen list (first 50, counts per 군, every chosen
 * (군, major) pair). The query key carries the customer's id, so another account signing in on the same
 * browser never sees the previous one's list.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sendCustomer } from '../../../../api/fetch-call';
import { choiceRoutes } from '../../../../api/public-calls';

/** Query keys of the chosen lists: the toggle and the removal write the reply into `list(uid)`. */
export const choicesKeys = {
  all: ['consulting', 'choices'] as const,
  list: (uid: number) => [...choicesKeys.all, uid] as const,
};

/** Fetches one customer's list (the screen shows a failure itself, so no notification). */
export const getChoices = (uid: number, signal?: AbortSignal) => sendCustomer(choiceRoutes.choiceList, { query: { user_id: uid } }, { signal, notify: false });

/** The list's query options: changed only by this customer, so fresh for a minute. */
export const choicesQueryOptions = (uid: number) => queryOptions({ queryKey: choicesKeys.list(uid), queryFn: ({ signal }) => getChoices(uid, signal), staleTime: 60_000 });

/** The list of a signed-in customer; idle (no request) when `uid` is null. */
export const useChoices = (uid: number | null) => useQuery({ ...choicesQueryOptions(uid ?? 0), enabled: uid !== null });
