/**
 * A consulting application's states, events and their Korean labels (spec section 7 "Consulting"; issue 10 point
 * 7), apart from the machine (consulting-application.machine.ts) so that the contract and the public consulting
 * pages read them without xstate (issue 13 point 4).
 */
export const CONSULTING_APPLICATION_STATE = {
  received: { value: 'received', label: '접수' },
  inProgress: { value: 'in_progress', label: '진행 중' },
  delivered: { value: 'delivered', label: '전달 완료' },
  cancelled: { value: 'cancelled', label: '취소' },
} as const;
/** A stored state of an application. */
export type ConsultingApplicationState = (typeof CONSULTING_APPLICATION_STATE)[keyof typeof CONSULTING_APPLICATION_STATE]['value'];
/** Every state, in the order of the lifecycle (filters, badges). */
export const CONSULTING_APPLICATION_STATES = Object.values(CONSULTING_APPLICATION_STATE).map((s) => s.value) as [ConsultingApplicationState, ...ConsultingApplicationState[]];

/** Every event of the consulting-application machine. */
export const CONSULTING_APPLICATION_EVENTS = ['START', 'DELIVER', 'CANCEL', 'REOPEN'] as const;
export type ConsultingApplicationEventType = (typeof CONSULTING_APPLICATION_EVENTS)[number];
/**
 * An event with the facts its guards read: START whether the application is paid for (a free one counts as paid),
 * DELIVER whether a report exists, CANCEL a non-blank reason.
 */
export type ConsultingApplicationEvent = { type: 'START'; paid?: boolean } | { type: 'REOPEN' } | { type: 'DELIVER'; hasReport?: boolean } | { type: 'CANCEL'; reason?: string };

/** The Korean name of each event, as the consultants' buttons say it. */
export const CONSULTING_APPLICATION_EVENT_LABEL: Record<ConsultingApplicationEventType, string> = {
  START: '진행 시작',
  DELIVER: '보고서 전달',
  CANCEL: '신청 취소',
  REOPEN: '다시 접수',
};

/** The Korean label of a stored state (unknown states show as stored). */
export const consultingApplicationLabel = (state: string): string => Object.values(CONSULTING_APPLICATION_STATE).find((s) => s.value === state)?.label ?? state;

/**
 * The payment of an application (consulting_applications.payment_state), written only by its order's transitions:
 * a free application is 'none'; a priced one is 'pending' until its order is paid, 'refunded' after a full refund.
 */
export const APPLICATION_PAYMENT_STATE = {
  none: { value: 'none', label: '결제 없음' },
  pending: { value: 'pending', label: '결제 대기' },
  paid: { value: 'paid', label: '결제 완료' },
  refunded: { value: 'refunded', label: '환불됨' },
} as const;
/** A stored payment state of an application. */
export type ApplicationPaymentState = (typeof APPLICATION_PAYMENT_STATE)[keyof typeof APPLICATION_PAYMENT_STATE]['value'];
/** Every payment state (the contract's enum). */
export const APPLICATION_PAYMENT_STATES = Object.values(APPLICATION_PAYMENT_STATE).map((s) => s.value) as [ApplicationPaymentState, ...ApplicationPaymentState[]];
/** The Korean label of a payment state. */
export const applicationPaymentLabel = (state: string): string => Object.values(APPLICATION_PAYMENT_STATE).find((s) => s.value === state)?.label ?? state;
/** Whether a consultant may start work on an application in this payment state (free, or paid). */
export const applicationPaymentSettled = (state: string): boolean => state === APPLICATION_PAYMENT_STATE.none.value || state === APPLICATION_PAYMENT_STATE.paid.value;
