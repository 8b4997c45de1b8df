/**
 * Routes of the customer's side of the store (issue 11 points 3, 4): the spec's five common calls
 * (sale_coupon/check, use_sale_coupon, user/unlimited, user/payment_product, toss_auth) and the order calls of
 * Toss's payment-window flow. Every order, coupon and pass loaded by id is checked with STORE_POLICY in the
 * services. user/unlimited is open to both realms (`signedIn`: a customer reads their own pass, administrators
 * anyone's): its service applies `pass.read`. Coupon look-ups, everything that makes an order and Toss's webhook are
 * rate-limited (RATE_LIMITS). Buying (an order, card registration, a pass extension, spending a coupon) is declared
 * `confirmedEmail`: a customer confirms their address first.
 */
import { RATE_LIMITS } from '../../../src/api/rate-limits';
import * as calls from '../../../src/api/store/payments';
import { defineRoute, type RouteDef } from '../../core/define-route';
import { checkCoupon, useCoupon } from './coupons.service';
import * as orders from './orders.service';
import * as passes from './passes.service';
import { receiveTossWebhook } from './toss-webhook.service';

/** Every route of payments. */
export const paymentRoutes: RouteDef[] = [
  defineRoute({ call: calls.saleCouponCheck, access: 'customer', limits: [RATE_LIMITS.couponCheck], handler: ({ deps, user, query }) => checkCoupon(deps, user, query) }),
  defineRoute({ call: calls.useSaleCoupon, access: 'customer', confirmedEmail: true, handler: ({ deps, user, body }) => useCoupon(deps, user, body) }),
  defineRoute({ call: calls.userUnlimited, access: 'signedIn', handler: ({ deps, user, query }) => passes.getUnlimited(deps, user, query.user_id) }),
  defineRoute({ call: calls.userPaymentProduct, access: 'customer', handler: ({ deps, user }) => passes.paymentProducts(deps, user) }),
  defineRoute({ call: calls.tossAuth, access: 'customer', confirmedEmail: true, limits: [RATE_LIMITS.orders], handler: ({ deps, user, body }) => passes.authoriseCard(deps, user, body) }),
  defineRoute({ call: calls.passExtend, access: 'customer', confirmedEmail: true, limits: [RATE_LIMITS.orders], handler: ({ deps, user, body }) => passes.extendUnlimited(deps, user, body) }),
  defineRoute({ call: calls.passAutoRenew, access: 'customer', handler: ({ deps, user, body }) => passes.setAutoRenew(deps, user, body) }),
  defineRoute({ call: calls.orderCreate, access: 'customer', confirmedEmail: true, limits: [RATE_LIMITS.orders], handler: ({ deps, user, body }) => orders.createOrder(deps, user, body) }),
  defineRoute({ call: calls.orderConfirm, access: 'customer', handler: ({ deps, user, body }) => orders.confirmOrder(deps, user, body) }),
  defineRoute({ call: calls.orderFail, access: 'customer', handler: ({ deps, user, body }) => orders.failOrder(deps, user, body) }),
  defineRoute({ call: calls.orderGet, access: 'customer', handler: ({ deps, user, query }) => orders.getOrder(deps, user, query.orderId) }),
  defineRoute({ call: calls.orderList, access: 'customer', handler: ({ deps, user }) => orders.listOrders(deps, user) }),
  defineRoute({ call: calls.tossWebhook, access: 'public', limits: [RATE_LIMITS.tossWebhook], handler: ({ deps, body }) => receiveTossWebhook(deps, body) }),
] as RouteDef[];
