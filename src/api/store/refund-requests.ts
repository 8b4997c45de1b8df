/**
 * Customers manage their own money (README "Store and payment"; not in the spec, area `store-extra` for the
 * customer's calls, `store` for the administrators'):
 * - 청약철회 / 환불 요청: a customer asks to withdraw from a paid order of an unused service within 7 days of payment
 *   (the rule: src/features/store/account/refund-requests.rules.ts); an internal administrator (level 5) approves it,
 *   which refunds the order's whole balance through Toss in the same step, or rejects it with an answer. Level 4
 *   reads the list. The states are the refund-request machine's (src/machines/refund-request.machine.ts).
 * - 내 쿠폰: the coupons issued to the caller and the coupons the caller used, never anyone else's.
 */
import { z } from 'zod';
import { CONSULTING_APPLICATION_STATES } from '../../machines/consulting-application.states';
import { REFUND_REQUEST_STATES } from '../../machines/refund-request.states';
import { defineCall, IdSchema } from '../http';
import { listReply, PageQuerySchema } from '../question-bank/common';
import { COUPON_KINDS } from './coupon-code';
import { PRODUCT_KINDS } from './product-kinds';
import { OrderIdSchema } from './payments';
import { REFUND_ANSWER_LENGTH, REFUND_REASON_LENGTH } from './refund-request-limits';

export { REFUND_ANSWER_LENGTH, REFUND_REASON_LENGTH } from './refund-request-limits';
export { REFUND_REQUEST_STATE, REFUND_REQUEST_STATES, refundRequestLabel } from '../../machines/refund-request.states';

const RequestState = z.enum(REFUND_REQUEST_STATES, { error: `상태는 ${REFUND_REQUEST_STATES.join(', ')} 중 하나입니다.` });

// ---------------------------------------------------------------- the customer's side

/** A refund request as its customer sees it. */
export const RefundRequestSchema = z.object({
  id: z.number().int(),
  /** Toss's orderId of the order it is about. */
  orderId: z.string(),
  /** The customer's reason. */
  reason: z.string(),
  /** 'requested' (waiting for an administrator), 'approved' (refunded) or 'rejected'. */
  state: RequestState,
  /** The administrator's answer (always given with a rejection). */
  answer: z.string().nullable(),
  create_time: z.string(),
  decided_time: z.string().nullable(),
});
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

/** POST order/refund_request: which order, and why (5-500 characters). */
export const RefundRequestBodySchema = z.object({
  orderId: OrderIdSchema,
  reason: z
    .string({ error: '환불 요청 사유를 입력하세요.' })
    .trim()
    .min(REFUND_REASON_LENGTH.min, `환불 요청 사유를 ${REFUND_REASON_LENGTH.min}자 이상 입력하세요.`)
    .max(REFUND_REASON_LENGTH.max, `환불 요청 사유는 ${REFUND_REASON_LENGTH.max}자 이하입니다.`),
});
export type RefundRequestBody = z.input<typeof RefundRequestBodySchema>;

/** POST order/refund_request: 404 unknown order, 403 another's, 409 not eligible (the reason in Korean) or already requested. */
export const refundRequestCreate = defineCall({
  method: 'POST',
  path: '/api/v2/common/order/refund_request',
  area: 'store-extra',
  summary: '청약철회(환불) 요청 (결제 후 7일 이내, 이용하지 않은 서비스)',
  body: RefundRequestBodySchema,
  reply: z.object({ data: RefundRequestSchema }),
});

/** The state of a consulting application one of the caller's orders pays for (the withdrawal rule reads it). */
export const OrderApplicationStateSchema = z.object({
  consulting_application_id: z.number().int(),
  state: z.enum(CONSULTING_APPLICATION_STATES),
});

/** GET order/refund_request/mine: the caller's refund requests (newest first) and the facts the withdrawal rule needs. */
export const myRefundRequests = defineCall({
  method: 'GET',
  path: '/api/v2/common/order/refund_request/mine',
  area: 'store-extra',
  summary: '내 청약철회(환불) 요청과 컨설팅 신청 상태',
  reply: z.object({ data_list: z.array(RefundRequestSchema), applications: z.array(OrderApplicationStateSchema) }),
});

