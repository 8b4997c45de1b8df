/**
 * Pure rules of the reviewer screens (spec section 4, "Reviewer lists"; section 6): which admin_check
 * tabs a list shows, who sees everyone's exams, who may use the admin-type actions, and the Korean labels
 * of the audit timeline. The machines own the states; this file only names them for the screens.
 */
import { ADMIN_CHECK } from '../../machines/admin-check.machine';
import { EXAM_SUBJECT_STATE, EXCLUDED } from '../../machines/exam-subject.machine';
import { labelOf } from '../../machines/lifecycle';
import { REJECTION_STATE } from '../../machines/rejection.machine';
import { LEVEL } from '../../api/levels';
import { ADMIN_LEVEL } from '../../api/levels';

/** admin_check 0 on the reviewer list: exams their writer sent for review while entering (state 1). */
export const MID_ENTRY_TAB = { code: ADMIN_CHECK.withWriter.code, label: '입력 중 검토 요청' } as const;
/** The tabs of the reviewer list (/admin/my-workspace/question-review), in order. */
export const REVIEW_TABS = [ADMIN_CHECK.pending, ADMIN_CHECK.onHold, ADMIN_CHECK.reviewed, ADMIN_CHECK.completed, MID_ENTRY_TAB] as const;
/** The tabs of "exams I reviewed" (/admin/my-workspace/exam-review). */
export const REVIEWED_TABS = [ADMIN_CHECK.reviewed, ADMIN_CHECK.completed] as const;

/** Spec section 6: the master sees every reviewed exam; others see their own unless they switch show-all on. */
export const seesAllReviews = (level: number) => level >= LEVEL.master;
/** Admin-type reviewer actions (FORCE_SKIP, ADMIN_CHECK) start at level 4 (README, Permissions). */
export const canUseAdminActions = (level: number) => level >= ADMIN_LEVEL;

/** Korean names of the events recorded in the audit timeline, across the exam's machines. */
export const EVENT_LABEL: Record<string, string> = {
  SUBMIT: '검수 요청',
  HOLD: '보류',
  RESUME: '검수 재개',
  APPROVE: '승인',
  REJECT: '반려',
  FORCE_SKIP: '강제 통과',
  ADMIN_CHECK: '최종 확인',
  ENTER: '입력 시작',
  SEND_REVIEW: '검토 요청',
  ENTER_DONE: '입력 완료',
  REVIEW_PASS: '검토 통과',
  RETURN: '작성자에게 되돌림',
  CLASS_DONE: '분류 완료',
  EXCLUDE: '제외',
  INCLUDE: '복원',
  QUESTION_DONE: '문항 수정 완료',
  RESUBMIT: '재제출',
};

/** Korean names of the machines that write the timeline. */
export const MACHINE_LABEL: Record<string, string> = { adminCheck: '검수', examSubject: '시험 상태', rejection: '반려 처리' };

/** The Korean label of a stored state key of one machine (unknown keys show as they are). */
export function stateLabel(machine: string, value: string): string {
  if (machine === 'adminCheck' && /^\d+$/.test(value)) return labelOf(ADMIN_CHECK, Number(value));
  if (machine === 'examSubject') return value === EXCLUDED ? '제외' : /^\d+$/.test(value) ? labelOf(EXAM_SUBJECT_STATE, Number(value)) : value;
  if (machine === 'rejection') return Object.values(REJECTION_STATE).find((s) => s.value === value)?.label ?? value;
  return value;
}

/** Answer marks of multiple-choice questions. */
export const CHOICE_MARKS = ['①', '②', '③', '④', '⑤'] as const;

/** A date-time of the API as Korean local text (YYYY. MM. DD. HH:mm). */
export function formatDateTime(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toLocaleString('ko-KR', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });
}

/** A date of the API as YYYY-MM-DD. */
export const formatDate = (value: string) => value.slice(0, 10);
