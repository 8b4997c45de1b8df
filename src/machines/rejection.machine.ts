/**
 * Rejection, then per-question done (spec section 4): when a reviewer rejects an exam, the returned
 * questions go back to the author, who marks each fixed question done; the exam can be resubmitted
 * only when every returned question is done.
 *
 * Decisions where the spec is open:
 * - The machine's context is the returned questions and whether each is done (stored per question).
 * - Marking a question that was not returned, or one already done, is refused.
 * - "ready" is derived: the machine moves there by itself once the last question is done.
 * - RESUBMIT ends the rejection; the exam's own state goes back to the reviewers (admin_check 2).
 */
import { assign, setup } from 'xstate';

export const REJECTION_STATE = {
  fixing: { value: 'fixing', label: '수정 중' },
  ready: { value: 'ready', label: '재제출 가능' },
  resubmitted: { value: 'resubmitted', label: '재제출됨' },
} as const;

/** Returned question id -> whether its fix is marked done. */
export interface RejectionContext {
  done: Record<string, boolean>;
}

export type RejectionEvent = { type: 'QUESTION_DONE'; questionId: string } | { type: 'RESUBMIT' };

const allDone = (done: Record<string, boolean>) => Object.values(done).every(Boolean);

export const rejectionMachine = setup({
  types: { context: {} as RejectionContext, events: {} as RejectionEvent, input: {} as { questionIds: string[] } },
  guards: {
    allDone: ({ context }) => allDone(context.done),
    isPendingQuestion: ({ context, event }) => event.type === 'QUESTION_DONE' && context.done[event.questionId] === false,
  },
}).createMachine({
  id: 'rejection',
  context: ({ input }) => ({ done: Object.fromEntries((input?.questionIds ?? []).map((id) => [id, false])) }),
  initial: REJECTION_STATE.fixing.value,
  states: {
    [REJECTION_STATE.fixing.value]: {
      always: { target: REJECTION_STATE.ready.value, guard: 'allDone' },
      on: {
        QUESTION_DONE: {
          guard: 'isPendingQuestion',
          actions: assign({ done: ({ context, event }) => ({ ...context.done, [(event as { questionId: string }).questionId]: true }) }),
        },
      },
    },
    [REJECTION_STATE.ready.value]: { on: { RESUBMIT: REJECTION_STATE.resubmitted.value } },
    [REJECTION_STATE.resubmitted.value]: { type: 'final' },
  },
});

/** The machine state of stored per-question flags (before resubmission). */
export function rejectionValue(done: Record<string, boolean>): string {
  return allDone(done) ? REJECTION_STATE.ready.value : REJECTION_STATE.fixing.value;
}
