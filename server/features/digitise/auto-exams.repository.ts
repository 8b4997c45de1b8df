/**
 * Queries of AI exam subjects (exam_subjects of type AI) and AI exams (exams of type AI): the lists with the
 * admin filters, the AI review state filter, sorting and paging, one record, the light list for pickers.
 * State columns are written only by auto-exams.lifecycle.ts.
 */
import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { EXAM_TYPE, SORT } from '../../../src/api/codes';
import type { AutoExamListQuery } from '../../../src/api/digitise/auto-exams';
import { AI_REVIEW_STATE, isAllowed } from '../../../src/machines/ai-review.machine';
import { AUTO_ADMIN_CHECK } from '../../../src/machines/auto-exam.machine';
import { examSubjects, exams, questions, users } from '../../db/schema';
import type { DbOrTx } from '../../core/db';
import { baseQuery, enterer, filterWhere, like, pageOfExamSubjects, presentExamSubjects, type ExamSubjectEntry, type ExamSubjectListRow } from '../../shared/exam-subject-list.repository';

/** Only AI exam subjects. */
export const isAiSubject = eq(examSubjects.type, EXAM_TYPE.ai.code);

/** Spec section 4: approved (ai_state 3) and checked (admin_check 1): the allowed list; all others are the user's own list. */
export const allowedWhere = and(eq(examSubjects.ai_state, AI_REVIEW_STATE.approved.code), eq(examSubjects.admin_check, AUTO_ADMIN_CHECK.checked.code))!;
/** The exam subjects an actor is assigned to (enterer, reviewer or classifier). */
export const assignedTo = (uid: number) => or(eq(examSubjects.user_id, uid), eq(examSubjects.admin_id, uid), eq(examSubjects.teacher_id, uid))!;

/** A list entry of an AI exam subject: the exam list entry, its AI fields and whether it is allowed. */
export async function presentAutoExams(db: DbOrTx, rows: ExamSubjectListRow[]) {
  return (await presentExamSubjects(db, rows)).map(withAllowed);
}

/** An exam-subject list entry with whether its AI exam is allowed. */
const withAllowed = (row: ExamSubjectEntry) => Object.assign(row, { allowed: isAllowed({ state: row.ai_state, admin_check: row.admin_check }) });

const SORT_COLUMNS = {
  id: examSubjects.id,
  name: examSubjects.name,
  year: examSubjects.year,
  grade_id: examSubjects.grade_id,
  state: examSubjects.state,
  ai_state: examSubjects.ai_state,
  admin_check: examSubjects.admin_check,
  update_time: examSubjects.update_time,
  create_time: examSubjects.create_time,
  user_name: enterer.name,
  return_count: examSubjects.return_count,
} as const;

/**
 * One page of AI exam subjects: the admin filters and the ai_state filter, the list's own scope, the sort arrow
 * (1 ascending, 2 descending); `firstAiState` puts exams in that AI review state first (the reviewer's list).
 */
export async function listAutoExams(db: DbOrTx, q: AutoExamListQuery, scope: SQL[], firstAiState?: number) {
  const where = filterWhere(q, [isAiSubject, ...scope, ...(q.ai_state === undefined ? [] : [eq(examSubjects.ai_state, q.ai_state)])]);
  const key = (q.sort_key && q.sort_key in SORT_COLUMNS ? q.sort_key : 'update_time') as keyof typeof SORT_COLUMNS;
  const dir = q.sort === SORT.asc ? asc : desc;
  const first = firstAiState === undefined ? [] : [sql`case when ${examSubjects.ai_state} = ${firstAiState} then 0 else 1 end`];
  const page = await pageOfExamSubjects(db, q, where, [...first, dir(SORT_COLUMNS[key]), dir(examSubjects.id)]);
  return { ...page, data_list: page.data_list.map(withAllowed) };
}

/** One AI exam subject as a list entry, or null (also for exam subjects of other kinds). */
export async function findAutoExam(db: DbOrTx, id: number) {
  const rows = await baseQuery(db).where(and(eq(examSubjects.id, id), isAiSubject));
  return rows.length ? (await presentAutoExams(db, rows))[0] : null;
}

