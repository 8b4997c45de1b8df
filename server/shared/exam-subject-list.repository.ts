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
import { pageOf } from './page-total';
import type { ExamSubjectRow } from './exam-subjects.repository';

export type ExamSubjectListQuery = z.output<typeof ExamSubjectListQuerySchema>;

/** The staff joined to a list entry: its enterer, reviewer and classifier. */
export const enterer = alias(users, 'enterer');
export const reviewer = alias(users, 'reviewer');
export const teacher = alias(users, 'teacher');

/** A LIKE pattern that matches `text` literally anywhere. */
export const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** A timestamp of the database as ISO text. */
export const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** The columns of a list entry (spec "exam list entry") with the staff names and the question count. */
const listColumns = {
  row: examSubjects,
  user_name: enterer.name,
  admin_name: reviewer.name,
  teacher_name: teacher.name,
  // Correlated subqueries name the outer table explicitly: Drizzle leaves columns unqualified in single-table selects.
  curriculum: sql<number | null>`(select d.curriculum from subject_detail_types d where d.id = "exam_subjects"."subject_detail_type_id")`,
};

/** Turns a joined row into the wire shape. */
export function presentExamSubject(r: { row: ExamSubjectRow; user_name: string | null; admin_name: string | null; teacher_name: string | null; curriculum: number | null }) {
  return {
    ...r.row,
    update_time: iso(r.row.update_time),
    create_time: iso(r.row.create_time),
    release_time: r.row.release_time ? r.row.release_time.slice(0, 10) : null,
    user_name: r.user_name,
    admin_name: r.admin_name,
    teacher_name: r.teacher_name,
    curriculum: r.curriculum === null ? null : Number(r.curriculum),
  };
}

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

/** The list entry query (exam subjects with their staff names), to filter and order. */
export function baseQuery(db: DbOrTx) {
  return db
    .select(listColumns)
    .from(examSubjects)
    .leftJoin(enterer, eq(enterer.id, examSubjects.user_id))
    .leftJoin(reviewer, eq(reviewer.id, examSubjects.admin_id))
    .leftJoin(teacher, eq(teacher.id, examSubjects.teacher_id));
}

/**
 * The rows a list's total counts: the enterer is joined only when the name search needs it. Without the join the
 * count reads the filter's index alone (an index-only scan); with it, even a join PostgreSQL removes keeps the
 * enterer column needed, and the count visits every row (docs/perf/).
 */
export function totalQuery(db: DbOrTx, where: SQL | undefined, joinEnterer: boolean) {
  const rows = db.select({ one: sql`1` }).from(examSubjects);
  return joinEnterer ? rows.leftJoin(enterer, eq(enterer.id, examSubjects.user_id)).where(where) : rows.where(where);
}

/** One page of a filtered, sorted exam-subject list with the total. */
export async function listExamSubjects(db: DbOrTx, q: ExamSubjectListQuery, scope: SQL[] = []) {
  const where = filterWhere(q, scope);
  const rows = baseQuery(db)
    .where(where)
    .orderBy(...orderBy(q))
    .limit(q.size)
    .offset((q.page - 1) * q.size)
    .then((r) => r.map(presentExamSubject));
  return pageOf(
    db,
    rows,
    totalQuery(db, where, Boolean(q.user_search)),
    q,
  );
}

/** The whole filtered list (for the spreadsheet export), capped. */
export async function allExamSubjects(db: DbOrTx, q: ExamSubjectListQuery, cap = 20_000) {
  const rows = await baseQuery(db)
    .where(filterWhere(q))
    .orderBy(...orderBy(q))
    .limit(cap);
  return rows.map(presentExamSubject);
}

/** One list entry by id, or null. */
export async function findExamSubject(db: DbOrTx, id: number) {
  const [row] = await baseQuery(db).where(eq(examSubjects.id, id));
  return row ? presentExamSubject(row) : null;
}
