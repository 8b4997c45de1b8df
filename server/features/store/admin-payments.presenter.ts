/** Wire shapes of payment administration (src/api/store/admin-payments.ts) from the joined rows. */
import type { AdminCoupon, AdminOrder, AdminPass, OrderCancel } from '../../../src/api/store/admin-payments';
import { COUPON_KINDS, type CouponKind } from '../../../src/api/store/coupon-code';
import { ORDER_STATE, orderHasTag } from '../../../src/machines/order.machine';
import type { orderCancels } from '../../db/schema';
import type { CouponJoined, OrderJoined, PassJoined } from './admin-payments.repository';
import { isoOrNull, isoTime } from '../../core/iso-time';

/** States whose orders hold money that can still be refunded (the order machine's 'refundable' tag: paid). */
const HOLDS_MONEY = new Set<number>(Object.values(ORDER_STATE).filter((s) => orderHasTag(s.code, 'refundable')).map((s) => s.code));

/** What is left to refund: paid less refunded for an order that holds money, 0 for one never paid (or refunded in full). */
export const balanceOf = (o: { state: number; amount: number; refunded_amount: number }) => (HOLDS_MONEY.has(o.state) ? o.amount - o.refunded_amount : 0);

/** An order as administrators see it; the balance is what is left to refund (0 when no money was paid). */
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
    balance_amount: balanceOf(o),
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

/** A coupon with its use count and latest use. */
export function presentCoupon(r: CouponJoined): AdminCoupon {
  const c = r.coupon;
  const use = r.last_use;
  return {
    id: c.id,
    code: c.code,
    name: c.name,
    kind: (COUPON_KINDS as readonly string[]).includes(c.kind) ? (c.kind as CouponKind) : 'single',
    discount_type: c.discount_type === 'percent' ? 'percent' : 'amount',
    discount_value: c.discount_value,
    max_discount: c.max_discount,
    min_amount: c.min_amount,
    max_uses: c.max_uses,
    valid_from: isoOrNull(c.valid_from),
    valid_until: isoOrNull(c.valid_until),
    user_id: c.user_id,
    user_name: r.user_name,
    use_count: r.use_count,
    last_use: use ? { user_id: use.user_id, user_name: r.last_user_name, order: use.order_id, order_id: r.last_order_code ?? '', used_time: isoTime(use.used_time) } : null,
    disabled_time: isoOrNull(c.disabled_time),
    disabled_by_name: r.disabled_by_name,
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
