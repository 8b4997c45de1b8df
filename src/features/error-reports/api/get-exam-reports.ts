/** GET bug_exam_question (open) and bug_exam_question_done (solved and cancelled): the reports of one exam subject. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../api/client';
import { errorReportExamOpen, errorReportExamClosed } from '../../../api/error-reports';
import { ERROR_REPORT_KEY } from './keys';

export const examReportsQueryOptions = (examSubjectId: number, open: boolean) =>
  queryOptions({
    queryKey: [...ERROR_REPORT_KEY, 'exam-reports', examSubjectId, open ? 'open' : 'done'],
    queryFn: ({ signal }) => adminApi(open ? errorReportExamOpen : errorReportExamClosed, { query: { id: examSubjectId } }, { signal }),
  });

export const useExamReports = (examSubjectId: number, open: boolean, enabled = true) => useQuery({ ...examReportsQueryOptions(examSubjectId, open), enabled });
