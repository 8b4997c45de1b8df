/** Curriculum calls on the real app and seeded database: 401 -> 400 -> 403 -> 404 -> 409 -> success. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { categories, literature } from '../../server/db/schema';
import { subjectDetailId } from '../../server/db/seed/curriculum';
import { categoryMatches } from '../../src/features/question-bank/curriculum/category-filter.rules';
import type { Category } from '../../src/api/question-bank/curriculum';
import { buildTestApp, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = async (url: string, who: DemoWho | null = 1) => t.app.inject(withToken(who === null ? null : await loginAs(t.app, who), { method: 'GET', url }));
const post = async (url: string, payload: unknown, who: DemoWho | null = 2) =>
  t.app.inject(withToken(who === null ? null : await loginAs(t.app, who), { method: 'POST', url, payload: payload as object }));
const rowsOf = (res: { json: () => { data_list: Category[] } }) => res.json().data_list;
const names = (rows: Array<{ name: string }>) => rows.map((r) => r.name);

/** The standard refusals every read shares: no token, level 0, a customer. */
async function expectReadRefusals(url: string) {
  const none = await get(url, null);
  expect(none.statusCode).toBe(401);
  expect(none.json()).toMatchObject({ result: 'fail', code: 'NOT_TOKEN' });
  expect((await get(url, 0)).statusCode).toBe(403);
  expect((await get(url, 'student')).statusCode).toBe(403);
}

/** Every stored row of a kind and curriculum that the spec rule admits, in the reply's order. */
async function expectedByRule(kind: string, curriculum: number, filter: { subject_type_id?: number; subject_detail_type_id?: number; grade_id?: number; school_type?: number }) {
  const all = await t.database.db.select().from(categories).where(and(eq(categories.kind, kind), eq(categories.curriculum, curriculum)));
  return all
    .filter((c) => categoryMatches(c, filter))
    .sort((a, b) => a.depth - b.depth || a.order - b.order || a.id - b.id)
    .map((c) => c.id);
}

describe('GET /api/v2/subject/category/-1', () => {
  const url = '/api/v2/subject/category/-1';
  it('401 without a token, 403 for level 0 and customers', () => expectReadRefusals(url));
  it('400 naming the field on a grade out of range', async () => {
    const res = await get(`${url}?grade_id=7`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'query.grade_id' });
  });
  it('the 2015 수학Ⅰ tree for grade 2: exactly the rows the spec rule admits, with parents and depth 3', async () => {
    const filter = { subject_type_id: 3, subject_detail_type_id: subjectDetailId('MATH1'), grade_id: 2, school_type: 3 };
    const res = await get(`${url}?subject_type_id=3&subject_detail_type_id=${filter.subject_detail_type_id}&grade_id=2&school_type=3`);
    expect(res.statusCode).toBe(200);
    const rows = rowsOf(res);
    expect(res.json().total).toBe(rows.length);
    expect(rows.map((r) => r.id)).toEqual(await expectedByRule('chapter', 2015, filter));
    expect(rows.every((r) => r.kind === 'chapter' && r.curriculum === 2015 && r.subject_type_id === 3)).toBe(true);
    const main = rows.filter((r) => r.depth === 1);
    expect(names(main)).toEqual(['지수함수와 로그함수', '삼각함수', '수열']);
    const exp = main[0];
    expect(names(rows.filter((r) => r.parent_id === exp.id))).toEqual(['지수와 로그', '지수함수와 로그함수']);
    const seq = main[2];
    expect(names(rows.filter((r) => r.parent_id === seq.id))).toEqual(['등차수열과 등비수열', '수열의 합', '수학적 귀납법']);
    expect(rows.some((r) => r.depth === 3 && r.name === '상용로그')).toBe(true);
  });
  it('grade narrows the middle-school units: 1학년 소인수분해, not 3학년 피타고라스 정리', async () => {
    const res = await get(`${url}?subject_type_id=3&subject_detail_type_id=${subjectDetailId('MATH_MID')}&grade_id=1&school_type=2`);
    const n = names(rowsOf(res));
    expect(n).toContain('소인수분해');
    expect(n).toContain('자료의 정리와 해석');
    expect(n).not.toContain('피타고라스 정리');
    expect(n).not.toContain('이차방정식의 풀이');
    expect(rowsOf(res).every((r) => r.grade_list.length === 0 || r.grade_list.includes(1))).toBe(true);
  });
  it('a grade-specific child under an all-grades parent follows the grade (중학 국어 문법)', async () => {
    const base = `${url}?subject_type_id=1&subject_detail_type_id=${subjectDetailId('KOR_MID')}&school_type=2`;
    const g1 = names(rowsOf(await get(`${base}&grade_id=1`)));
    const g3 = names(rowsOf(await get(`${base}&grade_id=3`)));
    expect(g1).toEqual(expect.arrayContaining(['문법', '음운의 체계', '품사의 종류와 특성']));
    expect(g1).not.toContain('한글 맞춤법');
    expect(g3).toEqual(expect.arrayContaining(['문법', '한글 맞춤법']));
    expect(g3).not.toContain('음운의 체계');
  });
  it('without filters lists the whole 2015 chapter tree and no 2022 rows', async () => {
    const rows = rowsOf(await get(url));
    expect(rows.length).toBeGreaterThan(300);
    expect(rows.every((r) => r.curriculum === 2015 && r.kind === 'chapter')).toBe(true);
  });
});

