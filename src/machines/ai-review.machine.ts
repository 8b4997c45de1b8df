/**
 * AI review lifecycle (spec section 4, "AI review state"): 1 review requested, 2 rejected, 3 approved;
 * 0 before the first request.
 *
 * Decisions where the spec is open:
 * - A rejected exam is fixed and requested again (REQUEST, 2 -> 1).
 * - FORCE (PUT auto_review_exam_force) is an admin-type skip to approved from 1 or 2, with a reason.
 * - Approved (3) is final. Spec: an exam at 3 whose admin_check is 1 counts as allowed; all others go
 *   back to the user's own list (see isAllowed).
 */
import { setup } from 'xstate';
import { key } from './lifecycle';

export const AI_REVIEW_STATE = {
  notRequested: { code: 0, label: '요청 전' },
  requested: { code: 1, label: '검토 요청' },
  rejected: { code: 2, label: '반려' },
  approved: { code: 3, label: '승인' },
} as const;

/** Every event of the AI review machine. */
export const AI_REVIEW_EVENTS = ['REQUEST', 'APPROVE', 'REJECT', 'FORCE'] as const;
export type AiReviewEvent =
  | { type: 'REQUEST' }
  | { type: 'APPROVE' }
  | { type: 'REJECT'; reason: string }
  | { type: 'FORCE'; reason: string };

const R = AI_REVIEW_STATE;

export const aiReviewMachine = setup({
  types: { events: {} as AiReviewEvent },
  guards: { hasReason: ({ event }) => 'reason' in event && event.reason.trim().length > 0 },
}).createMachine({
  id: 'aiReview',
  initial: key(R.notRequested),
  states: {
    [key(R.notRequested)]: { on: { REQUEST: key(R.requested) } },
    [key(R.requested)]: {
      on: {
        APPROVE: key(R.approved),
        REJECT: { target: key(R.rejected), guard: 'hasReason' },
        FORCE: { target: key(R.approved), guard: 'hasReason' },
      },
    },
    [key(R.rejected)]: { on: { REQUEST: key(R.requested), FORCE: { target: key(R.approved), guard: 'hasReason' } } },
    [key(R.approved)]: { type: 'final' },
  },
});

/** Spec section 4: a reviewed exam with state 3 and admin_check 1 is treated as allowed. */
export function isAllowed(exam: { state: number; admin_check: number }): boolean {
  return exam.state === R.approved.code && exam.admin_check === 1;
}
