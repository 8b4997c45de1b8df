/**
 * School subjects of the AI flow (issue 9 point 9) on the real app and database: auto_school_subject POST, PUT,
 * GET, DELETE /{id} and auto_school_subject_list, each in the order 401 -> 400 (field named) -> 403 -> 404 ->
 * 409 -> success, with the stored rows checked after refused calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { EXAM_TYPE, SCHOOL_TYPE } from '../../src/api/codes';
import { autoSchoolSubjects, examSubjects, schools, textbookSubjects } from '../../server/db/schema/index';
import { buildTestApp, loginAs, type DemoWho, type TestApp } from '../helpers/app';
import { examSubjectWithQuestions } from '../helpers/factories';

let t: TestApp;
const db = () => t.database.db;
const URL = '/api/v2/exam/auto_school_subject';
const MIDDLE = SCHOOL_TYPE.middle.code;
const HIGH = SCHOOL_TYPE.high.code;
/** A middle-school textbook with a grade (from the seed), and a high school. */
let textbook: typeof textbookSubjects.$inferSelect;
let highSchool: typeof schools.$inferSelect;

beforeAll(async () => {
  t = await buildTestApp();
  [textbook] = await db()
    .select()
    .from(textbookSubjects)
    .where(and(eq(textbookSubjects.school_type, MIDDLE), isNotNull(textbookSubjects.grade_id)))
    .limit(1);
  [highSchool] = await db().select().from(schools).where(eq(schools.school_type, HIGH)).limit(1);
  expect(textbook).toBeDefined();
  expect(highSchool).toBeDefined();
});
afterAll(() => t.close());

async function call(who: DemoWho | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const token = who === null ? null : await loginAs(t.app, who);
  const res = await t.app.inject({ method, url, payload: payload as object, headers: token ? { authorization: `token=${token}` } : {} });
  return { status: res.statusCode, body: res.json() };
}

const stored = async (id: number) => (await db().select().from(autoSchoolSubjects).where(eq(autoSchoolSubjects.id, id)))[0];
const middleBody = () => ({ school_type: MIDDLE, grade_id: textbook.grade_id!, subject_type_id: textbook.subject_type_id, textbook_subject_id: textbook.id, detail: '1-1', semester: 1, year: 2025 });
const highBody = () => ({ school_type: HIGH, grade_id: 2, subject_type_id: 3, semester: 2, year: 2024, school_id: highSchool.id });

async function create(body: Record<string, unknown>) {
  const r = await call(4, 'POST', URL, body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.id as number;
}

describe('POST /api/v2/exam/auto_school_subject', () => {
  it('401 without a token', async () => {
    expect((await call(null, 'POST', URL, highBody())).status).toBe(401);
  });
  it('400 naming the field, for bad values and for referenced rows that are missing or do not fit', async () => {
    const before = await db().select().from(autoSchoolSubjects);
    expect((await call(4, 'POST', URL, { ...highBody(), grade_id: 9 })).body.field).toBe('body.grade_id');
    expect((await call(4, 'POST', URL, { ...highBody(), school_type: 4 })).body.field).toBe('body.school_type');
    expect((await call(4, 'POST', URL, { ...highBody(), semester: undefined })).body.field).toBe('body.semester');
    expect((await call(4, 'POST', URL, { ...highBody(), school_id: 999_999 })).body.field).toBe('body.school_id');
    expect((await call(4, 'POST', URL, { ...highBody(), publisher_id: 999_999 })).body.field).toBe('body.publisher_id');
    expect((await call(4, 'POST', URL, { ...highBody(), subject_detail_type_id: 999_999 })).body.field).toBe('body.subject_detail_type_id');
    expect((await call(4, 'POST', URL, { ...highBody(), textbook_subject_id: 999_999 })).body.field).toBe('body.textbook_subject_id');
    // a middle-school textbook on a high-school record, and on another grade
    expect((await call(4, 'POST', URL, { ...highBody(), subject_type_id: textbook.subject_type_id, textbook_subject_id: textbook.id })).body.field).toBe('body.textbook_subject_id');
    expect((await call(4, 'POST', URL, { ...middleBody(), grade_id: (textbook.grade_id! % 3) + 1 })).body.field).toBe('body.textbook_subject_id');
    // the high school on a middle-school record
    expect((await call(4, 'POST', URL, { ...middleBody(), school_id: highSchool.id })).body.field).toBe('body.school_id');
    expect(await db().select().from(autoSchoolSubjects)).toEqual(before);
  });
  it('403 below level 4 (route-level): nothing is written', async () => {
    const before = await db().select().from(autoSchoolSubjects);
    for (const who of [1, 3] as const) expect((await call(who, 'POST', URL, highBody())).status).toBe(403);
    expect(await db().select().from(autoSchoolSubjects)).toEqual(before);
  });
  it('creates one; the textbook fills its publisher', async () => {
    const id = await create(middleBody());
    expect(await stored(id)).toMatchObject({ ...middleBody(), publisher_id: textbook.publisher_id, school_id: null });
    const high = await create(highBody());
    expect(await stored(high)).toMatchObject({ ...highBody(), publisher_id: null, textbook_subject_id: null, detail: null });
  });
});

describe('PUT /api/v2/exam/auto_school_subject', () => {
  let id = 0;
  beforeAll(async () => {
    id = await create(highBody());
  });
  it('401 without a token', async () => {
    expect((await call(null, 'PUT', URL, { id, year: 2023 })).status).toBe(401);
  });
  it('400 naming the field; the row is unchanged', async () => {
    const before = await stored(id);
    expect((await call(4, 'PUT', URL, { id, year: 1900 })).body.field).toBe('body.year');
    expect((await call(4, 'PUT', URL, { id: 'x', year: 2023 })).body.field).toBe('body.id');
    expect((await call(4, 'PUT', URL, { id, school_type: MIDDLE })).body.field).toBe('body.school_id');
    expect(await stored(id)).toEqual(before);
  });
  it('403 for a level-1 user; the row is unchanged', async () => {
    const before = await stored(id);
    expect((await call(1, 'PUT', URL, { id, year: 2023 })).status).toBe(403);
    expect(await stored(id)).toEqual(before);
  });
  it('404 for a missing one', async () => {
    expect((await call(4, 'PUT', URL, { id: 999_999, year: 2023 })).status).toBe(404);
  });
  it('changes only the fields given', async () => {
    const r = await call(4, 'PUT', URL, { id, year: 2023, detail: '심화' });
    expect(r).toMatchObject({ status: 200, body: { id } });
    expect(await stored(id)).toMatchObject({ ...highBody(), year: 2023, detail: '심화' });
    await call(4, 'PUT', URL, { id, school_id: null, detail: '' });
    expect(await stored(id)).toMatchObject({ school_id: null, detail: null, year: 2023 });
  });
});

describe('GET /api/v2/exam/auto_school_subject', () => {
  let id = 0;
  beforeAll(async () => {
    id = await create(middleBody());
  });
  it('401 without a token', async () => {
    expect((await call(null, 'GET', `${URL}?id=${id}`)).status).toBe(401);
  });
  it('400 naming the field', async () => {
    expect((await call(1, 'GET', `${URL}?id=abc`)).body.field).toBe('query.id');
  });
  it('403 below level 1', async () => {
    expect((await call(0, 'GET', `${URL}?id=${id}`)).status).toBe(403);
  });
  it('404 for a missing one', async () => {
    expect((await call(1, 'GET', `${URL}?id=999999`)).status).toBe(404);
  });
  it('answers one with its names, from level 1', async () => {
    const r = await call(1, 'GET', `${URL}?id=${id}`);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id, ...middleBody(), textbook_name: textbook.name, publisher_name: expect.any(String), exam_count: 0 });
  });
});

