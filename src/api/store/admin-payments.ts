/**
 * Payment administration (issue 11 points 5 and 6; /admin/app-payment/main): every order and payment with
 * filters (state, product, Korean calendar days, user), server paging, the spec's 1/2 sort arrow and the totals
 * of the filter; one order with its payments and cancellations; refunds (full or partial, with a reason) through
 * Toss's cancel API; coupons (issued with a server-made code, their use, stopped); the unlimited passes; the xlsx
 * export; and the daily reconciliation of orders with Toss's payment lookup, whose mismatches a person resolves
 * with a note. Money figures count only money that moved: an order never paid has nothing to refund and no total
 * counts it. Every number a call takes has a declared range and is refused outside it, never bent. None of these
 * calls is in the spec's list: they live under /api/v2/store/admin/ and are named plainly.
 */
import { z } from 'zod';
import { defineCall, IdSchema, INT4_MAX, intField, LIMITS, queryNumber, QueryIdSchema } from '../http';
import { DateText, PageQuerySchema, SearchText, SortQuerySchema } from '../question-bank/common';
import { ORDER_STATE } from '../../machines/order.states';
import { COUPON_KINDS, couponKindLabel } from './coupon-code';

export { ORDER_STATE } from '../../machines/order.states';

const ORDER_STATE_CODES = Object.values(ORDER_STATE).map((s) => s.code) as number[];
const DAY = z.iso.date({ error: '날짜는 YYYY-MM-DD 형식입니다.' });
const STATE_MESSAGE = `상태는 ${Object.values(ORDER_STATE)
  .map((s) => `${s.code}(${s.label})`)
  .join(', ')} 중 하나입니다.`;

/** States of orders that were paid (paid, or refunded since): the only orders any money total counts. */
export const PAID_ORDER_STATES: readonly number[] = [ORDER_STATE.paid.code, ORDER_STATE.refunded.code];

/** Columns the order list sorts by (the 1/2 arrow). */
export const ORDER_SORT_KEYS = ['id', 'create_time', 'approved_time', 'amount', 'refunded_amount', 'state', 'order_name', 'user_name'] as const;
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];

/** Order states as a comma-separated list in a query string (`state=2,5`); blank means every state. */
const StateList = z
  .string()
  .max(40)
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v.trim() === '') return undefined;
    const out: number[] = [];
    for (const part of v.split(',')) {
      const n = /^\d+$/.test(part.trim()) ? Number(part.trim()) : NaN;
      if (!ORDER_STATE_CODES.includes(n)) {
        ctx.addIssue({ code: 'custom', message: STATE_MESSAGE });
        return z.NEVER;
      }
      out.push(n);
    }
    return [...new Set(out)];
  });

/** The filters of the order list, its totals and its xlsx export. */
export const OrderFilterSchema = z.object({
  /** Order states (src/machines/order.machine.ts), comma-separated; every state when absent. */
  state: StateList,
  /** One product. */
  product_id: queryNumber(IdSchema.optional()),
  /** Ordered on or after this Korean calendar day (YYYY-MM-DD, Asia/Seoul). */
  from: DAY.optional(),
  /** Ordered on or before this Korean calendar day. */
  to: DAY.optional(),
  /** Search in the buyer's name or e-mail. */
  user_search: SearchText,
  /** Search in the order number (Toss's orderId) or the order name. */
  order_search: SearchText,
});
export type OrderFilter = z.input<typeof OrderFilterSchema>;

/** GET orders: the filters, paging and the sort arrow. */
export const OrderListQuerySchema = PageQuerySchema.extend(SortQuerySchema.shape)
  .extend(OrderFilterSchema.shape)
  .extend({ sort_key: z.enum(ORDER_SORT_KEYS).optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: '시작일이 종료일보다 늦습니다.', path: ['from'] });
export type OrderListQuery = z.input<typeof OrderListQuerySchema>;
/** The xlsx export takes the filters and the sort, every page. */
export const OrderExportQuerySchema = SortQuerySchema.extend(OrderFilterSchema.shape)
  .extend({ sort_key: z.enum(ORDER_SORT_KEYS).optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: '시작일이 종료일보다 늦습니다.', path: ['from'] });
export type OrderExportQuery = z.input<typeof OrderExportQuerySchema>;

