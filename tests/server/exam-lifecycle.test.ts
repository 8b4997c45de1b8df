/**
 * The exam machine applied by the server (server/shared/exam-lifecycle.ts): taking an exam for
 * classification, taking a return mark back, returning a shared passage and resubmitting, exclusion, and
 * refusals by guard and by state. Every applied event leaves audit rows; every refusal leaves the row, its
 * marks and the audit trail as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { examSubjects, questionHeads, questions, transitionLog } from '../../server/db/schema';
import { buildTestApp, loginAs, type DemoWho, type TestApp } from '../helpers/app';
import { examSubjectWithQuestions, userId } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function call(who: DemoWho, method: 'PUT' | 'POST', url: string, payload: object) {
  const res = await t.app.inject({ method, url, payload, headers: { authorization: `token=${await loginAs(t.app, who)}` } });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}
const row = async (id: number) => (await t.database.db.select().from(examSubjects).where(eq(examSubjects.id, id)))[0];
const qs = (id: number) => t.database.db.select().from(questions).where(eq(questions.exam_subject_id, id)).orderBy(asc(questions.question_index));
const audit = async (id: number) =>
  (await t.database.db.select().from(transitionLog).where(and(eq(transitionLog.entity, 'exam_subject'), eq(transitionLog.entity_id, String(id)))).orderBy(asc(transitionLog.id))).map(
    (a) => `${a.machine}:${a.event}:${a.from_state}->${a.to_state}`,
  );
/** Everything a refused event must leave as it was. */
const snapshot = async (id: number) => ({ row: { ...(await row(id)), update_time: null }, marks: (await qs(id)).map((q) => [q.returned, q.return_reason, q.return_done]), audit: await audit(id) });

describe('PUT class_exam (TAKE_CLASS)', () => {
  it('a classifier takes an exam waiting for classification, audited; another one is refused with 409 and nothing changes', async () => {
    const exam = await examSubjectWithQuestions(t.database.db, { state: 3, admin_check: 2 });
    const taken = await call(2, 'PUT', '/api/v2/exam/class_exam', { id: exam.id });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect((await row(exam.id)).teacher_id).toBe(await userId(t.database.db, 'level2@demo.local'));
    expect(await audit(exam.id)).toEqual(['examSubject:TAKE_CLASS:3->3']);
    const before = await snapshot(exam.id);
    const other = await call(3, 'PUT', '/api/v2/exam/class_exam', { id: exam.id });
    expect(other.status).toBe(409);
    expect(other.body.message).toContain('다른 직원');
    expect(await snapshot(exam.id)).toEqual(before);
  });

  it('an exam not waiting for classification is refused naming the state and the event', async () => {
    const exam = await examSubjectWithQuestions(t.database.db, { state: 2 });
    const before = await snapshot(exam.id);
    const r = await call(2, 'PUT', '/api/v2/exam/class_exam', { id: exam.id });
    expect(r.status).toBe(409);
    expect(r.body.message).toContain('examSubject 2');
    expect(r.body.message).toContain('TAKE_CLASS');
    expect(await snapshot(exam.id)).toEqual(before);
  });
});

describe('PUT question_return (MARK_RETURN, CANCEL_RETURN)', () => {
  it('a mark taken back clears its reason and is audited; taking back an unmarked question is 409', async () => {
    const exam = await examSubjectWithQuestions(t.database.db, { state: 3, admin_check: 2 });
    const [q1] = await qs(exam.id);
    expect((await call(3, 'PUT', '/api/v2/exam/question_return', { id: q1.id, action: 'return', reason: '보기 오류' })).status).toBe(200);
    expect((await call(3, 'PUT', '/api/v2/exam/question_return', { id: q1.id, action: 'cancel' })).body).toMatchObject({ returned: false, return_done: false, rejection: null });
    expect((await qs(exam.id))[0]).toMatchObject({ returned: false, return_reason: null });
    expect(await audit(exam.id)).toEqual(['rejection:MARK_RETURN:none->marked', 'rejection:CANCEL_RETURN:marked->none']);
    const before = await snapshot(exam.id);
    expect((await call(3, 'PUT', '/api/v2/exam/question_return', { id: q1.id, action: 'cancel' })).status).toBe(409);
    expect(await snapshot(exam.id)).toEqual(before);
  });

  it('marks are refused while the exam is with its writer', async () => {
    const exam = await examSubjectWithQuestions(t.database.db, { state: 0, admin_check: 0 });
    const [q1] = await qs(exam.id);
    const before = await snapshot(exam.id);
    expect((await call(3, 'PUT', '/api/v2/exam/question_return', { id: q1.id, action: 'return', reason: '보기 오류' })).status).toBe(409);
    expect(await snapshot(exam.id)).toEqual(before);
  });
});

