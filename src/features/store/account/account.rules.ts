/**
 * What the 결제 내역 page shows (README "Store and payment"), as pure functions: the orders a page holds, which
 * order shows 영수증, each order's latest refund request, dates in Korea time, and a coupon's discount in words.
 */
import type { Order } from '../../../api/store/payments';
import type { MyCoupon, RefundRequest } from '../../../api/store/refund-requests';
import { ORDER_STATE } from '../../../machines/order.states';
import { REFUND_REQUEST_STATE } from '../../../machines/refund-request.states';

/** Orders per page of 결제 내역. */
export const HISTORY_PAGE_SIZE = 10;

/** One page of a list (1-based; a page past the end shows the last one). */
export function pageOf<T>(rows: readonly T[], page: number, size = HISTORY_PAGE_SIZE): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const at = Math.min(Math.max(1, page), pages);
  return { rows: rows.slice((at - 1) * size, at * size), page: at, pages };
}

/** The receipt address of an order, shown only for paid and refunded orders (Toss issues it with the payment). */
export const receiptOf = (o: Pick<Order, 'state' | 'receipt_url'>): string | null =>
  o.state === ORDER_STATE.paid.code || o.state === ORDER_STATE.refunded.code ? o.receipt_url : null;

/** Each order's latest request (the list comes newest first), by Toss's orderId. */
export function latestRequests(requests: readonly RefundRequest[]): Map<string, RefundRequest> {
  const out = new Map<string, RefundRequest>();
  for (const r of requests) if (!out.has(r.orderId)) out.set(r.orderId, r);
  return out;
}

/** Whether a request still waits for an administrator (no second one may be sent meanwhile). */
export const isOpenRequest = (r: RefundRequest | undefined): boolean => r?.state === REFUND_REQUEST_STATE.requested.value;

/** The badge colour of a request's state. */
export const REQUEST_COLORS: Record<RefundRequest['state'], string> = { requested: 'yellow', approved: 'teal', rejected: 'red' };

/** A time as the customer reads it in Korea: 2026. 11. 28. 오후 3:04 (or the date alone). */
export function koreaTime(value: string | null | undefined, withTime = true): string {
  if (!value) return '-';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return withTime ? d.toLocaleString('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'medium', timeStyle: 'short' }) : d.toLocaleDateString('ko-KR', { timeZone: 'Asia/Seoul' });
}

/** What a coupon takes off, in words: 5,000원 할인 / 10% 할인 (최대 10,000원). */
export function discountText(c: Pick<MyCoupon, 'discount_type' | 'discount_value' | 'max_discount'>): string {
  if (c.discount_type === 'percent') return `${c.discount_value}% 할인${c.max_discount !== null ? ` (최대 ${c.max_discount.toLocaleString('ko-KR')}원)` : ''}`;
  return `${c.discount_value.toLocaleString('ko-KR')}원 할인`;
}
