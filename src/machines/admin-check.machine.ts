/**
 * Reviewer lifecycle by admin_check (spec section 4, "Reviewer lists"): 2 pending review, 3 on hold,
 * 4 reviewed and done, 5 completed; 0 while the exam is still with its writer.
 *
 * Decisions where the spec is open:
 * - The writer's ENTER_DONE submits the exam (SUBMIT, 0 -> 2).
 * - A reviewer holds (2 -> 3), resumes (3 -> 2), approves (APPROVE, PUT review_exam_done, -> 4) or
 *   rejects and returns (REJECT, -> 0; the rejection machine then tracks the returned questions).
 * - FORCE_SKIP is an admin-type action (level 4+, checked by the route) that marks a pending or held
 *   exam reviewed without a review; it needs a reason, as does REJECT.
 * - An administrator's ADMIN_CHECK turns a reviewed exam (4) into completed (5), which is final;
 *   the administrator may still REJECT a reviewed exam instead.
 */
import { setup } from 'xstate';
import { key } from './lifecycle';

export const ADMIN_CHECK = {
  withWriter: { code: 0, label: '작성자 작업 중' },
  pending: { code: 2, label: '검수 대기' },
  onHold: { code: 3, label: '보류' },
  reviewed: { code: 4, label: '검수 완료' },
  completed: { code: 5, label: '최종 완료' },
} as const;

export type AdminCheckEvent =
  | { type: 'SUBMIT' }
  | { type: 'HOLD' }
  | { type: 'RESUME' }
  | { type: 'APPROVE' }
  | { type: 'REJECT'; reason: string }
  | { type: 'FORCE_SKIP'; reason: string }
  | { type: 'ADMIN_CHECK' };

const A = ADMIN_CHECK;

export const adminCheckMachine = setup({
  types: { events: {} as AdminCheckEvent },
  guards: {
    /** REJECT and FORCE_SKIP carry a reason that is not blank. */
    hasReason: ({ event }) => 'reason' in event && event.reason.trim().length > 0,
  },
}).createMachine({
  id: 'adminCheck',
  initial: key(A.withWriter),
  states: {
    [key(A.withWriter)]: { on: { SUBMIT: key(A.pending) } },
    [key(A.pending)]: {
      on: {
        HOLD: key(A.onHold),
        APPROVE: key(A.reviewed),
        REJECT: { target: key(A.withWriter), guard: 'hasReason' },
        FORCE_SKIP: { target: key(A.reviewed), guard: 'hasReason' },
      },
    },
    [key(A.onHold)]: {
      on: {
        RESUME: key(A.pending),
        APPROVE: key(A.reviewed),
        REJECT: { target: key(A.withWriter), guard: 'hasReason' },
        FORCE_SKIP: { target: key(A.reviewed), guard: 'hasReason' },
      },
    },
    [key(A.reviewed)]: { on: { ADMIN_CHECK: key(A.completed), REJECT: { target: key(A.withWriter), guard: 'hasReason' } } },
    [key(A.completed)]: { type: 'final' },
  },
});
