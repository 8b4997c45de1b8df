/**
 * Routes of users, permissions and alarms (spec sections 6 and 7 "Common"; issue 8, point 2). The user list,
 * its export and the administrators' actions are for internal administrators (level 5) and the master; a user's
 * detail is open from level 1 because everyone may read their own (the staff policy's account.read decides);
 * levels, subjects and the permission page are the master's; alarms are every staff account's own.
 */
import * as calls from '../../../src/api/staff/users';
import { userAlarmGet, userAlarmPut } from '../../../src/api/staff/alarms';
import { LEVEL } from '../../../src/api/levels';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as alarms from './alarms.service';
import * as service from './users.service';

const admins = { minLevel: LEVEL.adminInternal } as const;
const master = { minLevel: LEVEL.master } as const;

/** Every route of users, permissions and alarms. */
export const userRoutes: RouteDef[] = [
  defineRoute({ call: calls.userManagement, access: admins, handler: ({ deps, query }) => service.listUsers(deps, query) }),
  defineRoute({ call: calls.userManagementXlsx, access: admins, handler: ({ deps, query, reply }) => service.exportUsers(deps, query, reply) }),
  defineRoute({ call: calls.userManagementDetail, access: { minLevel: LEVEL.aiReview }, handler: ({ deps, user, query }) => service.getUserDetail(deps, user, query.id) }),
  defineRoute({ call: calls.userManage, access: master, handler: ({ deps, query }) => service.listPermissions(deps, query) }),
  defineRoute({ call: calls.userLevel, access: master, handler: ({ deps, user, body }) => service.setUserLevel(deps, user, body) }),
  defineRoute({ call: calls.userClassType, access: master, handler: ({ deps, user, body }) => service.setUserClassType(deps, user, body) }),
  defineRoute({ call: calls.userOut, access: admins, handler: ({ deps, user, params }) => service.withdrawUser(deps, user, params.id) }),
  defineRoute({ call: calls.userDetail, access: admins, handler: ({ deps, user, body }) => service.addUserNote(deps, user, body) }),
  defineRoute({ call: calls.userWarning, access: admins, handler: ({ deps, user, body }) => service.warnUser(deps, user, body) }),
  defineRoute({ call: calls.pointGive, access: admins, handler: ({ deps, user, body }) => service.givePoints(deps, user, body) }),
  defineRoute({ call: userAlarmGet, access: 'staff', handler: ({ deps, user }) => alarms.getAlarms(deps, user) }),
  defineRoute({ call: userAlarmPut, access: 'staff', handler: ({ deps, user, body }) => alarms.putAlarms(deps, user, body) }),
] as RouteDef[];
