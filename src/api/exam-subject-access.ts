/**
 * The exam subject as record-level rules see it, shared by every area that acts on exams (question-bank,
 * review, error-reports): who is assigned to it, and what its stored state allows, read from its lifecycle
 * machine rather than from state numbers. Each area's policy builds its rules from these (policy.ts).
 */
import { examSnapshotOf } from '../machines/exam.machine';
import { LEVEL } from './levels';
import type { Clause, Fact, Relation } from './policy';

/** The facts of an exam subject's stored state that rules depend on (the machine's state tags). */
export interface ExamStateFacts {
  /** Its writer is entering it (state 0): the writer may change its questions and pages. */
  editable: boolean;
  /** It waits for classification (state 3): the classifier may classify it. */
  classifiable: boolean;
  /** It is done or excluded: nobody changes its questions or pages any more. */
  closed: boolean;
}

/** An exam subject for record-level rules: its assigned staff and its state facts. */
export interface ExamSubjectAccess extends ExamStateFacts {
  /** The enterer (writer). */
  user_id: number | null;
  /** The reviewer. */
  admin_id: number | null;
  /** The classifier. */
  teacher_id: number | null;
}

/** The state facts of a stored exam subject: the state tags of its exam machine (src/machines/exam.machine.ts). */
export function examStateFacts(row: { state: number; excluded_state?: number | null }): ExamStateFacts {
  const snapshot = examSnapshotOf(row);
  return { editable: snapshot.hasTag('editable'), classifiable: snapshot.hasTag('classifiable'), closed: !snapshot.hasTag('open') };
}

/** An exam subject row (or wire entry) as a record for the policies. */
export function examSubjectAccess(row: { user_id: number | null; admin_id: number | null; teacher_id: number | null; state: number; excluded_state?: number | null }): ExamSubjectAccess {
  return { user_id: row.user_id, admin_id: row.admin_id, teacher_id: row.teacher_id, ...examStateFacts(row) };
}

/** An exam subject nobody is assigned to, in no particular state (a record shared by no exam, e.g. a school paper with no exam yet). */
export const UNASSIGNED_EXAM: ExamSubjectAccess = { user_id: null, admin_id: null, teacher_id: null, editable: false, classifiable: false, closed: false };

/** How a staff member relates to an exam subject. */
export const EXAM_RELATIONS = {
  assigned: { label: '배정된 직원(입력·검수·분류 담당)', test: (a, r) => [r.user_id, r.admin_id, r.teacher_id].includes(a.uid) },
  enterer: { label: '입력 담당자', test: (a, r) => r.user_id === a.uid },
  entererOrFree: { label: '입력 담당자(미배정이면 누구나)', test: (a, r) => r.user_id === null || r.user_id === a.uid },
  reviewer: { label: '검수 담당자', test: (a, r) => r.admin_id === a.uid },
  reviewerOrFree: { label: '검수 담당자(미배정이면 누구나)', test: (a, r) => r.admin_id === null || r.admin_id === a.uid },
  classifier: { label: '분류 담당자', test: (a, r) => r.teacher_id === a.uid },
  classifierOrFree: { label: '분류 담당자(미배정이면 누구나)', test: (a, r) => r.teacher_id === null || r.teacher_id === a.uid },
} as const satisfies Record<string, Relation<ExamSubjectAccess>>;

/** The state facts as rule conditions. */
export const EXAM_FACTS = {
  editable: { label: '입력 중(상태 0)', test: (r) => r.editable },
  classifiable: { label: '분류 대기(상태 3)', test: (r) => r.classifiable },
  open: { label: '완료·제외 전', test: (r) => !r.closed },
} as const satisfies Record<string, Fact<ExamSubjectAccess>>;

/** Who reads an exam subject and everything in it: reviewers and above read any exam, others the exams assigned to them. */
export const EXAM_READERS = [{ minLevel: LEVEL.reviewer }, { relations: ['assigned'] }] as const satisfies readonly Clause<keyof typeof EXAM_RELATIONS, never>[];

/** The message of a refused read of an exam that is not the actor's. */
export const NOT_ASSIGNED = '배정되지 않은 시험입니다.';
