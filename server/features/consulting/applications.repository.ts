/**
 * Queries of consulting applications (consulting_services, consulting_applications, consulting_application_notes),
 * their state history (transition_log), and the student's records an application keeps and its report reads
 * (consulting_choices, consulting_exams, consulting_exam_answers with the questions' categories). Formulas and
 * cut-offs are read through the scores slice's repository (scores.repository.ts), as its engine expects them.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ApplicationSortKey } from '../../../src/features/consulting/applications/applications.rules';
import type { ConsultingApplicationState } from '../../../src/machines/consulting-application.machine';
import { ORDER_STATE } from '../../../src/machines/order.states';
import type { DbOrTx } from '../../core/db';
import {
  orders,
  categories,
  consultingApplicationNotes,
  consultingApplications,
  consultingChoices,
  consultingExamAnswers,
  consultingExams,
  consultingServices,
  questions,
  transitionLog,
  users,
} from '../../db/schema';

export type ApplicationRow = typeof consultingApplications.$inferSelect;
export type ServiceRow = typeof consultingServices.$inferSelect;

/** The audit trail's name of an application (transition_log.entity). */
export const ENTITY = 'consulting_application';

const applicant = alias(users, 'applicant');
const consultant = alias(users, 'consultant');

/** An application with its service's name, the applicant's and consultant's names and its number of notes. */
const applicationColumns = {
  application: consultingApplications,
  service_name: consultingServices.name,
  user_name: applicant.name,
  consultant_name: consultant.name,
  note_count: sql<number>`(select count(*) from ${consultingApplicationNotes} where ${consultingApplicationNotes.application_id} = ${consultingApplications.id})`.mapWith(Number),
  /** The paid order of the application (its number for a refund, its Toss orderId), if any. */
  paid_order: sql<{ id: number; order_id: string; amount: number; refunded_amount: number } | null>`(select json_build_object('id', o.id, 'order_id', o.order_id, 'amount', o.amount, 'refunded_amount', o.refunded_amount) from ${orders} o where o.consulting_application_id = ${consultingApplications.id} and o.state = ${ORDER_STATE.paid.code} order by o.id desc limit 1)`,
};
export interface ApplicationJoined {
  application: ApplicationRow;
  service_name: string;
  user_name: string | null;
  consultant_name: string | null;
  note_count: number;
  paid_order: { id: number; order_id: string; amount: number; refunded_amount: number } | null;
}

const applicationQuery = (db: DbOrTx) =>
  db
    .select(applicationColumns)
    .from(consultingApplications)
    .innerJoin(consultingServices, eq(consultingServices.id, consultingApplications.service_id))
    .leftJoin(applicant, eq(applicant.id, consultingApplications.user_id))
    .leftJoin(consultant, eq(consultant.id, consultingApplications.consultant_id));

// ---- Services ----

/** The active services in their order. */
export function activeServices(db: DbOrTx): Promise<ServiceRow[]> {
  return db.select().from(consultingServices).where(eq(consultingServices.active, true)).orderBy(asc(consultingServices.sort_order), asc(consultingServices.id));
}

/** One service, or null. */
export function findService(db: DbOrTx, id: number): Promise<ServiceRow | null> {
  return db
    .select()
    .from(consultingServices)
    .where(eq(consultingServices.id, id))
    .then((rows) => rows[0] ?? null);
}

// ---- Applications ----

/** The consultants' filters; each absent one does not filter. */
export interface ApplicationFilter {
  state?: ConsultingApplicationState[];
  service_id?: number;
  /** Searches the student's name, the school and the phone. */
  q?: string;
  /** Applied on or after this day / on or before this day (YYYY-MM-DD, Asia/Seoul). */
  from?: string;
  to?: string;
}

const SORT_COLUMNS: Record<ApplicationSortKey, AnyPgColumn> = {
  id: consultingApplications.id,
  student_name: consultingApplications.student_name,
  school_name: consultingApplications.school_name,
  grade: consultingApplications.grade,
  price: consultingApplications.price,
  state: consultingApplications.state,
  create_time: consultingApplications.create_time,
};