describe('a shared passage returned, fixed and resubmitted', () => {
  it('marks the passage and its questions, each fix is its own event, and resubmission clears every mark', async () => {
    const author = await userId(t.database.db, 'level1@demo.local');
    const exam = await examSubjectWithQuestions(t.database.db, { user_id: author, state: 3, admin_check: 2, count: 3 });
    const [q1, q2] = await qs(exam.id);
    const [head] = await t.database.db.insert(questionHeads).values({ exam_subject_id: exam.id, content: '윗글', start_index: 1, end_index: 2 }).returning();
    await t.database.db.update(questions).set({ head_question_id: head.id }).where(eq(questions.id, q1.id));
    await t.database.db.update(questions).set({ head_question_id: head.id }).where(eq(questions.id, q2.id));

    expect((await call(3, 'PUT', '/api/v2/exam/question_head_return', { id: head.id, action: 'return', reason: '지문 오타' })).body).toMatchObject({ updated: 2, rejection: null });
    expect((await t.database.db.select().from(questionHeads).where(eq(questionHeads.id, head.id)))[0]).toMatchObject({ returned: true, return_reason: '지문 오타' });
    expect((await call(3, 'PUT', '/api/v2/exam/review_exam', { id: exam.id, event: 'REJECT', reason: '지문 확인' })).body).toMatchObject({ state: 0, admin_check: 0 });
    expect((await call(1, 'PUT', '/api/v2/exam/question_head_return', { id: head.id, action: 'done' })).body).toMatchObject({ updated: 2, rejection: 'ready' });
    expect((await call(1, 'PUT', '/api/v2/exam/enter_exam_done', { id: exam.id })).body).toMatchObject({ state: 3, admin_check: 2 });
    expect((await qs(exam.id)).every((q) => !q.returned && !q.return_done)).toBe(true);
    expect((await t.database.db.select().from(questionHeads).where(eq(questionHeads.id, head.id)))[0].returned).toBe(false);
    expect(await audit(exam.id)).toEqual([
      'rejection:MARK_RETURN:none->marked',
      'examSubject:REJECT:3->0',
      'adminCheck:REJECT:2->0',
      'rejection:REJECT:marked->fixing',
      'rejection:QUESTION_DONE:fixing->fixing',
      'rejection:QUESTION_DONE:fixing->ready',
      'examSubject:ENTER_DONE:0->3',
      'adminCheck:ENTER_DONE:0->2',
      'rejection:ENTER_DONE:ready->none',
    ]);
  });
});

describe('POST exam_exclude (EXCLUDE, INCLUDE)', () => {
  it('400 on body.exclude without a reason, then excluded with the reason audited, then put back', async () => {
    const exam = await examSubjectWithQuestions(t.database.db, { state: 4, admin_check: 5 });
    const before = await snapshot(exam.id);
    const blank = await call(4, 'POST', '/api/v2/exam/exam_exclude', { id: exam.id, excluded: true });
    expect(blank.status).toBe(400);
    expect(blank.body.field).toBe('body.exclude');
    expect(await snapshot(exam.id)).toEqual(before);
    expect((await call(4, 'POST', '/api/v2/exam/exam_exclude', { id: exam.id, excluded: true, exclude: '중복 출제' })).status).toBe(200);
    expect(await row(exam.id)).toMatchObject({ state: 4, excluded_state: 1, exclude: '중복 출제' });
    expect((await call(4, 'POST', '/api/v2/exam/exam_exclude', { id: exam.id, excluded: false })).status).toBe(200);
    expect(await row(exam.id)).toMatchObject({ state: 4, excluded_state: 0, exclude: null });
    expect(await audit(exam.id)).toEqual(['examSubject:EXCLUDE:4->excluded', 'examSubject:INCLUDE:excluded->4']);
  });

  it('an exam that is not done cannot be excluded (409, unchanged)', async () => {
    const exam = await examSubjectWithQuestions(t.database.db, { state: 3, admin_check: 2 });
    const before = await snapshot(exam.id);
    expect((await call(4, 'POST', '/api/v2/exam/exam_exclude', { id: exam.id, excluded: true, exclude: '중복' })).status).toBe(409);
    expect(await snapshot(exam.id)).toEqual(before);
  });
});

describe('PUT enter_exam_done (ENTER_DONE)', () => {
  it('incomplete questions: 409 naming each with what it misses; nothing changes', async () => {
    const author = await userId(t.database.db, 'level1@demo.local');
    const exam = await examSubjectWithQuestions(t.database.db, { user_id: author, state: 0, admin_check: 0, complete: false, count: 2 });
    const before = await snapshot(exam.id);
    const r = await call(1, 'PUT', '/api/v2/exam/enter_exam_done', { id: exam.id });
    expect(r.status).toBe(409);
    expect(r.body.message).toContain('1번(');
    expect(r.body.message).toContain('난이도');
    expect(await snapshot(exam.id)).toEqual(before);
  });
});
