/**
 * Routes of admission consulting (spec section 7 "Consulting", issue 10): the university and major search,
 * open to everyone (visitors search before they sign in) and rate-limited per address. The chosen lists, exam scores and the AI consulting
 * service are other calls of this area, added with their issues.
 */
import * as calls from '../../../src/api/consulting/search';
import { RATE_LIMITS } from '../../../src/api/rate-limits';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './consulting.service';

/** Every route of the consulting area. */
export const consultingRoutes: RouteDef[] = [
  defineRoute({ call: calls.consultingSearch, access: 'public', limits: [RATE_LIMITS.consultingSearch], handler: ({ deps, query }) => service.searchConsulting(deps, query) }),
] as RouteDef[];
