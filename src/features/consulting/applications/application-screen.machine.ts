/**
 * The consultant's actions on one application as a machine (@xstate/react drives it): idle, asking (a dialog:
 * the reason of a cancellation, or the confirmation of a delivery, which cannot be undone), and sending. It holds
 * the application's stored facts (state, report, payment) and asks the consulting-application machine
 * (src/machines/consulting-application.machine.ts) whether an event may be sent: 진행 시작 and 다시 접수 are
 * enabled exactly when `canSend` says so (진행 시작 with the payment fact of its `paid` guard, so an unpaid priced
 * application waits for its payment, as on the server); 보고서 전달 when the machine takes it with the stored report
 * fact (then the dialog confirms first); 신청 취소 when the machine would take it once a reason is given (its
 * `hasReason` guard is the only thing missing), and then the reason dialog opens first. No placeholder reason is
 * sent.
 *
 * A paid application is cancelled by refunding its order (application-payment.rules.ts): the same dialog then says
 * the payment is refunded in full, and its request is the store's refund (with one idempotency key per dialog, so a
 * retry refunds once), whose effect cancels the application. Only a consultant who may refund (level 5 and up) can
 * open it; for the others 신청 취소 stays off with the reason.
 */
import { assign, fromPromise, setup } from 'xstate';
import { ApplicationStateBodySchema } from '../../../api/consulting/applications';
import { RefundBodySchema } from '../../../api/store/admin-payments';
import { canSend, onlyMissing, refusalOf, snapshotOf } from '../../../machines/lifecycle';
import {
  applicationPaymentSettled,
  CONSULTING_APPLICATION_STATES,
  consultingApplicationMachine,
  type ConsultingApplicationEvent,
  type ConsultingApplicationEventType,
} from '../../../machines/consulting-application.machine';
import { cancelsByRefund, mayRefund, REFUND_DENIED } from './application-payment.rules';

/**
 * What the screen asks the server to do: an event, with the reason typed if it needs one; a cancellation by refund
 * names the paid order (orders.id) and the dialog's idempotency key.
 */
export interface ApplicationRequest {
  event: ConsultingApplicationEventType;
  reason?: string;
  refund?: { order: number; key: string };
}

/** The stored facts the machine's guards read, and what the screen needs to cancel a paid application. */
export interface ApplicationFacts {
  /** The stored state, or null for one the machine does not know. */
  stateKey: string | null;
  hasReport: boolean;
  /** Paid for, or free (`applicationPaymentSettled`): the fact of START's `paid` guard. */
  paid: boolean;
  /** Cancelling means refunding (a paid application): the paid order's number, or null when none is known. */
  refund: { required: boolean; order: number | null };
  /** The signed-in consultant may refund (level 5 and up). */
  mayRefund: boolean;
}

/** The machine's key of a stored state, or null for a state it does not know. */
export const stateKeyOf = (state: string): string | null => ((CONSULTING_APPLICATION_STATES as readonly string[]).includes(state) ? state : null);

/** The facts of an application as the consultants' call answers it, for a consultant of this level. */
export function applicationFactsOf(a: { state: string; has_report: boolean; payment_state: string; paid_order: { id: number } | null }, level: number): ApplicationFacts {
  return {
    stateKey: stateKeyOf(a.state),
    hasReport: a.has_report,
    paid: applicationPaymentSettled(a.payment_state),
    refund: { required: cancelsByRefund(a.payment_state), order: a.paid_order?.id ?? null },
    mayRefund: mayRefund(level),
  };
}

/** The machine's event of a request with the stored facts (the reason only when one was typed). */
function eventOf(event: ConsultingApplicationEventType, facts: ApplicationFacts, reason?: string): ConsultingApplicationEvent {
  if (event === 'CANCEL') return { type: 'CANCEL', reason };
  if (event === 'DELIVER') return { type: 'DELIVER', hasReport: facts.hasReport };
  if (event === 'START') return { type: 'START', paid: facts.paid };
  return { type: event };
}

