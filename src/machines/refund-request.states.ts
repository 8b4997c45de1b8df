/**
 * A customer's refund request (청약철회; README "Store and payment"): its states, events and Korean labels, apart
 * from the machine (refund-request.machine.ts) so that the contract and the public 결제 내역 page read them without
 * xstate. A request is made 'requested'; an internal administrator approves it (the order is refunded in the same
 * step) or rejects it with an answer; both decisions are final (the customer may ask again while the order still
 * qualifies).
 */
export const REFUND_REQUEST_STATE = {
  requested: { value: 'requested', label: '요청됨' },
  approved: { value: 'approved', label: '승인(환불 완료)' },
  rejected: { value: 'rejected', label: '거절됨' },
} as const;
/** A stored state of a refund request. */
export type RefundRequestState = (typeof REFUND_REQUEST_STATE)[keyof typeof REFUND_REQUEST_STATE]['value'];
/** Every state, in the order of the lifecycle (filters, badges, the contract's enum). */
export const REFUND_REQUEST_STATES = Object.values(REFUND_REQUEST_STATE).map((s) => s.value) as [RefundRequestState, ...RefundRequestState[]];

/** Every event of the refund-request machine. */
export const REFUND_REQUEST_EVENTS = ['APPROVE', 'REJECT'] as const;
export type RefundRequestEventType = (typeof REFUND_REQUEST_EVENTS)[number];
/** An event with the facts its guards read: REJECT needs a non-blank answer for the customer. */
export type RefundRequestEvent = { type: 'APPROVE' } | { type: 'REJECT'; answer?: string };

/** The Korean label of a stored state (unknown states show as stored). */
export const refundRequestLabel = (state: string): string => Object.values(REFUND_REQUEST_STATE).find((s) => s.value === state)?.label ?? state;
