/**
 * 환산점수 and its band (issue 10 point 6; src/api/consulting/scores.ts) on the real app and database:
 * - the import of the sample's formulas (server/db/seed/consulting-formulas.ts): rows with sources and notes
 *   that keep the sample's uncertainty, idempotent, never overwriting an administrator's edit; the demo cut-offs;
 * - each call in the order 401 -> 400 naming the field -> 403 (a customer on administrators' calls, another
 *   student's user_id or choice) -> 404 -> 409 -> success with the stored rows checked, and that a refused call
 *   changed no formula or cut-off;
 * - the demo student's converted score against a seeded formula equals the engine's result (and the hand
 *   computation 393.7), the band from the demo cut-offs, and the "no formula", "incomplete formula", "missing
 *   scores" and "no cut-off" answers.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CutoffRow, FormulaRow, ScoreData, ScoreFormula } from '../../src/api/consulting/scores';
import { convert, type StudentScores } from '../../src/features/consulting/score.rules';
import { consultingChoices, consultingExams, majorCutoffs, scoreFormulas, univMajors, universities } from '../../server/db/schema';
import { DEMO_CUTOFF_SOURCE, importScoreFormulas, seedDemoCutoffs } from '../../server/db/seed/consulting-formulas';
import { buildTestApp, demoEmail, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';
import { userId } from '../helpers/factories';

const SCORE = '/api/v2/tar_univ/consulting_score';
const STUDENT_SCORE = '/api/v2/tar_univ/consulting_score/student';
const FORMULA = '/api/v2/tar_univ/score_formula';
const CUTOFF = '/api/v2/tar_univ/major_cutoff';

let t: TestApp;
let student = 0;
let parent = 0;
let level4 = 0;
/** Majors by "university/major" (2025). */
const major: Record<string, typeof univMajors.$inferSelect> = {};
let studentChoice = 0;
let parentChoice = 0;
let otherUniversity = 0;

async function send(who: DemoWho | null, opts: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown }) {
  return t.app.inject(withToken(who === null ? null : await loginAs(t.app, who), opts as never));
}
const get = (who: DemoWho | null, url: string) => send(who, { method: 'GET', url });

/** Count and md5 of the formulas and cut-offs: the same before and after means a refused call wrote nothing. */
async function print(): Promise<string> {
  const rows = (await t.database.db.execute(
    sql`select (select count(*) || md5(coalesce(string_agg(f::text, '|' order by f.id), '')) from score_formulas f) || '/' || (select count(*) || md5(coalesce(string_agg(c::text, '|' order by c.id), '')) from major_cutoffs c) as p`,
  )) as unknown as { rows: Array<{ p: string }> };
  return rows.rows[0].p;
}
/** Expects a refusal with a status, code and (when given) the field, and no change to formulas or cut-offs. */
async function refused(call: () => Promise<{ statusCode: number; json: () => unknown; body: string }>, status: number, code: string, field?: string) {
  const before = await print();
  const res = await call();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ result: 'fail', code, ...(field ? { field } : {}) });
  expect(await print()).toBe(before);
  return res;
}

const find = (univ: string, name: string) => t.database.db.select().from(univMajors).where(and(eq(univMajors.univ_name, univ), eq(univMajors.major_name, name), eq(univMajors.year, 2025))).then((r) => r[0]);

