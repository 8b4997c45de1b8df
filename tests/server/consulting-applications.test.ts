/**
 * Consulting applications (issue 10 point 7) on the real app and database. Each call in the order 401 -> 400
 * (naming the field) -> 403 -> 404 -> 409 -> success, checking the stored rows and that a refused call changed
 * nothing: the service list, the application (required privacy consent, Korean mobile numbers, one open
 * application per service, the snapshot of choices and scores and the price kept), the applicant's snapshot, own
 * list and own application (the report only once delivered); the consultants' list (filters, paging, sort),
 * detail, state changes through the consulting-application machine with audit rows, notes, and the report
 * (facts generated from stored rows: choices with formulas and cut-offs, unit analysis of graded answers; the
 * consultant's text kept; frozen once delivered); the money (a priced application is 결제 대기 until its order is
 * paid through the store's flow and Toss's stand-in; START refused until then; a paid one is cancelled only by a
 * refund, which makes it 환불됨; REOPEN after it makes it 결제 대기 again); and the demo seed (its started priced
 * application paid by a seeded order).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  categories,
  consultingApplicationNotes,
  consultingApplications,
  consultingChoices,
  consultingExamAnswers,
  consultingExams,
  consultingServices,
  majorCutoffs,
  orders,
  questions,
  scoreFormulas,
  transitionLog,
  univMajors,
} from '../../server/db/schema';
import { CONSULTING_SERVICES, seedConsultingServices, seedDemoApplications } from '../../server/db/seed/consulting-services';
import { standinOf } from '../../server/features/store/toss-standin';
import { CONSULTING_APPLICATION_STATE } from '../../src/api/consulting/applications';
import { APPLICATION_PAYMENT_STATE } from '../../src/machines/consulting-application.states';
import { ORDER_STATE } from '../../src/machines/order.states';
import { choicesOfArea } from '../../src/api/consulting/exams';
import type { ScoreFormula } from '../../src/api/consulting/scores';
import { BAND_RULE_TEXT } from '../../src/features/consulting/score.rules';
import { buildTestApp, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';
import { examSubjectWithQuestions, userId } from '../helpers/factories';

const { received: RECEIVED, inProgress: IN_PROGRESS, delivered: DELIVERED, cancelled: CANCELLED } = CONSULTING_APPLICATION_STATE;
const PAY = APPLICATION_PAYMENT_STATE;
const URL = {
  services: '/api/v2/tar_univ/consulting_service',
  apply: '/api/v2/tar_univ/consulting_service',
  snapshot: '/api/v2/tar_univ/consulting_service/snapshot',
  mine: '/api/v2/tar_univ/consulting_service/mine',
  own: '/api/v2/tar_univ/consulting_service/application',
  list: '/api/v2/tar_univ/consulting_application/list',
  one: '/api/v2/tar_univ/consulting_application',
  state: '/api/v2/tar_univ/consulting_application/state',
  note: '/api/v2/tar_univ/consulting_application/note',
  generate: '/api/v2/tar_univ/consulting_application/report/generate',
  report: '/api/v2/tar_univ/consulting_application/report',
  order: '/api/v2/common/order',
  confirm: '/api/v2/common/order/confirm',
  refund: '/api/v2/store/admin/order/refund',
};

let t: TestApp;
let student = 0;
let parent = 0;
let level4 = 0;
/** Service ids by code. */
const svc: Record<string, number> = {};
let chosenMajor = { id: 0, university_id: 0, univ_name: '', major_name: '', region: '', year: 0 };
let gradedExamId = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  await seedConsultingServices(db);
  for (const s of await db.select().from(consultingServices)) svc[s.code] = s.id;
  student = await userId(db, 'student@demo.local');
  parent = await userId(db, 'parent@demo.local');
  level4 = await userId(db, 'level4@demo.local');

  // A clean slate (this file's own copy of the template): the demo seed's mock exams, choices and applications of
  // the two customers are removed, so that snapshots hold exactly the rows written here.
  await db.delete(consultingApplications).where(inArray(consultingApplications.user_id, [student, parent]));
  await db.delete(consultingExams).where(inArray(consultingExams.user_id, [student, parent]));
  await db.delete(consultingChoices).where(inArray(consultingChoices.user_id, [student, parent]));

  // The student's records: one chosen major with a formula and a cut-off, one graded exam and one typed in.
  const [major] = await db.select().from(univMajors).orderBy(asc(univMajors.id)).limit(1);
  chosenMajor = { id: major.id, university_id: major.university_id, univ_name: major.univ_name, major_name: major.major_name, region: major.region, year: major.year };
  await db.insert(consultingChoices).values({ user_id: student, gun: 'ga', major_id: major.id, univ_name: major.univ_name, major_name: major.major_name, region: major.region, year: major.year });
  // 국어 표준점수 × 1 + 수학 표준점수 × 1.2: 120 + 128 × 1.2 = 273.6, 적정 against a 70%컷 of 272 (272 ≤ 273.6 < 274.72).
  const formula: ScoreFormula = {
    version: 1,
    weight_mode: 'relative',
    korean: { score: 'standard', weight: 1, max: null },
    math: { score: 'standard', weight: 1.2, max: null },
    inquiry: null,
    english: null,
    korean_history: null,
    bonuses: [],
    total: null,
    scale: null,
  };
  await db
    .insert(scoreFormulas)
    .values({ university_id: major.university_id, year: major.year, track: '공통', formula, source: '테스트' })
    .onConflictDoUpdate({ target: [scoreFormulas.university_id, scoreFormulas.year, scoreFormulas.track], set: { formula } });
  await db.insert(majorCutoffs).values([
    { university_id: major.university_id, major_id: major.id, major_name: major.major_name, year: 2024, kind: '70%컷', score: 272, source: '테스트' },
    { university_id: major.university_id, major_id: major.id, major_name: major.major_name, year: 2023, kind: '50%컷', score: 268.5, source: '테스트' },
  ]);
  const [koreanChoice, mathChoice, englishChoice] = (['korean', 'math', 'english'] as const).map((area) => choicesOfArea(area)[0].id);
  const subject = await examSubjectWithQuestions(db, { count: 3, name: '컨설팅 분석용 모의고사' });
  const qs = await db.select().from(questions).where(eq(questions.exam_subject_id, subject.id)).orderBy(asc(questions.question_index));
  const [chapter] = await db.insert(categories).values({ kind: 'chapter', curriculum: 2015, subject_type_id: 3, school_type: 3, name: '수열의 극한' }).returning();
  await db.update(questions).set({ chapter_id: chapter.id }).where(eq(questions.id, qs[0].id));
  const [graded] = await db
    .insert(consultingExams)
    .values({ user_id: student, year: 2025, test_name: '2025학년도 6월 모의평가', subject_area: 'math', choice_subject_id: mathChoice, exam_subject_id: subject.id, raw_score: 4, standard_score: 128, percentile: 91, grade: 2 })
    .returning();
  gradedExamId = graded.id;
  await db.insert(consultingExamAnswers).values([
    { consulting_exam_id: graded.id, question_id: qs[0].id, question_index: 1, answer: '2', correct: false, points: 0 },
    { consulting_exam_id: graded.id, question_id: qs[1].id, question_index: 2, answer: '1', correct: true, points: 2 },
    { consulting_exam_id: graded.id, question_id: qs[2].id, question_index: 3, answer: '1', correct: true, points: 2 },
  ]);
  await db.insert(consultingExams).values([
    { user_id: student, year: 2025, test_name: '2025학년도 6월 모의평가', subject_area: 'english', choice_subject_id: englishChoice, grade: 1 },
    { user_id: student, year: 2025, test_name: '2025학년도 6월 모의평가', subject_area: 'korean', choice_subject_id: koreanChoice, standard_score: 120, percentile: 80, grade: 3 },
    { user_id: student, year: 2024, test_name: '2024학년도 11월 전국연합학력평가', subject_area: 'korean', choice_subject_id: koreanChoice, standard_score: 101, grade: 5 },
  ]);
}, 120_000);
afterAll(() => t.close());

