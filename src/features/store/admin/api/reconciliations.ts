/** POST reconciliation, GET reconciliations and POST reconciliation/resolve: running a day's reconciliation with Toss, the runs, and resolving a mismatch. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { adminReconcile, adminReconcileResolve, adminReconciliationList, type ReconcileResolveBody, type ReconciliationListQuery } from '../../../../api/store/admin-payments';
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

/** Records how a mismatch was resolved; the form shows a refusal itself (a field it names, else above the note). */
export const resolveMismatch = (body: ReconcileResolveBody) => adminApi(adminReconcileResolve, { body }, { notify: false });

/** Records a mismatch's resolution and refreshes the runs. */
export function useResolveMismatch() {
  const client = useQueryClient();
  return useMutation({ mutationFn: resolveMismatch, onSettled: () => client.invalidateQueries({ queryKey: [...adminPaymentKeys.all, 'runs'] }) });
}
