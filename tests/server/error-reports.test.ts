/** Error reports on questions and question comments (review area) on the real app and database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { examSubjects, errorReports, questionComments, questionMultiples, questions, transitionLog } from '../../server/db/schema/index';
import { buildTestApp, loginAs, type DemoWho, type TestApp } from '../helpers/app';
import { examSubjectWithQuestions, userId } from '../helpers/factories';

let t: TestApp;
const uid: Record<number, number> = {};
/** Exam A: entered by level 1, nobody reviews it. Exam B: reviewed by level 3. Exam C: nobody's. */
const exam = { a: 0, b: 0, c: 0 };
const qa: number[] = [];
const qb: number[] = [];
const qc: number[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  for (const level of [1, 2, 3, 4, 10]) uid[level] = await userId(t.database.db, `level${level}@demo.local`);
  const db = t.database.db;
  // these tests count reports exactly: start without the demo seed's report
  await db.delete(errorReports);
  await db.update(questions).set({ is_reported: false });
  await db.update(examSubjects).set({ is_reported: false });
  const a = await examSubjectWithQuestions(db, { user_id: uid[1], state: 4, name: '오류신고 테스트 가 수학', count: 4 });
  const b = await examSubjectWithQuestions(db, { state: 4, name: '오류신고 테스트 나 수학', count: 3 });
  const c = await examSubjectWithQuestions(db, { state: 4, name: '오류신고 테스트 다 수학', count: 2 });
  await db.update(examSubjects).set({ type: 3 }).where(eq(examSubjects.id, a.id));
  await db.update(examSubjects).set({ admin_id: uid[3], year: 2024 }).where(eq(examSubjects.id, b.id));
  Object.assign(exam, { a: a.id, b: b.id, c: c.id });
  const ids = async (id: number) => (await db.select({ id: questions.id }).from(questions).where(eq(questions.exam_subject_id, id)).orderBy(questions.question_index)).map((r) => r.id);
  qa.push(...(await ids(a.id)));
  qb.push(...(await ids(b.id)));
  qc.push(...(await ids(c.id)));
});
afterAll(() => t.close());

async function call(who: DemoWho | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const token = who === null ? null : await loginAs(t.app, who);
  const res = await t.app.inject({ method, url, payload: payload as object, headers: token ? { authorization: `token=${token}` } : {} });
  return { status: res.statusCode, body: res.json() };
}

const db = () => t.database.db;
const report = async (id: number) => (await db().select().from(errorReports).where(eq(errorReports.id, id)))[0];
const reportsOf = (questionId: number) => db().select().from(errorReports).where(eq(errorReports.question_id, questionId));
const question = async (id: number) => (await db().select().from(questions).where(eq(questions.id, id)))[0];
const subject = async (id: number) => (await db().select().from(examSubjects).where(eq(examSubjects.id, id)))[0];
/** Makes an open report through the API. */
const reportVia = async (who: DemoWho, questionId: number, content = '정답이 2번이 아니라 4번입니다.') => {
  const r = await call(who, 'PUT', '/api/v2/exam/question_bug_1', { question_id: questionId, content });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.error_id as number;
};

