/**
 * Routes of payment administration (issue 11 point 5; /admin/app-payment/main): orders and their totals, one
 * order, refunds, the xlsx export, coupons, unlimited passes and the reconciliation. Administrators from level 4
 * read and issue coupons; refunds move money back and are for internal administrators (level 5 and up), as
 * the store policy says (order.refund), which the services also apply to each order loaded.
 */
import * as calls from '../../../src/api/store/admin-payments';
import { LEVEL } from '../../../src/api/levels';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './admin-payments.service';
import { listReconciliations, runReconciliation } from './reconcile.service';
import { refundOrder } from './refunds.service';

/** Store administrators (order.read, coupon.issue, pass.read/stop): level 4 and up. */
const admins = { minLevel: LEVEL.adminExternal } as const;
/** Refunds (order.refund): level 5 and up. */
const refunders = { minLevel: LEVEL.adminInternal } as const;

/** Every route of payment administration. */
export const adminPaymentRoutes: RouteDef[] = [
  defineRoute({ call: calls.adminOrderList, access: admins, handler: ({ deps, query }) => service.listOrders(deps, query) }),
  defineRoute({ call: calls.adminOrderGet, access: admins, handler: ({ deps, user, query }) => service.getOrder(deps, user, query.id) }),
  defineRoute({ call: calls.adminOrderRefund, access: refunders, handler: ({ deps, user, body }) => refundOrder(deps, user, body) }),
  defineRoute({ call: calls.adminOrderXlsx, access: admins, handler: ({ deps, query, reply }) => service.exportOrders(deps, query, reply) }),
  defineRoute({ call: calls.adminCouponList, access: admins, handler: ({ deps, query }) => service.listCoupons(deps, query) }),
  defineRoute({ call: calls.adminCouponIssue, access: admins, handler: ({ deps, user, body }) => service.issueCoupon(deps, user, body) }),
  defineRoute({ call: calls.adminPassList, access: admins, handler: ({ deps, query }) => service.listPasses(deps, query) }),
  defineRoute({ call: calls.adminPassStop, access: admins, handler: ({ deps, user, body }) => service.stopPass(deps, user, body.id) }),
  defineRoute({ call: calls.adminReconcile, access: admins, handler: ({ deps, user, body }) => runReconciliation(deps, user, body) }),
  defineRoute({ call: calls.adminReconciliationList, access: admins, handler: ({ deps, query }) => listReconciliations(deps, query) }),
] as RouteDef[];