/** The demo student's sitting (9월, entered after 6월): 국어 130, 수학 131, 물리학Ⅰ 65, 화학Ⅱ 66, 영어 2등급, 한국사 5등급. */
const SEPTEMBER = [
  { subject_area: 'korean', choice_subject_id: 2, standard_score: 130, percentile: 96, grade: 1 },
  { subject_area: 'math', choice_subject_id: 4, standard_score: 131, percentile: 97, grade: 1 },
  { subject_area: 'english', choice_subject_id: 6, standard_score: null, percentile: null, grade: 2 },
  { subject_area: 'history', choice_subject_id: 7, standard_score: null, percentile: null, grade: 5 },
  { subject_area: 'inquiry1', choice_subject_id: 17, standard_score: 65, percentile: 95, grade: 2 },
  { subject_area: 'inquiry2', choice_subject_id: 22, standard_score: 66, percentile: 98, grade: 1 },
];
/** The same scores as the engine reads them, written out by hand (물리학Ⅰ: 과탐 Ⅰ, 화학Ⅱ: 과탐 Ⅱ). */
const SEPTEMBER_SCORES: StudentScores = {
  korean: { standard_score: 130, percentile: 96, grade: 1 },
  math: { standard_score: 131, percentile: 97, grade: 1 },
  english: { standard_score: null, percentile: null, grade: 2 },
  korean_history: { standard_score: null, percentile: null, grade: 5 },
  inquiry: [
    { name: '물리학Ⅰ', kind: 'science', level: 1, standard_score: 65, percentile: 95, grade: 2 },
    { name: '화학Ⅱ', kind: 'science', level: 2, standard_score: 66, percentile: 98, grade: 1 },
  ],
};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  student = await userId(db, 'student@demo.local');
  parent = await userId(db, 'parent@demo.local');
  level4 = await userId(db, demoEmail(4));
  await importScoreFormulas(db);
  await seedDemoCutoffs(db);
  for (const [univ, name] of [
    ['서울대학교', '기계공학부'],
    ['서울대학교', '경영학과'],
    ['서울대학교', '국어국문학과'],
    ['서울대학교', '디자인과'],
    ['고려대학교', '경영학과'],
    ['서울대학교', '수리과학부'],
  ]) {
    major[`${univ}/${name}`] = await find(univ, name);
    expect(major[`${univ}/${name}`], `${univ} ${name}`).toBeDefined();
  }
  // A university with majors and no formula.
  const [other] = await db
    .select({ id: univMajors.university_id, major: univMajors.id })
    .from(univMajors)
    .where(sql`${univMajors.university_id} not in (select university_id from score_formulas)`)
    .orderBy(asc(univMajors.id))
    .limit(1);
  otherUniversity = other.id;
  major.other = (await db.select().from(univMajors).where(eq(univMajors.id, other.major)))[0];
  // The demo student's sittings (a later year than any demo seed, so this one is the latest), and choices.
  await db.delete(consultingExams).where(inArray(consultingExams.user_id, [student, parent]));
  await db.insert(consultingExams).values(SEPTEMBER.map((s) => ({ ...s, standard_score: s.standard_score === null ? null : s.standard_score - 10, user_id: student, year: 2026, test_name: '2026학년도 6월 모의평가', create_time: new Date('2025-06-10T00:00:00Z') })));
  await db.insert(consultingExams).values(SEPTEMBER.map((s) => ({ ...s, user_id: student, year: 2026, test_name: '2026학년도 9월 모의평가', create_time: new Date('2025-09-10T00:00:00Z') })));
  const m = major['서울대학교/기계공학부'];
  [studentChoice, parentChoice] = (
    await db
      .insert(consultingChoices)
      .values([student, parent].map((user_id) => ({ user_id, gun: 'na' as const, major_id: m.id, univ_name: m.univ_name, major_name: m.major_name, region: m.region, year: m.year })))
      .onConflictDoUpdate({ target: [consultingChoices.user_id, consultingChoices.gun, consultingChoices.major_id], set: { year: sql`excluded.year` } })
      .returning({ id: consultingChoices.id })
  ).map((r) => r.id);
}, 120_000);
afterAll(() => t.close());

const storedFormula = async (univ: string, track: string, year = 2025) => {
  const [row] = await t.database.db
    .select({ formula: scoreFormulas })
    .from(scoreFormulas)
    .innerJoin(universities, eq(universities.id, scoreFormulas.university_id))
    .where(and(eq(universities.name, univ), eq(scoreFormulas.track, track), eq(scoreFormulas.year, year)));
  return row.formula;
};