// ---- Helpers ----

async function send(who: DemoWho | null, opts: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown }) {
  return t.app.inject(withToken(who === null ? null : await loginAs(t.app, who), opts as never));
}

/** A valid application body for a service, unless told otherwise. */
const body = (values: Record<string, unknown> = {}) => ({
  service_id: svc.ai_report,
  student_name: '김민준',
  school_name: '휘문고등학교',
  grade: 3,
  phone: '010 1234 5678',
  email: 'minjun@example.com',
  privacy_agreed: true,
  marketing_agreed: false,
  ...values,
});

const appRow = async (id: number) => (await t.database.db.select().from(consultingApplications).where(eq(consultingApplications.id, id)))[0];
const appCount = async () => (await t.database.db.select({ n: count() }).from(consultingApplications))[0].n;
const auditOf = (id: number) =>
  t.database.db
    .select()
    .from(transitionLog)
    .where(and(eq(transitionLog.entity, 'consulting_application'), eq(transitionLog.entity_id, String(id))))
    .orderBy(asc(transitionLog.id));

/** An application row written straight to the database (a free service unless told), in a state the machine has. */
async function insertApplication(values: Partial<typeof consultingApplications.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(consultingApplications)
    .values({
      user_id: student,
      service_id: svc.ai_report,
      student_name: '목록학생',
      school_name: '목록고등학교',
      grade: 2,
      phone: '010-0000-0000',
      choices: [],
      scores: [],
      privacy_agreed: true,
      marketing_agreed: false,
      state: RECEIVED.value,
      ...values,
    })
    .returning();
  return row;
}