describe('GET /api/v2/subject/category_2022', () => {
  const url = '/api/v2/subject/category_2022';
  it('401 without a token, 403 for level 0 and customers', () => expectReadRefusals(url));
  it('400 naming the field on a bad school type', async () => {
    const res = await get(`${url}?school_type=4`);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('query.school_type');
  });
  it('the 2022 대수 tree: 2022 rows only, as the rule admits', async () => {
    const filter = { subject_type_id: 3, subject_detail_type_id: subjectDetailId('MATH_ALG_22'), grade_id: 2, school_type: 3 };
    const res = await get(`${url}?subject_type_id=3&subject_detail_type_id=${filter.subject_detail_type_id}&grade_id=2&school_type=3`);
    expect(res.statusCode).toBe(200);
    const rows = rowsOf(res);
    expect(rows.map((r) => r.id)).toEqual(await expectedByRule('chapter', 2022, filter));
    expect(names(rows.filter((r) => r.depth === 1))).toEqual(['지수함수와 로그함수', '삼각함수', '수열']);
    expect(rows.every((r) => r.curriculum === 2022)).toBe(true);
  });
});

describe('GET /api/v2/subject/main-category', () => {
  const url = '/api/v2/subject/main-category';
  it('401 without a token, 403 for level 0 and customers', () => expectReadRefusals(url));
  it('400 naming the field on an unknown curriculum', async () => {
    const res = await get(`${url}?curriculum=2016`);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('query.curriculum');
  });
  it('depth-1 chapters of one curriculum and detail', async () => {
    const res = await get(`${url}?curriculum=2015&subject_type_id=3&subject_detail_type_id=${subjectDetailId('MATH2')}&school_type=3`);
    expect(res.statusCode).toBe(200);
    const rows = rowsOf(res);
    expect(names(rows)).toEqual(['함수의 극한과 연속', '미분', '적분']);
    expect(rows.every((r) => r.depth === 1 && r.parent_id === null && r.curriculum === 2015)).toBe(true);
  });
});