/** An order as the administrators see it. */
export const AdminOrderSchema = z.object({
  id: z.number().int(),
  /** Toss's orderId. */
  order_id: z.string(),
  /** The product's name when ordered. */
  order_name: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  product_id: z.number().int().nullable(),
  goods_name: z.string().nullable(),
  /** Price, coupon discount and what the customer paid (won). */
  list_amount: z.number().int(),
  discount_amount: z.number().int(),
  amount: z.number().int(),
  /** Refunded so far, and what is left to refund (0 for an order that was never paid: created, waiting, failed, cancelled, expired). */
  refunded_amount: z.number().int(),
  balance_amount: z.number().int(),
  coupon_id: z.number().int().nullable(),
  coupon_code: z.string().nullable(),
  /** Order state (ORDER_STATE). */
  state: z.number().int(),
  /** Toss's paymentKey once paid, the payment method and when Toss approved it. */
  payment_key: z.string().nullable(),
  method: z.string().nullable(),
  approved_time: z.string().nullable(),
  fail_code: z.string().nullable(),
  fail_message: z.string().nullable(),
  /** 'web' or 'mobile'. */
  channel: z.string(),
  create_time: z.string(),
  update_time: z.string(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

/** The totals of the filtered orders (every page), and the same by Korean calendar day for the chart. */
export const OrderTotalsSchema = z.object({
  /** Orders matching the filter. */
  count: z.number().int(),
  /** Orders among them that were paid (paid or refunded since). */
  paid_count: z.number().int(),
  /** Sum paid, sum refunded and what stays (paid - refunded), in won: of paid and refunded orders only. */
  paid_amount: z.number().int(),
  refunded_amount: z.number().int(),
  net_amount: z.number().int(),
  /** By the day the order was made (Asia/Seoul), oldest first: at most the last ORDER_CHART_DAYS days of the filter. */
  by_day: z.array(z.object({ day: z.string(), paid_amount: z.number().int(), refunded_amount: z.number().int(), count: z.number().int() })),
});
export type OrderTotals = z.infer<typeof OrderTotalsSchema>;
/** How many days the totals' chart shows at most. */
export const ORDER_CHART_DAYS = 62;

/** One refund (Toss cancel) of an order. */
export const OrderCancelSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.string(),
  /** Toss's transactionKey of the cancel. */
  transaction_key: z.string().nullable(),
  user_name: z.string().nullable(),
  create_time: z.string(),
});
export type OrderCancel = z.infer<typeof OrderCancelSchema>;

/** An order with its cancellations, its state history and Toss's payment as last received. */
export const AdminOrderDetailSchema = z.object({
  data: AdminOrderSchema.extend({
    cancels: z.array(OrderCancelSchema),
    history: z.array(z.object({ event: z.string(), from_state: z.string(), to_state: z.string(), reason: z.string().nullable(), user_name: z.string().nullable(), create_time: z.string() })),
    /** Toss's Payment object as received on confirm, settle or the last refund (status, method, approvedAt, cancels...). */
    toss_payment: z.record(z.string(), z.unknown()).nullable(),
  }),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

/** A client's idempotency key: a retried request with the same key does its work once. */
const IdempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, '멱등 키는 영문, 숫자, -, _ 8~64자입니다.')
  .optional();

/** POST order/refund: the order, how much (all that is left when absent) and why. */
export const RefundBodySchema = z.object({
  id: IdSchema,
  /** Won to refund, 1 to what is left (more than is left: 409 naming it); everything left when absent. */
  amount: intField(1, INT4_MAX, '환불 금액은 1원 이상의 정수로 입력하세요.').optional(),
  /** Why (sent to Toss as cancelReason and kept with the refund). */
  reason: z.string().trim().min(1, '환불 사유를 입력하세요.').max(LIMITS.shortText),
  /** The screen's key for this refund: sending the same refund again (a double click, a retry) refunds once. */
  idempotency_key: IdempotencyKey,
});
export type RefundBody = z.input<typeof RefundBodySchema>;

/** What a refund did: the order's state and amounts after it, and the refund row. */
export const RefundReplySchema = z.object({
  id: z.number().int(),
  state: z.number().int(),
  refunded_amount: z.number().int(),
  balance_amount: z.number().int(),
  cancel: OrderCancelSchema,
  /** True when this was a retry of a refund already done (nothing was sent to Toss again). */
  replayed: z.boolean(),
});

// ---------------------------------------------------------------- coupons

/** 'amount' (won off) or 'percent' (percent off). */
export const COUPON_DISCOUNT_TYPES = ['amount', 'percent'] as const;

/**
 * The ranges of a coupon's numbers (README "Store and payment"). A value outside is refused naming its field, never
 * moved to the nearest end: a 150% coupon is a 400, not a 100% coupon.
 */
export const COUPON_RANGE = {
  /** Won off (an amount coupon) and the largest discount of a percent coupon. */
  won: { min: 1, max: 10_000_000 },
  /** Percent off (a percent coupon). */
  percent: { min: 1, max: 100 },
  /** The smallest order it applies to, in won (0: any). */
  minAmount: { min: 0, max: 10_000_000 },
  /** Most uses in all. */
  maxUses: { min: 1, max: 1_000_000 },
} as const;
const R = COUPON_RANGE;
const n = (x: number) => x.toLocaleString('ko-KR');

/**
 * A coupon's validity bound as an instant: a bare date is the start (or, for the end, the last moment) of that Korean
 * day; a date-time without an offset is Korean time. The issue form's check and the stored columns both use it.
 */
export function couponValidityTime(value: string | null | undefined, end: boolean): Date | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T${end ? '23:59:59.999' : '00:00:00'}+09:00`);
  return new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value}+09:00`);
}

