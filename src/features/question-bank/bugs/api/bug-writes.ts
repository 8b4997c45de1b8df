/**
 * PUT question_bug_1 (report), bug/question (edit the report or fix the question) and bug/question_done
 * (solve or cancel): each invalidates every query of this slice. Forms show their errors themselves.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { bugQuestionDone, bugQuestionEdit, questionBug, type BugDoneBody, type BugEditBody } from '../../../../api/question-bank/bugs';
import { BUG_KEY } from './keys';

const useInvalidate = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: BUG_KEY });
};

export function useReportQuestion() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: { question_id: number; content: string }) => adminApi(questionBug, { body }, { notify: false }), onSuccess: invalidate });
}

export function useEditBugReport() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: BugEditBody) => adminApi(bugQuestionEdit, { body }, { notify: false }), onSuccess: invalidate });
}

export function useCloseBugReport() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: BugDoneBody) => adminApi(bugQuestionDone, { body }, { notify: false }), onSuccess: invalidate });
}
