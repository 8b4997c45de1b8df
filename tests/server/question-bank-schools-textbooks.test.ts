/**
 * School exams (내신) and the textbook hierarchy on the real app and database: one describe per call,
 * 401 -> 400 (field) -> 403 -> 404 -> 409 -> success, checking bodies and stored rows. Fixtures are made
 * here (schools, a subject detail, publishers, textbooks) so the tests do not depend on the demo seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  examSubjects,
  publishers,
  questions,
  schoolSubjects,
  schools,
  subjectDetailTypes,
  subjectTypes,
  textbookContentMains,
  textbookContents,
  textbookContentSubs,
  textbookSubjects,
} from '../../server/db/schema';
import { buildTestApp, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';
import { EXAM_TYPE } from '../../src/api/codes';

let t: TestApp;
const db = () => t.database.db;
const api = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: DemoWho | null, payload?: object) =>
  t.app.inject(withToken(who === null ? null : await loginAs(t.app, who), { method, url: `/api/v2/exam/${url}`, payload }));

/** Fixture ids. */
const f = {
  highSchool: 0,
  highSchool2: 0,
  middleSchool: 0,
  detail: 0,
  publisher: 0,
  otherPublisher: 0,
  emptyPublisher: 0,
  highBook: 0,
  middleBook1: 0,
  middleBook2: 0,
  middleKorBook: 0,
  otherBook: 0,
};

beforeAll(async () => {
  t = await buildTestApp();
  await db()
    .insert(subjectTypes)
    .values([
      { id: 1, name: '국어' },
      { id: 3, name: '수학' },
    ])
    .onConflictDoNothing();
  await db().insert(subjectDetailTypes).values({ id: 9001, subject_type_id: 3, name: '수학Ⅰ(시험)', code: 'TEST_MATH1', school_type: 3, curriculum: 2015 });
  f.detail = 9001;
  const [h1, h2, m1] = await db()
    .insert(schools)
    .values([
      { school_type: 3, school_name: '시험고등학교', region: '서울' },
      { school_type: 3, school_name: '검증고등학교', region: '부산' },
      { school_type: 2, school_name: '시험중학교', region: '서울' },
    ])
    .returning({ id: schools.id });
  Object.assign(f, { highSchool: h1.id, highSchool2: h2.id, middleSchool: m1.id });
  const [p1, p2, p3] = await db()
    .insert(publishers)
    .values([
      { name: '시험출판', index: 901 },
      { name: '일학년출판', index: 902 },
      { name: '빈출판', index: 903 },
    ])
    .returning({ id: publishers.id });
  Object.assign(f, { publisher: p1.id, otherPublisher: p2.id, emptyPublisher: p3.id });
  const books = await db()
    .insert(textbookSubjects)
    .values([
      { publisher_id: p1.id, name: '시험 수학Ⅰ', school_type: 3, subject_type_id: 3, subject_detail_type_id: 9001, curriculum: 2015 },
      { publisher_id: p1.id, name: '시험 중학 수학 1', school_type: 2, subject_type_id: 3, grade_id: 1 },
      { publisher_id: p1.id, name: '시험 중학 수학 2', school_type: 2, subject_type_id: 3, grade_id: 2 },
      { publisher_id: p1.id, name: '시험 중학 국어 1-1', school_type: 2, subject_type_id: 1, grade_id: 1, detail: '1-1' },
      { publisher_id: p2.id, name: '일학년 수학 1', school_type: 2, subject_type_id: 3, grade_id: 1 },
    ])
    .returning({ id: textbookSubjects.id });
  Object.assign(f, { highBook: books[0].id, middleBook1: books[1].id, middleBook2: books[2].id, middleKorBook: books[3].id, otherBook: books[4].id });
});
afterAll(() => t.close());

/** Inserts a school exam record directly. */
async function record(values: Partial<typeof schoolSubjects.$inferInsert> = {}) {
  const [row] = await db()
    .insert(schoolSubjects)
    .values({ school_id: f.highSchool, school_type: 3, grade_id: 2, subject_type_id: 3, semester: 1, year: 2031, ...values })
    .returning();
  return row;
}
const stored = (id: number) => db().select().from(schoolSubjects).where(eq(schoolSubjects.id, id)).then((r) => r[0]);

