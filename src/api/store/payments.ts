/**
 * The customer's side of the store (issue 11 points 3 and 4; spec section 7 common calls sale_coupon/check?id,
 * use_sale_coupon, user/unlimited?user_id, user/payment_product, toss_auth). The spec names the five calls and
 * leaves their payloads open; this is the contract. Amounts are never taken from the browser: the server
 * computes every price, discount and amount from stored facts and holds it on the order.
 *
 * Not in the spec (area `store-extra`): the order calls that Toss's payment-window flow needs — create an order
 * (the server holds its amount before the window opens), confirm it on the success redirect (refused when the
 * amount differs; confirmed at Toss with the order id as idempotency key), record a failure, read one order and
 * the caller's orders.
 *
 * Coupons: a customer names a coupon by its code (coupon-code.ts), never by its number. A use is recorded when an
 * order that carries it is paid (the confirm, in the same transaction as the payment; or `use_sale_coupon` for an
 * order the coupon covers entirely), under the coupon's row lock, as often as its kind allows ('single' once,
 * 'once_each' once per customer, up to its total cap); a full refund gives the use back.
 */
import { z } from 'zod';
import { ORDER_STATE } from '../../machines/order.states';
import { defineCall, IdSchema, intField, LIMITS, QueryIdSchema } from '../http';
import { COUPON_KINDS } from './coupon-code';
import { PRODUCT_KINDS } from './products';

/** The order states as stored (src/machines/order.machine.ts). */
export const ORDER_STATE_CODES = Object.values(ORDER_STATE).map((s) => s.code) as [number, ...number[]];
/** The Korean label of an order state (defined with the states, src/machines/order.states.ts). */
export { orderStateLabel } from '../../machines/order.states';


/** Toss's orderId: 6-64 characters of letters, digits, - and _. */
export const OrderIdSchema = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, '주문번호 형식이 올바르지 않습니다.');
/** A product's public code (spec goods_code). */
const GoodsCode = z.string().trim().min(1, '상품을 고르세요.').max(LIMITS.shortText);
/** A coupon's code as a customer types it (any case, spaces and hyphens allowed). */
const CouponCode = z.string().trim().min(1, '쿠폰 코드를 입력하세요.').max(50, '쿠폰 코드는 50자 이하입니다.');

// ---------------------------------------------------------------- coupons

/** A coupon as its holder sees it, with what it takes off a given product. */
export const CouponCheckSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** Who may use it how often: 'single' (issued to this customer, once), 'once_each' (anyone, once each), 'unlimited'. */
  kind: z.enum(COUPON_KINDS),
  /** 'amount' (won off) or 'percent' (percent off, up to max_discount). */
  discount_type: z.enum(['amount', 'percent']),
  discount_value: z.number().int(),
  max_discount: z.number().int().nullable(),
  min_amount: z.number().int(),
  valid_until: z.string().nullable(),
  /** For the product or application asked about: its price, the discount and what would be paid (null without one). */
  list_amount: z.number().int().nullable(),
  discount_amount: z.number().int().nullable(),
  amount: z.number().int().nullable(),
});
export type CouponCheck = z.infer<typeof CouponCheckSchema>;

/** GET sale_coupon/check: the coupon (by its code) and, for a product or an application, the discount. */
export const CouponCheckQuerySchema = z.object({
  /** The coupon's code (the spec names the parameter `id`; a coupon's number is never accepted). */
  id: CouponCode,
  goods_code: GoodsCode.optional(),
  consulting_application_id: QueryIdSchema.optional(),
});

/** GET sale_coupon/check?id=CODE: whether a coupon may be used now (404 unknown, 403 another's, 409 used up/expired/disabled/below its minimum, 429 too many look-ups). */
export const saleCouponCheck = defineCall({
  method: 'GET',
  path: '/api/v2/common/sale_coupon/check',
  area: 'store',
  summary: '쿠폰 확인 (사용 가능 여부와 상품에 적용한 할인 금액)',
  query: CouponCheckQuerySchema,
  reply: z.object({ data: CouponCheckSchema }),
});

