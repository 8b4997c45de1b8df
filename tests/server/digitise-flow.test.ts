/**
 * The AI exam flow on the real app (spec section 7 "AI exam flow", section 4 "AI review state"; issue 9 points 1
 * and 7): one describe per call, cases in the order 401 -> 400 (the field named) -> 403 -> 404 -> 409 -> success,
 * and after a refused call the stored row unchanged; the allowed / own-list rule; the forced skip's reason; and the
 * whole round: request, return a question, fix it, request again, approve, check -> in the allowed list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { EXAM_TYPE } from '../../src/api/codes';
import { examSubjects, exams, notifications, questionHeads, questionMultiples, questions, transitionLog } from '../../server/db/schema';
import { buildTestApp, loginAs, type DemoWho, type TestApp } from '../helpers/app';
import { examSubjectWithQuestions, mathTypeCategory, userId } from '../helpers/factories';

let t: TestApp;
const uid: Record<number, number> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const level of [1, 2, 3, 4, 10]) uid[level] = await userId(t.database.db, `level${level}@demo.local`);
});
afterAll(() => t.close());

const AI = EXAM_TYPE.ai.code;
type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

async function call(who: DemoWho | null, method: Method, url: string, payload?: object) {
  const token = who === null ? null : await loginAs(t.app, who);
  const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `token=${token}` } : {} });
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}
const row = async (id: number) => (await t.database.db.select().from(examSubjects).where(eq(examSubjects.id, id)))[0];
const questionsOf = (id: number) => t.database.db.select().from(questions).where(eq(questions.exam_subject_id, id)).orderBy(asc(questions.question_index));

/** An AI exam subject with complete questions (or not), assigned to `user` (level 1 by default), in the given states. */
async function aiExam(opts: { user?: number | null; admin?: number | null; state?: number; ai_state?: number; admin_check?: number; complete?: boolean; name?: string; count?: number } = {}) {
  const made = await examSubjectWithQuestions(t.database.db, { user_id: opts.user === undefined ? uid[1] : opts.user, complete: opts.complete, name: opts.name ?? 'AI 흐름 시험', count: opts.count ?? 3 });
  const [r] = await t.database.db
    .update(examSubjects)
    .set({ type: AI, state: opts.state ?? 2, ai_state: opts.ai_state ?? 0, admin_check: opts.admin_check ?? 0, admin_id: opts.admin ?? null })
    .where(eq(examSubjects.id, made.id))
    .returning();
  return r;
}

/** Runs a refused call and checks the row did not change. */
async function refused(id: number, expected: { status: number; field?: string; message?: string }, run: () => Promise<{ status: number; body: Record<string, any> }>) {
  const before = { ...(await row(id)), update_time: null };
  const marks = (await questionsOf(id)).map((q) => [q.returned, q.return_done]);
  const r = await run();
  expect(r.status, JSON.stringify(r.body)).toBe(expected.status);
  if (expected.field) expect(r.body.field).toBe(expected.field);
  if (expected.message) expect(r.body.message).toContain(expected.message);
  expect({ ...(await row(id)), update_time: null }).toEqual(before);
  expect((await questionsOf(id)).map((q) => [q.returned, q.return_done])).toEqual(marks);
  return r;
}
const ids = (r: { body: Record<string, any> }) => (r.body.data_list as Array<{ id: number }>).map((x) => x.id);

const NEW_SUBJECT = { name: 'AI 6월 수학', test_name: '2026학년도 AI 6월 모의평가', school_type: 3, grade_id: 3, subject_type_id: 3, year: 2026, release_time: '2026-06-04', enter_price: 1000, class_type: 1 };