describe('GET /api/v2/exam/school_subject_list', () => {
  it('401 without a token', async () => {
    expect((await api('GET', 'school_subject_list', null)).statusCode).toBe(401);
  });
  it('400 naming the field', async () => {
    const res = await api('GET', 'school_subject_list?sort_key=password', 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('query.sort_key');
    expect((await api('GET', 'school_subject_list?sort=3', 1)).json().field).toBe('query.sort');
  });
  it('403 below level 1', async () => {
    expect((await api('GET', 'school_subject_list', 0)).statusCode).toBe(403);
  });
  it('lists high-school records with joined names, filtered by school name and sorted by the arrow', async () => {
    const a = await record({ school_id: f.highSchool2, semester: 1, year: 2032, publisher_id: f.publisher, textbook_subject_id: f.highBook, subject_detail_type_id: f.detail });
    const b = await record({ school_id: f.highSchool2, semester: 3, year: 2032 });
    await record({ school_id: f.middleSchool, school_type: 2, semester: 2, year: 2032 });
    const asc = await api('GET', `school_subject_list?name_search=${encodeURIComponent('검증')}&year=2032&sort_key=semester&sort=1`, 1);
    expect(asc.statusCode).toBe(200);
    const body = asc.json();
    expect(body).toMatchObject({ result: 'success', total: 2, page: 1, size: 20 });
    expect(body.data_list.map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
    expect(body.data_list[0]).toMatchObject({
      school_name: '검증고등학교',
      region: '부산',
      school_type: 3,
      subject_name: '수학',
      subject_detail_name: '수학Ⅰ(시험)',
      publisher_name: '시험출판',
      textbook_name: '시험 수학Ⅰ',
      is_temp: false,
    });
    const desc = await api('GET', `school_subject_list?name_search=${encodeURIComponent('검증')}&year=2032&sort_key=semester&sort=2`, 1);
    expect(desc.json().data_list.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    const filtered = await api('GET', `school_subject_list?name_search=${encodeURIComponent('검증')}&year=2032&semester=3&page=1&size=1`, 1);
    expect(filtered.json()).toMatchObject({ total: 1, size: 1, data_list: [{ id: b.id }] });
    const literal = await api('GET', `school_subject_list?name_search=${encodeURIComponent('%')}`, 1);
    expect(literal.json().total).toBe(0);
  });
});

describe('GET /api/v2/exam/middle_school_subject_list', () => {
  it('401, 400, 403', async () => {
    expect((await api('GET', 'middle_school_subject_list', null)).statusCode).toBe(401);
    expect((await api('GET', 'middle_school_subject_list?grade_id=abc', 1)).json().field).toBe('query.grade_id');
    expect((await api('GET', 'middle_school_subject_list', 0)).statusCode).toBe(403);
  });
  it('lists only middle-school records', async () => {
    const m = await record({ school_id: f.middleSchool, school_type: 2, grade_id: 1, semester: 4, year: 2033 });
    await record({ school_id: f.highSchool, semester: 4, year: 2033 });
    const res = await api('GET', 'middle_school_subject_list?year=2033', 1);
    expect(res.json()).toMatchObject({ total: 1, data_list: [{ id: m.id, school_type: 2, school_name: '시험중학교' }] });
  });
});

describe('GET /api/v2/exam/school_subject', () => {
  it('401, 400, 403, 404 (missing, or a middle-school record), then the record', async () => {
    const high = await record({ year: 2034 });
    const middle = await record({ school_id: f.middleSchool, school_type: 2, year: 2034 });
    expect((await api('GET', `school_subject?id=${high.id}`, null)).statusCode).toBe(401);
    expect((await api('GET', 'school_subject?id=abc', 1)).json().field).toBe('query.id');
    expect((await api('GET', `school_subject?id=${high.id}`, 0)).statusCode).toBe(403);
    expect((await api('GET', 'school_subject?id=99999999', 1)).statusCode).toBe(404);
    const other = await api('GET', `school_subject?id=${middle.id}`, 1);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND' });
    const res = await api('GET', `school_subject?id=${high.id}`, 1);
    expect(res.json()).toMatchObject({ result: 'success', id: high.id, school_name: '시험고등학교', year: 2034, create_time: expect.any(String) });
  });
});

describe('GET /api/v2/exam/middle_school_subject', () => {
  it('404 for a high-school record, then the middle-school one', async () => {
    const high = await record({ year: 2035 });
    const middle = await record({ school_id: f.middleSchool, school_type: 2, year: 2035 });
    expect((await api('GET', `middle_school_subject?id=${middle.id}`, null)).statusCode).toBe(401);
    expect((await api('GET', `middle_school_subject?id=${high.id}`, 1)).statusCode).toBe(404);
    expect((await api('GET', `middle_school_subject?id=${middle.id}`, 1)).json()).toMatchObject({ id: middle.id, school_type: 2 });
  });
});

describe('POST /api/v2/exam/school_subject', () => {
  const body = () => ({ school_id: f.highSchool, school_type: 3, grade_id: 2, subject_type_id: 3, semester: 2, year: 2036 });
  const count2036 = () => db().select().from(schoolSubjects).where(eq(schoolSubjects.year, 2036)).then((r) => r.length);

  it('401 without a token', async () => {
    expect((await api('POST', 'school_subject', null, body())).statusCode).toBe(401);
  });
  it('400 naming each bad field', async () => {
    for (const [field, value] of [
      ['grade_id', 4],
      ['semester', 5],
      ['school_type', 4],
      ['year', 1999],
      ['subject_type_id', 9],
    ] as const) {
      const res = await api('POST', 'school_subject', 4, { ...body(), [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().field).toBe(`body.${field}`);
    }
    const wrongLevel = await api('POST', 'school_subject', 4, { ...body(), school_id: f.middleSchool });
    expect(wrongLevel.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'body.school_id' });
    const wrongBook = await api('POST', 'school_subject', 4, { ...body(), publisher_id: f.otherPublisher, textbook_subject_id: f.highBook });
    expect(wrongBook.json().field).toBe('body.textbook_subject_id');
    const middleBook = await api('POST', 'school_subject', 4, { ...body(), textbook_subject_id: f.middleBook1 });
    expect(middleBook.json().field).toBe('body.textbook_subject_id');
    expect((await api('POST', 'school_subject', 4, { ...body(), publisher_id: 99999999 })).json().field).toBe('body.publisher_id');
    expect((await api('POST', 'school_subject', 4, { ...body(), subject_type_id: 1, subject_detail_type_id: f.detail })).json().field).toBe('body.subject_detail_type_id');
    expect((await api('POST', 'school_subject', 4, { ...body(), detail: 'a\u0000b' })).json().field).toBe('body.detail');
    expect(await count2036()).toBe(0);
  });
  it('403 below level 4, nothing stored', async () => {
    expect((await api('POST', 'school_subject', 3, body())).statusCode).toBe(403);
    expect(await count2036()).toBe(0);
  });
  it('creates the record, taking the publisher and subject detail from the textbook; 409 on the same key', async () => {
    const res = await api('POST', 'school_subject', 4, { ...body(), textbook_subject_id: f.highBook, detail: '  ' });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    expect(await stored(id)).toMatchObject({
      school_id: f.highSchool,
      school_type: 3,
      grade_id: 2,
      subject_type_id: 3,
      subject_detail_type_id: f.detail,
      publisher_id: f.publisher,
      textbook_subject_id: f.highBook,
      detail: null,
      semester: 2,
      year: 2036,
      is_temp: false,
    });
    const again = await api('POST', 'school_subject', 4, { ...body(), subject_detail_type_id: f.detail });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('이미') });
    expect(await count2036()).toBe(1);
    const middle = await api('POST', 'school_subject', 4, { ...body(), school_id: f.middleSchool, school_type: 2, grade_id: 1, is_temp: true });
    expect(await stored(middle.json().id)).toMatchObject({ school_type: 2, is_temp: true, subject_detail_type_id: null });
  });
});

describe('PUT /api/v2/exam/school_subject', () => {
  it('401, 400, 403, 404 (middle record), 409 (duplicate key), each leaving the row unchanged; then updates', async () => {
    const row = await record({ year: 2037, semester: 1 });
    await record({ year: 2037, semester: 2 });
    const middle = await record({ school_id: f.middleSchool, school_type: 2, year: 2037 });
    expect((await api('PUT', 'school_subject', null, { id: row.id, semester: 3 })).statusCode).toBe(401);
    expect((await api('PUT', 'school_subject', 4, { id: row.id, semester: 9 })).json().field).toBe('body.semester');
    expect((await api('PUT', 'school_subject', 3, { id: row.id, semester: 3 })).statusCode).toBe(403);
    expect((await api('PUT', 'school_subject', 4, { id: middle.id, semester: 3 })).statusCode).toBe(404);
    const dup = await api('PUT', 'school_subject', 4, { id: row.id, semester: 2 });
    expect(dup.statusCode).toBe(409);
    expect(await stored(row.id)).toMatchObject({ semester: 1, update_time: row.update_time });
    expect((await stored(middle.id)).semester).toBe(1);

    const ok = await api('PUT', 'school_subject', 4, { id: row.id, semester: 3, textbook_subject_id: f.highBook, detail: '심화반' });
    expect(ok.json()).toEqual({ result: 'success', id: row.id });
    expect(await stored(row.id)).toMatchObject({ semester: 3, publisher_id: f.publisher, textbook_subject_id: f.highBook, subject_detail_type_id: f.detail, detail: '심화반', school_type: 3 });
    await api('PUT', 'school_subject', 4, { id: row.id, textbook_subject_id: null, publisher_id: null, detail: null });
    expect(await stored(row.id)).toMatchObject({ textbook_subject_id: null, publisher_id: null, detail: null, semester: 3 });
  });
});

describe('PUT /api/v2/exam/middle_school_subject', () => {
  it('404 for a high-school record; updates a middle-school one', async () => {
    const high = await record({ year: 2038 });
    const middle = await record({ school_id: f.middleSchool, school_type: 2, grade_id: 1, year: 2038 });
    expect((await api('PUT', 'middle_school_subject', null, { id: middle.id })).statusCode).toBe(401);
    expect((await api('PUT', 'middle_school_subject', 4, { id: high.id, grade_id: 3 })).statusCode).toBe(404);
    expect((await stored(high.id)).grade_id).toBe(2);
    const res = await api('PUT', 'middle_school_subject', 4, { id: middle.id, grade_id: 1, subject_type_id: 1, textbook_subject_id: f.middleKorBook, detail: '1-1' });
    expect(res.statusCode).toBe(200);
    expect(await stored(middle.id)).toMatchObject({ subject_type_id: 1, textbook_subject_id: f.middleKorBook, publisher_id: f.publisher, detail: '1-1' });
  });
});

describe('DELETE /api/v2/exam/school_subject/{id}', () => {
  async function examSubjectOf(schoolSubjectId: number, withQuestion: boolean) {
    const [es] = await db()
      .insert(examSubjects)
      .values({ school_subject_id: schoolSubjectId, name: '내신 시험 과목', school_type: 3, grade_id: 2, subject_type_id: 3, type: EXAM_TYPE.school.code, year: 2039 })
      .returning({ id: examSubjects.id });
    if (withQuestion) await db().insert(questions).values({ exam_subject_id: es.id, question_index: 1 });
    return es.id;
  }
  it('401, 400, 403, 404', async () => {
    const row = await record({ year: 2039 });
    expect((await api('DELETE', `school_subject/${row.id}`, null)).statusCode).toBe(401);
    expect((await api('DELETE', 'school_subject/abc', 4)).json().field).toBe('params.id');
    expect((await api('DELETE', `school_subject/${row.id}`, 3)).statusCode).toBe(403);
    expect(await stored(row.id)).toBeDefined();
    expect((await api('DELETE', 'school_subject/99999999', 4)).statusCode).toBe(404);
  });
  it('409 while an exam subject of it holds questions; nothing deleted', async () => {
    const row = await record({ year: 2039, semester: 2 });
    const es = await examSubjectOf(row.id, true);
    const res = await api('DELETE', `school_subject/${row.id}`, 4);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('문항이 입력된 시험 과목 1개');
    expect(await stored(row.id)).toBeDefined();
    expect(await db().select().from(examSubjects).where(eq(examSubjects.id, es))).toHaveLength(1);
  });
  it('deletes the record with its empty exam subjects', async () => {
    const row = await record({ year: 2039, semester: 3 });
    const es = await examSubjectOf(row.id, false);
    const res = await api('DELETE', `school_subject/${row.id}`, 4);
    expect(res.json()).toEqual({ result: 'success', id: row.id });
    expect(await stored(row.id)).toBeUndefined();
    expect(await db().select().from(examSubjects).where(eq(examSubjects.id, es))).toHaveLength(0);
  });
});

describe('GET /api/v2/exam/exam_all_temp/school_subject', () => {
  it('401, 400, 403, then only temporary records', async () => {
    const temp = await record({ year: 2040, is_temp: true });
    const middleTemp = await record({ school_id: f.middleSchool, school_type: 2, year: 2040, is_temp: true });
    await record({ year: 2040, semester: 2 });
    expect((await api('GET', 'exam_all_temp/school_subject', null)).statusCode).toBe(401);
    expect((await api('GET', 'exam_all_temp/school_subject?page=0', 1)).json().field).toBe('query.page');
    expect((await api('GET', 'exam_all_temp/school_subject', 0)).statusCode).toBe(403);
    const res = await api('GET', 'exam_all_temp/school_subject?size=100', 1);
    const rows = res.json().data_list as Array<{ id: number; is_temp: boolean }>;
    expect(rows.every((r) => r.is_temp)).toBe(true);
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([temp.id, middleTemp.id]));
    const high = await api('GET', 'exam_all_temp/school_subject?school_type=3&size=100', 1);
    expect(high.json().data_list.map((r: { id: number }) => r.id)).not.toContain(middleTemp.id);
  });
});

const ids = (res: { json: () => { data_list: Array<{ id: number }> } }) => res.json().data_list.map((r) => r.id);

describe('GET /api/v2/exam/publisher', () => {
  it('401, 400, 403, then publishers (with a textbook of the level when school_type is given)', async () => {
    expect((await api('GET', 'publisher', null)).statusCode).toBe(401);
    expect((await api('GET', 'publisher?school_type=5', 1)).json().field).toBe('query.school_type');
    expect((await api('GET', 'publisher', 0)).statusCode).toBe(403);
    const all = await api('GET', 'publisher', 1);
    expect(ids(all)).toEqual(expect.arrayContaining([f.publisher, f.otherPublisher, f.emptyPublisher]));
    expect(all.json().data_list.find((p: { id: number }) => p.id === f.publisher)).toEqual({ id: f.publisher, name: '시험출판', index: 901 });
    const high = ids(await api('GET', 'publisher?school_type=3', 1));
    expect(high).toContain(f.publisher);
    expect(high).not.toContain(f.otherPublisher);
    expect(high).not.toContain(f.emptyPublisher);
  });
});

describe('GET /api/v2/exam/school_subject/publisher', () => {
  it('401, 400, 403', async () => {
    expect((await api('GET', 'school_subject/publisher?school_type=2', null)).statusCode).toBe(401);
    expect((await api('GET', 'school_subject/publisher?subject_type_id=3', 1)).json().field).toBe('query.school_type');
    expect((await api('GET', 'school_subject/publisher?school_type=2', 0)).statusCode).toBe(403);
  });
  it('middle school: grade_id and detail narrow the publishers', async () => {
    const g1 = ids(await api('GET', 'school_subject/publisher?school_type=2&subject_type_id=3&grade_id=1', 1));
    expect(g1).toEqual(expect.arrayContaining([f.publisher, f.otherPublisher]));
    const g2 = ids(await api('GET', 'school_subject/publisher?school_type=2&subject_type_id=3&grade_id=2', 1));
    expect(g2).toContain(f.publisher);
    expect(g2).not.toContain(f.otherPublisher);
    expect(ids(await api('GET', `school_subject/publisher?school_type=2&subject_type_id=1&grade_id=1&detail=${encodeURIComponent('1-2')}`, 1))).not.toContain(f.publisher);
    expect(ids(await api('GET', `school_subject/publisher?school_type=2&subject_type_id=1&grade_id=1&detail=${encodeURIComponent('1-1')}`, 1))).toContain(f.publisher);
  });
  it('high school: a grade_id or detail sent along is ignored (spec section 5)', async () => {
    const q = `school_type=3&subject_type_id=3&subject_detail_type_id=${f.detail}`;
    expect(ids(await api('GET', `school_subject/publisher?${q}`, 1))).toEqual([f.publisher]);
    expect(ids(await api('GET', `school_subject/publisher?${q}&grade_id=2&detail=${encodeURIComponent('1-1')}`, 1))).toEqual([f.publisher]);
  });
});

describe('GET /api/v2/exam/school_subject/textbook_subject', () => {
  it('401, 400, 403', async () => {
    const q = `publisher_id=${f.publisher}&school_type=2`;
    expect((await api('GET', `school_subject/textbook_subject?${q}`, null)).statusCode).toBe(401);
    expect((await api('GET', 'school_subject/textbook_subject?school_type=2', 1)).json().field).toBe('query.publisher_id');
    expect((await api('GET', `school_subject/textbook_subject?${q}`, 0)).statusCode).toBe(403);
  });
  it("a publisher's textbooks; grade_id counts for middle school only", async () => {
    const middle = await api('GET', `school_subject/textbook_subject?publisher_id=${f.publisher}&school_type=2&subject_type_id=3&grade_id=2`, 1);
    expect(middle.json().data_list).toEqual([
      { id: f.middleBook2, publisher_id: f.publisher, name: '시험 중학 수학 2', school_type: 2, subject_type_id: 3, subject_detail_type_id: null, grade_id: 2, detail: null, curriculum: 2022, index: 0 },
    ]);
    expect(ids(await api('GET', `school_subject/textbook_subject?publisher_id=${f.publisher}&school_type=2&subject_type_id=3`, 1))).toEqual([f.middleBook1, f.middleBook2]);
    const high = `school_subject/textbook_subject?publisher_id=${f.publisher}&school_type=3&subject_type_id=3&subject_detail_type_id=${f.detail}`;
    expect(ids(await api('GET', high, 1))).toEqual([f.highBook]);
    expect(ids(await api('GET', `${high}&grade_id=1&detail=x`, 1))).toEqual([f.highBook]);
    expect(ids(await api('GET', `school_subject/textbook_subject?publisher_id=${f.otherPublisher}&school_type=3`, 1))).toEqual([]);
  });
});

/** The three levels of the hierarchy, as the calls name them. */
const LEVELS = [
  { path: 'textbook_content', parentKey: 'textbook_subject_id', table: textbookContents },
  { path: 'textbook_content_main', parentKey: 'content_id', table: textbookContentMains },
  { path: 'textbook_content_sub', parentKey: 'content_main_id', table: textbookContentSubs },
] as const;

/** A parent for each level, with nothing under it yet: a textbook, a 대단원, a 중단원. */
async function parents() {
  const [book, other] = await db()
    .insert(textbookSubjects)
    .values([
      { publisher_id: f.publisher, name: '단원 시험 교과서', school_type: 3, subject_type_id: 3 },
      { publisher_id: f.publisher, name: '단원 시험 교과서 2', school_type: 3, subject_type_id: 3 },
    ])
    .returning();
  const [content, content2] = await db()
    .insert(textbookContents)
    .values([
      { textbook_subject_id: other.id, name: 'Ⅰ. 부모 대단원', index: 1 },
      { textbook_subject_id: other.id, name: 'Ⅱ. 부모 대단원', index: 2 },
    ])
    .returning();
  const [main] = await db().insert(textbookContentMains).values({ content_id: content2.id, name: '1. 부모 중단원', index: 1 }).returning();
  return [book.id, content.id, main.id];
}
const namesUnder = async (level: (typeof LEVELS)[number], parentId: number) =>
  (await api('GET', `${level.path}?${level.parentKey}=${parentId}`, 1)).json().data_list.map((u: { name: string; index: number }) => `${u.index}:${u.name}`);

for (const [i, level] of LEVELS.entries()) {
  describe(`GET /api/v2/exam/${level.path}`, () => {
    it('401, 400, 403, 404 (no parent), then the units by index', async () => {
      const parentId = (await parents())[i];
      expect((await api('GET', `${level.path}?${level.parentKey}=${parentId}`, null)).statusCode).toBe(401);
      expect((await api('GET', `${level.path}?${level.parentKey}=x`, 1)).json().field).toBe(`query.${level.parentKey}`);
      expect((await api('GET', `${level.path}?${level.parentKey}=${parentId}`, 0)).statusCode).toBe(403);
      expect((await api('GET', `${level.path}?${level.parentKey}=99999999`, 1)).statusCode).toBe(404);
      await db()
        .insert(level.table as typeof textbookContents)
        .values([
          { [level.parentKey]: parentId, name: '둘째', index: 2 },
          { [level.parentKey]: parentId, name: '첫째', index: 1 },
        ] as Array<typeof textbookContents.$inferInsert>);
      const res = await api('GET', `${level.path}?${level.parentKey}=${parentId}`, 1);
      expect(res.json().data_list).toEqual([
        { id: expect.any(Number), name: '첫째', index: 1, [level.parentKey]: parentId },
        { id: expect.any(Number), name: '둘째', index: 2, [level.parentKey]: parentId },
      ]);
    });
  });

  describe(`POST /api/v2/exam/${level.path}`, () => {
    it('401, 400, 403 and 404 store nothing; adds at the end or at a position', async () => {
      const parentId = (await parents())[i];
      const add = (who: DemoWho | null, body: object) => api('POST', level.path, who, { [level.parentKey]: parentId, ...body });
      expect((await add(null, { name: '가' })).statusCode).toBe(401);
      expect((await add(4, { name: '  ' })).json().field).toBe('body.name');
      expect((await add(4, { name: '가', index: 0 })).json().field).toBe('body.index');
      expect((await add(3, { name: '가' })).statusCode).toBe(403);
      expect((await api('POST', level.path, 4, { [level.parentKey]: 99999999, name: '가' })).statusCode).toBe(404);
      expect(await namesUnder(level, parentId)).toEqual([]);
      const first = await add(4, { name: '가' });
      expect(first.json()).toEqual({ result: 'success', id: expect.any(Number) });
      await add(4, { name: '나' });
      await add(4, { name: '맨 앞', index: 1 });
      const pastEnd = await add(4, { name: '맨 뒤', index: 99 });
      expect(pastEnd.statusCode).toBe(400);
      expect(pastEnd.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'body.index', message: expect.stringContaining('1~4') });
      expect(await namesUnder(level, parentId)).toEqual(['1:맨 앞', '2:가', '3:나']);
      await add(4, { name: '맨 뒤', index: 4 });
      expect(await namesUnder(level, parentId)).toEqual(['1:맨 앞', '2:가', '3:나', '4:맨 뒤']);
    });
  });

  describe(`PUT /api/v2/exam/${level.path}`, () => {
    it('401, 400, 403, 404; renames and moves, keeping positions 1..n', async () => {
      const parentId = (await parents())[i];
      const created = [];
      for (const name of ['가', '나', '다']) created.push((await api('POST', level.path, 4, { [level.parentKey]: parentId, name })).json().id as number);
      expect((await api('PUT', level.path, null, { id: created[0], name: '라' })).statusCode).toBe(401);
      expect((await api('PUT', level.path, 4, { id: created[0] })).json().field).toBe('body.name');
      expect((await api('PUT', level.path, 3, { id: created[0], name: '라' })).statusCode).toBe(403);
      expect((await api('PUT', level.path, 4, { id: 99999999, name: '라' })).statusCode).toBe(404);
      expect(await namesUnder(level, parentId)).toEqual(['1:가', '2:나', '3:다']);
      expect((await api('PUT', level.path, 4, { id: created[0], name: '가나다' })).json()).toEqual({ result: 'success', id: created[0] });
      expect((await api('PUT', level.path, 4, { id: created[0], name: '옮김', index: 4 })).json()).toMatchObject({ code: 'BAD_REQUEST', field: 'body.index' });
      expect(await namesUnder(level, parentId)).toEqual(['1:가나다', '2:나', '3:다']);
      await api('PUT', level.path, 4, { id: created[0], index: 3 });
      expect(await namesUnder(level, parentId)).toEqual(['1:나', '2:다', '3:가나다']);
      await api('PUT', level.path, 4, { id: created[2], index: 1 });
      expect(await namesUnder(level, parentId)).toEqual(['1:다', '2:나', '3:가나다']);
    });
  });

  describe(`DELETE /api/v2/exam/${level.path}/{id}`, () => {
    it('401, 400, 403, 404; deletes and closes the gap', async () => {
      const parentId = (await parents())[i];
      const created = [];
      for (const name of ['가', '나', '다']) created.push((await api('POST', level.path, 4, { [level.parentKey]: parentId, name })).json().id as number);
      expect((await api('DELETE', `${level.path}/${created[0]}`, null)).statusCode).toBe(401);
      expect((await api('DELETE', `${level.path}/abc`, 4)).json().field).toBe('params.id');
      expect((await api('DELETE', `${level.path}/${created[0]}`, 3)).statusCode).toBe(403);
      expect((await api('DELETE', `${level.path}/99999999`, 4)).statusCode).toBe(404);
      expect(await namesUnder(level, parentId)).toEqual(['1:가', '2:나', '3:다']);
      expect((await api('DELETE', `${level.path}/${created[0]}`, 4)).json()).toEqual({ result: 'success', id: created[0] });
      expect(await namesUnder(level, parentId)).toEqual(['1:나', '2:다']);
    });
  });
}

