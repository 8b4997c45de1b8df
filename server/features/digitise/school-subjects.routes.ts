/**
 * Routes of the AI flow's school subjects (spec section 7 auto_school_subject*): read from level 1 (the AI exam
 * forms pick one), written by administrators (4+). The records belong to no exam: route-level access only.
 */
import * as calls from '../../../src/api/digitise/school-subjects';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './school-subjects.service';

const { read, write } = calls.AUTO_SCHOOL_SUBJECT_ACCESS;

export const autoSchoolSubjectRoutes: RouteDef[] = [
  defineRoute({ call: calls.createAutoSchoolSubject, access: write, handler: ({ deps, user, body }) => service.createAutoSchoolSubject(deps, user.uid, body) }),
  defineRoute({ call: calls.updateAutoSchoolSubject, access: write, handler: ({ deps, body }) => service.updateAutoSchoolSubject(deps, body) }),
  defineRoute({ call: calls.getAutoSchoolSubject, access: read, handler: ({ deps, query }) => service.getAutoSchoolSubject(deps, query.id) }),
  defineRoute({ call: calls.deleteAutoSchoolSubject, access: write, handler: ({ deps, params }) => service.deleteAutoSchoolSubject(deps, params.id) }),
  defineRoute({ call: calls.autoSchoolSubjectList, access: read, handler: ({ deps, query }) => service.listAutoSchoolSubjects(deps, query) }),
] as RouteDef[];
