/**
 * Routes of a student's chosen list by 군 (spec section 7 "Consulting": GET user/consulting; issue 10 point 4):
 * signed-in customers (students and parents) read and change their own list. The record rule (the list is the
 * caller's own) is the consulting policy's, asked by the service; consultants read students' lists through
 * their own admin routes, since a staff token never passes a customer route.
 */
import * as calls from '../../../src/api/consulting/choices';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './choices.service';
import { consultingOverview as overviewCall } from '../../../src/api/consulting/overview';
import { consultingOverview } from './overview.service';

/** Every route of the chosen lists. */
export const consultingChoiceRoutes: RouteDef[] = [
  defineRoute({ call: calls.choiceList, access: 'customer', handler: ({ deps, user, query }) => service.listChoices(deps, user, query) }),
  defineRoute({ call: calls.choiceToggle, access: 'customer', handler: ({ deps, user, body }) => service.toggleChoice(deps, user, body) }),
  defineRoute({ call: calls.choiceRemove, access: 'customer', handler: ({ deps, user, params }) => service.removeChoice(deps, user, params.id) }),
  // GET consulting: the student's school, chosen list, sittings and applications together (overview.service.ts).
  defineRoute({ call: overviewCall, access: 'customer', handler: ({ deps, user, query }) => consultingOverview(deps, user, query) }),
] as RouteDef[];
