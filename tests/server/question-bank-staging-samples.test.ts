/**
 * Staging exams and sample questions on the real app and database: 401 -> 400 (field) -> 403 -> 404 ->
 * 409 -> success for every call, checking stored rows and that refused writes changed nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { examSubjects, questions, questionSamples, stagingExams, stagingQuestions, users } from '../../server/db/schema';
import { SEEDED_STAGING_NAMES, seedStagingAndSamples } from '../../server/db/seed/staging-samples';
import { buildTestApp, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';

let t: TestApp;
const db = () => t.database.db;

/** Bank fixtures: a 고3 수학 exam subject with normal, reported and excluded questions, an excluded subject, an English one. */
const bank = { math: 0, excludedSubject: 0, english: 0, q: [] as number[], reported: 0, excluded: 0, inExcludedSubject: 0, englishQ: 0 };

async function addSubject(values: Partial<typeof examSubjects.$inferInsert>) {
  const [row] = await db()
    .insert(examSubjects)
    .values({ name: '2025학년도 6월 모의평가 수학', school_type: 3, grade_id: 3, subject_type_id: 3, type: 1, year: 2025, state: 4, ...values })
    .returning({ id: examSubjects.id });
  return row.id;
}

async function addQuestion(exam_subject_id: number, question_index: number, content: string, extra: Partial<typeof questions.$inferInsert> = {}) {
  const [row] = await db()
    .insert(questions)
    .values({ exam_subject_id, question_index, content, level: 3, ...extra })
    .returning({ id: questions.id });
  return row.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  bank.math = await addSubject({});
  for (let i = 1; i <= 4; i++) bank.q.push(await addQuestion(bank.math, i, `함수 $f(x) = x^2 + ${i}x$의 극값을 구하시오. (${i}번)`));
  bank.reported = await addQuestion(bank.math, 5, '신고된 문항: 정답이 두 개인 문제', { is_reported: true });
  bank.excluded = await addQuestion(bank.math, 6, '제외된 문항: 범위 밖 문제', { excluded: true });
  bank.excludedSubject = await addSubject({ name: '제외된 시험', excluded_state: 1 });
  bank.inExcludedSubject = await addQuestion(bank.excludedSubject, 1, '제외된 시험의 문항');
  bank.english = await addSubject({ name: '중2 영어 기말', school_type: 2, grade_id: 2, subject_type_id: 2 });
  bank.englishQ = await addQuestion(bank.english, 1, 'Choose the best word for the blank.');
});
afterAll(() => t.close());

