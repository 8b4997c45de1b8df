/**
 * Split-error reports and question visits of the AI flow (issue 9 point 8) on the real app and database:
 * divided_image/error/report, divided_image/error/report_cancel, question_error_report, question_visited and
 * question_visited_check, each in the order 401 -> 400 -> 403 -> 404 -> 409 -> success, with the stored rows
 * checked after refused calls; then report -> solve, report -> cancel, solve twice, and 50 parallel reports.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EXAM_TYPE } from '../../src/api/codes';
import { ISSUE_STATUS } from '../../src/machines/error-report.machine';
import { divideErrorReports, examSubjects, questions, questionVisits, transitionLog } from '../../server/db/schema/index';
import { buildTestApp, loginAs, type DemoWho, type TestApp } from '../helpers/app';
import { examSubjectWithQuestions, userId } from '../helpers/factories';

let t: TestApp;
const uid: Record<number, number> = {};
/** A: an AI exam entered by level 1. B: an AI exam entered by level 2 (not level 1's). M: a manual exam of level 1. */
const exam = { a: 0, b: 0, m: 0 };
const qa: number[] = [];
const qb: number[] = [];
const AI = EXAM_TYPE.ai.code;
const { open: OPEN, solved: SOLVED, cancelled: CANCELLED } = ISSUE_STATUS;

const db = () => t.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  for (const level of [1, 2, 3, 4, 10]) uid[level] = await userId(db(), `level${level}@demo.local`);
  // these tests count reports exactly: start without the demo seed's reports
  await db().delete(divideErrorReports);
  const a = await examSubjectWithQuestions(db(), { user_id: uid[1], state: 0, name: '분할신고 테스트 가 AI 수학', count: 4 });
  const b = await examSubjectWithQuestions(db(), { user_id: uid[2], state: 0, name: '분할신고 테스트 나 AI 수학', count: 3 });
  const m = await examSubjectWithQuestions(db(), { user_id: uid[1], state: 0, name: '분할신고 테스트 수동 시험', count: 1 });
  await db().update(examSubjects).set({ type: AI }).where(eq(examSubjects.id, a.id));
  await db().update(examSubjects).set({ type: AI }).where(eq(examSubjects.id, b.id));
  Object.assign(exam, { a: a.id, b: b.id, m: m.id });
  const ids = async (id: number) => (await db().select({ id: questions.id }).from(questions).where(eq(questions.exam_subject_id, id)).orderBy(questions.question_index)).map((r) => r.id);
  qa.push(...(await ids(a.id)));
  qb.push(...(await ids(b.id)));
});
afterAll(() => t.close());

async function call(who: DemoWho | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const token = who === null ? null : await loginAs(t.app, who);
  const res = await t.app.inject({ method, url, payload: payload as object, headers: token ? { authorization: `token=${token}` } : {} });
  return { status: res.statusCode, body: res.json() };
}

const report = async (id: number) => (await db().select().from(divideErrorReports).where(eq(divideErrorReports.id, id)))[0];
const reportsOn = (questionId: number) => db().select().from(divideErrorReports).where(eq(divideErrorReports.question_id, questionId));
const question = async (id: number) => (await db().select().from(questions).where(eq(questions.id, id)))[0];
const REPORT = '/api/v2/exam/divided_image/error/report';
const CANCEL = '/api/v2/exam/divided_image/error/report_cancel';

/** Makes an open report through the API and returns its id. */
async function reportVia(who: DemoWho, body: Record<string, unknown>) {
  const r = await call(who, 'POST', REPORT, { reason: '문항 7의 상자가 선택지 ⑤를 빠뜨렸습니다.', ...body });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.error_id as number;
}

