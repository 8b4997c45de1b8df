/**
 * Routes of the divided images of AI exam subjects (spec section 7 "AI exam flow"; issue 9 points 2 and 5):
 * the split state, the box editor's save, the upload or re-split (multipart with a paper, JSON without), the
 * crops of a question, its choices and passages, and the page render. Staff from level 1 (the AI-review role)
 * reach them; each exam subject is checked with the digitise policy in the service.
 */
import * as calls from '../../../src/api/digitise/images';
import { LEVEL } from '../../../src/api/levels';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './images.service';

/** Staff of the AI flow (level 1 and up); record rules decide the rest. */
const staff = { minLevel: LEVEL.aiReview } as const;

/** Every route of the divided images. */
export const dividedImageRoutes: RouteDef[] = [
  defineRoute({ call: calls.divideState, access: staff, handler: ({ deps, user, query }) => service.dividedState(deps, user, query.exam_subject_id) }),
  defineRoute({ call: calls.divideModify, access: staff, bodyLimit: 2 * 1024 * 1024, handler: ({ deps, user, body }) => service.modifyBoxes(deps, user, body) }),
  defineRoute({ call: calls.divideReset, access: staff, upload: true, handler: ({ deps, user, request }) => service.resetSplit(deps, user, request) }),
  defineRoute({ call: calls.getQuestionImage, access: staff, handler: ({ deps, user, body }) => service.questionImages(deps, user, body, 'question') }),
  defineRoute({ call: calls.getChoiceImages, access: staff, handler: ({ deps, user, body }) => service.questionImages(deps, user, body, 'choice') }),
  defineRoute({ call: calls.getPassageImage, access: staff, handler: ({ deps, user, body }) => service.questionImages(deps, user, body, 'passage') }),
  defineRoute({ call: calls.questionAllImagePng, access: staff, handler: ({ deps, user, reply, query }) => service.pageImage(deps, user, reply, query) }),
] as RouteDef[];
