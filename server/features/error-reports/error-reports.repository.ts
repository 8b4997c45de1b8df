/** Queries of error reports (question_bug_reports) and question comments. */
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { ISSUE_STATUS } from '../../../src/machines/error-report.machine';
import { examSubjects, errorReports, questionComments, questionMultiples, questions, users } from '../../db/schema/index';
import type { DbOrTx } from '../../core/db';
import { namesById } from '../../shared/staff-names';
import { shapedPage, ShapedQueries } from '../../shared/shaped-query';
import { iso } from '../../core/iso-time';

export type ErrorReportRow = typeof errorReports.$inferSelect;


const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const OPEN = ISSUE_STATUS.open.code;

/** Exams where the caller is the reviewer, the enterer or the classifier. */
export const ownExams = (uid: number): SQL => or(eq(examSubjects.admin_id, uid), eq(examSubjects.user_id, uid), eq(examSubjects.teacher_id, uid))!;

// --- reports ---

const reportColumns = {
  report: errorReports,
  exam_subject_name: examSubjects.name,
  question_index: questions.question_index,
  question_content: sql<string>`left(${questions.content}, 200)`,
  question_is_reported: questions.is_reported,
};
type ReportJoined = {
  report: ErrorReportRow;
  user_name: string | null;
  solved_by_name: string | null;
  exam_subject_name: string;
  question_index: number;
  question_content: string;
  question_is_reported: boolean;
};

/** Reports with their question and exam subject; the reporter's and solver's names are added by `withNames`. */
function reportQuery(db: DbOrTx) {
  return db
    .select(reportColumns)
    .from(errorReports)
    .innerJoin(questions, eq(questions.id, errorReports.question_id))
    .innerJoin(examSubjects, eq(examSubjects.id, errorReports.exam_subject_id))
    .$dynamic();
}

/** Adds the reporter's and the solver's names, looked up by id (server/shared/staff-names.ts) rather than joined. */
async function withNames(db: DbOrTx, rows: Omit<ReportJoined, 'user_name' | 'solved_by_name'>[]): Promise<ReportJoined[]> {
  const nameOf = await namesById(
    db,
    rows.flatMap((r) => [r.report.user_id, r.report.solved_by]),
  );
  return rows.map((r) => Object.assign(r, { user_name: nameOf(r.report.user_id), solved_by_name: nameOf(r.report.solved_by) }));
}

/** The wire shape of a report row; the question text is left out when `showQuestion` says so. */
export function presentReport(r: ReportJoined, showQuestion: (q: { is_reported: boolean }) => boolean) {
  const shown = showQuestion({ is_reported: r.question_is_reported });
  const report = r.report;
  // Written field by field: rest and spread of a driver row cost several µs a row (issue 13).
  return {
    question_id: report.question_id,
    exam_subject_id: report.exam_subject_id,
    exam_type: report.exam_type,
    content: report.content,
    issue_status: report.issue_status,
    resolution: report.resolution,
    user_id: report.user_id,
    solved_by: report.solved_by,
    error_id: report.id,
    create_time: iso(report.create_time),
    update_time: iso(report.update_time),
    user_name: r.user_name,
    solved_by_name: r.solved_by_name,
    exam_subject_name: r.exam_subject_name,
    question_index: r.question_index,
    question_content: shown ? r.question_content : '',
    question_hidden: !shown,
  };
}

/** The reports of one exam subject: open ones, or the closed (solved and cancelled) ones. */
export function reportsOfExam(db: DbOrTx, examSubjectId: number, open: boolean) {
  return examReports
    .run(
      db,
      open ? 'open' : 'closed',
      () =>
        reportQuery(db)
          .where(and(eq(errorReports.exam_subject_id, sql.placeholder('exam')), open ? eq(errorReports.issue_status, OPEN) : ne(errorReports.issue_status, OPEN)))
          .orderBy(asc(questions.question_index), open ? asc(errorReports.id) : desc(errorReports.update_time), desc(errorReports.id)),
      { exam: examSubjectId },
    )
    .then((rows) => withNames(db, rows));
}

