/**
 * Pure rules of the reviewer screens (spec section 4, "Reviewer lists"; section 6): which admin_check
 * tabs a list shows and the Korean labels of the audit timeline. The machines own the states; this file only
 * names them for the screens. Who may do what to which exam is in review.policy.ts.
 */
import { ADMIN_CHECK } from '../../machines/admin-check.machine';
import { examRegionLabel, type ExamEventType } from '../../machines/exam.machine';

/** admin_check 0 on the reviewer list: exams their writer sent for review while entering (state 1). */
export const MID_ENTRY_TAB = { code: ADMIN_CHECK.withWriter.code, label: '입력 중 검토 요청' } as const;
/** The tabs of the reviewer list (/admin/my-workspace/question-review), in order. */
export const REVIEW_TABS = [ADMIN_CHECK.pending, ADMIN_CHECK.onHold, ADMIN_CHECK.reviewed, ADMIN_CHECK.completed, MID_ENTRY_TAB] as const;
/** The tabs of "exams I reviewed" (/admin/my-workspace/exam-review). */
export const REVIEWED_TABS = [ADMIN_CHECK.reviewed, ADMIN_CHECK.completed] as const;

/** Korean names of the exam machine's events, as the audit timeline shows them (every event has one). */
const EXAM_EVENT_LABEL: Record<ExamEventType, string> = {
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
  TAKE_CLASS: '분류 맡음',
  CLASS_DONE: '분류 완료',
  EXCLUDE: '제외',
  INCLUDE: '복원',
  MARK_RETURN: '문항 반려 표시',
  CANCEL_RETURN: '반려 표시 취소',
  QUESTION_DONE: '문항 수정 완료',
};
/** Event names of the timeline, with those of rows written before the exam's machines were composed (SUBMIT, RESUBMIT). */
export const EVENT_LABEL: Record<string, string> = { ...EXAM_EVENT_LABEL, SUBMIT: '검수 요청', RESUBMIT: '재제출' };

/** Korean names of the exam machine's regions, each the `machine` of its timeline rows. */
export const MACHINE_LABEL: Record<string, string> = { adminCheck: '검수', examSubject: '시험 상태', rejection: '반려 처리' };

/** The Korean label of a stored state of one region (unknown keys show as they are). */
export const stateLabel = (machine: string, value: string): string => examRegionLabel(machine, value);

/** Answer marks of multiple-choice questions. */
export const CHOICE_MARKS = ['①', '②', '③', '④', '⑤'] as const;

/** A date-time of the API as Korean local text (YYYY. MM. DD. HH:mm). */
export function formatDateTime(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toLocaleString('ko-KR', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });
}

/** A date of the API as YYYY-MM-DD. */
export const formatDate = (value: string) => value.slice(0, 10);
