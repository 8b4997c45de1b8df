/** Refund requests and the caller's coupons as the contract sends them (src/api/store/refund-requests.ts). */
import type { AdminRefundRequest, MyCoupon, MyCouponUse, RefundRequest } from '../../../src/api/store/refund-requests';
import type { CouponKind } from '../../../src/api/store/coupon-code';
import type { ProductKind } from '../../../src/api/store/product-kinds';
import type { RefundRequestState } from '../../../src/machines/refund-request.states';
import { isoOrNull } from '../../core/iso-time';
import type { AdminRequestJoined, CouponRow, RefundRequestRow } from './refund-requests.repository';

/** A request as its customer sees it (`orderId`: Toss's orderId of its order). */
export const presentRequest = (r: RefundRequestRow, orderId: string): RefundRequest => ({
  id: r.id,
  orderId,
  reason: r.reason,
  state: r.state as RefundRequestState,
  answer: r.answer,
  create_time: r.create_time.toISOString(),
  decided_time: isoOrNull(r.decided_time),
});

/** What an order sells, as the customer's order says it: its product's kind, or 'consulting' for an application's order. */
export const orderKind = (kind: string | null, consultingApplicationId: number | null): ProductKind | null =>
  (kind as ProductKind | null) ?? (consultingApplicationId !== null ? 'consulting' : null);

/** A request with its order and buyer, as the administrators see it. */
export function presentAdminRequest(j: AdminRequestJoined): AdminRefundRequest {
  const o = j.order;
  const r = j.request;
  return {
    id: r.id,
    reason: r.reason,
    state: r.state as RefundRequestState,
    answer: r.answer,
    create_time: r.create_time.toISOString(),
    decided_time: isoOrNull(r.decided_time),
    decided_by_name: j.decided_by_name,
    user_id: r.user_id,
    user_name: j.user_name,
    user_email: j.user_email,
    order: {
      id: o.id,
      order_id: o.order_id,
      order_name: o.order_name,
      kind: orderKind(j.kind, o.consulting_application_id),
      state: o.state,
      amount: o.amount,
      refunded_amount: o.refunded_amount,
      balance_amount: o.amount - o.refunded_amount,
      approved_time: isoOrNull(o.approved_time),
      consulting_application_id: o.consulting_application_id,
      application_state: j.application_state,
    },
  };
}

const discountType = (t: string) => (t === 'percent' ? ('percent' as const) : ('amount' as const));

/** A coupon issued to the caller, with its use and why it cannot be used now. */
export const presentMyCoupon = (c: CouponRow, usedTime: Date | null, problem: string | null): MyCoupon => ({
  code: c.code,
  name: c.name,
  discount_type: discountType(c.discount_type),
  discount_value: c.discount_value,
  max_discount: c.max_discount,
  min_amount: c.min_amount,
  valid_from: isoOrNull(c.valid_from),
  valid_until: isoOrNull(c.valid_until),
  used: usedTime !== null,
  used_time: isoOrNull(usedTime),
  problem,
});

/** One use of a coupon by the caller. */
export const presentMyCouponUse = (u: { coupon: CouponRow; used_time: Date; orderId: string; order_name: string; discount_amount: number }): MyCouponUse => ({
  code: u.coupon.code,
  name: u.coupon.name,
  kind: u.coupon.kind as CouponKind,
  used_time: u.used_time.toISOString(),
  orderId: u.orderId,
  order_name: u.order_name,
  discount_amount: u.discount_amount,
});