async function call(who: DemoWho | null, opts: InjectOptions) {
  const token = who === null ? null : await loginAs(t.app, who);
  return t.app.inject(withToken(token, opts));
}
const get = (who: DemoWho | null, url: string) => call(who, { method: 'GET', url });
const send = (who: DemoWho | null, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => call(who, { method, url, payload });

const E = '/api/v2/exam';

async function newStagingExam(name = '테스트 스테이징') {
  const [row] = await db().insert(stagingExams).values({ name, school_type: 3, grade_id: 3, subject_type_id: 3 }).returning();
  return row;
}
async function fill(stagingExamId: number, ids: number[]) {
  await db()
    .insert(stagingQuestions)
    .values(ids.map((question_id, i) => ({ staging_exam_id: stagingExamId, question_id, sequence: i + 1 })));
}
const order = (stagingExamId: number) =>
  db()
    .select({ question_id: stagingQuestions.question_id, sequence: stagingQuestions.sequence })
    .from(stagingQuestions)
    .where(eq(stagingQuestions.staging_exam_id, stagingExamId))
    .orderBy(asc(stagingQuestions.sequence));
const staffId = async (level: number) => (await db().select().from(users).where(eq(users.email, `level${level}@demo.local`)))[0].id;

describe('GET /api/v2/exam/staging_exam_list', () => {
  it('401 without a token', async () => {
    expect((await get(null, `${E}/staging_exam_list`)).statusCode).toBe(401);
  });
  it('400 naming a nonsense filter or sort key', async () => {
    const bad = await get(4, `${E}/staging_exam_list?school_type=9`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ result: 'fail', code: 'BAD_REQUEST', field: 'query.school_type' });
    expect((await get(4, `${E}/staging_exam_list?sort_key=password`)).json().field).toBe('query.sort_key');
    expect((await get(4, `${E}/staging_exam_list?sort=3`)).json().field).toBe('query.sort');
  });
  it('403 below level 4', async () => {
    expect((await get(3, `${E}/staging_exam_list`)).statusCode).toBe(403);
  });
  it('lists the seeded staging exams with their question counts, filtered, sorted and paginated', async () => {
    const all = await get(4, `${E}/staging_exam_list?name_search=대비&sort_key=name&sort=1`);
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body).toMatchObject({ result: 'success', page: 1, size: 20 });
    const names = body.data_list.map((r: { name: string }) => r.name);
    expect(names).toEqual(SEEDED_STAGING_NAMES.filter((n) => n.includes('대비')).sort());
    expect(body.data_list[0]).toMatchObject({ question_count: expect.any(Number), user_name: '데모 관리자(외부)', create_time: expect.any(String) });
    const desc = (await get(4, `${E}/staging_exam_list?name_search=대비&sort_key=name&sort=2`)).json();
    expect(desc.data_list.map((r: { name: string }) => r.name)).toEqual([...names].reverse());
    const english = (await get(4, `${E}/staging_exam_list?school_type=2&subject_type_id=2`)).json();
    expect(english.data_list.map((r: { name: string }) => r.name)).toEqual(['중2 영어 기말 대비']);
    const paged = (await get(4, `${E}/staging_exam_list?size=1&page=2&sort_key=id&sort=1`)).json();
    expect(paged.data_list).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(3);
  });
  it('counts questions', async () => {
    const exam = await newStagingExam('문항 수 확인용');
    await fill(exam.id, bank.q.slice(0, 3));
    const body = (await get(4, `${E}/staging_exam_list?name_search=${encodeURIComponent('문항 수 확인용')}`)).json();
    expect(body.data_list).toEqual([expect.objectContaining({ id: exam.id, question_count: 3 })]);
    expect(body.total).toBe(1);
  });
  it('a search with LIKE wildcards matches them literally', async () => {
    const body = (await get(4, `${E}/staging_exam_list?name_search=${encodeURIComponent('%')}`)).json();
    expect(body.total).toBe(0);
  });
});

describe('GET /api/v2/exam/staging_exam', () => {
  it('401, 400, 403, 404', async () => {
    expect((await get(null, `${E}/staging_exam?id=1`)).statusCode).toBe(401);
    const bad = await get(4, `${E}/staging_exam?id=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('query.id');
    expect((await get(3, `${E}/staging_exam?id=1`)).statusCode).toBe(403);
    expect((await get(4, `${E}/staging_exam?id=999999`)).json()).toMatchObject({ code: 'NOT_FOUND' });
  });
  it('returns its fields', async () => {
    const exam = await newStagingExam('단건 조회');
    const res = await get(4, `${E}/staging_exam?id=${exam.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 'success',
      id: exam.id,
      name: '단건 조회',
      school_type: 3,
      grade_id: 3,
      subject_type_id: 3,
      user_id: null,
      user_name: null,
      question_count: 0,
      create_time: exam.create_time.toISOString(),
      update_time: exam.update_time.toISOString(),
    });
  });
});

