/**
 * Whether a coupon can be used (README "Store and payment"): a customer reaches a coupon only by its code (random,
 * 12 characters; never by its sequential id). Whether it can be used is `couponProblem` over the coupon and its
 * recorded uses: disabled, dates, its kind's count ('single' once, 'once_each' once per customer), its total cap,
 * its minimum amount. A use is recorded by the paid transition of the order carrying it (order-effects.ts), under
 * the coupon's row lock taken here, and deleted by its full refund.
 */
import { isCouponCode, normalizeCouponCode } from '../../../src/api/store/coupon-code';
import { couponProblem } from '../../../src/features/store/payment/payment.rules';
import { STORE_POLICY } from '../../../src/features/store/store.policy';
import type { AuthUser } from '../../core/access';
import type { DbOrTx } from '../../core/db';
import { conflict, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import * as repo from './coupons.repository';
import type { OrderRow } from './orders.repository';

/**
 * A coupon a customer names by code, usable by them on `listAmount`: 404 for a code that is not a coupon (malformed
 * codes too, so the form of a code tells nothing), 403 another's, 409 with the reason it cannot be used now.
 */
export async function usableCoupon(db: DbOrTx, user: AuthUser, typed: string, listAmount: number | null, field: string, opts: { lock?: boolean; exceptOrder?: number } = {}) {
  const code = normalizeCouponCode(typed);
  const coupon = isCouponCode(code) ? await repo.findCouponByCode(db, code, opts.lock) : undefined;
  if (!coupon) throw notFound('쿠폰', field);
  assertAllowed(STORE_POLICY.authorize(actorOf(user), 'coupon.use', coupon));
  const problem = couponProblem(coupon, new Date(), listAmount, await repo.useCount(db, coupon.id, user.uid, opts.exceptOrder));
  if (problem) throw conflict(problem, field);
  return coupon;
}

/**
 * Before an order carrying a coupon is paid (confirm, use_sale_coupon, the reconciliation): locks the coupon row
 * and says why it can no longer be used on this order (null: it can). Parallel payments of one customer's orders
 * with the same 'once_each' coupon wait on the lock: the first is paid, the others are told.
 */
export async function couponStillUsable(tx: DbOrTx, order: OrderRow): Promise<string | null> {
  if (order.coupon_id === null) return null;
  const coupon = await repo.findCouponById(tx, order.coupon_id, true);
  if (!coupon) return '주문에 적용한 쿠폰이 삭제되었습니다. 쿠폰 없이 다시 주문하세요.';
  const problem = couponProblem(coupon, new Date(), null, await repo.useCount(tx, coupon.id, order.user_id ?? 0, order.id));
  return problem ? `${problem} 쿠폰 없이 다시 주문하세요.` : null;
}

