/**
 * Routes of the work calendar (spec section 7 admin_calendar GET/POST/PUT, plus DELETE; issue 8, point 5):
 * every staff member from level 1 reads it, administrators from level 4 change it (the staff policy's
 * calendarEvent actions, checked again by the service).
 */
import { adminCalendarDelete, adminCalendarGet, adminCalendarPost, adminCalendarPut } from '../../../src/api/staff/calendar';
import { LEVEL } from '../../../src/api/levels';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './calendar.service';

const readers = { minLevel: LEVEL.aiReview } as const;
const editors = { minLevel: LEVEL.adminExternal } as const;

export const calendarRoutes: RouteDef[] = [
  defineRoute({ call: adminCalendarGet, access: readers, handler: ({ deps, user, query }) => service.getCalendarMonth(deps, user, query) }),
  defineRoute({ call: adminCalendarPost, access: editors, handler: ({ deps, user, body }) => service.addCalendarEvent(deps, user, body) }),
  defineRoute({ call: adminCalendarPut, access: editors, handler: ({ deps, user, body }) => service.changeCalendarEvent(deps, user, body) }),
  defineRoute({ call: adminCalendarDelete, access: editors, handler: ({ deps, user, params }) => service.removeCalendarEvent(deps, user, params.id) }),
] as RouteDef[];