describe('GET /api/v2/exam/staging_exam/question_list', () => {
  it('401, 400, 403, 404', async () => {
    expect((await get(null, `${E}/staging_exam/question_list?id=1`)).statusCode).toBe(401);
    expect((await get(4, `${E}/staging_exam/question_list`)).json().field).toBe('query.id');
    expect((await get(3, `${E}/staging_exam/question_list?id=1`)).statusCode).toBe(403);
    expect((await get(4, `${E}/staging_exam/question_list?id=999999`)).statusCode).toBe(404);
  });
  it('lists the questions in sequence order; a reported question is shown only to the master', async () => {
    const exam = await newStagingExam('순서 조회');
    await fill(exam.id, [bank.q[2], bank.reported, bank.q[0]]);
    const body = (await get(4, `${E}/staging_exam/question_list?id=${exam.id}`)).json();
    expect(body.staging_exam_id).toBe(exam.id);
    expect(body.data_list.map((r: { question_id: number; sequence: number }) => [r.question_id, r.sequence])).toEqual([
      [bank.q[2], 1],
      [bank.reported, 2],
      [bank.q[0], 3],
    ]);
    expect(body.data_list[0]).toMatchObject({ question_index: 3, exam_subject_id: bank.math, exam_subject_name: '2025학년도 6월 모의평가 수학', question_type: 1, level: 3, is_reported: false });
    expect(body.data_list[0].content).toContain('(3번)');
    expect(body.data_list[1]).toMatchObject({ is_reported: true, content: '' });
    const master = (await get(10, `${E}/staging_exam/question_list?id=${exam.id}`)).json();
    expect(master.data_list[1].content).toContain('신고된 문항');
  });
});

describe('GET /api/v2/exam/staging_exam/question_select_list', () => {
  const base = `${E}/staging_exam/question_select_list?school_type=3&grade_id=3&subject_type_id=3`;
  it('401', async () => {
    expect((await get(null, base)).statusCode).toBe(401);
  });
  it('400 naming a missing or nonsense filter', async () => {
    expect((await get(4, `${E}/staging_exam/question_select_list?grade_id=3&subject_type_id=3`)).json()).toMatchObject({ code: 'BAD_REQUEST', field: 'query.school_type' });
    expect((await get(4, `${base}&level=9`)).json().field).toBe('query.level');
    expect((await get(4, `${base}&subject_type_id=77`)).json().field).toBe('query.subject_type_id');
    expect((await get(4, `${base}&exam_subject_id=-1`)).json().field).toBe('query.exam_subject_id');
    expect((await get(4, `${base}&size=1000`)).json().field).toBe('query.size');
  });
  it('403 below level 4', async () => {
    expect((await get(3, base)).statusCode).toBe(403);
  });
  it('never lists excluded questions; reported ones only for the master', async () => {
    const ids = (body: { data_list: Array<{ id: number }> }) => body.data_list.map((r) => r.id);
    const admin = (await get(4, `${base}&exam_subject_id=${bank.math}`)).json();
    expect(ids(admin)).toEqual(bank.q);
    expect(admin.total).toBe(4);
    const master = (await get(10, `${base}&exam_subject_id=${bank.math}`)).json();
    expect(ids(master)).toEqual([...bank.q, bank.reported]);
    const all = (await get(10, base)).json();
    expect(ids(all)).not.toContain(bank.excluded);
    expect(ids(all)).not.toContain(bank.inExcludedSubject);
    expect(ids(all)).not.toContain(bank.englishQ);
  });
  it('searches the text, marks questions already added, paginates', async () => {
    const exam = await newStagingExam('검색 표시');
    await fill(exam.id, [bank.q[1]]);
    const body = (await get(4, `${base}&search=${encodeURIComponent('(2번)')}&staging_exam_id=${exam.id}`)).json();
    expect(body.data_list).toEqual([
      expect.objectContaining({ id: bank.q[1], added: true, question_index: 2, exam_subject_name: '2025학년도 6월 모의평가 수학', year: 2025, is_reported: false }),
    ]);
    const page2 = (await get(4, `${base}&exam_subject_id=${bank.math}&size=3&page=2&staging_exam_id=${exam.id}`)).json();
    expect(page2).toMatchObject({ total: 4, page: 2, size: 3 });
    expect(page2.data_list).toEqual([expect.objectContaining({ id: bank.q[3], added: false })]);
  });
});