/**
 * POST coupon: a new coupon. The code is made by the server (random, coupon-code.ts), never typed. A 'single'
 * coupon names its customer and is used once; 'once_each' and 'unlimited' are for anyone signed in, optionally
 * capped in all (`max_uses`). The window runs from `valid_from` to `valid_until` (from before until).
 */
export const CouponIssueBodySchema = z
  .object({
    /** Not taken: the server makes every code (a code sent is refused, so no one believes they chose it). */
    code: z.never({ error: '쿠폰 코드는 서버가 만듭니다. code 없이 보내세요.' }).optional(),
    name: z.string().trim().min(1, '쿠폰 이름을 입력하세요.').max(LIMITS.shortText, `쿠폰 이름은 ${LIMITS.shortText}자 이하입니다.`),
    /** Who may use it how often (COUPON_KIND in coupon-code.ts). */
    kind: z.enum(COUPON_KINDS, { error: `쿠폰 종류는 ${COUPON_KINDS.map((k) => `${k}(${couponKindLabel(k)})`).join(', ')} 중 하나입니다.` }),
    discount_type: z.enum(COUPON_DISCOUNT_TYPES, { error: '할인 방식은 amount(정액) 또는 percent(정률)입니다.' }),
    /** Won off (1 to 10,000,000), or percent off (1 to 100). */
    discount_value: intField(R.won.min, R.won.max, `할인 값은 ${n(R.won.min)}~${n(R.won.max)} 사이의 정수입니다 (정률은 ${R.percent.min}~${R.percent.max}%).`),
    /** The largest discount of a percent coupon, in won (null: no cap). */
    max_discount: intField(R.won.min, R.won.max, `최대 할인액은 ${n(R.won.min)}~${n(R.won.max)}원 사이의 정수입니다.`).nullable().optional(),
    /** The smallest order it applies to, in won. */
    min_amount: intField(R.minAmount.min, R.minAmount.max, `최소 주문 금액은 ${n(R.minAmount.min)}~${n(R.minAmount.max)}원 사이의 정수입니다.`).default(0),
    /** Most uses in all ('once_each' and 'unlimited'; null: no cap). A 'single' coupon is used once: none or 1. */
    max_uses: intField(R.maxUses.min, R.maxUses.max, `최대 사용 횟수는 ${n(R.maxUses.min)}~${n(R.maxUses.max)}회 사이의 정수입니다.`).nullable().optional(),
    /** Valid from and until (a date or date-time; a date means the whole Korean day). */
    valid_from: DateText.nullable().optional(),
    valid_until: DateText.nullable().optional(),
    /** The customer (account id) a 'single' coupon is issued to; none for the other kinds. */
    user_id: IdSchema.nullable().optional(),
  })
  .refine((b) => b.discount_type !== 'percent' || b.discount_value <= R.percent.max, { message: `정률 할인은 ${R.percent.min}~${R.percent.max}%입니다.`, path: ['discount_value'] })
  .refine((b) => b.discount_type === 'percent' || b.max_discount == null, { message: '최대 할인액은 정률 쿠폰에만 정합니다.', path: ['max_discount'] })
  .refine((b) => b.kind !== 'single' || b.user_id != null, { message: '지정 고객 1회 쿠폰은 발급할 고객을 고르세요.', path: ['user_id'] })
  .refine((b) => b.kind === 'single' || b.user_id == null, { message: '고객을 지정하는 쿠폰은 지정 고객 1회 쿠폰뿐입니다. 종류를 바꾸거나 고객을 비우세요.', path: ['user_id'] })
  .refine((b) => b.kind !== 'single' || b.max_uses == null || b.max_uses === 1, { message: '지정 고객 1회 쿠폰은 한 번만 쓰입니다. 최대 사용 횟수를 비우거나 1로 두세요.', path: ['max_uses'] })
  .refine(
    (b) => {
      const from = couponValidityTime(b.valid_from, false);
      const until = couponValidityTime(b.valid_until, true);
      return !from || !until || from < until;
    },
    { message: '사용 시작이 사용 종료보다 앞서야 합니다.', path: ['valid_until'] },
  );
