/**
 * Routes of split-error reports and question visits (spec section 7 "AI exam flow"): anyone from level 1 who
 * works on the exam (checked per record by DIGITISE_POLICY in the service).
 */
import * as calls from '../../../src/api/digitise/reports';
import { LEVEL } from '../../../src/api/levels';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './reports.service';

/** Staff from the AI-review level; the record rules decide the rest. */
const staffWork = { minLevel: LEVEL.aiReview } as const;

export const splitReportRoutes: RouteDef[] = [
  defineRoute({ call: calls.reportSplitError, access: staffWork, handler: ({ deps, user, body }) => service.reportSplitError(deps, user, body) }),
  defineRoute({ call: calls.closeSplitReport, access: staffWork, handler: ({ deps, user, body }) => service.closeSplitReport(deps, user, body) }),
  defineRoute({ call: calls.splitReportList, access: staffWork, handler: ({ deps, user, query }) => service.listSplitReports(deps, user, query) }),
  defineRoute({ call: calls.markQuestionVisited, access: staffWork, handler: ({ deps, user, query }) => service.markVisited(deps, user, query) }),
  defineRoute({ call: calls.questionVisitedCheck, access: staffWork, handler: ({ deps, user, params }) => service.visitedCheck(deps, user, params.id) }),
] as RouteDef[];
