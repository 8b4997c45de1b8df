/**
 * Routes of the question bank: staging exams (level 4 관리자(외부) and above) and sample questions
 * (level 3 검수·분류 and above), spec section 7.
 */
import * as calls from '../../../src/api/question-bank/staging-samples';
import { LEVEL } from '../../../src/api/levels';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './staging-samples.service';

const staging = { minLevel: LEVEL.adminExternal } as const;
const samplesRead = { minLevel: LEVEL.reviewer } as const;
const samplesWrite = { minLevel: LEVEL.reviewer } as const;

export const stagingSampleRoutes: RouteDef[] = [
  defineRoute({ call: calls.stagingExamList, access: staging, handler: ({ deps, user, query }) => service.listStagingExams(deps, user, query) }),
  defineRoute({ call: calls.stagingExam, access: staging, handler: ({ deps, user, query }) => service.getStagingExam(deps, user, query) }),
  defineRoute({ call: calls.stagingQuestionList, access: staging, handler: ({ deps, user, query }) => service.listStagingQuestions(deps, user, query) }),
  defineRoute({ call: calls.stagingQuestionSelectList, access: staging, handler: ({ deps, user, query }) => service.searchQuestions(deps, user, query) }),
  defineRoute({ call: calls.createStagingExam, access: staging, handler: ({ deps, user, body }) => service.createStagingExam(deps, user, body) }),
  defineRoute({ call: calls.updateStagingExam, access: staging, handler: ({ deps, user, body }) => service.updateStagingExam(deps, user, body) }),
  defineRoute({ call: calls.deleteStagingExam, access: staging, handler: ({ deps, user, params }) => service.deleteStagingExam(deps, user, params) }),
  defineRoute({ call: calls.addStagingQuestion, access: staging, handler: ({ deps, user, body }) => service.addStagingQuestion(deps, user, body) }),
  defineRoute({ call: calls.removeStagingQuestion, access: staging, handler: ({ deps, user, params }) => service.removeStagingQuestion(deps, user, params) }),
  defineRoute({ call: calls.updateStagingSequence, access: staging, handler: ({ deps, user, body }) => service.updateSequence(deps, user, body) }),
  defineRoute({ call: calls.questionSampleList, access: samplesRead, handler: ({ deps, user, query }) => service.listSamples(deps, user, query) }),
  defineRoute({ call: calls.questionSample, access: samplesRead, handler: ({ deps, user, params }) => service.getSample(deps, user, params) }),
  defineRoute({ call: calls.createQuestionSample, access: samplesWrite, handler: ({ deps, user, body }) => service.createSample(deps, user, body) }),
  defineRoute({ call: calls.updateQuestionSample, access: samplesWrite, handler: ({ deps, user, body }) => service.updateSample(deps, user, body) }),
  defineRoute({ call: calls.deleteQuestionSample, access: samplesWrite, handler: ({ deps, user, params }) => service.deleteSample(deps, user, params) }),
] as RouteDef[];
