/**
 * Split-error reports (spec section 7: divided_image/error/report, report_cancel, question_error_report): the
 * list query (the report screen's filters, or one exam's / question's reports) and the two writes, which
 * refresh every report query and the divided state (its per-question open-report counts).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { closeSplitReport, reportSplitError, splitReportList, type SplitReportBody, type SplitReportCloseBody, type SplitReportQuery } from '../../../../api/digitise/reports';

/** The query keys of split-error reports. */
export const splitReportKeys = {
  all: ['digitise', 'split-reports'] as const,
  list: (query: SplitReportQuery) => [...splitReportKeys.all, query] as const,
};
/** The divided state's key prefix (src/features/digitise/split/api/divided-state.ts), refreshed after a report. */
const DIVIDED_KEY = ['digitise', 'divided'] as const;

/** A page of reports matching `query`. */
export const splitReportsQueryOptions = (query: SplitReportQuery) =>
  queryOptions({
    queryKey: splitReportKeys.list(query),
    queryFn: ({ signal }) => adminApi(splitReportList, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The reports as a hook. */
export const useSplitReports = (query: SplitReportQuery) => useQuery(splitReportsQueryOptions(query));

const useInvalidate = () => {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: splitReportKeys.all }), client.invalidateQueries({ queryKey: DIVIDED_KEY })]);
};

/** POST divided_image/error/report; the form shows its own error. */
export function useReportSplitError() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: SplitReportBody) => adminApi(reportSplitError, { body }, { notify: false }), onSuccess: invalidate });
}

/** PUT divided_image/error/report_cancel (1 solve, 2 cancel); the panel shows its own error. */
export function useCloseSplitReport() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: SplitReportCloseBody) => adminApi(closeSplitReport, { body }, { notify: false }), onSuccess: invalidate });
}
