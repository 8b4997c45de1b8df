/**
 * Pure parts of consulting applications (issue 10 point 7): the consulting-application machine's tags and guards,
 * the Korean mobile-number rule, the form's checks, the report's unit analysis and facts, and the consultant's
 * screen machine (which buttons are enabled in each stored state, the cancellation's reason dialog, the delivery's
 * confirmation, and what is sent to the server).
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
  applicationScreenMachine,
  mayRequest,
  maySend,
  NOT_NOW,
  REASON_REQUIRED,
  waitsForReport,
  type ApplicationRequest,
} from '../../src/features/consulting/applications/application-screen.machine';
import {
  CONSULTING_APPLICATION_STATE,
  consultingApplicationHasTag,
  consultingApplicationStatesWith,
  type ConsultingApplicationEventType,
} from '../../src/machines/consulting-application.machine';

const { received, inProgress, delivered, cancelled } = CONSULTING_APPLICATION_STATE;

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

// ---- The consultant's screen machine ----

/** A running screen machine whose server calls are recorded and answered by `answer`. */
function start(state: string, hasReport: boolean, answer: (request: ApplicationRequest) => Promise<unknown> = async () => ({})) {
  const sent: Array<{ request: ApplicationRequest; inDialog: boolean }> = [];
  const machine = applicationScreenMachine.provide({
    actors: {
      perform: fromPromise(async ({ input }: { input: { request: ApplicationRequest; inDialog: boolean } }) => {
        sent.push(input);
        return answer(input.request);
      }),
    },
  });
  const actor = createActor(machine, { input: { stateKey: state, hasReport } }).start();
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
    for (const [event, enabled] of Object.entries(expected)) expect(mayRequest({ stateKey: state, hasReport }, event as ConsultingApplicationEventType), event).toBe(enabled);
  });

  it('a delivery waits only for a report in progress; a cancellation is never sent without a reason', () => {
    expect(waitsForReport({ stateKey: inProgress.value, hasReport: false })).toBe(true);
    expect(waitsForReport({ stateKey: received.value, hasReport: false })).toBe(false);
    expect(maySend({ stateKey: received.value, hasReport: false }, 'CANCEL')).toBe(false);
    expect(maySend({ stateKey: received.value, hasReport: false }, 'CANCEL', '학생 요청')).toBe(true);
  });

  it('a state the machine does not know enables nothing', () => {
    for (const event of ['START', 'DELIVER', 'CANCEL', 'REOPEN'] as const) expect(mayRequest({ stateKey: null, hasReport: true }, event)).toBe(false);
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
    actor.send({ type: 'SYNC', stateKey: delivered.value, hasReport: true });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe(NOT_NOW);
    expect(sent).toEqual([]);
  });

  it('ignores a button the machine does not take', () => {
    const { actor, sent } = start(cancelled.value, false);
    actor.send({ type: 'REQUEST', event: 'START' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(sent).toEqual([]);
  });
});