/** The light list for pickers (at most 500). */
export function pickList(db: DbOrTx, q: { year?: number; subject_type_id?: number; grade_id?: number; name_search?: string }, scope: SQL[]) {
  return db
    .select({
      id: examSubjects.id,
      name: examSubjects.name,
      test_name: examSubjects.test_name,
      year: examSubjects.year,
      grade_id: examSubjects.grade_id,
      subject_type_id: examSubjects.subject_type_id,
      state: examSubjects.state,
      ai_state: examSubjects.ai_state,
      admin_check: examSubjects.admin_check,
    })
    .from(examSubjects)
    .where(
      and(
        isAiSubject,
        ...scope,
        q.year === undefined ? undefined : eq(examSubjects.year, q.year),
        q.subject_type_id === undefined ? undefined : eq(examSubjects.subject_type_id, q.subject_type_id),
        q.grade_id === undefined ? undefined : eq(examSubjects.grade_id, q.grade_id),
        q.name_search ? ilike(examSubjects.name, like(q.name_search)) : undefined,
      ),
    )
    .orderBy(desc(examSubjects.year), asc(examSubjects.name), asc(examSubjects.id))
    .limit(500);
}

/** An AI exam (exams row of type AI), or null. */
export async function findAutoExamEvent(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.id, id), eq(exams.type, EXAM_TYPE.ai.code)));
  return row
    ? { id: row.id, name: row.name, type: row.type, school_type: row.school_type, grade_id: row.grade_id, year: row.year, release_time: row.release_time ? row.release_time.slice(0, 10) : null }
    : null;
}

/** The AI exam subjects of an AI exam, as list entries. */
export async function subjectsOfAutoExam(db: DbOrTx, examId: number) {
  const rows = await baseQuery(db)
    .where(and(eq(examSubjects.exam_id, examId), isAiSubject))
    .orderBy(asc(examSubjects.id));
  return presentAutoExams(db, rows);
}

/** The exams row of type AI with this name, level, grade and year, created when there is none. */
export async function examFor(tx: DbOrTx, v: { test_name: string; school_type: number; grade_id: number; year: number; release_time?: string | null }): Promise<number> {
  const [found] = await tx
    .select({ id: exams.id })
    .from(exams)
    .where(and(eq(exams.type, EXAM_TYPE.ai.code), eq(exams.name, v.test_name), eq(exams.school_type, v.school_type), eq(exams.grade_id, v.grade_id), eq(exams.year, v.year)))
    .limit(1);
  if (found) return found.id;
  const [made] = await tx
    .insert(exams)
    .values({ name: v.test_name, type: EXAM_TYPE.ai.code, school_type: v.school_type, grade_id: v.grade_id, year: v.year, release_time: v.release_time ?? null })
    .returning({ id: exams.id });
  return made.id;
}

/** Staff accounts among `ids` (enterers and reviewers must be staff). */
export async function staffIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.realm, 'staff')));
  return rows.map((r) => r.id);
}

/** The AI exam subjects of an exam, locked, for the delete guard. */
export function lockSubjectsOfExam(tx: DbOrTx, examId: number) {
  return tx.select().from(examSubjects).where(eq(examSubjects.exam_id, examId)).orderBy(asc(examSubjects.id)).for('update');
}

/** Whether an exam has exam subjects of another kind (an AI exam holds only AI subjects). */
export async function hasOtherSubjects(db: DbOrTx, examId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: examSubjects.id })
    .from(examSubjects)
    .where(and(eq(examSubjects.exam_id, examId), ne(examSubjects.type, EXAM_TYPE.ai.code)))
    .limit(1);
  return !!row;
}

/** The returned questions of an exam with their reasons and whether each fix is marked done, in question order. */
export function returnedWithReasons(db: DbOrTx, examSubjectId: number) {
  return db
    .select({ id: questions.id, question_index: questions.question_index, return_reason: questions.return_reason, return_done: questions.return_done })
    .from(questions)
    .where(and(eq(questions.exam_subject_id, examSubjectId), eq(questions.returned, true)))
    .orderBy(asc(questions.question_index));
}