/** PUT use_sale_coupon: spend the coupon of the caller's order that it covers entirely (the order is then paid); `id` is the order's coupon_id. */
export const UseCouponBodySchema = z.object({ id: IdSchema, orderId: OrderIdSchema });

/** PUT use_sale_coupon: 409 when the coupon is already spent, or the order still has something to pay (the confirm spends it then). */
export const useSaleCoupon = defineCall({
  method: 'PUT',
  path: '/api/v2/common/use_sale_coupon',
  area: 'store',
  summary: '쿠폰 사용 (쿠폰으로 전액 할인된 주문을 완료; 한 번만 사용됨)',
  body: UseCouponBodySchema,
  reply: z.object({ id: z.number().int(), orderId: z.string(), used_time: z.string(), state: z.number().int() }),
});

// ---------------------------------------------------------------- the unlimited pass and premium products

/** A customer's unlimited pass. */
export const UnlimitedSchema = z.object({
  user_id: z.number().int(),
  /** Whether the pass holds now. */
  unlimited: z.boolean(),
  /** Until when it holds (null: never had one). */
  valid_until: z.string().nullable(),
  auto_renew: z.boolean(),
  /** Whether a card is registered for renewals (the billing key itself never leaves the server). */
  card_registered: z.boolean(),
  card_company: z.string().nullable(),
  card_number: z.string().nullable(),
  /** Toss's customerKey of this customer, for the card-registration window (own pass only; null for an administrator's view). */
  customer_key: z.string().nullable(),
  /** Toss's client key and SDK address for that window (own pass only). */
  toss: z.object({ clientKey: z.string(), sdk_src: z.string() }).nullable(),
});
export type Unlimited = z.infer<typeof UnlimitedSchema>;

/** GET user/unlimited?user_id: whether and until when a user has the unlimited pass (a customer their own; administrators anyone's). */
export const userUnlimited = defineCall({
  method: 'GET',
  path: '/api/v2/common/user/unlimited',
  area: 'store',
  summary: '무제한 이용권 보유 여부와 기간 (고객은 본인, 관리자는 누구나)',
  query: z.object({ user_id: QueryIdSchema.optional() }),
  reply: z.object({ data: UnlimitedSchema }),
});

/** One premium product the customer bought. */
export const PaymentProductSchema = z.object({
  orderId: z.string(),
  goods_code: z.string().nullable(),
  goods_name: z.string(),
  kind: z.enum(PRODUCT_KINDS).nullable(),
  amount: z.number().int(),
  approved_time: z.string().nullable(),
  /** The period it gives: from payment to payment + period_days (null: no period). */
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  /** Whether the period holds now (true when it has none). */
  active: z.boolean(),
  state: z.number().int(),
});

/** GET user/payment_product: the caller's paid premium products and their periods, newest first. */
export const userPaymentProduct = defineCall({
  method: 'GET',
  path: '/api/v2/common/user/payment_product',
  area: 'store',
  summary: '구매한 프리미엄 상품과 이용 기간',
  reply: z.object({ data_list: z.array(PaymentProductSchema) }),
});

/** POST toss_auth: the card-registration window's redirect values, and the pass product to buy. */
export const TossAuthBodySchema = z.object({
  authKey: z.string().trim().min(1).max(300),
  customerKey: z.string().trim().min(2).max(300),
  goods_code: GoodsCode,
});

/** POST toss_auth: issue a billing key at Toss, charge the first period, extend the pass. */
export const tossAuth = defineCall({
  method: 'POST',
  path: '/api/v2/common/toss_auth',
  area: 'store',
  summary: '카드 등록(빌링키 발급)과 무제한 이용권 첫 결제',
  body: TossAuthBodySchema,
  reply: z.object({ data: UnlimitedSchema, orderId: z.string(), state: z.number().int() }),
});