describe('GET /api/v2/subject/sub-category', () => {
  const url = '/api/v2/subject/sub-category';
  it('401 without a token, 403 for level 0 and customers', () => expectReadRefusals(`${url}?parent_id=1`));
  it('400 naming parent_id when it is missing or not a number', async () => {
    for (const q of ['', '?parent_id=abc', '?parent_id=0']) {
      const res = await get(`${url}${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('query.parent_id');
    }
  });
  it('404 for a parent that does not exist', async () => {
    const res = await get(`${url}?parent_id=999999`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
  it('the children of a category in order; a leaf has none', async () => {
    const [parent] = await t.database.db
      .select()
      .from(categories)
      .where(and(eq(categories.name, '수열'), eq(categories.subject_detail_type_id, subjectDetailId('MATH1'))));
    const res = await get(`${url}?parent_id=${parent.id}`);
    expect(res.statusCode).toBe(200);
    const rows = rowsOf(res);
    expect(names(rows)).toEqual(['등차수열과 등비수열', '수열의 합', '수학적 귀납법']);
    expect(rows.every((r) => r.parent_id === parent.id && r.depth === 2)).toBe(true);
    const leaf = rows[1];
    const below = rowsOf(await get(`${url}?parent_id=${leaf.id}`));
    const leafOfLeaf = below[0];
    expect(rowsOf(await get(`${url}?parent_id=${leafOfLeaf.id}`))).toEqual([]);
  });
});

describe('GET /api/v2/subject/category2', () => {
  const url = '/api/v2/subject/category2';
  it('401 without a token, 403 for level 0 and customers', () => expectReadRefusals(url));
  it('400 naming the field on a negative subject', async () => {
    const res = await get(`${url}?subject_type_id=-1`);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('query.subject_type_id');
  });
  it('types for every detail plus those of the chosen detail only (spec rule)', async () => {
    const base = `${url}?curriculum=2015&school_type=3&subject_type_id=1&grade_id=2`;
    const lit = rowsOf(await get(`${base}&subject_detail_type_id=${subjectDetailId('KOR_LIT')}`));
    const read = rowsOf(await get(`${base}&subject_detail_type_id=${subjectDetailId('KOR_READ')}`));
    expect(lit.every((r) => r.kind === 'type' && r.subject_type_id === 1)).toBe(true);
    expect(names(lit)).toEqual(expect.arrayContaining(['내용 일치', '표현상 특징', '시어·시구의 의미']));
    expect(names(read)).toContain('내용 일치');
    expect(names(read)).not.toContain('시어·시구의 의미');
    expect(lit.map((r) => r.id)).toEqual(await expectedByRule('type', 2015, { school_type: 3, subject_type_id: 1, grade_id: 2, subject_detail_type_id: subjectDetailId('KOR_LIT') }));
  });
  it('영어 유형 are a two-level tree (대의 파악 > 주제, 제목, 요지 ...)', async () => {
    const rows = rowsOf(await get(`${url}?curriculum=2022&school_type=3&subject_type_id=2`));
    const main = rows.find((r) => r.name === '대의 파악' && r.depth === 1)!;
    expect(names(rows.filter((r) => r.parent_id === main.id))).toEqual(['주제', '제목', '요지', '주장', '목적']);
    expect(names(rows)).toEqual(expect.arrayContaining(['빈칸 추론', '순서 배열', '문장 삽입', '어법', '어휘', '요약문']));
  });
});

describe('GET /api/v2/subject/other_category', () => {
  const url = '/api/v2/subject/other_category';
  it('401 without a token, 403 for level 0 and customers', () => expectReadRefusals(url));
  it('400 naming the field on a bad grade', async () => {
    expect((await get(`${url}?grade_id=abc`)).json().field).toBe('query.grade_id');
  });
  it("kind 'other' rows of the subject", async () => {
    const rows = rowsOf(await get(`${url}?curriculum=2015&school_type=2&subject_type_id=3`));
    expect(names(rows)).toEqual(['서술형', '수행평가', '고난도', '신유형', '기출 변형']);
    expect(rows.every((r) => r.kind === 'other' && r.school_type === 2 && r.curriculum === 2015)).toBe(true);
  });
});

describe('GET /api/v2/subject/textbook_problem_title', () => {
  const url = '/api/v2/subject/textbook_problem_title';
  it('401 without a token, 403 for level 0 and customers', () => expectReadRefusals(url));
  it('400 naming the field on an unknown curriculum', async () => {
    expect((await get(`${url}?curriculum=abc`)).json().field).toBe('query.curriculum');
  });
  it("kind 'textbook_problem_title' rows of the subject", async () => {
    const rows = rowsOf(await get(`${url}?curriculum=2022&school_type=3&subject_type_id=3`));
    expect(names(rows)).toEqual(['개념 확인', '기본 문제', '실력 향상', '서술형', '단원 마무리', '창의·융합']);
    expect(rows.every((r) => r.kind === 'textbook_problem_title')).toBe(true);
  });
});

describe('GET /api/v2/subject/literature', () => {
  const url = '/api/v2/subject/literature';
  it('401 without a token, 403 for level 0 and customers', () => expectReadRefusals(url));
  it('400 naming the field on a page size over the limit', async () => {
    expect((await get(`${url}?size=1000`)).json()).toMatchObject({ code: 'BAD_REQUEST', field: 'query.size' });
  });
  it('searches by author or name and pages', async () => {
    const byAuthor = (await get(`${url}?search=${encodeURIComponent('정철')}`)).json();
    expect(byAuthor.total).toBe(3);
    expect(names(byAuthor.data_list).sort()).toEqual(['관동별곡', '사미인곡', '속미인곡']);
    expect(byAuthor.data_list[0]).toMatchObject({ author: '정철', genre: '고전시가', create_time: expect.any(String) });
    const byName = (await get(`${url}?search=${encodeURIComponent('진달래')}`)).json();
    expect(byName.data_list).toEqual([expect.objectContaining({ name: '진달래꽃', author: '김소월', genre: '현대시' })]);
    const page2 = (await get(`${url}?page=2&size=10`)).json();
    expect(page2).toMatchObject({ page: 2, size: 10 });
    expect(page2.data_list).toHaveLength(10);
    expect(page2.total).toBeGreaterThanOrEqual(40);
  });
  it('a search text with LIKE wildcards matches literally', async () => {
    expect((await get(`${url}?search=%25`)).json().total).toBe(0);
  });
});

describe('GET /api/v2/common/subject-master', () => {
  const url = '/api/v2/common/subject-master';
  it('401 without a token, 403 for level 0 and customers', () => expectReadRefusals(url));
  it('400 naming the field on a bad school type', async () => {
    expect((await get(`${url}?school_type=1`)).json().field).toBe('query.school_type');
  });
  it('every subject type with its details; English codes start with ENG', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const types = res.json().data_list as Array<{ id: number; name: string; details: Array<{ code: string; name: string; school_type: number; curriculum: number }> }>;
    expect(types.map((s) => s.id).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const math = types.find((s) => s.id === 3)!;
    expect(math.name).toBe('수학');
    expect(math.details).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'MATH_CALC', name: '미적분', school_type: 3, curriculum: 2015 })]));
    expect(types.find((s) => s.id === 2)!.details.every((d) => d.code.startsWith('ENG'))).toBe(true);
  });
  it('narrows details by school type and curriculum', async () => {
    const types = (await get(`${url}?school_type=2&curriculum=2022`)).json().data_list as Array<{ id: number; details: Array<{ code: string; school_type: number; curriculum: number }> }>;
    expect(types).toHaveLength(7);
    const details = types.flatMap((s) => s.details);
    expect(details.length).toBeGreaterThan(0);
    expect(details.every((d) => d.school_type === 2 && d.curriculum === 2022)).toBe(true);
    expect(details.map((d) => d.code)).toContain('MATH_MID_22');
  });
});

describe.each([
  ['/api/v2/common/middle_school_info', 2, '대치', '대치중학교'],
  ['/api/v2/common/high_school_info', 3, '휘문', '휘문고등학교'],
])('GET %s', (url, schoolType, search, found) => {
  it('401 without a token, 403 for level 0 and customers', () => expectReadRefusals(url));
  it('400 naming the field on a bad page', async () => {
    expect((await get(`${url}?page=0`)).json().field).toBe('query.page');
  });
  it('lists schools of its level only, paged with the total', async () => {
    const res = (await get(`${url}?size=5`)).json();
    expect(res.data_list).toHaveLength(5);
    expect(res.total).toBeGreaterThanOrEqual(40);
    expect(res.data_list.every((s: { school_type: number }) => s.school_type === schoolType)).toBe(true);
  });
  it('searches by name and filters by region', async () => {
    const bySearch = (await get(`${url}?search=${encodeURIComponent(search)}`)).json();
    expect(bySearch.data_list).toEqual([expect.objectContaining({ school_name: found, region: '서울', school_type: schoolType })]);
    const byRegion = (await get(`${url}?region=${encodeURIComponent('세종')}`)).json();
    expect(byRegion.total).toBeGreaterThan(0);
    expect(byRegion.data_list.every((s: { region: string }) => s.region === '세종')).toBe(true);
  });
});

describe('POST /api/v2/exam/literature', () => {
  const url = '/api/v2/exam/literature';
  const countWorks = async () => (await t.database.db.select().from(literature)).length;
  it('401 without a token', async () => {
    expect((await post(url, { name: '승무', author: '조지훈' }, null)).statusCode).toBe(401);
  });
  it('400 naming the field on an empty name or a NUL character; nothing stored', async () => {
    const before = await countWorks();
    const empty = await post(url, { name: '  ', author: '조지훈' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'body.name' });
    expect((await post(url, { name: '승무', author: 'a\u0000b' })).json().field).toBe('body.author');
    expect(await countWorks()).toBe(before);
  });
  it('403 for level 1 (writes start at level 2); nothing stored', async () => {
    const before = await countWorks();
    expect((await post(url, { name: '승무', author: '조지훈' }, 1)).statusCode).toBe(403);
    expect(await countWorks()).toBe(before);
  });
  it('409 on the same name and author as a seeded work; nothing stored', async () => {
    const before = await countWorks();
    const res = await post(url, { name: ' 진달래꽃 ', author: '김소월', genre: '현대시' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', field: 'body.name' });
    expect(await countWorks()).toBe(before);
  });
  it('creates a work (trimmed), then the same name by another author is a different work', async () => {
    const res = await post(url, { name: ' 승무 ', author: '조지훈', genre: '현대시' });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    const [row] = await t.database.db.select().from(literature).where(eq(literature.id, id));
    expect(row).toMatchObject({ name: '승무', author: '조지훈', genre: '현대시' });
    expect((await post(url, { name: '승무', author: '조지훈' })).statusCode).toBe(409);
    const other = await post(url, { name: '승무' }, 10);
    expect(other.statusCode).toBe(200);
    const [anon] = await t.database.db.select().from(literature).where(eq(literature.id, other.json().id));
    expect(anon).toMatchObject({ name: '승무', author: '', genre: '' });
  });
  it('two concurrent identical requests create one row', async () => {
    const body = { name: '청포도', author: '이육사', genre: '현대시' };
    const results = await Promise.all([post(url, body), post(url, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db
      .select()
      .from(literature)
      .where(and(eq(literature.name, '청포도'), eq(literature.author, '이육사')));
    expect(rows).toHaveLength(1);
  });
});