describe('PUT /api/v2/exam/question_bug_1', () => {
  const url = '/api/v2/exam/question_bug_1';
  it('401 without a token', async () => {
    expect((await call(null, 'PUT', url, { question_id: qa[0], content: 'x' })).status).toBe(401);
  });
  it('400 naming the field', async () => {
    expect((await call(1, 'PUT', url, { question_id: qa[0], content: '   ' })).body.field).toBe('body.content');
    expect((await call(1, 'PUT', url, { question_id: 'x', content: '오류' })).body.field).toBe('body.question_id');
  });
  it('403 below level 1, and for an exam the caller cannot read; nothing is written', async () => {
    expect((await call(0, 'PUT', url, { question_id: qa[0], content: '오류' })).status).toBe(403);
    const r = await call(2, 'PUT', url, { question_id: qa[0], content: '오류' });
    expect(r.status).toBe(403);
    expect(await reportsOf(qa[0])).toHaveLength(0);
    expect((await question(qa[0])).is_reported).toBe(false);
  });
  it('404 for a missing question', async () => {
    expect((await call(1, 'PUT', url, { question_id: 999_999, content: '오류' })).status).toBe(404);
  });
  it('creates an open report with the exam type and flags the question and the exam, in one go', async () => {
    const id = await reportVia(1, qa[0]);
    expect(await report(id)).toMatchObject({ question_id: qa[0], exam_subject_id: exam.a, exam_type: 3, issue_status: 0, content: '정답이 2번이 아니라 4번입니다.', user_id: uid[1], solved_by: null, resolution: null });
    expect((await question(qa[0])).is_reported).toBe(true);
    expect((await subject(exam.a)).is_reported).toBe(true);
    expect((await question(qa[1])).is_reported).toBe(false);
  });
  it('the reported question is hidden from a non-reviewer: reporting it again is 404', async () => {
    expect((await call(1, 'PUT', url, { question_id: qa[0], content: '다시' })).status).toBe(404);
    expect(await reportsOf(qa[0])).toHaveLength(1);
  });
  it('409 when the caller already has an open report on the question; another reviewer may add one', async () => {
    await reportVia(3, qa[0], '보기 3번 오탈자');
    const again = await call(3, 'PUT', url, { question_id: qa[0], content: '또 신고' });
    expect(again.status).toBe(409);
    expect(again.body.field).toBe('body.question_id');
    expect(await reportsOf(qa[0])).toHaveLength(2);
    await reportVia(10, qa[0], '그림이 빠졌습니다');
    expect(await reportsOf(qa[0])).toHaveLength(3);
  });
});

describe('GET /api/v2/exam/bug_exam', () => {
  const url = '/api/v2/exam/bug_exam';
  beforeAll(async () => {
    await reportVia(10, qb[1], '해설과 정답이 다릅니다');
  });
  it('401 without a token', async () => {
    expect((await call(null, 'GET', url)).status).toBe(401);
  });
  it('400 naming the field', async () => {
    expect((await call(3, 'GET', `${url}?show_all=yes`)).body.field).toBe('query.show_all');
    expect((await call(3, 'GET', `${url}?page=0`)).body.field).toBe('query.page');
  });
  it('403 below level 3', async () => {
    expect((await call(2, 'GET', url)).status).toBe(403);
  });
  it('the master sees every exam with open reports, with open and total counts', async () => {
    const r = await call(10, 'GET', `${url}?size=100`);
    expect(r.status).toBe(200);
    const ids = r.body.data_list.map((e: { id: number }) => e.id);
    expect(ids).toEqual(expect.arrayContaining([exam.a, exam.b]));
    expect(ids).not.toContain(exam.c);
    expect(r.body.data_list.find((e: { id: number }) => e.id === exam.a)).toMatchObject({ open_count: 3, total_count: 3, is_reported: true, user_name: expect.any(String), type: 3 });
  });
  it('others see only their own exams unless show_all=true', async () => {
    const own = await call(3, 'GET', `${url}?size=100`);
    expect(own.body.data_list.map((e: { id: number }) => e.id)).toEqual([exam.b]);
    const all = await call(3, 'GET', `${url}?size=100&show_all=true`);
    expect(all.body.data_list.map((e: { id: number }) => e.id)).toEqual(expect.arrayContaining([exam.a, exam.b]));
  });
  it('filters by year, subject and name, and pages', async () => {
    const byYear = await call(10, 'GET', `${url}?year=2024&size=100`);
    expect(byYear.body.data_list.map((e: { id: number }) => e.id)).toEqual([exam.b]);
    const byName = await call(10, 'GET', `${url}?name_search=${encodeURIComponent('테스트 가')}`);
    expect(byName.body.data_list.map((e: { id: number }) => e.id)).toEqual([exam.a]);
    expect((await call(10, 'GET', `${url}?subject_type_id=1`)).body.total).toBe(0);
    const page = await call(10, 'GET', `${url}?size=1&page=2`);
    expect(page.body).toMatchObject({ page: 2, size: 1, total: 2 });
    expect(page.body.data_list).toHaveLength(1);
  });
});

