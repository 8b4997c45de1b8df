/**
 * Exam subject lifecycle (spec section 4, "Exam subject state"): 0 entering, 1 under review,
 * 2 waiting in an entry list, 3 next stage (done by the writer), 4 done; plus exclusion.
 *
 * Decisions where the spec is open (this file is the single source):
 * - A new exam subject starts at 2, waiting in an entry list; ENTER (PUT enter_exam) starts entering (0).
 * - From entering the writer may send it for review (1, SEND_REVIEW) or finish it (ENTER_DONE, PUT
 *   enter_exam_done) to 3. The server refuses ENTER_DONE while any question is incomplete (spec section 5).
 * - Under review (1) the reviewer returns it (RETURN, back to 0) or passes it (REVIEW_PASS, on to 3).
 * - 3 goes to 4 when classification is done (CLASS_DONE, PUT class_exam_done).
 * - Reviewers work on exams in state 3 or 4, so a rejection (RETURN) is allowed from 1, 3 and 4: the exam
 *   goes back to its author at 0.
 * - Exclusion (POST exam_exclude) applies to done exams only; excluded is stored as state 4 with
 *   excluded_state 1, and INCLUDE puts it back.
 */
import { setup } from 'xstate';
import { key } from './lifecycle';

/** The states with the spec's codes and their Korean labels. */
export const EXAM_SUBJECT_STATE = {
  entering: { code: 0, label: '입력 중' },
  underReview: { code: 1, label: '검토 중' },
  waiting: { code: 2, label: '입력 대기' },
  nextStage: { code: 3, label: '입력 완료' },
  done: { code: 4, label: '완료' },
} as const;
/** The machine state of an excluded exam (stored as state 4, excluded_state 1). */
export const EXCLUDED = 'excluded';

export type ExamSubjectEvent =
  | { type: 'ENTER' }
  | { type: 'SEND_REVIEW' }
  | { type: 'ENTER_DONE' }
  | { type: 'REVIEW_PASS' }
  | { type: 'RETURN' }
  | { type: 'CLASS_DONE' }
  | { type: 'EXCLUDE' }
  | { type: 'INCLUDE' };

const S = EXAM_SUBJECT_STATE;

export const examSubjectMachine = setup({ types: { events: {} as ExamSubjectEvent } }).createMachine({
  id: 'examSubject',
  initial: key(S.waiting),
  states: {
    [key(S.waiting)]: { on: { ENTER: key(S.entering) } },
    [key(S.entering)]: { on: { SEND_REVIEW: key(S.underReview), ENTER_DONE: key(S.nextStage) } },
    [key(S.underReview)]: { on: { RETURN: key(S.entering), REVIEW_PASS: key(S.nextStage) } },
    [key(S.nextStage)]: { on: { CLASS_DONE: key(S.done), RETURN: key(S.entering) } },
    [key(S.done)]: { on: { EXCLUDE: EXCLUDED, RETURN: key(S.entering) } },
    [EXCLUDED]: { on: { INCLUDE: key(S.done) } },
  },
});

/** The machine state of a stored exam subject row. */
export function examSubjectValue(row: { state: number; excluded_state?: number | null }): string {
  return row.excluded_state ? EXCLUDED : String(row.state);
}