/** An exam's open and closed reports, each prepared once (shared/shaped-query.ts). */
const examReports = new ShapedQueries<Omit<ReportJoined, 'user_name' | 'solved_by_name'>[]>();

/** One page of every report, newest first. */
export function listReports(db: DbOrTx, q: { page: number; size: number; issue_status?: number; exam_subject_id?: number }, scope: SQL[]) {
  const where = and(
    ...scope,
    q.issue_status === undefined ? undefined : eq(errorReports.issue_status, q.issue_status),
    q.exam_subject_id === undefined ? undefined : eq(errorReports.exam_subject_id, q.exam_subject_id),
  );
  return shapedPage(
    reportPages,
    db,
    {
      name: 'reports',
      where,
      order: [desc(errorReports.create_time), desc(errorReports.id)],
      query: (filter, order) =>
        reportQuery(db)
          .where(filter)
          .orderBy(...order),
      all: (filtered) =>
        db
          .select({ one: sql`1` })
          .from(errorReports)
          .innerJoin(examSubjects, eq(examSubjects.id, errorReports.exam_subject_id))
          .where(filtered),
      present: (rows) => withNames(db, rows),
    },
    q,
  );
}

/** The pages of the report list and of the reported exams, prepared once per shape (shared/shaped-query.ts). */
const reportPages = new ShapedQueries<Omit<ReportJoined, 'user_name' | 'solved_by_name'>[]>();
const reportedExamPages = new ShapedQueries<ReportedExamRow[]>();

export async function findReport(db: DbOrTx, id: number) {
  const [row] = await reportQuery(db)
    .where(eq(errorReports.id, id))
    .then((rows) => withNames(db, rows));
  return row ?? null;
}

/** Locks a report for a transition or an edit. */
export async function lockReport(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(errorReports).where(eq(errorReports.id, id)).for('update');
  return row ?? null;
}

export async function insertReport(tx: DbOrTx, values: typeof errorReports.$inferInsert) {
  const [row] = await tx.insert(errorReports).values(values).returning({ id: errorReports.id });
  return row.id;
}

/** Whether the user already has an open report on the question. */
export async function openReportBy(db: DbOrTx, questionId: number, userId: number) {
  const [row] = await db
    .select({ id: errorReports.id })
    .from(errorReports)
    .where(and(eq(errorReports.question_id, questionId), eq(errorReports.user_id, userId), eq(errorReports.issue_status, OPEN)))
    .limit(1);
  return row?.id ?? null;
}

/** Number of open reports on a question or an exam subject. */
export async function openCount(db: DbOrTx, where: { question_id: number } | { exam_subject_id: number }) {
  const col = 'question_id' in where ? eq(errorReports.question_id, where.question_id) : eq(errorReports.exam_subject_id, where.exam_subject_id);
  const [{ n }] = await db
    .select({ n: count() })
    .from(errorReports)
    .where(and(col, eq(errorReports.issue_status, OPEN)));
  return n;
}

// --- exams with reports ---

/**
 * One page of the exam subjects that have open reports, with their counts, latest report first. The counts are
 * columns of the exam subject kept by a trigger on the reports (migration 0011), so nothing is grouped here.
 */
export function listErrorReportExams(db: DbOrTx, q: { page: number; size: number; year?: number; subject_type_id?: number; name_search?: string }, scope: SQL[]) {
  const where = and(
    sql`${examSubjects.report_open_count} > 0`,
    ...scope,
    q.year === undefined ? undefined : eq(examSubjects.year, q.year),
    q.subject_type_id === undefined ? undefined : eq(examSubjects.subject_type_id, q.subject_type_id),
    q.name_search ? ilike(examSubjects.name, like(q.name_search)) : undefined,
  );
  return shapedPage(
    reportedExamPages,
    db,
    {
      name: 'reported_exams',
      where,
      order: [desc(examSubjects.last_report_time), desc(examSubjects.id)],
      query: (filter, order) =>
        reportedExamQuery(db)
          .where(filter)
          .orderBy(...order),
      all: (filtered) =>
        db
          .select({ one: sql`1` })
          .from(examSubjects)
          .where(filtered),
      present: async (list) => {
        const nameOf = await namesById(
          db,
          list.flatMap((r) => [r.user_id, r.admin_id, r.teacher_id]),
        );
        return list.map((r) => ({ ...r, user_name: nameOf(r.user_id), admin_name: nameOf(r.admin_id), teacher_name: nameOf(r.teacher_id), last_report_time: iso(r.last_report_time ?? new Date(0)) }));
      },
    },
    q,
  );
}

