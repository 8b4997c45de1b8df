/**
 * Routes of payment administration (issue 11 point 5; /admin/app-payment/main): orders and their totals, one
 * order, refunds, the xlsx export, coupons (list, issue, stop), unlimited passes, and the reconciliation (run,
 * runs, resolve a mismatch). Each route's level is the store policy's for its action (`staffLevel`): reading is
 * for administrators (level 4+), moving money for internal administrators (level 5+); the services apply the same
 * policy to each record they load.
 */
import * as calls from '../../../src/api/store/admin-payments';
import { staffLevel, type StoreAction } from '../../../src/features/store/store.policy';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './admin-payments.service';
import { listReconciliations, resolveMismatch, runReconciliation } from './reconcile.service';
import { refundOrder } from './refunds.service';

/** The route access of a store action: staff at the level its rule admits. */
const as = (action: StoreAction) => ({ minLevel: staffLevel(action) });

/** Every route of payment administration. */
export const adminPaymentRoutes: RouteDef[] = [
  defineRoute({ call: calls.adminOrderList, access: as('order.read'), handler: ({ deps, query }) => service.listOrders(deps, query) }),
  defineRoute({ call: calls.adminOrderGet, access: as('order.read'), handler: ({ deps, user, query }) => service.getOrder(deps, user, query.id) }),
  defineRoute({ call: calls.adminOrderRefund, access: as('order.refund'), handler: ({ deps, user, body }) => refundOrder(deps, user, body) }),
  defineRoute({ call: calls.adminOrderXlsx, access: as('order.read'), handler: ({ deps, query, reply }) => service.exportOrders(deps, query, reply) }),
  defineRoute({ call: calls.adminCouponList, access: as('coupon.read'), handler: ({ deps, query }) => service.listCoupons(deps, query) }),
  defineRoute({ call: calls.adminCouponIssue, access: as('coupon.issue'), handler: ({ deps, user, body }) => service.issueCoupon(deps, user, body) }),
  defineRoute({ call: calls.adminCouponDisable, access: as('coupon.disable'), handler: ({ deps, user, body }) => service.disableCoupon(deps, user, body.id) }),
  defineRoute({ call: calls.adminPassList, access: as('pass.read'), handler: ({ deps, query }) => service.listPasses(deps, query) }),
  defineRoute({ call: calls.adminPassStop, access: as('pass.stop'), handler: ({ deps, user, body }) => service.stopPass(deps, user, body.id) }),
  defineRoute({ call: calls.adminReconcile, access: as('reconciliation.read'), handler: ({ deps, user, body }) => runReconciliation(deps, user, body) }),
  defineRoute({ call: calls.adminReconciliationList, access: as('reconciliation.read'), handler: ({ deps, query }) => listReconciliations(deps, query) }),
  defineRoute({ call: calls.adminReconcileResolve, access: as('reconciliation.resolve'), handler: ({ deps, user, body }) => resolveMismatch(deps, user, body) }),
] as RouteDef[];