describe('POST /api/v2/exam/staging_exam', () => {
  const body = { name: '고2 수학 중간 대비', school_type: 3, grade_id: 2, subject_type_id: 3 };
  const countNamed = async (name: string) => (await db().select().from(stagingExams).where(eq(stagingExams.name, name))).length;
  it('401, 400 naming the field, 403 — nothing stored', async () => {
    expect((await send(null, 'POST', `${E}/staging_exam`, body)).statusCode).toBe(401);
    expect((await send(4, 'POST', `${E}/staging_exam`, { ...body, name: '  ' })).json()).toMatchObject({ code: 'BAD_REQUEST', field: 'body.name' });
    expect((await send(4, 'POST', `${E}/staging_exam`, { ...body, grade_id: 7 })).json().field).toBe('body.grade_id');
    expect((await send(4, 'POST', `${E}/staging_exam`, { ...body, school_type: '3' })).json().field).toBe('body.school_type');
    expect((await send(3, 'POST', `${E}/staging_exam`, body)).statusCode).toBe(403);
    expect(await countNamed(body.name)).toBe(0);
  });
  it('creates it, owned by the caller', async () => {
    const res = await send(4, 'POST', `${E}/staging_exam`, { ...body, name: `  ${body.name} ` });
    expect(res.statusCode).toBe(200);
    const [row] = await db().select().from(stagingExams).where(eq(stagingExams.id, res.json().id));
    expect(row).toMatchObject({ ...body, user_id: await staffId(4) });
  });
});

describe('PUT /api/v2/exam/staging_exam', () => {
  it('401, 400, 403, 404 — nothing changed', async () => {
    const exam = await newStagingExam('수정 전');
    expect((await send(null, 'PUT', `${E}/staging_exam`, { id: exam.id, name: '수정 후' })).statusCode).toBe(401);
    expect((await send(4, 'PUT', `${E}/staging_exam`, { name: '수정 후' })).json().field).toBe('body.id');
    expect((await send(4, 'PUT', `${E}/staging_exam`, { id: exam.id, subject_type_id: 99 })).json().field).toBe('body.subject_type_id');
    expect((await send(3, 'PUT', `${E}/staging_exam`, { id: exam.id, name: '수정 후' })).statusCode).toBe(403);
    expect((await send(4, 'PUT', `${E}/staging_exam`, { id: 999999, name: '수정 후' })).statusCode).toBe(404);
    const [row] = await db().select().from(stagingExams).where(eq(stagingExams.id, exam.id));
    expect(row).toEqual(exam);
  });
  it('changes only the given fields', async () => {
    const exam = await newStagingExam('수정 전 이름');
    const res = await send(4, 'PUT', `${E}/staging_exam`, { id: exam.id, name: '수정 후 이름', grade_id: 1 });
    expect(res.json()).toEqual({ result: 'success', id: exam.id });
    const [row] = await db().select().from(stagingExams).where(eq(stagingExams.id, exam.id));
    expect(row).toMatchObject({ name: '수정 후 이름', grade_id: 1, school_type: 3, subject_type_id: 3 });
    expect(row.update_time.getTime()).toBeGreaterThanOrEqual(exam.update_time.getTime());
  });
});

describe('DELETE /api/v2/exam/staging_exam/{id}', () => {
  it('401, 400, 403, 404', async () => {
    const exam = await newStagingExam('삭제 거부');
    expect((await send(null, 'DELETE', `${E}/staging_exam/${exam.id}`)).statusCode).toBe(401);
    expect((await send(4, 'DELETE', `${E}/staging_exam/abc`)).json().field).toBe('params.id');
    expect((await send(3, 'DELETE', `${E}/staging_exam/${exam.id}`)).statusCode).toBe(403);
    expect((await send(4, 'DELETE', `${E}/staging_exam/999999`)).statusCode).toBe(404);
    expect(await db().select().from(stagingExams).where(eq(stagingExams.id, exam.id))).toHaveLength(1);
  });
  it('deletes it with its question list; the bank questions stay', async () => {
    const exam = await newStagingExam('삭제 대상');
    await fill(exam.id, bank.q.slice(0, 2));
    expect((await send(4, 'DELETE', `${E}/staging_exam/${exam.id}`)).json()).toEqual({ result: 'success', id: exam.id });
    expect(await db().select().from(stagingExams).where(eq(stagingExams.id, exam.id))).toHaveLength(0);
    expect(await order(exam.id)).toHaveLength(0);
    expect(await db().select().from(questions).where(eq(questions.id, bank.q[0]))).toHaveLength(1);
  });
});

