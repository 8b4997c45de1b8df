/** Routes of AI exam records and their entry (spec section 7 "AI exam flow": auto_exam_subject*, auto_exam, auto_enter_exam*, auto_question_head(_return)). */
import * as calls from '../../../src/api/digitise/auto-exams';
import { LEVEL } from '../../../src/api/levels';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './auto-exams.service';

const read = { minLevel: LEVEL.aiReview } as const;
const reviewer = { minLevel: LEVEL.reviewer } as const;
const admin = { minLevel: LEVEL.adminExternal } as const;

export const autoExamRoutes: RouteDef[] = [
  defineRoute({ call: calls.autoExamSubjectGet, access: read, handler: ({ deps, user, query }) => service.getOrList(deps, user, query) }),
  defineRoute({ call: calls.autoExamSubjectCreate, access: admin, handler: ({ deps, user, body }) => service.create(deps, user, body) }),
  defineRoute({ call: calls.autoExamSubjectUpdate, access: admin, handler: ({ deps, user, body }) => service.update(deps, user, body) }),
  defineRoute({ call: calls.autoExamSubjectList, access: read, handler: ({ deps, user, query }) => service.pickList(deps, user, query) }),
  defineRoute({ call: calls.autoExamSubjectDone, access: admin, handler: ({ deps, user, query }) => service.finish(deps, user, query.id) }),
  defineRoute({ call: calls.autoExamSubjectExam, access: read, handler: ({ deps, user, params }) => service.examWithSubjects(deps, user, params.id) }),
  defineRoute({
    call: calls.autoExamSubjectDelete,
    access: admin,
    handler: async ({ deps, user, params }) => {
      await service.deleteSubject(deps, user, params.id);
      return {};
    },
  }),
  defineRoute({
    call: calls.autoExamDelete,
    access: admin,
    handler: async ({ deps, user, params }) => {
      await service.deleteExam(deps, user, params.id);
      return {};
    },
  }),
  defineRoute({ call: calls.autoEnterExamUser, access: read, handler: ({ deps, user, query }) => service.enterUserList(deps, user, query) }),
  defineRoute({ call: calls.autoEnterExam, access: read, handler: ({ deps, user, query }) => service.allowedList(deps, user, query) }),
  defineRoute({ call: calls.autoEnterExamChange, access: read, handler: ({ deps, user, body }) => service.enterChange(deps, user, body) }),
  defineRoute({ call: calls.autoEnterExamDone, access: read, handler: ({ deps, user, body }) => service.enterDone(deps, user, body.id) }),
  defineRoute({ call: calls.autoQuestionHead, access: read, handler: ({ deps, user, body }) => service.saveHead(deps, user, body) }),
  defineRoute({ call: calls.autoQuestionHeadReturn, access: reviewer, handler: ({ deps, user, body }) => service.returnHead(deps, user, body) }),
] as RouteDef[];
