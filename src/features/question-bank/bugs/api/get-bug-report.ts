/** GET bug/question_id: one report with its whole question (the bug editor). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { bugQuestionGet } from '../../../../api/question-bank/bugs';
import { BUG_KEY } from './keys';

export const bugReportQueryOptions = (errorId: number) =>
  queryOptions({ queryKey: [...BUG_KEY, 'report', errorId], queryFn: ({ signal }) => adminApi(bugQuestionGet, { query: { id: errorId } }, { signal, notify: false }) });

export const useBugReport = (errorId: number) => useQuery(bugReportQueryOptions(errorId));
