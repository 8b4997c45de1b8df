/**
 * Excluding a done exam from the bank, as a machine (@xstate/react drives ExcludeExamButton): idle, asking for
 * the reason, sending. It holds the exam machine's snapshot of the stored row and reuses its guards: the
 * dialog opens when the exam machine would take EXCLUDE once a reason is given, and the typed reason is
 * accepted by its "a reason is given" guard; INCLUDE is sent when the exam machine takes it. No placeholder
 * reason is ever sent.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ExamSnapshot } from '../../../machines/exam.machine';
import { onlyMissing } from '../../../machines/lifecycle';

/** What the button asks the server: exclude with the reason typed, or put back. */
export type ExclusionRequest = { excluded: true; exclude: string } | { excluded: false };

/** Excluding a done exam: idle, asking for the reason, excluding; or including an excluded one. */
export const excludeExamMachine = setup({
  types: {
    context: {} as { exam: ExamSnapshot; reason: string; error: string | null },
    events: {} as { type: 'ASK' } | { type: 'TYPE'; reason: string } | { type: 'SUBMIT' } | { type: 'CANCEL' } | { type: 'INCLUDE' },
    input: {} as { exam: ExamSnapshot },
  },
  actors: { perform: fromPromise<unknown, ExclusionRequest>(async () => undefined) },
  guards: {
    /** The exam machine would take EXCLUDE once a reason is given (the exam is done). */
    mayAsk: ({ context }) => onlyMissing(context.exam, { type: 'EXCLUDE', reason: '' }, ['hasReason']),
    /** The exam machine's "a reason is given" guard passes with the typed reason. */
    reasonGiven: ({ context }) => context.exam.can({ type: 'EXCLUDE', reason: context.reason }),
    /** The exam machine takes INCLUDE (the exam is excluded). */
    mayInclude: ({ context }) => context.exam.can({ type: 'INCLUDE' }),
  },
}).createMachine({
  id: 'excludeExam',
  context: ({ input }) => ({ exam: input.exam, reason: '', error: null }),
  initial: 'idle',
  states: {
    idle: { on: { ASK: { guard: 'mayAsk', target: 'asking' }, INCLUDE: { guard: 'mayInclude', target: 'including' } } },
    asking: {
      on: {
        TYPE: { actions: assign(({ event }) => ({ reason: event.reason, error: null })) },
        SUBMIT: [{ guard: 'reasonGiven', target: 'excluding' }, { actions: assign({ error: '제외 사유를 입력하세요.' }) }],
        CANCEL: { target: 'idle', actions: assign({ reason: '', error: null }) },
      },
    },
    excluding: {
      invoke: {
        src: 'perform',
        input: ({ context }) => ({ excluded: true, exclude: context.reason.trim() }),
        onDone: { target: 'idle', actions: assign({ reason: '', error: null }) },
        onError: { target: 'asking', actions: assign({ error: ({ event }) => (event.error as Error).message }) },
      },
    },
    including: { invoke: { src: 'perform', input: { excluded: false }, onDone: 'idle', onError: 'idle' } },
  },
});
