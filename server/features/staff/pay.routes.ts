/**
 * Routes of pay and work days (spec section 7 account, account_user, user/work_day; issue 8 point 4): each
 * staff member from level 1 reads their own pay and records their own days; internal administrators (level 5)
 * read everyone's and export it (the staff policy decides per person).
 */
import * as calls from '../../../src/api/staff/pay';
import { LEVEL } from '../../../src/api/levels';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './pay.service';

const staff = { minLevel: LEVEL.aiReview } as const;
const admins = { minLevel: LEVEL.adminInternal } as const;

export const payRoutes: RouteDef[] = [
  defineRoute({ call: calls.account, access: admins, handler: ({ deps, user, query }) => service.accountMonth(deps, user, query) }),
  defineRoute({ call: calls.accountXlsx, access: admins, handler: ({ deps, user, reply, query }) => service.accountXlsx(deps, user, reply, query) }),
  defineRoute({ call: calls.accountUser, access: staff, handler: ({ deps, user, query }) => service.accountUser(deps, user, query) }),
  defineRoute({ call: calls.userWorkDay, access: staff, handler: ({ deps, user, body }) => service.recordWorkDay(deps, user, body) }),
] as RouteDef[];
