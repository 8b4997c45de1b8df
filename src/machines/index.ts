/**
 * Every lifecycle of the product, for tools that walk them all (diagrams, path tests).
 * `events` are each machine's own event lists, with the payloads guards need for graph traversal.
 */
import type { AnyStateMachine } from 'xstate';
import { ACCOUNT_STATE, accountMachine } from './account.machine';
import { CONSULTING_APPLICATION_EVENTS, CONSULTING_APPLICATION_STATE, consultingApplicationMachine } from './consulting-application.machine';
import { CONSULTING_SITTING_STATE, consultingSittingMachine } from './consulting-sitting.machine';
import { AUTO_EXAM_EVENTS, AUTO_EXAM_LABELS, autoExamMachine, type AutoExamEventType } from './auto-exam.machine';
import { ERROR_REPORT_EVENTS, errorReportMachine, ISSUE_STATUS } from './error-report.machine';
import { EXAM_EVENTS, EXAM_LABELS, examMachine, type ExamEventType, type ExamFacts } from './exam.machine';
import type { StateCode } from './lifecycle';
import { SAMPLE_EVENTS, SAMPLE_STATE, sampleMachine } from './sample.machine';
import { ORDER_EVENTS, ORDER_STATE, orderMachine } from './order.machine';
import { REFUND_REQUEST_EVENTS, REFUND_REQUEST_STATE, refundRequestMachine } from './refund-request.machine';
import { sessionMachine } from './session.machine';
import { SPLIT_JOB_EVENTS, SPLIT_JOB_STATE, splitJobMachine } from './split-job.machine';
import { TEST_PAPER_EVENTS, TEST_PAPER_STATE, testPaperMachine } from './test-paper.machine';

export interface LifecycleEntry {
  name: string;
  title: string;
  machine: AnyStateMachine;
  /** Korean label of each state key (`region.state` for machines with parallel regions), for diagrams and screens. */
  labels?: Record<string, string>;
  events: Array<{ type: string } & Record<string, unknown>>;
  input?: unknown;
}

const labels = (table: Record<string, StateCode>) => Object.fromEntries(Object.values(table).map((s) => [String(s.code), s.label]));

const user = { uid: 1, level: 3, name: '검수자', email: 'level3@demo.local', alarm: true, email_confirmed: true };

/**
 * The facts each exam event carries in the graph: the ones that let its guards pass (a reason, complete
 * questions, an admin actor, nobody else classifying), and one returned question q1 for the per-question events.
 */
const EXAM_PAYLOADS: Partial<Record<ExamEventType, ExamFacts | { questionIds: string[]; reason?: string } | { questionId: string }>> = {
  ENTER_DONE: { complete: true },
  REVIEW_PASS: { complete: true },
  RETURN: { reason: '입력 보완' },
  TAKE_CLASS: { takenByOther: false },
  CLASS_DONE: { complete: true },
  EXCLUDE: { reason: '중복 출제' },
  REJECT: { reason: '1번 정답 오류' },
  FORCE_SKIP: { reason: '긴급 배포', adminActions: true },
  ADMIN_CHECK: { adminActions: true },
  MARK_RETURN: { questionIds: ['q1'], reason: '정답 확인' },
  CANCEL_RETURN: { questionIds: ['q1'] },
  QUESTION_DONE: { questionId: 'q1' },
};

/** The facts each AI exam event carries in the graph (guards pass), and one returned question q1. */
const AUTO_EXAM_PAYLOADS: Partial<Record<AutoExamEventType, Record<string, unknown>>> = {
  ENTER_DONE: { complete: true },
  REQUEST: { complete: true },
  REJECT: { questionIds: ['q1'], reason: '그림이 잘림' },
  FORCE: { reason: '긴급 배포', adminActions: true },
  CHECK: { adminActions: true },
  QUESTION_DONE: { questionId: 'q1' },
};

