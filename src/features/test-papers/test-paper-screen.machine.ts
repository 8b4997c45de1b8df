/**
 * The reviewer's actions on one test paper as a machine (@xstate/react drives it): idle, asking for a
 * reason, and sending. It holds the stored state of the paper as the test-paper machine keys it
 * (src/machines/test-paper.machine.ts) and asks that machine whether an event may be sent: 승인 and 다시 검토
 * are enabled exactly when `canSend` says so; 반려 when the machine would take it once a reason is given (its
 * `hasReason` guard is the only thing missing), and then the reason dialog opens first. The typed reason is
 * sent only when the machine's guard and the contract accept it. No placeholder reason is sent to a guard.
 */
import { assign, fromPromise, setup } from 'xstate';
import { TestPaperStateBodySchema } from '../../api/test-papers';
import { canSend, key, onlyMissing, snapshotOf } from '../../machines/lifecycle';
import { TEST_PAPER_STATE, testPaperMachine, type TestPaperEvent } from '../../machines/test-paper.machine';

export type TestPaperEventType = TestPaperEvent['type'];

/** What the screen asks the server to do: a test-paper event, with the reason typed if it needs one. */
export interface TestPaperRequest {
  event: TestPaperEventType;
  reason?: string;
}

/** The test-paper machine's key of a stored state code, or null for a code it does not know. */
export function stateKeyOf(code: number): string | null {
  const entry = Object.values(TEST_PAPER_STATE).find((s) => s.code === code);
  return entry ? key(entry) : null;
}

/** The machine's event of a request (the reason only when one was typed). */
const eventOf = (event: TestPaperEventType, reason?: string): TestPaperEvent => (event === 'REJECT' ? { type: 'REJECT', reason } : { type: event });

/** Whether the test-paper machine takes an event as it is in a stored state (a state it does not know takes none). */
export const maySend = (stateKey: string | null, event: TestPaperEventType, reason?: string): boolean => stateKey !== null && canSend(testPaperMachine, stateKey, eventOf(event, reason));

/** Whether the test-paper machine would take an event in a stored state once a reason is given, and refuses it without one. */
export const needsReasonFirst = (stateKey: string | null, event: TestPaperEventType): boolean =>
  stateKey !== null && !maySend(stateKey, event) && onlyMissing(snapshotOf(testPaperMachine, stateKey), eventOf(event), ['hasReason']);

/** Whether a button of an event is enabled: sent at once, or after a reason. */
export const mayRequest = (stateKey: string | null, event: TestPaperEventType): boolean => maySend(stateKey, event) || needsReasonFirst(stateKey, event);

/** The message of a blank reason. */
export const REASON_REQUIRED = '사유를 입력하세요.';

/** Why a typed reason cannot be sent (blank, or longer than the contract allows), or null. */
export function reasonProblem(reason: string): string | null {
  if (!reason.trim()) return REASON_REQUIRED;
  const checked = TestPaperStateBodySchema.shape.reason.safeParse(reason);
  return checked.success ? null : (checked.error.issues[0]?.message ?? REASON_REQUIRED);
}

export interface TestPaperScreenContext {
  /** The stored state of the paper as the test-paper machine keys it. */
  stateKey: string | null;
  /** The event the reason dialog is open for. */
  asking: TestPaperEventType | null;
  reason: string;
  /** Why the last try failed (the reason, or the server's answer), shown in the dialog. */
  error: string | null;
  /** The request being sent (its button shows it is busy). */
  pending: TestPaperRequest | null;
}

export type TestPaperScreenEvent =
  /** A button: sent at once, or the reason dialog opened first when the machine needs a reason. */
  | { type: 'REQUEST'; event: TestPaperEventType }
  | { type: 'TYPE'; reason: string }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  /** The paper was refetched: its stored state. */
  | { type: 'SYNC'; stateKey: string | null };

/** The message when the stored state no longer allows the event (another reviewer changed it meanwhile). */
export const NOT_NOW = '지금 상태에서는 할 수 없습니다. 화면을 새로 고쳐 확인하세요.';

/** The reviewer's screen of one paper (see the file comment). */
export const testPaperScreenMachine = setup({
  types: {
    context: {} as TestPaperScreenContext,
    events: {} as TestPaperScreenEvent,
    input: {} as { stateKey: string | null },
  },
  actors: {
    /** Sends the request to the server; the screen provides it (mutation, notifications). */
    perform: fromPromise<unknown, { request: TestPaperRequest; inDialog: boolean }>(async () => undefined),
  },
  guards: {
    /** The test-paper machine would take the event once a reason is given. */
    mayAsk: ({ context, event }) => event.type === 'REQUEST' && needsReasonFirst(context.stateKey, event.event),
    /** The test-paper machine takes the event as it is. */
    maySend: ({ context, event }) => event.type === 'REQUEST' && maySend(context.stateKey, event.event),
    /** The contract accepts the typed reason and the test-paper machine takes the event with it. */
    reasonAccepted: ({ context }) => context.asking !== null && reasonProblem(context.reason) === null && maySend(context.stateKey, context.asking, context.reason.trim()),
  },
  actions: {
    sync: assign(({ event }) => (event.type === 'SYNC' ? { stateKey: event.stateKey } : {})),
    clear: assign({ asking: null, reason: '', error: null, pending: null }),
  },
}).createMachine({
  id: 'testPaperScreen',
  context: ({ input }) => ({ stateKey: input.stateKey, asking: null, reason: '', error: null, pending: null }),
  initial: 'idle',
  on: { SYNC: { actions: 'sync' } },
  states: {
    idle: {
      on: {
        REQUEST: [
          { guard: 'maySend', target: 'sending', actions: assign(({ event }) => ({ pending: { event: event.event } })) },
          { guard: 'mayAsk', target: 'askingReason', actions: assign(({ event }) => ({ asking: event.event, reason: '', error: null })) },
        ],
      },
    },
    askingReason: {
      on: {
        TYPE: { actions: assign(({ event }) => ({ reason: event.reason, error: null })) },
        SUBMIT: [
          { guard: 'reasonAccepted', target: 'sendingReason', actions: assign(({ context }) => ({ pending: { event: context.asking!, reason: context.reason.trim() } })) },
          { actions: assign(({ context }) => ({ error: reasonProblem(context.reason) ?? NOT_NOW })) },
        ],
        CANCEL: { target: 'idle', actions: 'clear' },
      },
    },
    sendingReason: {
      invoke: {
        src: 'perform',
        input: ({ context }) => ({ request: context.pending!, inDialog: true }),
        onDone: { target: 'idle', actions: 'clear' },
        onError: { target: 'askingReason', actions: assign({ pending: null, error: ({ event }) => (event.error as Error).message }) },
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
