/**
 * Routes of 환산점수 (issue 10 point 6; src/api/consulting/scores.ts): the converted score and band for the
 * signed-in student (customer) and for consultants reading a student (level 4 and up), and the administrators'
 * formulas and cut-offs (level 4 and up, CONSULTING_POLICY 'formula.edit').
 */
import * as calls from '../../../src/api/consulting/scores';
import { LEVEL } from '../../../src/api/levels';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './scores.service';

const consultant = { minLevel: LEVEL.adminExternal } as const;

/** Every route of 환산점수. */
export const consultingScoreRoutes = [
  defineRoute({ call: calls.consultingScore, access: 'customer', handler: ({ deps, user, query }) => service.customerScore(deps, user, query) }),
  defineRoute({ call: calls.consultingStudentScore, access: consultant, handler: ({ deps, user, query }) => service.studentScore(deps, user, query) }),
  defineRoute({ call: calls.scoreFormulaList, access: consultant, handler: ({ deps, query }) => service.listFormulas(deps, query) }),
  defineRoute({ call: calls.scoreFormulaCreate, access: consultant, handler: ({ deps, user, body }) => service.createFormula(deps, user, body) }),
  defineRoute({ call: calls.scoreFormulaUpdate, access: consultant, handler: ({ deps, user, body }) => service.updateFormula(deps, user, body) }),
  defineRoute({ call: calls.scoreUniversityList, access: consultant, handler: ({ deps }) => service.listUniversities(deps) }),
  defineRoute({ call: calls.scoreMajorList, access: consultant, handler: ({ deps, query }) => service.listMajors(deps, query) }),
  defineRoute({ call: calls.majorCutoffList, access: consultant, handler: ({ deps, query }) => service.listCutoffs(deps, query) }),
  defineRoute({ call: calls.majorCutoffCreate, access: consultant, handler: ({ deps, user, body }) => service.createCutoff(deps, user, body) }),
  defineRoute({ call: calls.majorCutoffUpdate, access: consultant, handler: ({ deps, user, body }) => service.updateCutoff(deps, user, body) }),
  defineRoute({ call: calls.majorCutoffDelete, access: consultant, handler: ({ deps, user, params }) => service.deleteCutoff(deps, user, params.id) }),
] as RouteDef[];
