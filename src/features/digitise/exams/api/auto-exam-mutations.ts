/**
 * Writes of the AI exam flow: create, edit and delete records (administrators), and every state change of the
 * AI exam machine applied by the server (409 when the stored state does not take the event). Each settles by
 * refetching every AI exam list and the record.
 *
 * Approval and the administrator's check each have two calls in the spec (section 7, lines 169-171):
 * `PUT auto_review_exam?type&id&admin_check&state&mark` is the review state change, the only one that carries a
 * note (`mark`, kept in the audit trail), while `PUT auto_review_exam_done` and `PUT auto_review_exam/check?id&type`
 * are the bare "review done" and "admin check" of one exam. The AI review panel, where the reviewer or the
 * administrator works on one exam and may leave a note, sends the state change (state 3 = 승인, admin_check 1 =
 * 관리자 확인, with the dialog's optional 메모 as `mark`); the list's one-click row actions (no note) send the
 * bare calls (`sendQuickReview`). Rejection (/return), the forced skip (/force) and the per-question done
 * (/rejection/question_done) have no overlap and keep their own calls.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import type { CallInput } from '../../../../api/http';
import { autoReviewExamChange, autoReviewExamCheck, autoReviewExamDone, autoReviewExamForce, autoReviewExamReturn, autoReviewQuestionDone } from '../../../../api/digitise/ai-review';
import { autoEnterExamChange, autoEnterExamDone, autoExamDelete, autoExamSubjectCreate, autoExamSubjectDelete, autoExamSubjectDone, autoExamSubjectUpdate } from '../../../../api/digitise/auto-exams';
import { AI_REVIEW_STATE } from '../../../../machines/ai-review.machine';
import { AUTO_ADMIN_CHECK, AUTO_WRITER_EVENTS } from '../../../../machines/auto-exam.machine';
import { autoExamKeys } from './auto-exam-queries';

/** One request of the AI review panel: a machine event with what it carries. */
export type AutoExamRequest =
  | { event: (typeof AUTO_WRITER_EVENTS)[number] | 'ENTER_DONE' | 'DONE' }
  /** `mark`: the optional note of the 승인 / 관리자 확인 dialog (present, maybe blank, when sent from the dialog). */
  | { event: 'APPROVE' | 'CHECK'; mark?: string }
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
      return adminApi(autoReviewExamChange, { query: { id, state: AI_REVIEW_STATE.approved.code, mark: r.mark?.trim() || undefined } }, quiet);
    case 'CHECK':
      return adminApi(autoReviewExamChange, { query: { id, admin_check: AUTO_ADMIN_CHECK.checked.code, mark: r.mark?.trim() || undefined } }, quiet);
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

/** The list's one-click 승인 (PUT auto_review_exam_done) or 관리자 확인 (PUT auto_review_exam/check), without a note. */
export function sendQuickReview(id: number, event: 'APPROVE' | 'CHECK') {
  return event === 'APPROVE' ? adminApi(autoReviewExamDone, { body: { id } }, { notify: false }) : adminApi(autoReviewExamCheck, { query: { id } }, { notify: false });
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

/** A one-click review action of a list row (see sendQuickReview). */
export function useQuickReview() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (r: { id: number; event: 'APPROVE' | 'CHECK' }) => sendQuickReview(r.id, r.event), onSettled: invalidate });
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
