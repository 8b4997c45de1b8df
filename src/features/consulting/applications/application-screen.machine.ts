/**
 * The consultant's actions on one application as a machine (@xstate/react drives it): idle, asking (a dialog:
 * the reason of a cancellation, or the confirmation of a delivery, which cannot be undone), and sending. It holds
 * the application's stored state and whether it has a report, and asks the consulting-application machine
 * (src/machines/consulting-application.machine.ts) whether an event may be sent: 진행 시작 and 다시 접수 are
 * enabled exactly when `canSend` says so; 보고서 전달 when the machine takes it with the stored report fact (then
 * the dialog confirms first); 신청 취소 when the machine would take it once a reason is given (its `hasReason`
 * guard is the only thing missing), and then the reason dialog opens first. No placeholder reason is sent.
 */
import { assign, fromPromise, setup } from 'xstate';
import { ApplicationStateBodySchema } from '../../../api/consulting/applications';
import { canSend, onlyMissing, refusalOf, snapshotOf } from '../../../machines/lifecycle';
import {
  CONSULTING_APPLICATION_STATES,
  consultingApplicationMachine,
  type ConsultingApplicationEvent,
  type ConsultingApplicationEventType,
} from '../../../machines/consulting-application.machine';

/** What the screen asks the server to do: an event, with the reason typed if it needs one. */
export interface ApplicationRequest {
  event: ConsultingApplicationEventType;
  reason?: string;
}

/** The stored facts the machine's guards read. */
export interface ApplicationFacts {
  /** The stored state, or null for one the machine does not know. */
  stateKey: string | null;
  hasReport: boolean;
}

/** The machine's key of a stored state, or null for a state it does not know. */
export const stateKeyOf = (state: string): string | null => ((CONSULTING_APPLICATION_STATES as readonly string[]).includes(state) ? state : null);

/** The machine's event of a request with the stored facts (the reason only when one was typed). */
function eventOf(event: ConsultingApplicationEventType, facts: ApplicationFacts, reason?: string): ConsultingApplicationEvent {
  if (event === 'CANCEL') return { type: 'CANCEL', reason };
  if (event === 'DELIVER') return { type: 'DELIVER', hasReport: facts.hasReport };
  return { type: event };
}

/** Whether the machine takes an event as it is, with the stored facts. */
export const maySend = (facts: ApplicationFacts, event: ConsultingApplicationEventType, reason?: string): boolean =>
  facts.stateKey !== null && canSend(consultingApplicationMachine, facts.stateKey, eventOf(event, facts, reason));

/** Whether the machine would take an event once a reason is given, and refuses it without one. */
export const needsReasonFirst = (facts: ApplicationFacts, event: ConsultingApplicationEventType): boolean =>
  facts.stateKey !== null && !maySend(facts, event) && onlyMissing(snapshotOf(consultingApplicationMachine, facts.stateKey), eventOf(event, facts), ['hasReason']);

/** Whether an event's button is enabled: sent at once (after confirming, for a delivery), or after a reason. */
export const mayRequest = (facts: ApplicationFacts, event: ConsultingApplicationEventType): boolean => maySend(facts, event) || needsReasonFirst(facts, event);

/** Whether only the missing report keeps the machine from taking a delivery (the screen says to write one first). */
export const waitsForReport = (facts: ApplicationFacts): boolean => {
  if (facts.stateKey === null) return false;
  const refusal = refusalOf(snapshotOf(consultingApplicationMachine, facts.stateKey), eventOf('DELIVER', facts));
  return refusal?.kind === 'guard' && refusal.guards.includes('hasReport');
};

/** The message of a blank reason. */
export const REASON_REQUIRED = '취소 사유를 입력하세요.';

/** Why a typed reason cannot be sent (blank, or longer than the contract allows), or null. */
export function reasonProblem(reason: string): string | null {
  if (!reason.trim()) return REASON_REQUIRED;
  const checked = ApplicationStateBodySchema.shape.reason.safeParse(reason);
  return checked.success ? null : (checked.error.issues[0]?.message ?? REASON_REQUIRED);
}

/** The message when the stored state no longer allows the event (another consultant changed it meanwhile). */
export const NOT_NOW = '지금 상태에서는 할 수 없습니다. 화면을 새로 고쳐 확인하세요.';

/** The events a dialog opens for first. */
type DialogEvent = 'CANCEL' | 'DELIVER';

export interface ApplicationScreenContext extends ApplicationFacts {
  /** The event the dialog is open for. */
  asking: DialogEvent | null;
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

/** Whether the dialog's request may go: a delivery the machine takes, or a cancellation with an accepted reason. */
function dialogAccepted(c: ApplicationScreenContext): boolean {
  if (c.asking === 'DELIVER') return maySend(c, 'DELIVER');
  return c.asking === 'CANCEL' && reasonProblem(c.reason) === null && maySend(c, 'CANCEL', c.reason.trim());
}

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
    /** The machine would take the event once a reason is given. */
    mayAsk: ({ context, event }) => event.type === 'REQUEST' && needsReasonFirst(context, event.event),
    /** A delivery the machine takes: confirmed first. */
    mayConfirm: ({ context, event }) => event.type === 'REQUEST' && event.event === 'DELIVER' && maySend(context, 'DELIVER'),
    /** The machine takes the event as it is. */
    maySend: ({ context, event }) => event.type === 'REQUEST' && maySend(context, event.event),
    dialogAccepted: ({ context }) => dialogAccepted(context),
  },
  actions: {
    sync: assign(({ event }) => (event.type === 'SYNC' ? { stateKey: event.stateKey, hasReport: event.hasReport } : {})),
    clear: assign({ asking: null, reason: '', error: null, pending: null }),
  },
}).createMachine({
  id: 'applicationScreen',
  context: ({ input }) => ({ ...input, asking: null, reason: '', error: null, pending: null }),
  initial: 'idle',
  on: { SYNC: { actions: 'sync' } },
  states: {
    idle: {
      on: {
        REQUEST: [
          { guard: 'mayConfirm', target: 'asking', actions: assign({ asking: 'DELIVER' as DialogEvent, reason: '', error: null }) },
          { guard: 'maySend', target: 'sending', actions: assign(({ event }) => ({ pending: { event: event.event } })) },
          { guard: 'mayAsk', target: 'asking', actions: assign({ asking: 'CANCEL' as DialogEvent, reason: '', error: null }) },
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
            actions: assign(({ context }) => ({ pending: context.asking === 'CANCEL' ? { event: context.asking, reason: context.reason.trim() } : { event: context.asking! } })),
          },
          { actions: assign(({ context }) => ({ error: context.asking === 'CANCEL' ? (reasonProblem(context.reason) ?? NOT_NOW) : NOT_NOW })) },
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
