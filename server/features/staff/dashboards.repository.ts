/**
 * The dashboards' queries (issue 8 point 3): counts by state of the exam subjects, work per day and per person
 * from the exam audit trail (transition_log, entity exam_subject), the oldest waiting exams, a person's own
 * exams and warnings. Every number is counted in SQL; days are Korean days (DASHBOARD_TIME_ZONE) and every
 * day of a window is present, zeros included (generate_series).
 */
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ADMIN_CHECK } from '../../../src/machines/admin-check.machine';
import { EXAM_SUBJECT_STATE, EXCLUSION } from '../../../src/machines/exam-subject.machine';
import { entryCodesTagged, EVENT_REGION, type ExamEventType } from '../../../src/machines/exam.machine';
import { COUNTED_EVENTS, DASHBOARD_TIME_ZONE, OWN_LIST_SIZE, WORK_EVENTS } from '../../../src/features/staff/dashboards/dashboards.rules';
import type { DbOrTx } from '../../core/db';
import { examSubjects, transitionLog, userWarnings, users } from '../../db/schema';

/** The audit trail's name of an exam subject (written by server/shared/exam-lifecycle.ts). */
const EXAM_ENTITY = 'exam_subject';
/** How many rows the lists of a dashboard show. */
export const LIST_SIZE = { oldest: 10, people: 20, own: OWN_LIST_SIZE, warnings: 20 } as const;

// ---- Days in Korean time ----

const TZ = sql.raw(`'${DASHBOARD_TIME_ZONE}'`);
/** Today's Korean date. */
export const seoulToday = sql`(now() at time zone ${TZ})::date`;
/** The first Korean date of a window of `days` days ending today. */
export const firstDay = (days: number) => sql`(${seoulToday} - ${days - 1}::int)`;
/** The instant that first day starts (so the audit trail's time index is used). */
const windowStart = (days: number) => sql`(${firstDay(days)}::timestamp at time zone ${TZ})`;
/** Every date of the window, as rows of `day`. */
export const windowDays = (days: number) => sql`select generate_series(${firstDay(days)}::timestamp, ${seoulToday}::timestamp, interval '1 day')::date as day`;

/** Rows of a raw query, on PGlite and node-postgres alike. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
/** Audit rows of some exam events: each event once, the row of the region that owns it. */
const examEvents = (events: readonly ExamEventType[]) =>
  sql`${transitionLog.entity} = ${EXAM_ENTITY} and (${transitionLog.machine}, ${transitionLog.event}) in (${sql.join(
    events.map((e) => sql`(${EVENT_REGION[e]}, ${e})`),
    sql`, `,
  )})`;

const included = eq(examSubjects.excluded_state, EXCLUSION.included);

// ---- Counts by state ----

/** Exams (not excluded) by entry state, of everyone or of the enterer `userId`. */
export function countByEntryState(db: DbOrTx, userId?: number) {
  return db
    .select({ code: examSubjects.state, count: count() })
    .from(examSubjects)
    .where(and(included, userId === undefined ? undefined : eq(examSubjects.user_id, userId)))
    .groupBy(examSubjects.state);
}

/** Exams with the reviewers (entry states tagged reviewed, not excluded) by admin_check. */
export function countByReviewState(db: DbOrTx) {
  return db
    .select({ code: examSubjects.admin_check, count: count() })
    .from(examSubjects)
    .where(and(included, inArray(examSubjects.state, entryCodesTagged('reviewed'))))
    .groupBy(examSubjects.admin_check);
}