describe('GET /api/v2/exam/auto_exam_subject', () => {
  it('401, 400 on size, 403 on another’s exam for level 1, 404', async () => {
    const other = await aiExam({ user: uid[2] });
    expect((await call(null, 'GET', '/api/v2/exam/auto_exam_subject')).status).toBe(401);
    expect((await call(1, 'GET', '/api/v2/exam/auto_exam_subject?size=1000')).body.field).toBe('query.size');
    expect((await call(1, 'GET', `/api/v2/exam/auto_exam_subject?id=${other.id}`)).status).toBe(403);
    expect((await call(1, 'GET', '/api/v2/exam/auto_exam_subject?id=99999999')).status).toBe(404);
    const manual = await examSubjectWithQuestions(t.database.db, { user_id: uid[1] });
    expect((await call(1, 'GET', `/api/v2/exam/auto_exam_subject?id=${manual.id}`)).status, 'only AI exam subjects').toBe(404);
  });
  it('one record with its incomplete and returned questions; the list filtered by ai_state, only AI exams, level 1 only its own', async () => {
    const mine = await aiExam({ complete: false, name: '내 AI 시험' });
    const other = await aiExam({ user: uid[2], ai_state: 1, state: 3, name: '남의 AI 시험' });
    const one = await call(1, 'GET', `/api/v2/exam/auto_exam_subject?id=${mine.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: mine.id, type: AI, ai_state: 0, allowed: false });
    expect(one.body.incomplete[0].missing).toEqual(expect.arrayContaining(['난이도']));
    expect(one.body.returned).toEqual([]);
    const own = await call(1, 'GET', '/api/v2/exam/auto_exam_subject?size=100');
    expect(ids(own)).toContain(mine.id);
    expect(ids(own)).not.toContain(other.id);
    const all = await call(4, 'GET', `/api/v2/exam/auto_exam_subject?size=100&ai_state=1`);
    expect(ids(all)).toContain(other.id);
    expect(all.body.data_list.every((x: { ai_state: number; type: number }) => x.ai_state === 1 && x.type === AI)).toBe(true);
    const sorted = await call(4, 'GET', '/api/v2/exam/auto_exam_subject?size=100&sort_key=id&sort=1');
    expect(ids(sorted)).toEqual([...ids(sorted)].sort((a, b) => a - b));
  });
});

describe('POST /api/v2/exam/auto_exam_subject', () => {
  it('401, 400 naming the field, 403 below level 4, 400 on an unknown enterer', async () => {
    expect((await call(null, 'POST', '/api/v2/exam/auto_exam_subject', NEW_SUBJECT)).status).toBe(401);
    expect((await call(4, 'POST', '/api/v2/exam/auto_exam_subject', { ...NEW_SUBJECT, school_type: 4 })).body.field).toBe('body.school_type');
    expect((await call(4, 'POST', '/api/v2/exam/auto_exam_subject', { ...NEW_SUBJECT, grade_id: '3' })).body.field).toBe('body.grade_id');
    expect((await call(3, 'POST', '/api/v2/exam/auto_exam_subject', NEW_SUBJECT)).status).toBe(403);
    expect((await call(4, 'POST', '/api/v2/exam/auto_exam_subject', { ...NEW_SUBJECT, user_id: 99999999 })).body.field).toBe('body.user_id');
  });
  it('creates a waiting AI exam subject in a new AI exam, and reuses that exam for the next subject', async () => {
    const a = await call(4, 'POST', '/api/v2/exam/auto_exam_subject', { ...NEW_SUBJECT, user_id: uid[1], admin_id: uid[3], question_count: 2 });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    const b = await call(4, 'POST', '/api/v2/exam/auto_exam_subject', { ...NEW_SUBJECT, name: 'AI 6월 국어', subject_type_id: 1 });
    expect(b.body.exam_id).toBe(a.body.exam_id);
    expect(await row(a.body.id)).toMatchObject({ type: AI, state: 2, ai_state: 0, admin_check: 0, user_id: uid[1], admin_id: uid[3], exam_id: a.body.exam_id, question_count: 2 });
    expect(await questionsOf(a.body.id)).toHaveLength(2);
    const [exam] = await t.database.db.select().from(exams).where(eq(exams.id, a.body.exam_id));
    expect(exam).toMatchObject({ type: AI, name: NEW_SUBJECT.test_name, year: 2026 });
  });
});

describe('PUT /api/v2/exam/auto_exam_subject', () => {
  it('401, 400 without version, 403 below level 4, 404, 409 on a stale version, then edits and assigns', async () => {
    const exam = await aiExam({ user: null });
    expect((await call(null, 'PUT', '/api/v2/exam/auto_exam_subject', { id: exam.id, version: 1 })).status).toBe(401);
    await refused(exam.id, { status: 400, field: 'body.version' }, () => call(4, 'PUT', '/api/v2/exam/auto_exam_subject', { id: exam.id, name: '새 이름' }));
    await refused(exam.id, { status: 403 }, () => call(3, 'PUT', '/api/v2/exam/auto_exam_subject', { id: exam.id, version: 1, name: '새 이름' }));
    expect((await call(4, 'PUT', '/api/v2/exam/auto_exam_subject', { id: 99999999, version: 1 })).status).toBe(404);
    await refused(exam.id, { status: 409, field: 'body.version' }, () => call(4, 'PUT', '/api/v2/exam/auto_exam_subject', { id: exam.id, version: 7, name: '새 이름' }));
    const ok = await call(4, 'PUT', '/api/v2/exam/auto_exam_subject', { id: exam.id, version: 1, name: '새 이름', user_id: uid[2], admin_id: uid[3] });
    expect(ok.body).toMatchObject({ id: exam.id, version: 2 });
    expect(await row(exam.id)).toMatchObject({ name: '새 이름', user_id: uid[2], admin_id: uid[3], state: 2 });
  });
});

describe('GET /api/v2/exam/auto_exam_subject_list', () => {
  it('401, 400 on a bad year, the light list of what the actor may read', async () => {
    const mine = await aiExam({ name: '선택용 AI 시험' });
    const other = await aiExam({ user: uid[2], name: '선택용 남의 AI 시험' });
    expect((await call(null, 'GET', '/api/v2/exam/auto_exam_subject_list')).status).toBe(401);
    expect((await call(1, 'GET', '/api/v2/exam/auto_exam_subject_list?year=abc')).body.field).toBe('query.year');
    const r = await call(1, 'GET', '/api/v2/exam/auto_exam_subject_list?name_search=선택용');
    expect(ids(r)).toEqual([mine.id]);
    expect(r.body.data_list[0]).toEqual({ id: mine.id, name: mine.name, test_name: mine.test_name, year: 2025, grade_id: 3, subject_type_id: 3, state: 2, ai_state: 0, admin_check: 0 });
    expect(ids(await call(4, 'GET', '/api/v2/exam/auto_exam_subject_list?name_search=선택용'))).toEqual(expect.arrayContaining([mine.id, other.id]));
  });
});

describe('PUT /api/v2/exam/auto_exam_subject_done', () => {
  it('401, 400 on id, 403 below level 4, 404, 409 while not allowed, then into the bank', async () => {
    const waiting = await aiExam({ state: 3, ai_state: 3 });
    const allowed = await aiExam({ state: 3, ai_state: 3, admin_check: 1 });
    expect((await call(null, 'PUT', `/api/v2/exam/auto_exam_subject_done?id=${allowed.id}`)).status).toBe(401);
    expect((await call(4, 'PUT', '/api/v2/exam/auto_exam_subject_done?id=x')).body.field).toBe('query.id');
    await refused(allowed.id, { status: 403 }, () => call(3, 'PUT', `/api/v2/exam/auto_exam_subject_done?id=${allowed.id}`));
    expect((await call(4, 'PUT', '/api/v2/exam/auto_exam_subject_done?id=99999999')).status).toBe(404);
    await refused(waiting.id, { status: 409, message: 'DONE' }, () => call(4, 'PUT', `/api/v2/exam/auto_exam_subject_done?id=${waiting.id}`));
    const ok = await call(4, 'PUT', `/api/v2/exam/auto_exam_subject_done?id=${allowed.id}`);
    expect(ok.body).toMatchObject({ id: allowed.id, state: 4, ai_state: 3, admin_check: 1, rejection: null });
  });
});

describe('GET /api/v2/exam/auto_exam_subject_exam/{id}', () => {
  it('401, 400 on the id, 404 for a missing or non-AI exam, the exam with the subjects the actor may read', async () => {
    const mine = await aiExam();
    const other = await aiExam({ user: uid[2] });
    const [exam] = await t.database.db.insert(exams).values({ name: 'AI 묶음', type: AI, school_type: 3, grade_id: 3, year: 2025 }).returning();
    await t.database.db.update(examSubjects).set({ exam_id: exam.id }).where(eq(examSubjects.id, mine.id));
    await t.database.db.update(examSubjects).set({ exam_id: exam.id }).where(eq(examSubjects.id, other.id));
    const [mock] = await t.database.db.insert(exams).values({ name: '모의', type: 1, school_type: 3, grade_id: 3, year: 2025 }).returning();
    expect((await call(null, 'GET', `/api/v2/exam/auto_exam_subject_exam/${exam.id}`)).status).toBe(401);
    expect((await call(1, 'GET', '/api/v2/exam/auto_exam_subject_exam/abc')).body.field).toBe('params.id');
    expect((await call(1, 'GET', '/api/v2/exam/auto_exam_subject_exam/99999999')).status).toBe(404);
    expect((await call(1, 'GET', `/api/v2/exam/auto_exam_subject_exam/${mock.id}`)).status).toBe(404);
    const r = await call(1, 'GET', `/api/v2/exam/auto_exam_subject_exam/${exam.id}`);
    expect(r.body.data).toMatchObject({ id: exam.id, type: AI, name: 'AI 묶음' });
    expect(ids(r)).toEqual([mine.id]);
    expect(ids(await call(4, 'GET', `/api/v2/exam/auto_exam_subject_exam/${exam.id}`))).toEqual([mine.id, other.id]);
  });
});

describe('DELETE /api/v2/exam/auto_exam_subject/{id}', () => {
  it('401, 400, 403 below level 4, 404, 409 while in review, then deleted', async () => {
    const inReview = await aiExam({ state: 3, ai_state: 1 });
    const free = await aiExam();
    expect((await call(null, 'DELETE', `/api/v2/exam/auto_exam_subject/${free.id}`)).status).toBe(401);
    expect((await call(4, 'DELETE', '/api/v2/exam/auto_exam_subject/0')).body.field).toBe('params.id');
    await refused(free.id, { status: 403 }, () => call(3, 'DELETE', `/api/v2/exam/auto_exam_subject/${free.id}`));
    expect((await call(4, 'DELETE', '/api/v2/exam/auto_exam_subject/99999999')).status).toBe(404);
    await refused(inReview.id, { status: 409, message: 'AI 검토 중' }, () => call(4, 'DELETE', `/api/v2/exam/auto_exam_subject/${inReview.id}`));
    expect((await call(4, 'DELETE', `/api/v2/exam/auto_exam_subject/${free.id}`)).status).toBe(200);
    expect(await row(free.id)).toBeUndefined();
  });
});

describe('DELETE /api/v2/exam/auto_exam/{id}', () => {
  it('401, 400, 403, 404, 409 naming the subject in review, then the exam and its subjects are gone', async () => {
    const a = await aiExam({ name: 'AI 삭제 A' });
    const b = await aiExam({ name: 'AI 삭제 B', state: 3, ai_state: 1 });
    const [exam] = await t.database.db.insert(exams).values({ name: 'AI 삭제 시험', type: AI, school_type: 3, grade_id: 3, year: 2025 }).returning();
    for (const s of [a, b]) await t.database.db.update(examSubjects).set({ exam_id: exam.id }).where(eq(examSubjects.id, s.id));
    expect((await call(null, 'DELETE', `/api/v2/exam/auto_exam/${exam.id}`)).status).toBe(401);
    expect((await call(4, 'DELETE', '/api/v2/exam/auto_exam/x')).body.field).toBe('params.id');
    expect((await call(3, 'DELETE', `/api/v2/exam/auto_exam/${exam.id}`)).status).toBe(403);
    expect((await call(4, 'DELETE', '/api/v2/exam/auto_exam/99999999')).status).toBe(404);
    const r = await refused(b.id, { status: 409 }, () => call(4, 'DELETE', `/api/v2/exam/auto_exam/${exam.id}`));
    expect(r.body.message).toContain('AI 삭제 B');
    expect(await row(a.id)).toBeDefined();
    await t.database.db.update(examSubjects).set({ ai_state: 2, state: 0 }).where(eq(examSubjects.id, b.id));
    expect((await call(4, 'DELETE', `/api/v2/exam/auto_exam/${exam.id}`)).status).toBe(200);
    expect(await row(a.id)).toBeUndefined();
    expect(await row(b.id)).toBeUndefined();
    expect(await t.database.db.select().from(exams).where(eq(exams.id, exam.id))).toEqual([]);
  });
});

describe('GET /api/v2/exam/auto_enter_exam_user and GET /api/v2/exam/auto_enter_exam: the allowed / own-list rule', () => {
  it('401, 400 without user_id, 403 for level 1 asking for another user’s list', async () => {
    expect((await call(null, 'GET', `/api/v2/exam/auto_enter_exam_user?user_id=${uid[1]}`)).status).toBe(401);
    expect((await call(1, 'GET', '/api/v2/exam/auto_enter_exam_user')).body.field).toBe('query.user_id');
    const r = await call(1, 'GET', `/api/v2/exam/auto_enter_exam_user?user_id=${uid[2]}`);
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('관리자');
    expect((await call(null, 'GET', '/api/v2/exam/auto_enter_exam')).status).toBe(401);
    expect((await call(1, 'GET', '/api/v2/exam/auto_enter_exam?sort=3')).body.field).toBe('query.sort');
  });
  it('approved (ai_state 3) with admin_check 1 is allowed; every other exam stays in the user’s own list', async () => {
    const allowed = await aiExam({ state: 3, ai_state: 3, admin_check: 1, name: '허용 규칙 A' });
    const approvedOnly = await aiExam({ state: 3, ai_state: 3, name: '허용 규칙 B' });
    const rejected = await aiExam({ state: 0, ai_state: 2, name: '허용 규칙 C' });
    const others = await aiExam({ user: uid[2], state: 3, ai_state: 3, admin_check: 1, name: '허용 규칙 D' });
    const own = ids(await call(1, 'GET', `/api/v2/exam/auto_enter_exam_user?user_id=${uid[1]}&name_search=허용 규칙&size=100`));
    expect(own.sort()).toEqual([approvedOnly.id, rejected.id].sort());
    const allowedList = await call(1, 'GET', '/api/v2/exam/auto_enter_exam?name_search=허용 규칙&size=100');
    expect(ids(allowedList)).toEqual([allowed.id]);
    expect(allowedList.body.data_list[0].allowed).toBe(true);
    expect(ids(await call(4, 'GET', '/api/v2/exam/auto_enter_exam?name_search=허용 규칙&size=100')).sort()).toEqual([allowed.id, others.id].sort());
    expect(ids(await call(4, 'GET', `/api/v2/exam/auto_enter_exam_user?user_id=${uid[2]}&name_search=허용 규칙`))).toEqual([]);
  });
});

describe('PUT /api/v2/exam/auto_enter_exam', () => {
  it('401, 400 on the event, 403 on another’s exam, 404, 409 when already entering, then ENTER (an unassigned exam is taken)', async () => {
    const other = await aiExam({ user: uid[2] });
    const free = await aiExam({ user: null });
    expect((await call(null, 'PUT', '/api/v2/exam/auto_enter_exam', { id: free.id, event: 'ENTER' })).status).toBe(401);
    await refused(free.id, { status: 400, field: 'body.event' }, () => call(1, 'PUT', '/api/v2/exam/auto_enter_exam', { id: free.id, event: 'APPROVE' }));
    await refused(other.id, { status: 403 }, () => call(1, 'PUT', '/api/v2/exam/auto_enter_exam', { id: other.id, event: 'ENTER' }));
    expect((await call(1, 'PUT', '/api/v2/exam/auto_enter_exam', { id: 99999999, event: 'ENTER' })).status).toBe(404);
    const ok = await call(1, 'PUT', '/api/v2/exam/auto_enter_exam', { id: free.id, event: 'ENTER' });
    expect(ok.body).toMatchObject({ id: free.id, state: 0, ai_state: 0 });
    expect(await row(free.id)).toMatchObject({ user_id: uid[1] });
    const r = await refused(free.id, { status: 409 }, () => call(1, 'PUT', '/api/v2/exam/auto_enter_exam', { id: free.id, event: 'ENTER' }));
    expect(r.body.message).toContain('ENTER');
    expect(r.body.message).toContain('입력 중');
  });
});

describe('PUT /api/v2/exam/auto_enter_exam_done', () => {
  it('401, 400 on id, 403, 404, 400 listing the missing items, 409 when not entering, then done by the writer', async () => {
    const incomplete = await aiExam({ state: 0, complete: false });
    const waiting = await aiExam();
    const other = await aiExam({ user: uid[2], state: 0 });
    const ready = await aiExam({ state: 0 });
    expect((await call(null, 'PUT', '/api/v2/exam/auto_enter_exam_done', { id: ready.id })).status).toBe(401);
    expect((await call(1, 'PUT', '/api/v2/exam/auto_enter_exam_done', { id: '1' })).body.field).toBe('body.id');
    await refused(other.id, { status: 403 }, () => call(1, 'PUT', '/api/v2/exam/auto_enter_exam_done', { id: other.id }));
    expect((await call(1, 'PUT', '/api/v2/exam/auto_enter_exam_done', { id: 99999999 })).status).toBe(404);
    const missing = await refused(incomplete.id, { status: 400 }, () => call(1, 'PUT', '/api/v2/exam/auto_enter_exam_done', { id: incomplete.id }));
    expect(missing.body.message).toContain('1번(');
    expect(missing.body.message).toContain('난이도');
    expect(missing.body.message).toContain('객관식문항');
    await refused(waiting.id, { status: 409, message: 'ENTER_DONE' }, () => call(1, 'PUT', '/api/v2/exam/auto_enter_exam_done', { id: waiting.id }));
    expect((await call(1, 'PUT', '/api/v2/exam/auto_enter_exam_done', { id: ready.id })).body).toMatchObject({ state: 3, ai_state: 0 });
  });
});

describe('PUT /api/v2/exam/auto_question_head', () => {
  it('401, 400 naming end_index, 403, 404, 409 on a done exam, then saves the passage and links its questions', async () => {
    const mine = await aiExam({ state: 0 });
    const other = await aiExam({ user: uid[2], state: 0 });
    const done = await aiExam({ state: 4, ai_state: 3, admin_check: 1 });
    const body = (id: number) => ({ exam_subject_id: id, start_index: 1, end_index: 2, content: '[1～2] 다음 글을 읽고 물음에 답하시오.' });
    expect((await call(null, 'PUT', '/api/v2/exam/auto_question_head', body(mine.id))).status).toBe(401);
    expect((await call(1, 'PUT', '/api/v2/exam/auto_question_head', { ...body(mine.id), end_index: 0 })).body.field).toBe('body.end_index');
    expect((await call(1, 'PUT', '/api/v2/exam/auto_question_head', body(other.id))).status).toBe(403);
    expect((await call(1, 'PUT', '/api/v2/exam/auto_question_head', body(99999999))).status).toBe(404);
    expect((await call(1, 'PUT', '/api/v2/exam/auto_question_head', { ...body(mine.id), id: 99999999 })).status).toBe(404);
    expect((await call(4, 'PUT', '/api/v2/exam/auto_question_head', body(done.id))).status).toBe(409);
    const ok = await call(1, 'PUT', '/api/v2/exam/auto_question_head', body(mine.id));
    expect(ok.status).toBe(200);
    expect((await questionsOf(mine.id)).map((q) => q.head_question_id)).toEqual([ok.body.id, ok.body.id, null]);
    expect((await call(1, 'PUT', '/api/v2/exam/auto_question_head', { ...body(mine.id), id: ok.body.id, end_index: 3 })).body.id).toBe(ok.body.id);
    expect((await questionsOf(mine.id)).map((q) => q.head_question_id)).toEqual([ok.body.id, ok.body.id, ok.body.id]);
  });
});

describe('PUT /api/v2/exam/auto_question_head_return', () => {
  it('401, 403 below level 3, 404, 409 while not requested, 400 without a reason, then the passage’s questions are returned', async () => {
    const requested = await aiExam({ state: 3, ai_state: 1 });
    const waiting = await aiExam();
    const [head] = await t.database.db.insert(questionHeads).values({ exam_subject_id: requested.id, start_index: 1, end_index: 2, content: '지문' }).returning();
    const [head2] = await t.database.db.insert(questionHeads).values({ exam_subject_id: waiting.id, start_index: 1, end_index: 2, content: '지문' }).returning();
    expect((await call(null, 'PUT', '/api/v2/exam/auto_question_head_return', { id: head.id, reason: '지문 잘림' })).status).toBe(401);
    expect((await call(3, 'PUT', '/api/v2/exam/auto_question_head_return', { reason: '지문 잘림' })).body.field).toBe('body.id');
    await refused(requested.id, { status: 403 }, () => call(2, 'PUT', '/api/v2/exam/auto_question_head_return', { id: head.id, reason: '지문 잘림' }));
    expect((await call(3, 'PUT', '/api/v2/exam/auto_question_head_return', { id: 99999999, reason: '지문 잘림' })).status).toBe(404);
    await refused(waiting.id, { status: 409, message: 'REJECT' }, () => call(3, 'PUT', '/api/v2/exam/auto_question_head_return', { id: head2.id, reason: '지문 잘림' }));
    await refused(requested.id, { status: 400, field: 'body.reason' }, () => call(3, 'PUT', '/api/v2/exam/auto_question_head_return', { id: head.id }));
    const ok = await call(3, 'PUT', '/api/v2/exam/auto_question_head_return', { id: head.id, reason: '지문 잘림' });
    expect(ok.body).toMatchObject({ state: 0, ai_state: 2, rejection: 'fixing' });
    expect((await questionsOf(requested.id)).map((q) => [q.returned, q.return_reason])).toEqual([
      [true, '지문 잘림'],
      [true, '지문 잘림'],
      [false, null],
    ]);
    const [stored] = await t.database.db.select().from(questionHeads).where(eq(questionHeads.id, head.id));
    expect(stored).toMatchObject({ returned: true, return_reason: '지문 잘림' });
  });
});

describe('GET /api/v2/exam/auto_review_exam', () => {
  it('401, 403 below level 3, 400 on the sort, review requested first; reviewers theirs and unassigned ones unless show_all', async () => {
    expect((await call(null, 'GET', '/api/v2/exam/auto_review_exam')).status).toBe(401);
    expect((await call(2, 'GET', '/api/v2/exam/auto_review_exam')).status).toBe(403);
    expect((await call(3, 'GET', '/api/v2/exam/auto_review_exam?sort=9')).body.field).toBe('query.sort');
    const approved = await aiExam({ state: 3, ai_state: 3, name: '검토 목록 승인' });
    const requested = await aiExam({ state: 3, ai_state: 1, name: '검토 목록 요청' });
    const notYet = await aiExam({ name: '검토 목록 요청 전' });
    const others = await aiExam({ state: 3, ai_state: 1, admin: uid[10], name: '검토 목록 남의 것' });
    const list = ids(await call(3, 'GET', '/api/v2/exam/auto_review_exam?name_search=검토 목록&sort_key=id&sort=2'));
    expect(list).toEqual([requested.id, approved.id]);
    expect(list).not.toContain(notYet.id);
    expect(ids(await call(3, 'GET', '/api/v2/exam/auto_review_exam?name_search=검토 목록&show_all=true&sort_key=id&sort=2'))).toEqual([others.id, requested.id, approved.id]);
    expect(ids(await call(4, 'GET', '/api/v2/exam/auto_review_exam?name_search=검토 목록&ai_state=1&sort_key=id&sort=1'))).toEqual([requested.id, others.id]);
  });
});

describe('PUT /api/v2/exam/auto_review_exam', () => {
  it('401, 400 on state 2 and on a non-AI type, 403 below level 3 and on another reviewer’s exam, 404, 409, then approve and check', async () => {
    const exam = await aiExam({ state: 3, ai_state: 1 });
    const taken = await aiExam({ state: 3, ai_state: 1, admin: uid[10] });
    const url = (id: number, q: string) => `/api/v2/exam/auto_review_exam?type=${AI}&id=${id}&${q}`;
    expect((await call(null, 'PUT', url(exam.id, 'state=3'))).status).toBe(401);
    const two = await refused(exam.id, { status: 400, field: 'query.state' }, () => call(3, 'PUT', url(exam.id, 'state=2')));
    expect(two.body.message).toContain('auto_review_exam/return');
    await refused(exam.id, { status: 400, field: 'query.type' }, () => call(3, 'PUT', `/api/v2/exam/auto_review_exam?type=1&id=${exam.id}&state=3`));
    await refused(exam.id, { status: 400, field: 'query.state' }, () => call(3, 'PUT', `/api/v2/exam/auto_review_exam?id=${exam.id}`));
    await refused(exam.id, { status: 403 }, () => call(2, 'PUT', url(exam.id, 'state=3')));
    await refused(taken.id, { status: 403 }, () => call(3, 'PUT', url(taken.id, 'state=3')));
    expect((await call(3, 'PUT', url(99999999, 'state=3'))).status).toBe(404);
    await refused(exam.id, { status: 409, message: 'CHECK' }, () => call(4, 'PUT', url(exam.id, 'admin_check=1')));
    expect((await call(3, 'PUT', url(exam.id, 'state=3&mark=깔끔함'))).body).toMatchObject({ ai_state: 3, admin_check: 0 });
    const audit = await t.database.db.select().from(transitionLog).where(and(eq(transitionLog.entity_id, String(exam.id)), eq(transitionLog.event, 'APPROVE')));
    expect(audit).toMatchObject([{ machine: 'aiReview', from_state: '1', to_state: '3', reason: '깔끔함' }]);
    await refused(exam.id, { status: 409, message: 'APPROVE' }, () => call(3, 'PUT', url(exam.id, 'state=3')));
    expect((await call(4, 'PUT', url(exam.id, 'admin_check=1'))).body).toMatchObject({ ai_state: 3, admin_check: 1 });
  });
});

describe('PUT /api/v2/exam/auto_review_exam_done', () => {
  it('401, 400, 403, 404, 409 when not requested, then approved (the reviewer takes an unassigned exam)', async () => {
    const exam = await aiExam({ state: 3, ai_state: 1 });
    const waiting = await aiExam();
    expect((await call(null, 'PUT', '/api/v2/exam/auto_review_exam_done', { id: exam.id })).status).toBe(401);
    expect((await call(3, 'PUT', '/api/v2/exam/auto_review_exam_done', {})).body.field).toBe('body.id');
    await refused(exam.id, { status: 403 }, () => call(1, 'PUT', '/api/v2/exam/auto_review_exam_done', { id: exam.id }));
    expect((await call(3, 'PUT', '/api/v2/exam/auto_review_exam_done', { id: 99999999 })).status).toBe(404);
    await refused(waiting.id, { status: 409 }, () => call(3, 'PUT', '/api/v2/exam/auto_review_exam_done', { id: waiting.id }));
    expect((await call(3, 'PUT', '/api/v2/exam/auto_review_exam_done', { id: exam.id })).body).toMatchObject({ ai_state: 3 });
    expect(await row(exam.id)).toMatchObject({ admin_id: uid[3] });
  });
});

describe('PUT /api/v2/exam/auto_review_exam/check', () => {
  it('401, 400 on type, 403 for a reviewer (admin-type action), 404, 409 before approval, then allowed', async () => {
    const approved = await aiExam({ state: 3, ai_state: 3 });
    const requested = await aiExam({ state: 3, ai_state: 1 });
    const url = (id: number) => `/api/v2/exam/auto_review_exam/check?id=${id}&type=${AI}`;
    expect((await call(null, 'PUT', url(approved.id))).status).toBe(401);
    await refused(approved.id, { status: 400, field: 'query.type' }, () => call(4, 'PUT', `/api/v2/exam/auto_review_exam/check?id=${approved.id}&type=3`));
    const byReviewer = await refused(approved.id, { status: 403 }, () => call(3, 'PUT', url(approved.id)));
    expect(byReviewer.body.message).toContain('관리자');
    expect((await call(4, 'PUT', url(99999999))).status).toBe(404);
    await refused(requested.id, { status: 409, message: 'CHECK' }, () => call(4, 'PUT', url(requested.id)));
    expect((await call(4, 'PUT', url(approved.id))).body).toMatchObject({ ai_state: 3, admin_check: 1 });
  });
});

describe('PUT /api/v2/exam/auto_review_exam_force', () => {
  it('401, 400 without a reason, 403 for a reviewer, 404, 409 before the request, then skipped to approved with the reason kept', async () => {
    const rejected = await aiExam({ state: 0, ai_state: 2 });
    const waiting = await aiExam();
    const url = (id: number) => `/api/v2/exam/auto_review_exam_force?id=${id}&type=${AI}`;
    expect((await call(null, 'PUT', url(rejected.id), { reason: '긴급' })).status).toBe(401);
    await refused(rejected.id, { status: 400, field: 'body.reason' }, () => call(4, 'PUT', url(rejected.id), {}));
    await refused(rejected.id, { status: 400, field: 'body.reason' }, () => call(4, 'PUT', url(rejected.id), { reason: '   ' }));
    await refused(rejected.id, { status: 403 }, () => call(3, 'PUT', url(rejected.id), { reason: '긴급' }));
    expect((await call(4, 'PUT', url(99999999), { reason: '긴급' })).status).toBe(404);
    await refused(waiting.id, { status: 409, message: 'FORCE' }, () => call(4, 'PUT', url(waiting.id), { reason: '긴급' }));
    expect((await call(4, 'PUT', url(rejected.id), { reason: '긴급 배포' })).body).toMatchObject({ state: 3, ai_state: 3, rejection: null });
    expect(await row(rejected.id)).toMatchObject({ ai_reason: '긴급 배포' });
  });
});

describe('PUT /api/v2/exam/auto_review_exam/return', () => {
  it('401, 400 on the question ids and the reason, 403 below level 3, 404, 409 when not requested, then rejected and the enterer notified', async () => {
    const exam = await aiExam({ state: 3, ai_state: 1 });
    const stranger = await aiExam({ state: 3, ai_state: 1 });
    const waiting = await aiExam();
    const [q1, q2] = await questionsOf(exam.id);
    const [s1] = await questionsOf(stranger.id);
    const url = (id: number) => `/api/v2/exam/auto_review_exam/return?id=${id}&type=${AI}`;
    expect((await call(null, 'PUT', url(exam.id), { question_ids: [q1.id], reason: '정답 오류' })).status).toBe(401);
    await refused(exam.id, { status: 400, field: 'body.question_ids' }, () => call(3, 'PUT', url(exam.id), { question_ids: 'x', reason: '정답 오류' }));
    await refused(exam.id, { status: 400, field: 'body.question_ids' }, () => call(3, 'PUT', url(exam.id), { question_ids: [], reason: '정답 오류' }));
    await refused(exam.id, { status: 400, field: 'body.question_ids' }, () => call(3, 'PUT', url(exam.id), { question_ids: [s1.id], reason: '정답 오류' }));
    await refused(exam.id, { status: 400, field: 'body.reason' }, () => call(3, 'PUT', url(exam.id), { question_ids: [q1.id] }));
    await refused(exam.id, { status: 403 }, () => call(2, 'PUT', url(exam.id), { question_ids: [q1.id], reason: '정답 오류' }));
    expect((await call(3, 'PUT', url(99999999), { question_ids: [q1.id], reason: '정답 오류' })).status).toBe(404);
    const [w1] = await questionsOf(waiting.id);
    await refused(waiting.id, { status: 409, message: 'REJECT' }, () => call(3, 'PUT', url(waiting.id), { question_ids: [w1.id], reason: '정답 오류' }));
    const ok = await call(3, 'PUT', url(exam.id), { question_ids: [q1.id, q2.id], reason: '정답 오류' });
    expect(ok.body).toMatchObject({ state: 0, ai_state: 2, rejection: 'fixing' });
    expect(await row(exam.id)).toMatchObject({ ai_reason: '정답 오류', return_count: 1, admin_id: uid[3] });
    const alarms = await t.database.db.select().from(notifications).where(and(eq(notifications.user_id, uid[1]), eq(notifications.kind, 'exam_returned')));
    expect(alarms.some((n) => n.link === `/exam/admin-question-edit-ai?id=${exam.id}` && n.body === '정답 오류')).toBe(true);
  });
});

describe('PUT /api/v2/exam/auto_review_exam/rejection/question_done', () => {
  it('401, 400 on question_id, 403 on another’s exam, 404 for a question of another exam, 409 when not returned, then fixed', async () => {
    const exam = await aiExam({ state: 3, ai_state: 1 });
    const other = await aiExam({ user: uid[2], state: 3, ai_state: 1 });
    const [q1, q2] = await questionsOf(exam.id);
    const [o1] = await questionsOf(other.id);
    await call(3, 'PUT', `/api/v2/exam/auto_review_exam/return?id=${exam.id}`, { question_ids: [q1.id], reason: '그림 누락' });
    await call(3, 'PUT', `/api/v2/exam/auto_review_exam/return?id=${other.id}`, { question_ids: [o1.id], reason: '그림 누락' });
    const url = (id: number, q: number) => `/api/v2/exam/auto_review_exam/rejection/question_done?id=${id}&type=${AI}&question_id=${q}`;
    expect((await call(null, 'PUT', url(exam.id, q1.id))).status).toBe(401);
    await refused(exam.id, { status: 400, field: 'query.question_id' }, () => call(1, 'PUT', `/api/v2/exam/auto_review_exam/rejection/question_done?id=${exam.id}`));
    await refused(other.id, { status: 403 }, () => call(1, 'PUT', url(other.id, o1.id)));
    await refused(exam.id, { status: 404, field: 'query.question_id' }, () => call(1, 'PUT', url(exam.id, o1.id)));
    await refused(exam.id, { status: 409 }, () => call(1, 'PUT', url(exam.id, q2.id)));
    expect((await call(1, 'PUT', url(exam.id, q1.id))).body).toMatchObject({ state: 0, ai_state: 2, rejection: 'ready' });
    await refused(exam.id, { status: 409 }, () => call(1, 'PUT', url(exam.id, q1.id)));
  });
});

describe('GET /api/v2/exam/check_exam_done', () => {
  it('401, 400 on type, 403 on another’s exam, 404, then what stands in the way', async () => {
    const exam = await aiExam({ state: 0, complete: false });
    const other = await aiExam({ user: uid[2] });
    const ready = await aiExam({ state: 0 });
    expect((await call(null, 'GET', `/api/v2/exam/check_exam_done?id=${exam.id}`)).status).toBe(401);
    expect((await call(1, 'GET', `/api/v2/exam/check_exam_done?id=${exam.id}&type=2`)).body.field).toBe('query.type');
    expect((await call(1, 'GET', `/api/v2/exam/check_exam_done?id=${other.id}`)).status).toBe(403);
    expect((await call(1, 'GET', '/api/v2/exam/check_exam_done?id=99999999')).status).toBe(404);
    const r = await call(1, 'GET', `/api/v2/exam/check_exam_done?id=${exam.id}&type=${AI}`);
    expect(r.body).toMatchObject({ done: false, question_count: 0, pending_returns: [] });
    expect(r.body.incomplete).toHaveLength(3);
    expect(r.body.incomplete[0].missing).toEqual(expect.arrayContaining(['객관식문항', '난이도', '문제유형']));
    expect((await call(1, 'GET', `/api/v2/exam/check_exam_done?id=${ready.id}`)).body).toMatchObject({ done: true, incomplete: [], pending_returns: [] });
  });
});

describe('the whole round', () => {
  it('enter, request, return one question, fix it, request again, approve, check: then in the allowed list, not the own list', async () => {
    const created = await call(4, 'POST', '/api/v2/exam/auto_exam_subject', { ...NEW_SUBJECT, name: 'AI 한 바퀴', user_id: uid[1], question_count: 2 });
    const id = created.body.id as number;
    // the questions are completed in the editor (question-bank calls, tested there): here straight in the database
    const category = await mathTypeCategory(t.database.db);
    await t.database.db.update(questions).set({ level: 3, category_id: category, answer: '2' }).where(eq(questions.exam_subject_id, id));
    for (const q of await questionsOf(id)) await t.database.db.update(questionMultiples).set({ content: '보기' }).where(eq(questionMultiples.question_id, q.id));

    const step = (who: DemoWho, method: Method, url: string, payload?: object) => call(who, method, url, payload);
    expect((await step(1, 'PUT', '/api/v2/exam/auto_enter_exam', { id, event: 'ENTER' })).body).toMatchObject({ state: 0 });
    expect((await step(1, 'PUT', '/api/v2/exam/auto_enter_exam', { id, event: 'REQUEST' })).body).toMatchObject({ state: 3, ai_state: 1 });
    const [q1] = await questionsOf(id);
    expect((await step(3, 'PUT', `/api/v2/exam/auto_review_exam/return?id=${id}&type=${AI}`, { question_ids: [q1.id], reason: '보기 ③ 잘림' })).body).toMatchObject({ state: 0, ai_state: 2 });
    // requesting again before the fix is refused, naming the question
    const early = await refused(id, { status: 409 }, () => step(1, 'PUT', '/api/v2/exam/auto_enter_exam', { id, event: 'REQUEST' }));
    expect(early.body.message).toContain('1번');
    expect((await step(1, 'GET', `/api/v2/exam/check_exam_done?id=${id}`)).body).toMatchObject({ done: false, pending_returns: [{ id: q1.id, return_reason: '보기 ③ 잘림', return_done: false }] });
    expect((await step(1, 'PUT', `/api/v2/exam/auto_review_exam/rejection/question_done?id=${id}&type=${AI}&question_id=${q1.id}`)).body).toMatchObject({ rejection: 'ready' });
    expect((await step(1, 'PUT', '/api/v2/exam/auto_enter_exam', { id, event: 'REQUEST' })).body).toMatchObject({ state: 3, ai_state: 1, rejection: null });
    expect((await questionsOf(id)).map((q) => q.returned)).toEqual([false, false]);
    expect(ids(await step(1, 'GET', `/api/v2/exam/auto_enter_exam_user?user_id=${uid[1]}&size=100`))).toContain(id);
    expect((await step(3, 'PUT', '/api/v2/exam/auto_review_exam_done', { id })).body).toMatchObject({ ai_state: 3 });
    expect((await step(4, 'PUT', `/api/v2/exam/auto_review_exam/check?id=${id}&type=${AI}`)).body).toMatchObject({ admin_check: 1 });
    expect(ids(await step(1, 'GET', '/api/v2/exam/auto_enter_exam?size=100'))).toContain(id);
    expect(ids(await step(1, 'GET', `/api/v2/exam/auto_enter_exam_user?user_id=${uid[1]}&size=100`))).not.toContain(id);
    const audit = await t.database.db.select().from(transitionLog).where(eq(transitionLog.entity_id, String(id)));
    expect(audit.filter((a) => a.machine === 'aiReview').map((a) => `${a.event}:${a.from_state}->${a.to_state}`)).toEqual(['REQUEST:0->1', 'REJECT:1->2', 'REQUEST:2->1', 'APPROVE:1->3']);
  });
});
