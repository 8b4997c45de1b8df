/**
 * Pure parts of consulting applications (issue 10 point 7): the consulting-application machine's tags and guards,
 * the Korean mobile-number rule, the form's checks, the report's unit analysis and facts, the money rules of the
 * screens (open applications, what waits for a payment, who may refund, the search of /consulting/apply), and the
 * consultant's screen machine (which buttons are enabled in each stored state and payment, the cancellation's
 * reason dialog and its refund for a paid application, the delivery's confirmation, and what is sent to the server).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { APPLICATION_MESSAGES, normalizeMobile, type ScoreSnapshot } from '../../src/api/consulting/applications';
import { EMPTY_APPLY, isFilled, toApplicationBody } from '../../src/features/consulting/applications/apply-form.rules';
import {
  analyseUnits,
  buildReport,
  CONVERTED_INCOMPLETE,
  CONVERTED_PENDING,
  latestSittingOf,
  NO_CHOICE_FACTS,
  UNCLASSIFIED_UNIT,
} from '../../src/features/consulting/applications/applications.rules';
import {
  applicationFactsOf,
  applicationScreenMachine,
  cancelBlocked,
  mayRequest,
  maySend,
  NOT_NOW,
  REASON_REQUIRED,
  reasonProblem,
  waitsForPayment,
  waitsForReport,
  type ApplicationFacts,
  type ApplicationRequest,
} from '../../src/features/consulting/applications/application-screen.machine';
import {
  applicationPaymentSearch,
  awaitsPayment,
  cancelsByRefund,
  shownPaymentState,
  isOpenApplication,
  mayRefund,
  OPEN_APPLICATION_STATES,
  openApplicationOf,
  REFUND_DENIED,
  refundableOf,
} from '../../src/features/consulting/applications/application-payment.rules';
import { parseApplySearch } from '../../src/features/consulting/applications/apply.search';
import { LEVELS } from '../../src/api/levels';
import {
  APPLICATION_PAYMENT_STATE,
  applicationPaymentSettled,
  CONSULTING_APPLICATION_STATE,
  CONSULTING_APPLICATION_STATES,
  consultingApplicationHasTag,
  consultingApplicationStatesWith,
  type ConsultingApplicationEventType,
} from '../../src/machines/consulting-application.machine';

const { received, inProgress, delivered, cancelled } = CONSULTING_APPLICATION_STATE;
const PAY = APPLICATION_PAYMENT_STATE;

describe('the consulting-application machine', () => {
  it('tags: open while received or in progress, the report editable in progress and visible once delivered', () => {
    expect(consultingApplicationStatesWith('open')).toEqual([received.value, inProgress.value]);
    expect(consultingApplicationStatesWith('reportEditable')).toEqual([inProgress.value]);
    expect(consultingApplicationStatesWith('reportVisible')).toEqual([delivered.value]);
    expect(consultingApplicationHasTag('unknown', 'open')).toBe(false);
  });
});

describe('Korean mobile numbers', () => {
  it.each([
    ['010-1234-5678', '010-1234-5678'],
    ['01012345678', '010-1234-5678'],
    ['010 1234 5678', '010-1234-5678'],
    ['010.1234.5678', '010-1234-5678'],
    ['011-234-5678', '011-234-5678'],
    ['0191234567', '019-123-4567'],
  ])('%s is %s', (text, canonical) => expect(normalizeMobile(text)).toBe(canonical));

  it.each(['', '02-123-4567', '010-123-4567', '010-1234-567', '012-1234-5678', '010-1234-5678a', '+82-10-1234-5678', '010-12345-6789'])('%s is not one', (text) => {
    expect(normalizeMobile(text)).toBeNull();
  });
});

describe('the application form', () => {
  const filled = { ...EMPTY_APPLY, service_id: 1, student_name: '김민준', school_name: '휘문고등학교', grade: '3', phone: '01012345678', privacy_agreed: true };

  it('makes the body with the canonical phone and no blank e-mail', () => {
    expect(toApplicationBody(filled)).toEqual({
      body: { service_id: 1, student_name: '김민준', school_name: '휘문고등학교', grade: 3, phone: '010-1234-5678', email: undefined, privacy_agreed: true, marketing_agreed: false },
    });
  });

  it('names each wrong field with its Korean message', () => {
    const result = toApplicationBody({ ...EMPTY_APPLY, phone: '02-123-4567', email: 'nope' });
    expect(result).toEqual({
      errors: {
        service_id: APPLICATION_MESSAGES.service,
        student_name: APPLICATION_MESSAGES.studentName,
        school_name: APPLICATION_MESSAGES.schoolName,
        grade: APPLICATION_MESSAGES.grade,
        phone: APPLICATION_MESSAGES.phoneFormat,
        email: APPLICATION_MESSAGES.email,
        privacy_agreed: APPLICATION_MESSAGES.privacy,
      },
    });
  });

  it('is filled once anything is typed or ticked', () => {
    expect(isFilled(EMPTY_APPLY)).toBe(false);
    expect(isFilled({ ...EMPTY_APPLY, service_id: 1 })).toBe(false);
    expect(isFilled({ ...EMPTY_APPLY, phone: '0' })).toBe(true);
    expect(isFilled({ ...EMPTY_APPLY, marketing_agreed: true })).toBe(true);
  });
});

const score = (over: Partial<ScoreSnapshot>): ScoreSnapshot => ({
  consulting_exam_id: 1,
  year: 2025,
  test_name: '6월 모의평가',
  subject_area: 'math',
  choice_subject_id: 1,
  exam_subject_id: null,
  raw_score: null,
  standard_score: null,
  percentile: null,
  grade: null,
  ...over,
});

describe('the report', () => {
  it('analyses units of graded exams only, weakest first, unclassified questions together', () => {
    const scores = [score({ consulting_exam_id: 1 }), score({ consulting_exam_id: 2, subject_area: 'english' })];
    const units = analyseUnits(scores, [
      { consulting_exam_id: 1, unit: '수열', correct: true, points: 4 },
      { consulting_exam_id: 1, unit: '미분', correct: false, points: 0 },
      { consulting_exam_id: 1, unit: '미분', correct: true, points: 3 },
      { consulting_exam_id: 1, unit: null, correct: false, points: 0 },
      { consulting_exam_id: 9, unit: '다른 학생', correct: true, points: 2 },
    ]);
    expect(units).toEqual([
      {
        consulting_exam_id: 1,
        test_name: '6월 모의평가',
        subject_area: 'math',
        units: [
          { unit: UNCLASSIFIED_UNIT, total: 1, correct: 0, earned: 0 },
          { unit: '미분', total: 2, correct: 1, earned: 3 },
          { unit: '수열', total: 1, correct: 1, earned: 4 },
        ],
      },
    ]);
  });

  it('computes from the snapshot’s first sitting (the latest)', () => {
    const scores = [score({ consulting_exam_id: 3, test_name: '9월' }), score({ consulting_exam_id: 4, test_name: '9월', subject_area: 'korean' }), score({ consulting_exam_id: 1, year: 2024, test_name: '수능' })];
    expect(latestSittingOf(scores)).toEqual({ year: 2025, test_name: '9월', rows: scores.slice(0, 2) });
    expect(latestSittingOf([])).toBeNull();
  });

  const base = {
    service_name: '1:1 정시 컨설팅',
    student: { student_name: '김민준', school_name: '휘문고등학교', grade: 3 },
    answers: [],
    bandRule: '구간 규칙.',
    now: new Date('2025-07-01T00:00:00Z'),
  };
  const choice = { gun: 'ga' as const, major_id: 1, univ_name: '가대학교', major_name: '경영학과', region: '서울', year: 2025 };

  it('says converted scores wait for a formula when none could be computed, and keeps the consultant’s text', () => {
    const report = buildReport({ ...base, snapshot: { choices: [choice], scores: [] }, choiceFacts: [NO_CHOICE_FACTS], text: { summary: '요약', advice: '조언' } });
    expect(report).toMatchObject({ converted_note: CONVERTED_PENDING, sitting: null, summary: '요약', advice: '조언', generated_at: '2025-07-01T00:00:00.000Z' });
    expect(report.choices[0]).toMatchObject({ converted: null, band: null, score_note: NO_CHOICE_FACTS.score_note });
  });

  it('says what is missing when a formula is there but nothing could be computed', () => {
    const facts = { formula: { year: 2025, track: '인문' }, converted: null, band: null, score_note: '계산하지 못했습니다: 탐구 변환표준점수 표가 없습니다.', cutoffs: [] };
    const report = buildReport({ ...base, snapshot: { choices: [choice], scores: [score({})] }, choiceFacts: [facts] });
    expect(report.converted_note).toBe(CONVERTED_INCOMPLETE);
    expect(report.choices[0].score_note).toBe(facts.score_note);
  });

  it('says which sitting converted scores come from, with the band rule; cut-offs newest first', () => {
    const facts = { formula: { year: 2025, track: '공통' }, converted: 273.6, band: '적정', score_note: null, cutoffs: [{ year: 2023, kind: '70%컷', score: 1 }, { year: 2024, kind: '70%컷', score: 2 }] };
    const report = buildReport({ ...base, snapshot: { choices: [choice], scores: [score({})] }, choiceFacts: [facts] });
    expect(report.converted_note).toBe('환산점수는 2025년 6월 모의평가 성적으로 계산했습니다. 구간 규칙.');
    expect(report.choices[0]).toMatchObject({ converted: 273.6, band: '적정', cutoffs: [{ year: 2024 }, { year: 2023 }] });
    expect(report).toMatchObject({ summary: '', advice: '' });
  });
});

// ---- The money of an application on the screens ----

describe('the money rules of the screens', () => {
  it('the open states written out for the pages without xstate are the machine’s `open` tag', () => {
    expect([...OPEN_APPLICATION_STATES]).toEqual(consultingApplicationStatesWith('open'));
    for (const state of [...CONSULTING_APPLICATION_STATES, 'unknown']) expect(isOpenApplication(state), state).toBe(consultingApplicationHasTag(state, 'open'));
  });

  it.each([
    [received.value, PAY.pending.value, true],
    [inProgress.value, PAY.pending.value, true],
    [received.value, PAY.paid.value, false],
    [received.value, PAY.none.value, false],
    [cancelled.value, PAY.pending.value, false],
    [delivered.value, PAY.pending.value, false],
    [received.value, PAY.refunded.value, false],
  ])('%s, %s: waits for the applicant’s payment: %s', (state, payment_state, expected) => {
    expect(awaitsPayment({ state, payment_state })).toBe(expected);
  });

  it.each([
    [received.value, PAY.none.value, null],
    [received.value, PAY.pending.value, PAY.pending.value],
    [cancelled.value, PAY.pending.value, null],
    [inProgress.value, PAY.paid.value, PAY.paid.value],
    [delivered.value, PAY.paid.value, PAY.paid.value],
    [cancelled.value, PAY.refunded.value, PAY.refunded.value],
  ])('%s, %s: the applicant is shown %s', (state, payment_state, expected) => {
    expect(shownPaymentState({ state, payment_state })).toBe(expected);
  });

  it('finds the applicant’s open application of a service (not a closed one, not another service’s)', () => {
    const mine = [
      { id: 3, service_id: 2, state: cancelled.value },
      { id: 2, service_id: 2, state: received.value },
      { id: 1, service_id: 1, state: delivered.value },
    ];
    expect(openApplicationOf(mine, 2)?.id).toBe(2);
    expect(openApplicationOf(mine, 1)).toBeNull();
    expect(openApplicationOf(mine, 9)).toBeNull();
    expect(openApplicationOf(mine, null)).toBeNull();
    expect(applicationPaymentSearch(7)).toEqual({ consulting_application_id: 7 });
  });

  it('refunds are for level 5 and up; a paid application is cancelled by refunding what is left of it', () => {
    expect(LEVELS.filter(mayRefund)).toEqual([5, 10]);
    expect(Object.values(PAY).map((p) => [p.value, cancelsByRefund(p.value)])).toEqual([
      [PAY.none.value, false],
      [PAY.pending.value, false],
      [PAY.paid.value, true],
      [PAY.refunded.value, false],
    ]);
    expect(refundableOf({ amount: 150_000, refunded_amount: 0 })).toBe(150_000);
    expect(refundableOf({ amount: 150_000, refunded_amount: 50_000 })).toBe(100_000);
  });

  it('/consulting/apply takes ?service_id= (and the older ?service=), dropping bad values', () => {
    expect(parseApplySearch({ service_id: '3' })).toEqual({ service_id: 3 });
    expect(parseApplySearch({ service: 2 })).toEqual({ service: 2 });
    expect(parseApplySearch({ service_id: '3', service: '2' })).toEqual({ service_id: 3, service: 2 });
    for (const bad of ['0', '-1', '1.5', 'abc', '', '9007199254740993']) expect(parseApplySearch({ service_id: bad }), bad).toEqual({});
    expect(parseApplySearch({ other: '1' })).toEqual({});
  });
});

// ---- The consultant's screen machine ----

/** The facts of an application: free (paid), no refund needed, seen by a level-4 consultant, unless told. */
const facts = (stateKey: string | null, hasReport: boolean, more: Partial<ApplicationFacts> = {}): ApplicationFacts => ({
  stateKey,
  hasReport,
  paid: true,
  refund: { required: false, order: null },
  mayRefund: false,
  ...more,
});
/** A paid application's facts (its order number 77), for a consultant who may refund or not. */
const paidFacts = (stateKey: string, hasReport: boolean, mayRefund: boolean) => facts(stateKey, hasReport, { refund: { required: true, order: 77 }, mayRefund });