describe('GET /api/v2/exam/bug_exam_question and bug_exam_question_done', () => {
  it('401, 400, 403, 404', async () => {
    expect((await call(null, 'GET', `/api/v2/exam/bug_exam_question?id=${exam.a}`)).status).toBe(401);
    expect((await call(3, 'GET', '/api/v2/exam/bug_exam_question')).body.field).toBe('query.id');
    expect((await call(2, 'GET', `/api/v2/exam/bug_exam_question_done?id=${exam.a}`)).status).toBe(403);
    expect((await call(3, 'GET', '/api/v2/exam/bug_exam_question?id=999999')).status).toBe(404);
    expect((await call(3, 'GET', '/api/v2/exam/bug_exam_question_done?id=999999')).status).toBe(404);
  });
  it('lists the open reports with the question; its text only for the master', async () => {
    const reviewer = await call(3, 'GET', `/api/v2/exam/bug_exam_question?id=${exam.a}`);
    expect(reviewer.status).toBe(200);
    expect(reviewer.body.data_list).toHaveLength(3);
    expect(reviewer.body.data_list[0]).toMatchObject({ question_id: qa[0], question_index: 1, issue_status: 0, exam_type: 3, question_content: '', question_hidden: true, user_name: expect.any(String) });
    const master = await call(10, 'GET', `/api/v2/exam/bug_exam_question?id=${exam.a}`);
    expect(master.body.data_list[0]).toMatchObject({ question_content: '문항 1', question_hidden: false });
    expect((await call(10, 'GET', `/api/v2/exam/bug_exam_question_done?id=${exam.a}`)).body.data_list).toEqual([]);
  });
});

describe('GET /api/v2/exam/bug/question_list', () => {
  const url = '/api/v2/exam/bug/question_list';
  it('401, 400, 403', async () => {
    expect((await call(null, 'GET', url)).status).toBe(401);
    expect((await call(3, 'GET', `${url}?issue_status=5`)).body.field).toBe('query.issue_status');
    expect((await call(2, 'GET', url)).status).toBe(403);
  });
  it('pages every report for the master, only own exams for others unless show_all', async () => {
    const all = await call(10, 'GET', `${url}?size=100`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    expect(all.body.data_list[0]).toMatchObject({ question_id: qb[1], exam_subject_name: '오류신고 테스트 나 수학', question_content: '문항 2' });
    const own = await call(3, 'GET', `${url}?size=100`);
    expect(own.body.data_list.map((r: { exam_subject_id: number }) => r.exam_subject_id)).toEqual([exam.b]);
    expect(own.body.data_list[0]).toMatchObject({ question_content: '', question_hidden: true });
    expect((await call(3, 'GET', `${url}?size=100&show_all=true`)).body.total).toBe(4);
    const filtered = await call(10, 'GET', `${url}?exam_subject_id=${exam.a}&issue_status=0&size=2`);
    expect(filtered.body).toMatchObject({ total: 3, size: 2 });
    expect(filtered.body.data_list.every((r: { exam_subject_id: number; issue_status: number }) => r.exam_subject_id === exam.a && r.issue_status === 0)).toBe(true);
  });
});

describe('GET /api/v2/exam/bug/question_id', () => {
  it('401, 400, 403, 404', async () => {
    const [first] = await reportsOf(qa[0]);
    expect((await call(null, 'GET', `/api/v2/exam/bug/question_id?id=${first.id}`)).status).toBe(401);
    expect((await call(3, 'GET', '/api/v2/exam/bug/question_id?id=abc')).body.field).toBe('query.id');
    expect((await call(2, 'GET', `/api/v2/exam/bug/question_id?id=${first.id}`)).status).toBe(403);
    expect((await call(3, 'GET', '/api/v2/exam/bug/question_id?id=999999')).status).toBe(404);
  });
  it('gives a reviewer the whole reported question with its choices and answer', async () => {
    const [first] = await reportsOf(qa[0]);
    const r = await call(3, 'GET', `/api/v2/exam/bug/question_id?id=${first.id}`);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ error_id: first.id, issue_status: 0, question_content: '문항 1', question_hidden: false });
    expect(r.body.question).toMatchObject({ id: qa[0], content: '문항 1', answer: '1', is_reported: true, level: 3 });
    expect(r.body.question.choices.map((c: { content: string }) => c.content)).toEqual(['보기 1', '보기 2', '보기 3', '보기 4', '보기 5']);
  });
});