/** POST user/unlimited/extend: one more period of an active pass, charged to the registered card; `valid_until` is the end the customer saw and confirmed. */
export const PassExtendBodySchema = z.object({
  goods_code: GoodsCode,
  /** The pass's end as shown when the customer confirmed (a changed pass, e.g. a second click, is refused with 409). */
  valid_until: z.string().trim().min(1).max(40),
});

/** POST user/unlimited/extend (not in the spec): extends an active pass by one period (연장), charged to the registered card. */
export const passExtend = defineCall({
  method: 'POST',
  path: '/api/v2/common/user/unlimited/extend',
  area: 'store-extra',
  summary: '무제한 이용권 연장 (등록한 카드로 한 기간 결제)',
  body: PassExtendBodySchema,
  reply: z.object({ data: UnlimitedSchema, orderId: z.string(), state: z.number().int() }),
});

/** PUT user/unlimited/auto_renew: the customer stops (정기결제 해지) or resumes the renewal of their pass. */
export const PassAutoRenewBodySchema = z.object({ auto_renew: z.boolean() });

/** PUT user/unlimited/auto_renew (not in the spec): 해지 keeps the pass until its period ends; resuming needs an active pass and a card. */
export const passAutoRenew = defineCall({
  method: 'PUT',
  path: '/api/v2/common/user/unlimited/auto_renew',
  area: 'store-extra',
  summary: '무제한 이용권 정기결제 해지·재개 (본인)',
  body: PassAutoRenewBodySchema,
  reply: z.object({ data: UnlimitedSchema }),
});

// ---------------------------------------------------------------- orders (not in the spec)

