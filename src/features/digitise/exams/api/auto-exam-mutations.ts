/**
 * Writes of the AI exam flow: create, edit and delete records (administrators), and every state change of the
 * AI exam machine applied by the server (409 when the stored state does not take the event). Each settles by
 * refetching every AI exam list and the record.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import type { CallInput } from '../../../../api/http';
import { autoReviewExamCheck, autoReviewExamDone, autoReviewExamForce, autoReviewExamReturn, autoReviewQuestionDone } from '../../../../api/digitise/ai-review';
import { autoEnterExamChange, autoEnterExamDone, autoExamDelete, autoExamSubjectCreate, autoExamSubjectDelete, autoExamSubjectDone, autoExamSubjectUpdate } from '../../../../api/digitise/auto-exams';
import { AUTO_WRITER_EVENTS } from '../../../../machines/auto-exam.machine';
import { autoExamKeys } from './auto-exam-queries';

/** One request of the AI review panel: a machine event with what it carries. */
export type AutoExamRequest =
  | { event: (typeof AUTO_WRITER_EVENTS)[number] | 'ENTER_DONE' | 'APPROVE' | 'CHECK' | 'DONE' }
  | { event: 'REJECT'; questionIds: number[]; reason: string }
  | { event: 'FORCE'; reason: string }
  | { event: 'QUESTION_DONE'; questionId: number };

/** Sends one event of the AI exam machine through its call (errors are shown by the caller). */
export function sendAutoExamRequest(id: number, r: AutoExamRequest) {
  const quiet = { notify: false };
  switch (r.event) {
    case 'ENTER':
    case 'REQUEST':
      return adminApi(autoEnterExamChange, { body: { id, event: r.event } }, quiet);
    case 'ENTER_DONE':
      return adminApi(autoEnterExamDone, { body: { id } }, quiet);
    case 'APPROVE':
      return adminApi(autoReviewExamDone, { body: { id } }, quiet);
    case 'CHECK':
      return adminApi(autoReviewExamCheck, { query: { id } }, quiet);
    case 'DONE':
      return adminApi(autoExamSubjectDone, { query: { id } }, quiet);
    case 'REJECT':
      return adminApi(autoReviewExamReturn, { query: { id }, body: { question_ids: r.questionIds, reason: r.reason } }, quiet);
    case 'FORCE':
      return adminApi(autoReviewExamForce, { query: { id }, body: { reason: r.reason } }, quiet);
    case 'QUESTION_DONE':
      return adminApi(autoReviewQuestionDone, { query: { id, question_id: r.questionId } }, quiet);
  }
}

/** Refetches every AI exam list and query after a write. */
function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: autoExamKeys.all });
}

/** A state change of one AI exam subject. */
export function useAutoExamTransition(id: number) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (r: AutoExamRequest) => sendAutoExamRequest(id, r), onSettled: invalidate });
}

/** POST auto_exam_subject. */
export function useCreateAutoExam() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: CallInput<typeof autoExamSubjectCreate>['body']) => adminApi(autoExamSubjectCreate, { body }, { notify: false }), onSettled: invalidate });
}

/** PUT auto_exam_subject. */
export function useUpdateAutoExam() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: CallInput<typeof autoExamSubjectUpdate>['body']) => adminApi(autoExamSubjectUpdate, { body }, { notify: false }), onSettled: invalidate });
}

/** DELETE auto_exam_subject/{id}, or the whole AI exam (DELETE auto_exam/{id}). */
export function useDeleteAutoExam() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (target: { kind: 'subject' | 'exam'; id: number }) => adminApi(target.kind === 'subject' ? autoExamSubjectDelete : autoExamDelete, { params: { id: target.id } }, { notify: false }),
    onSettled: invalidate,
  });
}