describe('DELETE /api/v2/exam/textbook_content/{id} cascades', () => {
  it('removes the 중단원 and 소단원 under a 대단원', async () => {
    const [, , mainId] = await parents();
    const [{ contentId }] = await db().select({ contentId: textbookContentMains.content_id }).from(textbookContentMains).where(eq(textbookContentMains.id, mainId));
    await db().insert(textbookContentSubs).values({ content_main_id: mainId, name: '소단원', index: 1 });
    expect((await api('DELETE', `textbook_content/${contentId}`, 4)).statusCode).toBe(200);
    expect(await db().select().from(textbookContentMains).where(eq(textbookContentMains.id, mainId))).toHaveLength(0);
    expect(await db().select().from(textbookContentSubs).where(eq(textbookContentSubs.content_main_id, mainId))).toHaveLength(0);
  });
});

describe('PUT /api/v2/exam/textbook_exam', () => {
  async function examSubject(type: number) {
    const [row] = await db()
      .insert(examSubjects)
      .values({ name: '교과서 시험', school_type: 3, grade_id: 2, subject_type_id: 3, type, year: 2041 })
      .returning();
    return row;
  }
  it('401, 400, 403, 404 (not a textbook exam), each leaving the row unchanged; then updates', async () => {
    const textbook = await examSubject(EXAM_TYPE.textbook.code);
    const school = await examSubject(EXAM_TYPE.school.code);
    expect((await api('PUT', 'textbook_exam', null, { id: textbook.id, name: '새 이름' })).statusCode).toBe(401);
    expect((await api('PUT', 'textbook_exam', 4, { id: textbook.id, grade_id: 5 })).json().field).toBe('body.grade_id');
    expect((await api('PUT', 'textbook_exam', 4, { id: textbook.id, release_time: 'yesterday' })).json().field).toBe('body.release_time');
    expect((await api('PUT', 'textbook_exam', 4, { id: textbook.id, textbook_subject_id: 99999999 })).json().field).toBe('body.textbook_subject_id');
    expect((await api('PUT', 'textbook_exam', 4, { id: textbook.id, textbook_subject_id: f.middleBook1 })).json().field).toBe('body.textbook_subject_id');
    expect((await api('PUT', 'textbook_exam', 3, { id: textbook.id, name: '새 이름' })).statusCode).toBe(403);
    const notTextbook = await api('PUT', 'textbook_exam', 4, { id: school.id, name: '새 이름' });
    expect(notTextbook.statusCode).toBe(404);
    const stillSchool = await db().select().from(examSubjects).where(inArray(examSubjects.id, [textbook.id, school.id]));
    expect(stillSchool.map((r) => r.name)).toEqual(['교과서 시험', '교과서 시험']);
    expect(stillSchool.map((r) => r.version)).toEqual([1, 1]);

    const res = await api('PUT', 'textbook_exam', 4, {
      id: textbook.id,
      textbook_subject_id: f.highBook,
      name: '시험 수학Ⅰ 1단원 평가',
      grade_id: 2,
      detail: '지수와 로그',
      release_time: '2025-04-20T09:00:00',
      enter_price: 15000,
      class_price: 8000,
    });
    expect(res.json()).toEqual({ result: 'success', id: textbook.id });
    const [row] = await db()
      .select()
      .from(examSubjects)
      .where(and(eq(examSubjects.id, textbook.id)));
    expect(row).toMatchObject({
      textbook_subject_id: f.highBook,
      name: '시험 수학Ⅰ 1단원 평가',
      detail: '지수와 로그',
      enter_price: 15000,
      class_price: 8000,
      version: 2,
      type: EXAM_TYPE.textbook.code,
    });
    expect(row.release_time).toMatch(/^2025-04-20 09:00:00/);
  });

  it('saves what the textbook screen sends: another textbook of the publisher, a date, a cleared detail; the list shows the new link', async () => {
    const [exam] = await db()
      .insert(examSubjects)
      .values({
        name: '중학 수학 1 단원평가(화면)',
        school_type: 2,
        grade_id: 1,
        subject_type_id: 3,
        type: EXAM_TYPE.textbook.code,
        year: 2042,
        textbook_subject_id: f.middleBook1,
        detail: '1단원',
        enter_price: 5000,
        class_price: 3000,
      })
      .returning();
    const res = await api('PUT', 'textbook_exam', 4, {
      id: exam.id,
      textbook_subject_id: f.middleBook2,
      name: '중학 수학 2 단원평가(화면)',
      grade_id: 2,
      detail: null,
      release_time: '2025-05-02',
      enter_price: 0,
      class_price: 12000,
    });
    expect(res.json()).toEqual({ result: 'success', id: exam.id });
    const [row] = await db().select().from(examSubjects).where(eq(examSubjects.id, exam.id));
    expect(row).toMatchObject({
      textbook_subject_id: f.middleBook2,
      name: '중학 수학 2 단원평가(화면)',
      grade_id: 2,
      detail: null,
      enter_price: 0,
      class_price: 12000,
      version: exam.version + 1,
      year: 2042,
      state: exam.state,
    });
    expect(row.release_time).toMatch(/^2025-05-02/);

    // The screen finds a textbook's exams in this list by textbook_subject_id, so the field must be sent.
    const list = await api('GET', `exam_subject_list?type=${EXAM_TYPE.textbook.code}&school_type=2&name_search=${encodeURIComponent('단원평가(화면)')}&size=100`, 4);
    expect(list.statusCode).toBe(200);
    expect(list.json().data_list).toEqual([expect.objectContaining({ id: exam.id, textbook_subject_id: f.middleBook2, release_time: '2025-05-02', detail: null })]);
  });
});
