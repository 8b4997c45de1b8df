/** Routes of questions, heads and choices (spec section 7). */
import * as calls from '../../../src/api/question-bank/questions';
import { LEVEL } from '../../../src/api/levels';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './questions.service';

const read = { minLevel: LEVEL.aiReview } as const;

export const questionRoutes: RouteDef[] = [
  defineRoute({ call: calls.questionSubject, access: read, handler: ({ deps, user, query }) => service.questionsOfSubject(deps, user, query) }),
  defineRoute({ call: calls.questionSubjectClass, access: { minLevel: LEVEL.teacher }, handler: ({ deps, user, query }) => service.questionsOfSubject(deps, user, query) }),
  defineRoute({ call: calls.questionSubjectAll, access: { minLevel: LEVEL.reviewer }, handler: ({ deps, user, query }) => service.searchBank(deps, user, query) }),
  defineRoute({ call: calls.questionGet, access: read, handler: ({ deps, user, params }) => service.getQuestion(deps, user, params.id) }),
  defineRoute({ call: calls.questionSave, access: read, handler: ({ deps, user, body }) => service.saveQuestion(deps, user, body) }),
  defineRoute({ call: calls.questionClass, access: { minLevel: LEVEL.teacher }, handler: ({ deps, user, body }) => service.classifyQuestion(deps, user, body) }),
  defineRoute({ call: calls.questionHead, access: read, handler: ({ deps, user, body }) => service.saveHead(deps, user, body) }),
  defineRoute({ call: calls.questionAdd, access: read, handler: ({ deps, user, body }) => service.addQuestion(deps, user, body) }),
  defineRoute({
    call: calls.questionDelete,
    access: read,
    handler: async ({ deps, user, params }) => {
      await service.deleteQuestion(deps, user, params.id);
      return {};
    },
  }),
  defineRoute({ call: calls.questionMultipleGet, access: read, handler: ({ deps, user, params, query }) => service.choicesFor(deps, user, params.id, query.exam_subject_id) }),
  defineRoute({ call: calls.questionMultipleCreate, access: read, handler: ({ deps, user, body }) => service.createChoice(deps, user, body) }),
  defineRoute({ call: calls.questionMultipleUpdate, access: read, handler: ({ deps, user, body }) => service.updateChoice(deps, user, body) }),
  defineRoute({ call: calls.questionMultipleWidth, access: read, handler: ({ deps, user, body }) => service.setChoiceWidth(deps, user, body) }),
  defineRoute({
    call: calls.questionMultipleDelete,
    access: read,
    handler: async ({ deps, user, params }) => {
      await service.deleteChoice(deps, user, params.id);
      return {};
    },
  }),
] as RouteDef[];
