/** GET review_exam: one reviewer list (one admin_check), and the totals of every tab for the tab labels. */
import { keepPreviousData, queryOptions, useQueries } from '@tanstack/react-query';
import { adminApi } from '../../../api/client';
import type { CallInput } from '../../../api/http';
import { reviewExamList } from '../../../api/review';
import { reviewKeys } from './keys';

export type ReviewListInput = NonNullable<CallInput<typeof reviewExamList>['query']>;

export const reviewListOptions = (query: ReviewListInput) =>
  queryOptions({ queryKey: reviewKeys.list(query), queryFn: () => adminApi(reviewExamList, { query }), placeholderData: keepPreviousData });

/** The total of each tab under the same filters (one row per call, only the total is used). */
export function useReviewCounts(query: ReviewListInput, codes: readonly number[]): Record<number, number | undefined> {
  const results = useQueries({
    queries: codes.map((admin_check) => ({
      ...reviewListOptions({ ...query, admin_check, page: 1, size: 1, sort_key: undefined, sort: undefined }),
      select: (reply: { total: number }) => reply.total,
    })),
  });
  return Object.fromEntries(codes.map((code, i) => [code, results[i].data]));
}
