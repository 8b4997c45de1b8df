/** Exams, exam subjects, questions and the entry lifecycle on the real app and database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { categories, examSubjects, questions, transitionLog, users } from '../../server/db/schema';
import { buildTestApp, loginAs, type DemoWho, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function call(who: DemoWho | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const token = who === null ? null : await loginAs(t.app, who);
  const res = await t.app.inject({ method, url, payload: payload as object, headers: token ? { authorization: `token=${token}` } : {} });
  return { status: res.statusCode, body: res.headers['content-type']?.toString().includes('json') ? res.json() : res.body, res };
}

const uid = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
const subjectRow = async (id: number) => (await t.database.db.select().from(examSubjects).where(eq(examSubjects.id, id)))[0];

const newSubject = (over: Record<string, unknown> = {}) => ({
  name: '테스트 모의고사 수학',
  school_type: 3,
  grade_id: 3,
  subject_type_id: 3,
  type: 1,
  year: 2025,
  question_count: 3,
  ...over,
});

describe('POST /api/v2/exam/exam_subject', () => {
  it('401 without a token', async () => {
    expect((await call(null, 'POST', '/api/v2/exam/exam_subject', newSubject())).status).toBe(401);
  });
  it('400 naming the field', async () => {
    const r = await call(4, 'POST', '/api/v2/exam/exam_subject', newSubject({ grade_id: 7 }));
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('body.grade_id');
    const r2 = await call(4, 'POST', '/api/v2/exam/exam_subject', newSubject({ question_count: 0 }));
    expect(r2.body.field).toBe('body.question_count');
  });
  it('403 below level 4', async () => {
    expect((await call(3, 'POST', '/api/v2/exam/exam_subject', newSubject())).status).toBe(403);
  });
  it('creates the subject waiting in the entry list with empty questions and five empty choices each', async () => {
    const r = await call(4, 'POST', '/api/v2/exam/exam_subject', newSubject({ user_id: await uid('level1@demo.local') }));
    expect(r.status).toBe(200);
    const row = await subjectRow(r.body.id);
    expect(row).toMatchObject({ state: 2, admin_check: 0, name: '테스트 모의고사 수학' });
    const qs = await call(1, 'GET', `/api/v2/exam/question_subject?id=${r.body.id}`);
    expect(qs.body.data_list).toHaveLength(3);
    expect(qs.body.data_list[0].choices).toHaveLength(5);
    expect(qs.body.data_list[0].missing).toEqual(['객관식문항', '난이도', '문제유형']);
  });
});

describe('GET /api/v2/exam/exam_subject_list', () => {
  it('filters, sorts (1 asc, 2 desc) and paginates on the server', async () => {
    const all = await call(4, 'GET', '/api/v2/exam/exam_subject_list?size=100');
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThan(5);
    const y = await call(4, 'GET', '/api/v2/exam/exam_subject_list?year=2024&subject_type_id=3');
    expect(y.body.data_list.length).toBeGreaterThan(0);
    expect(y.body.data_list.every((r: { year: number; subject_type_id: number }) => r.year === 2024 && r.subject_type_id === 3)).toBe(true);
    const asc = await call(4, 'GET', '/api/v2/exam/exam_subject_list?sort_key=name&sort=1&size=100');
    const names = asc.body.data_list.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    const page2 = await call(4, 'GET', '/api/v2/exam/exam_subject_list?size=2&page=2&sort_key=id&sort=1');
    expect(page2.body.data_list).toHaveLength(2);
    expect(page2.body).toMatchObject({ page: 2, size: 2 });
    const bySearch = await call(4, 'GET', `/api/v2/exam/exam_subject_list?user_search=${encodeURIComponent('AI 검수')}`);
    expect(bySearch.body.data_list.every((r: { user_name: string }) => r.user_name.includes('AI 검수'))).toBe(true);
  });
  it('400 on a bad sort direction', async () => {
    const r = await call(4, 'GET', '/api/v2/exam/exam_subject_list?sort=3');
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('query.sort');
  });
  it('exports the filtered list as xlsx', async () => {
    const r = await call(4, 'GET', '/api/v2/exam/exam_subject_list/xlsx?year=2025');
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toContain('spreadsheetml');
    expect(r.res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('the entry lifecycle (enter_exam, enter_exam_done)', () => {
  let id = 0;
  beforeAll(async () => {
    id = (await call(4, 'POST', '/api/v2/exam/exam_subject', newSubject({ name: '완료 흐름 시험', user_id: await uid('level1@demo.local'), question_count: 3 }))).body.id;
  });

  it('403 for a staff member the exam is not assigned to', async () => {
    const r = await call(2, 'PUT', '/api/v2/exam/enter_exam', { id, event: 'ENTER' });
    expect(r.status).toBe(403);
    expect((await subjectRow(id)).state).toBe(2);
  });
  it('409 for an event the machine does not allow, state unchanged', async () => {
    const r = await call(1, 'PUT', '/api/v2/exam/enter_exam', { id, event: 'SEND_REVIEW' });
    expect(r.status).toBe(409);
    expect(r.body.message).toContain('SEND_REVIEW');
    expect(r.body.message).toContain('2 (입력 대기)');
    expect((await subjectRow(id)).state).toBe(2);
  });
  it('ENTER starts entry, and the exam shows in the enterer list', async () => {
    const r = await call(1, 'PUT', '/api/v2/exam/enter_exam', { id, event: 'ENTER' });
    expect(r.body).toMatchObject({ result: 'success', state: 0 });
    const list = await call(1, 'GET', '/api/v2/exam/enter_exam?size=100');
    expect(list.body.data_list.map((r: { id: number }) => r.id)).toContain(id);
  });
  it('enter_exam_done is refused with 409 naming each incomplete question and its labels', async () => {
    const r = await call(1, 'PUT', '/api/v2/exam/enter_exam_done', { id });
    expect(r.status).toBe(409);
    expect(r.body.message).toContain('1번(객관식문항, 난이도, 문제유형)');
    expect(r.body.message).toContain('3번');
    const row = await subjectRow(id);
    expect(row).toMatchObject({ state: 0, admin_check: 0 });
  });
  it('after completing every question, finishes: state 3, admin_check 2, audited', async () => {
    const qs = (await call(1, 'GET', `/api/v2/exam/question_subject?id=${id}`)).body.data_list;
    const [existing] = await t.database.db.select({ id: categories.id }).from(categories).where(and(eq(categories.kind, 'type'), eq(categories.subject_type_id, 3))).limit(1);
    const categoryId =
      existing?.id ?? (await t.database.db.insert(categories).values({ kind: 'type', curriculum: 2015, subject_type_id: 3, school_type: 3, name: '계산' }).returning({ id: categories.id }))[0].id;
    for (const q of qs) {
      const body = {
        id: q.id,
        version: q.version,
        level: 3,
        category_id: categoryId,
        answer: '2',
        choices: [1, 2, 3, 4, 5].map((n) => ({ choice_index: n, content: `보기 ${n}` })),
      };
      const saved = await call(1, 'PUT', '/api/v2/exam/question', body);
      expect(saved.body).toMatchObject({ result: 'success', version: q.version + 1, missing: [] });
    }
    const r = await call(1, 'PUT', '/api/v2/exam/enter_exam_done', { id });
    expect(r.body).toMatchObject({ result: 'success', state: 3, admin_check: 2 });
    const audit = await t.database.db.select().from(transitionLog).where(and(eq(transitionLog.entity, 'exam_subject'), eq(transitionLog.entity_id, String(id))));
    expect(audit.map((a) => `${a.machine}:${a.from_state}>${a.to_state}`)).toEqual(['examSubject:2>0', 'examSubject:0>3', 'adminCheck:0>2']);
  });
});

describe('PUT /api/v2/exam/question (no lost work)', () => {
  it('the second of two saves at the same version gets 409 and nothing is overwritten', async () => {
    const id = (await call(4, 'POST', '/api/v2/exam/exam_subject', newSubject({ name: '동시 저장 시험', question_count: 1 }))).body.id;
    await call(4, 'PUT', '/api/v2/exam/enter_exam', { id, event: 'ENTER' });
    const [q] = (await call(4, 'GET', `/api/v2/exam/question_subject?id=${id}`)).body.data_list;
    const first = await call(4, 'PUT', '/api/v2/exam/question', { id: q.id, version: q.version, content: '첫 번째 저장' });
    expect(first.status).toBe(200);
    const second = await call(10, 'PUT', '/api/v2/exam/question', { id: q.id, version: q.version, content: '두 번째 저장' });
    expect(second.status).toBe(409);
    expect(second.body.field).toBe('body.version');
    const [row] = await t.database.db.select().from(questions).where(eq(questions.id, q.id));
    expect(row.content).toBe('첫 번째 저장');
  });
  it('409 when the exam is not being entered by the caller', async () => {
    const [anyDone] = await t.database.db.select().from(examSubjects).where(eq(examSubjects.state, 4)).limit(1);
    const [q] = await t.database.db.select().from(questions).where(eq(questions.exam_subject_id, anyDone.id)).limit(1);
    const r = await call(4, 'PUT', '/api/v2/exam/question', { id: q.id, version: q.version, content: 'x' });
    expect(r.status).toBe(409);
  });
});

describe('reported questions', () => {
  it('are hidden from non-master users and shown to the master', async () => {
    const [subject] = await t.database.db.select().from(examSubjects).where(eq(examSubjects.state, 4)).limit(1);
    const [q] = await t.database.db.select().from(questions).where(eq(questions.exam_subject_id, subject.id)).limit(1);
    await t.database.db.update(questions).set({ is_reported: true }).where(eq(questions.id, q.id));
    const reviewer = await call(3, 'GET', `/api/v2/exam/question_subject?id=${subject.id}`);
    expect(reviewer.body.data_list.map((r: { id: number }) => r.id)).not.toContain(q.id);
    expect((await call(3, 'GET', `/api/v2/exam/question/${q.id}`)).status).toBe(404);
    const master = await call(10, 'GET', `/api/v2/exam/question_subject?id=${subject.id}`);
    expect(master.body.data_list.map((r: { id: number }) => r.id)).toContain(q.id);
  });
});

describe('exclusion (POST exam_exclude)', () => {
  it('only done exams are excluded; a reason is required; INCLUDE restores', async () => {
    const [waiting] = await t.database.db.select().from(examSubjects).where(eq(examSubjects.state, 2)).limit(1);
    expect((await call(4, 'POST', '/api/v2/exam/exam_exclude', { id: waiting.id, excluded: true, exclude: '중복' })).status).toBe(409);
    const [done] = await t.database.db.select().from(examSubjects).where(eq(examSubjects.state, 4)).limit(1);
    expect((await call(4, 'POST', '/api/v2/exam/exam_exclude', { id: done.id, excluded: true })).body.field).toBe('body.exclude');
    expect((await call(4, 'POST', '/api/v2/exam/exam_exclude', { id: done.id, excluded: true, exclude: '중복 출제' })).status).toBe(200);
    expect(await subjectRow(done.id)).toMatchObject({ state: 4, excluded_state: 1, exclude: '중복 출제' });
    expect((await call(4, 'POST', '/api/v2/exam/exam_exclude', { id: done.id, excluded: false })).status).toBe(200);
    expect((await subjectRow(done.id)).excluded_state).toBe(0);
  });
});

describe('POST /api/v2/exam/modify/exam_subject', () => {
  it('copies a done original into a modified exam waiting for entry', async () => {
    const [done] = await t.database.db.select().from(examSubjects).where(and(eq(examSubjects.state, 4), eq(examSubjects.type, 1))).limit(1);
    const r = await call(4, 'POST', '/api/v2/exam/modify/exam_subject', { ori_id: done.id });
    expect(r.status).toBe(200);
    const copy = await subjectRow(r.body.id);
    expect(copy).toMatchObject({ type: 2, ori_id: done.id, state: 2 });
    const n = (id: number) => t.database.db.select().from(questions).where(eq(questions.exam_subject_id, id));
    expect((await n(copy.id)).length).toBe((await n(done.id)).length);
  });
});

describe('questions: add and delete renumber', () => {
  it('appends at the end and closes the gap on delete', async () => {
    const id = (await call(4, 'POST', '/api/v2/exam/exam_subject', newSubject({ name: '번호 시험', question_count: 3 }))).body.id;
    await call(4, 'PUT', '/api/v2/exam/enter_exam', { id, event: 'ENTER' });
    const added = await call(4, 'POST', '/api/v2/exam/question/add', { exam_subject_id: id });
    expect(added.body.question_index).toBe(4);
    const list = (await call(4, 'GET', `/api/v2/exam/question_subject?id=${id}`)).body.data_list;
    expect((await call(4, 'DELETE', `/api/v2/exam/question/${list[1].id}`)).status).toBe(200);
    const after = (await call(4, 'GET', `/api/v2/exam/question_subject?id=${id}`)).body.data_list;
    expect(after.map((q: { question_index: number }) => q.question_index)).toEqual([1, 2, 3]);
  });
});

describe('GET /api/v2/exam/question_subject/all', () => {
  it('counts the same whichever way the total is computed (filtered and unfiltered), and hides reported questions from non-masters', async () => {
    const { sql } = await import('drizzle-orm');
    const direct = async (where: string) => {
      const r = (await t.database.db.execute(sql.raw(`select count(*)::int as n from questions q join exam_subjects e on e.id = q.exam_subject_id where not q.excluded and e.excluded_state = 0 and not q.is_reported ${where}`))) as unknown as { rows: Array<{ n: number }> };
      return r.rows[0].n;
    };
    const filtered = await call(3, 'GET', '/api/v2/exam/question_subject/all?subject_type_id=3&level=3&size=5');
    expect(filtered.body.total).toBe(await direct('and e.subject_type_id = 3 and q.level = 3'));
    const all = await call(3, 'GET', '/api/v2/exam/question_subject/all?size=5');
    expect(all.body.total).toBe(await direct(''));
    expect(all.body.data_list).toHaveLength(Math.min(5, all.body.total));
    expect((await call(2, 'GET', '/api/v2/exam/question_subject/all')).status).toBe(403);
  });
});
