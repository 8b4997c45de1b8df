/** Queries of exams and exam subjects. */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ExamListQuerySchema, ExamSubjectListQuerySchema } from '../../../src/api/question-bank/exams';
import { examSubjects, exams, questions, users } from '../../db/schema';
import type { DbOrTx } from '../../core/db';
import { SORT } from '../../../src/api/codes';

export type ExamSubjectListQuery = z.output<typeof ExamSubjectListQuerySchema>;
export type ExamSubjectRow = typeof examSubjects.$inferSelect;

const enterer = alias(users, 'enterer');
const reviewer = alias(users, 'reviewer');
const teacher = alias(users, 'teacher');

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

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

function baseQuery(db: DbOrTx) {
  return db
    .select(listColumns)
    .from(examSubjects)
    .leftJoin(enterer, eq(enterer.id, examSubjects.user_id))
    .leftJoin(reviewer, eq(reviewer.id, examSubjects.admin_id))
    .leftJoin(teacher, eq(teacher.id, examSubjects.teacher_id));
}

/** One page of a filtered, sorted exam-subject list with the total. */
export async function listExamSubjects(db: DbOrTx, q: ExamSubjectListQuery, scope: SQL[] = []) {
  const where = filterWhere(q, scope);
  const [rows, [{ total }]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(...orderBy(q))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ total: count() }).from(examSubjects).leftJoin(enterer, eq(enterer.id, examSubjects.user_id)).where(where),
  ]);
  return { data_list: rows.map(presentExamSubject), total, page: q.page, size: q.size };
}

/** The whole filtered list (for the spreadsheet export), capped. */
export async function allExamSubjects(db: DbOrTx, q: ExamSubjectListQuery, cap = 20_000) {
  const rows = await baseQuery(db)
    .where(filterWhere(q))
    .orderBy(...orderBy(q))
    .limit(cap);
  return rows.map(presentExamSubject);
}

export async function findExamSubject(db: DbOrTx, id: number) {
  const [row] = await baseQuery(db).where(eq(examSubjects.id, id));
  return row ? presentExamSubject(row) : null;
}

/** Recounts the questions of exam subjects (all of them when no id is given) after questions were added or removed. */
export async function refreshQuestionCount(db: DbOrTx, examSubjectId?: number) {
  await db
    .update(examSubjects)
    .set({ question_count: sql`(select count(*)::int from questions q where q.exam_subject_id = "exam_subjects"."id")` })
    .where(examSubjectId === undefined ? undefined : eq(examSubjects.id, examSubjectId));
}

/** Locks an exam subject row for a transition or a versioned write. */
export async function lockExamSubject(tx: DbOrTx, id: number): Promise<ExamSubjectRow | null> {
  const [row] = await tx.select().from(examSubjects).where(eq(examSubjects.id, id)).for('update');
  return row ?? null;
}

export function examSubjectsOfExam(db: DbOrTx, examId: number, type?: number) {
  return baseQuery(db)
    .where(and(eq(examSubjects.exam_id, examId), type === undefined ? undefined : eq(examSubjects.type, type)))
    .orderBy(asc(examSubjects.order), asc(examSubjects.subject_type_id), asc(examSubjects.id))
    .then((rows) => rows.map(presentExamSubject));
}

/** Counts by state and by reviewer state. */
export async function progress(db: DbOrTx, filter: { year?: number; type?: number; subject_type_id?: number }) {
  const where = and(
    filter.year === undefined ? undefined : eq(examSubjects.year, filter.year),
    filter.type === undefined ? undefined : eq(examSubjects.type, filter.type),
    filter.subject_type_id === undefined ? undefined : eq(examSubjects.subject_type_id, filter.subject_type_id),
  );
  const byState = await db.select({ state: examSubjects.state, count: count() }).from(examSubjects).where(where).groupBy(examSubjects.state).orderBy(examSubjects.state);
  const byCheck = await db.select({ admin_check: examSubjects.admin_check, count: count() }).from(examSubjects).where(where).groupBy(examSubjects.admin_check).orderBy(examSubjects.admin_check);
  return { by_state: byState, by_admin_check: byCheck, total: byState.reduce((n, r) => n + r.count, 0) };
}