/** Sends an event as the level-4 consultant (the test fails if it is refused). */
async function handle(id: number, event: 'START' | 'DELIVER' | 'CANCEL' | 'REOPEN', reason?: string) {
  const res = await send(4, { method: 'PUT', url: URL.state, payload: { id, event, ...(reason === undefined ? {} : { reason }) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Applies as the student through the API and returns the id. */
async function applied(values: Record<string, unknown> = {}, who: DemoWho = 'student') {
  const res = await send(who, { method: 'POST', url: URL.apply, payload: body(values) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

/**
 * Pays an application through the store's real flow, as its applicant: the order (its amount held by the server),
 * the payment window at Toss's stand-in, the confirm. Answers the order's number (orders.id) and Toss's orderId.
 */
async function payFor(id: number, who: DemoWho = 'student') {
  const created = await send(who, { method: 'POST', url: URL.order, payload: { consulting_application_id: id } });
  expect(created.statusCode, created.body).toBe(200);
  const o = created.json().data as { orderId: string; orderName: string; amount: number; clientKey: string };
  const window = standinOf(t.app.deps).authenticatePayment({ clientKey: o.clientKey, orderId: o.orderId, orderName: o.orderName, amount: o.amount, cardNumber: '4330123412341234' });
  if ('status' in window) throw new Error(JSON.stringify(window.body));
  const confirmed = await send(who, { method: 'POST', url: URL.confirm, payload: { paymentKey: window.paymentKey, orderId: o.orderId, amount: o.amount } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  expect(confirmed.json().data.state).toBe(ORDER_STATE.paid.code);
  const [row] = await t.database.db.select().from(orders).where(eq(orders.order_id, o.orderId));
  return { id: row.id, orderId: o.orderId, amount: o.amount };
}

/** Applies as the student for a service after closing (in the database) any open application of theirs for it. */
async function appliedAfresh(service: string, student_name: string) {
  await t.database.db.update(consultingApplications).set({ state: CANCELLED.value }).where(and(eq(consultingApplications.user_id, student), eq(consultingApplications.service_id, svc[service])));
  return applied({ service_id: svc[service], student_name });
}

// ---- GET consulting_service ----

describe('GET consulting_service', () => {
  it('lists the active services in their order with prices, to anyone; inactive ones are left out', async () => {
    await t.database.db.insert(consultingServices).values({ code: 'retired', name: '지난 서비스', description: '더 이상 신청받지 않음', price: 1000, active: false, sort_order: 0 }).onConflictDoNothing();
    for (const who of [null, 'student', 4] as const) {
      const res = await send(who, { method: 'GET', url: URL.services });
      expect(res.statusCode).toBe(200);
      expect(res.json().data_list.map((s: { code: string; price: number }) => [s.code, s.price])).toEqual(CONSULTING_SERVICES.map((s) => [s.code, s.price]));
    }
  });
});

// ---- POST consulting_service ----

describe('POST consulting_service (the application)', () => {
  it('401 without a token; nothing stored', async () => {
    const before = await appCount();
    const res = await send(null, { method: 'POST', url: URL.apply, payload: body() });
    expect(res.statusCode).toBe(401);
    expect(await appCount()).toBe(before);
  });

  it('400 naming the field: a missing or refused privacy consent, each bad field, an unknown or inactive service; nothing stored', async () => {
    const before = await appCount();
    const [retired] = await t.database.db.select().from(consultingServices).where(eq(consultingServices.code, 'retired'));
    const { privacy_agreed: _p, ...noConsent } = body();
    const cases: Array<[unknown, string]> = [
      [noConsent, 'body.privacy_agreed'],
      [body({ privacy_agreed: false }), 'body.privacy_agreed'],
      [body({ privacy_agreed: 'true' }), 'body.privacy_agreed'],
      [body({ student_name: '  ' }), 'body.student_name'],
      [body({ school_name: undefined }), 'body.school_name'],
      [body({ grade: 4 }), 'body.grade'],
      [body({ grade: 0 }), 'body.grade'],
      [body({ phone: '' }), 'body.phone'],
      [body({ phone: '02-123-4567' }), 'body.phone'],
      [body({ phone: '010-123-456' }), 'body.phone'],
      [body({ phone: '010-1234-5678a' }), 'body.phone'],
      [body({ email: 'not-an-email' }), 'body.email'],
      [body({ marketing_agreed: 'yes' }), 'body.marketing_agreed'],
      [body({ service_id: undefined }), 'body.service_id'],
      [body({ service_id: 999999 }), 'body.service_id'],
      [body({ service_id: retired.id }), 'body.service_id'],
    ];
    for (const [payload, field] of cases) {
      const res = await send('student', { method: 'POST', url: URL.apply, payload });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'BAD_REQUEST', field });
    }
    const consent = await send('student', { method: 'POST', url: URL.apply, payload: noConsent });
    expect(consent.json().message).toContain('개인정보 수집·이용에 동의');
    expect(await appCount()).toBe(before);
  });

  it('403 for staff, whatever their level; nothing stored', async () => {
    const before = await appCount();
    for (const who of [4, 10] as const) expect((await send(who, { method: 'POST', url: URL.apply, payload: body() })).statusCode).toBe(403);
    expect(await appCount()).toBe(before);
  });

  it('409 naming body.service_id while the same service is open for the applicant; another service, or after a cancellation, is fine', async () => {
    const first = await applied({ service_id: svc.susi_strategy });
    const before = await appCount();
    const again = await send('student', { method: 'POST', url: URL.apply, payload: body({ service_id: svc.susi_strategy }) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', field: 'body.service_id' });
    expect(again.json().message).toContain(String(first));
    expect(await appCount()).toBe(before);
    // another customer may apply for the same service
    await applied({ service_id: svc.susi_strategy, student_name: '박지우' }, 'parent');
    await handle(first, 'CANCEL', '학생 요청');
    const after = await applied({ service_id: svc.susi_strategy });
    expect(after).not.toBe(first);
  });

  it('stores the application with the canonical phone, the snapshot of choices and scores, the price and the state 접수', async () => {
    const res = await send('student', { method: 'POST', url: URL.apply, payload: body({ service_id: svc.jeongsi_1on1, marketing_agreed: true, email: undefined }) });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json();
    expect(reply).toEqual({ result: 'success', id: expect.any(Number), state: RECEIVED.value, service_name: '1:1 정시 컨설팅', price: 150_000, payment_required: true });
    const row = await appRow(reply.id);
    expect(row).toMatchObject({
      user_id: student,
      service_id: svc.jeongsi_1on1,
      student_name: '김민준',
      school_name: '휘문고등학교',
      grade: 3,
      phone: '010-1234-5678',
      email: null,
      privacy_agreed: true,
      marketing_agreed: true,
      state: RECEIVED.value,
      price: 150_000,
      consultant_id: null,
      report: null,
    });
    expect(row.choices).toEqual([{ gun: 'ga', major_id: chosenMajor.id, univ_name: chosenMajor.univ_name, major_name: chosenMajor.major_name, region: chosenMajor.region, year: chosenMajor.year }]);
    // the latest sitting first (newest year, entered last), then the older one
    expect((row.scores as Array<{ year: number; subject_area: string; standard_score: number | null }>).map((s) => [s.year, s.subject_area, s.standard_score])).toEqual([
      [2025, 'english', null],
      [2025, 'korean', 120],
      [2025, 'math', 128],
      [2024, 'korean', 101],
    ]);
    expect(await auditOf(reply.id)).toEqual([]);
    // the snapshot stays as it was when the student applied
    await t.database.db.update(consultingExams).set({ standard_score: 130 }).where(eq(consultingExams.id, gradedExamId));
    expect((await appRow(reply.id)).scores).toEqual(row.scores);
    await t.database.db.update(consultingExams).set({ standard_score: 128 }).where(eq(consultingExams.id, gradedExamId));
  });

  it('a free service needs no payment; old 01X numbers are accepted in canonical form', async () => {
    await t.database.db.update(consultingApplications).set({ state: CANCELLED.value }).where(and(eq(consultingApplications.user_id, parent), eq(consultingApplications.service_id, svc.ai_report)));
    const res = await send('parent', { method: 'POST', url: URL.apply, payload: body({ phone: '011.234.5678', student_name: '박지우' }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ price: 0, payment_required: false });
    expect(await appRow(res.json().id)).toMatchObject({ phone: '011-234-5678', user_id: parent, choices: [], scores: [] });
  });
});

// ---- The applicant's side ----

describe('GET consulting_service/snapshot', () => {
  it('401 without a token, 403 for staff', async () => {
    expect((await send(null, { method: 'GET', url: URL.snapshot })).statusCode).toBe(401);
    expect((await send(4, { method: 'GET', url: URL.snapshot })).statusCode).toBe(403);
  });

  it('is the caller’s own choices and scores as they are now', async () => {
    const mine = (await send('student', { method: 'GET', url: URL.snapshot })).json();
    expect(mine.choices).toHaveLength(1);
    expect(mine.scores.map((s: { consulting_exam_id: number }) => s.consulting_exam_id)).toContain(gradedExamId);
    expect((await send('parent', { method: 'GET', url: URL.snapshot })).json()).toEqual({ result: 'success', choices: [], scores: [] });
  });
});

describe('GET consulting_service/mine and GET consulting_service/application', () => {
  it('401 without a token; 400 naming query.id; 403 for staff', async () => {
    expect((await send(null, { method: 'GET', url: URL.mine })).statusCode).toBe(401);
    expect((await send(null, { method: 'GET', url: `${URL.own}?id=1` })).statusCode).toBe(401);
    const bad = await send('student', { method: 'GET', url: `${URL.own}?id=abc` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'query.id' });
    expect((await send(4, { method: 'GET', url: URL.mine })).statusCode).toBe(403);
  });

  it('403 for another customer’s application; 404 for an unknown one', async () => {
    const { id } = await insertApplication({ student_name: '남의 신청' });
    const other = await send('parent', { method: 'GET', url: `${URL.own}?id=${id}` });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await send('student', { method: 'GET', url: `${URL.own}?id=999999` })).statusCode).toBe(404);
  });

  it('lists only the caller’s own applications, newest first; the report only once delivered', async () => {
    const row = await insertApplication({ student_name: '보고서학생' });
    const mine = (await send('student', { method: 'GET', url: URL.mine })).json().data_list as Array<{ id: number; report_ready: boolean }>;
    const ids = mine.map((a) => a.id);
    expect(ids).toContain(row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const others = await t.database.db.select({ id: consultingApplications.id }).from(consultingApplications).where(eq(consultingApplications.user_id, parent));
    expect(others.length).toBeGreaterThan(0);
    expect(ids.some((id) => others.some((o) => o.id === id))).toBe(false);

    await handle(row.id, 'START');
    expect((await send(4, { method: 'POST', url: URL.generate, payload: { id: row.id } })).statusCode).toBe(200);
    const before = (await send('student', { method: 'GET', url: `${URL.own}?id=${row.id}` })).json().data;
    expect(before).toMatchObject({ state: IN_PROGRESS.value, report_ready: false, report: null });
    await handle(row.id, 'DELIVER');
    const after = (await send('student', { method: 'GET', url: `${URL.own}?id=${row.id}` })).json().data;
    expect(after).toMatchObject({ state: DELIVERED.value, report_ready: true, report: { student: { student_name: '보고서학생' } } });
  });
});

// ---- The consultants: list and detail ----

describe('GET consulting_application/list', () => {
  it('401 without a token; 400 naming the query field; 403 for customers and level 3', async () => {
    expect((await send(null, { method: 'GET', url: URL.list })).statusCode).toBe(401);
    for (const [query, field] of [
      ['state=done', 'query.state'],
      ['service_id=x', 'query.service_id'],
      ['from=2025-13-01', 'query.from'],
      ['to=어제', 'query.to'],
      ['page=0', 'query.page'],
    ] as const) {
      const res = await send(4, { method: 'GET', url: `${URL.list}?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', field });
    }
    for (const who of ['student', 3] as const) expect((await send(who, { method: 'GET', url: URL.list })).statusCode).toBe(403);
  });

  it('filters by state, service, name search and application dates; pages; sorts with the arrow', async () => {
    const a = await insertApplication({ student_name: '필터가나', school_name: '필터고', service_id: svc.susi_strategy, create_time: new Date('2031-03-01T10:00:00+09:00') });
    const b = await insertApplication({ student_name: '필터다라', school_name: '필터고', service_id: svc.ai_report, state: CANCELLED.value, create_time: new Date('2031-03-02T23:30:00+09:00') });
    const c = await insertApplication({ student_name: '필터마바', school_name: '필터고', service_id: svc.ai_report, phone: '010-7777-0001', create_time: new Date('2031-03-03T00:10:00+09:00') });
    const ids = async (query: string) => ((await send(4, { method: 'GET', url: `${URL.list}?${query}` })).json().data_list as Array<{ id: number }>).map((r) => r.id);
    expect(await ids('q=필터고')).toEqual([c.id, b.id, a.id]);
    expect(await ids(`q=필터고&state=${RECEIVED.value}`)).toEqual([c.id, a.id]);
    expect(await ids(`q=필터고&state=${CANCELLED.value},${RECEIVED.value}&service_id=${svc.ai_report}`)).toEqual([c.id, b.id]);
    expect(await ids('q=7777-0001')).toEqual([c.id]);
    expect(await ids('q=필터&from=2031-03-02&to=2031-03-02')).toEqual([b.id]);
    expect(await ids('q=필터&from=2031-03-03')).toEqual([c.id]);
    expect(await ids('q=필터고&sort_key=student_name&sort=1')).toEqual([a.id, b.id, c.id]);
    expect(await ids('q=필터고&sort_key=student_name&sort=2')).toEqual([c.id, b.id, a.id]);
    expect(await ids('q=필터고&size=2&page=2')).toEqual([a.id]);
    const page = (await send(4, { method: 'GET', url: `${URL.list}?q=필터고&size=2` })).json();
    expect(page).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(page.data_list[0]).toMatchObject({ id: c.id, service_name: 'AI 대학 추천 리포트', user_name: '데모 학생', state: RECEIVED.value, has_report: false, note_count: 0 });
  });
});

describe('GET consulting_application', () => {
  it('401, 400 naming query.id, 403 for customers and level 3, 404 for an unknown one', async () => {
    const row = await insertApplication();
    expect((await send(null, { method: 'GET', url: `${URL.one}?id=${row.id}` })).statusCode).toBe(401);
    expect((await send(4, { method: 'GET', url: `${URL.one}?id=0` })).json()).toMatchObject({ field: 'query.id' });
    for (const who of ['student', 3] as const) expect((await send(who, { method: 'GET', url: `${URL.one}?id=${row.id}` })).statusCode).toBe(403);
    expect((await send(4, { method: 'GET', url: `${URL.one}?id=999999` })).statusCode).toBe(404);
  });

  it('shows the snapshot, the notes, the history and the report', async () => {
    const id = await appliedAfresh('ai_report', '상세학생');
    await handle(id, 'START');
    await send(4, { method: 'POST', url: URL.note, payload: { id, note: '전화 상담 완료' } });
    const data = (await send(4, { method: 'GET', url: `${URL.one}?id=${id}` })).json().data;
    expect(data).toMatchObject({ id, state: IN_PROGRESS.value, consultant_id: level4, consultant_name: '데모 관리자(외부)', note_count: 1, report: null, phone: '010-1234-5678' });
    expect(data.choices).toHaveLength(1);
    expect(data.scores).toHaveLength(4);
    expect(data.notes).toMatchObject([{ note: '전화 상담 완료', written_by: level4, writer_name: '데모 관리자(외부)' }]);
    expect(data.history).toMatchObject([{ event: 'START', from_state: RECEIVED.value, to_state: IN_PROGRESS.value, user_name: '데모 관리자(외부)' }]);
  });
});

// ---- The consultants: state, notes, report ----

describe('PUT consulting_application/state (through the consulting-application machine)', () => {
  it('401 without a token', async () => {
    const row = await insertApplication();
    expect((await send(null, { method: 'PUT', url: URL.state, payload: { id: row.id, event: 'START' } })).statusCode).toBe(401);
  });

  it('400 naming the field: a bad id or event; a cancellation without a reason names body.reason; nothing changes', async () => {
    const row = await insertApplication();
    for (const [payload, field] of [
      [{ id: 'x', event: 'START' }, 'body.id'],
      [{ id: row.id, event: 'DONE' }, 'body.event'],
      [{ id: row.id }, 'body.event'],
      [{ id: row.id, event: 'CANCEL' }, 'body.reason'],
      [{ id: row.id, event: 'CANCEL', reason: '   ' }, 'body.reason'],
      [{ id: row.id, event: 'CANCEL', reason: 'x'.repeat(1001) }, 'body.reason'],
    ] as const) {
      const res = await send(4, { method: 'PUT', url: URL.state, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'BAD_REQUEST', field });
    }
    expect(await appRow(row.id)).toEqual(row);
    expect(await auditOf(row.id)).toEqual([]);
  });

  it('403 for level 3 staff and for the applicant; nothing changes', async () => {
    const row = await insertApplication();
    for (const who of [3, 'student'] as const) expect((await send(who, { method: 'PUT', url: URL.state, payload: { id: row.id, event: 'START' } })).statusCode).toBe(403);
    expect(await appRow(row.id)).toEqual(row);
  });

  it('404 for an unknown application', async () => {
    const res = await send(4, { method: 'PUT', url: URL.state, payload: { id: 999999, event: 'START' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('409 naming the state and the event for what the machine refuses (a delivery without a report too); nothing changes', async () => {
    const row = await insertApplication();
    const reopen = await send(4, { method: 'PUT', url: URL.state, payload: { id: row.id, event: 'REOPEN' } });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toContain('REOPEN');
    expect(reopen.json().message).toContain(RECEIVED.label);
    const deliver = await send(4, { method: 'PUT', url: URL.state, payload: { id: row.id, event: 'DELIVER' } });
    expect(deliver.statusCode).toBe(409);
    expect(await appRow(row.id)).toEqual(row);
    await handle(row.id, 'START');
    const started = await appRow(row.id);
    const noReport = await send(4, { method: 'PUT', url: URL.state, payload: { id: row.id, event: 'DELIVER' } });
    expect(noReport.statusCode).toBe(409);
    expect(noReport.json().message).toContain('DELIVER');
    expect(noReport.json().message).toContain('보고서');
    expect((await send(4, { method: 'PUT', url: URL.state, payload: { id: row.id, event: 'START' } })).statusCode).toBe(409);
    expect(await appRow(row.id)).toEqual(started);
    expect(await auditOf(row.id)).toHaveLength(1);
  });

  it('409 for START of a priced application not paid (결제 대기, 환불됨), and for a plain CANCEL of a paid one; nothing changes', async () => {
    for (const payment_state of [PAY.pending.value, PAY.refunded.value]) {
      const row = await insertApplication({ service_id: svc.jeongsi_1on1, price: 150_000, payment_state, student_name: `미결제 ${payment_state}` });
      const res = await send(4, { method: 'PUT', url: URL.state, payload: { id: row.id, event: 'START' } });
      expect(res.statusCode, payment_state).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT' });
      expect(res.json().message).toContain('결제');
      expect(await appRow(row.id)).toEqual(row);
      expect(await auditOf(row.id)).toEqual([]);
    }
    const id = await appliedAfresh('jeongsi_1on1', '결제한 취소');
    await payFor(id);
    const paid = await appRow(id);
    expect(paid).toMatchObject({ state: RECEIVED.value, payment_state: PAY.paid.value });
    const cancel = await send(4, { method: 'PUT', url: URL.state, payload: { id, event: 'CANCEL', reason: '학생 요청' } });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toContain('환불');
    expect(await appRow(id)).toEqual(paid);
    expect(await auditOf(id)).toEqual([]);
  });

  it('START records the consultant; DELIVER once a report exists is final; CANCEL keeps its reason and REOPEN starts again, each audited', async () => {
    const row = await insertApplication();
    expect(await handle(row.id, 'START')).toEqual({ result: 'success', id: row.id, state: IN_PROGRESS.value });
    expect(await appRow(row.id)).toMatchObject({ state: IN_PROGRESS.value, consultant_id: level4 });
    await handle(row.id, 'CANCEL', '  학생 요청으로 취소 ');
    expect(await appRow(row.id)).toMatchObject({ state: CANCELLED.value });
    await handle(row.id, 'REOPEN');
    await handle(row.id, 'START');
    expect((await send(4, { method: 'POST', url: URL.generate, payload: { id: row.id } })).statusCode).toBe(200);
    await handle(row.id, 'DELIVER');
    expect(await appRow(row.id)).toMatchObject({ state: DELIVERED.value });
    for (const event of ['START', 'CANCEL', 'REOPEN', 'DELIVER']) {
      const res = await send(4, { method: 'PUT', url: URL.state, payload: { id: row.id, event, reason: '사유' } });
      expect(res.statusCode, event).toBe(409);
    }
    const audit = await auditOf(row.id);
    expect(audit.map((a) => `${a.from_state}-${a.event}->${a.to_state}`)).toEqual([
      'received-START->in_progress',
      'in_progress-CANCEL->cancelled',
      'cancelled-REOPEN->received',
      'received-START->in_progress',
      'in_progress-DELIVER->delivered',
    ]);
    expect(audit[1]).toMatchObject({ machine: 'consultingApplication', reason: '학생 요청으로 취소', user_id: level4 });
  });
  it('a free application starts at once (결제 없음); a priced one is 결제 대기, shown with no paid order, and starts once paid', async () => {
    const free = await appliedAfresh('ai_report', '무료 시작');
    expect(await appRow(free)).toMatchObject({ price: 0, payment_state: PAY.none.value });
    expect((await handle(free, 'START')).state).toBe(IN_PROGRESS.value);

    const id = await appliedAfresh('jeongsi_1on1', '유료 시작');
    expect(await appRow(id)).toMatchObject({ price: 150_000, payment_state: PAY.pending.value });
    const before = (await send(4, { method: 'GET', url: `${URL.one}?id=${id}` })).json().data;
    expect(before).toMatchObject({ payment_state: PAY.pending.value, paid_order: null });
    const own = (await send('student', { method: 'GET', url: `${URL.own}?id=${id}` })).json().data;
    expect(own).toMatchObject({ price: 150_000, payment_state: PAY.pending.value });

    const order = await payFor(id);
    expect(await appRow(id)).toMatchObject({ state: RECEIVED.value, payment_state: PAY.paid.value });
    const detail = (await send(4, { method: 'GET', url: `${URL.one}?id=${id}` })).json().data;
    expect(detail).toMatchObject({ payment_state: PAY.paid.value, paid_order: { id: order.id, order_id: order.orderId, amount: 150_000, refunded_amount: 0 } });
    const listed = (await send(4, { method: 'GET', url: `${URL.list}?q=${encodeURIComponent('유료 시작')}` })).json().data_list;
    expect(listed).toMatchObject([{ id, payment_state: PAY.paid.value, paid_order: { id: order.id, amount: 150_000 } }]);
    const mine = (await send('student', { method: 'GET', url: URL.mine })).json().data_list.find((a: { id: number }) => a.id === id);
    expect(mine).toMatchObject({ payment_state: PAY.paid.value });

    expect(await handle(id, 'START')).toEqual({ result: 'success', id, state: IN_PROGRESS.value });
    expect(await appRow(id)).toMatchObject({ state: IN_PROGRESS.value, consultant_id: level4, payment_state: PAY.paid.value });
  });

  it('a paid application is cancelled by refunding its order (level 5; level 4 is refused): 취소 and 환불됨; REOPEN makes it 결제 대기 and START waits for a new payment', async () => {
    const id = await appliedAfresh('jeongsi_1on1', '환불 취소');
    const order = await payFor(id);
    await handle(id, 'START');
    const started = await appRow(id);
    const refused = await send(4, { method: 'POST', url: URL.refund, payload: { id: order.id, reason: '학생 요청으로 취소' } });
    expect(refused.statusCode).toBe(403);
    expect(await appRow(id)).toEqual(started);

    const refunded = await send(5, { method: 'POST', url: URL.refund, payload: { id: order.id, reason: '학생 요청으로 취소' } });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ state: ORDER_STATE.refunded.code, refunded_amount: 150_000, balance_amount: 0 });
    expect(await appRow(id)).toMatchObject({ state: CANCELLED.value, payment_state: PAY.refunded.value });
    const audit = await auditOf(id);
    expect(audit.map((a) => `${a.from_state}-${a.event}->${a.to_state}`)).toEqual(['received-START->in_progress', 'in_progress-CANCEL->cancelled']);
    expect(audit[1].reason).toContain('학생 요청으로 취소');
    const detail = (await send(4, { method: 'GET', url: `${URL.one}?id=${id}` })).json().data;
    expect(detail).toMatchObject({ state: CANCELLED.value, payment_state: PAY.refunded.value, paid_order: null });

    expect((await handle(id, 'REOPEN')).state).toBe(RECEIVED.value);
    const reopened = await appRow(id);
    expect(reopened).toMatchObject({ state: RECEIVED.value, payment_state: PAY.pending.value });
    expect((await send(4, { method: 'PUT', url: URL.state, payload: { id, event: 'START' } })).statusCode).toBe(409);
    expect(await appRow(id)).toEqual(reopened);
    // paid again (a new order), it starts
    await payFor(id);
    expect((await handle(id, 'START')).state).toBe(IN_PROGRESS.value);
  });
});

describe('POST consulting_application/note', () => {
  it('401, 400 naming body.note, 403 for customers and level 3, 404; nothing stored', async () => {
    const row = await insertApplication();
    const notes = () => t.database.db.select().from(consultingApplicationNotes).where(eq(consultingApplicationNotes.application_id, row.id));
    expect((await send(null, { method: 'POST', url: URL.note, payload: { id: row.id, note: '메모' } })).statusCode).toBe(401);
    for (const note of ['', '   ', 'x'.repeat(2001)]) expect((await send(4, { method: 'POST', url: URL.note, payload: { id: row.id, note } })).json()).toMatchObject({ field: 'body.note' });
    for (const who of ['student', 3] as const) expect((await send(who, { method: 'POST', url: URL.note, payload: { id: row.id, note: '메모' } })).statusCode).toBe(403);
    expect((await send(4, { method: 'POST', url: URL.note, payload: { id: 999999, note: '메모' } })).statusCode).toBe(404);
    expect(await notes()).toEqual([]);
  });

  it('stores the note with its writer, in any state', async () => {
    const row = await insertApplication({ state: CANCELLED.value });
    const res = await send(4, { method: 'POST', url: URL.note, payload: { id: row.id, note: '  재신청 안내함 ' } });
    expect(res.statusCode, res.body).toBe(200);
    const [note] = await t.database.db.select().from(consultingApplicationNotes).where(eq(consultingApplicationNotes.id, res.json().id));
    expect(note).toMatchObject({ application_id: row.id, note: '재신청 안내함', written_by: level4 });
  });
});

describe('POST consulting_application/report/generate and PUT consulting_application/report', () => {
  it('401, 400 naming the field, 403 for customers and level 3, 404', async () => {
    const row = await insertApplication();
    expect((await send(null, { method: 'POST', url: URL.generate, payload: { id: row.id } })).statusCode).toBe(401);
    expect((await send(null, { method: 'PUT', url: URL.report, payload: { id: row.id, summary: '', advice: '' } })).statusCode).toBe(401);
    expect((await send(4, { method: 'POST', url: URL.generate, payload: {} })).json()).toMatchObject({ field: 'body.id' });
    expect((await send(4, { method: 'PUT', url: URL.report, payload: { id: row.id, summary: 'x'.repeat(5001), advice: '' } })).json()).toMatchObject({ field: 'body.summary' });
    expect((await send(4, { method: 'PUT', url: URL.report, payload: { id: row.id, summary: '' } })).json()).toMatchObject({ field: 'body.advice' });
    for (const who of ['student', 3] as const) {
      expect((await send(who, { method: 'POST', url: URL.generate, payload: { id: row.id } })).statusCode).toBe(403);
      expect((await send(who, { method: 'PUT', url: URL.report, payload: { id: row.id, summary: 'a', advice: 'b' } })).statusCode).toBe(403);
    }
    expect((await send(4, { method: 'POST', url: URL.generate, payload: { id: 999999 } })).statusCode).toBe(404);
    expect((await send(4, { method: 'PUT', url: URL.report, payload: { id: 999999, summary: 'a', advice: 'b' } })).statusCode).toBe(404);
    expect((await appRow(row.id)).report).toBeNull();
  });

  it('409 naming the state unless the application is in progress; nothing changes', async () => {
    const row = await insertApplication();
    for (const [method, url, payload] of [
      ['POST', URL.generate, { id: row.id }],
      ['PUT', URL.report, { id: row.id, summary: '요약', advice: '조언' }],
    ] as const) {
      const res = await send(4, { method, url, payload });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain(RECEIVED.value);
    }
    expect(await appRow(row.id)).toEqual(row);
  });

  it('generates the facts from stored rows (converted scores and bands of the snapshot’s latest sitting, cut-offs, unit analysis), keeps the consultant’s text, and freezes once delivered', async () => {
    const id = await appliedAfresh('jeongsi_1on1', '보고서 생성');
    await payFor(id);
    await handle(id, 'START');
    const saved = await send(4, { method: 'PUT', url: URL.report, payload: { id, summary: ' 수학 보완 필요 ', advice: '가군은 적정 지원' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().report).toMatchObject({ summary: '수학 보완 필요', advice: '가군은 적정 지원' });

    const res = await send(4, { method: 'POST', url: URL.generate, payload: { id } });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().report;
    expect(report).toMatchObject({
      service_name: '1:1 정시 컨설팅',
      student: { student_name: '보고서 생성', school_name: '휘문고등학교', grade: 3 },
      sitting: { year: 2025, test_name: '2025학년도 6월 모의평가' },
      converted_note: `환산점수는 2025년 2025학년도 6월 모의평가 성적으로 계산했습니다. ${BAND_RULE_TEXT}`,
      summary: '수학 보완 필요',
      advice: '가군은 적정 지원',
    });
    expect(report.choices).toEqual([
      {
        gun: 'ga',
        major_id: chosenMajor.id,
        univ_name: chosenMajor.univ_name,
        major_name: chosenMajor.major_name,
        region: chosenMajor.region,
        year: chosenMajor.year,
        formula: { year: chosenMajor.year, track: '공통' },
        converted: 273.6,
        band: '적정',
        score_note: null,
        cutoffs: [
          { year: 2024, kind: '70%컷', score: 272 },
          { year: 2023, kind: '50%컷', score: 268.5 },
        ],
      },
    ]);
    expect(report.units).toHaveLength(1);
    expect(report.units[0]).toMatchObject({ consulting_exam_id: gradedExamId, subject_area: 'math' });
    // the chapter of question 1 (wrong) comes first: the weakest unit; the other two share their type category
    expect(report.units[0].units[0]).toEqual({ unit: '수열의 극한', total: 1, correct: 0, earned: 0 });
    expect(report.units[0].units[1]).toMatchObject({ total: 2, correct: 2, earned: 4 });
    expect((await appRow(id)).report).toEqual(report);

    await handle(id, 'DELIVER');
    const frozen = await appRow(id);
    expect((await send(4, { method: 'POST', url: URL.generate, payload: { id } })).statusCode).toBe(409);
    expect((await send(4, { method: 'PUT', url: URL.report, payload: { id, summary: '바꿈', advice: '' } })).statusCode).toBe(409);
    expect(await appRow(id)).toEqual(frozen);
  });
});

// ---- The demo seed ----

describe('the demo seed', () => {
  it('adds the services and the demo customers’ applications in their states with audit rows and notes, money agreeing with states, once', async () => {
    const demo = () =>
      t.database.db
        .select()
        .from(consultingApplications)
        .where(inArray(consultingApplications.student_name, ['데모 학생', '이서연']))
        .orderBy(asc(consultingApplications.id));
    const seedOrders = () => t.database.db.select().from(orders).where(eq(orders.order_id, 'SEED-CONSULT-0001'));
    expect(await demo()).toEqual([]);
    await seedDemoApplications(t.database.db);
    const seeded = await demo();
    expect(seeded.map((a) => [a.user_id, a.student_name, a.service_id, a.state, a.price, a.payment_state])).toEqual([
      [student, '데모 학생', svc.ai_report, RECEIVED.value, 0, PAY.none.value],
      [student, '데모 학생', svc.jeongsi_1on1, IN_PROGRESS.value, 150_000, PAY.paid.value],
      [parent, '이서연', svc.susi_strategy, CANCELLED.value, 200_000, PAY.pending.value],
      [parent, '이서연', svc.jeongsi_1on1, RECEIVED.value, 150_000, PAY.pending.value],
    ]);
    expect(seeded[1]).toMatchObject({ consultant_id: level4 });
    // the started priced application is paid: one paid order of its price
    const [order] = await seedOrders();
    expect(order).toMatchObject({ user_id: student, consulting_application_id: seeded[1].id, amount: 150_000, list_amount: 150_000, state: ORDER_STATE.paid.code, refunded_amount: 0 });
    expect(order.payment_key).toMatch(/^SEED-/);
    expect(order.approved_time).toBeInstanceOf(Date);
    const paidOrders = await t.database.db.select().from(orders).where(inArray(orders.consulting_application_id, seeded.map((a) => a.id)));
    expect(paidOrders.map((o) => o.consulting_application_id)).toEqual([seeded[1].id]);
    expect(await auditOf(seeded[1].id)).toMatchObject([{ event: 'START', user_id: level4 }]);
    expect(await auditOf(seeded[2].id)).toMatchObject([{ event: 'CANCEL', user_id: level4 }]);
    const notes = await t.database.db.select().from(consultingApplicationNotes).where(eq(consultingApplicationNotes.application_id, seeded[1].id));
    expect(notes).toHaveLength(2);
    // the consultants' detail shows the paid order
    const detail = (await send(4, { method: 'GET', url: `${URL.one}?id=${seeded[1].id}` })).json().data;
    expect(detail).toMatchObject({ payment_state: PAY.paid.value, paid_order: { id: order.id, order_id: 'SEED-CONSULT-0001', amount: 150_000, refunded_amount: 0 } });

    const before = await appCount();
    await seedDemoApplications(t.database.db);
    await seedConsultingServices(t.database.db);
    expect(await appCount()).toBe(before);
    expect(await demo()).toEqual(seeded);
    expect(await seedOrders()).toEqual([order]);
    expect((await t.database.db.select({ n: count() }).from(consultingServices))[0].n).toBe(CONSULTING_SERVICES.length + 1);
  });
});