/** The columns of a reported exam (bug_exam); the staff names are looked up by id. */
const reportedExamColumns = {
  id: examSubjects.id,
  name: examSubjects.name,
  year: examSubjects.year,
  school_type: examSubjects.school_type,
  grade_id: examSubjects.grade_id,
  subject_type_id: examSubjects.subject_type_id,
  type: examSubjects.type,
  state: examSubjects.state,
  is_reported: examSubjects.is_reported,
  user_id: examSubjects.user_id,
  admin_id: examSubjects.admin_id,
  teacher_id: examSubjects.teacher_id,
  open_count: examSubjects.report_open_count,
  total_count: examSubjects.report_count,
  last_report_time: examSubjects.last_report_time,
};
const reportedExamQuery = (db: DbOrTx) => db.select(reportedExamColumns).from(examSubjects).$dynamic();
type ReportedExamRow = Awaited<ReturnType<typeof reportedExamQuery>>[number];

// --- the question under a report ---

/** Locks a question row (reports and their flags are written under this lock). */
export async function lockQuestion(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(questions).where(eq(questions.id, id)).for('update');
  return row ?? null;
}

export async function lockExamSubject(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(examSubjects).where(eq(examSubjects.id, id)).for('update');
  return row ?? null;
}

export function setQuestionReported(tx: DbOrTx, id: number, reported: boolean) {
  return tx.update(questions).set({ is_reported: reported }).where(eq(questions.id, id));
}

export function setExamReported(tx: DbOrTx, id: number, reported: boolean) {
  return tx.update(examSubjects).set({ is_reported: reported }).where(eq(examSubjects.id, id));
}

/** Writes a fix of the question and bumps its version; returns the new version. */
export async function fixQuestion(tx: DbOrTx, id: number, values: { content?: string; answer?: string | null; level?: number | null }) {
  const [row] = await tx
    .update(questions)
    .set({ ...values, version: sql`${questions.version} + 1`, update_time: new Date() })
    .where(eq(questions.id, id))
    .returning({ version: questions.version });
  return row.version;
}

/** Sets the text of the given choices, creating a choice that does not exist yet. */
export async function upsertChoices(tx: DbOrTx, questionId: number, choices: Array<{ choice_index: number; content: string }>) {
  if (!choices.length) return;
  await tx
    .insert(questionMultiples)
    .values(choices.map((c) => ({ question_id: questionId, choice_index: c.choice_index, content: c.content })))
    .onConflictDoUpdate({ target: [questionMultiples.question_id, questionMultiples.choice_index], set: { content: sql`excluded.content` } });
}

// --- comments ---

export function commentsOf(db: DbOrTx, questionId: number) {
  return db
    .select({ comment: questionComments, user_name: users.name })
    .from(questionComments)
    .leftJoin(users, eq(users.id, questionComments.user_id))
    .where(eq(questionComments.question_id, questionId))
    .orderBy(asc(questionComments.create_time), asc(questionComments.id))
    .then((rows) => rows.map((r) => ({ ...r.comment, create_time: iso(r.comment.create_time), user_name: r.user_name })));
}

export async function findComment(db: DbOrTx, id: number) {
  const [row] = await db.select().from(questionComments).where(eq(questionComments.id, id));
  return row ?? null;
}

export async function insertComment(db: DbOrTx, values: typeof questionComments.$inferInsert) {
  const [row] = await db.insert(questionComments).values(values).returning({ id: questionComments.id });
  return row;
}

export function deleteComment(db: DbOrTx, id: number) {
  return db.delete(questionComments).where(eq(questionComments.id, id));
}
