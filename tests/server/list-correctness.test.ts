/**
 * Every list page is right at scale (issue 13 point 2): on the scale seed (20,000 questions, 1,000 exam subjects,
 * 20,000 customers...) with ties made on purpose, each list call is compared, page by page (first, second, middle,
 * last, past the end; every page of short lists), with a plain SQL reference written here from the list's documented
 * meaning: the ids in order, counts kept on write, and the total (exact, or an estimate within 50% of a count above
 * 1,000 when the reply says `total_estimated: true`). Whatever indexes, orders or estimates make the lists fast, they
 * must return exactly these rows in this order on these pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { EXAM_SUBJECT_SORT_KEYS } from '../../src/api/question-bank/exams';
import { STAGING_SORT_KEYS } from '../../src/api/question-bank/staging-samples';
import { USER_SORT_KEYS } from '../../src/api/staff/users';
import { EXAM_TYPE, SORT } from '../../src/api/codes';
import { ADMIN_CHECK } from '../../src/machines/admin-check.machine';
import { AI_REVIEW_STATE } from '../../src/machines/ai-review.machine';
import { EXAM_SUBJECT_STATE as S, EXCLUSION } from '../../src/machines/exam-subject.machine';
import { ISSUE_STATUS } from '../../src/machines/error-report.machine';
import { LEVEL } from '../../src/api/levels';
import { LARGE, seedLarge } from '../../server/db/seed/large';
import { buildTestApp, loginAs, type DemoWho, type TestApp } from '../helpers/app';
import { userId } from '../helpers/factories';
import { ShapedQueries } from '../../server/shared/shaped-query';
import { contains, direction, expectListMatches, queryString, rowsOf, whereAll, type Reference } from '../helpers/list-reference';

type Params = Record<string, string | number | undefined>;

let t: TestApp;
const uid = { level1: 0, level3: 0, level10: 0 };
const uidOf = (who: DemoWho) => (who === 1 ? uid.level1 : who === 3 ? uid.level3 : uid.level10);
/** Values known once the data is seeded: the most used type category, the exam subject with the most reports. */
const known = { category: 0, reported: 0 };
/** Case values written before the data exists: replaced by `resolve`. */
const LATER = { level3: '(level 3)', category: '(most used category)', reported: '(most reported exam)' } as const;
const resolve = (p: Params): Params =>
  Object.fromEntries(Object.entries(p).map(([k, v]) => [k, v === LATER.level3 ? uid.level3 : v === LATER.category ? known.category : v === LATER.reported ? known.reported : v]));
const TIE = { newest: '2099-01-01T00:00:00Z', oldest: '2001-01-01T00:00:00Z' } as const;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  await seedLarge(db, { questions: 20_000 });
  uid.level1 = await userId(db, 'level1@demo.local');
  uid.level3 = await userId(db, 'level3@demo.local');
  uid.level10 = await userId(db, 'level10@demo.local');
  const large = sql`subject_code_name = ${LARGE.marker}`;
  // Ties: groups of exam subjects with one update time (newest and oldest, so first and last pages hold ties), one
  // create time, one name; error reports, users, products, test papers and staging exams likewise.
  await db.execute(sql`update exam_subjects set update_time = ${TIE.newest} where ${large} and id % 37 = 0`);
  await db.execute(sql`update exam_subjects set update_time = ${TIE.oldest} where ${large} and id % 41 = 0`);
  await db.execute(sql`update exam_subjects set create_time = ${TIE.newest} where ${large} and id % 43 = 0`);
  await db.execute(sql`update exam_subjects set name = '2020학년도 동명 시험' where ${large} and id % 29 = 0`);
  // Reviewer lists: the seed puts admin_check 2 and 3 on state 1 only; give the lists pending (2) and on-hold (3)
  // exams in state 3, mid-entry reviews (state 1, admin_check 0), and exams of the demo reviewer (level 3) or of nobody.
  await db.execute(
    sql`update exam_subjects set admin_check = ${ADMIN_CHECK.pending.code}, admin_id = case when id % 2 = 0 then null when id % 5 = 0 then ${uid.level3} else admin_id end where ${large} and state = ${S.nextStage.code} and id % 3 = 0`,
  );
  await db.execute(sql`update exam_subjects set admin_check = ${ADMIN_CHECK.onHold.code}, admin_id = case when id % 2 = 0 then ${uid.level3} else admin_id end where ${large} and state = ${S.nextStage.code} and id % 3 = 1 and id % 4 = 0`);
  await db.execute(
    sql`update exam_subjects set admin_check = ${ADMIN_CHECK.withWriter.code}, admin_id = case when id % 4 = 0 then null when id % 3 = 0 then ${uid.level3} else admin_id end where ${large} and state = ${S.underReview.code} and id % 2 = 0`,
  );
  await db.execute(sql`update exam_subjects set admin_id = ${uid.level3} where ${large} and state in (${S.nextStage.code}, ${S.done.code}) and id % 7 = 0`);
  // AI exams: the seed has none; make some of every AI review state, assigned to the demo reviewer, to others or to nobody.
  await db.execute(sql`
    update exam_subjects set type = ${EXAM_TYPE.ai.code}, ai_state = (id / 19) % 4, admin_check = case when (id / 19) % 4 = ${AI_REVIEW_STATE.approved.code} then id % 2 else 0 end,
      admin_id = case when id % 3 = 0 then null when id % 3 = 1 then ${uid.level3} else admin_id end,
      update_time = case when id % 38 = 0 then ${TIE.newest}::timestamptz else update_time end
    where ${large} and id % 19 = 0`);
  await db.execute(sql`update question_bug_reports set create_time = ${TIE.newest} where id % 5 = 0`);
  await db.execute(sql`update users set created_at = ${TIE.newest} where email like 'user%@large.local' and id % 97 = 0`);
  await db.execute(sql`update users set out_at = now() where email like 'user%@large.local' and id % 50 = 0`);
  await db.execute(sql`update products set create_time = ${TIE.newest} where goods_code like 'LARGE-%' and id % 13 = 0`);
  await db.execute(sql`update test_papers set create_time = ${TIE.newest} where id % 11 = 0`);
  await db.execute(sql`update staging_exams set name = '대량 스테이징 동명', create_time = ${TIE.newest} where id % 5 = 0`);
  await db.execute(sql`analyze`);
  [{ id: known.category }] = await rowsOf<{ id: number }>(db, sql`select category_id as id from questions where category_id is not null group by 1 order by count(*) desc, 1 limit 1`);
  [{ id: known.reported }] = await rowsOf<{ id: number }>(db, sql`select exam_subject_id as id from question_bug_reports group by 1 order by count(*) desc, 1 limit 1`);
}, 180_000);
afterAll(() => t?.close());

