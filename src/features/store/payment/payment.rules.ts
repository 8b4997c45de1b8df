/**
 * Pure rules of paying in the store (issue 11 points 3, 4): what a coupon takes off an amount, why a coupon
 * cannot be used, the period a paid product gives, and the Korean messages of Toss's failure codes. The server
 * computes amounts with these; the screens show the same figures.
 */

/** A coupon as the rules need it (coupons table). */
export interface CouponFacts {
  kind: string;
  discount_type: string;
  discount_value: number;
  max_discount: number | null;
  min_amount: number;
  max_uses: number | null;
  user_id: number | null;
  valid_from: Date | null;
  valid_until: Date | null;
  disabled_time: Date | null;
}

/** How often a coupon was used: in all, and by the customer asking (orders being paid excluded). */
export interface CouponUseCount {
  total: number;
  byCustomer: number;
}

/** What a coupon takes off a list amount (never more than the amount, never negative; percent rounded down to 10 won). */
export function couponDiscount(c: Pick<CouponFacts, 'discount_type' | 'discount_value' | 'max_discount'>, listAmount: number): number {
  const raw = c.discount_type === 'percent' ? Math.floor((listAmount * c.discount_value) / 100 / 10) * 10 : c.discount_value;
  const capped = c.max_discount !== null && c.discount_type === 'percent' ? Math.min(raw, c.max_discount) : raw;
  return Math.max(0, Math.min(listAmount, capped));
}

/**
 * Why a coupon cannot be used now by this customer on this amount (null: it can): disabled, outside its dates,
 * used as often as its kind allows ('single' once in all, 'once_each' once per customer, and `max_uses` in all),
 * below its minimum amount. Whether the customer may hold it at all is the policy's.
 */
export function couponProblem(c: CouponFacts, now: Date, listAmount: number | null, uses: CouponUseCount): string | null {
  if (c.disabled_time) return '사용이 중지된 쿠폰입니다.';
  if (c.valid_from && now < c.valid_from) return '아직 사용할 수 없는 쿠폰입니다.';
  if (c.valid_until && now > c.valid_until) return '사용 기간이 지난 쿠폰입니다.';
  if (c.kind === 'single' && uses.total > 0) return '이미 사용한 쿠폰입니다.';
  if (c.kind === 'once_each' && uses.byCustomer > 0) return '이미 사용한 쿠폰입니다. 한 사람이 한 번 쓸 수 있습니다.';
  if (c.max_uses !== null && uses.total >= c.max_uses) return '준비된 수량이 모두 사용된 쿠폰입니다.';
  if (listAmount !== null && listAmount < c.min_amount) return `${c.min_amount.toLocaleString('ko-KR')}원 이상 결제할 때 쓸 수 있는 쿠폰입니다.`;
  return null;
}

/** The period a product paid at `paidAt` gives (null: no period). */
export function periodOf(paidAt: Date | null, periodDays: number | null): { from: Date; until: Date } | null {
  if (!paidAt || periodDays === null) return null;
  return { from: paidAt, until: new Date(paidAt.getTime() + periodDays * 86_400_000) };
}

/**
 * The period a premium order gives once part of it was refunded: the refunded share of the order's period is taken
 * off its end (a full refund leaves none; the order is then no longer paid, so it gives nothing).
 */
export function premiumPeriod(paidAt: Date | null, periodDays: number | null, amount: number, refunded: number): { from: Date; until: Date } | null {
  const period = periodOf(paidAt, periodDays);
  if (!period || amount <= 0 || refunded <= 0) return period;
  const cut = Math.floor(((period.until.getTime() - period.from.getTime()) * Math.min(refunded, amount)) / amount);
  return { from: period.from, until: new Date(period.until.getTime() - cut) };
}

/**
 * The unlimited pass after a refund of one of its orders (README "Store and payment"): a full refund ends it now
 * and stops its renewal; a partial one takes the refunded share of that order's period off the pass's end (never
 * before now) and keeps the renewal.
 */
export function passAfterRefund(r: { validUntil: Date; periodDays: number; orderAmount: number; refundAmount: number; full: boolean; now: Date }): { validUntil: Date; stopRenewal: boolean } {
  const ended = r.validUntil <= r.now;
  if (r.full) return { validUntil: ended ? r.validUntil : r.now, stopRenewal: true };
  if (ended || r.orderAmount <= 0) return { validUntil: r.validUntil, stopRenewal: false };
  const cut = Math.floor((r.periodDays * 86_400_000 * Math.min(r.refundAmount, r.orderAmount)) / r.orderAmount);
  return { validUntil: new Date(Math.max(r.now.getTime(), r.validUntil.getTime() - cut)), stopRenewal: false };
}

/** The unlimited pass after paying one more period: from its end when it still holds, else from now. */
export function extendPass(validUntil: Date | null, now: Date, periodDays: number): Date {
  const start = validUntil && validUntil > now ? validUntil : now;
  return new Date(start.getTime() + periodDays * 86_400_000);
}

/** Korean messages of the failure codes a customer may see (Toss's codes and ours). */
export const PAYMENT_FAIL_MESSAGES: Record<string, string> = {
  PAY_PROCESS_CANCELED: '결제를 취소했습니다.',
  PAY_PROCESS_ABORTED: '결제가 중단되었습니다.',
  REJECT_CARD_PAYMENT: '카드사에서 결제를 거절했습니다. 한도나 잔액을 확인하거나 다른 카드로 결제하세요.',
  REJECT_CARD_COMPANY: '카드사에서 결제를 거절했습니다. 다른 카드로 결제하세요.',
  INVALID_CARD_EXPIRATION: '카드 유효기간이 올바르지 않습니다.',
  ALREADY_PROCESSED_PAYMENT: '이미 처리된 결제입니다.',
  NOT_FOUND_PAYMENT_SESSION: '결제 시간이 만료되었습니다. 다시 결제하세요.',
  AMOUNT_MISMATCH: '결제 금액이 주문 금액과 달라 승인하지 않았습니다.',
  CONFIRM_FAILED: '결제 승인에 실패했습니다.',
};

/** The Korean message of a failure code, else the message given, else a general one. */
export const failMessage = (code: string | null | undefined, message?: string | null): string =>
  (code && PAYMENT_FAIL_MESSAGES[code]) || message || '결제를 완료하지 못했습니다.';

/** Won, as the screens write it: 12,000원. */
export const won = (amount: number): string => `${amount.toLocaleString('ko-KR')}원`;

/** The search params of /payment/fail: Toss's fail redirect (or a refused confirm). */
export interface FailSearch {
  code?: string;
  message?: string;
  orderId?: string;
  channel?: 'web' | 'mobile';
}

const failText = (value: unknown) => (typeof value === 'string' && value.length <= 400 ? value : undefined);

/**
 * The route's `validateSearch`: texts of at most 400 characters and the channel, each dropped when malformed. Plain
 * code, not zod (issue 13 point 4): the page that tells a visitor their payment failed needs nothing else loaded.
 */
export function parseFailSearch(raw: Record<string, unknown>): FailSearch {
  const out: FailSearch = { code: failText(raw.code), message: failText(raw.message), orderId: failText(raw.orderId) };
  if (raw.channel === 'web' || raw.channel === 'mobile') out.channel = raw.channel;
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as FailSearch;
}
