/**
 * AI review states (spec section 4, "AI review state"): 1 review requested, 2 rejected, 3 approved; 0 before the
 * first request. The transitions are the `aiReview` region of the AI exam machine (auto-exam.machine.ts), which
 * owns every state column of an AI exam subject; this file keeps the codes, labels and the "allowed" rule.
 *
 * Decisions where the spec is open:
 * - A rejected exam is fixed and requested again (REQUEST, 2 -> 1).
 * - FORCE (PUT auto_review_exam_force) is an admin-type skip to approved from 1 or 2, with a reason.
 * - Approved (3) is final. Spec: an exam at 3 whose admin_check is 1 counts as allowed; all others go
 *   back to the user's own list (see isAllowed).
 */

export const AI_REVIEW_STATE = {
  notRequested: { code: 0, label: '요청 전' },
  requested: { code: 1, label: '검토 요청' },
  rejected: { code: 2, label: '반려' },
  approved: { code: 3, label: '승인' },
} as const;

/** Spec section 4: a reviewed exam with state 3 and admin_check 1 is treated as allowed. */
export function isAllowed(exam: { state: number; admin_check: number }): boolean {
  return exam.state === AI_REVIEW_STATE.approved.code && exam.admin_check === 1;
}
