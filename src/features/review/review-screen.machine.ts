/**
 * The review screen as a machine (@xstate/react drives it): idle, asking for a reason (the dialog of 반려,
 * 강제 통과, 되돌리기 and the inline form of a question's or passage's return mark), and sending. It holds the
 * exam machine's snapshot of the stored exam (src/machines/exam.machine.ts) and reuses its guards: a button is
 * enabled when the exam machine takes its event, a reason dialog opens when only the reason is missing, and
 * the typed reason is accepted when the exam machine's "a reason is given" guard passes. "Mark a question
 * first" is the exam machine's "a question is marked for return" guard. No placeholder reason is sent to a
 * guard: what a button needs is asked with `refusalOf`.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ExamEvent, ExamSnapshot } from '../../machines/exam.machine';
import { onlyMissing, refusalOf } from '../../machines/lifecycle';

/** The facts the screen knows about the actor and the exam (the policy, the completeness of its questions). */
export interface ReviewFacts {
  adminActions: boolean;
  complete: boolean;
}

/** An event that needs a reason typed first, and what it applies to. */
export type ReasonAsk =
  | { type: 'REJECT' | 'FORCE_SKIP' | 'RETURN' }
  /** A return mark on questions: one question (`target` `question-<id>`) or a passage's questions (`head-<id>`). */
  | { type: 'MARK_RETURN'; questionIds: string[]; target: string; headId?: number };

/** An event sent without a dialog. */
export type DirectRequest = { type: 'HOLD' | 'RESUME' | 'APPROVE' | 'ADMIN_CHECK' | 'REVIEW_PASS' } | { type: 'CANCEL_RETURN'; questionIds: string[]; headId?: number };

/** What the screen asks the server to do: the exam event with the reason typed, if any. */
export type ReviewRequest = (DirectRequest | ReasonAsk) & { reason?: string };

/** Events whose reason may be left blank (the exam machine has no reason guard on them). */
const OPTIONAL_REASON: ReadonlyArray<ReasonAsk['type']> = ['RETURN'];

/** The exam machine's event for a screen request, with the facts the screen knows. */
export function domainEvent(request: ReviewRequest, facts: ReviewFacts): ExamEvent {
  switch (request.type) {
    case 'MARK_RETURN':
      return { type: 'MARK_RETURN', questionIds: request.questionIds, reason: request.reason ?? '' };
    case 'CANCEL_RETURN':
      return { type: 'CANCEL_RETURN', questionIds: request.questionIds };
    default:
      return { type: request.type, reason: request.reason ?? '', adminActions: facts.adminActions, complete: facts.complete };
  }
}

/**
 * Why the exam machine refuses a request apart from its reason: null when it would take it once a reason is
 * typed (or at once), else the guards that fail (e.g. `hasMarkedQuestion`: mark a question first) or 'state'.
 */
export function blockerOf(exam: ExamSnapshot, facts: ReviewFacts, request: ReviewRequest): string[] | 'state' | null {
  const event = domainEvent({ ...request, reason: request.reason ?? '' }, facts);
  if (onlyMissing(exam, event, ['hasReason'])) return null;
  const refusal = refusalOf(exam, event);
  return refusal?.kind === 'guard' ? refusal.guards.filter((g) => g !== 'hasReason') : 'state';
}

export interface ReviewScreenContext {
  exam: ExamSnapshot;
  facts: ReviewFacts;
  /** The request the reason dialog is open for. */
  asking: ReasonAsk | null;
  reason: string;
  /** Why the last try failed (a blank reason, or the server's answer), shown in the dialog. */
  error: string | null;
  /** The request being sent (its button shows it is busy). */
  pending: ReviewRequest | null;
}

export type ReviewScreenEvent =
  | { type: 'ASK'; ask: ReasonAsk }
  | { type: 'TYPE'; reason: string }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'SEND'; request: DirectRequest }
  /** The stored exam was refetched: its machine snapshot and facts. */
  | { type: 'SYNC'; exam: ExamSnapshot; facts: ReviewFacts };

/** The message of a blank reason. */
export const REASON_REQUIRED = '사유를 입력하세요.';

/** The review screen: idle, asking for a reason, sending (see the file comment). */
export const reviewScreenMachine = setup({
  types: {
    context: {} as ReviewScreenContext,
    events: {} as ReviewScreenEvent,
    input: {} as { exam: ExamSnapshot; facts: ReviewFacts },
  },
  actors: {
    /** Sends the request to the server; the screen provides it (mutation, notifications). */
    perform: fromPromise<unknown, { request: ReviewRequest; inDialog: boolean }>(async () => undefined),
  },
  guards: {
    /** The exam machine would take the event once a reason is typed. */
    mayAsk: ({ context, event }) => event.type === 'ASK' && blockerOf(context.exam, context.facts, event.ask) === null,
    /** The exam machine takes the event with the reason typed (its "a reason is given" guard). */
    reasonAccepted: ({ context }) => {
      if (!context.asking) return false;
      if (OPTIONAL_REASON.includes(context.asking.type)) return blockerOf(context.exam, context.facts, context.asking) === null;
      return context.exam.can(domainEvent({ ...context.asking, reason: context.reason.trim() }, context.facts));
    },
    /** The exam machine takes an event sent without a dialog. */
    allowed: ({ context, event }) => event.type === 'SEND' && context.exam.can(domainEvent(event.request, context.facts)),
  },
  actions: {
    sync: assign(({ event }) => (event.type === 'SYNC' ? { exam: event.exam, facts: event.facts } : {})),
    clear: assign({ asking: null, reason: '', error: null, pending: null }),
  },
}).createMachine({
  id: 'reviewScreen',
  context: ({ input }) => ({ exam: input.exam, facts: input.facts, asking: null, reason: '', error: null, pending: null }),
  initial: 'idle',
  on: { SYNC: { actions: 'sync' } },
  states: {
    idle: {
      on: {
        ASK: { guard: 'mayAsk', target: 'askingReason', actions: assign(({ event }) => ({ asking: event.ask, reason: '', error: null })) },
        SEND: { guard: 'allowed', target: 'sending', actions: assign(({ event }) => ({ asking: null, pending: event.request })) },
      },
    },
    askingReason: {
      on: {
        TYPE: { actions: assign(({ event }) => ({ reason: event.reason, error: null })) },
        SUBMIT: [{ guard: 'reasonAccepted', target: 'sendingReason', actions: assign(({ context }) => ({ pending: { ...context.asking!, reason: context.reason.trim() } })) }, { actions: assign({ error: REASON_REQUIRED }) }],
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