export type CouponIssueBody = z.input<typeof CouponIssueBodySchema>;

/** PUT coupon/disable: the coupon to stop (it can no longer be checked or used; uses already made stay). */
export const CouponDisableBodySchema = z.object({ id: IdSchema });
export type CouponDisableBody = z.input<typeof CouponDisableBodySchema>;

/** One use of a coupon: who, when, on which order. */
export const CouponUseSchema = z.object({
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  /** The order it was spent on: its id and Toss's orderId. */
  order: z.number().int(),
  order_id: z.string(),
  used_time: z.string(),
});
export type CouponUse = z.infer<typeof CouponUseSchema>;

/** A coupon with its use. */
export const AdminCouponSchema = z.object({
  id: z.number().int(),
  /** The code as stored (upper case, no separators); screens show it in groups of four (formatCouponCode). */
  code: z.string(),
  name: z.string(),
  kind: z.enum(COUPON_KINDS),
  discount_type: z.enum(COUPON_DISCOUNT_TYPES),
  discount_value: z.number().int(),
  max_discount: z.number().int().nullable(),
  min_amount: z.number().int(),
  /** Most uses in all (null: no cap). */
  max_uses: z.number().int().nullable(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  /** The customer a 'single' coupon was issued to (null: anyone). */
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  /** Uses recorded (orders paid with it, less those fully refunded since). */
  use_count: z.number().int(),
  /** The latest use (a 'single' coupon's only one), or null when unused. */
  last_use: CouponUseSchema.nullable(),
  /** When and by whom it was stopped (null: not stopped). */
  disabled_time: z.string().nullable(),
  disabled_by_name: z.string().nullable(),
  issuer_name: z.string().nullable(),
  create_time: z.string(),
});
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;

/** GET coupons: search in code (any case, hyphens allowed) or name, used or not. */
export const CouponListQuerySchema = PageQuerySchema.extend({
  search: SearchText,
  /** 1: used at least once; 0: never used; both when absent. */
  used: queryNumber(z.union([z.literal(0), z.literal(1)], { error: '사용 여부는 0(미사용) 또는 1(사용됨)입니다.' }).optional()),
});
export type CouponListQuery = z.input<typeof CouponListQuerySchema>;

// ---------------------------------------------------------------- unlimited passes

/** A customer's unlimited pass as administrators see it (never the billing key). */
export const AdminPassSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  goods_name: z.string().nullable(),
  /** Card issuer and the masked number (only the last digits shown). */
  card_company: z.string().nullable(),
  card_number: z.string().nullable(),
  /** Whether a card is registered (a billing key is held). */
  has_card: z.boolean(),
  valid_until: z.string().nullable(),
  /** valid_until is still ahead. */
  active: z.boolean(),
  auto_renew: z.boolean(),
  update_time: z.string(),
});
export type AdminPass = z.infer<typeof AdminPassSchema>;

export const PassListQuerySchema = PageQuerySchema.extend({
  user_search: SearchText,
  /** 1 active passes only. */
  active: queryNumber(z.literal(1).optional()),
});
export type PassListQuery = z.input<typeof PassListQuerySchema>;