const token = (who: DemoWho) => loginAs(t.app, who);
const check = async (who: DemoWho | null, path: string, params: Params, size: number, ref: Reference, extra: { idOf?: (row: Record<string, unknown>) => number; fields?: string[] } = {}) =>
  expectListMatches({ app: t.app, db: t.database.db, token: who === null ? null : await token(who), path, params, size, ref, ...extra });

// ---------------------------------------------------------------- exam subjects

const EXAM_SORT_COLUMNS: Record<(typeof EXAM_SUBJECT_SORT_KEYS)[number], SQL> = {
  id: sql`s.id`,
  name: sql`s.name`,
  year: sql`s.year`,
  grade_id: sql`s.grade_id`,
  state: sql`s.state`,
  admin_check: sql`s.admin_check`,
  update_time: sql`s.update_time`,
  create_time: sql`s.create_time`,
  user_name: sql`enterer.name`,
  return_count: sql`s.return_count`,
};
const EXAM_FILTERS = ['year', 'subject_type_id', 'grade_id', 'semester', 'type', 'school_type', 'state', 'admin_check'] as const;

/**
 * An exam-subject list (spec section 2 admin filters): each filter an equality, `admin` any of the three assigned
 * staff, `user_search` in the enterer's name, `name_search` in the name; sorted by a known column (default the update
 * time), 1 ascending and otherwise descending, ties by id the same way; `first` puts some rows before the sort.
 */
function examSubjectRef(p: Params, scope: SQL[], first?: SQL): Reference {
  const where = [...scope];
  for (const f of EXAM_FILTERS) if (p[f] !== undefined) where.push(sql`s.${sql.identifier(f)} = ${p[f]}`);
  if (p.admin !== undefined) where.push(sql`${p.admin} in (s.user_id, s.admin_id, s.teacher_id)`);
  if (p.user_search) where.push(contains(sql`enterer.name`, String(p.user_search)));
  if (p.name_search) where.push(contains(sql`s.name`, String(p.name_search)));
  const key = (EXAM_SUBJECT_SORT_KEYS as readonly string[]).includes(String(p.sort_key)) ? (p.sort_key as keyof typeof EXAM_SORT_COLUMNS) : 'update_time';
  const dir = direction(p.sort !== SORT.asc);
  return {
    select: sql`select s.id, s.question_count from exam_subjects s left join users enterer on enterer.id = s.user_id ${whereAll(where)}`,
    order: sql`${first ? sql`${first}, ` : sql``}${EXAM_SORT_COLUMNS[key]} ${dir}, s.id ${dir}`,
  };
}

const included = sql`s.excluded_state = ${EXCLUSION.included}`;

