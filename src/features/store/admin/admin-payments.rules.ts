/**
 * Labels and formats of payment administration: order states with their badge colours, won amounts, Korean
 * date-times, the screen's tabs, what each coupon kind means, and the refund form's rule (1 won up to what is left).
 */
import { ORDER_STATE, PAID_ORDER_STATES } from '../../../api/store/admin-payments';
import { COUPON_KIND, type CouponKind } from '../../../api/store/coupon-code';

/** The screen's tabs, in order. */
export const PAYMENT_TABS = { orders: '결제 내역', refund_requests: '환불 요청', coupons: '쿠폰', passes: '무제한 이용권', reconcile: '대사(정산 확인)' } as const;
export type PaymentTab = keyof typeof PAYMENT_TABS;

/** The badge colour of each order state. */
const STATE_COLORS: Record<number, string> = {
  [ORDER_STATE.created.code]: 'gray',
  [ORDER_STATE.waiting.code]: 'yellow',
  [ORDER_STATE.paid.code]: 'teal',
  [ORDER_STATE.failed.code]: 'red',
  [ORDER_STATE.cancelled.code]: 'gray',
  [ORDER_STATE.refunded.code]: 'grape',
  [ORDER_STATE.expired.code]: 'gray',
};

/** The label and colour of an order state. */
export function orderStateBadge(code: number): { label: string; color: string } {
  const state = Object.values(ORDER_STATE).find((s) => s.code === code);
  return { label: state?.label ?? `상태 ${code}`, color: STATE_COLORS[code] ?? 'gray' };
}

/** Whether an order was paid (paid, or refunded since): an order never paid moved no money. */
export const orderWasPaid = (state: number) => PAID_ORDER_STATES.includes(state);

/** The state filter's options. */
export const ORDER_STATE_OPTIONS = Object.values(ORDER_STATE).map((s) => ({ value: String(s.code), label: s.label }));

/** 12,345원. */
export const won = (n: number | null | undefined) => (n === null || n === undefined ? '-' : `${n.toLocaleString('ko-KR')}원`);

/** A time in Korean time ("2025. 06. 04. 13:05"), or '-'. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toLocaleString('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });
}

/** A day in Korean time ("2025. 06. 04."), or '-'. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '-';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toLocaleDateString('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });
}

/** Today and yesterday in Asia/Seoul (YYYY-MM-DD). */
export const seoulDay = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
export const seoulYesterday = (now = new Date()) => seoulDay(new Date(now.getTime() - 86_400_000));

/** The refund form's check of an amount against what is left: null when it may be sent, else the message. */
export function refundAmountError(amount: number | null, balance: number): string | null {
  if (amount === null) return null;
  if (!Number.isInteger(amount) || amount < 1) return '환불 금액은 1원 이상의 정수입니다.';
  if (amount > balance) return `환불할 수 있는 금액은 ${won(balance)}입니다.`;
  return null;
}

/** What each coupon kind means, one line each (the issue form shows the chosen one's). */
export const COUPON_KIND_HELP: Record<CouponKind, string> = {
  [COUPON_KIND.single.value]: '고른 고객 한 명만, 한 번 쓸 수 있습니다. 결제가 전액 환불되면 다시 쓸 수 있습니다.',
  [COUPON_KIND.onceEach.value]: '로그인한 고객 누구나 한 사람이 한 번씩 쓸 수 있습니다. 최대 사용 횟수를 정하면 모두 합쳐 그만큼만 쓰입니다.',
  [COUPON_KIND.unlimited.value]: '로그인한 고객 누구나 횟수 제한 없이 쓸 수 있습니다. 최대 사용 횟수를 정하면 모두 합쳐 그만큼만 쓰입니다.',
};

/** A coupon's use count in words ("3회 사용 / 최대 100회", "미사용"). */
export const couponUseText = (c: { use_count: number; max_uses: number | null }) =>
  `${c.use_count > 0 ? `${c.use_count.toLocaleString('ko-KR')}회 사용` : '미사용'}${c.max_uses !== null ? ` / 최대 ${c.max_uses.toLocaleString('ko-KR')}회` : ''}`;

/** Where a coupon stands now: stopped, not yet valid, over, or usable (the list's badge). */
export function couponStatus(c: { disabled_time: string | null; valid_from: string | null; valid_until: string | null }, now = new Date()): { label: string; color: string } {
  if (c.disabled_time) return { label: '사용 중지', color: 'red' };
  if (c.valid_from && new Date(c.valid_from) > now) return { label: '시작 전', color: 'yellow' };
  if (c.valid_until && new Date(c.valid_until) < now) return { label: '기간 만료', color: 'gray' };
  return { label: '사용 가능', color: 'teal' };
}

/** A coupon's discount in words ("10% (최대 5,000원)", "3,000원"). */
export const discountText = (c: { discount_type: string; discount_value: number; max_discount: number | null }) =>
  c.discount_type === 'percent' ? `${c.discount_value}%${c.max_discount ? ` (최대 ${won(c.max_discount)})` : ''}` : won(c.discount_value);

/** A fresh idempotency key for one refund the administrator means (kept while it is retried). */
export const newRefundKey = () => `rf_${crypto.randomUUID().replace(/-/g, '')}`;
