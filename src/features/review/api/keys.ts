/** Query keys of the reviewer screens, and the one invalidation every reviewer write runs afterwards. */
import { useQueryClient } from '@tanstack/react-query';
import { examKeys } from '../../../components/exam/exam-queries';

export const reviewKeys = {
  all: ['review'] as const,
  list: (query: unknown) => ['review', 'list', query] as const,
  timeline: (id: number) => ['review', 'timeline', id] as const,
};

/**
 * Refreshes everything a reviewer write can change: the reviewer lists and timeline, and the exam and its
 * questions as every area caches them (src/components/exam/exam-queries.ts).
 */
export function useInvalidateReview(examSubjectId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: reviewKeys.all }),
      client.invalidateQueries({ queryKey: examKeys.subject(examSubjectId) }),
      client.invalidateQueries({ queryKey: examKeys.questions(examSubjectId) }),
      client.invalidateQueries({ queryKey: examKeys.lists }),
    ]);
}