/** Why a cancellation cannot be asked for here (a paid application, and this consultant may not refund it), or null. */
export function cancelBlocked(facts: Pick<ApplicationFacts, 'refund' | 'mayRefund'>): string | null {
  if (!facts.refund.required) return null;
  if (!facts.mayRefund) return `결제 완료된 신청은 결제를 환불하면 취소됩니다. ${REFUND_DENIED}`;
  if (facts.refund.order === null) return '결제한 주문을 찾지 못해 환불할 수 없습니다. 결제 관리에서 주문을 확인하세요.';
  return null;
}

/** Whether the machine takes an event as it is, with the stored facts. */
export const maySend = (facts: ApplicationFacts, event: ConsultingApplicationEventType, reason?: string): boolean =>
  facts.stateKey !== null && canSend(consultingApplicationMachine, facts.stateKey, eventOf(event, facts, reason));

/** Whether the machine would take an event once a reason is given, and refuses it without one. */
export const needsReasonFirst = (facts: ApplicationFacts, event: ConsultingApplicationEventType): boolean =>
  facts.stateKey !== null && !maySend(facts, event) && onlyMissing(snapshotOf(consultingApplicationMachine, facts.stateKey), eventOf(event, facts), ['hasReason']);

/** Whether an event's button is enabled: sent at once (after confirming, for a delivery), or after a reason (and, for a paid application, by one who may refund). */
export const mayRequest = (facts: ApplicationFacts, event: ConsultingApplicationEventType): boolean =>
  (maySend(facts, event) || needsReasonFirst(facts, event)) && !(event === 'CANCEL' && cancelBlocked(facts) !== null);

/** Whether only the missing payment keeps the machine from taking 진행 시작 (the screen says to wait for it). */
export const waitsForPayment = (facts: ApplicationFacts): boolean => {
  if (facts.stateKey === null) return false;
  const refusal = refusalOf(snapshotOf(consultingApplicationMachine, facts.stateKey), eventOf('START', facts));
  return refusal?.kind === 'guard' && refusal.guards.includes('paid');
};

/** Whether only the missing report keeps the machine from taking a delivery (the screen says to write one first). */
export const waitsForReport = (facts: ApplicationFacts): boolean => {
  if (facts.stateKey === null) return false;
  const refusal = refusalOf(snapshotOf(consultingApplicationMachine, facts.stateKey), eventOf('DELIVER', facts));
  return refusal?.kind === 'guard' && refusal.guards.includes('hasReport');
};

/** The message of a blank reason. */
export const REASON_REQUIRED = '취소 사유를 입력하세요.';

/**
 * Why a typed reason cannot be sent (blank, or longer than the call allows: the state call's, or for a paid
 * application the refund call's, which is shorter), or null.
 */
export function reasonProblem(reason: string, refund = false): string | null {
  if (!reason.trim()) return REASON_REQUIRED;
  const checked = (refund ? RefundBodySchema.shape.reason : ApplicationStateBodySchema.shape.reason).safeParse(reason);
  return checked.success ? null : (checked.error.issues[0]?.message ?? REASON_REQUIRED);
}

/** The message when the stored state no longer allows the event (another consultant changed it meanwhile). */
export const NOT_NOW = '지금 상태에서는 할 수 없습니다. 화면을 새로 고쳐 확인하세요.';

/** The events a dialog opens for first. */
type DialogEvent = 'CANCEL' | 'DELIVER';

export interface ApplicationScreenContext extends ApplicationFacts {
  /** The event the dialog is open for. */
  asking: DialogEvent | null;
  /** The idempotency key of the refund this dialog asks for (the same on a retry, a new one for a new dialog). */
  refundKey: string;
  reason: string;
  /** Why the last try failed (the reason, or the server's answer), shown in the dialog. */
  error: string | null;
  /** The request being sent (its button shows it is busy). */
  pending: ApplicationRequest | null;
}

export type ApplicationScreenEvent =
  /** A button: sent at once, or a dialog opened first. */
  | { type: 'REQUEST'; event: ConsultingApplicationEventType }
  | { type: 'TYPE'; reason: string }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' }
  /** The application was refetched: its stored facts. */
  | ({ type: 'SYNC' } & ApplicationFacts);

/** Whether the dialog's request may go: a delivery the machine takes, or a cancellation with an accepted reason (by one who may refund a paid one). */
function dialogAccepted(c: ApplicationScreenContext): boolean {
  if (c.asking === 'DELIVER') return maySend(c, 'DELIVER');
  return c.asking === 'CANCEL' && reasonProblem(c.reason, c.refund.required) === null && maySend(c, 'CANCEL', c.reason.trim()) && cancelBlocked(c) === null;
}