describe('the import of the sample formulas', () => {
  it('writes the sample formulas with sources and notes that keep the uncertainty, and skips what is no formula', async () => {
    const db = t.database.db;
    await db.delete(scoreFormulas).where(isNull(scoreFormulas.edited_by));
    const first = await importScoreFormulas(db);
    expect(first).toMatchObject({ formulas: 8, written: 8 });
    expect(first.skipped.map((s) => s.univ)).toEqual(['경희대학교', '국민대 / 단국대 (기계)']);
    const rows = await db.select({ name: universities.name, campus: universities.campus, year: scoreFormulas.year, track: scoreFormulas.track }).from(scoreFormulas).innerJoin(universities, eq(universities.id, scoreFormulas.university_id)).where(isNull(scoreFormulas.edited_by)).orderBy(asc(universities.name), asc(scoreFormulas.track));
    expect(rows.map((r) => `${r.name}/${r.campus}/${r.year}/${r.track}`)).toEqual([
      '고려대학교/본교/2025/인문',
      '고려대학교/본교/2025/자연',
      '서울대학교/본교/2025/인문',
      '서울대학교/본교/2025/자연',
      '연세대학교/본교/2022/인문',
      '연세대학교/본교/2022/자연',
      '한양대학교/본교/2019/인문',
      '한양대학교/본교/2019/자연',
    ]);
    const snu = await storedFormula('서울대학교', '자연');
    expect(snu.source).toMatch(/^score_formulas_sample\.json \(보도 기사, 모집요강 아님\): http:\/\/book-sk\.co\.kr/);
    expect(snu.note).toContain('[uncertain for 2025]');
    expect(snu.note).toContain('Verify against each university');
    expect((snu.formula as ScoreFormula).english?.by_grade).toMatchObject({ 1: 0, 2: -0.5, 9: -14 });
    const yonsei = await storedFormula('연세대학교', '인문', 2022);
    expect(yonsei.note).toContain('[exact 2025 points uncertain]');
    expect((yonsei.formula as ScoreFormula).korean?.score).toBeNull();
    expect((yonsei.formula as ScoreFormula).english?.by_grade).toMatchObject({ 4: 75, 5: null });
  });

  it('a re-run changes nothing; an unedited row is restored; an administrator’s edit is never overwritten', async () => {
    const db = t.database.db;
    expect((await importScoreFormulas(db)).written).toBe(0);
    const korea = await storedFormula('고려대학교', '인문');
    await db.update(scoreFormulas).set({ note: '손으로 바꾼 메모' }).where(eq(scoreFormulas.id, korea.id));
    expect((await importScoreFormulas(db)).written).toBe(1);
    expect((await storedFormula('고려대학교', '인문')).note).toBe(korea.note);
    await db.update(scoreFormulas).set({ note: '관리자가 확인함', edited_by: level4 }).where(eq(scoreFormulas.id, korea.id));
    expect((await importScoreFormulas(db)).written).toBe(0);
    expect(await storedFormula('고려대학교', '인문')).toMatchObject({ note: '관리자가 확인함', edited_by: level4 });
    await db.update(scoreFormulas).set({ note: korea.note, edited_by: null }).where(eq(scoreFormulas.id, korea.id));
  });

  it('demo cut-offs carry the source 데모 and are added once', async () => {
    const db = t.database.db;
    expect(await seedDemoCutoffs(db)).toBe(0);
    const rows = await db.select().from(majorCutoffs).where(eq(majorCutoffs.source, DEMO_CUTOFF_SOURCE));
    expect(rows.length).toBe(10);
    expect(rows.every((r) => r.year === 2024 && r.major_id !== null && r.edited_by === null)).toBe(true);
  });
});