describe('GET /api/v2/exam/exam_subject_list (level 10: every exam subject)', () => {
  const cases: Array<[Params, number]> = [
    [{}, 100],
    [{ sort_key: 'update_time', sort: SORT.asc }, 100],
    [{ sort_key: 'name', sort: SORT.asc }, 100],
    [{ sort_key: 'name', sort: SORT.desc, name_search: '동명' }, 7],
    [{ sort_key: 'create_time', sort: SORT.desc }, 50],
    [{ sort_key: 'year', sort: SORT.asc, subject_type_id: 3 }, 20],
    [{ sort_key: 'year', sort: SORT.desc, grade_id: 2, state: S.done.code }, 25],
    [{ year: 2020, admin_check: ADMIN_CHECK.completed.code }, 10],
    [{ state: S.nextStage.code, admin_check: ADMIN_CHECK.pending.code, sort_key: 'update_time', sort: SORT.desc }, 15],
    [{ type: EXAM_TYPE.school.code, school_type: 2, sort_key: 'user_name', sort: SORT.asc }, 10],
    [{ name_search: '수학 A형', sort_key: 'name', sort: SORT.asc }, 10],
    [{ name_search: '_' }, 10],
    [{ user_search: '민준', sort_key: 'return_count', sort: SORT.desc }, 20],
    [{ admin: LATER.level3, year: 2019 }, 20],
    [{ year: 1999 }, 20],
  ];
  it.each(cases)('%o size %i', async (given, size) => {
    const params = resolve(given);
    await check(10, '/api/v2/exam/exam_subject_list', params, size, examSubjectRef(params, []), { fields: ['question_count'] });
  });
});

describe('GET /api/v2/exam/enter_exam (level 1: their own, not excluded)', () => {
  const cases: Array<[Params, number]> = [
    [{}, 10],
    [{ sort_key: 'update_time', sort: SORT.asc }, 7],
    [{ sort_key: 'name', sort: SORT.asc, state: S.done.code }, 5],
    [{ sort_key: 'year', sort: SORT.desc, subject_type_id: 1 }, 3],
    [{ name_search: '동명' }, 2],
  ];
  it.each(cases)('%o size %i', async (params, size) => {
    await check(1, '/api/v2/exam/enter_exam', params, size, examSubjectRef(params, [sql`s.user_id = ${uid.level1}`, included]));
  });
});

describe('GET /api/v2/exam/class_exam (level 3: theirs, or unassigned and waiting for classification; not excluded)', () => {
  const cases: Array<[Params, number]> = [
    [{}, 20],
    [{ sort_key: 'create_time', sort: SORT.asc }, 15],
    [{ state: S.nextStage.code, sort_key: 'name', sort: SORT.desc }, 10],
    [{ year: 2021, grade_id: 1 }, 4],
  ];
  it.each(cases)('%o size %i', async (params, size) => {
    const scope = [included, sql`(s.teacher_id = ${uid.level3} or (s.teacher_id is null and s.state = ${S.nextStage.code}))`];
    await check(3, '/api/v2/exam/class_exam', params, size, examSubjectRef(params, scope));
  });
});

/**
 * Reviewer lists (src/api/review.ts): admin_check 0 is the writer's mid-entry review (state 1), the others exams in
 * state 3 or 4; below the master, without show_all, a reviewer sees their own exams, and unassigned ones when they
 * are open to take (admin_check 0 or 2).
 */
function reviewScope(who: DemoWho, p: Params): SQL[] {
  const adminCheck = Number(p.admin_check ?? ADMIN_CHECK.pending.code);
  const scope = [adminCheck === ADMIN_CHECK.withWriter.code ? sql`s.state = ${S.underReview.code}` : sql`s.state in (${S.nextStage.code}, ${S.done.code})`, sql`s.admin_check = ${adminCheck}`];
  if (who !== LEVEL.master && p.show_all !== 'true') {
    const openToTake = adminCheck === ADMIN_CHECK.withWriter.code || adminCheck === ADMIN_CHECK.pending.code;
    scope.push(openToTake ? sql`(s.admin_id = ${uidOf(who)} or s.admin_id is null)` : sql`s.admin_id = ${uidOf(who)}`);
  }
  return scope;
}

