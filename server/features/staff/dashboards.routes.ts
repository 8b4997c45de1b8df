/**
 * Routes of the dashboards and the public site's logging (spec section 7 admin_dashboard, user_dashboard,
 * teacher_dashboard, user/page, referer_log; issue 8 points 3 and 6). The dashboards read only the signed-in
 * person's own data or the team's totals; the logging calls are public, bounded by their schemas and a small
 * body limit, and write one upsert each.
 */
import { RATE_LIMITS } from '../../../src/api/rate-limits';
import * as calls from '../../../src/api/staff/dashboards';
import { DASHBOARD_ACCESS } from '../../../src/features/staff/dashboards/dashboards.rules';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './dashboards.service';

/** The largest logging body: a full batch of the longest paths (Korean paths count three bytes a character). */
const LOG_BODY_LIMIT = 64 * 1024;

/** Every route of the dashboards. */
export const dashboardRoutes: RouteDef[] = [
  defineRoute({ call: calls.adminDashboard, access: DASHBOARD_ACCESS.admin, handler: ({ deps, query }) => service.adminDashboard(deps, query) }),
  defineRoute({ call: calls.userDashboard, access: DASHBOARD_ACCESS.user, handler: ({ deps, user, query }) => service.userDashboard(deps, user, query) }),
  defineRoute({ call: calls.teacherDashboard, access: DASHBOARD_ACCESS.teacher, handler: ({ deps, user, query }) => service.teacherDashboard(deps, user, query) }),
  defineRoute({ call: calls.userPage, access: 'public', limits: [RATE_LIMITS.pageViews], bodyLimit: LOG_BODY_LIMIT, handler: ({ deps, body }) => service.logPageViews(deps, body) }),
  defineRoute({
    call: calls.refererLog,
    access: 'public',
    limits: [RATE_LIMITS.referers],
    bodyLimit: LOG_BODY_LIMIT,
    handler: ({ deps, body, request }) => service.logReferer(deps, body, { host: request.host, hostname: request.hostname }),
  }),
] as RouteDef[];
