/**
 * Exam subject state (spec section 4, "Exam subject state"): 0 entering, 1 under review, 2 waiting in an
 * entry list, 3 next stage (done by the writer), 4 done; plus exclusion. This is the `examSubject` region of
 * the exam machine (exam.machine.ts), which owns it together with admin_check and the returned questions.
 *
 * Decisions where the spec is open (this file and exam.machine.ts are the single source):
 * - A new exam subject starts at 2, waiting in an entry list; ENTER (PUT enter_exam) starts entering (0).
 * - From entering the writer may send it for review (1, SEND_REVIEW) or finish it (ENTER_DONE, PUT
 *   enter_exam_done) to 3, only with every question complete (spec section 5) and every returned one fixed.
 * - Under review (1) the reviewer gives it back (RETURN, to 0) or passes it (REVIEW_PASS, on to 3).
 * - At 3 a classifier takes it (TAKE_CLASS, unless someone else holds it) and finishes classification
 *   (CLASS_DONE, PUT class_exam_done) to 4.
 * - Reviewers work on exams in state 3 or 4; their rejection (REJECT, in the admin_check region) sends the
 *   exam back to its author at 0.
 * - Exclusion (POST exam_exclude) applies to done exams only, with a reason; excluded is stored as state 4
 *   with excluded_state 1, and INCLUDE puts it back.
 */
import { key } from './lifecycle';

/** The states with the spec's codes and their Korean labels; `classLabel` names the classification step at 3 and 4. */
export const EXAM_SUBJECT_STATE = {
  entering: { code: 0, label: '입력 중' },
  underReview: { code: 1, label: '검토 중' },
  waiting: { code: 2, label: '입력 대기' },
  nextStage: { code: 3, label: '입력 완료', classLabel: '분류 대기' },
  done: { code: 4, label: '완료', classLabel: '분류 완료' },
} as const;
/** The machine state of an excluded exam (stored as state 4, excluded_state 1). */
export const EXCLUDED = 'excluded';
/** The label of an excluded exam. */
export const EXCLUDED_LABEL = '제외';
/** The values of the excluded_state column. */
export const EXCLUSION = { included: 0, excluded: 1 } as const;

/** The writer's events sent through PUT enter_exam. */
export const WRITER_EVENTS = ['ENTER', 'SEND_REVIEW'] as const;
/** The reviewer's events on an exam its writer sent for review mid-entry (state 1), through PUT review_exam. */
export const MID_ENTRY_REVIEW_EVENTS = ['REVIEW_PASS', 'RETURN'] as const;
/** Every event of the examSubject region. */
export const ENTRY_EVENTS = [...WRITER_EVENTS, 'ENTER_DONE', ...MID_ENTRY_REVIEW_EVENTS, 'TAKE_CLASS', 'CLASS_DONE', 'EXCLUDE', 'INCLUDE'] as const;
export type EntryEventType = (typeof ENTRY_EVENTS)[number];

/** The region state of a stored exam subject row. */
export function examSubjectValue(row: { state: number; excluded_state?: number | null }): string {
  return row.excluded_state ? EXCLUDED : String(row.state);
}

/** The stored columns of a region state (an excluded exam keeps state 4). */
export function examSubjectColumns(value: string): { state?: number; excluded_state: number } {
  return value === EXCLUDED ? { excluded_state: EXCLUSION.excluded } : { state: Number(value), excluded_state: EXCLUSION.included };
}

/** The Korean label of a region state. */
export function examSubjectLabel(value: string): string {
  if (value === EXCLUDED) return EXCLUDED_LABEL;
  return Object.values(EXAM_SUBJECT_STATE).find((s) => key(s) === value)?.label ?? value;
}
