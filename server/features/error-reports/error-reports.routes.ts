/** Routes of error reports on questions and question comments (review area, spec section 7). */
import * as calls from '../../../src/api/error-reports';
import { LEVEL } from '../../../src/api/levels';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './error-reports.service';

/** Reporting and commenting: any staff member who can read the exam (checked per record). */
const staffWork = { minLevel: LEVEL.aiReview } as const;
/** Handling reports: reviewers. */
const reviewers = { minLevel: LEVEL.reviewer } as const;

export const errorReportRoutes: RouteDef[] = [
  defineRoute({ call: calls.reportQuestionError, access: staffWork, handler: ({ deps, user, body }) => service.reportError(deps, user, body) }),
  defineRoute({ call: calls.errorReportExamList, access: reviewers, handler: ({ deps, user, query }) => service.errorReportExams(deps, user, query) }),
  defineRoute({ call: calls.errorReportExamOpen, access: reviewers, handler: ({ deps, user, query }) => service.reportsOfExam(deps, user, query.id, true) }),
  defineRoute({ call: calls.errorReportExamClosed, access: reviewers, handler: ({ deps, user, query }) => service.reportsOfExam(deps, user, query.id, false) }),
  defineRoute({ call: calls.errorReportList, access: reviewers, handler: ({ deps, user, query }) => service.listReports(deps, user, query) }),
  defineRoute({ call: calls.errorReportGet, access: reviewers, handler: ({ deps, user, query }) => service.getReport(deps, user, query.id) }),
  defineRoute({ call: calls.errorReportEdit, access: reviewers, handler: ({ deps, user, body }) => service.editReport(deps, user, body) }),
  defineRoute({ call: calls.errorReportDone, access: reviewers, handler: ({ deps, user, body }) => service.closeReport(deps, user, body) }),
  defineRoute({ call: calls.questionCommentList, access: staffWork, handler: ({ deps, user, query }) => service.comments(deps, user, query.question_id) }),
  defineRoute({ call: calls.questionCommentCreate, access: staffWork, handler: ({ deps, user, body }) => service.addComment(deps, user, body) }),
  defineRoute({
    call: calls.questionCommentDelete,
    access: staffWork,
    handler: async ({ deps, user, params }) => {
      await service.removeComment(deps, user, params.id);
      return {};
    },
  }),
] as RouteDef[];
