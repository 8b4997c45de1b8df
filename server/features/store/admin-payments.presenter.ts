/** Wire shapes of payment administration (src/api/store/admin-payments.ts) from the joined rows. */
import type { AdminCoupon, AdminOrder, AdminPass, OrderCancel } from '../../../src/api/store/admin-payments';
import type { orderCancels } from '../../db/schema';
import type { CouponJoined, OrderJoined, PassJoined } from './admin-payments.repository';
import { isoOrNull, isoTime } from '../../core/iso-time';


/** An order as administrators see it; the balance is what is left to refund. */
export function presentOrder(r: OrderJoined): AdminOrder {
  const o = r.order;
  return {
    id: o.id,
    order_id: o.order_id,
    order_name: o.order_name,
    user_id: o.user_id,
    user_name: r.user_name,
    user_email: r.user_email,
    product_id: o.product_id,
    goods_name: r.goods_name,
    list_amount: o.list_amount,
    discount_amount: o.discount_amount,
    amount: o.amount,
    refunded_amount: o.refunded_amount,
    balance_amount: o.amount - o.refunded_amount,
    coupon_id: o.coupon_id,
    coupon_code: r.coupon_code,
    state: o.state,
    payment_key: o.payment_key,
    method: o.method,
    approved_time: isoOrNull(o.approved_time),
    fail_code: o.fail_code,
    fail_message: o.fail_message,
    channel: o.channel,
    create_time: isoTime(o.create_time),
    update_time: isoTime(o.update_time),
  };
}

/** A refund row. */
export function presentCancel(r: { cancel: typeof orderCancels.$inferSelect; user_name: string | null }): OrderCancel {
  return { id: r.cancel.id, amount: r.cancel.amount, reason: r.cancel.reason, transaction_key: r.cancel.transaction_key, user_name: r.user_name, create_time: isoTime(r.cancel.create_time) };
}

/** A coupon with its use. */
export function presentCoupon(r: CouponJoined): AdminCoupon {
  const c = r.coupon;
  return {
    id: c.id,
    code: c.code,
    name: c.name,
    discount_type: c.discount_type === 'percent' ? 'percent' : 'amount',
    discount_value: c.discount_value,
    max_discount: c.max_discount,
    min_amount: c.min_amount,
    valid_from: isoOrNull(c.valid_from),
    valid_until: isoOrNull(c.valid_until),
    user_id: c.user_id,
    user_name: r.user_name,
    used_time: isoOrNull(c.used_time),
    used_user_name: r.used_user_name,
    used_order_id: c.used_order_id,
    used_order_code: r.used_order_code,
    issuer_name: r.issuer_name,
    create_time: isoTime(c.create_time),
  };
}

/** A card number with every digit but the last four hidden (Toss already masks some; this never shows more). */
export const maskCard = (n: string | null) => (n ? n.replace(/\d(?=(?:\D*\d){4})/g, '*') : null);

/** An unlimited pass without its billing key. */
export function presentPass(r: PassJoined, now = new Date()): AdminPass {
  const p = r.pass;
  return {
    id: p.id,
    user_id: p.user_id,
    user_name: r.user_name,
    user_email: r.user_email,
    goods_name: r.goods_name,
    card_company: p.card_company,
    card_number: maskCard(p.card_number),
    has_card: p.billing_key !== null,
    valid_until: isoOrNull(p.valid_until),
    active: p.valid_until !== null && p.valid_until > now,
    auto_renew: p.auto_renew,
    update_time: isoTime(p.update_time),
  };
}
