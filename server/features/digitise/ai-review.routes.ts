/** Routes of the AI review (spec section 7 "AI exam flow": auto_review_exam*, check_exam_done). */
import * as calls from '../../../src/api/digitise/ai-review';
import { LEVEL } from '../../../src/api/levels';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './ai-review.service';

const read = { minLevel: LEVEL.aiReview } as const;
const reviewer = { minLevel: LEVEL.reviewer } as const;

export const aiReviewRoutes: RouteDef[] = [
  defineRoute({ call: calls.autoReviewExamList, access: reviewer, handler: ({ deps, user, query }) => service.reviewList(deps, user, query) }),
  defineRoute({ call: calls.autoReviewExamChange, access: reviewer, handler: ({ deps, user, query }) => service.reviewChange(deps, user, query) }),
  defineRoute({ call: calls.autoReviewExamDone, access: reviewer, handler: ({ deps, user, body }) => service.approve(deps, user, body.id) }),
  defineRoute({ call: calls.autoReviewExamCheck, access: reviewer, handler: ({ deps, user, query }) => service.check(deps, user, query.id) }),
  defineRoute({ call: calls.autoReviewExamForce, access: reviewer, handler: ({ deps, user, query, body }) => service.force(deps, user, query.id, body.reason) }),
  defineRoute({ call: calls.autoReviewExamReturn, access: reviewer, handler: ({ deps, user, query, body }) => service.returnQuestions(deps, user, query.id, body) }),
  defineRoute({ call: calls.autoReviewQuestionDone, access: read, handler: ({ deps, user, query }) => service.questionDone(deps, user, query) }),
  defineRoute({ call: calls.checkExamDone, access: read, handler: ({ deps, user, query }) => service.checkDone(deps, user, query.id) }),
] as RouteDef[];
