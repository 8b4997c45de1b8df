/**
 * Routes of a student's mock exams (issue 10 point 5; spec section 7 "Consulting"): the spec's three reads and
 * the student's writes and bank look-ups are customer calls (the records are checked with CONSULTING_POLICY in
 * the service: a student's own only); the analysis across students is for consultants (staff from level 4,
 * the policy's consultants).
 */
import * as calls from '../../../src/api/consulting/exams';
import { LEVEL } from '../../../src/api/levels';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './exams.service';

/** Consultants: administrators from level 4. */
const consultants = { minLevel: LEVEL.adminExternal } as const;

/** Every route of the mock-exam part of the consulting area. */
export const consultingExamRoutes: RouteDef[] = [
  defineRoute({ call: calls.consultingExamList, access: 'customer', handler: ({ deps, user, query }) => service.listExams(deps, user, query) }),
  defineRoute({ call: calls.consultingExam, access: 'customer', handler: ({ deps, user, query }) => service.getExam(deps, user, query) }),
  defineRoute({ call: calls.consultingExamCategory, access: 'customer', handler: ({ deps, user, query }) => service.getExamCategory(deps, user, query) }),
  defineRoute({ call: calls.consultingExamScores, access: 'customer', handler: ({ deps, user, body }) => service.saveScores(deps, user, body) }),
  defineRoute({ call: calls.consultingExamAnswers, access: 'customer', handler: ({ deps, user, body }) => service.gradeAnswers(deps, user, body) }),
  defineRoute({ call: calls.consultingExamSubmit, access: 'customer', handler: ({ deps, user, body }) => service.submitSitting(deps, user, body) }),
  defineRoute({ call: calls.consultingExamDelete, access: 'customer', handler: ({ deps, user, query }) => service.deleteExam(deps, user, query) }),
  defineRoute({ call: calls.consultingExamBank, access: 'customer', handler: ({ deps, query }) => service.listBankExams(deps, query) }),
  defineRoute({ call: calls.consultingExamBankSheet, access: 'customer', handler: ({ deps, query }) => service.getBankSheet(deps, query) }),
  defineRoute({ call: calls.consultingExamAnalysis, access: consultants, handler: ({ deps, query }) => service.analyseExams(deps, query) }),
] as RouteDef[];
