/**
 * The exam-subject list query every area shows exams with (question-bank work lists, reviewer lists): the
 * spec's list entry with the staff names, the admin filters, sorting and paging, and the spreadsheet export.
 */
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ExamSubjectListQuerySchema } from '../../src/api/question-bank/exams';
import { SORT } from '../../src/api/codes';
import { examSubjects, users } from '../db/schema';
import type { DbOrTx } from '../core/db';
import { curriculaById, namesById } from './staff-names';
import { shapedPage, ShapedQueries } from './shaped-query';
import type { ExamSubjectRow } from './exam-subjects.repository';
import { iso } from '../core/iso-time';

export type ExamSubjectListQuery = z.output<typeof ExamSubjectListQuerySchema>;

/** The enterer, joined when a list searches or sorts by their name; the classifier, for the analysis by classifier. */
export const enterer = alias(users, 'enterer');
export const teacher = alias(users, 'teacher');

/** A LIKE pattern that matches `text` literally anywhere. */
export const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A list entry as the query returns it: the exam subject's own columns (names are looked up afterwards). */
export interface ExamSubjectListRow {
  row: ExamSubjectRow;
}

/**
 * Turns rows into the wire shape (spec "exam list entry"): the exam subject with its staff names and the curriculum
 * of its detailed subject, looked up by id (server/shared/staff-names.ts) rather than joined.
 */
export async function presentExamSubjects(db: DbOrTx, rows: ExamSubjectListRow[]) {
  const [nameOf, curriculumOf] = await Promise.all([
    namesById(
      db,
      rows.flatMap(({ row }) => [row.user_id, row.admin_id, row.teacher_id]),
    ),
    curriculaById(
      db,
      rows.map(({ row }) => row.subject_detail_type_id),
    ),
  ]);
  // Written field by field: spreading the row (`{ ...row, update_time: ... }`) took about 12 µs per entry, a
  // quarter of a list request's CPU (issue 13); this takes a fraction of one.
  return rows.map(({ row }) => ({
    id: row.id,
    exam_id: row.exam_id,
    school_subject_id: row.school_subject_id,
    textbook_subject_id: row.textbook_subject_id,
    name: row.name,
    test_name: row.test_name,
    school_type: row.school_type,
    grade_id: row.grade_id,
    subject_type_id: row.subject_type_id,
    subject_detail_type_id: row.subject_detail_type_id,
    subject_code_name: row.subject_code_name,
    type: row.type,
    year: row.year,
    semester: row.semester,
    state: row.state,
    admin_check: row.admin_check,
    user_id: row.user_id,
    admin_id: row.admin_id,
    teacher_id: row.teacher_id,
    admin_user: row.admin_user,
    enter_price: row.enter_price,
    class_price: row.class_price,
    release_time: row.release_time ? row.release_time.slice(0, 10) : null,
    ori_id: row.ori_id,
    detail: row.detail,
    excluded_state: row.excluded_state,
    is_reported: row.is_reported,
    class_type: row.class_type,
    exclude: row.exclude,
    order: row.order,
    return_count: row.return_count,
    ai_state: row.ai_state,
    ai_reason: row.ai_reason,
    auto_school_subject_id: row.auto_school_subject_id,
    question_count: row.question_count,
    report_open_count: row.report_open_count,
    report_count: row.report_count,
    last_report_time: row.last_report_time,
    version: row.version,
    create_time: iso(row.create_time),
    update_time: iso(row.update_time),
    user_name: nameOf(row.user_id),
    admin_name: nameOf(row.admin_id),
    teacher_name: nameOf(row.teacher_id),
    curriculum: curriculumOf(row.subject_detail_type_id),
  }));
}

/** One list entry in the wire shape. */
export type ExamSubjectEntry = Awaited<ReturnType<typeof presentExamSubjects>>[number];

const SORT_COLUMNS = {
  id: examSubjects.id,
  name: examSubjects.name,
  year: examSubjects.year,
  grade_id: examSubjects.grade_id,
  state: examSubjects.state,
  admin_check: examSubjects.admin_check,
  update_time: examSubjects.update_time,
  create_time: examSubjects.create_time,
  user_name: enterer.name,
  return_count: examSubjects.return_count,
} as const;

