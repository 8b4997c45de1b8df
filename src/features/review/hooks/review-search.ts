/**
 * The reviewer lists' URL: the list query of review_exam (tab = admin_check, filters, sort, page) with
 * show_all as a plain boolean, since the router reads `?show_all=true` as a boolean, not a string.
 */
import { z } from 'zod';
import { ReviewListQuerySchema } from '../../../api/review';
import { searchValidator } from '../../../components/list/search-params';
import type { ReviewListInput } from '../api/get-review-list';

const Flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().optional());

/** The search params of both reviewer list routes. */
export const ReviewSearchSchema = ReviewListQuerySchema.omit({ show_all: true }).extend({ show_all: Flag });
export type ReviewSearch = Partial<z.output<typeof ReviewSearchSchema>>;

/**
 * The review_exam query of a URL. Which exams it covers is the server's rule (review.policy.ts `list.seeAll`):
 * the master sees every reviewer's exams, others their own unless show-all is on; the URL only filters.
 */
export function reviewQueryOf(search: ReviewSearch, opts: { admin_check: number }): ReviewListInput {
  const { show_all, ...rest } = search;
  return { ...rest, admin_check: opts.admin_check, show_all: show_all ? 'true' : undefined };
}

/** /exam/admin-exam-review/examReview: the exam subject under review (`?id=`). */
export const parseExamReviewSearch = searchValidator(z.object({ id: z.coerce.number().int().positive().max(2_147_483_647).optional() }));

/** The review lists' search (my-workspace/question-review and exam-review). */
export const parseReviewSearch = searchValidator(ReviewSearchSchema);
