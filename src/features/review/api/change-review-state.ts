/**
 * The reviewer's events on one exam: APPROVE goes through PUT review_exam_done, every other event through
 * PUT review_exam. The server applies them with the admin_check machine, or for an exam sent for review
 * mid-entry (state 1) REVIEW_PASS and RETURN with the exam machine (409 when not allowed there).
 * Errors are shown by the screen (no global notification); lists and the exam are refreshed either way.
 */
import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../../api/client';
import { reviewExamChange, reviewExamDone } from '../../../api/review';
import { useInvalidateReview } from './keys';

export type ReviewAction =
  | { event: 'APPROVE' }
  | { event: 'HOLD' | 'RESUME' | 'ADMIN_CHECK' | 'REVIEW_PASS' }
  | { event: 'REJECT' | 'FORCE_SKIP'; reason: string }
  /** Mid-entry review (exam state 1): give the exam back to its writer, with an optional reason. */
  | { event: 'RETURN'; reason?: string };

export function useReviewTransition(examSubjectId: number) {
  const invalidate = useInvalidateReview(examSubjectId);
  return useMutation({
    mutationFn: (action: ReviewAction) =>
      action.event === 'APPROVE'
        ? adminApi(reviewExamDone, { body: { id: examSubjectId } }, { notify: false })
        : adminApi(reviewExamChange, { body: { id: examSubjectId, event: action.event, reason: 'reason' in action ? action.reason : undefined } }, { notify: false }),
    onSettled: invalidate,
  });
}
