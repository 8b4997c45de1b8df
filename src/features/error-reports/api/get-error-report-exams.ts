/** GET bug_exam: the exam subjects with open error reports (the error-exam list). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../api/client';
import { errorReportExamList } from '../../../api/error-reports';
import type { ErrorReportExamSearch } from '../error-reports.search';
import { ERROR_REPORT_KEY } from './keys';
import { PAGE_SIZE } from '../../../api/codes';

/** What the list asks for: the URL's filters and page (not which exam is expanded). */
export type ErrorReportExamFilters = Omit<ErrorReportExamSearch, 'open'>;

export const errorReportExamsQueryOptions = ({ show_all, ...filters }: ErrorReportExamFilters) =>
  queryOptions({
    queryKey: [...ERROR_REPORT_KEY, 'exams', { ...filters, show_all }],
    queryFn: ({ signal }) => adminApi(errorReportExamList, { query: { ...filters, size: PAGE_SIZE.default, show_all: show_all ? 'true' : undefined } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useErrorReportExams = (filters: ErrorReportExamFilters) => useQuery(errorReportExamsQueryOptions(filters));