describe('POST /api/v2/exam/divided_image/error/report', () => {
  it('401 without a token', async () => {
    expect((await call(null, 'POST', REPORT, { exam_subject_id: exam.a, question_index: 1, reason: 'x' })).status).toBe(401);
  });
  it('400 naming the field', async () => {
    expect((await call(1, 'POST', REPORT, { exam_subject_id: exam.a, question_index: 1, reason: '   ' })).body.field).toBe('body.reason');
    expect((await call(1, 'POST', REPORT, { exam_subject_id: exam.a, question_index: 1, reason: 'x'.repeat(1001) })).body.field).toBe('body.reason');
    expect((await call(1, 'POST', REPORT, { exam_subject_id: exam.a, reason: '잘림' })).body.field).toBe('body.question_index');
    expect((await call(1, 'POST', REPORT, { exam_subject_id: 'x', question_index: 1, reason: '잘림' })).body.field).toBe('body.exam_subject_id');
    const mismatch = await call(1, 'POST', REPORT, { exam_subject_id: exam.a, question_index: 2, question_id: qa[0], reason: '잘림' });
    expect(mismatch).toMatchObject({ status: 400, body: { field: 'body.question_index' } });
    expect(await reportsOn(qa[0])).toHaveLength(0);
  });
  it('403 below level 1, and for an exam not assigned to a level-1 user; nothing is written', async () => {
    expect((await call(0, 'POST', REPORT, { exam_subject_id: exam.a, question_index: 1, reason: '잘림' })).status).toBe(403);
    const r = await call(1, 'POST', REPORT, { exam_subject_id: exam.b, question_index: 1, reason: '잘림' });
    expect(r).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(await reportsOn(qb[0])).toHaveLength(0);
    expect((await question(qb[0])).divide_error_reported).toBe(false);
  });
  it('404 for a missing exam, a missing question, another exam’s question and a non-AI exam', async () => {
    expect(await call(1, 'POST', REPORT, { exam_subject_id: 999_999, question_index: 1, reason: '잘림' })).toMatchObject({ status: 404, body: { field: 'body.exam_subject_id' } });
    expect(await call(1, 'POST', REPORT, { exam_subject_id: exam.a, question_index: 99, reason: '잘림' })).toMatchObject({ status: 404, body: { field: 'body.question_index' } });
    expect(await call(3, 'POST', REPORT, { exam_subject_id: exam.a, question_id: qb[0], reason: '잘림' })).toMatchObject({ status: 404, body: { field: 'body.question_id' } });
    expect((await call(1, 'POST', REPORT, { exam_subject_id: exam.m, question_index: 1, reason: '잘림' })).status).toBe(404);
    expect(await db().select().from(divideErrorReports)).toHaveLength(0);
  });
  it('creates an open report with the exam type and flags the question; a second open one by the same user is 409', async () => {
    const id = await reportVia(1, { exam_subject_id: exam.a, question_index: 1 });
    expect(await report(id)).toMatchObject({ exam_subject_id: exam.a, question_id: qa[0], question_index: 1, exam_type: AI, issue_status: OPEN.code, user_id: uid[1], solver_id: null });
    expect((await question(qa[0])).divide_error_reported).toBe(true);
    expect((await question(qa[1])).divide_error_reported).toBe(false);
    const again = await call(1, 'POST', REPORT, { exam_subject_id: exam.a, question_id: qa[0], reason: '또 잘림' });
    expect(again).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    expect(await reportsOn(qa[0])).toHaveLength(1);
    // another user may report the same question
    const byReviewer = await reportVia(3, { exam_subject_id: exam.a, question_id: qa[0] });
    expect(await reportsOn(qa[0])).toHaveLength(2);
    expect((await report(byReviewer)).question_index).toBe(1);
  });
  it('50 parallel identical reports by one user leave exactly one row', async () => {
    await loginAs(t.app, 4);
    const answers = await Promise.all(Array.from({ length: 50 }, () => call(4, 'POST', REPORT, { exam_subject_id: exam.b, question_index: 3, reason: '동시에 신고' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
    const rows = await db().select().from(divideErrorReports).where(and(eq(divideErrorReports.question_id, qb[2]), eq(divideErrorReports.user_id, uid[4])));
    expect(rows).toHaveLength(1);
  });
});

describe('PUT /api/v2/exam/divided_image/error/report_cancel', () => {
  let errorId = 0;
  beforeAll(async () => {
    errorId = await reportVia(1, { exam_subject_id: exam.a, question_index: 2 });
  });
  it('401 without a token', async () => {
    expect((await call(null, 'PUT', CANCEL, { error_id: errorId, exam_type: AI, issue_status: 1 })).status).toBe(401);
  });
  it('400 naming the field; a wrong exam_type leaves the report open', async () => {
    expect((await call(1, 'PUT', CANCEL, { error_id: errorId, exam_type: AI, issue_status: 0 })).body.field).toBe('body.issue_status');
    expect((await call(1, 'PUT', CANCEL, { error_id: errorId, exam_type: 9, issue_status: 1 })).body.field).toBe('body.exam_type');
    const wrong = await call(1, 'PUT', CANCEL, { error_id: errorId, exam_type: EXAM_TYPE.mock.code, issue_status: 1 });
    expect(wrong).toMatchObject({ status: 400, body: { field: 'body.exam_type' } });
    expect((await report(errorId)).issue_status).toBe(OPEN.code);
  });
  it('403 for a level-2 user who is neither the enterer nor a reviewer; nothing changes', async () => {
    const r = await call(2, 'PUT', CANCEL, { error_id: errorId, exam_type: AI, issue_status: 1 });
    expect(r).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(await report(errorId)).toMatchObject({ issue_status: OPEN.code, solver_id: null });
    expect((await question(qa[1])).divide_error_reported).toBe(true);
  });
  it('404 for a missing report', async () => {
    expect((await call(1, 'PUT', CANCEL, { error_id: 999_999, exam_type: AI, issue_status: 1 })).status).toBe(404);
  });
  it('report then solve: the flag is cleared, an audit row written; solving again is 409 naming the state and event', async () => {
    const r = await call(1, 'PUT', CANCEL, { error_id: errorId, exam_type: AI, issue_status: SOLVED.code });
    expect(r).toMatchObject({ status: 200, body: { result: 'success', error_id: errorId, issue_status: SOLVED.code, divide_error_reported: false } });
    expect(await report(errorId)).toMatchObject({ issue_status: SOLVED.code, solver_id: uid[1] });
    expect((await report(errorId)).solve_time).not.toBeNull();
    expect((await question(qa[1])).divide_error_reported).toBe(false);
    const audit = await db().select().from(transitionLog).where(and(eq(transitionLog.entity, 'divide_error_report'), eq(transitionLog.entity_id, String(errorId))));
    expect(audit).toMatchObject([{ event: 'SOLVE', from_state: '0', to_state: '1', user_id: uid[1] }]);
    const before = await report(errorId);
    for (const status of [SOLVED.code, CANCELLED.code]) {
      const twice = await call(3, 'PUT', CANCEL, { error_id: errorId, exam_type: AI, issue_status: status });
      expect(twice).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
      expect(twice.body.message).toContain(SOLVED.label);
      expect(twice.body.message).toContain(status === SOLVED.code ? 'SOLVE' : 'CANCEL');
    }
    expect(await report(errorId)).toEqual(before);
  });
  it('report then cancel: the flag stays while another open report remains', async () => {
    const mine = await reportVia(1, { exam_subject_id: exam.a, question_index: 3 });
    const theirs = await reportVia(3, { exam_subject_id: exam.a, question_index: 3 });
    const first = await call(3, 'PUT', CANCEL, { error_id: mine, exam_type: AI, issue_status: CANCELLED.code });
    expect(first).toMatchObject({ status: 200, body: { issue_status: CANCELLED.code, divide_error_reported: true } });
    expect((await question(qa[2])).divide_error_reported).toBe(true);
    const second = await call(1, 'PUT', CANCEL, { error_id: theirs, exam_type: AI, issue_status: CANCELLED.code });
    expect(second.body.divide_error_reported).toBe(false);
    expect((await question(qa[2])).divide_error_reported).toBe(false);
    expect((await report(mine)).issue_status).toBe(CANCELLED.code);
  });
});

describe('GET /api/v2/exam/question_error_report', () => {
  const url = '/api/v2/exam/question_error_report';
  it('401 without a token', async () => {
    expect((await call(null, 'GET', `${url}?exam_subject_id=${exam.a}`)).status).toBe(401);
  });
  it('400 naming the field', async () => {
    expect((await call(1, 'GET', `${url}?question_index=1`)).body.field).toBe('query.question_index');
    expect((await call(1, 'GET', `${url}?date_from=2025-06-04&date_to=2025-06-01`)).body.field).toBe('query.date_to');
    expect((await call(1, 'GET', `${url}?issue_status=7`)).body.field).toBe('query.issue_status');
    expect((await call(1, 'GET', `${url}?sort_key=reason`)).body.field).toBe('query.sort_key');
  });
  it('403 for a level-1 user on an exam not assigned to them', async () => {
    expect(await call(1, 'GET', `${url}?exam_subject_id=${exam.b}`)).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
  });
  it('404 for a missing exam', async () => {
    expect((await call(1, 'GET', `${url}?exam_subject_id=999999`)).status).toBe(404);
  });
  it('one question’s reports, with the exam and its assigned staff', async () => {
    const r = await call(1, 'GET', `${url}?exam_subject_id=${exam.a}&question_index=1`);
    expect(r.status).toBe(200);
    expect(r.body.exam).toMatchObject({ id: exam.a, type: AI, user_id: uid[1] });
    expect(r.body.data_list.map((x: { question_index: number }) => x.question_index)).toEqual([1, 1]);
    expect(r.body.data_list[0]).toMatchObject({ exam_subject_name: '분할신고 테스트 가 AI 수학', issue_status: OPEN.code, reason: expect.any(String), user_name: expect.any(String) });
    expect(r.body.total).toBe(2);
  });
  it('the list: a level-1 user sees the reports on their exams only; reviewers see all; filters, paging and sort', async () => {
    const mine = await call(1, 'GET', `${url}?size=100`);
    expect(mine.body.exam).toBeNull();
    expect(new Set(mine.body.data_list.map((x: { exam_subject_id: number }) => x.exam_subject_id))).toEqual(new Set([exam.a]));
    const all = await call(3, 'GET', `${url}?size=100`);
    expect(new Set(all.body.data_list.map((x: { exam_subject_id: number }) => x.exam_subject_id))).toEqual(new Set([exam.a, exam.b]));
    const open = await call(3, 'GET', `${url}?issue_status=0&size=100`);
    expect(open.body.data_list.every((x: { issue_status: number }) => x.issue_status === OPEN.code)).toBe(true);
    expect(open.body.total).toBe(3);
    const named = await call(3, 'GET', `${url}?name_search=${encodeURIComponent('나 AI')}`);
    expect(named.body.data_list.map((x: { exam_subject_id: number }) => x.exam_subject_id)).toEqual([exam.b]);
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    expect((await call(3, 'GET', `${url}?date_from=${today}&date_to=${today}`)).body.total).toBe(all.body.total);
    expect((await call(3, 'GET', `${url}?date_to=2020-01-01`)).body.total).toBe(0);
    const paged = await call(3, 'GET', `${url}?size=2&page=2&sort_key=question_index&sort=1`);
    expect(paged.body).toMatchObject({ page: 2, size: 2, total: all.body.total });
    expect(paged.body.data_list).toHaveLength(2);
    const sorted = await call(3, 'GET', `${url}?size=100&sort_key=question_index&sort=1`);
    const indexes = sorted.body.data_list.map((x: { question_index: number }) => x.question_index);
    expect(indexes).toEqual([...indexes].sort((x: number, y: number) => x - y));
  });
});

describe('PUT /api/v2/exam/question_visited', () => {
  const url = (id: number, type: number | string) => `/api/v2/exam/question_visited?id=${id}&visited_type=${type}`;
  it('401 without a token', async () => {
    expect((await call(null, 'PUT', url(qa[0], 1))).status).toBe(401);
  });
  it('400 naming the field', async () => {
    expect((await call(1, 'PUT', url(qa[0], 3))).body.field).toBe('query.visited_type');
    expect((await call(1, 'PUT', url(0, 1))).body.field).toBe('query.id');
  });
  it('403 for a level-1 user on a question of an exam not theirs; nothing recorded', async () => {
    expect((await call(1, 'PUT', url(qb[0], 1))).status).toBe(403);
    expect(await db().select().from(questionVisits).where(eq(questionVisits.question_id, qb[0]))).toHaveLength(0);
    expect((await question(qb[0])).visit_q).toBe(false);
  });
  it('404 for a missing question', async () => {
    expect((await call(1, 'PUT', url(999_999, 1))).status).toBe(404);
  });
  it('records the visit once per type and sets visit_q / visit_a', async () => {
    const r = await call(1, 'PUT', url(qa[0], 1));
    expect(r).toMatchObject({ status: 200, body: { question_id: qa[0], visited_type: 1 } });
    await call(1, 'PUT', url(qa[0], 1));
    expect(await db().select().from(questionVisits).where(eq(questionVisits.question_id, qa[0]))).toHaveLength(1);
    expect(await question(qa[0])).toMatchObject({ visit_q: true, visit_a: false });
    await call(1, 'PUT', url(qa[0], 2));
    expect(await question(qa[0])).toMatchObject({ visit_q: true, visit_a: true });
  });
});

describe('GET /api/v2/exam/question_visited_check/{id}', () => {
  const url = (id: number | string) => `/api/v2/exam/question_visited_check/${id}`;
  it('401 without a token', async () => {
    expect((await call(null, 'GET', url(exam.a))).status).toBe(401);
  });
  it('400 naming the field', async () => {
    expect((await call(1, 'GET', url('abc'))).body.field).toBe('params.id');
  });
  it('403 for a level-1 user on an exam not theirs', async () => {
    expect((await call(1, 'GET', url(exam.b))).status).toBe(403);
  });
  it('404 for a missing exam', async () => {
    expect((await call(1, 'GET', url(999_999))).status).toBe(404);
  });
  it('lists every question with the visited types of the signed-in user only', async () => {
    const r = await call(1, 'GET', url(exam.a));
    expect(r.status).toBe(200);
    expect(r.body.exam_subject_id).toBe(exam.a);
    expect(r.body.data_list.map((x: { question_index: number }) => x.question_index)).toEqual([1, 2, 3, 4]);
    expect(r.body.data_list[0]).toMatchObject({ question_id: qa[0], visited_types: [1, 2], last_visit_time: expect.any(String) });
    expect(r.body.data_list[1]).toMatchObject({ visited_types: [], last_visit_time: null });
    const other = await call(3, 'GET', url(exam.a));
    expect(other.body.data_list[0].visited_types).toEqual([]);
  });
});
