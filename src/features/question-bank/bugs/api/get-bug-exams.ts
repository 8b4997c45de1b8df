/** GET bug_exam: the exam subjects with open error reports (the error-exam list). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { bugExam } from '../../../../api/question-bank/bugs';
import { PAGE_SIZE } from '../../question-bank.rules';
import type { ErrorExamSearch } from '../bugs.search';
import { BUG_KEY } from './keys';

/** What the list asks for: the URL's filters and page (not which exam is expanded). */
export type BugExamFilters = Omit<ErrorExamSearch, 'open'>;

export const bugExamsQueryOptions = ({ show_all, ...filters }: BugExamFilters) =>
  queryOptions({
    queryKey: [...BUG_KEY, 'exams', { ...filters, show_all }],
    queryFn: ({ signal }) => adminApi(bugExam, { query: { ...filters, size: PAGE_SIZE.default, show_all: show_all ? 'true' : undefined } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useBugExams = (filters: BugExamFilters) => useQuery(bugExamsQueryOptions(filters));