/** A day's start in Asia/Seoul as a timestamp. */
const seoulDay = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Asia/Seoul')`;
/** `%text%` with the LIKE wildcards of the text escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filter: ApplicationFilter): SQL | undefined {
  const t = consultingApplications;
  const q = filter.q?.trim();
  return and(
    filter.state?.length ? inArray(t.state, filter.state) : undefined,
    filter.service_id !== undefined ? eq(t.service_id, filter.service_id) : undefined,
    q ? or(ilike(t.student_name, contains(q)), ilike(t.school_name, contains(q)), ilike(t.phone, contains(q))) : undefined,
    filter.from ? gte(t.create_time, seoulDay(filter.from)) : undefined,
    filter.to ? lt(t.create_time, seoulDay(filter.to, 1)) : undefined,
  );
}

/** One page of applications with the total: filtered, sorted by a known column (default newest first), ties by id. */
export async function listApplications(db: DbOrTx, filter: ApplicationFilter, page: { page: number; size: number }, sort?: { key: ApplicationSortKey; descending: boolean }) {
  const where = whereOf(filter);
  const dir = sort?.descending ? desc : asc;
  const order = sort ? [dir(SORT_COLUMNS[sort.key]), dir(consultingApplications.id)] : [desc(consultingApplications.create_time), desc(consultingApplications.id)];
  const [rows, [{ total }]] = await Promise.all([
    applicationQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(page.size)
      .offset((page.page - 1) * page.size),
    db.select({ total: count() }).from(consultingApplications).where(where),
  ]);
  return { rows: rows as ApplicationJoined[], total };
}

/** One application with its names, or null. */
export function findApplication(db: DbOrTx, id: number): Promise<ApplicationJoined | null> {
  return applicationQuery(db)
    .where(eq(consultingApplications.id, id))
    .then((rows) => (rows[0] as ApplicationJoined | undefined) ?? null);
}

/** Locks an application's row until the transaction ends (state changes and report writes run one at a time). */
export function lockApplication(tx: DbOrTx, id: number): Promise<ApplicationRow | null> {
  return tx
    .select()
    .from(consultingApplications)
    .where(eq(consultingApplications.id, id))
    .for('update')
    .then((rows) => rows[0] ?? null);
}

/** An applicant's applications, newest first. */
export function applicationsOf(db: DbOrTx, userId: number): Promise<ApplicationJoined[]> {
  return applicationQuery(db)
    .where(eq(consultingApplications.user_id, userId))
    .orderBy(desc(consultingApplications.create_time), desc(consultingApplications.id))
    .then((rows) => rows as ApplicationJoined[]);
}