describe('GET /api/v2/exam/review_exam (by admin_check; level 3 their own unless show_all, level 10 all)', () => {
  const cases: Array<[DemoWho, Params, number]> = [
    [3, {}, 10],
    [3, { admin_check: ADMIN_CHECK.withWriter.code }, 5],
    [3, { admin_check: ADMIN_CHECK.pending.code, sort_key: 'name', sort: SORT.asc }, 6],
    [3, { admin_check: ADMIN_CHECK.onHold.code }, 3],
    [3, { admin_check: ADMIN_CHECK.reviewed.code, sort_key: 'update_time', sort: SORT.asc }, 5],
    [3, { admin_check: ADMIN_CHECK.completed.code, show_all: 'true' }, 50],
    [3, { admin_check: ADMIN_CHECK.pending.code, show_all: 'true', year: 2018 }, 4],
    [10, { admin_check: ADMIN_CHECK.completed.code, sort_key: 'create_time', sort: SORT.desc }, 100],
    [10, { admin_check: ADMIN_CHECK.reviewed.code, subject_type_id: 2 }, 10],
    [10, { admin_check: ADMIN_CHECK.withWriter.code, sort_key: 'name', sort: SORT.desc }, 10],
  ];
  it.each(cases)('level %s %o size %i', async (who, params, size) => {
    await check(who, '/api/v2/exam/review_exam', params, size, examSubjectRef(params, reviewScope(who, params)));
  });
});

describe('GET /api/v2/exam/auto_review_exam (AI exams sent to review, review requested first)', () => {
  const cases: Array<[DemoWho, Params, number]> = [
    [3, {}, 5],
    [3, { show_all: 'true' }, 10],
    [3, { show_all: 'true', sort_key: 'name', sort: SORT.asc }, 10],
    [3, { ai_state: AI_REVIEW_STATE.approved.code, show_all: 'true' }, 4],
    [10, {}, 10],
    [10, { sort_key: 'update_time', sort: SORT.asc, subject_type_id: 3 }, 3],
  ];
  it.each(cases)('level %s %o size %i', async (who, params, size) => {
    const scope = [sql`s.type = ${EXAM_TYPE.ai.code}`, sql`s.ai_state <> ${AI_REVIEW_STATE.notRequested.code}`];
    if (params.ai_state !== undefined) scope.push(sql`s.ai_state = ${params.ai_state}`);
    // The master and admins see every AI exam in review; reviewers theirs and unassigned ones unless show_all.
    if (Number(who) < LEVEL.adminExternal && params.show_all !== 'true') scope.push(sql`(s.admin_id = ${uidOf(who)} or s.admin_id is null)`);
    const first = sql`case when s.ai_state = ${AI_REVIEW_STATE.requested.code} then 0 else 1 end`;
    await check(who, '/api/v2/exam/auto_review_exam', params, size, examSubjectRef(params, scope, first));
  });
});

