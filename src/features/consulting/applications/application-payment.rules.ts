/**
 * The money of a consulting application as the screens show it ("entitlements follow the money"): a priced
 * application is 결제 대기 until its order is paid through the store (/payment?consulting_application_id=), and only
 * then may a consultant start it (the machine's START guard `paid`); a paid application is cancelled by refunding
 * its order (the store's refund call, level 5 and up), whose effect cancels it. The server applies the same rules
 * (server/features/consulting/applications.service.ts, server/features/store/order-effects.ts).
 *
 * Zod-free and xstate-free, for the applicant's pages (issue 13 point 4): the machine's `open` tag is written out
 * here as a state list, and tests/unit/consulting-applications.test.ts checks it against the machine.
 */
import { checkAccess, LEVEL, type Access } from '../../../api/levels';
import { APPLICATION_PAYMENT_STATE, CONSULTING_APPLICATION_STATE } from '../../../machines/consulting-application.states';

/** The states the consulting-application machine tags `open` (received, in progress): one open application per service. */
export const OPEN_APPLICATION_STATES: readonly string[] = [CONSULTING_APPLICATION_STATE.received.value, CONSULTING_APPLICATION_STATE.inProgress.value];

/** Whether an application in this stored state is open (the machine's `open` tag). */
export const isOpenApplication = (state: string): boolean => OPEN_APPLICATION_STATES.includes(state);

/** Whether the applicant is to pay now: the application is open and 결제 대기 (the store takes its payment then). */
export const awaitsPayment = (a: { state: string; payment_state: string }): boolean => isOpenApplication(a.state) && a.payment_state === APPLICATION_PAYMENT_STATE.pending.value;

/**
 * The payment state the applicant is shown beside an application, or null: none for a free one, and none for one
 * closed (cancelled, delivered) without ever being paid (결제 대기 would ask for a payment no one can make).
 */
export function shownPaymentState(a: { state: string; payment_state: string }): string | null {
  if (a.payment_state === APPLICATION_PAYMENT_STATE.none.value) return null;
  if (a.payment_state === APPLICATION_PAYMENT_STATE.pending.value && !isOpenApplication(a.state)) return null;
  return a.payment_state;
}

/** The applicant's open application of a service (their list, newest first), or null: a second one is refused (409). */
export function openApplicationOf<T extends { service_id: number; state: string }>(mine: readonly T[], serviceId: number | null): T | null {
  if (serviceId === null) return null;
  return mine.find((a) => a.service_id === serviceId && isOpenApplication(a.state)) ?? null;
}

/** The search of /payment that pays one application. */
export const applicationPaymentSearch = (id: number) => ({ consulting_application_id: id });

/** Why 진행 시작 is off while the application is not paid. */
export const START_WAITS_FOR_PAYMENT = '결제 완료 후 시작할 수 있습니다';

/** Who may refund a payment (the store's refund call, POST order/refund): internal administrators, level 5 and up. */
export const REFUND_ACCESS: Access = { minLevel: LEVEL.adminInternal };
/** Why a consultant below level 5 cannot cancel a paid application. */
export const REFUND_DENIED = '환불은 관리자(내부, 레벨 5 이상)가 합니다.';

/** Whether a staff member of this level may refund (and so cancel a paid application). */
export const mayRefund = (level: number): boolean => checkAccess(REFUND_ACCESS, { realm: 'staff', level }) === 'allowed';

/** Whether cancelling an application means refunding it: a paid one (a plain CANCEL would keep the money; the server refuses it). */
export const cancelsByRefund = (paymentState: string): boolean => paymentState === APPLICATION_PAYMENT_STATE.paid.value;

/** What is left to refund of a paid order (its amount less what was refunded in part). */
export const refundableOf = (order: { amount: number; refunded_amount: number }): number => Math.max(0, order.amount - order.refunded_amount);