/** An applicant's application of a service in one of some states (the open ones), or null. */
export function findOpenApplication(db: DbOrTx, userId: number, serviceId: number, states: ConsultingApplicationState[]) {
  return db
    .select({ id: consultingApplications.id })
    .from(consultingApplications)
    .where(and(eq(consultingApplications.user_id, userId), eq(consultingApplications.service_id, serviceId), inArray(consultingApplications.state, states)))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** Locks the applicant's account row until the transaction ends, so that one applicant's applications are written one at a time. */
export function lockApplicant(tx: DbOrTx, userId: number) {
  return tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Writes a new application; returns its id. */
export function insertApplication(tx: DbOrTx, values: typeof consultingApplications.$inferInsert): Promise<number> {
  return tx
    .insert(consultingApplications)
    .values(values)
    .returning({ id: consultingApplications.id })
    .then((rows) => rows[0].id);
}

/** Changes an application's columns and its update time (its state only through applyTransition's result). */
export function updateApplication(tx: DbOrTx, id: number, values: Partial<typeof consultingApplications.$inferInsert>) {
  return tx
    .update(consultingApplications)
    .set({ ...values, update_time: new Date() })
    .where(eq(consultingApplications.id, id));
}

// ---- Notes and history ----

/** An application's notes, oldest first, with their writers' names. */
export function notesOf(db: DbOrTx, applicationId: number) {
  return db
    .select({ id: consultingApplicationNotes.id, note: consultingApplicationNotes.note, written_by: consultingApplicationNotes.written_by, writer_name: users.name, create_time: consultingApplicationNotes.create_time })
    .from(consultingApplicationNotes)
    .leftJoin(users, eq(users.id, consultingApplicationNotes.written_by))
    .where(eq(consultingApplicationNotes.application_id, applicationId))
    .orderBy(asc(consultingApplicationNotes.create_time), asc(consultingApplicationNotes.id));
}

/** Writes a note; returns its id. */
export function insertNote(tx: DbOrTx, values: typeof consultingApplicationNotes.$inferInsert): Promise<number> {
  return tx
    .insert(consultingApplicationNotes)
    .values(values)
    .returning({ id: consultingApplicationNotes.id })
    .then((rows) => rows[0].id);
}

/** The state history of an application, oldest first, with who made each change. */
export function historyOf(db: DbOrTx, applicationId: number) {
  return db
    .select({ event: transitionLog.event, from_state: transitionLog.from_state, to_state: transitionLog.to_state, reason: transitionLog.reason, user_name: users.name, create_time: transitionLog.created_at })
    .from(transitionLog)
    .leftJoin(users, eq(users.id, transitionLog.user_id))
    .where(and(eq(transitionLog.entity, ENTITY), eq(transitionLog.entity_id, String(applicationId))))
    .orderBy(asc(transitionLog.created_at), asc(transitionLog.id));
}

// ---- The student's records: the snapshot and the report's facts ----

/** A student's chosen majors by 군 (가, 나, 다) in the order chosen. */
export function choicesOf(db: DbOrTx, userId: number) {
  return db
    .select({ gun: consultingChoices.gun, major_id: consultingChoices.major_id, univ_name: consultingChoices.univ_name, major_name: consultingChoices.major_name, region: consultingChoices.region, year: consultingChoices.year })
    .from(consultingChoices)
    .where(eq(consultingChoices.user_id, userId))
    .orderBy(asc(consultingChoices.gun), asc(consultingChoices.create_time), asc(consultingChoices.id));
}

/**
 * A student's mock-exam subjects, the latest first: the newest year, and in it the subject entered last (so the
 * first row is of the sitting the scores slice calls the latest: the newest year, the sitting entered last).
 */
export function scoresOf(db: DbOrTx, userId: number) {
  const e = consultingExams;
  return db
    .select({
      consulting_exam_id: e.id,
      year: e.year,
      test_name: e.test_name,
      subject_area: e.subject_area,
      choice_subject_id: e.choice_subject_id,
      exam_subject_id: e.exam_subject_id,
      raw_score: e.raw_score,
      standard_score: e.standard_score,
      percentile: e.percentile,
      grade: e.grade,
    })
    .from(e)
    .where(eq(e.user_id, userId))
    .orderBy(desc(e.year), desc(e.create_time), asc(e.test_name), asc(e.subject_area), asc(e.id));
}

const chapter = alias(categories, 'chapter');
const typeCategory = alias(categories, 'type_category');

/** The graded answers of some exams, each with its unit: the question's chapter, else its type category. */
export function gradedAnswersOf(db: DbOrTx, examIds: number[]) {
  if (!examIds.length) return Promise.resolve([]);
  const a = consultingExamAnswers;
  return db
    .select({ consulting_exam_id: a.consulting_exam_id, unit: sql<string | null>`coalesce(${chapter.name}, ${typeCategory.name})`, correct: a.correct, points: a.points })
    .from(a)
    .leftJoin(questions, eq(questions.id, a.question_id))
    .leftJoin(chapter, eq(chapter.id, questions.chapter_id))
    .leftJoin(typeCategory, eq(typeCategory.id, questions.category_id))
    .where(inArray(a.consulting_exam_id, examIds))
    .orderBy(asc(a.consulting_exam_id), asc(a.question_index));
}
