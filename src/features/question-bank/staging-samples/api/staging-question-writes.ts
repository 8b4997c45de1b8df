/** POST and DELETE staging_question, PUT staging_question/sequence. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { addStagingQuestion, removeStagingQuestion, updateStagingSequence } from '../../../../api/question-bank/staging-samples';
import { stagingQuestionsQueryOptions } from './get-staging-questions';
import { STAGING_KEY } from './keys';

const useInvalidate = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: STAGING_KEY });
};

/** Appends a bank question to a staging exam. */
export function useAddStagingQuestion(stagingExamId: number) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (questionId: number) => adminApi(addStagingQuestion, { body: { staging_exam_id: stagingExamId, question_id: questionId } }), onSuccess: invalidate });
}

/** Removes one question (by its staging_question id). */
export function useRemoveStagingQuestion() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => adminApi(removeStagingQuestion, { params: { id } }), onSuccess: invalidate });
}

/**
 * Stores a full new order. On success the cached list takes the new order at once (no flicker back while
 * it is refetched); on failure the refetch brings back the stored order and the list shows the error.
 */
export function useReorderStagingQuestions(stagingExamId: number) {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (questionIds: number[]) => adminApi(updateStagingSequence, { body: { staging_exam_id: stagingExamId, question_ids: questionIds } }, { notify: false }),
    onSuccess: (_reply, questionIds) => {
      client.setQueryData(stagingQuestionsQueryOptions(stagingExamId).queryKey, (old) => {
        if (!old) return old;
        const byId = new Map(old.data_list.map((r) => [r.question_id, r]));
        return { ...old, data_list: questionIds.flatMap((id, i) => (byId.has(id) ? [{ ...byId.get(id)!, sequence: i + 1 }] : [])) };
      });
    },
    onSettled: invalidate,
  });
}