/** Per-classifier counts of exams and classified questions. */
export async function classAnalysis(db: DbOrTx, filter: { year?: number; subject_type_id?: number }) {
  const rows = await db
    .select({
      teacher_id: examSubjects.teacher_id,
      teacher_name: teacher.name,
      exams: sql<number>`count(distinct ${examSubjects.id})::int`,
      done: sql<number>`count(distinct ${examSubjects.id}) filter (where ${examSubjects.state} = 4)::int`,
      questions: sql<number>`count(${questions.id})::int`,
      classified: sql<number>`count(${questions.id}) filter (where ${questions.category_id} is not null)::int`,
    })
    .from(examSubjects)
    .innerJoin(teacher, eq(teacher.id, examSubjects.teacher_id))
    .leftJoin(questions, eq(questions.exam_subject_id, examSubjects.id))
    .where(and(filter.year === undefined ? undefined : eq(examSubjects.year, filter.year), filter.subject_type_id === undefined ? undefined : eq(examSubjects.subject_type_id, filter.subject_type_id)))
    .groupBy(examSubjects.teacher_id, teacher.name)
    .orderBy(teacher.name);
  return rows.map((r) => ({ ...r, teacher_id: r.teacher_id!, exams: Number(r.exams), done: Number(r.done), questions: Number(r.questions), classified: Number(r.classified) }));
}

// --- exams (events) ---

const examColumns = {
  row: exams,
  subject_count: sql<number>`(select count(*)::int from exam_subjects s where s.exam_id = "exams"."id")`,
};
export function presentExam(r: { row: typeof exams.$inferSelect; subject_count: number }) {
  return { ...r.row, release_time: r.row.release_time ? r.row.release_time.slice(0, 10) : null, create_time: iso(r.row.create_time), update_time: iso(r.row.update_time), subject_count: Number(r.subject_count) };
}

export async function listExams(db: DbOrTx, q: z.output<typeof ExamListQuerySchema>, temp: boolean) {
  const where = and(
    eq(exams.is_temp, temp),
    q.year === undefined ? undefined : eq(exams.year, q.year),
    q.type === undefined ? undefined : eq(exams.type, q.type),
    q.school_type === undefined ? undefined : eq(exams.school_type, q.school_type),
    q.grade_id === undefined ? undefined : eq(exams.grade_id, q.grade_id),
    q.name_search ? ilike(exams.name, like(q.name_search)) : undefined,
  );
  const sortKey = ({ id: exams.id, name: exams.name, year: exams.year, release_time: exams.release_time } as const)[q.sort_key as 'id'] ?? exams.release_time;
  const dir = q.sort === SORT.asc ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db.select(examColumns).from(exams).where(where).orderBy(dir(sortKey), desc(exams.id)).limit(q.size).offset((q.page - 1) * q.size),
    db.select({ total: count() }).from(exams).where(where),
  ]);
  return { data_list: rows.map(presentExam), total, page: q.page, size: q.size };
}

export async function findExam(db: DbOrTx, id: number) {
  const [row] = await db.select(examColumns).from(exams).where(eq(exams.id, id));
  return row ? presentExam(row) : null;
}

export async function findExamByGradeAndDate(db: DbOrTx, q: { grade_id: number; release_time: string; type?: number; school_type?: number }) {
  const [row] = await db
    .select(examColumns)
    .from(exams)
    .where(
      and(
        eq(exams.grade_id, q.grade_id),
        sql`${exams.release_time}::date = ${q.release_time.slice(0, 10)}::date`,
        q.type === undefined ? undefined : eq(exams.type, q.type),
        q.school_type === undefined ? undefined : eq(exams.school_type, q.school_type),
      ),
    )
    .limit(1);
  return row ? presentExam(row) : null;
}

/** Exam subjects of an exam that have left the entry list (for the delete guard). */
export function startedSubjectsOfExam(db: DbOrTx, examId: number) {
  return db
    .select({ id: examSubjects.id })
    .from(examSubjects)
    .where(and(eq(examSubjects.exam_id, examId), inArray(examSubjects.state, [0, 1, 3, 4])))
    .limit(1);
}

