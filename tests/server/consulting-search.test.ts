/**
 * Admission consulting data and search (issue 10 points 2, 3 and 9) on the real app and database:
 * - the import of server/db/data/consulting/ (17 regions, 8 main and 36 middle categories, 242 universities,
 *   8,691 majors of 2025, the admission groups of the news facts): source and year on every row, a re-run
 *   changes nothing, a changed majors file updates its year in place, a bad file writes nothing, an
 *   administrator's admission group is never overwritten;
 * - GET consulting/search/list: 400 naming the field, open to visitors, nothing chosen gives nothing, the 50
 *   limit with the total, AND across groups and OR within (checked against the rules' searchRows over every
 *   stored row), the 'all' options, the spacing-insensitive name search, the majors left out for an unknown 군;
 * - the time a search over all majors takes on the server after warm-up.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeSearchFilter, REGION_OPTIONS, type AdmissionGroup, type ConsultingSearchReply, type SearchFilterEntry } from '../../src/api/consulting/search';
import { searchRows, type SearchRow } from '../../src/features/consulting/consulting.rules';
import type { Db } from '../../server/core/db';
import { majorMainCategories, majorMiddleCategories, regions, univMajors, universities, universityAdmissionGroups } from '../../server/db/schema';
import { forgetSearches } from '../../server/features/consulting/consulting.service';
import { consultingDataDir, importConsultingData, parseGun, type ImportReport } from '../../server/db/seed/consulting';
import { buildTestApp, clearRateLimits, freshDatabase, loginAs, withToken, type TestApp } from '../helpers/app';
import { userId } from '../helpers/factories';

const URL = '/api/v2/tar_univ/consulting/search/list';
const CONSULTING_TABLES = ['regions', 'major_main_categories', 'major_middle_categories', 'universities', 'univ_majors', 'university_admission_groups', 'consulting_imports'];

let t: TestApp;
let firstImport: ImportReport;
beforeAll(async () => {
  t = await buildTestApp();
  // The template may already hold the data (when the import runs on start): then this is skipped, and forced below.
  firstImport = await importConsultingData(t.database.db);
}, 120_000);
afterAll(() => t.close());
// Searches are rate-limited per address (README "Rate limits"), and every request here comes from one.
beforeEach(() => clearRateLimits(t));

/** Count and md5 of the rows of the consulting tables: the same before and after means nothing was written. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const selects = CONSULTING_TABLES.map((name) => `select '${name}' as name, count(*)::text || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as print from "${name}" x`);
  const result = (await db.execute(sql.raw(selects.join(' union all ')))) as unknown as { rows: Array<{ name: string; print: string }> };
  return Object.fromEntries(result.rows.map((r) => [r.name, r.print]));
}
/** How many rows a table holds (where `where` holds). */
const countOf = async (db: Db, table: PgTable, where?: SQL) => Number((await db.select({ n: sql<number>`count(*)` }).from(table).where(where))[0].n);

// ---- Short entries ----
const nation: SearchFilterEntry = { type: 1, region: '전국' };
const region = (r: string) => ({ type: 1, region: r }) as SearchFilterEntry;
const univ = (r: string, name: string) => ({ type: 1, region: r, name }) as SearchFilterEntry;
const main = (head: number): SearchFilterEntry => ({ type: 2, head_major: head });
const sub = (head: number, id: number): SearchFilterEntry => ({ type: 2, head_major: head, major_sub_id: id });
const gun = (g: AdmissionGroup): SearchFilterEntry => ({ type: 3, name: g });

