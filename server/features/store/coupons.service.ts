/**
 * Coupons on the customer's side (spec section 7 common calls sale_coupon/check and use_sale_coupon): a look-up by
 * code (rate-limited per account and per address where its route is declared: RATE_LIMITS.couponCheck), and the completion of an order its coupon
 * covers entirely. Whether a coupon can be used is coupon-usage.ts.
 */
import type { z } from 'zod';
import type { CouponCheckQuerySchema, UseCouponBodySchema } from '../../../src/api/store/payments';
import { couponDiscount } from '../../../src/features/store/payment/payment.rules';
import { ORDER_STATE } from '../../../src/machines/order.machine';
import type { AuthUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { conflict } from '../../core/errors';
import { couponStillUsable, usableCoupon } from './coupon-usage';
import { applyOrder } from './order-lifecycle';
import { orderSubject, requireOrder } from './orders.service';

const O = ORDER_STATE;

/** GET sale_coupon/check?id=CODE[&goods_code|&consulting_application_id]: the coupon and what it takes off. */
export async function checkCoupon(deps: Deps, user: AuthUser, q: z.output<typeof CouponCheckQuerySchema>) {
  const asked = q.goods_code !== undefined || q.consulting_application_id !== undefined;
  const subject = asked ? await orderSubject(deps.db, user, q.goods_code !== undefined ? { goods_code: q.goods_code } : { consulting_application_id: q.consulting_application_id }, 'query') : null;
  const c = await usableCoupon(deps.db, user, q.id, subject?.listAmount ?? null, 'query.id');
  const discount = subject ? couponDiscount(c, subject.listAmount) : null;
  return {
    data: {
      id: c.id,
      code: c.code,
      name: c.name,
      kind: c.kind as 'single' | 'once_each' | 'unlimited',
      discount_type: c.discount_type === 'percent' ? ('percent' as const) : ('amount' as const),
      discount_value: c.discount_value,
      max_discount: c.max_discount,
      min_amount: c.min_amount,
      valid_until: c.valid_until?.toISOString() ?? null,
      list_amount: subject?.listAmount ?? null,
      discount_amount: discount,
      amount: subject && discount !== null ? subject.listAmount - discount : null,
    },
  };
}

/**
 * PUT use_sale_coupon: completes the caller's order that its coupon covers entirely (amount 0) without Toss. The
 * order row and then the coupon row are locked (the confirm locks them in the same order): of parallel attempts
 * one wins, the others find the coupon used as often as it may be (409). `body.id` must be the order's own coupon.
 */
export async function useCoupon(deps: Deps, user: AuthUser, body: z.output<typeof UseCouponBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const row = await requireOrder(tx, user, body.orderId, 'order.pay', true);
    const order = row.order;
    if (order.coupon_id !== body.id) throw conflict('이 주문에 적용한 쿠폰이 아닙니다.', 'body.id');
    if (order.amount > 0) throw conflict(`결제할 금액(${order.amount}원)이 남은 주문입니다. 쿠폰은 결제 승인 때 함께 사용됩니다.`, 'body.orderId');
    if (order.state === O.paid.code) return { id: body.id, orderId: order.order_id, used_time: (order.approved_time ?? new Date()).toISOString(), state: order.state };
    const problem = await couponStillUsable(tx, order);
    if (problem) throw conflict(problem, 'body.id');
    let current = order;
    if (order.state !== O.waiting.code) current = await applyOrder({ tx, order, event: { type: 'OPEN' }, userId: user.uid });
    const now = new Date();
    const paid = await applyOrder({
      tx,
      order: current,
      event: { type: 'CONFIRM', amountMatches: true },
      userId: user.uid,
      patch: { payment_key: `COUPON-${order.order_id}`, method: '쿠폰', approved_time: now, fail_code: null, fail_message: null },
    });
    return { id: body.id, orderId: order.order_id, used_time: now.toISOString(), state: paid.state };
  });
}
