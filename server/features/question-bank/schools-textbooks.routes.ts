/** Routes of the question bank: school exams (내신) and the textbook hierarchy (spec section 7, area exam). */
import * as calls from '../../../src/api/question-bank/schools-textbooks';
import { LEVEL } from '../../../src/api/levels';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './schools-textbooks.service';
import { SCHOOL_TYPE } from '../../../src/api/codes';

/** Lists and pickers are read by every working level; creating and editing is exam creation (level 4). */
const read = { minLevel: LEVEL.aiReview } as const;
const write = { minLevel: LEVEL.adminExternal } as const;
const HIGH = SCHOOL_TYPE.high.code;
const MIDDLE = SCHOOL_TYPE.middle.code;

export const schoolTextbookRoutes: RouteDef[] = [
  defineRoute({ call: calls.schoolSubjectList, access: read, handler: ({ deps, query }) => service.listSchoolSubjects(deps, HIGH, query) }),
  defineRoute({ call: calls.middleSchoolSubjectList, access: read, handler: ({ deps, query }) => service.listSchoolSubjects(deps, MIDDLE, query) }),
  defineRoute({ call: calls.schoolSubject, access: read, handler: ({ deps, query }) => service.getSchoolSubject(deps, HIGH, query.id) }),
  defineRoute({ call: calls.middleSchoolSubject, access: read, handler: ({ deps, query }) => service.getSchoolSubject(deps, MIDDLE, query.id) }),
  defineRoute({ call: calls.createSchoolSubject, access: write, handler: ({ deps, body }) => service.createSchoolSubject(deps, body) }),
  defineRoute({ call: calls.updateSchoolSubject, access: write, handler: ({ deps, body }) => service.updateSchoolSubject(deps, HIGH, body) }),
  defineRoute({ call: calls.updateMiddleSchoolSubject, access: write, handler: ({ deps, body }) => service.updateSchoolSubject(deps, MIDDLE, body) }),
  defineRoute({ call: calls.deleteSchoolSubject, access: write, handler: ({ deps, params }) => service.deleteSchoolSubject(deps, params.id) }),
  defineRoute({ call: calls.tempSchoolSubjects, access: read, handler: ({ deps, query }) => service.listTempSchoolSubjects(deps, query) }),

  defineRoute({ call: calls.publisherList, access: read, handler: ({ deps, query }) => service.listPublishers(deps, query.school_type) }),
  defineRoute({ call: calls.textbookPublishers, access: read, handler: ({ deps, query }) => service.listTextbookPublishers(deps, query) }),
  defineRoute({ call: calls.textbookSubjects, access: read, handler: ({ deps, query }) => service.listTextbookSubjects(deps, query) }),

  defineRoute({ call: calls.textbookContents, access: read, handler: ({ deps, query }) => service.listUnits(deps, 'content', query.textbook_subject_id) }),
  defineRoute({ call: calls.textbookContentMains, access: read, handler: ({ deps, query }) => service.listUnits(deps, 'contentMain', query.content_id) }),
  defineRoute({ call: calls.textbookContentSubs, access: read, handler: ({ deps, query }) => service.listUnits(deps, 'contentSub', query.content_main_id) }),
  defineRoute({ call: calls.createTextbookContent, access: write, handler: ({ deps, body }) => service.createUnit(deps, 'content', body.textbook_subject_id, body) }),
  defineRoute({ call: calls.createTextbookContentMain, access: write, handler: ({ deps, body }) => service.createUnit(deps, 'contentMain', body.content_id, body) }),
  defineRoute({ call: calls.createTextbookContentSub, access: write, handler: ({ deps, body }) => service.createUnit(deps, 'contentSub', body.content_main_id, body) }),
  defineRoute({ call: calls.updateTextbookContent, access: write, handler: ({ deps, body }) => service.updateUnit(deps, 'content', body) }),
  defineRoute({ call: calls.updateTextbookContentMain, access: write, handler: ({ deps, body }) => service.updateUnit(deps, 'contentMain', body) }),
  defineRoute({ call: calls.updateTextbookContentSub, access: write, handler: ({ deps, body }) => service.updateUnit(deps, 'contentSub', body) }),
  defineRoute({ call: calls.deleteTextbookContent, access: write, handler: ({ deps, params }) => service.deleteUnit(deps, 'content', params.id) }),
  defineRoute({ call: calls.deleteTextbookContentMain, access: write, handler: ({ deps, params }) => service.deleteUnit(deps, 'contentMain', params.id) }),
  defineRoute({ call: calls.deleteTextbookContentSub, access: write, handler: ({ deps, params }) => service.deleteUnit(deps, 'contentSub', params.id) }),

  defineRoute({ call: calls.updateTextbookExam, access: write, handler: ({ deps, body }) => service.updateTextbookExam(deps, body) }),
] as RouteDef[];