describe('POST /api/v2/exam/staging_question', () => {
  it('401, 400, 403, 404 (exam, question, reported question for a non-master) — nothing stored', async () => {
    const exam = await newStagingExam('추가 거부');
    const body = { staging_exam_id: exam.id, question_id: bank.q[0] };
    expect((await send(null, 'POST', `${E}/staging_question`, body)).statusCode).toBe(401);
    expect((await send(4, 'POST', `${E}/staging_question`, { ...body, question_id: 'x' })).json().field).toBe('body.question_id');
    expect((await send(3, 'POST', `${E}/staging_question`, body)).statusCode).toBe(403);
    expect((await send(4, 'POST', `${E}/staging_question`, { ...body, staging_exam_id: 999999 })).statusCode).toBe(404);
    expect((await send(4, 'POST', `${E}/staging_question`, { ...body, question_id: 999999 })).statusCode).toBe(404);
    expect((await send(4, 'POST', `${E}/staging_question`, { ...body, question_id: bank.reported })).statusCode).toBe(404);
    expect(await order(exam.id)).toEqual([]);
  });
  it('409 when already in, or excluded from the bank', async () => {
    const exam = await newStagingExam('추가 충돌');
    await fill(exam.id, [bank.q[0]]);
    const again = await send(4, 'POST', `${E}/staging_question`, { staging_exam_id: exam.id, question_id: bank.q[0] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', field: 'body.question_id' });
    expect((await send(4, 'POST', `${E}/staging_question`, { staging_exam_id: exam.id, question_id: bank.excluded })).statusCode).toBe(409);
    expect((await send(4, 'POST', `${E}/staging_question`, { staging_exam_id: exam.id, question_id: bank.inExcludedSubject })).statusCode).toBe(409);
    expect(await order(exam.id)).toEqual([{ question_id: bank.q[0], sequence: 1 }]);
  });
  it('appends at the end; the master may add a reported question', async () => {
    const exam = await newStagingExam('추가 성공');
    const first = await send(4, 'POST', `${E}/staging_question`, { staging_exam_id: exam.id, question_id: bank.q[3] });
    expect(first.json()).toEqual({ result: 'success', id: expect.any(Number), sequence: 1 });
    const second = await send(10, 'POST', `${E}/staging_question`, { staging_exam_id: exam.id, question_id: bank.reported });
    expect(second.json()).toMatchObject({ sequence: 2 });
    expect(await order(exam.id)).toEqual([
      { question_id: bank.q[3], sequence: 1 },
      { question_id: bank.reported, sequence: 2 },
    ]);
  });
});

describe('DELETE /api/v2/exam/staging_question/{id}', () => {
  it('401, 400, 403, 404', async () => {
    const exam = await newStagingExam('제거 거부');
    await fill(exam.id, [bank.q[0]]);
    const [row] = await db().select().from(stagingQuestions).where(eq(stagingQuestions.staging_exam_id, exam.id));
    expect((await send(null, 'DELETE', `${E}/staging_question/${row.id}`)).statusCode).toBe(401);
    expect((await send(4, 'DELETE', `${E}/staging_question/0`)).json().field).toBe('params.id');
    expect((await send(3, 'DELETE', `${E}/staging_question/${row.id}`)).statusCode).toBe(403);
    expect((await send(4, 'DELETE', `${E}/staging_question/999999`)).statusCode).toBe(404);
    expect(await order(exam.id)).toHaveLength(1);
  });
  it('removes one and closes the gap', async () => {
    const exam = await newStagingExam('제거 성공');
    await fill(exam.id, bank.q);
    const all = await db().select().from(stagingQuestions).where(eq(stagingQuestions.staging_exam_id, exam.id));
    const target = all.find((r) => r.question_id === bank.q[1])!;
    expect((await send(4, 'DELETE', `${E}/staging_question/${target.id}`)).json()).toEqual({ result: 'success', id: target.id });
    expect(await order(exam.id)).toEqual([
      { question_id: bank.q[0], sequence: 1 },
      { question_id: bank.q[2], sequence: 2 },
      { question_id: bank.q[3], sequence: 3 },
    ]);
  });
});

describe('PUT /api/v2/exam/staging_question/sequence', () => {
  it('401, 400 naming question_ids (missing, extra, repeated), 403, 404 — order unchanged', async () => {
    const exam = await newStagingExam('순서 거부');
    await fill(exam.id, bank.q.slice(0, 3));
    const before = await order(exam.id);
    const url = `${E}/staging_question/sequence`;
    expect((await send(null, 'PUT', url, { staging_exam_id: exam.id, question_ids: [] })).statusCode).toBe(401);
    for (const question_ids of [[bank.q[2], bank.q[1]], [...bank.q.slice(0, 3), bank.q[3]], [bank.q[0], bank.q[0], bank.q[1]], [bank.q[0], bank.q[1], bank.q[3]], ['a']]) {
      const res = await send(4, 'PUT', url, { staging_exam_id: exam.id, question_ids });
      expect(res.statusCode, JSON.stringify(question_ids)).toBe(400);
      expect(res.json().field).toMatch(/^body\.question_ids/);
    }
    expect((await send(3, 'PUT', url, { staging_exam_id: exam.id, question_ids: bank.q.slice(0, 3).reverse() })).statusCode).toBe(403);
    expect((await send(4, 'PUT', url, { staging_exam_id: 999999, question_ids: [] })).statusCode).toBe(404);
    expect(await order(exam.id)).toEqual(before);
  });
  it('stores the full new order', async () => {
    const exam = await newStagingExam('순서 성공');
    await fill(exam.id, bank.q);
    const next = [bank.q[3], bank.q[0], bank.q[2], bank.q[1]];
    const res = await send(4, 'PUT', `${E}/staging_question/sequence`, { staging_exam_id: exam.id, question_ids: next });
    expect(res.json()).toEqual({ result: 'success', id: exam.id });
    expect(await order(exam.id)).toEqual(next.map((question_id, i) => ({ question_id, sequence: i + 1 })));
    const listed = (await get(4, `${E}/staging_exam/question_list?id=${exam.id}`)).json();
    expect(listed.data_list.map((r: { question_id: number }) => r.question_id)).toEqual(next);
  });
});

describe('GET /api/v2/exam/question_sample', () => {
  it('401, 400 naming the field, 403 below level 3', async () => {
    expect((await get(null, `${E}/question_sample`)).statusCode).toBe(401);
    expect((await get(3, `${E}/question_sample?state=5`)).json()).toMatchObject({ code: 'BAD_REQUEST', field: 'query.state' });
    expect((await get(3, `${E}/question_sample?subject_type_id=abc`)).json().field).toBe('query.subject_type_id');
    expect((await get(2, `${E}/question_sample`)).statusCode).toBe(403);
  });
  it('lists the seeded samples, by state and subject, paginated', async () => {
    const all = (await get(3, `${E}/question_sample?size=100`)).json();
    expect(all.total).toBeGreaterThanOrEqual(12);
    expect(new Set(all.data_list.map((r: { state: number }) => r.state))).toEqual(new Set([0, 1, 2]));
    expect(all.data_list[0]).toMatchObject({ title: expect.any(String), excerpt: expect.any(String), user_name: '데모 검수·분류' });
    expect(all.data_list[0]).not.toHaveProperty('content');
    const inUse = (await get(3, `${E}/question_sample?state=1&subject_type_id=3`)).json();
    expect(inUse.data_list.length).toBeGreaterThan(0);
    expect(inUse.data_list.every((r: { state: number; subject_type_id: number }) => r.state === 1 && r.subject_type_id === 3)).toBe(true);
    const paged = (await get(3, `${E}/question_sample?size=5&page=3`)).json();
    expect(paged).toMatchObject({ page: 3, size: 5, total: all.total });
    expect(paged.data_list).toHaveLength(Math.min(5, all.total - 10));
  });
});

describe('GET /api/v2/exam/question_sample/{id}', () => {
  it('401, 400, 403, 404', async () => {
    expect((await get(null, `${E}/question_sample/1`)).statusCode).toBe(401);
    expect((await get(3, `${E}/question_sample/1.5`)).json().field).toBe('params.id');
    expect((await get(2, `${E}/question_sample/1`)).statusCode).toBe(403);
    expect((await get(3, `${E}/question_sample/999999`)).statusCode).toBe(404);
  });
  it('returns the full text and the linked question', async () => {
    const [row] = await db()
      .insert(questionSamples)
      .values({ title: '극값 예시', subject_type_id: 3, content: '전체 본문입니다.', question_id: bank.q[0], state: 1 })
      .returning();
    const body = (await get(3, `${E}/question_sample/${row.id}`)).json();
    expect(body).toMatchObject({ result: 'success', id: row.id, content: '전체 본문입니다.', question_id: bank.q[0], question_index: 1, exam_subject_name: '2025학년도 6월 모의평가 수학', state: 1 });
  });
});

describe('POST /api/v2/exam/question_sample', () => {
  const body = { title: '새 샘플 문항', subject_type_id: 3, content: '$x^2 - 1 = 0$의 해를 구하시오.' };
  const countTitled = async (title: string) => (await db().select().from(questionSamples).where(eq(questionSamples.title, title))).length;
  it('401, 400 naming the field, 403, 404 for a missing or hidden question — nothing stored', async () => {
    expect((await send(null, 'POST', `${E}/question_sample`, body)).statusCode).toBe(401);
    expect((await send(3, 'POST', `${E}/question_sample`, { ...body, title: '' })).json().field).toBe('body.title');
    expect((await send(3, 'POST', `${E}/question_sample`, { ...body, content: '   ' })).json().field).toBe('body.content');
    expect((await send(3, 'POST', `${E}/question_sample`, { ...body, state: 3 })).json().field).toBe('body.state');
    expect((await send(2, 'POST', `${E}/question_sample`, body)).statusCode).toBe(403);
    const missing = await send(3, 'POST', `${E}/question_sample`, { ...body, question_id: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', field: 'body.question_id' });
    expect((await send(3, 'POST', `${E}/question_sample`, { ...body, question_id: bank.reported })).statusCode).toBe(404);
    expect(await countTitled(body.title)).toBe(0);
  });
  it('creates it as a draft by default, owned by the caller', async () => {
    const res = await send(3, 'POST', `${E}/question_sample`, { ...body, question_id: bank.q[1] });
    expect(res.statusCode).toBe(200);
    const [row] = await db().select().from(questionSamples).where(eq(questionSamples.id, res.json().id));
    expect(row).toMatchObject({ ...body, state: 0, question_id: bank.q[1], user_id: await staffId(3) });
  });
});

describe('PUT /api/v2/exam/question_sample', () => {
  it('401, 400, 403, 404 — nothing changed', async () => {
    const [row] = await db().insert(questionSamples).values({ title: '수정 거부', subject_type_id: 1, content: '본문' }).returning();
    expect((await send(null, 'PUT', `${E}/question_sample`, { id: row.id, state: 1 })).statusCode).toBe(401);
    expect((await send(3, 'PUT', `${E}/question_sample`, { id: row.id, state: 7 })).json().field).toBe('body.state');
    expect((await send(2, 'PUT', `${E}/question_sample`, { id: row.id, state: 1 })).statusCode).toBe(403);
    expect((await send(3, 'PUT', `${E}/question_sample`, { id: 999999, state: 1 })).statusCode).toBe(404);
    expect((await send(3, 'PUT', `${E}/question_sample`, { id: row.id, question_id: 999999 })).statusCode).toBe(404);
    const [after] = await db().select().from(questionSamples).where(eq(questionSamples.id, row.id));
    expect(after).toEqual(row);
  });
  it('changes the given fields and unlinks the question with null', async () => {
    const [row] = await db().insert(questionSamples).values({ title: '수정 전', subject_type_id: 3, content: '본문', question_id: bank.q[0] }).returning();
    expect((await send(3, 'PUT', `${E}/question_sample`, { id: row.id, title: '수정 후', state: 2, question_id: null })).json()).toEqual({ result: 'success', id: row.id });
    const [after] = await db().select().from(questionSamples).where(eq(questionSamples.id, row.id));
    expect(after).toMatchObject({ title: '수정 후', state: 2, question_id: null, content: '본문', subject_type_id: 3 });
  });
});

describe('DELETE /api/v2/exam/question_sample/{id}', () => {
  it('401, 400, 403, 404, then deletes', async () => {
    const [row] = await db().insert(questionSamples).values({ title: '삭제 대상', subject_type_id: 2, content: '본문' }).returning();
    expect((await send(null, 'DELETE', `${E}/question_sample/${row.id}`)).statusCode).toBe(401);
    expect((await send(3, 'DELETE', `${E}/question_sample/-3`)).json().field).toBe('params.id');
    expect((await send(2, 'DELETE', `${E}/question_sample/${row.id}`)).statusCode).toBe(403);
    expect((await send(3, 'DELETE', `${E}/question_sample/999999`)).statusCode).toBe(404);
    expect(await db().select().from(questionSamples).where(eq(questionSamples.id, row.id))).toHaveLength(1);
    expect((await send(3, 'DELETE', `${E}/question_sample/${row.id}`)).json()).toEqual({ result: 'success', id: row.id });
    expect(await db().select().from(questionSamples).where(eq(questionSamples.id, row.id))).toHaveLength(0);
  });
});

describe('seedStagingAndSamples', () => {
  it('fills the staging exams with matching usable bank questions, seeds samples in every state, and runs once', async () => {
    await db().delete(stagingExams);
    await db().delete(questionSamples);
    await seedStagingAndSamples(db());
    const exams = await db().select().from(stagingExams).orderBy(asc(stagingExams.id));
    expect(exams.map((e) => e.name)).toEqual(SEEDED_STAGING_NAMES);
    const rows = await db()
      .select({ exam: stagingQuestions.staging_exam_id, sequence: stagingQuestions.sequence, subject: examSubjects, question: questions })
      .from(stagingQuestions)
      .innerJoin(questions, eq(questions.id, stagingQuestions.question_id))
      .innerJoin(examSubjects, eq(examSubjects.id, questions.exam_subject_id))
      .orderBy(asc(stagingQuestions.staging_exam_id), asc(stagingQuestions.sequence));
    for (const exam of exams) {
      const mine = rows.filter((r) => r.exam === exam.id);
      expect(mine.map((r) => r.sequence)).toEqual(mine.map((_, i) => i + 1));
      expect(mine.length).toBeLessThanOrEqual(10);
      for (const r of mine) {
        expect([r.subject.school_type, r.subject.grade_id, r.subject.subject_type_id]).toEqual([exam.school_type, exam.grade_id, exam.subject_type_id]);
        expect([r.question.excluded, r.question.is_reported, r.subject.excluded_state]).toEqual([false, false, 0]);
      }
    }
    // The fixtures give 고3 수학 four usable questions and 중2 영어 one.
    expect(rows.filter((r) => r.exam === exams[0].id).length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((r) => r.exam === exams[1].id).length).toBeGreaterThanOrEqual(1);
    const samples = await db().select().from(questionSamples);
    expect(samples.length).toBeGreaterThanOrEqual(12);
    expect(new Set(samples.map((s) => s.state))).toEqual(new Set([0, 1, 2]));
    expect(samples.some((s) => s.question_id !== null)).toBe(true);
    await seedStagingAndSamples(db());
    expect(await db().select().from(stagingExams)).toHaveLength(3);
    expect(await db().select().from(questionSamples)).toHaveLength(samples.length);
  });
});