/** The search URL of some entries and text. */
function searchUrl(entries: SearchFilterEntry[], q?: string, extra = ''): string {
  const params = new URLSearchParams();
  const filter = encodeSearchFilter(entries);
  if (filter) params.set('filter', filter);
  if (q !== undefined) params.set('q', q);
  const qs = params.toString() + extra;
  return qs ? `${URL}?${qs}` : URL;
}
async function search(entries: SearchFilterEntry[], q?: string): Promise<ConsultingSearchReply['data']> {
  const res = await t.app.inject({ method: 'GET', url: searchUrl(entries, q) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().result).toBe('success');
  return (res.json() as ConsultingSearchReply).data;
}

describe('the import of server/db/data/consulting', () => {
  it('stores 17 regions, 8 main and 36 middle categories, 242 universities and 8,691 majors of 2025', async () => {
    const db = t.database.db;
    expect(await countOf(db, regions)).toBe(17);
    expect(await countOf(db, majorMainCategories)).toBe(8);
    expect(await countOf(db, majorMiddleCategories)).toBe(36);
    expect(await countOf(db, universities)).toBe(242);
    expect(await countOf(db, univMajors, eq(univMajors.year, 2025))).toBe(8691);
    const univsWithMajors = await db.selectDistinct({ id: univMajors.university_id }).from(univMajors);
    expect(univsWithMajors).toHaveLength(201);
    if (!firstImport.skipped) expect(firstImport.years).toEqual([{ year: 2025, rows: 8691, inserted: 8691, updated: 0, deleted: 0 }]);
  });

  it('keeps the source and year on every row', async () => {
    const db = t.database.db;
    const missing = (await db.execute(
      sql`select (select count(*) from regions where source = '' or year is null) + (select count(*) from universities where source = '' or year is null) + (select count(*) from univ_majors where source = '' or year is null) + (select count(*) from university_admission_groups where source = '' or year is null) as n`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(Number(missing.rows[0].n)).toBe(0);
    const [gangwon] = await db.select().from(regions).where(eq(regions.region, '강원'));
    expect(gangwon).toMatchObject({ id: 51, region_full: '강원특별자치도', year: 2024 });
    expect(gangwon.note).toContain('2023-06-11');
    const [renamed] = await db.select().from(univMajors).where(eq(univMajors.univ_name, '국립군산대학교')).limit(1);
    expect(renamed.source).toBe('대학알리미 학교별 학부(과) 리스트 2025 (univ_majors_2025.csv)');
    const [registry] = await db.select().from(universities).where(eq(universities.id, renamed.university_id));
    expect(registry).toMatchObject({ name: '군산대학교', region: '전북', year: 2024 });
  });

  it('stores the admission groups the news facts state, with the exception as a note', async () => {
    const rows = await t.database.db
      .select({ name: universities.name, gun: universityAdmissionGroups.gun, year: universityAdmissionGroups.year, note: universityAdmissionGroups.note, source_text: universityAdmissionGroups.source_text, source: universityAdmissionGroups.source })
      .from(universityAdmissionGroups)
      .innerJoin(universities, eq(universities.id, universityAdmissionGroups.university_id))
      .orderBy(universities.name);
    expect(rows.map(({ source: _s, ...r }) => r)).toEqual([
      { name: '고려대학교', gun: 'ga', year: 2025, note: '학부대학은 다군', source_text: '가 (학부대학은 다군)' },
      { name: '서울대학교', gun: 'na', year: 2025, note: null, source_text: '나' },
      { name: '연세대학교', gun: 'ga', year: 2025, note: '음악대학만 나', source_text: '가 (2025, 음악대학만 나)' },
    ]);
    for (const r of rows) expect(r.source).toMatch(/^score_formulas_sample\.json .*https?:\/\//);
  });

  it('parseGun reads the group, the year and the note of a source text', () => {
    const table: Array<[unknown, unknown, ReturnType<typeof parseGun>]> = [
      ['나', 2025, { gun: 'na', year: 2025, note: null }],
      ['가 (학부대학은 다군)', 2025, { gun: 'ga', year: 2025, note: '학부대학은 다군' }],
      ['가 (2025, 음악대학만 나)', '2022 (edaily) / 2019 (chosun)', { gun: 'ga', year: 2025, note: '음악대학만 나' }],
      ['다군', 2024, { gun: 'da', year: 2024, note: null }],
      ['가', '2019 / 2022', null],
      [null, 2025, null],
      ['수시', 2025, null],
    ];
    for (const [text, year, expected] of table) expect(parseGun(text, year), String(text)).toEqual(expected);
  });

  it('importing the same files again changes nothing (skipped, and forced row by row)', async () => {
    const db = t.database.db;
    const before = await fingerprint(db);
    expect((await importConsultingData(db)).skipped).toBe(true);
    const forced = await importConsultingData(db, undefined, { force: true });
    expect(forced.skipped).toBe(false);
    expect(forced.written).toEqual({ regions: 0, major_main_categories: 0, major_middle_categories: 0, universities: 0, univ_majors: 0, university_admission_groups: 0 });
    expect(forced.years).toEqual([{ year: 2025, rows: 8691, inserted: 0, updated: 0, deleted: 0 }]);
    expect(await fingerprint(db)).toEqual(before);
  });

  describe('on a fresh database', () => {
    let fresh: Awaited<ReturnType<typeof freshDatabase>>;
    let dir: string;
    beforeAll(async () => {
      fresh = await freshDatabase();
      dir = mkdtempSync(path.join(os.tmpdir(), 'consulting-data-'));
      cpSync(consultingDataDir(), dir, { recursive: true });
      await importConsultingData(fresh.database.db, dir, { force: true });
    }, 120_000);
    afterAll(async () => {
      await fresh.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    const majorsFile = () => path.join(dir, 'univ_majors_2025.csv');
    const majorRow = (db: Db, univName: string, majorName: string) =>
      db
        .select()
        .from(univMajors)
        .where(and(eq(univMajors.univ_name, univName), eq(univMajors.major_name, majorName)))
        .then((r) => r[0]);

    it('a changed majors file updates its year: added, changed in place (same id), removed; a new year file adds that year', async () => {
      const db = fresh.database.db;
      const lines = readFileSync(majorsFile(), 'utf8').split('\r\n');
      const removed = lines.findIndex((l) => l.startsWith('가천대학교,경기,간호학과,'));
      const changed = lines.findIndex((l) => l.startsWith('가천대학교,경기,경영학과,'));
      expect(removed).toBeGreaterThan(0);
      expect(changed).toBeGreaterThan(0);
      const keptBefore = await majorRow(db, '가천대학교', '경영학과');
      lines[changed] = lines[changed].replace(',사회,경영·경제,', ',인문,인문과학,');
      lines.splice(removed, 1);
      lines.splice(1, 0, '가천대학교,경기,새로운융합학과,공학,산업,공학,산업,공학,,산업공학,,2025');
      writeFileSync(majorsFile(), lines.join('\r\n'));
      writeFileSync(path.join(dir, 'univ_majors_2026.csv'), [lines[0], '가천대학교,경기,간호학과,의약,간호,의약,간호,자연과학,,간호학,,2026', ''].join('\r\n'));

      const report = await importConsultingData(db, dir);
      expect(report.years).toEqual([
        { year: 2025, rows: 8691, inserted: 1, updated: 1, deleted: 1 },
        { year: 2026, rows: 1, inserted: 1, updated: 0, deleted: 0 },
      ]);
      expect(await majorRow(db, '가천대학교', '간호학과')).toMatchObject({ year: 2026 });
      const keptAfter = await majorRow(db, '가천대학교', '경영학과');
      expect(keptAfter).toMatchObject({ id: keptBefore.id, head_major: 6, major_sub_id: 31 });
      expect(await majorRow(db, '가천대학교', '새로운융합학과')).toMatchObject({ year: 2025, head_major: 1, major_sub_id: 9 });
      expect(await countOf(db, univMajors, eq(univMajors.year, 2025))).toBe(8691);
      // Running it again changes nothing.
      const before = await fingerprint(db);
      expect((await importConsultingData(db, dir, { force: true })).written.univ_majors).toBe(0);
      expect(await fingerprint(db)).toEqual(before);
    });

    it('a file naming an unknown university or category is refused and writes nothing', async () => {
      const db = fresh.database.db;
      const before = await fingerprint(db);
      const good = readFileSync(majorsFile(), 'utf8');
      writeFileSync(majorsFile(), `${good.trimEnd()}\r\n없는대학교,서울,철학과,인문,인문과학,인문,인문과학,인문사회,,철학,,2025\r\n`);
      await expect(importConsultingData(db, dir)).rejects.toThrow(/없는대학교/);
      writeFileSync(majorsFile(), `${good.trimEnd()}\r\n가천대학교,경기,철학과,인문,없는계열,인문,인문과학,인문사회,,철학,,2025\r\n`);
      await expect(importConsultingData(db, dir)).rejects.toThrow(/없는계열/);
      writeFileSync(majorsFile(), good);
      expect(await fingerprint(db)).toEqual(before);
    });

    it('never overwrites an admission group an administrator edited', async () => {
      const db = fresh.database.db;
      const master = await userId(db, 'level10@demo.local');
      const [snu] = await db.select({ id: universities.id }).from(universities).where(eq(universities.name, '서울대학교'));
      await db.update(universityAdmissionGroups).set({ gun: 'da', note: '관리자 수정', edited_by: master }).where(eq(universityAdmissionGroups.university_id, snu.id));
      await importConsultingData(db, dir, { force: true });
      const [row] = await db.select().from(universityAdmissionGroups).where(eq(universityAdmissionGroups.university_id, snu.id));
      expect(row).toMatchObject({ gun: 'da', note: '관리자 수정', edited_by: master });
    });
  });
});

describe('GET /api/v2/tar_univ/consulting/search/list', () => {
  /** Every stored major of 2025 as the rules read them: the reference the SQL is checked against. */
  let rows: SearchRow[] = [];
  beforeAll(async () => {
    const stored = await t.database.db
      .select({
        keyword_id: univMajors.id,
        region: univMajors.region,
        univ_name: univMajors.univ_name,
        major_name: univMajors.major_name,
        head_major: univMajors.head_major,
        major_id: univMajors.major_sub_id,
        type: universityAdmissionGroups.gun,
        univ_search: univMajors.univ_search,
        major_search: univMajors.major_search,
      })
      .from(univMajors)
      .leftJoin(universityAdmissionGroups, and(eq(universityAdmissionGroups.university_id, univMajors.university_id), eq(universityAdmissionGroups.year, univMajors.year)))
      .where(eq(univMajors.year, 2025));
    rows = stored.map((r) => ({ ...r, type: r.type as AdmissionGroup | null }));
  });

  describe('400 naming the field', () => {
    const table: Array<[string, string, string]> = [
      ['filter that is not JSON', `${URL}?filter=${encodeURIComponent('[{type:1}')}`, 'query.filter'],
      ['filter that is not an array', `${URL}?filter=${encodeURIComponent('{"type":1}')}`, 'query.filter'],
      ['an unknown filter type', `${URL}?filter=${encodeURIComponent('[{"type":9}]')}`, 'query.filter.0.type'],
      ['an unknown region', `${URL}?filter=${encodeURIComponent('[{"type":1,"region":"서울"},{"type":1,"region":"한양"}]')}`, 'query.filter.1.region'],
      ['a middle category of another main', `${URL}?filter=${encodeURIComponent('[{"type":2,"head_major":2,"major_sub_id":1}]')}`, 'query.filter.0.major_sub_id'],
      ['a main category as text', `${URL}?filter=${encodeURIComponent('[{"type":2,"head_major":"2"}]')}`, 'query.filter.0.head_major'],
      ['an admission group in Korean', `${URL}?filter=${encodeURIComponent('[{"type":3,"name":"가"}]')}`, 'query.filter.0.name'],
      ['a NUL in a university name', `${URL}?filter=${encodeURIComponent(JSON.stringify([univ('서울', '서울\u0000')]))}`, 'query.filter.0.name'],
      ['more than 60 entries', `${URL}?filter=${encodeURIComponent(JSON.stringify(Array.from({ length: 61 }, () => gun('ga'))))}`, 'query.filter'],
      ['two filter keys', `${URL}?filter=[]&filter=[]`, 'query.filter'],
      ['search text over 50 characters', `${URL}?q=${encodeURIComponent('가'.repeat(51))}`, 'query.q'],
      ['a year that is not a number', `${URL}?year=abc`, 'query.year'],
    ];
    it.each(table)('%s', async (_name, url, field) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'BAD_REQUEST', field });
    });
  });

  it('is open to visitors and to signed-in customers alike', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: searchUrl([region('제주')]) });
    const customer = await t.app.inject(withToken(await loginAs(t.app, 'student'), { method: 'GET', url: searchUrl([region('제주')]) }));
    expect(anonymous.statusCode).toBe(200);
    expect(customer.json()).toEqual(anonymous.json());
    expect(anonymous.json().data.total).toBe(95);
  });

  it('with nothing chosen the list is empty, and the 18 region options carry the counts of every major', async () => {
    for (const q of [undefined, '', '   ']) {
      const data = await search([], q);
      expect(data.keyword_list).toEqual([]);
      expect(data.total).toBe(0);
      expect(data.year).toBe(2025);
      expect(data.region_list.map((r) => r.region)).toEqual(REGION_OPTIONS);
      expect(data.region_list[0]).toEqual({ region: '전국', region_full: '전국', count: 8691 });
      expect(data.region_list.find((r) => r.region === '서울')).toEqual({ region: '서울', region_full: '서울특별시', count: 1769 });
    }
  });

  it('전국 lists the first 50 of all 8,691 majors by university and major name, with the total', async () => {
    const data = await search([nation]);
    expect(data.total).toBe(8691);
    expect(data.limit).toBe(50);
    expect(data.keyword_list).toHaveLength(50);
    expect(data.keyword_list.map((e) => e.keyword_id)).toEqual(searchRows(rows, { entries: [nation] }).items.map((r) => r.keyword_id));
    expect(data.keyword_list[0]).toMatchObject({ univ_name: '가야대학교(김해)', region: '경남', type: null });
    expect(Object.keys(data.keyword_list[0]).sort()).toEqual(['head_major', 'keyword_id', 'major_id', 'major_name', 'member_majors', 'region', 'type', 'univ_id', 'univ_name']);
  });

  const cases: Array<[string, SearchFilterEntry[], string | undefined]> = [
    ['one region', [region('서울')], undefined],
    ['two regions (OR)', [region('서울'), region('부산')], undefined],
    ['one university', [univ('서울', '서울대학교')], undefined],
    ['a university or a region (OR)', [univ('서울', '고려대학교'), region('세종')], undefined],
    ['a main category 전체', [main(1)], undefined],
    ['two middle categories of two mains (OR)', [sub(1, 8), sub(2, 12)], undefined],
    ['a main 전체 or a middle category', [main(4), sub(1, 8)], undefined],
    ['region AND major', [region('서울'), main(2)], undefined],
    ['an admission group', [gun('ga')], undefined],
    ['two admission groups (OR)', [gun('ga'), gun('na')], undefined],
    ['region AND admission group', [region('서울'), gun('na')], undefined],
    ['region AND major AND admission group, nothing left', [region('경기'), main(5), gun('da')], undefined],
    ['name only', [], '경영'],
    ['name with a space', [], '서울 대'],
    ['Latin name in lower case', [], 'erica'],
    ['a member major', [], '산업공학'],
    ['전국 AND name', [nation], '컴퓨터'],
    ['region AND major AND name', [region('서울'), main(1)], '공학'],
  ];
  it.each(cases)('%s: the SQL answers what the rules answer', async (_name, entries, q) => {
    const data = await search(entries, q);
    const expected = searchRows(rows, { entries, q });
    expect(data.total).toBe(expected.total);
    expect(data.unknown_gun_count).toBe(expected.unknown_gun_count);
    expect(data.keyword_list.map((e) => e.keyword_id)).toEqual(expected.items.map((r) => r.keyword_id));
    expect(Object.fromEntries(data.region_list.slice(1).map((r) => [r.region, r.count]))).toEqual(expected.region_counts);
    expect(data.keyword_list.length).toBe(Math.min(50, expected.total));
  });

  it('a main category 전체 finds what all of its middle categories find; 전국 with a region finds everything', async () => {
    const whole = await search([main(3)]);
    const parts = await search([sub(3, 15), sub(3, 16), sub(3, 17), sub(3, 18), sub(3, 19)]);
    expect(whole.total).toBeGreaterThan(0);
    expect(parts.total).toBe(whole.total);
    expect(parts.keyword_list).toEqual(whole.keyword_list);
    expect((await search([nation, region('제주')])).total).toBe(8691);
  });

  it('"서울 대", "서울대" and "서울대학교" find 서울대학교; spacing and case never matter', async () => {
    const spaced = await search([region('서울')], '서울 대');
    const plain = await search([region('서울')], '서울대');
    expect(spaced).toEqual(plain);
    expect(spaced.keyword_list.some((e) => e.univ_name === '서울대학교')).toBe(true);
    const snu = await search([univ('서울', '서울대학교')]);
    expect((await search([], ' 서울대학교 ')).total).toBeGreaterThanOrEqual(snu.total);
    expect((await search([], 'ERICA')).total).toBe((await search([], 'erica')).total);
  });

  it('with a 군 filter, majors of universities without a known group are left out and counted', async () => {
    const data = await search([gun('ga')]);
    const ga = rows.filter((r) => r.type === 'ga');
    expect(new Set(ga.map((r) => r.univ_name))).toEqual(new Set(['고려대학교', '연세대학교']));
    expect(data.total).toBe(ga.length);
    expect(data.keyword_list.every((e) => e.type === 'ga' && ['고려대학교', '연세대학교'].includes(e.univ_name))).toBe(true);
    const known = rows.filter((r) => r.type !== null).length;
    expect(data.unknown_gun_count).toBe(8691 - known);
    expect((await search([gun('na')])).keyword_list.every((e) => e.univ_name === '서울대학교')).toBe(true);
    expect((await search([region('서울')])).unknown_gun_count).toBe(0);
  });

  it(`answers a search over all 8,691 majors well under 50 ms after warm-up`, async () => {
    const heavy: Array<[SearchFilterEntry[], string | undefined]> = [
      [[nation], undefined],
      [[nation], '학과'],
      [[], '대'],
      [[gun('ga'), gun('na'), gun('da')], undefined],
      [[region('서울'), region('경기'), main(1), sub(2, 12), gun('ga')], '공학'],
    ];
    const urls = heavy.map(([entries, q]) => searchUrl(entries, q));
    for (let i = 0; i < 5; i++) for (const url of urls) await t.app.inject({ method: 'GET', url });
    // The measured requests stay within one address's limit (README "Rate limits"): its counter starts afresh here.
    await clearRateLimits(t);
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      for (const url of urls) {
        forgetSearches(t.database.db); // the search itself, not the answers kept for a minute
        const start = performance.now();
        const res = await t.app.inject({ method: 'GET', url });
        times.push(performance.now() - start);
        expect(res.statusCode).toBe(200);
      }
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    const p95 = times[Math.floor(times.length * 0.95)];
    console.info(`consulting search on ${t.url ? 'PostgreSQL' : 'PGlite'}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms (${times.length} searches)`);
    expect(median).toBeLessThan(25);
    expect(p95).toBeLessThan(50);
  });
});