describe('PUT /api/v2/exam/bug/question', () => {
  const url = '/api/v2/exam/bug/question';
  let errorId = 0;
  beforeAll(async () => {
    errorId = await reportVia(3, qa[2], '3번 보기에 오탈자');
  });
  it('401 without a token', async () => {
    expect((await call(null, 'PUT', url, { error_id: errorId, content: 'x' })).status).toBe(401);
  });
  it('400 naming the field', async () => {
    expect((await call(3, 'PUT', url, { error_id: errorId })).body.field).toBe('body.content');
    expect((await call(3, 'PUT', url, { error_id: errorId, question: { level: 9 } })).body.field).toBe('body.question.level');
    const dup = await call(3, 'PUT', url, { error_id: errorId, question: { choices: [{ choice_index: 1, content: 'a' }, { choice_index: 1, content: 'b' }] } });
    expect(dup.body.field).toBe('body.question.choices');
  });
  it('403 below level 3', async () => {
    expect((await call(2, 'PUT', url, { error_id: errorId, content: '고침' })).status).toBe(403);
    expect((await report(errorId)).content).toBe('3번 보기에 오탈자');
  });
  it('404 for a missing report', async () => {
    expect((await call(3, 'PUT', url, { error_id: 999_999, content: '고침' })).status).toBe(404);
  });
  it('fixes the report text and the question in one go, bumping the version; other choices stay', async () => {
    const before = await question(qa[2]);
    const r = await call(3, 'PUT', url, {
      error_id: errorId,
      content: '3번 보기 오탈자 (수정함)',
      question: { version: before.version, content: '함수 $f(x)=x^2$의 최솟값은?', answer: '3', level: 4, choices: [{ choice_index: 3, content: '$0$' }] },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ result: 'success', error_id: errorId, question_version: before.version + 1 });
    expect(await question(qa[2])).toMatchObject({ content: '함수 $f(x)=x^2$의 최솟값은?', answer: '3', level: 4, version: before.version + 1, is_reported: true });
    const choices = await db().select().from(questionMultiples).where(eq(questionMultiples.question_id, qa[2])).orderBy(questionMultiples.choice_index);
    expect(choices.map((c) => c.content)).toEqual(['보기 1', '보기 2', '$0$', '보기 4', '보기 5']);
    expect((await report(errorId)).content).toBe('3번 보기 오탈자 (수정함)');
  });
  it('409 on a stale question version; nothing changes', async () => {
    const r = await call(3, 'PUT', url, { error_id: errorId, content: '덮어쓰기', question: { version: 1, content: '옛 내용' } });
    expect(r.status).toBe(409);
    expect(r.body.field).toBe('body.question.version');
    expect((await question(qa[2])).content).toBe('함수 $f(x)=x^2$의 최솟값은?');
    expect((await report(errorId)).content).toBe('3번 보기 오탈자 (수정함)');
  });
  it('409 once the report is closed; nothing changes', async () => {
    expect((await call(3, 'PUT', '/api/v2/exam/bug/question_done', { error_id: errorId, issue_status: 1, resolution: '보기 수정' })).status).toBe(200);
    const version = (await question(qa[2])).version;
    const r = await call(3, 'PUT', url, { error_id: errorId, content: '닫힌 뒤', question: { content: '닫힌 뒤' } });
    expect(r.status).toBe(409);
    expect((await report(errorId)).content).toBe('3번 보기 오탈자 (수정함)');
    expect(await question(qa[2])).toMatchObject({ version, content: '함수 $f(x)=x^2$의 최솟값은?' });
  });
});