describe('GET consulting_score', () => {
  const url = (query: string) => `${SCORE}?${query}`;

  it('401 without a token; 403 for a staff token (a customer call)', async () => {
    await refused(() => get(null, url(`choice_id=${studentChoice}`)), 401, 'NOT_TOKEN');
    await refused(() => get(10, url(`choice_id=${studentChoice}`)), 403, 'FORBIDDEN');
  });

  it('400 naming the field', async () => {
    await refused(() => get('student', SCORE), 400, 'BAD_REQUEST', 'query.choice_id');
    await refused(() => get('student', url('major_id=abc')), 400, 'BAD_REQUEST', 'query.major_id');
    await refused(() => get('student', url(`major_id=${major['서울대학교/경영학과'].id}&track=이과`)), 400, 'BAD_REQUEST', 'query.track');
    await refused(() => get('student', url(`choice_id=${studentChoice}&major_id=${major['서울대학교/경영학과'].id}`)), 400, 'BAD_REQUEST', 'query.major_id');
    await refused(() => get('student', url(`choice_id=${studentChoice}&user_id=${parent}`)), 400, 'BAD_REQUEST', 'query.user_id');
  });

  it('403 for another student’s user_id or choice', async () => {
    await refused(() => get('student', url(`major_id=${major['서울대학교/경영학과'].id}&user_id=${parent}`)), 403, 'FORBIDDEN');
    await refused(() => get('student', url(`choice_id=${parentChoice}`)), 403, 'FORBIDDEN');
  });

  it('404 for a missing choice or major', async () => {
    await refused(() => get('student', url('choice_id=2147483000')), 404, 'NOT_FOUND', 'query.choice_id');
    await refused(() => get('student', url('major_id=2147483000')), 404, 'NOT_FOUND', 'query.major_id');
  });

  it('a choice: the latest sitting through the seeded 서울대 자연 formula, as the engine computes it (393.7), with its band', async () => {
    const res = await get('student', url(`choice_id=${studentChoice}`));
    expect(res.statusCode, res.body).toBe(200);
    const data = (res.json() as { data: ScoreData }).data;
    const stored = await storedFormula('서울대학교', '자연');
    const engine = convert(stored.formula as ScoreFormula, SEPTEMBER_SCORES);
    // By hand: 130 + 131×1.2 + (65+66)×0.8 = 392; 영어 2등급 −0.5; 한국사 5등급 −0.8; 과탐 Ⅰ+Ⅱ +3 = 393.7.
    expect(engine.converted).toBe(393.7);
    expect(data).toMatchObject({
      user_id: student,
      target: { choice_id: studentChoice, major_id: major['서울대학교/기계공학부'].id, univ_name: '서울대학교', major_name: '기계공학부', year: 2025, gun: 'na' },
      sitting: { year: 2026, test_name: '2026학년도 9월 모의평가' },
      track: '자연',
      tracks: ['인문', '자연'],
      score_status: 'ok',
      formula: { id: stored.id, year: 2025, track: '자연', source: stored.source, note: stored.note, weight_mode: 'relative', edited: false },
      converted: engine.converted,
      missing: [],
      warnings: [],
      // 70%컷 392.5 (데모): m = 3.93, 적정 from 392.5 up to 396.43.
      band_status: 'ok',
      band: 'fit',
      reference: { year: 2024, kind: '70%컷', score: 392.5, source: '데모' },
    });
    expect(data.steps).toEqual(engine.steps);
    expect(data.rule).toMatch(/^기준: 2024학년도 70%컷 392\.5점 \(출처: 데모\), 여유 폭 3\.93점/);
    expect(data.cutoffs.map((c) => `${c.year} ${c.kind} ${c.score}`)).toEqual(['2024 50%컷 394', '2024 70%컷 392.5']);
  });

  it('a major of the 인문 track (no 과탐 가산), the same with track=자연, and bands from the demo cut-offs', async () => {
    const humanities = (await get('student', url(`major_id=${major['서울대학교/경영학과'].id}`))).json().data as ScoreData;
    // 392 − 0.5 − 0.8 = 390.7; 70%컷 395.5, m 3.96: 소신 from 391.54, so 도전.
    expect(humanities).toMatchObject({ track: '인문', converted: 390.7, band: 'challenge', target: { choice_id: null, gun: null } });
    expect(humanities.track_rule).toMatch(/이 학과의 계열: 인문\.$/);
    const asked = (await get('student', url(`major_id=${major['서울대학교/경영학과'].id}&track=자연`))).json().data as ScoreData;
    expect(asked).toMatchObject({ track: '자연', converted: 393.7, track_rule: '고른 계열(자연)의 공식을 씁니다.' });
    // 수리과학부 70%컷 386, m 3.86: 안정 from 389.86.
    expect((await get('student', url(`major_id=${major['서울대학교/수리과학부'].id}`))).json().data).toMatchObject({ converted: 393.7, band: 'safe' });
  });

  it('no cut-off: the score, no band, and the rule says so', async () => {
    const data = (await get('student', url(`major_id=${major['서울대학교/국어국문학과'].id}`))).json().data as ScoreData;
    expect(data).toMatchObject({ score_status: 'ok', converted: 390.7, band_status: 'no_cutoff', band: null, reference: null, cutoffs: [] });
    expect(data.rule).toMatch(/이 학과에는 70%컷이 입력되지 않아 구간을 정하지 않습니다\.$/);
  });

  it('no formula: for a university without one, and for a track the university has none of', async () => {
    const none = (await get('student', url(`major_id=${major.other.id}`))).json().data as ScoreData;
    expect(none).toMatchObject({ score_status: 'no_formula', formula: null, converted: null, steps: [], tracks: [], band: null });
    expect(none.message).toMatch(/환산 공식이 아직 없습니다/);
    const design = (await get('student', url(`major_id=${major['서울대학교/디자인과'].id}`))).json().data as ScoreData;
    expect(design).toMatchObject({ score_status: 'no_formula', track: '예체능', tracks: ['인문', '자연'], converted: null });
    expect(design.message).toBe('서울대학교에는 예체능 계열 공식이 없습니다 (있는 계열: 인문, 자연).');
  });

  it('an incomplete formula (고려대 as the sample gives it): no score, the gaps named, the band has nothing to compare', async () => {
    const data = (await get('student', url(`major_id=${major['고려대학교/경영학과'].id}`))).json().data as ScoreData;
    expect(data).toMatchObject({ score_status: 'incomplete', converted: null, band: null, band_status: 'no_score', reference: { score: 685 } });
    expect(data.missing.filter((m) => m.source === 'formula').map((m) => m.area)).toEqual(['korean', 'math', 'inquiry', null]);
    expect(data.formula?.note).toContain('변환표준점수 표');
  });

  it('missing scores: a student with no sitting is told which scores are needed', async () => {
    const data = (await get('parent', url(`choice_id=${parentChoice}`))).json().data as ScoreData;
    expect(data).toMatchObject({ user_id: parent, sitting: null, score_status: 'missing_scores', converted: null, band: null, band_status: 'no_score' });
    expect(data.missing.map((m) => `${m.area}:${m.source}`)).toEqual(['korean:student', 'math:student', 'inquiry:student', 'english:student', 'korean_history:student']);
  });
});

