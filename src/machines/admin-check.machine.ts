/**
 * Reviewer state by admin_check (spec section 4, "Reviewer lists"): 2 pending review, 3 on hold, 4 reviewed
 * and done, 5 completed; 0 while the exam is still with its writer. This is the `adminCheck` region of the
 * exam machine (exam.machine.ts).
 *
 * Decisions where the spec is open:
 * - The writer's ENTER_DONE (or the reviewer's REVIEW_PASS of an exam sent mid-entry) submits the exam (0 -> 2).
 * - A reviewer holds (2 -> 3), resumes (3 -> 2), approves (APPROVE, PUT review_exam_done, -> 4) or rejects
 *   (REJECT, -> 0), which needs a reason and at least one question marked for return.
 * - FORCE_SKIP is an admin-type action that marks a pending or held exam reviewed without a review; it
 *   needs a reason. Whether the actor may use admin actions is a fact the caller passes with the event.
 * - An administrator's ADMIN_CHECK turns a reviewed exam (4) into completed (5), which is final; the
 *   administrator may still REJECT a reviewed exam instead.
 * - Every reviewer event needs the exam in state 3 or 4 (not excluded).
 */
import { key, without } from './lifecycle';

export const ADMIN_CHECK = {
  withWriter: { code: 0, label: '작성자 작업 중' },
  pending: { code: 2, label: '검수 대기' },
  onHold: { code: 3, label: '보류' },
  reviewed: { code: 4, label: '검수 완료' },
  completed: { code: 5, label: '최종 완료' },
} as const;

/** Every event of the adminCheck region. */
export const ADMIN_CHECK_EVENTS = ['HOLD', 'RESUME', 'APPROVE', 'REJECT', 'FORCE_SKIP', 'ADMIN_CHECK'] as const;
export type AdminCheckEventType = (typeof ADMIN_CHECK_EVENTS)[number];
/** The reviewer's events sent through PUT review_exam (APPROVE has its own call, PUT review_exam_done). */
export const REVIEW_CHANGE_EVENTS = without(ADMIN_CHECK_EVENTS, 'APPROVE');
/** Events that need a reason typed by the actor. */
export const REASON_EVENTS = ['REJECT', 'FORCE_SKIP'] as const satisfies readonly AdminCheckEventType[];
/** Admin-type events: the caller passes whether the actor may use them. */
export const ADMIN_EVENTS = ['FORCE_SKIP', 'ADMIN_CHECK'] as const satisfies readonly AdminCheckEventType[];

/** Whether a stored admin_check is one of the region's states (1 belongs to the AI review flow). */
export const isAdminCheckCode = (code: number) => Object.values(ADMIN_CHECK).some((s) => s.code === code);

/** The Korean label of a region state. */
export function adminCheckLabel(value: string): string {
  return Object.values(ADMIN_CHECK).find((s) => key(s) === value)?.label ?? value;
}
