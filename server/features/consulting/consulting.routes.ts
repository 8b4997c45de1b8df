/**
 * Routes of admission consulting (spec section 7 "Consulting", issue 10): the university and major search,
 * open to everyone (visitors search before they sign in). The chosen lists, exam scores and the AI consulting
 * service are other calls of this area, added with their issues.
 */
import * as calls from '../../../src/api/consulting/search';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './consulting.service';

/** Every route of the consulting area. */
export const consultingRoutes: RouteDef[] = [defineRoute({ call: calls.consultingSearch, access: 'public', handler: ({ deps, query }) => service.searchConsulting(deps, query) })] as RouteDef[];