describe('GET consulting_score/student', () => {
  const url = (query: string) => `${STUDENT_SCORE}?${query}`;

  it('401, 400 naming the field, 403 for customers and below level 4, 404 for a user who is not a student', async () => {
    await refused(() => get(null, url(`user_id=${student}&choice_id=${studentChoice}`)), 401, 'NOT_TOKEN');
    await refused(() => get(4, url(`choice_id=${studentChoice}`)), 400, 'BAD_REQUEST', 'query.user_id');
    await refused(() => get(4, url(`user_id=${student}`)), 400, 'BAD_REQUEST', 'query.choice_id');
    await refused(() => get(4, url(`user_id=${parent}&choice_id=${studentChoice}`)), 400, 'BAD_REQUEST', 'query.user_id');
    await refused(() => get('student', url(`user_id=${student}&choice_id=${studentChoice}`)), 403, 'FORBIDDEN');
    await refused(() => get(3, url(`user_id=${student}&choice_id=${studentChoice}`)), 403, 'FORBIDDEN');
    await refused(() => get(4, url(`user_id=2147483000&choice_id=${studentChoice}`)), 404, 'NOT_FOUND', 'query.user_id');
    await refused(() => get(4, url(`user_id=${level4}&major_id=${major['서울대학교/경영학과'].id}`)), 404, 'NOT_FOUND', 'query.user_id');
    await refused(() => get(4, url(`user_id=${student}&choice_id=2147483000`)), 404, 'NOT_FOUND', 'query.choice_id');
  });

  it('a consultant sees the student’s score as the student does', async () => {
    const own = (await get('student', `${SCORE}?choice_id=${studentChoice}`)).json().data as ScoreData;
    const res = await get(4, url(`user_id=${student}&choice_id=${studentChoice}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(own);
    expect((await get(10, url(`user_id=${parent}&major_id=${major['서울대학교/경영학과'].id}`))).json().data).toMatchObject({ user_id: parent, score_status: 'missing_scores' });
  });
});

/** A complete formula for a university without one (공통, relative, 백분위). */
const NEW_FORMULA: ScoreFormula = {
  version: 1,
  weight_mode: 'relative',
  korean: { score: 'percentile', weight: 1, max: null },
  math: { score: 'percentile', weight: 1, max: null },
  inquiry: { score: 'percentile', weight: 0.5, max: null, count: 2, combine: 'sum', conversion: null },
  english: { mode: 'add', weight: null, by_grade: { 1: 0, 2: -1, 3: -2, 4: -3, 5: -4, 6: -5, 7: -6, 8: -7, 9: -8 } },
  korean_history: null,
  bonuses: [],
  total: null,
  scale: null,
};

describe('score_formula (GET, POST, PUT)', () => {
  const body = (extra: Record<string, unknown> = {}) => ({ university_id: otherUniversity, year: 2025, track: '공통', formula: NEW_FORMULA, source: '2025 정시 모집요강 (테스트)', note: '테스트', ...extra });

  it('GET: 401, 400, 403, and the list with each formula’s gaps', async () => {
    await refused(() => get(null, FORMULA), 401, 'NOT_TOKEN');
    await refused(() => get(4, `${FORMULA}?year=abc`), 400, 'BAD_REQUEST', 'query.year');
    await refused(() => get('student', FORMULA), 403, 'FORBIDDEN');
    await refused(() => get(3, FORMULA), 403, 'FORBIDDEN');
    const res = await get(4, `${FORMULA}?year=2025`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as FormulaRow[];
    expect(rows.map((r) => `${r.univ_name}/${r.track}`)).toEqual(['고려대학교/인문', '고려대학교/자연', '서울대학교/인문', '서울대학교/자연']);
    expect(rows.find((r) => r.univ_name === '서울대학교')!.gaps).toEqual([]);
    expect(rows.find((r) => r.univ_name === '고려대학교')!.gaps).toHaveLength(4);
  });

  it('POST: 401, 400 naming the formula’s path, 403, 404, 409, then the stored row', async () => {
    await refused(() => send(null, { method: 'POST', url: FORMULA, payload: body() }), 401, 'NOT_TOKEN');
    const badGrade = { ...NEW_FORMULA, english: { ...NEW_FORMULA.english!, by_grade: { ...NEW_FORMULA.english!.by_grade, 3: -2.05 } } };
    const res = await refused(() => send(4, { method: 'POST', url: FORMULA, payload: body({ formula: badGrade }) }), 400, 'BAD_REQUEST', 'body.formula.english.by_grade.3');
    expect((res.json() as { message: string }).message).toMatch(/소수 첫째 자리/);
    await refused(() => send(4, { method: 'POST', url: FORMULA, payload: body({ formula: { ...NEW_FORMULA, korean: { ...NEW_FORMULA.korean, score: '원점수' } } }) }), 400, 'BAD_REQUEST', 'body.formula.korean.score');
    await refused(() => send(4, { method: 'POST', url: FORMULA, payload: body({ track: '이과' }) }), 400, 'BAD_REQUEST', 'body.track');
    await refused(() => send('student', { method: 'POST', url: FORMULA, payload: body() }), 403, 'FORBIDDEN');
    await refused(() => send(3, { method: 'POST', url: FORMULA, payload: body() }), 403, 'FORBIDDEN');
    await refused(() => send(4, { method: 'POST', url: FORMULA, payload: body({ university_id: 2147483000 }) }), 404, 'NOT_FOUND', 'body.university_id');
    const snu = await storedFormula('서울대학교', '자연');
    await refused(() => send(4, { method: 'POST', url: FORMULA, payload: body({ university_id: snu.university_id, track: '자연' }) }), 409, 'CONFLICT', 'body.track');

    const created = await send(4, { method: 'POST', url: FORMULA, payload: body() });
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json().data as FormulaRow;
    expect(row).toMatchObject({ university_id: otherUniversity, year: 2025, track: '공통', formula: NEW_FORMULA, source: '2025 정시 모집요강 (테스트)', note: '테스트', edited_by: level4, gaps: [] });
    const [stored] = await t.database.db.select().from(scoreFormulas).where(eq(scoreFormulas.id, row.id));
    expect(stored).toMatchObject({ university_id: otherUniversity, year: 2025, track: '공통', formula: NEW_FORMULA, edited_by: level4 });
    // The new formula is used at once: 공통 for every major of the university. 96 + 97 + (95+98)×0.5 = 289.5; 영어 2등급 −1 = 288.5.
    const score = (await get('student', `${SCORE}?major_id=${major.other.id}`)).json().data as ScoreData;
    expect(score).toMatchObject({ score_status: 'ok', track: '공통', converted: 288.5, formula: { id: row.id, edited: true }, band_status: 'no_cutoff' });
  });

  it('PUT: 401, 400, 403, 404, 409, then the edit is stored and the import leaves it', async () => {
    const snu = await storedFormula('서울대학교', '자연');
    const edit = { id: snu.id, university_id: snu.university_id, year: 2025, track: '자연', formula: { ...(snu.formula as ScoreFormula), scale: { from: 600, to: 1000 } }, source: snu.source, note: '관리자: 1000점 환산을 시험해 봄' };
    await refused(() => send(null, { method: 'PUT', url: FORMULA, payload: edit }), 401, 'NOT_TOKEN');
    await refused(() => send(4, { method: 'PUT', url: FORMULA, payload: { ...edit, id: 'x' } }), 400, 'BAD_REQUEST', 'body.id');
    await refused(() => send(4, { method: 'PUT', url: FORMULA, payload: { ...edit, formula: { ...edit.formula, scale: { from: 0, to: 1000 } } } }), 400, 'BAD_REQUEST', 'body.formula.scale.from');
    await refused(() => send('parent', { method: 'PUT', url: FORMULA, payload: edit }), 403, 'FORBIDDEN');
    await refused(() => send(4, { method: 'PUT', url: FORMULA, payload: { ...edit, id: 2147483000 } }), 404, 'NOT_FOUND', 'body.id');
    await refused(() => send(4, { method: 'PUT', url: FORMULA, payload: { ...edit, track: '인문' } }), 409, 'CONFLICT', 'body.track');

    const res = await send(10, { method: 'PUT', url: FORMULA, payload: edit });
    expect(res.statusCode, res.body).toBe(200);
    const master = await userId(t.database.db, demoEmail(10));
    expect(res.json().data).toMatchObject({ id: snu.id, formula: edit.formula, note: edit.note, edited_by: master });
    expect(await importScoreFormulas(t.database.db)).toMatchObject({ written: 0 });
    expect(await storedFormula('서울대학교', '자연')).toMatchObject({ formula: edit.formula, note: edit.note, edited_by: master });
    // 393.7 × 1000/600 would be wrong: the scale applies to the weighted sum, before 영어·한국사·가산. 392 × 1000/600 = 653.33; −0.5 −0.8 +3 = 655.03.
    expect((await get('student', `${SCORE}?choice_id=${studentChoice}`)).json().data).toMatchObject({ converted: 655.03, formula: { edited: true, note: edit.note } });
    await t.database.db.update(scoreFormulas).set({ formula: snu.formula, note: snu.note, edited_by: null }).where(eq(scoreFormulas.id, snu.id));
  });
});

describe('major_cutoff (GET, POST, PUT, DELETE)', () => {
  const mech = () => major['서울대학교/기계공학부'];

  it('GET: 401, 400, 403, and a major’s cut-offs', async () => {
    await refused(() => get(null, CUTOFF), 401, 'NOT_TOKEN');
    await refused(() => get(4, `${CUTOFF}?major_id=x`), 400, 'BAD_REQUEST', 'query.major_id');
    await refused(() => get('student', CUTOFF), 403, 'FORBIDDEN');
    const res = await get(4, `${CUTOFF}?major_id=${mech().id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as CutoffRow[]).map((c) => `${c.univ_name} ${c.major_name} ${c.year} ${c.kind} ${c.score} ${c.source}`)).toEqual(['서울대학교 기계공학부 2024 50%컷 394 데모', '서울대학교 기계공학부 2024 70%컷 392.5 데모']);
  });

  it('POST, PUT, DELETE: 401, 400, 403, 404, 409, then the stored rows and the band that follows them', async () => {
    const payload = { major_id: mech().id, year: 2025, kind: '70%컷', score: 395.3, source: '2025 입시결과 (테스트)' };
    await refused(() => send(null, { method: 'POST', url: CUTOFF, payload }), 401, 'NOT_TOKEN');
    await refused(() => send(4, { method: 'POST', url: CUTOFF, payload: { ...payload, score: 395.35 } }), 400, 'BAD_REQUEST', 'body.score');
    await refused(() => send(4, { method: 'POST', url: CUTOFF, payload: { ...payload, kind: '60%컷' } }), 400, 'BAD_REQUEST', 'body.kind');
    await refused(() => send(4, { method: 'POST', url: CUTOFF, payload: { ...payload, source: ' ' } }), 400, 'BAD_REQUEST', 'body.source');
    await refused(() => send('student', { method: 'POST', url: CUTOFF, payload }), 403, 'FORBIDDEN');
    await refused(() => send(4, { method: 'POST', url: CUTOFF, payload: { ...payload, major_id: 2147483000 } }), 404, 'NOT_FOUND', 'body.major_id');
    await refused(() => send(4, { method: 'POST', url: CUTOFF, payload: { ...payload, year: 2024 } }), 409, 'CONFLICT', 'body.kind');

    const created = await send(4, { method: 'POST', url: CUTOFF, payload });
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json().data as CutoffRow;
    expect(row).toMatchObject({ major_id: mech().id, university_id: mech().university_id, univ_name: '서울대학교', major_name: '기계공학부', year: 2025, kind: '70%컷', score: 395.3, source: payload.source, edited_by: level4 });
    const [stored] = await t.database.db.select().from(majorCutoffs).where(eq(majorCutoffs.id, row.id));
    expect(stored).toMatchObject({ major_id: mech().id, major_name: '기계공학부', year: 2025, kind: '70%컷', edited_by: level4 });
    expect(stored.score).toBeCloseTo(395.3, 4);
    // The 2025 70%컷 395.3 is now the reference: m 3.95, 소신 from 391.35 → 393.7 is 소신.
    expect((await get('student', `${SCORE}?choice_id=${studentChoice}`)).json().data).toMatchObject({ band: 'reach', reference: { id: row.id, year: 2025, score: 395.3 } });

    const update = { id: row.id, year: 2025, kind: '70%컷', score: 380, source: '2025 입시결과 (정정)' };
    await refused(() => send(null, { method: 'PUT', url: CUTOFF, payload: update }), 401, 'NOT_TOKEN');
    await refused(() => send(4, { method: 'PUT', url: CUTOFF, payload: { ...update, score: -1 } }), 400, 'BAD_REQUEST', 'body.score');
    await refused(() => send('student', { method: 'PUT', url: CUTOFF, payload: update }), 403, 'FORBIDDEN');
    await refused(() => send(4, { method: 'PUT', url: CUTOFF, payload: { ...update, id: 2147483000 } }), 404, 'NOT_FOUND', 'body.id');
    await refused(() => send(4, { method: 'PUT', url: CUTOFF, payload: { ...update, year: 2024 } }), 409, 'CONFLICT', 'body.kind');
    const updated = await send(5, { method: 'PUT', url: CUTOFF, payload: update });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ id: row.id, score: 380, source: update.source, edited_by: await userId(t.database.db, demoEmail(5)) });
    expect((await get('student', `${SCORE}?choice_id=${studentChoice}`)).json().data).toMatchObject({ band: 'safe', reference: { score: 380 } });

    await refused(() => send(null, { method: 'DELETE', url: `${CUTOFF}/${row.id}` }), 401, 'NOT_TOKEN');
    await refused(() => send(4, { method: 'DELETE', url: `${CUTOFF}/abc` }), 400, 'BAD_REQUEST', 'params.id');
    await refused(() => send('student', { method: 'DELETE', url: `${CUTOFF}/${row.id}` }), 403, 'FORBIDDEN');
    await refused(() => send(4, { method: 'DELETE', url: `${CUTOFF}/2147483000` }), 404, 'NOT_FOUND');
    const deleted = await send(4, { method: 'DELETE', url: `${CUTOFF}/${row.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.database.db.select().from(majorCutoffs).where(eq(majorCutoffs.id, row.id))).toEqual([]);
    expect((await get('student', `${SCORE}?choice_id=${studentChoice}`)).json().data).toMatchObject({ band: 'fit', reference: { year: 2024, score: 392.5 } });
  });

  it('the editor’s pickers: universities with their counts, a university’s majors', async () => {
    await refused(() => get('student', `${FORMULA}/universities`), 403, 'FORBIDDEN');
    const universitiesRes = await get(4, `${FORMULA}/universities`);
    expect(universitiesRes.statusCode, universitiesRes.body).toBe(200);
    const list = universitiesRes.json().data as Array<{ name: string; campus: string; formulas: number; cutoffs: number }>;
    expect(list).toHaveLength(242);
    expect(list.find((u) => u.name === '서울대학교' && u.campus === '본교')).toMatchObject({ formulas: 2, cutoffs: 8 });
    await refused(() => get(4, `${FORMULA}/majors`), 400, 'BAD_REQUEST', 'query.university_id');
    await refused(() => get(4, `${FORMULA}/majors?university_id=2147483000`), 404, 'NOT_FOUND', 'query.university_id');
    const majors = (await get(4, `${FORMULA}/majors?university_id=${mech().university_id}`)).json().data as Array<{ id: number; major_name: string; year: number }>;
    expect(majors.length).toBe(89);
    expect(majors.find((m) => m.major_name === '기계공학부')).toMatchObject({ id: mech().id, year: 2025 });
  });
});
