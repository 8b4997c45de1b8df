/**
 * Routes of the customer's own money (README "Store and payment"): 청약철회 / 환불 요청 and 내 쿠폰 for customers;
 * the refund requests for administrators: level 4 reads them, level 5 approves (the refund) or rejects, as the store
 * policy's order.refund says, which the service also applies to the order of each request it loads.
 */
import { LEVEL } from '../../../src/api/levels';
import * as calls from '../../../src/api/store/refund-requests';
import { defineRoute, type RouteDef } from '../../core/define-route';
import { myCoupons } from './my-coupons.service';
import * as service from './refund-requests.service';

/** Store administrators (reading the requests): level 4 and up. */
const admins = { minLevel: LEVEL.adminExternal } as const;
/** Deciding a request moves money (order.refund): level 5 and up. */
const refunders = { minLevel: LEVEL.adminInternal } as const;

/** Every route of refund requests and the customer's coupons. */
export const refundRequestRoutes: RouteDef[] = [
  defineRoute({ call: calls.refundRequestCreate, access: 'customer', handler: ({ deps, user, body }) => service.createRefundRequest(deps, user, body) }),
  defineRoute({ call: calls.myRefundRequests, access: 'customer', handler: ({ deps, user }) => service.myRefundRequests(deps, user) }),
  defineRoute({ call: calls.mySaleCoupons, access: 'customer', handler: ({ deps, user }) => myCoupons(deps, user) }),
  defineRoute({ call: calls.adminRefundRequestList, access: admins, handler: ({ deps, query }) => service.listRefundRequests(deps, query) }),
  defineRoute({ call: calls.adminRefundRequestApprove, access: refunders, handler: ({ deps, user, body }) => service.approveRefundRequest(deps, user, body.id) }),
  defineRoute({ call: calls.adminRefundRequestReject, access: refunders, handler: ({ deps, user, body }) => service.rejectRefundRequest(deps, user, body) }),
] as RouteDef[];