/** A coupon issued to the caller ('single'), whether they used it and whether it can be used now. */
export const MyCouponSchema = z.object({
  /** The code as stored (shown with formatCouponCode). */
  code: z.string(),
  name: z.string(),
  /** 'amount' (won off) or 'percent' (percent off, up to max_discount). */
  discount_type: z.enum(['amount', 'percent']),
  discount_value: z.number().int(),
  max_discount: z.number().int().nullable(),
  min_amount: z.number().int(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  /** Used on a paid order (a fully refunded order gives the use back). */
  used: z.boolean(),
  used_time: z.string().nullable(),
  /** Why it cannot be used now (used, disabled, outside its dates); null when it can. */
  problem: z.string().nullable(),
});
export type MyCoupon = z.infer<typeof MyCouponSchema>;

/** One use of a coupon by the caller (any kind), with the order it was spent on. */
export const MyCouponUseSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(COUPON_KINDS),
  used_time: z.string(),
  /** Toss's orderId and the order's name and discount. */
  orderId: z.string(),
  order_name: z.string(),
  discount_amount: z.number().int(),
});
export type MyCouponUse = z.infer<typeof MyCouponUseSchema>;

/** GET sale_coupon/mine: the caller's issued coupons (newest first) and the coupons the caller used (newest first). */
export const mySaleCoupons = defineCall({
  method: 'GET',
  path: '/api/v2/common/sale_coupon/mine',
  area: 'store-extra',
  summary: '내 쿠폰 (나에게 발급된 쿠폰과 사용한 쿠폰)',
  reply: z.object({ issued: z.array(MyCouponSchema), used: z.array(MyCouponUseSchema) }),
});

// ---------------------------------------------------------------- the administrators' side

/** A refund request as administrators see it, with its order and buyer. */
export const AdminRefundRequestSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  state: RequestState,
  answer: z.string().nullable(),
  create_time: z.string(),
  decided_time: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  /** The order: its number (orders.id, the payment screen's detail), Toss's orderId, amounts and state now. */
  order: z.object({
    id: z.number().int(),
    order_id: z.string(),
    order_name: z.string(),
    kind: z.enum(PRODUCT_KINDS).nullable(),
    state: z.number().int(),
    amount: z.number().int(),
    refunded_amount: z.number().int(),
    /** What an approval refunds: amount - refunded_amount. */
    balance_amount: z.number().int(),
    approved_time: z.string().nullable(),
    /** The consulting application it pays for, and that application's state now. */
    consulting_application_id: z.number().int().nullable(),
    application_state: z.string().nullable(),
  }),
});
export type AdminRefundRequest = z.infer<typeof AdminRefundRequestSchema>;

/** GET refund_requests: paging and one state (every state when absent), newest first. */
export const RefundRequestListQuerySchema = PageQuerySchema.extend({ state: RequestState.optional() });
export type RefundRequestListQuery = z.input<typeof RefundRequestListQuerySchema>;

/** GET refund_requests: every customer's refund requests (administrators from level 4). */
export const adminRefundRequestList = defineCall({
  method: 'GET',
  path: '/api/v2/store/refund_requests',
  area: 'store',
  summary: '청약철회(환불) 요청 목록',
  query: RefundRequestListQuerySchema,
  reply: listReply(AdminRefundRequestSchema),
});

/** PUT refund_request/approve: the request to approve. */
export const RefundRequestApproveBodySchema = z.object({ id: IdSchema });

/** PUT refund_request/approve (level 5): refunds the order's whole balance through Toss and marks the request approved, together; 409 when it is not open. */
export const adminRefundRequestApprove = defineCall({
  method: 'PUT',
  path: '/api/v2/store/refund_request/approve',
  area: 'store',
  summary: '청약철회(환불) 요청 승인: 남은 금액 전액 환불',
  body: RefundRequestApproveBodySchema,
  reply: z.object({ data: AdminRefundRequestSchema }),
});

/** PUT refund_request/reject: the request and the answer the customer reads. */
export const RefundRequestRejectBodySchema = z.object({
  id: IdSchema,
  answer: z
    .string({ error: '거절 사유를 입력하세요.' })
    .trim()
    .min(REFUND_ANSWER_LENGTH.min, '거절 사유를 입력하세요.')
    .max(REFUND_ANSWER_LENGTH.max, `거절 사유는 ${REFUND_ANSWER_LENGTH.max}자 이하입니다.`),
});
export type RefundRequestRejectBody = z.input<typeof RefundRequestRejectBodySchema>;

/** PUT refund_request/reject (level 5): rejects with an answer; 409 when it is not open. */
export const adminRefundRequestReject = defineCall({
  method: 'PUT',
  path: '/api/v2/store/refund_request/reject',
  area: 'store',
  summary: '청약철회(환불) 요청 거절 (사유 필수)',
  body: RefundRequestRejectBodySchema,
  reply: z.object({ data: AdminRefundRequestSchema }),
});
