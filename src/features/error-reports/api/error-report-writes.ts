/**
 * PUT question_bug_1 (report), bug/question (edit the report or fix the question) and bug/question_done
 * (solve or cancel): each invalidates every query of this slice. Forms show their errors themselves.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../api/client';
import { errorReportDone, errorReportEdit, reportQuestionError, type ErrorReportDoneBody, type ErrorReportEditBody } from '../../../api/error-reports';
import { ERROR_REPORT_KEY } from './keys';

const useInvalidate = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ERROR_REPORT_KEY });
};

export function useReportQuestion() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: { question_id: number; content: string }) => adminApi(reportQuestionError, { body }, { notify: false }), onSuccess: invalidate });
}

export function useEditErrorReport() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: ErrorReportEditBody) => adminApi(errorReportEdit, { body }, { notify: false }), onSuccess: invalidate });
}

export function useCloseErrorReport() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: ErrorReportDoneBody) => adminApi(errorReportDone, { body }, { notify: false }), onSuccess: invalidate });
}
