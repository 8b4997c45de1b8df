/** GET bug_exam_question (open) and bug_exam_question_done (solved and cancelled): the reports of one exam subject. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { bugExamQuestion, bugExamQuestionDone } from '../../../../api/question-bank/bugs';
import { BUG_KEY } from './keys';

export const examReportsQueryOptions = (examSubjectId: number, open: boolean) =>
  queryOptions({
    queryKey: [...BUG_KEY, 'exam-reports', examSubjectId, open ? 'open' : 'done'],
    queryFn: ({ signal }) => adminApi(open ? bugExamQuestion : bugExamQuestionDone, { query: { id: examSubjectId } }, { signal }),
  });

export const useExamReports = (examSubjectId: number, open: boolean, enabled = true) => useQuery({ ...examReportsQueryOptions(examSubjectId, open), enabled });
