/**
 * Labels and formats of payment administration: order states with their badge colours, won amounts, Korean
 * date-times, the screen's tabs, and the refund form's rule (1 won up to what is left).
 */
import { ORDER_STATE } from '../../../api/store/admin-payments';

/** The screen's tabs, in order. */
export const PAYMENT_TABS = { orders: '결제 내역', coupons: '쿠폰', passes: '무제한 이용권', reconcile: '대사(정산 확인)' } as const;
export type PaymentTab = keyof typeof PAYMENT_TABS;

/** The badge colour of each order state. */
const STATE_COLORS: Record<number, string> = {
  [ORDER_STATE.created.code]: 'gray',
  [ORDER_STATE.waiting.code]: 'yellow',
  [ORDER_STATE.paid.code]: 'teal',
  [ORDER_STATE.failed.code]: 'red',
  [ORDER_STATE.cancelled.code]: 'gray',
  [ORDER_STATE.refunded.code]: 'grape',
};

/** The label and colour of an order state. */
export function orderStateBadge(code: number): { label: string; color: string } {
  const state = Object.values(ORDER_STATE).find((s) => s.code === code);
  return { label: state?.label ?? `상태 ${code}`, color: STATE_COLORS[code] ?? 'gray' };
}

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


/** A coupon's discount in words ("10% (최대 5,000원)", "3,000원"). */
export const discountText = (c: { discount_type: string; discount_value: number; max_discount: number | null }) =>
  c.discount_type === 'percent' ? `${c.discount_value}%${c.max_discount ? ` (최대 ${won(c.max_discount)})` : ''}` : won(c.discount_value);

/** A fresh idempotency key for one refund the administrator means (kept while it is retried). */
export const newRefundKey = () => `rf_${crypto.randomUUID().replace(/-/g, '')}`;