// ---------------------------------------------------------------- reconciliation

/** What a mismatch is. */
export const MISMATCH_KINDS = {
  paid_not_done: '우리는 결제 완료, 토스는 완료 아님',
  done_not_paid: '토스는 결제 완료, 우리는 결제 대기',
  amount_mismatch: '금액 불일치',
  lookup_failed: '토스 조회 실패',
} as const;
export type MismatchKind = keyof typeof MISMATCH_KINDS;

/** One mismatch of a run and what was done about it, as the run stores it. */
export const StoredMismatchSchema = z.object({
  kind: z.enum(Object.keys(MISMATCH_KINDS) as [MismatchKind, ...MismatchKind[]]),
  /** The order (its id and Toss's orderId). */
  order: z.number().int(),
  order_id: z.string(),
  /** What we hold: state and amounts. */
  local_state: z.number().int(),
  local_amount: z.number().int(),
  local_balance: z.number().int(),
  /** What Toss says (null when the lookup failed or found nothing). */
  toss_status: z.string().nullable(),
  toss_amount: z.number().int().nullable(),
  toss_balance: z.number().int().nullable(),
  /** 'settled' (the order was confirmed from Toss's approval) or 'left' (for a person to look at). */
  action: z.enum(['settled', 'left']),
  /** What was found or done, in Korean. */
  note: z.string(),
});
export type StoredMismatch = z.infer<typeof StoredMismatchSchema>;

/** What a person recorded when they resolved a mismatch left for them (the audit row of the resolve call). */
export const MismatchResolutionSchema = z.object({
  /** What they found and did. */
  note: z.string(),
  user_name: z.string().nullable(),
  create_time: z.string(),
});
export type MismatchResolution = z.infer<typeof MismatchResolutionSchema>;

/** One mismatch of a run with its resolution (null: not resolved). */
export const MismatchSchema = StoredMismatchSchema.extend({ resolution: MismatchResolutionSchema.nullable() });
export type Mismatch = z.infer<typeof MismatchSchema>;

/** A reconciliation run. */
export const ReconciliationSchema = z.object({
  id: z.number().int(),
  /** The Korean calendar day checked. */
  day: z.string(),
  /** Orders looked up at Toss. */
  checked: z.number().int(),
  mismatches: z.array(MismatchSchema),
  /** Who ran it (null: the daily timer). */
  user_name: z.string().nullable(),
  create_time: z.string(),
});
export type Reconciliation = z.infer<typeof ReconciliationSchema>;

/** POST reconciliation: the Korean calendar day to check (not in the future). */
export const ReconcileBodySchema = z.object({ day: DAY });

/** The longest note of a resolution. */
export const RESOLVE_NOTE_MAX = 1_000;

/** POST reconciliation/resolve: a mismatch left for a person (run and order) and what they found and did. */
export const ReconcileResolveBodySchema = z.object({
  /** The run (reconciliations.id). */
  reconciliation_id: IdSchema,
  /** The mismatch's order (orders.id, the mismatch's `order`). */
  order: IdSchema,
  /** What was found and done (kept as the audit row). */
  note: z.string().trim().min(1, '해결 내용을 입력하세요.').max(RESOLVE_NOTE_MAX, `해결 내용은 ${RESOLVE_NOTE_MAX.toLocaleString('ko-KR')}자 이하입니다.`),
});
export type ReconcileResolveBody = z.input<typeof ReconcileResolveBodySchema>;

export const ReconciliationListQuerySchema = PageQuerySchema.extend({ day: DAY.optional() });
export type ReconciliationListQuery = z.input<typeof ReconciliationListQuerySchema>;

const listOf = <T extends z.ZodType>(row: T) => z.object({ data_list: z.array(row), total: z.number().int(), page: z.number().int(), size: z.number().int() });

// ---------------------------------------------------------------- the calls

const BASE = '/api/v2/store/admin';

