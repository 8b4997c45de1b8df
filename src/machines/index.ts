/**
 * Every lifecycle of the product, for tools that walk them all (diagrams, path tests).
 * `events` lists sample events for graph traversal: one per event type, with the payloads guards need.
 */
import type { AnyStateMachine } from 'xstate';
import { ADMIN_CHECK, adminCheckMachine } from './admin-check.machine';
import { AI_REVIEW_STATE, aiReviewMachine } from './ai-review.machine';
import { errorReportMachine, ISSUE_STATUS } from './error-report.machine';
import { EXAM_SUBJECT_STATE, EXCLUDED, examSubjectMachine } from './exam-subject.machine';
import { REJECTION_STATE, rejectionMachine } from './rejection.machine';
import type { StateCode } from './lifecycle';
import { sessionMachine } from './session.machine';
import { TEST_PAPER_STATE, testPaperMachine } from './test-paper.machine';

export interface LifecycleEntry {
  name: string;
  title: string;
  machine: AnyStateMachine;
  /** Korean label of each state key, for diagrams and screens. */
  labels?: Record<string, string>;
  events: Array<{ type: string } & Record<string, unknown>>;
  input?: unknown;
}

const labels = (table: Record<string, StateCode>) => Object.fromEntries(Object.values(table).map((s) => [String(s.code), s.label]));

const user = { uid: 1, level: 3, name: '검수자', email: 'level3@demo.local', alarm: true };

/** The seven lifecycles of the design card. */
export const LIFECYCLES: LifecycleEntry[] = [
  { name: 'exam-subject', title: '시험 과목 상태 (state 0-4)', machine: examSubjectMachine, labels: { ...labels(EXAM_SUBJECT_STATE), [EXCLUDED]: '제외' }, events: ['ENTER', 'SEND_REVIEW', 'ENTER_DONE', 'REVIEW_PASS', 'RETURN', 'CLASS_DONE', 'EXCLUDE', 'INCLUDE'].map((type) => ({ type })) },
  {
    name: 'admin-check',
    title: '검수 (admin_check 2-5)',
    machine: adminCheckMachine,
    labels: labels(ADMIN_CHECK),
    events: [{ type: 'SUBMIT' }, { type: 'HOLD' }, { type: 'RESUME' }, { type: 'APPROVE' }, { type: 'REJECT', reason: '2번 문항 정답 오류' }, { type: 'FORCE_SKIP', reason: '긴급 배포' }, { type: 'ADMIN_CHECK' }],
  },
  { name: 'ai-review', title: 'AI 검토 (state 1-3)', machine: aiReviewMachine, labels: labels(AI_REVIEW_STATE), events: [{ type: 'REQUEST' }, { type: 'APPROVE' }, { type: 'REJECT', reason: '이미지 분할 오류' }, { type: 'FORCE', reason: '관리자 승인' }] },
  { name: 'test-paper', title: '시험지 (state 1-3)', machine: testPaperMachine, labels: labels(TEST_PAPER_STATE), events: [{ type: 'APPROVE' }, { type: 'REJECT' }, { type: 'REOPEN' }] },
  { name: 'error-report', title: '오류 신고 (issue_status)', machine: errorReportMachine, labels: labels(ISSUE_STATUS), events: [{ type: 'SOLVE' }, { type: 'CANCEL' }] },
  {
    name: 'rejection',
    title: '반려 후 문항별 완료',
    machine: rejectionMachine,
    labels: Object.fromEntries(Object.values(REJECTION_STATE).map((s) => [s.value, s.label])),
    input: { questionIds: ['q1', 'q2'] },
    events: [{ type: 'QUESTION_DONE', questionId: 'q1' }, { type: 'QUESTION_DONE', questionId: 'q2' }, { type: 'RESUBMIT' }],
  },
  {
    name: 'session',
    title: '세션 복원',
    machine: sessionMachine,
    events: [
      { type: 'START', adminToken: true, customerToken: false },
      { type: 'START', adminToken: false, customerToken: true },
      { type: 'START', adminToken: false, customerToken: false },
      { type: 'RESTORED', user },
      { type: 'FAILED' },
      { type: 'SIGNED_IN', realm: 'staff', user },
      { type: 'SIGNED_IN', realm: 'customer', user },
      { type: 'SIGNED_OUT' },
    ],
  },
];
