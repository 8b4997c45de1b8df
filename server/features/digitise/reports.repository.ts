/** Queries of split-error reports (divide_error_reports) and question visits (question_visits). */
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SORT } from '../../../src/api/codes';
import { ISSUE_STATUS } from '../../../src/machines/error-report.machine';
import { divideErrorReports, examSubjects, questions, questionVisits, users } from '../../db/schema/index';
import type { DbOrTx } from '../../core/db';
import { iso } from '../../core/iso-time';

export type SplitReportRow = typeof divideErrorReports.$inferSelect;

const reporter = alias(users, 'reporter');
const solver = alias(users, 'solver');
const OPEN = ISSUE_STATUS.open.code;

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const first = <T>(rows: T[]): T | null => rows[0] ?? null;

// --- exam subjects and questions ---

/** The exam subject, locked for the caller's transaction when `lock` is set. */
export function findExamSubject(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(examSubjects).where(eq(examSubjects.id, id));
  return (lock ? query.for('update') : query).then(first);
}

/** A question of an exam subject by its id or its question_index, locked (reports on it are serialised on this row). */
export function lockQuestion(tx: DbOrTx, where: { id: number } | { exam_subject_id: number; question_index: number }) {
  const cond = 'id' in where ? eq(questions.id, where.id) : and(eq(questions.exam_subject_id, where.exam_subject_id), eq(questions.question_index, where.question_index));
  return tx.select().from(questions).where(cond).for('update').then(first);
}

export function findQuestion(db: DbOrTx, id: number) {
  return db.select().from(questions).where(eq(questions.id, id)).then(first);
}

/** Sets or clears the question's "has an open split-error report" flag. */
export async function setDivideReported(tx: DbOrTx, questionId: number, reported: boolean) {
  await tx.update(questions).set({ divide_error_reported: reported }).where(eq(questions.id, questionId));
}

// --- reports ---

/** Exams the user is assigned to (enterer, reviewer or classifier), or reports the user made. */
export const ownReports = (uid: number): SQL => or(eq(examSubjects.user_id, uid), eq(examSubjects.admin_id, uid), eq(examSubjects.teacher_id, uid), eq(divideErrorReports.user_id, uid))!;

/** The question's number and section as printed, from its first question box (H3's divided_images). */
const boxOf = (column: 'number' | 'section') =>
  sql<string | null>`(select d.${sql.identifier(column)} from divided_images d where d.question_id = ${divideErrorReports.question_id} and d.kind = 'question' order by d.part, d.id limit 1)`;

const reportColumns = {
  report: divideErrorReports,
  exam_subject_name: examSubjects.name,
  user_name: reporter.name,
  solver_name: solver.name,
  number: boxOf('number'),
  section: boxOf('section'),
  exam_access: { user_id: examSubjects.user_id, admin_id: examSubjects.admin_id, teacher_id: examSubjects.teacher_id, state: examSubjects.state, excluded_state: examSubjects.excluded_state },
};
type ReportJoined = {
  report: SplitReportRow;
  exam_subject_name: string;
  user_name: string | null;
  solver_name: string | null;
  number: string | null;
  section: string | null;
  exam_access: { user_id: number | null; admin_id: number | null; teacher_id: number | null; state: number; excluded_state: number };
};

function reportQuery(db: DbOrTx) {
  return db
    .select(reportColumns)
    .from(divideErrorReports)
    .innerJoin(examSubjects, eq(examSubjects.id, divideErrorReports.exam_subject_id))
    .leftJoin(reporter, eq(reporter.id, divideErrorReports.user_id))
    .leftJoin(solver, eq(solver.id, divideErrorReports.solver_id));
}

/** The wire shape of a report row. */
export function presentReport(r: ReportJoined) {
  const { id, create_time, solve_time, ...rest } = r.report;
  return {
    ...rest,
    error_id: id,
    exam_subject_name: r.exam_subject_name,
    number: r.number,
    section: r.section,
    user_name: r.user_name,
    solver_name: r.solver_name,
    exam_access: r.exam_access,
    solve_time: solve_time ? iso(solve_time) : null,
    create_time: iso(create_time),
  };
}

/** The start of a day in Korean time (a bare date), or the given instant. */
const dayStart = (text: string, plusDays = 0) => {
  if (text.length > 10) return new Date(text);
  const d = new Date(`${text}T00:00:00+09:00`);
  d.setUTCDate(d.getUTCDate() + plusDays);
  return d;
};

export interface ReportFilter {
  exam_subject_id?: number;
  question_index?: number;
  issue_status?: number;
  name_search?: string;
  date_from?: string;
  date_to?: string;
  page: number;
  size: number;
  sort_key?: 'create_time' | 'exam_subject_name' | 'question_index' | 'issue_status';
  sort?: 1 | 2;
}

const SORT_COLUMNS = {
  create_time: divideErrorReports.create_time,
  exam_subject_name: examSubjects.name,
  question_index: divideErrorReports.question_index,
  issue_status: divideErrorReports.issue_status,
} as const;

