/** Queries of exams and exam subjects. */
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ExamListQuerySchema } from '../../../src/api/question-bank/exams';
import { examSubjects, exams, questions } from '../../db/schema';
import type { DbOrTx } from '../../core/db';
import { baseQuery, like, presentExamSubjects, teacher, type ExamSubjectListRow } from '../../shared/exam-subject-list.repository';
import { iso } from '../../core/iso-time';
import { ShapedQueries } from '../../shared/shaped-query';
import { SORT } from '../../../src/api/codes';
import { EXAM_SUBJECT_STATE } from '../../../src/machines/exam-subject.machine';
import { entryCodesTagged } from '../../../src/machines/exam.machine';

export type ExamSubjectRow = typeof examSubjects.$inferSelect;
export { allExamSubjects, filterWhere, findExamSubject, listExamSubjects, presentExamSubjects, type ExamSubjectListQuery } from '../../shared/exam-subject-list.repository';

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

/** The subjects of an exam, prepared once with and once without the kind filter (shared/shaped-query.ts). */
const subjectsOfExam = new ShapedQueries<ExamSubjectListRow[]>();

/** The subjects of an exam (of one kind when `type` is given), in the exam's order, as list entries. */
export function examSubjectsOfExam(db: DbOrTx, examId: number, type?: number) {
  return subjectsOfExam
    .run(
      db,
      type === undefined ? 'all' : 'type',
      () =>
        baseQuery(db)
          .where(and(eq(examSubjects.exam_id, sql.placeholder('exam')), type === undefined ? undefined : eq(examSubjects.type, sql.placeholder('type'))))
          .orderBy(asc(examSubjects.order), asc(examSubjects.subject_type_id), asc(examSubjects.id)),
      { exam: examId, type },
    )
    .then((rows) => presentExamSubjects(db, rows));
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
      done: sql<number>`count(distinct ${examSubjects.id}) filter (where ${examSubjects.state} = ${EXAM_SUBJECT_STATE.done.code})::int`,
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
    .where(and(eq(examSubjects.exam_id, examId), inArray(examSubjects.state, entryCodesTagged('started'))))
    .limit(1);
}

