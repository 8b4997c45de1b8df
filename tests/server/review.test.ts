/** The reviewer workflow on the real app: lists, reject-and-return, the author's fixes, resubmission, approval, admin check, timeline. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { examSubjects, questions, transitionLog } from '../../server/db/schema/index';
import { buildTestApp, loginAs, type DemoWho, type TestApp } from '../helpers/app';
import { examSubjectWithQuestions, userId } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function call(who: DemoWho | null, method: 'GET' | 'PUT', url: string, payload?: object) {
  const token = who === null ? null : await loginAs(t.app, who);
  const res = await t.app.inject({ method, url, payload, headers: token ? { authorization: `token=${token}` } : {} });
  return { status: res.statusCode, body: res.json() };
}
const row = async (id: number) => (await t.database.db.select().from(examSubjects).where(eq(examSubjects.id, id)))[0];
const questionsOf = (id: number) => t.database.db.select().from(questions).where(eq(questions.exam_subject_id, id)).orderBy(questions.question_index);

describe('GET /api/v2/exam/review_exam', () => {
  it('401, 403 below level 3, 400 on a bad admin_check', async () => {
    expect((await call(null, 'GET', '/api/v2/exam/review_exam')).status).toBe(401);
    expect((await call(2, 'GET', '/api/v2/exam/review_exam')).status).toBe(403);
    const bad = await call(3, 'GET', '/api/v2/exam/review_exam?admin_check=7');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('query.admin_check');
  });
  it('lists exams in state 3 or 4 by admin_check; others see only their own unless show_all; the master sees all', async () => {
    const level3 = await userId(t.database.db, 'level3@demo.local');
    const mine = await examSubjectWithQuestions(t.database.db, { state: 3, admin_check: 3, name: '내 보류 시험' });
    await t.database.db.update(examSubjects).set({ admin_id: level3 }).where(eq(examSubjects.id, mine.id));
    const others = await examSubjectWithQuestions(t.database.db, { state: 3, admin_check: 3, name: '남의 보류 시험' });
    await t.database.db.update(examSubjects).set({ admin_id: await userId(t.database.db, 'level10@demo.local') }).where(eq(examSubjects.id, others.id));
    const ids = (r: { body: { data_list: Array<{ id: number; state: number; admin_check: number }> } }) => r.body.data_list.map((x) => x.id);
    const own = await call(3, 'GET', '/api/v2/exam/review_exam?admin_check=3&size=100');
    expect(ids(own)).toContain(mine.id);
    expect(ids(own)).not.toContain(others.id);
    expect(own.body.data_list.every((x: { state: number; admin_check: number }) => [3, 4].includes(x.state) && x.admin_check === 3)).toBe(true);
    expect(ids(await call(3, 'GET', '/api/v2/exam/review_exam?admin_check=3&show_all=true&size=100'))).toContain(others.id);
    expect(ids(await call(10, 'GET', '/api/v2/exam/review_exam?admin_check=3&size=100'))).toEqual(expect.arrayContaining([mine.id, others.id]));
  });
});

describe('reject and return, fix, resubmit, approve, admin check', () => {
  let id = 0;
  beforeAll(async () => {
    id = (await examSubjectWithQuestions(t.database.db, { user_id: await userId(t.database.db, 'level1@demo.local'), state: 3, admin_check: 2, count: 3, name: '반려 흐름 시험' })).id;
  });

  it('REJECT without a returned question is 409, and without a reason 400; nothing changes', async () => {
    expect((await call(3, 'PUT', '/api/v2/exam/review_exam', { id, event: 'REJECT' })).body.field).toBe('body.reason');
    const r = await call(3, 'PUT', '/api/v2/exam/review_exam', { id, event: 'REJECT', reason: '정답 오류' });
    expect(r.status).toBe(409);
    expect(await row(id)).toMatchObject({ state: 3, admin_check: 2, return_count: 0 });
  });
  it('a reviewer returns question 2 with a reason (400 without one)', async () => {
    const [, q2] = await questionsOf(id);
    expect((await call(3, 'PUT', '/api/v2/exam/question_return', { id: q2.id, action: 'return' })).body.field).toBe('body.reason');
    const r = await call(3, 'PUT', '/api/v2/exam/question_return', { id: q2.id, action: 'return', reason: '정답이 3번입니다' });
    expect(r.body).toMatchObject({ returned: true, return_done: false, rejection: null });
  });
  it('FORCE_SKIP is an admin-type action: 403 for level 3', async () => {
    expect((await call(3, 'PUT', '/api/v2/exam/review_exam', { id, event: 'FORCE_SKIP', reason: '급함' })).status).toBe(403);
  });
  it('REJECT sends the exam back to its author with the question marked and the return counted', async () => {
    const r = await call(3, 'PUT', '/api/v2/exam/review_exam', { id, event: 'REJECT', reason: '2번 문항 확인 필요' });
    expect(r.body).toMatchObject({ result: 'success', state: 0, admin_check: 0 });
    expect(await row(id)).toMatchObject({ return_count: 1, admin_id: await userId(t.database.db, 'level3@demo.local') });
    const list = await call(1, 'GET', '/api/v2/exam/enter_exam?size=100');
    const entry = list.body.data_list.find((x: { id: number }) => x.id === id);
    expect(entry).toMatchObject({ state: 0, return_count: 1 });
    const qs = await call(1, 'GET', `/api/v2/exam/question_subject?id=${id}`);
    expect(qs.body.data_list[1]).toMatchObject({ returned: true, return_reason: '정답이 3번입니다', return_done: false });
  });
  it('resubmitting before the fix is marked done is 409 naming the question; the state is unchanged', async () => {
    const r = await call(1, 'PUT', '/api/v2/exam/enter_exam_done', { id });
    expect(r.status).toBe(409);
    expect(r.body.message).toContain('2번');
    expect(await row(id)).toMatchObject({ state: 0, admin_check: 0 });
  });
  it('only the author marks the fix done; then the exam resubmits and the marks clear', async () => {
    const [, q2] = await questionsOf(id);
    expect((await call(2, 'PUT', '/api/v2/exam/question_return', { id: q2.id, action: 'done' })).status).toBe(403);
    const done = await call(1, 'PUT', '/api/v2/exam/question_return', { id: q2.id, action: 'done' });
    expect(done.body).toMatchObject({ return_done: true, rejection: 'ready' });
    expect((await call(1, 'PUT', '/api/v2/exam/question_return', { id: q2.id, action: 'done' })).status).toBe(409);
    const resubmit = await call(1, 'PUT', '/api/v2/exam/enter_exam_done', { id });
    expect(resubmit.body).toMatchObject({ state: 3, admin_check: 2 });
    expect((await questionsOf(id)).every((q) => !q.returned && !q.return_done)).toBe(true);
  });
  it('the reviewer approves, the master does the admin check, and the timeline records every step', async () => {
    expect((await call(3, 'PUT', '/api/v2/exam/review_exam_done', { id })).body).toMatchObject({ admin_check: 4 });
    expect((await call(3, 'PUT', '/api/v2/exam/review_exam', { id, event: 'ADMIN_CHECK' })).status).toBe(403);
    expect((await call(10, 'PUT', '/api/v2/exam/review_exam', { id, event: 'ADMIN_CHECK' })).body).toMatchObject({ admin_check: 5 });
    expect((await call(10, 'PUT', '/api/v2/exam/review_exam', { id, event: 'HOLD' })).status).toBe(409);
    const timeline = await call(1, 'GET', `/api/v2/exam/exam_subject/timeline?id=${id}`);
    // one row per region of the exam machine that an event moved (or the event's own region when nothing moved)
    expect(timeline.body.data_list.map((e: { machine: string; event: string; from_state: string; to_state: string }) => `${e.machine}:${e.event}:${e.from_state}->${e.to_state}`)).toEqual([
      'rejection:MARK_RETURN:none->marked',
      'examSubject:REJECT:3->0',
      'adminCheck:REJECT:2->0',
      'rejection:REJECT:marked->fixing',
      'rejection:QUESTION_DONE:fixing->ready',
      'examSubject:ENTER_DONE:0->3',
      'adminCheck:ENTER_DONE:0->2',
      'rejection:ENTER_DONE:ready->none',
      'adminCheck:APPROVE:2->4',
      'adminCheck:ADMIN_CHECK:4->5',
    ]);
    expect(timeline.body.data_list[0]).toMatchObject({ reason: '정답이 3번입니다', user_name: '데모 검수·분류' });
    expect(timeline.body.data_list[1]).toMatchObject({ reason: '2번 문항 확인 필요', user_name: '데모 검수·분류' });
    const audit = await t.database.db.select().from(transitionLog).where(and(eq(transitionLog.entity, 'exam_subject'), eq(transitionLog.entity_id, String(id))));
    expect(audit).toHaveLength(10);
  });
});

describe('mid-entry review (state 1)', () => {
  it('lists exams sent for review while entering under admin_check=0, and REVIEW_PASS needs complete questions', async () => {
    const author = await userId(t.database.db, 'level1@demo.local');
    const sent = await examSubjectWithQuestions(t.database.db, { user_id: author, state: 1, admin_check: 0, complete: false, name: '입력 중 검토 요청 시험' });
    const list = await call(3, 'GET', '/api/v2/exam/review_exam?admin_check=0&size=100');
    expect(list.body.data_list.map((x: { id: number }) => x.id)).toContain(sent.id);
    expect(list.body.data_list.every((x: { state: number }) => x.state === 1)).toBe(true);
    const pass = await call(3, 'PUT', '/api/v2/exam/review_exam', { id: sent.id, event: 'REVIEW_PASS' });
    expect(pass.status).toBe(409);
    expect(pass.body.message).toContain('난이도');
    expect(await row(sent.id)).toMatchObject({ state: 1, admin_check: 0 });
    const back = await call(3, 'PUT', '/api/v2/exam/review_exam', { id: sent.id, event: 'RETURN', reason: '문항 보완 필요' });
    expect(back.body).toMatchObject({ state: 0, admin_check: 0 });
    expect((await row(sent.id)).return_count).toBe(1);
  });
});
