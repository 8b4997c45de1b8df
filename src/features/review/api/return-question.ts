/**
 * PUT question_return and question_head_return: the reviewer marks a question (or every question of a
 * shared passage) returned with a reason, or takes the mark back, before rejecting the exam.
 */
import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../../api/client';
import { questionHeadReturn, questionReturn } from '../../../api/review';
import { useInvalidateReview } from './keys';

export type ReturnInput = { id: number; action: 'return'; reason: string } | { id: number; action: 'cancel' };

export function useQuestionReturn(examSubjectId: number) {
  const invalidate = useInvalidateReview(examSubjectId);
  return useMutation({ mutationFn: (body: ReturnInput) => adminApi(questionReturn, { body }, { notify: false }), onSettled: invalidate });
}

export function useHeadReturn(examSubjectId: number) {
  const invalidate = useInvalidateReview(examSubjectId);
  return useMutation({ mutationFn: (body: ReturnInput) => adminApi(questionHeadReturn, { body }, { notify: false }), onSettled: invalidate });
}
