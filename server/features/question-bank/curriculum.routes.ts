/** Routes of the question bank: curriculum (spec section 7, Subjects; Common subject-master and school lists; POST literature). */
import * as calls from '../../../src/api/question-bank/curriculum';
import { CURRICULUM_ACCESS } from '../../../src/features/question-bank/curriculum/curriculum.rules';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './curriculum.service';
import { SCHOOL_TYPE } from '../../../src/api/codes';

const read = CURRICULUM_ACCESS.read;

export const curriculumRoutes: RouteDef[] = [
  defineRoute({ call: calls.category2015, access: read, handler: ({ deps, user, query }) => service.chapterTree(deps, user, 2015, query) }),
  defineRoute({ call: calls.category2022, access: read, handler: ({ deps, user, query }) => service.chapterTree(deps, user, 2022, query) }),
  defineRoute({ call: calls.mainCategory, access: read, handler: ({ deps, user, query }) => service.mainChapters(deps, user, query) }),
  defineRoute({ call: calls.subCategory, access: read, handler: ({ deps, user, query }) => service.subCategories(deps, user, query.parent_id) }),
  defineRoute({ call: calls.category2, access: read, handler: ({ deps, user, query }) => service.categoriesOfKind(deps, user, 'type', query) }),
  defineRoute({ call: calls.otherCategory, access: read, handler: ({ deps, user, query }) => service.categoriesOfKind(deps, user, 'other', query) }),
  defineRoute({
    call: calls.textbookProblemTitle,
    access: read,
    handler: ({ deps, user, query }) => service.categoriesOfKind(deps, user, 'textbook_problem_title', query),
  }),
  defineRoute({ call: calls.literatureList, access: read, handler: ({ deps, user, query }) => service.literaturePage(deps, user, query) }),
  defineRoute({ call: calls.subjectMaster, access: read, handler: ({ deps, user, query }) => service.subjectMaster(deps, user, query) }),
  defineRoute({
    call: calls.middleSchoolInfo,
    access: read,
    handler: ({ deps, user, query }) => service.schoolPage(deps, user, SCHOOL_TYPE.middle.code, query),
  }),
  defineRoute({ call: calls.highSchoolInfo, access: read, handler: ({ deps, user, query }) => service.schoolPage(deps, user, SCHOOL_TYPE.high.code, query) }),
  defineRoute({ call: calls.literatureCreate, access: CURRICULUM_ACCESS.writeLiterature, handler: ({ deps, user, body }) => service.createLiterature(deps, user, body) }),
];