/** A running screen machine whose server calls are recorded and answered by `answer`. */
function start(state: string | ApplicationFacts, hasReport = false, answer: (request: ApplicationRequest) => Promise<unknown> = async () => ({})) {
  const sent: Array<{ request: ApplicationRequest; inDialog: boolean }> = [];
  const machine = applicationScreenMachine.provide({
    actors: {
      perform: fromPromise(async ({ input }: { input: { request: ApplicationRequest; inDialog: boolean } }) => {
        sent.push(input);
        return answer(input.request);
      }),
    },
  });
  const actor = createActor(machine, { input: typeof state === 'string' ? facts(state, hasReport) : state }).start();
  return { actor, sent };
}

describe('which buttons are enabled', () => {
  const table: Array<[string, string, boolean, Record<ConsultingApplicationEventType, boolean>]> = [
    ['접수', received.value, false, { START: true, DELIVER: false, CANCEL: true, REOPEN: false }],
    ['진행 중, 보고서 없음', inProgress.value, false, { START: false, DELIVER: false, CANCEL: true, REOPEN: false }],
    ['진행 중, 보고서 있음', inProgress.value, true, { START: false, DELIVER: true, CANCEL: true, REOPEN: false }],
    ['전달 완료', delivered.value, true, { START: false, DELIVER: false, CANCEL: false, REOPEN: false }],
    ['취소', cancelled.value, false, { START: false, DELIVER: false, CANCEL: false, REOPEN: true }],
  ];
  it.each(table)('in %s', (_label, state, hasReport, expected) => {
    for (const [event, enabled] of Object.entries(expected)) expect(mayRequest(facts(state, hasReport), event as ConsultingApplicationEventType), event).toBe(enabled);
  });

  it('a delivery waits only for a report in progress; a cancellation is never sent without a reason', () => {
    expect(waitsForReport(facts(inProgress.value, false))).toBe(true);
    expect(waitsForReport(facts(received.value, false))).toBe(false);
    expect(maySend(facts(received.value, false), 'CANCEL')).toBe(false);
    expect(maySend(facts(received.value, false), 'CANCEL', '학생 요청')).toBe(true);
  });

  it('a state the machine does not know enables nothing', () => {
    for (const event of ['START', 'DELIVER', 'CANCEL', 'REOPEN'] as const) expect(mayRequest(facts(null, true), event)).toBe(false);
  });

  it('진행 시작 follows the machine’s `paid` guard: off (waiting for the payment) until paid or free', () => {
    for (const payment_state of Object.values(PAY).map((p) => p.value)) {
      const f = applicationFactsOf({ state: received.value, has_report: false, payment_state, paid_order: null }, 4);
      expect(f.paid, payment_state).toBe(applicationPaymentSettled(payment_state));
      expect(mayRequest(f, 'START'), payment_state).toBe(f.paid);
      expect(waitsForPayment(f), payment_state).toBe(!f.paid);
    }
    // in progress, 진행 시작 is off for the state, not the payment
    expect(waitsForPayment(facts(inProgress.value, false, { paid: false }))).toBe(false);
    expect(waitsForPayment(facts(null, false, { paid: false }))).toBe(false);
  });

  it('a paid application: 신청 취소 only for one who may refund, with the reason otherwise; the facts come from the reply', () => {
    const level4 = applicationFactsOf({ state: received.value, has_report: false, payment_state: PAY.paid.value, paid_order: { id: 77 } }, 4);
    expect(level4).toEqual({ stateKey: received.value, hasReport: false, paid: true, refund: { required: true, order: 77 }, mayRefund: false });
    expect(mayRequest(level4, 'CANCEL')).toBe(false);
    expect(cancelBlocked(level4)).toContain(REFUND_DENIED);
    const level5 = applicationFactsOf({ state: inProgress.value, has_report: true, payment_state: PAY.paid.value, paid_order: { id: 77 } }, 5);
    expect(mayRequest(level5, 'CANCEL')).toBe(true);
    expect(cancelBlocked(level5)).toBeNull();
    // paid, but the order is not known: nothing to refund with
    expect(mayRequest(paidFacts(received.value, false, true), 'CANCEL')).toBe(true);
    expect(mayRequest(facts(received.value, false, { refund: { required: true, order: null }, mayRefund: true }), 'CANCEL')).toBe(false);
    // an unpaid one is cancelled as before, at level 4
    const pending = applicationFactsOf({ state: received.value, has_report: false, payment_state: PAY.pending.value, paid_order: null }, 4);
    expect(mayRequest(pending, 'CANCEL')).toBe(true);
    expect(cancelBlocked(pending)).toBeNull();
  });

  it('a refund’s reason is held to the refund call’s limit, a plain cancellation’s to its own', () => {
    expect(reasonProblem('x'.repeat(300))).toBeNull();
    expect(reasonProblem('x'.repeat(300), true)).not.toBeNull();
    expect(reasonProblem('  ', true)).toBe(REASON_REQUIRED);
    expect(reasonProblem('학생 요청', true)).toBeNull();
  });
});

