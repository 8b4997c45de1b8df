/** GET passes and PUT pass/stop: the unlimited passes, and stopping one's automatic renewal. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { adminPassList, adminPassStop, type PassListQuery } from '../../../../api/store/admin-payments';
import { adminPaymentKeys } from './admin-payment-keys';

/** Fetches one page of passes. */
export const getPasses = (query: PassListQuery, signal?: AbortSignal) => adminApi(adminPassList, { query }, { signal });

/** The pass list's query options. */
export const passesQueryOptions = (query: PassListQuery) =>
  queryOptions({ queryKey: adminPaymentKeys.passes(query), queryFn: ({ signal }) => getPasses(query, signal), placeholderData: keepPreviousData });

/** One page of passes. */
export const usePasses = (query: PassListQuery) => useQuery(passesQueryOptions(query));

/** Stops a pass's renewal. */
export const stopPass = (id: number) => adminApi(adminPassStop, { body: { id } });

/** Stops a pass's renewal and refreshes the list. */
export function useStopPass() {
  const client = useQueryClient();
  return useMutation({ mutationFn: stopPass, onSettled: () => client.invalidateQueries({ queryKey: [...adminPaymentKeys.all, 'passes'] }) });
}