/** The lifecycles of the design card. */
export const LIFECYCLES: LifecycleEntry[] = [
  {
    name: 'exam',
    title: '시험 (state · admin_check · 반려 문항)',
    machine: examMachine,
    labels: EXAM_LABELS,
    events: EXAM_EVENTS.map((type) => ({ type, ...EXAM_PAYLOADS[type] })),
  },
  {
    name: 'auto-exam',
    title: 'AI 시험 (state · ai_state · admin_check · 반려 문항)',
    machine: autoExamMachine,
    labels: AUTO_EXAM_LABELS,
    events: AUTO_EXAM_EVENTS.map((type) => ({ type, ...AUTO_EXAM_PAYLOADS[type] })),
  },
  {
    name: 'test-paper',
    title: '시험지 (state 1-3)',
    machine: testPaperMachine,
    labels: labels(TEST_PAPER_STATE),
    events: TEST_PAPER_EVENTS.map((type) => ({ type, ...(type === 'REJECT' ? { reason: '시험지 일부가 잘림' } : {}) })),
  },
  { name: 'split-job', title: '분할 작업 (대기 · 분할 중 · 완료 · 실패)', machine: splitJobMachine, labels: labels(SPLIT_JOB_STATE), events: SPLIT_JOB_EVENTS.map((type) => ({ type, ...(type === 'FAIL' ? { reason: 'PDF를 읽을 수 없습니다.' } : {}) })) },
  {
    name: 'order',
    title: '주문 (생성 · 결제 대기 · 결제 완료 · 실패 · 취소 · 환불 · 기한 만료)',
    machine: orderMachine,
    labels: labels(ORDER_STATE),
    events: [
      ...ORDER_EVENTS.filter((t) => t !== 'CONFIRM' && t !== 'FAIL' && t !== 'REFUND').map((type) => ({ type })),
      { type: 'CONFIRM', amountMatches: true },
      { type: 'FAIL', reason: '카드 한도 초과' },
      { type: 'REFUND', amount: 5000, balance: 10000 },
      { type: 'REFUND', amount: 10000, balance: 10000 },
    ],
  },
  { name: 'error-report', title: '오류 신고 (issue_status)', machine: errorReportMachine, labels: labels(ISSUE_STATUS), events: ERROR_REPORT_EVENTS.map((type) => ({ type })) },
  {
    name: 'account',
    title: '계정 (사용 중 · 탈퇴)',
    machine: accountMachine,
    labels: Object.fromEntries(Object.values(ACCOUNT_STATE).map((s) => [s.value, s.label])),
    events: [{ type: 'WITHDRAW', lastMaster: false }],
  },
  {
    name: 'consulting-application',
    title: '컨설팅 신청 (접수 · 진행 중 · 전달 완료 · 취소)',
    machine: consultingApplicationMachine,
    labels: Object.fromEntries(Object.values(CONSULTING_APPLICATION_STATE).map((s) => [s.value, s.label])),
    events: CONSULTING_APPLICATION_EVENTS.map((type) => ({ type, ...(type === 'DELIVER' ? { hasReport: true } : type === 'CANCEL' ? { reason: '학생 요청으로 취소' } : type === 'START' ? { paid: true } : {}) })),
  },
  {
    name: 'consulting-sitting',
    title: '모의고사 응시 (채점 중 · 제출함)',
    machine: consultingSittingMachine,
    labels: Object.fromEntries(Object.values(CONSULTING_SITTING_STATE).map((s) => [s.value, s.label])),
    events: [{ type: 'SUBMIT', graded: true }],
  },
  {
    name: 'refund-request',
    title: '환불 요청 (요청됨 · 승인 · 거절)',
    machine: refundRequestMachine,
    labels: Object.fromEntries(Object.values(REFUND_REQUEST_STATE).map((s) => [s.value, s.label])),
    events: REFUND_REQUEST_EVENTS.map((type) => ({ type, ...(type === 'REJECT' ? { answer: '이미 이용을 시작한 서비스입니다.' } : {}) })),
  },
  { name: 'sample', title: '샘플 문항 (state 0-2)', machine: sampleMachine, labels: labels(SAMPLE_STATE), events: SAMPLE_EVENTS.map((type) => ({ type })) },
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
      { type: 'REFRESHED', user },
      { type: 'SIGNED_OUT' },
    ],
  },
];