describe('PUT /api/v2/exam/bug/question_done', () => {
  const url = '/api/v2/exam/bug/question_done';
  it('401, 400, 403, 404', async () => {
    const [first] = await reportsOf(qa[0]);
    expect((await call(null, 'PUT', url, { error_id: first.id, issue_status: 1 })).status).toBe(401);
    expect((await call(3, 'PUT', url, { error_id: first.id, issue_status: 3 })).body.field).toBe('body.issue_status');
    expect((await call(3, 'PUT', url, { issue_status: 1 })).body.field).toBe('body.error_id');
    expect((await call(2, 'PUT', url, { error_id: first.id, issue_status: 1 })).status).toBe(403);
    expect((await call(3, 'PUT', url, { error_id: 999_999, issue_status: 1 })).status).toBe(404);
    expect((await report(first.id)).issue_status).toBe(0);
  });
  it('solves and cancels through the machine with an audit row; flags clear only when nothing is left open', async () => {
    const [r1, r2, r3] = (await reportsOf(qa[0])).sort((x, y) => x.id - y.id);
    const solve = await call(3, 'PUT', url, { error_id: r1.id, issue_status: 1, resolution: '정답을 4번으로 고침' });
    expect(solve.body).toMatchObject({ error_id: r1.id, issue_status: 1, question_is_reported: true, exam_is_reported: true });
    expect(await report(r1.id)).toMatchObject({ issue_status: 1, solved_by: uid[3], resolution: '정답을 4번으로 고침' });
    const [log] = await db().select().from(transitionLog).where(and(eq(transitionLog.entity, 'question_bug_report'), eq(transitionLog.entity_id, String(r1.id))));
    expect(log).toMatchObject({ machine: 'errorReport', event: 'SOLVE', from_state: '0', to_state: '1', user_id: uid[3], reason: '정답을 4번으로 고침' });
    await call(3, 'PUT', url, { error_id: r2.id, issue_status: 2, resolution: '중복 신고' });
    expect((await question(qa[0])).is_reported).toBe(true);
    const last = await call(10, 'PUT', url, { error_id: r3.id, issue_status: 2 });
    expect(last.body).toMatchObject({ issue_status: 2, question_is_reported: false, exam_is_reported: false });
    expect(await report(r3.id)).toMatchObject({ issue_status: 2, solved_by: uid[10], resolution: null });
    expect((await question(qa[0])).is_reported).toBe(false);
    expect((await subject(exam.a)).is_reported).toBe(false);
    const done = await call(3, 'GET', `/api/v2/exam/bug_exam_question_done?id=${exam.a}`);
    expect(done.body.data_list.map((r: { error_id: number }) => r.error_id).sort()).toEqual([r1.id, r2.id, r3.id, ...(await reportsOf(qa[2])).map((r) => r.id)].sort());
    expect(done.body.data_list.find((r: { error_id: number }) => r.error_id === r1.id)).toMatchObject({ question_content: '문항 1', question_hidden: false, solved_by_name: expect.any(String) });
    expect((await call(10, 'GET', '/api/v2/exam/bug_exam?size=100')).body.data_list.map((e: { id: number }) => e.id)).not.toContain(exam.a);
  });
  it('409 naming the state and the event on a closed report; nothing changes', async () => {
    const [r1] = (await reportsOf(qa[0])).sort((x, y) => x.id - y.id);
    const before = await report(r1.id);
    const r = await call(3, 'PUT', url, { error_id: r1.id, issue_status: 2, resolution: '취소' });
    expect(r.status).toBe(409);
    expect(r.body.message).toContain('1 (해결)');
    expect(r.body.message).toContain('CANCEL');
    expect(await report(r1.id)).toEqual(before);
    const logs = await db().select().from(transitionLog).where(and(eq(transitionLog.entity, 'question_bug_report'), eq(transitionLog.entity_id, String(r1.id))));
    expect(logs).toHaveLength(1);
  });
});

