/**
 * Question visits (spec section 7: PUT question_visited?id&visited_type, GET question_visited_check/{id}): the
 * box editor records that the signed-in user has seen a question (visited_type 1) or its answer (2), and
 * shows every question of the exam subject as seen or unseen.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { markQuestionVisited, questionVisitedCheck, VISITED_TYPE, type VisitedType } from '../../../../api/digitise/reports';

/** The query keys of question visits. */
export const visitedKeys = {
  all: ['digitise', 'visited'] as const,
  exam: (examSubjectId: number) => [...visitedKeys.all, examSubjectId] as const,
};

/** Which questions of the exam subject the signed-in user has seen (question_visited_check/{exam subject id}). */
export const visitedQueryOptions = (examSubjectId: number) =>
  queryOptions({
    queryKey: visitedKeys.exam(examSubjectId),
    queryFn: ({ signal }) => adminApi(questionVisitedCheck, { params: { id: examSubjectId } }, { signal }),
  });

/**
 * Marks a question seen: `mutate({ questionId, visitedType? })` (visitedType defaults to 1, the question).
 * Quiet on failure (a missed mark is not worth an alert); refreshes the seen marks of every exam.
 */
export function useMarkVisited() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, visitedType = VISITED_TYPE.question.code }: { questionId: number; visitedType?: VisitedType }) =>
      adminApi(markQuestionVisited, { query: { id: questionId, visited_type: visitedType } }, { notify: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: visitedKeys.all }),
  });
}
