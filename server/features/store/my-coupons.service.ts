/**
 * GET sale_coupon/mine (내 쿠폰, README "Store and payment"): the coupons issued to the caller ('single' with their
 * user_id) with whether they used it and why it cannot be used now (`couponProblem`, as sale_coupon/check says it),
 * and every coupon the caller used (any kind, from coupon_uses) with its order. Only rows of the caller's: a coupon
 * anyone may use shows here only once the caller used it, and never another customer's use.
 */
import { couponProblem } from '../../../src/features/store/payment/payment.rules';
import type { AuthUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { presentMyCoupon, presentMyCouponUse } from './refund-requests.presenter';
import * as repo from './refund-requests.repository';

/** GET sale_coupon/mine: see the file comment. */
export async function myCoupons(deps: Deps, user: AuthUser) {
  const [issued, used] = await Promise.all([repo.issuedCoupons(deps.db, user.uid), repo.couponUsesOf(deps.db, user.uid)]);
  const totals = await repo.useTotals(
    deps.db,
    issued.map((i) => i.coupon.id),
  );
  const now = new Date();
  return {
    issued: issued.map(({ coupon, used_time }) => {
      const uses = { total: totals.get(coupon.id) ?? 0, byCustomer: used_time ? 1 : 0 };
      return presentMyCoupon(coupon, used_time, couponProblem(coupon, now, null, uses));
    }),
    used: used.map(presentMyCouponUse),
  };
}