describe('question comments', () => {
  const url = '/api/v2/exam/question_comment';
  let own = 0;
  it('401 without a token', async () => {
    expect((await call(null, 'GET', `${url}?question_id=${qa[1]}`)).status).toBe(401);
    expect((await call(null, 'POST', url, { question_id: qa[1], content: 'x' })).status).toBe(401);
    expect((await call(null, 'DELETE', `${url}/1`)).status).toBe(401);
  });
  it('400 naming the field', async () => {
    expect((await call(1, 'GET', url)).body.field).toBe('query.question_id');
    expect((await call(1, 'POST', url, { question_id: qa[1], content: '' })).body.field).toBe('body.content');
    expect((await call(1, 'POST', url, { question_id: qa[1], content: '확인', tag: '아무거나' })).body.field).toBe('body.tag');
    expect((await call(1, 'DELETE', `${url}/abc`)).body.field).toBe('params.id');
  });
  it('403 for an exam the caller cannot read', async () => {
    expect((await call(1, 'GET', `${url}?question_id=${qc[0]}`)).status).toBe(403);
    expect((await call(1, 'POST', url, { question_id: qc[0], content: '확인' })).status).toBe(403);
    expect(await db().select().from(questionComments).where(eq(questionComments.question_id, qc[0]))).toHaveLength(0);
  });
  it('404 for a missing question or comment, and for a reported question below level 3', async () => {
    expect((await call(1, 'POST', url, { question_id: 999_999, content: '확인' })).status).toBe(404);
    expect((await call(1, 'DELETE', `${url}/999999`)).status).toBe(404);
    await reportVia(10, qa[3], '이미지가 깨졌습니다');
    expect((await call(1, 'GET', `${url}?question_id=${qa[3]}`)).status).toBe(404);
    expect((await call(1, 'POST', url, { question_id: qa[3], content: '확인' })).status).toBe(404);
    expect((await call(3, 'POST', url, { question_id: qa[3], content: '이미지 다시 올림', tag: '이미지 오류' })).status).toBe(200);
  });
  it('adds with a tag and lists oldest first with the author', async () => {
    const r = await call(1, 'POST', url, { question_id: qa[1], content: '2번 보기의 단위가 빠졌습니다.', tag: '오탈자' });
    expect(r.status).toBe(200);
    own = r.body.id;
    await call(4, 'POST', url, { question_id: qa[1], content: '확인했습니다.' });
    const list = await call(1, 'GET', `${url}?question_id=${qa[1]}`);
    expect(list.body.data_list).toHaveLength(2);
    expect(list.body.data_list[0]).toMatchObject({ id: own, user_id: uid[1], content: '2번 보기의 단위가 빠졌습니다.', tag: '오탈자', user_name: expect.any(String) });
    expect(list.body.data_list[1]).toMatchObject({ user_id: uid[4], tag: null });
  });
  it("403 deleting another's comment below level 4; the author and admins may", async () => {
    const [, other] = (await db().select().from(questionComments).where(eq(questionComments.question_id, qa[1]))).sort((a, b) => a.id - b.id);
    expect((await call(3, 'DELETE', `${url}/${own}`)).status).toBe(403);
    expect((await call(1, 'DELETE', `${url}/${other.id}`)).status).toBe(403);
    expect(await db().select().from(questionComments).where(eq(questionComments.question_id, qa[1]))).toHaveLength(2);
    expect((await call(1, 'DELETE', `${url}/${own}`)).status).toBe(200);
    expect((await call(4, 'DELETE', `${url}/${other.id}`)).status).toBe(200);
    expect(await db().select().from(questionComments).where(eq(questionComments.question_id, qa[1]))).toHaveLength(0);
  });
});