describe('the screen', () => {
  it('sends 진행 시작 at once', async () => {
    const { actor, sent } = start(received.value, false);
    actor.send({ type: 'REQUEST', event: 'START' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent).toEqual([{ request: { event: 'START' }, inDialog: false }]);
  });

  it('asks for the reason of a cancellation, refuses a blank one, then sends the trimmed reason', async () => {
    const { actor, sent } = start(received.value, false);
    actor.send({ type: 'REQUEST', event: 'CANCEL' });
    expect(actor.getSnapshot().matches('asking')).toBe(true);
    expect(actor.getSnapshot().context.asking).toBe('CANCEL');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe(REASON_REQUIRED);
    actor.send({ type: 'TYPE', reason: '  학생 요청 ' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent).toEqual([{ request: { event: 'CANCEL', reason: '학생 요청' }, inDialog: true }]);
  });

  it('confirms a delivery first; a refusal of the server stays in the dialog with its message', async () => {
    const { actor, sent } = start(inProgress.value, true, async () => {
      throw new Error('현재 상태에서는 처리할 수 없습니다.');
    });
    actor.send({ type: 'REQUEST', event: 'DELIVER' });
    expect(actor.getSnapshot().context.asking).toBe('DELIVER');
    expect(sent).toEqual([]);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('asking') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('현재 상태에서는 처리할 수 없습니다.');
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('after a refetch shows another state, the open dialog no longer sends', () => {
    const { actor, sent } = start(inProgress.value, true);
    actor.send({ type: 'REQUEST', event: 'DELIVER' });
    actor.send({ type: 'SYNC', ...facts(delivered.value, true) });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe(NOT_NOW);
    expect(sent).toEqual([]);
  });

  it('a paid application’s cancellation asks for the reason, then sends the refund of its order with one key per dialog', async () => {
    const { actor, sent } = start(paidFacts(inProgress.value, false, true));
    actor.send({ type: 'REQUEST', event: 'CANCEL' });
    expect(actor.getSnapshot().context.asking).toBe('CANCEL');
    const key = actor.getSnapshot().context.refundKey;
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    actor.send({ type: 'TYPE', reason: 'x'.repeat(201) });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).not.toBeNull();
    expect(sent).toEqual([]);
    actor.send({ type: 'TYPE', reason: ' 학생 요청으로 환불 ' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent).toEqual([{ request: { event: 'CANCEL', reason: '학생 요청으로 환불', refund: { order: 77, key } }, inDialog: true }]);
    // a new dialog is a new refund
    actor.send({ type: 'REQUEST', event: 'CANCEL' });
    expect(actor.getSnapshot().context.refundKey).not.toBe(key);
  });

  it('a refused refund stays in the dialog and is retried with the same key', async () => {
    let tries = 0;
    const { actor, sent } = start(paidFacts(received.value, false, true), false, async () => {
      tries += 1;
      if (tries === 1) throw new Error('토스페이먼츠의 응답을 받지 못했습니다.');
      return {};
    });
    actor.send({ type: 'REQUEST', event: 'CANCEL' });
    actor.send({ type: 'TYPE', reason: '학생 요청' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('asking') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('토스페이먼츠의 응답을 받지 못했습니다.');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent).toHaveLength(2);
    expect(sent[1].request.refund).toEqual(sent[0].request.refund);
  });

  it('a level-4 consultant’s 신청 취소 of a paid application opens nothing; an unpaid one’s 진행 시작 is not sent', () => {
    const paid = start(paidFacts(received.value, false, false));
    paid.actor.send({ type: 'REQUEST', event: 'CANCEL' });
    expect(paid.actor.getSnapshot().matches('idle')).toBe(true);
    const unpaid = start(facts(received.value, false, { paid: false }));
    unpaid.actor.send({ type: 'REQUEST', event: 'START' });
    expect(unpaid.actor.getSnapshot().matches('idle')).toBe(true);
    expect([...paid.sent, ...unpaid.sent]).toEqual([]);
  });

  it('once the payment arrives (a refetch), 진행 시작 goes', async () => {
    const { actor, sent } = start(facts(received.value, false, { paid: false }));
    actor.send({ type: 'SYNC', ...facts(received.value, false, { paid: true }) });
    actor.send({ type: 'REQUEST', event: 'START' });
    await waitFor(actor, (s) => s.matches('idle') && sent.length > 0);
    expect(sent).toEqual([{ request: { event: 'START' }, inDialog: false }]);
  });

  it('ignores a button the machine does not take', () => {
    const { actor, sent } = start(cancelled.value, false);
    actor.send({ type: 'REQUEST', event: 'START' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(sent).toEqual([]);
  });
});
