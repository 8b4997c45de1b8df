/** GET bug/question_id: one report with its whole question (the bug editor). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../api/client';
import { errorReportGet } from '../../../api/error-reports';
import { ERROR_REPORT_KEY } from './keys';

export const errorReportQueryOptions = (errorId: number) =>
  queryOptions({ queryKey: [...ERROR_REPORT_KEY, 'report', errorId], queryFn: ({ signal }) => adminApi(errorReportGet, { query: { id: errorId } }, { signal, notify: false }) });

export const useErrorReport = (errorId: number) => useQuery(errorReportQueryOptions(errorId));