/** An order as its customer (and /payment/done) sees it. */
export const OrderSchema = z.object({
  orderId: z.string(),
  orderName: z.string(),
  goods_code: z.string().nullable(),
  kind: z.enum(PRODUCT_KINDS).nullable(),
  list_amount: z.number().int(),
  discount_amount: z.number().int(),
  amount: z.number().int(),
  coupon_id: z.number().int().nullable(),
  consulting_application_id: z.number().int().nullable(),
  state: z.number().int(),
  method: z.string().nullable(),
  approved_time: z.string().nullable(),
  refunded_amount: z.number().int(),
  fail_code: z.string().nullable(),
  fail_message: z.string().nullable(),
  channel: z.enum(['web', 'mobile']),
  create_time: z.string(),
  /** Until when a waiting order may be paid (null: no limit recorded). */
  expires_time: z.string().nullable(),
  /** Toss's receipt (매출전표) of the payment, once paid. */
  receipt_url: z.string().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

/** POST order: what to buy (a product, or a consulting application), an optional coupon and where from. */
export const OrderCreateBodySchema = z
  .object({
    goods_code: GoodsCode.optional(),
    consulting_application_id: IdSchema.optional(),
    /** The coupon's code (as checked with sale_coupon/check). */
    coupon_code: CouponCode.optional(),
    channel: z.enum(['web', 'mobile']).default('web'),
  })
  .refine((b) => (b.goods_code === undefined) !== (b.consulting_application_id === undefined), { message: '상품 또는 컨설팅 신청 중 하나를 고르세요.', path: ['goods_code'] });

/** What the browser needs to open Toss's payment window for the order. */
export const OrderCreateReplySchema = z.object({
  data: z.object({
    orderId: z.string(),
    orderName: z.string(),
    list_amount: z.number().int(),
    discount_amount: z.number().int(),
    /** What the customer pays (0: the coupon covers all; spend it with use_sale_coupon). */
    amount: z.number().int(),
    state: z.number().int(),
    coupon_id: z.number().int().nullable(),
    /** Until when the order may be paid (ORDER_TTL_MINUTES after it was made). */
    expires_time: z.string(),
    customerKey: z.string(),
    customerName: z.string(),
    customerEmail: z.string(),
    /** Toss's client key and the SDK script's address (`loadTossPayments(clientKey, { src })`). */
    clientKey: z.string(),
    sdk_src: z.string(),
  }),
});

/** POST order: the server creates an order holding its amount (price - coupon) and opens it for payment. */
export const orderCreate = defineCall({
  method: 'POST',
  path: '/api/v2/common/order',
  area: 'store-extra',
  summary: '주문 생성 (금액은 서버가 계산해 보관)',
  body: OrderCreateBodySchema,
  reply: OrderCreateReplySchema,
});

/** POST order/confirm: the success redirect's values. */
export const OrderConfirmBodySchema = z.object({
  paymentKey: z.string().trim().min(1).max(200),
  orderId: OrderIdSchema,
  /** The amount the window charged, in won: an int4 like the order's own amount (anything larger is 400, never a lookup). */
  amount: intField(0),
});

/** POST order/confirm: 400 (body.amount) when the amount is not the order's — nothing is confirmed; a replay answers the paid order. */
export const orderConfirm = defineCall({
  method: 'POST',
  path: '/api/v2/common/order/confirm',
  area: 'store-extra',
  summary: '결제 승인 (금액이 주문과 같을 때만 토스에 승인 요청)',
  body: OrderConfirmBodySchema,
  reply: z.object({ data: OrderSchema }),
});

/** POST order/fail: the fail redirect's values. */
export const OrderFailBodySchema = z.object({
  orderId: OrderIdSchema,
  code: z.string().trim().min(1).max(100),
  message: z.string().trim().max(LIMITS.shortText * 2).default(''),
});

/** POST order/fail: records why the payment window failed (the order may be paid again later). */
export const orderFail = defineCall({
  method: 'POST',
  path: '/api/v2/common/order/fail',
  area: 'store-extra',
  summary: '결제 실패 기록',
  body: OrderFailBodySchema,
  reply: z.object({ data: OrderSchema }),
});

/** GET order?orderId: one of the caller's orders. */
export const orderGet = defineCall({
  method: 'GET',
  path: '/api/v2/common/order',
  area: 'store-extra',
  summary: '내 주문 한 건',
  query: z.object({ orderId: OrderIdSchema }),
  reply: z.object({ data: OrderSchema }),
});

/** GET order/list: the caller's orders, newest first. */
export const orderList = defineCall({
  method: 'GET',
  path: '/api/v2/common/order/list',
  area: 'store-extra',
  summary: '내 주문 목록',
  reply: z.object({ data_list: z.array(OrderSchema) }),
});

// ---------------------------------------------------------------- Toss's webhook (not in the spec)

/** The webhook events of Toss this app acts on (payment status changes, cancels). */
export const TOSS_WEBHOOK_EVENTS = ['PAYMENT_STATUS_CHANGED', 'CANCEL_STATUS_CHANGED'] as const;

/**
 * A webhook event as Toss sends it: `{ eventType, createdAt, data }`, data being the payment (or at least its
 * paymentKey). Only the paymentKey is used: the payment is looked up at Toss before anything is done.
 */
export const TossWebhookBodySchema = z.object({
  eventType: z.string().trim().min(1).max(64),
  createdAt: z.string().max(40).optional(),
  data: z.looseObject({ paymentKey: z.string().trim().min(1).max(200), orderId: z.string().max(64).optional(), status: z.string().max(40).optional() }),
});

/** POST toss/webhook: Toss tells the app a payment changed; answered 200 once handled (Toss retries otherwise). */
export const tossWebhook = defineCall({
  method: 'POST',
  path: '/api/v2/common/toss/webhook',
  area: 'store-extra',
  summary: '토스페이먼츠 웹훅 (결제 상태 변경: 토스에 조회한 뒤 반영)',
  body: TossWebhookBodySchema,
  reply: z.object({}),
});