describe('GET /api/v2/exam/all_subject_exam?id= (the subjects of one exam the caller may read, in the exam order)', () => {
  async function expectSubjects(who: DemoWho, examId: number, type?: number) {
    // Reviewers (level 3) and above read every exam subject; others the ones assigned to them.
    const mayRead = Number(who) < LEVEL.reviewer ? [sql`${uidOf(who)} in (s.user_id, s.admin_id, s.teacher_id)`] : [];
    const where = [sql`s.exam_id = ${examId}`, ...(type === undefined ? [] : [sql`s.type = ${type}`]), ...mayRead];
    const want = await rowsOf<{ id: number }>(t.database.db, sql`select s.id from exam_subjects s ${whereAll(where)} order by s."order", s.subject_type_id, s.id`);
    const url = `/api/v2/exam/all_subject_exam?${queryString({ id: examId, type })}`;
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `token=${await token(who)}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data_list.map((r: { id: number }) => r.id), url).toEqual(want.map((r) => r.id));
  }
  it('level 10 sees every subject; ties of the exam order by subject then id; the type filter', async () => {
    const exams = await rowsOf<{ exam_id: number }>(
      t.database.db,
      sql`select exam_id from exam_subjects where exam_id is not null group by exam_id having count(*) > count(distinct subject_type_id) order by count(*) desc, exam_id limit 3`,
    );
    expect(exams.length).toBeGreaterThan(0);
    for (const { exam_id } of exams) {
      await expectSubjects(10, exam_id);
      await expectSubjects(10, exam_id, EXAM_TYPE.mock.code);
      await expectSubjects(10, exam_id, EXAM_TYPE.ai.code);
    }
  });
  it('level 1 sees only the subjects assigned to them', async () => {
    const exams = await rowsOf<{ exam_id: number }>(
      t.database.db,
      sql`select exam_id from exam_subjects where exam_id is not null group by exam_id having bool_or(user_id = ${uid.level1}) and bool_or(user_id <> ${uid.level1}) order by exam_id limit 3`,
    );
    expect(exams.length).toBeGreaterThan(0);
    for (const { exam_id } of exams) await expectSubjects(1, exam_id);
  });
});

// ---------------------------------------------------------------- the bank search

/**
 * The bank search (question_subject/all): questions not excluded, of exam subjects not excluded, reported ones only
 * for the master; exam-subject filters (subject, grade, year), question filters (difficulty, type, category) and the
 * text search in the question; newest exam subject first, then question order.
 */
function bankRef(p: Params, seesReported: boolean): Reference {
  const where = [sql`not q.excluded`, included];
  if (!seesReported) where.push(sql`not q.is_reported`);
  for (const f of ['subject_type_id', 'grade_id', 'year'] as const) if (p[f] !== undefined) where.push(sql`s.${sql.identifier(f)} = ${p[f]}`);
  for (const f of ['level', 'question_type', 'category_id'] as const) if (p[f] !== undefined) where.push(sql`q.${sql.identifier(f)} = ${p[f]}`);
  if (p.search) where.push(contains(sql`q.content`, String(p.search)));
  return {
    select: sql`select q.id, q.exam_subject_id, q.question_index from questions q join exam_subjects s on s.id = q.exam_subject_id ${whereAll(where)}`,
    order: sql`q.exam_subject_id desc, q.question_index asc`,
  };
}

describe('GET /api/v2/exam/question_subject/all (newest exam subject first, then question order)', () => {
  const cases: Array<[DemoWho, Params, number]> = [
    [10, {}, 100],
    [3, {}, 100],
    [3, { subject_type_id: 3, grade_id: 2 }, 50],
    [3, { year: 2020, level: 3 }, 20],
    [10, { question_type: 2, subject_type_id: 1 }, 100],
    [3, { category_id: LATER.category }, 10],
    [3, { search: '옳은 것은', year: 2022 }, 30],
    [10, { search: 'lim_{' }, 100],
    [3, { search: '%' }, 20],
    [3, { subject_type_id: 5, grade_id: 3, year: 2017, level: 5, question_type: 1 }, 7],
  ];
  it.each(cases)('level %s %o size %i', async (who, given, size) => {
    const params = resolve(given);
    await check(who, '/api/v2/exam/question_subject/all', params, size, bankRef(params, who === LEVEL.master));
  });
});

// ---------------------------------------------------------------- error reports

/** Error-report lists: the master sees every exam, others (without show_all) the exams they entered, review or classify. */
const reportScope = (who: DemoWho, showAll: boolean) => (who === LEVEL.master || showAll ? [] : [sql`${uidOf(who)} in (s.admin_id, s.user_id, s.teacher_id)`]);

describe('GET /api/v2/exam/bug_exam (exam subjects with open reports, latest report first, with their counts)', () => {
  const cases: Array<[DemoWho, Params, number]> = [
    [10, {}, 10],
    [10, { year: 2019 }, 3],
    [10, { subject_type_id: 2, name_search: '영어' }, 4],
    [3, {}, 3],
    [3, { show_all: 'true' }, 20],
  ];
  it.each(cases)('level %s %o size %i', async (who, params, size) => {
    const where = [sql`exists (select 1 from question_bug_reports r where r.exam_subject_id = s.id and r.issue_status = ${ISSUE_STATUS.open.code})`, ...reportScope(who, params.show_all === 'true')];
    if (params.year !== undefined) where.push(sql`s.year = ${params.year}`);
    if (params.subject_type_id !== undefined) where.push(sql`s.subject_type_id = ${params.subject_type_id}`);
    if (params.name_search) where.push(contains(sql`s.name`, String(params.name_search)));
    const ref: Reference = {
      select: sql`select s.id,
          (select count(*)::int from question_bug_reports r where r.exam_subject_id = s.id and r.issue_status = ${ISSUE_STATUS.open.code}) as open_count,
          (select count(*)::int from question_bug_reports r where r.exam_subject_id = s.id) as total_count,
          (select max(r.create_time) from question_bug_reports r where r.exam_subject_id = s.id) as last_report_time
        from exam_subjects s ${whereAll(where)}`,
      order: sql`last_report_time desc, id desc`,
    };
    await check(who, '/api/v2/exam/bug_exam', params, size, ref, { fields: ['open_count', 'total_count'] });
  });
});

describe('GET /api/v2/exam/bug/question_list (every report, newest first)', () => {
  const cases: Array<[DemoWho, Params, number]> = [
    [10, {}, 20],
    [10, { issue_status: ISSUE_STATUS.open.code }, 15],
    [10, { issue_status: ISSUE_STATUS.solved.code }, 5],
    [10, { exam_subject_id: LATER.reported }, 2],
    [3, {}, 5],
    [3, { show_all: 'true', issue_status: ISSUE_STATUS.cancelled.code }, 4],
  ];
  it.each(cases)('level %s %o size %i', async (who, given, size) => {
    const params = resolve(given);
    const where = reportScope(who, params.show_all === 'true');
    if (params.issue_status !== undefined) where.push(sql`r.issue_status = ${params.issue_status}`);
    if (params.exam_subject_id !== undefined) where.push(sql`r.exam_subject_id = ${params.exam_subject_id}`);
    const ref: Reference = {
      select: sql`select r.id, r.create_time from question_bug_reports r join exam_subjects s on s.id = r.exam_subject_id ${whereAll(where)}`,
      order: sql`create_time desc, id desc`,
    };
    await check(who, '/api/v2/exam/bug/question_list', params, size, ref, { idOf: (row) => row.error_id as number });
  });
});

// ---------------------------------------------------------------- staging exams

describe('GET /api/v2/exam/staging_exam_list (newest first by default, with question counts)', () => {
  const cases: Array<[Params, number]> = [
    [{}, 10],
    [{ sort_key: 'name', sort: SORT.asc }, 7],
    [{ sort_key: 'question_count', sort: SORT.desc }, 10],
    [{ sort_key: 'create_time', sort: SORT.desc, grade_id: 2 }, 4],
    [{ sort_key: 'grade_id', sort: SORT.asc, subject_type_id: 3, school_type: 3 }, 3],
    [{ name_search: '동명', sort_key: 'update_time', sort: SORT.asc }, 3],
  ];
  it.each(cases)('%o size %i', async (params, size) => {
    const where: SQL[] = [];
    for (const f of ['school_type', 'grade_id', 'subject_type_id'] as const) if (params[f] !== undefined) where.push(sql`e.${sql.identifier(f)} = ${params[f]}`);
    if (params.name_search) where.push(contains(sql`e.name`, String(params.name_search)));
    const key = (STAGING_SORT_KEYS as readonly string[]).includes(String(params.sort_key)) ? String(params.sort_key) : 'id';
    const dir = direction(params.sort !== SORT.asc);
    const ref: Reference = {
      select: sql`select e.id, e.name, e.grade_id, e.create_time, e.update_time, (select count(*)::int from staging_questions q where q.staging_exam_id = e.id) as question_count
        from staging_exams e ${whereAll(where)}`,
      order: sql`${sql.identifier(key)} ${dir}, id ${dir}`,
    };
    await check(10, '/api/v2/exam/staging_exam_list', params, size, ref, { fields: ['question_count'] });
  });
});

// ---------------------------------------------------------------- users, products, test papers

describe('GET /api/v2/common/user_management (admin = level, user_search in e-mail, name_search in name; withdrawn only on request)', () => {
  const cases: Array<[Params, number]> = [
    [{}, 100],
    [{ realm: 'customer', name_search: '김민', sort_key: 'name', sort: SORT.asc }, 20],
    [{ realm: 'staff', sort_key: 'level', sort: SORT.desc }, 10],
    [{ admin: 1, sort_key: 'email', sort: SORT.asc }, 5],
    [{ admin: -1, user_search: 'user12', include_out: 1, sort_key: 'create_time', sort: SORT.desc }, 20],
    [{ realm: 'customer', sort_key: 'point', sort: SORT.asc }, 100],
    [{ user_search: '@demo.local', sort_key: 'id', sort: SORT.desc }, 3],
  ];
  it.each(cases)('%o size %i', async (params, size) => {
    const where: SQL[] = [];
    if (params.realm) where.push(sql`u.realm = ${params.realm}`);
    if (params.admin !== undefined && Number(params.admin) >= 0) where.push(sql`u.level = ${params.admin}`);
    if (params.user_search) where.push(contains(sql`u.email`, String(params.user_search)));
    if (params.name_search) where.push(contains(sql`u.name`, String(params.name_search)));
    if (params.include_out !== 1) where.push(sql`u.out_at is null`);
    const known = (USER_SORT_KEYS as readonly string[]).includes(String(params.sort_key));
    const column = params.sort_key === 'create_time' ? 'created_at' : String(params.sort_key);
    const dir = direction(params.sort === SORT.desc);
    const ref: Reference = {
      select: sql`select u.id, u.name, u.email, u.level, u.warning_point, u.point, u.created_at from users u ${whereAll(where)}`,
      order: known ? sql`${sql.identifier(column)} ${dir}, id ${dir}` : sql`created_at desc, id desc`,
    };
    await check(10, '/api/v2/common/user_management', params, size, ref);
  });
});

describe('GET /api/v2/store/homepage/product_list (displayed products; name in name, brand or code; newest first by default)', () => {
  // Public: signed in or not, the same list.
  const cases: Array<[DemoWho | null, Params, number]> = [
    [null, {}, 100],
    [10, { sort_key: 'price', sort: SORT.asc }, 100],
    [null, { sort_key: 'goods_name', sort: SORT.desc, category1_seq: 3 }, 20],
    [10, { name: 'large-1', sort_key: 'create_time', sort: SORT.asc }, 50],
    [null, { name: '한빛', goods_type: 2, sort_key: 'category1_seq', sort: SORT.desc }, 15],
    [10, { kind: 'goods', sort_key: 'goods_code', sort: SORT.asc }, 100],
  ];
  it.each(cases)('as %s %o size %i', async (who, params, size) => {
    const where = [sql`p.display`];
    for (const f of ['category1_seq', 'goods_type', 'kind'] as const) if (params[f] !== undefined) where.push(sql`p.${sql.identifier(f)} = ${params[f]}`);
    if (params.name) where.push(sql`(${contains(sql`p.goods_name`, String(params.name))} or ${contains(sql`p.brand_name`, String(params.name))} or ${contains(sql`p.goods_code`, String(params.name))})`);
    const dir = direction(params.sort !== SORT.asc);
    const ref: Reference = {
      select: sql`select p.id, p.create_time, p.goods_name, p.goods_code, p.price, p.category1_seq, p.goods_type from products p ${whereAll(where)}`,
      order: sql`${sql.identifier(String(params.sort_key ?? 'create_time'))} ${dir} nulls last, id ${dir}`,
    };
    await check(who, '/api/v2/store/homepage/product_list', params, size, ref);
  });
});

describe('GET /api/v2/common/user_upload_file_list (filter groups: OR within, AND across; newest first by default)', () => {
  const cases: Array<[Params, number]> = [
    [{}, 50],
    [{ state: '1,2', sort_key: 'school_name', sort: SORT.asc }, 20],
    [{ year: '2020,2021', grade_id: '1', sort_key: 'create_time', sort: SORT.desc }, 10],
    [{ school_type: '2', subject_type_id: '3,4', semester: '1,2,3', sort_key: 'update_time', sort: SORT.asc }, 5],
    [{ sort_key: 'year', sort: SORT.desc }, 100],
  ];
  it.each(cases)('%o size %i', async (params, size) => {
    const where: SQL[] = [];
    for (const f of ['school_type', 'grade_id', 'subject_type_id', 'semester', 'state', 'year'] as const) {
      if (params[f] !== undefined) where.push(sql`t.${sql.identifier(f)} in (${sql.join(String(params[f]).split(',').map(Number).map((v) => sql`${v}`), sql`, `)})`);
    }
    const dir = direction(params.sort === SORT.desc);
    const ref: Reference = {
      select: sql`select t.id, t.school_name, t.year, t.create_time, t.update_time from test_papers t ${whereAll(where)}`,
      order: params.sort_key ? sql`${sql.identifier(String(params.sort_key))} ${dir}, id ${dir}` : sql`create_time desc, id desc`,
    };
    await check(10, '/api/v2/common/user_upload_file_list', params, size, ref);
  });
});

it('the scale seed and the ties are there (so the checks above mean something)', async () => {
  const [n] = await rowsOf<Record<string, number>>(
    t.database.db,
    sql`select (select count(*)::int from exam_subjects where subject_code_name = ${LARGE.marker}) as subjects,
               (select count(*)::int from questions) as questions,
               (select count(*)::int from exam_subjects where update_time = ${TIE.newest}) as tied,
               (select count(*)::int from exam_subjects where type = ${EXAM_TYPE.ai.code} and ai_state <> 0) as ai,
               (select count(*)::int from question_bug_reports where issue_status = 0) as open_reports`,
  );
  expect(n.subjects).toBe(1_000);
  expect(n.questions).toBeGreaterThanOrEqual(20_000);
  expect(n.tied).toBeGreaterThan(20);
  expect(n.ai).toBeGreaterThan(20);
  expect(n.open_reports).toBeGreaterThan(20);
});

describe('names and curricula looked up by id (server/shared/staff-names.ts) equal the joined ones', () => {
  const inject = async (path: string) => {
    const res = await t.app.inject({ method: 'GET', url: path, headers: { authorization: `token=${await token(10)}` } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data_list as Array<Record<string, unknown>>;
  };
  const joined = (ids: number[], select: SQL, from: SQL) =>
    rowsOf<Record<string, unknown>>(t.database.db, sql`select ${select} from ${from} where t.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);

  it.each(['/api/v2/exam/exam_subject_list?size=100', '/api/v2/exam/exam_subject_list?size=100&page=3&sort_key=user_name', '/api/v2/exam/bug_exam?show_all=true&size=100'])('%s', async (path) => {
    const list = await inject(path);
    expect(list.length).toBeGreaterThan(20);
    const want = await joined(
      list.map((r) => r.id as number),
      sql`t.id, e.name as user_name, r.name as admin_name, c.name as teacher_name`,
      sql`exam_subjects t left join users e on e.id = t.user_id left join users r on r.id = t.admin_id left join users c on c.id = t.teacher_id`,
    );
    const byId = new Map(want.map((r) => [r.id, r]));
    for (const row of list) expect({ id: row.id, user_name: row.user_name, admin_name: row.admin_name, teacher_name: row.teacher_name }).toEqual(byId.get(row.id));
    expect(list.filter((r) => r.user_name !== null && r.admin_name !== null).length).toBeGreaterThan(0);
    if (path.includes('exam_subject_list')) {
      const curricula = await joined(list.map((r) => r.id as number), sql`t.id, d.curriculum`, sql`exam_subjects t left join subject_detail_types d on d.id = t.subject_detail_type_id`);
      const curriculumOf = new Map(curricula.map((r) => [r.id, r.curriculum === null ? null : Number(r.curriculum)]));
      for (const row of list) expect(row.curriculum, String(row.id)).toBe(curriculumOf.get(row.id));
    }
  });

  it('/api/v2/exam/bug/question_list: reporter and solver', async () => {
    const list = await inject('/api/v2/exam/bug/question_list?show_all=true&size=100');
    expect(list.length).toBeGreaterThan(20);
    const want = await joined(
      list.map((r) => r.error_id as number),
      sql`t.id, u.name as user_name, s.name as solved_by_name`,
      sql`question_bug_reports t left join users u on u.id = t.user_id left join users s on s.id = t.solved_by`,
    );
    const byId = new Map(want.map((r) => [r.id, r]));
    for (const row of list) expect({ id: row.error_id, user_name: row.user_name, solved_by_name: row.solved_by_name }).toEqual(byId.get(row.error_id));
    expect(list.filter((r) => r.user_name !== null).length).toBeGreaterThan(0);
  });
});

