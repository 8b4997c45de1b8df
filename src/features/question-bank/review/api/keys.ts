/** Query keys of the reviewer screens, and the one invalidation every reviewer write runs afterwards. */
import { useQueryClient } from '@tanstack/react-query';

export const reviewKeys = {
  all: ['review'] as const,
  list: (query: unknown) => ['review', 'list', query] as const,
  timeline: (id: number) => ['review', 'timeline', id] as const,
};

/**
 * Refreshes everything a reviewer write can change: the reviewer lists and timeline, and the exam and its
 * questions as the exams slice caches them (its keys: 'exam-subject', 'questions', 'exam-subjects').
 */
export function useInvalidateReview(examSubjectId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: reviewKeys.all }),
      client.invalidateQueries({ queryKey: ['exam-subject', examSubjectId] }),
      client.invalidateQueries({ queryKey: ['questions', examSubjectId] }),
      client.invalidateQueries({ queryKey: ['exam-subjects'] }),
    ]);
}