describe('DELETE /api/v2/exam/auto_school_subject/{id}', () => {
  it('401, 400, 403, 404, 409 when an AI exam subject uses it (the row stays), then deletes an unused one', async () => {
    const used = await create(highBody());
    const unused = await create(highBody());
    expect((await call(null, 'DELETE', `${URL}/${unused}`)).status).toBe(401);
    expect((await call(4, 'DELETE', `${URL}/abc`)).body.field).toBe('params.id');
    expect((await call(1, 'DELETE', `${URL}/${unused}`)).status).toBe(403);
    expect((await call(4, 'DELETE', `${URL}/999999`)).status).toBe(404);
    const examSubject = await examSubjectWithQuestions(db(), { state: 0, name: 'AI 학교 과목 사용 시험', count: 1 });
    await db().update(examSubjects).set({ type: EXAM_TYPE.ai.code, auto_school_subject_id: used }).where(eq(examSubjects.id, examSubject.id));
    const refused = await call(4, 'DELETE', `${URL}/${used}`);
    expect(refused).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    expect(refused.body.message).toContain('1개');
    expect(await stored(used)).toBeDefined();
    expect((await call(1, 'GET', `${URL}?id=${used}`)).body.data.exam_count).toBe(1);
    expect(await call(4, 'DELETE', `${URL}/${unused}`)).toMatchObject({ status: 200, body: { result: 'success' } });
    expect(await stored(unused)).toBeUndefined();
  });
});

describe('GET /api/v2/exam/auto_school_subject_list', () => {
  const LIST = '/api/v2/exam/auto_school_subject_list';
  it('401 without a token', async () => {
    expect((await call(null, 'GET', `${LIST}?type=3`)).status).toBe(401);
  });
  it('400 naming the field', async () => {
    expect((await call(1, 'GET', `${LIST}?type=4`)).body.field).toBe('query.type');
    expect((await call(1, 'GET', LIST)).body.field).toBe('query.type');
    expect((await call(1, 'GET', `${LIST}?type=3&sort_key=reason`)).body.field).toBe('query.sort_key');
  });
  it('403 below level 1', async () => {
    expect((await call(0, 'GET', `${LIST}?type=3`)).status).toBe(403);
  });
  it('lists one school level, filtered, paged and sorted', async () => {
    const high = await call(1, 'GET', `${LIST}?type=3&size=100`);
    expect(high.status).toBe(200);
    expect(high.body.data_list.length).toBeGreaterThan(0);
    expect(high.body.data_list.every((r: { school_type: number }) => r.school_type === HIGH)).toBe(true);
    const middle = await call(1, 'GET', `${LIST}?type=2&size=100`);
    expect(middle.body.data_list.every((r: { school_type: number }) => r.school_type === MIDDLE)).toBe(true);
    const y2023 = await call(1, 'GET', `${LIST}?type=3&year=2023`);
    expect(y2023.body.data_list.length).toBeGreaterThan(0);
    expect(y2023.body.data_list.every((r: { year: number }) => r.year === 2023)).toBe(true);
    const named = await call(1, 'GET', `${LIST}?type=3&name_search=${encodeURIComponent(highSchool.school_name)}`);
    expect(named.body.data_list.every((r: { school_name: string }) => r.school_name === highSchool.school_name)).toBe(true);
    const paged = await call(1, 'GET', `${LIST}?type=3&size=1&page=2&sort_key=id&sort=1`);
    expect(paged.body).toMatchObject({ page: 2, size: 1, total: high.body.total });
    const ids = high.body.data_list.map((r: { id: number }) => r.id);
    expect(paged.body.data_list[0].id).toBe([...ids].sort((a: number, b: number) => a - b)[1]);
  });
});