it('one prepared shape serves every user with their own rows and total (the values are never kept in the statement)', async () => {
  const enterers = await rowsOf<{ id: number; n: number }>(t.database.db, sql`select user_id as id, count(*)::int as n from exam_subjects where user_id is not null and excluded_state = ${EXCLUSION.included} group by 1 order by count(*) desc limit 4`);
  expect(enterers.length).toBe(4);
  for (const round of [1, 2]) {
    for (const { id, n } of enterers) {
      // Full pages of a small total: the total is the shaped count's, run with this user's values.
      const size = Math.max(1, Math.min(50, Math.floor(n / 2)));
      const res = await t.app.inject({ method: 'GET', url: `/api/v2/exam/enter_exam_user?user_id=${id}&size=${size}&page=${round}`, headers: { authorization: `token=${await token(10)}` } });
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json().data_list as Array<{ user_id: number }>;
      expect(list.length).toBe(size);
      expect(new Set(list.map((r) => r.user_id))).toEqual(new Set([id]));
      expect(res.json()).toMatchObject({ total: n });
      expect(res.json().total_estimated).toBeUndefined();
    }
  }
});

it('a small list asks its exact count in the page statement once its estimate is kept, and the count is current', async () => {
  const [{ id, n }] = await rowsOf<{ id: number; n: number }>(t.database.db, sql`select user_id as id, count(*)::int as n from exam_subjects where user_id is not null and excluded_state = ${EXCLUSION.included} group by 1 order by count(*) desc limit 1`);
  const [other] = await rowsOf<{ id: number; user_id: number | null }>(t.database.db, sql`select id, user_id from exam_subjects where user_id is distinct from ${id} and excluded_state = ${EXCLUSION.included} order by id limit 1`);
  const list = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/exam/enter_exam_user?user_id=${id}&size=5&page=2`, headers: { authorization: `token=${await token(10)}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data_list).toHaveLength(5);
    return res.json() as { total: number; total_estimated?: true };
  };
  await list();
  // Statements run apart from the page's (counted by hand: a spy would keep, and print, the database object).
  const run = ShapedQueries.prototype.run;
  let runs = 0;
  ShapedQueries.prototype.run = function (...args) {
    runs++;
    return run.apply(this, args);
  };
  try {
    expect(await list()).toMatchObject({ total: n });
    await t.database.db.execute(sql`update exam_subjects set user_id = ${id} where id = ${other.id}`);
    const after = await list();
    expect(after).toMatchObject({ total: n + 1 });
    expect(after.total_estimated).toBeUndefined();
    // Neither request ran a page or a count statement of its own: both rode in one statement.
    expect(runs).toBe(0);
  } finally {
    ShapedQueries.prototype.run = run;
    await t.database.db.execute(sql`update exam_subjects set user_id = ${other.user_id} where id = ${other.id}`);
  }
});
