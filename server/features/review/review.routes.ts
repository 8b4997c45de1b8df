/** Routes of the reviewer workflow (spec section 7, review area). */
import * as calls from '../../../src/api/review';
import { LEVEL } from '../../../src/api/levels';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './review.service';

const reviewer = { minLevel: LEVEL.reviewer } as const;

export const reviewRoutes: RouteDef[] = [
  defineRoute({ call: calls.reviewExamList, access: reviewer, handler: ({ deps, user, query }) => service.reviewList(deps, user, query) }),
  defineRoute({ call: calls.reviewExamChange, access: reviewer, handler: ({ deps, user, body }) => service.reviewChange(deps, user, body) }),
  defineRoute({ call: calls.reviewExamDone, access: reviewer, handler: ({ deps, user, body }) => service.reviewDone(deps, user, body.id) }),
  // The author marks fixed questions done here too, so entry levels may call it; the service checks who does what.
  defineRoute({ call: calls.questionReturn, access: { minLevel: LEVEL.aiReview }, handler: ({ deps, user, body }) => service.questionReturn(deps, user, body) }),
  defineRoute({ call: calls.questionHeadReturn, access: { minLevel: LEVEL.aiReview }, handler: ({ deps, user, body }) => service.questionHeadReturn(deps, user, body) }),
  defineRoute({ call: calls.examTimeline, access: { minLevel: LEVEL.aiReview }, handler: ({ deps, user, query }) => service.timeline(deps, user, query.id) }),
] as RouteDef[];