/** Exams (not excluded) waiting for a classifier, held by one, and classified. */
export async function countClassification(db: DbOrTx): Promise<{ waiting: number; held: number; done: number }> {
  const classifiable = sql`${examSubjects.state} in (${sql.join(entryCodesTagged('classifiable'), sql`, `)})`;
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${classifiable} and ${examSubjects.teacher_id} is null)`.mapWith(Number),
      held: sql<number>`count(*) filter (where ${classifiable} and ${examSubjects.teacher_id} is not null)`.mapWith(Number),
      done: sql<number>`count(*) filter (where ${examSubjects.state} in (${sql.join(entryCodesTagged('done'), sql`, `)}))`.mapWith(Number),
    })
    .from(examSubjects)
    .where(included);
  return row;
}

// ---- Work from the audit trail ----

export interface DayWorkRow {
  date: string;
  entered: number;
  reviewed: number;
  classified: number;
  returned: number;
}

/**
 * Work per Korean day over the last `days` days, every day present. For the whole team, or for one person:
 * what they entered, reviewed and classified, and what was returned to them (returns of the exams they enter).
 */
export async function workPerDay(db: DbOrTx, days: number, userId?: number): Promise<DayWorkRow[]> {
  const returnedEvent = sql`${transitionLog.event} in (${list(WORK_EVENTS.returned)})`;
  const mine = userId === undefined ? { actor: sql`true`, owner: sql`true` } : { actor: sql`${transitionLog.user_id} = ${userId}`, owner: sql`${examSubjects.user_id} = ${userId}` };
  const counted = (kind: keyof typeof WORK_EVENTS, who: 'actor' | 'owner') => sql`(count(*) filter (where work.${sql.raw(`is_${who}`)} and work.event in (${list(WORK_EVENTS[kind])})))::int`;
  const result = await db.execute(sql`
    with days as (${windowDays(days)}),
    work as (
      select (${transitionLog.created_at} at time zone ${TZ})::date as day, ${transitionLog.event} as event,
             coalesce(${mine.actor}, false) as is_actor, coalesce(${mine.owner}, false) as is_owner
      from ${transitionLog}
      left join ${examSubjects} on ${examSubjects.id}::text = ${transitionLog.entity_id}
      where ${examEvents(COUNTED_EVENTS)} and ${transitionLog.created_at} >= ${windowStart(days)}
        and (${mine.actor} or (${returnedEvent} and ${mine.owner}))
    )
    select to_char(days.day, 'YYYY-MM-DD') as date,
           ${counted('entered', 'actor')} as entered, ${counted('reviewed', 'actor')} as reviewed,
           ${counted('classified', 'actor')} as classified, ${counted('returned', 'owner')} as returned
    from days left join work on work.day = days.day
    group by days.day order by days.day`);
  return rowsOf<DayWorkRow>(result).map((r) => ({ date: r.date, entered: Number(r.entered), reviewed: Number(r.reviewed), classified: Number(r.classified), returned: Number(r.returned) }));
}

/** Work per person over the last `days` days, busiest first. */
export function workPerPerson(db: DbOrTx, days: number) {
  const of = (kind: keyof typeof WORK_EVENTS) => sql<number>`count(*) filter (where ${transitionLog.event} in (${list(WORK_EVENTS[kind])}))`.mapWith(Number);
  return db
    .select({ user_id: users.id, name: users.name, entered: of('entered'), reviewed: of('reviewed'), classified: of('classified') })
    .from(transitionLog)
    .innerJoin(users, eq(users.id, transitionLog.user_id))
    .where(and(examEvents(COUNTED_EVENTS), sql`${transitionLog.created_at} >= ${windowStart(days)}`))
    .groupBy(users.id, users.name)
    .orderBy(desc(count()), asc(users.name))
    .limit(LIST_SIZE.people);
}

// ---- Waiting exams ----

export interface WaitingRow {
  id: number;
  name: string;
  state: number;
  admin_check: number;
  waiting_for: 'review' | 'class' | 'entry';
  user_name: string | null;
  since: string;
}

/**
 * The oldest exams (not excluded) waiting for review (with the reviewers, pending or on hold), for
 * classification (nobody holds them) or for entry (in an entry list), by their last change. An exam waiting
 * for both review and classification is listed for each.
 */
export async function oldestWaiting(db: DbOrTx): Promise<WaitingRow[]> {
  const codes = (values: number[]) => sql.join(values, sql`, `);
  const part = (kind: WaitingRow['waiting_for'], where: SQL) => sql`(
    select ${examSubjects.id} as id, ${examSubjects.name} as name, ${examSubjects.state} as state, ${examSubjects.admin_check} as admin_check,
           ${kind}::text as waiting_for, ${users.name} as user_name, ${examSubjects.update_time} as changed
    from ${examSubjects} left join ${users} on ${users.id} = ${examSubjects.user_id}
    where ${examSubjects.excluded_state} = ${EXCLUSION.included} and ${where}
    order by ${examSubjects.update_time}, ${examSubjects.id} limit ${LIST_SIZE.oldest})`;
  const result = await db.execute(sql`
    select id, name, state, admin_check, waiting_for, user_name,
           to_char(changed at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as since
    from (
      ${part('review', sql`${examSubjects.state} in (${codes(entryCodesTagged('reviewed'))}) and ${examSubjects.admin_check} in (${codes([ADMIN_CHECK.pending.code, ADMIN_CHECK.onHold.code])})`)}
      union all
      ${part('class', sql`${examSubjects.state} in (${codes(entryCodesTagged('classifiable'))}) and ${examSubjects.teacher_id} is null`)}
      union all
      ${part('entry', sql`${examSubjects.state} in (${codes([EXAM_SUBJECT_STATE.waiting.code])})`)}
    ) waiting
    order by changed, id limit ${LIST_SIZE.oldest}`);
  return rowsOf<WaitingRow>(result).map((r) => ({ ...r, id: Number(r.id), state: Number(r.state), admin_check: Number(r.admin_check) }));
}

// ---- One person's exams and warnings ----

const ownColumns = {
  id: examSubjects.id,
  name: examSubjects.name,
  state: examSubjects.state,
  admin_check: examSubjects.admin_check,
  update_time: examSubjects.update_time,
  return_count: examSubjects.return_count,
};

/** Returned to its writer and not sent again: the writer enters it (editable) after a return (as examBadges reads it). */
const returnedToWriter = sql`(${examSubjects.state} in (${sql.join(entryCodesTagged('editable'), sql`, `)}) and ${examSubjects.return_count} > 0)`;

/** The enterer's exams returned to them and not yet sent again, newest change first. */
export function returnedExamsOf(db: DbOrTx, userId: number) {
  return db
    .select(ownColumns)
    .from(examSubjects)
    .where(and(included, eq(examSubjects.user_id, userId), returnedToWriter))
    .orderBy(desc(examSubjects.update_time), desc(examSubjects.id))
    .limit(LIST_SIZE.own);
}

/** The enterer's exams being entered or waiting in an entry list (returned ones are listed apart), newest change first. */
export function inProgressExamsOf(db: DbOrTx, userId: number) {
  const codes = [...new Set([...entryCodesTagged('withWriter'), EXAM_SUBJECT_STATE.waiting.code])];
  return db
    .select(ownColumns)
    .from(examSubjects)
    .where(and(included, eq(examSubjects.user_id, userId), inArray(examSubjects.state, codes), sql`not ${returnedToWriter}`))
    .orderBy(desc(examSubjects.update_time), desc(examSubjects.id))
    .limit(LIST_SIZE.own);
}

/** The exams a classifier holds (classifiable, taken by them), oldest change first. */
export function heldForClassOf(db: DbOrTx, userId: number) {
  return db
    .select(ownColumns)
    .from(examSubjects)
    .where(and(included, eq(examSubjects.teacher_id, userId), inArray(examSubjects.state, entryCodesTagged('classifiable'))))
    .orderBy(asc(examSubjects.update_time), asc(examSubjects.id))
    .limit(LIST_SIZE.own);
}

/** Exams waiting for a classifier by subject (not excluded, nobody holds them). */
export function classWaitingBySubject(db: DbOrTx) {
  return db
    .select({ subject_type_id: examSubjects.subject_type_id, count: count() })
    .from(examSubjects)
    .where(and(included, isNull(examSubjects.teacher_id), inArray(examSubjects.state, entryCodesTagged('classifiable'))))
    .groupBy(examSubjects.subject_type_id)
    .orderBy(desc(count()), asc(examSubjects.subject_type_id));
}

/** A person's name, subject (class type) and warning points. */
export function personOf(db: DbOrTx, userId: number) {
  return db
    .select({ name: users.name, class_type: users.class_type, warning_point: users.warning_point })
    .from(users)
    .where(eq(users.id, userId))
    .then((rows) => rows[0] ?? null);
}

/** The warnings a person received, newest first. */
export function warningsOf(db: DbOrTx, userId: number) {
  return db
    .select({ id: userWarnings.id, warning_point: userWarnings.warning_point, reason: userWarnings.reason, create_time: userWarnings.create_time })
    .from(userWarnings)
    .where(eq(userWarnings.user_id, userId))
    .orderBy(desc(userWarnings.create_time), desc(userWarnings.id))
    .limit(LIST_SIZE.warnings);
}

/** Exams waiting for a classifier (not excluded, nobody holds them), in one subject or in all (null). */
export function classWaitingCount(db: DbOrTx, subject: number | null): Promise<number> {
  return db
    .select({ count: count() })
    .from(examSubjects)
    .where(and(included, isNull(examSubjects.teacher_id), inArray(examSubjects.state, entryCodesTagged('classifiable')), subject === null ? undefined : eq(examSubjects.subject_type_id, subject)))
    .then((rows) => rows[0].count);
}