/** GET orders: one page of orders under the filters, with the totals of the whole filter. */
export const adminOrderList = defineCall({
  method: 'GET',
  path: `${BASE}/orders`,
  area: 'store',
  summary: '주문·결제 내역 (상태·상품·기간(한국 날짜)·사용자 필터, 합계)',
  query: OrderListQuerySchema,
  reply: listOf(AdminOrderSchema).extend({ totals: OrderTotalsSchema }),
});
/** GET order?id: one order with its refunds and history. */
export const adminOrderGet = defineCall({ method: 'GET', path: `${BASE}/order`, area: 'store', summary: '주문 상세 (결제·환불 내역)', query: z.object({ id: QueryIdSchema }), reply: AdminOrderDetailSchema });
/** POST order/refund: a full or partial refund through Toss's cancel API. */
export const adminOrderRefund = defineCall({
  method: 'POST',
  path: `${BASE}/order/refund`,
  area: 'store',
  summary: '환불 (전체·부분, 사유 필수; amount가 없으면 남은 금액 전부; 같은 idempotency_key는 한 번만 환불)',
  body: RefundBodySchema,
  reply: RefundReplySchema,
});
/** GET orders/xlsx: the filtered orders (every page) as an xlsx file. */
export const adminOrderXlsx = defineCall({
  method: 'GET',
  path: `${BASE}/orders/xlsx`,
  area: 'store',
  summary: '주문·결제 내역 엑셀 내려받기',
  query: OrderExportQuerySchema,
  reply: z.object({}),
  replyKind: 'binary',
});
/** GET coupons: coupons with their use. */
export const adminCouponList = defineCall({ method: 'GET', path: `${BASE}/coupons`, area: 'store', summary: '쿠폰 목록과 사용 내역', query: CouponListQuerySchema, reply: listOf(AdminCouponSchema) });
/** POST coupon: issues a coupon. */
export const adminCouponIssue = defineCall({
  method: 'POST',
  path: `${BASE}/coupon`,
  area: 'store',
  summary: '쿠폰 발급 (코드는 서버가 만듦; 종류: 지정 고객 1회·누구나 1인 1회·누구나 제한 없음)',
  body: CouponIssueBodySchema,
  reply: z.object({ data: AdminCouponSchema }),
});
/** PUT coupon/disable: stops a coupon (409 when it is already stopped). */
export const adminCouponDisable = defineCall({
  method: 'PUT',
  path: `${BASE}/coupon/disable`,
  area: 'store',
  summary: '쿠폰 사용 중지 (이미 중지됨 409; 이후 확인·사용 불가)',
  body: CouponDisableBodySchema,
  reply: z.object({ data: AdminCouponSchema }),
});
/** GET passes: the unlimited passes. */
export const adminPassList = defineCall({ method: 'GET', path: `${BASE}/passes`, area: 'store', summary: '무제한 이용권 목록', query: PassListQuerySchema, reply: listOf(AdminPassSchema) });
/** PUT pass/stop: stops a pass's automatic renewal (it stays valid until valid_until). */
export const adminPassStop = defineCall({
  method: 'PUT',
  path: `${BASE}/pass/stop`,
  area: 'store',
  summary: '무제한 이용권 자동 갱신 해지',
  body: z.object({ id: IdSchema }),
  reply: z.object({ data: AdminPassSchema }),
});
/** POST reconciliation: compares a Korean day's orders with Toss's lookup, settles what it can and records every mismatch. */
export const adminReconcile = defineCall({
  method: 'POST',
  path: `${BASE}/reconciliation`,
  area: 'store',
  summary: '대사(정산 확인) 실행: 그날(한국 날짜) 주문을 토스 결제 조회와 비교',
  body: ReconcileBodySchema,
  reply: z.object({ data: ReconciliationSchema }),
});
/** GET reconciliations: the runs, newest first. */
export const adminReconciliationList = defineCall({
  method: 'GET',
  path: `${BASE}/reconciliations`,
  area: 'store',
  summary: '대사 실행 내역',
  query: ReconciliationListQuerySchema,
  reply: listOf(ReconciliationSchema),
});

/** POST reconciliation/resolve: records how a person resolved a mismatch left for them (404 unknown run or order not among its mismatches, 409 already resolved or settled). */
export const adminReconcileResolve = defineCall({
  method: 'POST',
  path: `${BASE}/reconciliation/resolve`,
  area: 'store',
  summary: '대사 불일치 해결 기록 (해결 내용 필수, 이미 해결됨 409)',
  body: ReconcileResolveBodySchema,
  reply: z.object({ data: ReconciliationSchema }),
});