/** One page of reports matching the filter within the caller's scope; newest first unless sorted. */
export async function listReports(db: DbOrTx, f: ReportFilter, scope: SQL[]) {
  const where = and(
    ...scope,
    f.exam_subject_id === undefined ? undefined : eq(divideErrorReports.exam_subject_id, f.exam_subject_id),
    f.question_index === undefined ? undefined : eq(divideErrorReports.question_index, f.question_index),
    f.issue_status === undefined ? undefined : eq(divideErrorReports.issue_status, f.issue_status),
    f.name_search ? ilike(examSubjects.name, like(f.name_search)) : undefined,
    f.date_from ? gte(divideErrorReports.create_time, dayStart(f.date_from)) : undefined,
    f.date_to ? (f.date_to.length > 10 ? sql`${divideErrorReports.create_time} <= ${dayStart(f.date_to)}` : lt(divideErrorReports.create_time, dayStart(f.date_to, 1))) : undefined,
  );
  const column = SORT_COLUMNS[f.sort_key ?? 'create_time'];
  const direction = (f.sort ?? SORT.desc) === SORT.asc ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    reportQuery(db)
      .where(where)
      .orderBy(direction(column), desc(divideErrorReports.id))
      .limit(f.size)
      .offset((f.page - 1) * f.size),
    db.select({ total: count() }).from(divideErrorReports).innerJoin(examSubjects, eq(examSubjects.id, divideErrorReports.exam_subject_id)).where(where),
  ]);
  return { rows, total };
}

/** Locks a report for a transition. */
export function lockReport(tx: DbOrTx, id: number) {
  return tx.select().from(divideErrorReports).where(eq(divideErrorReports.id, id)).for('update').then(first);
}

export async function insertReport(tx: DbOrTx, values: typeof divideErrorReports.$inferInsert) {
  const [row] = await tx.insert(divideErrorReports).values(values).returning({ id: divideErrorReports.id });
  return row.id;
}

/** The user's open report on the question, if any. */
export function openReportBy(db: DbOrTx, questionId: number, userId: number) {
  return db
    .select({ id: divideErrorReports.id })
    .from(divideErrorReports)
    .where(and(eq(divideErrorReports.question_id, questionId), eq(divideErrorReports.user_id, userId), eq(divideErrorReports.issue_status, OPEN)))
    .limit(1)
    .then((rows) => rows[0]?.id ?? null);
}

/** Writes a report's new issue_status and who closed it, when. */
export async function closeReport(tx: DbOrTx, id: number, issueStatus: number, solverId: number) {
  await tx.update(divideErrorReports).set({ issue_status: issueStatus, solver_id: solverId, solve_time: new Date() }).where(eq(divideErrorReports.id, id));
}

/** Number of open reports on a question. */
export async function openCountOnQuestion(db: DbOrTx, questionId: number) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(divideErrorReports)
    .where(and(eq(divideErrorReports.question_id, questionId), eq(divideErrorReports.issue_status, OPEN)));
  return n;
}

// --- visits ---

/** Records (or refreshes) the user's visit of a question with one visited_type. */
export async function upsertVisit(tx: DbOrTx, questionId: number, userId: number, visitedType: number) {
  const now = new Date();
  const [row] = await tx
    .insert(questionVisits)
    .values({ question_id: questionId, user_id: userId, visited_type: visitedType, visit_time: now })
    .onConflictDoUpdate({ target: [questionVisits.question_id, questionVisits.user_id, questionVisits.visited_type], set: { visit_time: now } })
    .returning();
  return row;
}

/** Sets the question's review flag for the visited type (visit_q for the question, visit_a for the answer). */
export async function setVisitFlag(tx: DbOrTx, questionId: number, flag: 'visit_q' | 'visit_a') {
  await tx
    .update(questions)
    .set(flag === 'visit_q' ? { visit_q: true } : { visit_a: true })
    .where(eq(questions.id, questionId));
}

/** Every question of an exam subject in order, with the visited types the user has recorded on each. */
export async function visitsOf(db: DbOrTx, examSubjectId: number, userId: number) {
  const rows = await db
    .select({
      question_id: questions.id,
      question_index: questions.question_index,
      visited_type: questionVisits.visited_type,
      visit_time: questionVisits.visit_time,
    })
    .from(questions)
    .leftJoin(questionVisits, and(eq(questionVisits.question_id, questions.id), eq(questionVisits.user_id, userId)))
    .where(eq(questions.exam_subject_id, examSubjectId))
    .orderBy(asc(questions.question_index), asc(questionVisits.visited_type));
  const byQuestion = new Map<number, { question_id: number; question_index: number; visited_types: number[]; last_visit_time: string | null }>();
  for (const r of rows) {
    const entry = byQuestion.get(r.question_id) ?? { question_id: r.question_id, question_index: r.question_index, visited_types: [], last_visit_time: null };
    if (r.visited_type !== null) entry.visited_types.push(r.visited_type);
    if (r.visit_time) {
      const t = iso(r.visit_time);
      if (!entry.last_visit_time || t > entry.last_visit_time) entry.last_visit_time = t;
    }
    byQuestion.set(r.question_id, entry);
  }
  return [...byQuestion.values()];
}
