/** POST reconciliation and GET reconciliations: running a day's reconciliation with Toss, and the runs. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { adminReconcile, adminReconciliationList, type ReconciliationListQuery } from '../../../../api/store/admin-payments';
import { adminPaymentKeys } from './admin-payment-keys';

/** Fetches one page of runs. */
export const getReconciliations = (query: ReconciliationListQuery, signal?: AbortSignal) => adminApi(adminReconciliationList, { query }, { signal });

/** The run list's query options. */
export const reconciliationsQueryOptions = (query: ReconciliationListQuery) =>
  queryOptions({ queryKey: adminPaymentKeys.runs(query), queryFn: ({ signal }) => getReconciliations(query, signal), placeholderData: keepPreviousData });

/** One page of runs. */
export const useReconciliations = (query: ReconciliationListQuery) => useQuery(reconciliationsQueryOptions(query));

/** Runs a day; settled orders change, so every list of the screen is refreshed. */
export const runReconciliation = (day: string) => adminApi(adminReconcile, { body: { day } }, { notify: false });

/** Runs a day's reconciliation. */
export function useRunReconciliation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: runReconciliation, onSettled: () => client.invalidateQueries({ queryKey: adminPaymentKeys.all }) });
}