/** The where clause of the admin filters (spec section 2), plus a list's own scope. */
export function filterWhere(q: ExamSubjectListQuery, scope: SQL[] = []): SQL | undefined {
  const where: SQL[] = [...scope];
  const eqIf = <T>(col: Parameters<typeof eq>[0], v: T | undefined) => v !== undefined && where.push(eq(col, v as never));
  eqIf(examSubjects.year, q.year);
  eqIf(examSubjects.subject_type_id, q.subject_type_id);
  eqIf(examSubjects.grade_id, q.grade_id);
  eqIf(examSubjects.semester, q.semester);
  eqIf(examSubjects.type, q.type);
  eqIf(examSubjects.school_type, q.school_type);
  eqIf(examSubjects.state, q.state);
  eqIf(examSubjects.admin_check, q.admin_check);
  eqIf(examSubjects.textbook_subject_id, q.textbook_subject_id);
  eqIf(examSubjects.school_subject_id, q.school_subject_id);
  if (q.admin !== undefined) where.push(or(eq(examSubjects.user_id, q.admin), eq(examSubjects.admin_id, q.admin), eq(examSubjects.teacher_id, q.admin))!);
  if (q.user_search) where.push(ilike(enterer.name, like(q.user_search)));
  if (q.name_search) where.push(ilike(examSubjects.name, like(q.name_search)));
  return where.length ? and(...where) : undefined;
}

function orderBy(q: ExamSubjectListQuery) {
  const key = (q.sort_key && q.sort_key in SORT_COLUMNS ? q.sort_key : 'update_time') as keyof typeof SORT_COLUMNS;
  const dir = q.sort === SORT.asc ? asc : desc;
  return [dir(SORT_COLUMNS[key]), dir(examSubjects.id)];
}

/**
 * The list entry query, to filter and order; its rows go through `presentExamSubjects`. The enterer is joined only
 * when the filter or the order names it (`user_search`, sorting by `user_name`).
 */
export function baseQuery(db: DbOrTx, joinEnterer = false) {
  const rows = db.select({ row: examSubjects }).from(examSubjects).$dynamic();
  return joinEnterer ? rows.leftJoin(enterer, eq(enterer.id, examSubjects.user_id)) : rows;
}

/** Whether a list query needs the enterer joined: its name is searched or sorted by. */
export const needsEnterer = (q: { user_search?: string; sort_key?: string }) => Boolean(q.user_search) || q.sort_key === 'user_name';

/**
 * The rows a list's total counts: the enterer is joined only when the name search needs it. Without the join the
 * count reads the filter's index alone (an index-only scan); with it, even a join PostgreSQL removes keeps the
 * enterer column needed, and the count visits every row (docs/perf/).
 */
function totalQuery(db: DbOrTx, where: SQL | undefined, joinEnterer: boolean) {
  const rows = db.select({ one: sql`1` }).from(examSubjects);
  return joinEnterer ? rows.leftJoin(enterer, eq(enterer.id, examSubjects.user_id)).where(where) : rows.where(where);
}

/** The pages of exam-subject lists, prepared once per shape (server/shared/shaped-query.ts). */
const pagesByShape = new ShapedQueries<ExamSubjectListRow[]>();

/**
 * One page of `where` in `order` with its total, entries in the wire shape: the statement is prepared once per
 * shape of the filter and the order, and only run with this request's values (built as usual when a part cannot be
 * parameterized).
 */
export function pageOfExamSubjects(db: DbOrTx, q: ExamSubjectListQuery, where: SQL | undefined, order: SQL[]) {
  const join = needsEnterer(q);
  return shapedPage(
    pagesByShape,
    db,
    {
      name: `exam_subjects|${join}|${Boolean(q.user_search)}`,
      where,
      order,
      query: (filter, sorted) => baseQuery(db, join).where(filter).orderBy(...sorted),
      all: (filtered) => totalQuery(db, filtered, Boolean(q.user_search)),
      present: (rows) => presentExamSubjects(db, rows),
    },
    q,
  );
}

/** One page of a filtered, sorted exam-subject list with the total. */
export function listExamSubjects(db: DbOrTx, q: ExamSubjectListQuery, scope: SQL[] = []) {
  return pageOfExamSubjects(db, q, filterWhere(q, scope), orderBy(q));
}

/** The whole filtered list (for the spreadsheet export), capped. */
export async function allExamSubjects(db: DbOrTx, q: ExamSubjectListQuery, cap = 20_000) {
  const rows = await baseQuery(db, needsEnterer(q))
    .where(filterWhere(q))
    .orderBy(...orderBy(q))
    .limit(cap);
  return presentExamSubjects(db, rows);
}

/** One list entry by id, or null. */
export async function findExamSubject(db: DbOrTx, id: number) {
  const rows = await baseQuery(db).where(eq(examSubjects.id, id));
  return rows.length ? (await presentExamSubjects(db, rows))[0] : null;
}