/** The request of an accepted dialog: a delivery, a cancellation with its reason, or (a paid application) its refund. */
function dialogRequest(c: ApplicationScreenContext): ApplicationRequest {
  if (c.asking !== 'CANCEL') return { event: 'DELIVER' };
  const reason = c.reason.trim();
  return c.refund.required && c.refund.order !== null ? { event: 'CANCEL', reason, refund: { order: c.refund.order, key: c.refundKey } } : { event: 'CANCEL', reason };
}

/** A fresh idempotency key of a refund (letters, digits and -, as the refund call takes). */
const newRefundKey = () => globalThis.crypto.randomUUID();

/** The consultant's screen of one application (see the file comment). */
export const applicationScreenMachine = setup({
  types: {
    context: {} as ApplicationScreenContext,
    events: {} as ApplicationScreenEvent,
    input: {} as ApplicationFacts,
  },
  actors: {
    /** Sends the request to the server; the screen provides it (mutation, notifications). */
    perform: fromPromise<unknown, { request: ApplicationRequest; inDialog: boolean }>(async () => undefined),
  },
  guards: {
    /** The machine would take the event once a reason is given (a paid application's only by one who may refund it). */
    mayAsk: ({ context, event }) => event.type === 'REQUEST' && needsReasonFirst(context, event.event) && !(event.event === 'CANCEL' && cancelBlocked(context) !== null),
    /** A delivery the machine takes: confirmed first. */
    mayConfirm: ({ context, event }) => event.type === 'REQUEST' && event.event === 'DELIVER' && maySend(context, 'DELIVER'),
    /** The machine takes the event as it is. */
    maySend: ({ context, event }) => event.type === 'REQUEST' && maySend(context, event.event),
    dialogAccepted: ({ context }) => dialogAccepted(context),
  },
  actions: {
    sync: assign(({ event }) => (event.type === 'SYNC' ? { stateKey: event.stateKey, hasReport: event.hasReport, paid: event.paid, refund: event.refund, mayRefund: event.mayRefund } : {})),
    clear: assign({ asking: null, reason: '', error: null, pending: null }),
  },
}).createMachine({
  id: 'applicationScreen',
  context: ({ input }) => ({ ...input, asking: null, refundKey: '', reason: '', error: null, pending: null }),
  initial: 'idle',
  on: { SYNC: { actions: 'sync' } },
  states: {
    idle: {
      on: {
        REQUEST: [
          { guard: 'mayConfirm', target: 'asking', actions: assign({ asking: 'DELIVER' as DialogEvent, reason: '', error: null }) },
          { guard: 'maySend', target: 'sending', actions: assign(({ event }) => ({ pending: { event: event.event } })) },
          { guard: 'mayAsk', target: 'asking', actions: assign({ asking: 'CANCEL' as DialogEvent, refundKey: () => newRefundKey(), reason: '', error: null }) },
        ],
      },
    },
    asking: {
      on: {
        TYPE: { actions: assign(({ event }) => ({ reason: event.reason, error: null })) },
        SUBMIT: [
          {
            guard: 'dialogAccepted',
            target: 'sendingFromDialog',
            actions: assign(({ context }) => ({ pending: dialogRequest(context) })),
          },
          { actions: assign(({ context }) => ({ error: context.asking === 'CANCEL' ? (reasonProblem(context.reason, context.refund.required) ?? NOT_NOW) : NOT_NOW })) },
        ],
        CLOSE: { target: 'idle', actions: 'clear' },
      },
    },
    sendingFromDialog: {
      invoke: {
        src: 'perform',
        input: ({ context }) => ({ request: context.pending!, inDialog: true }),
        onDone: { target: 'idle', actions: 'clear' },
        onError: { target: 'asking', actions: assign({ pending: null, error: ({ event }) => (event.error as Error).message }) },
      },
    },
    sending: {
      invoke: {
        src: 'perform',
        input: ({ context }) => ({ request: context.pending!, inDialog: false }),
        onDone: { target: 'idle', actions: 'clear' },
        onError: { target: 'idle', actions: 'clear' },
      },
    },
  },
});
