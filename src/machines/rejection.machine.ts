/**
 * Returned questions (spec section 4, rejection and per-question done): the `rejection` region of the exam
 * machine (exam.machine.ts). A reviewer marks questions for return (with a reason) or takes the mark back
 * while the exam is under review; REJECT sends the exam back with them; the author marks each fixed question
 * done; the exam is resubmitted (ENTER_DONE, or REVIEW_PASS mid-entry) only when every one is fixed, which
 * clears the marks.
 *
 * Decisions where the spec is open:
 * - The region's context is the returned questions and whether each is fixed (stored per question:
 *   returned, return_done); its state is derived from them and the exam's state (see rejectionValue).
 * - Marking a question that was not returned, or one already fixed, is refused.
 * - "ready" is derived: the machine moves there by itself once the last question is fixed.
 */
/** The region's states and their Korean labels. */
export const REJECTION_STATE = {
  none: { value: 'none', label: '반려 표시 없음' },
  marked: { value: 'marked', label: '반려 표시 중' },
  fixing: { value: 'fixing', label: '수정 중' },
  ready: { value: 'ready', label: '재제출 가능' },
} as const;

/** Every event of the rejection region. */
export const RETURN_EVENTS = ['MARK_RETURN', 'CANCEL_RETURN', 'QUESTION_DONE'] as const;
export type ReturnEventType = (typeof RETURN_EVENTS)[number];

/** The wire actions of PUT question_return and question_head_return, and the event each sends. */
export const RETURN_ACTIONS = { return: 'MARK_RETURN', cancel: 'CANCEL_RETURN', done: 'QUESTION_DONE' } as const satisfies Record<string, ReturnEventType>;
export type ReturnAction = keyof typeof RETURN_ACTIONS;
/** The wire action names, for the contract's enum. */
export const RETURN_ACTION_NAMES = Object.keys(RETURN_ACTIONS) as [ReturnAction, ...ReturnAction[]];

/** Returned question id -> whether its fix is marked done. */
export type ReturnedQuestions = Record<string, boolean>;

/**
 * The region state of stored marks: none without marks; marked while the exam is still with the reviewers;
 * once rejected (the exam is back with its writer) fixing, or ready when every returned question is fixed.
 */
export function rejectionValue(withWriter: boolean, returned: ReturnedQuestions): string {
  const flags = Object.values(returned);
  if (!flags.length) return REJECTION_STATE.none.value;
  if (!withWriter) return REJECTION_STATE.marked.value;
  return flags.every(Boolean) ? REJECTION_STATE.ready.value : REJECTION_STATE.fixing.value;
}

/** The Korean label of a region state. */
export function rejectionLabel(value: string): string {
  return Object.values(REJECTION_STATE).find((s) => s.value === value)?.label ?? value;
}
