/**
 * Queries of pay (issue 8 point 4): the exams whose audit trail has an approval or a finished classification
 * in a time window, with their prices, states and the trail rows the pay rule reads
 * (src/features/staff/pay.rules.ts); recorded work days; the staff accounts the pay table lists.
 */
import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { APPROVAL, CLASS_DONE_EVENT, ENTRY_HANDOVER_EVENTS, type PayExam } from '../../../src/features/staff/pay.rules';
import { LEVEL } from '../../../src/api/levels';
import type { DbOrTx } from '../../core/db';
import { examSubjects, transitionLog, users, workDays } from '../../db/schema';

/** The audit trail's name of an exam subject. */
const EXAM_ENTITY = 'exam_subject';
const isApproval = and(eq(transitionLog.machine, APPROVAL.machine), eq(transitionLog.to_state, APPROVAL.to_state));
const isClassDone = eq(transitionLog.event, CLASS_DONE_EVENT);
const isHandover = inArray(transitionLog.event, [...ENTRY_HANDOVER_EVENTS]);

/**
 * The exams with an approval or a finished classification between `start` and `end`, each with its prices,
 * states and the trail rows of those kinds (all of them: the rule takes the latest). A line of an exam always
 * falls at one of these two kinds of rows, so no exam earning in the window is missed.
 */
export async function examsEarningBetween(db: DbOrTx, start: Date, end: Date): Promise<PayExam[]> {
  const ids = db
    .selectDistinct({ id: sql<number>`${transitionLog.entity_id}::int` })
    .from(transitionLog)
    .where(and(eq(transitionLog.entity, EXAM_ENTITY), gte(transitionLog.created_at, start), lt(transitionLog.created_at, end), or(isApproval, isClassDone)));
  const exams = await db
    .select({
      id: examSubjects.id,
      name: examSubjects.name,
      enter_price: examSubjects.enter_price,
      class_price: examSubjects.class_price,
      state: examSubjects.state,
      admin_check: examSubjects.admin_check,
      excluded_state: examSubjects.excluded_state,
      user_id: examSubjects.user_id,
    })
    .from(examSubjects)
    .where(inArray(examSubjects.id, ids));
  if (!exams.length) return [];
  const log = await db
    .select({ entity_id: transitionLog.entity_id, machine: transitionLog.machine, event: transitionLog.event, to_state: transitionLog.to_state, user_id: transitionLog.user_id, created_at: transitionLog.created_at })
    .from(transitionLog)
    .where(and(eq(transitionLog.entity, EXAM_ENTITY), inArray(transitionLog.entity_id, exams.map((e) => String(e.id))), or(isApproval, isClassDone, isHandover)))
    .orderBy(asc(transitionLog.id));
  const byExam = new Map<string, PayExam['log'][number][]>();
  for (const r of log) byExam.set(r.entity_id, [...(byExam.get(r.entity_id) ?? []), r]);
  return exams.map((e) => ({ ...e, log: byExam.get(String(e.id)) ?? [] }));
}

/** A staff account as the pay table shows it. */
export interface PayPerson {
  id: number;
  name: string;
  email: string;
  level: number;
}

/** Active staff accounts that can do paid work (level 1 and up), and any others named (e.g. paid, then withdrawn). */
export async function payPeople(db: DbOrTx, alsoIds: number[]): Promise<PayPerson[]> {
  const working = and(eq(users.realm, 'staff'), isNull(users.out_at), gte(users.level, LEVEL.aiReview));
  return db
    .select({ id: users.id, name: users.name, email: users.email, level: users.level })
    .from(users)
    .where(alsoIds.length ? or(working, inArray(users.id, alsoIds)) : working)
    .orderBy(asc(users.name), asc(users.id));
}

/** One account by id (for a pay or work-day request naming a person). */
export async function findPerson(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: users.id, name: users.name, email: users.email, level: users.level, realm: users.realm, out_at: users.out_at }).from(users).where(eq(users.id, id));
  return row;
}

/** Recorded work days between two dates (inclusive start, exclusive end), optionally of one person. */
export function workDaysBetween(db: DbOrTx, from: string, to: string, userId?: number) {
  return db
    .select({ user_id: workDays.user_id, date: workDays.date, minutes: workDays.minutes, memo: workDays.memo })
    .from(workDays)
    .where(and(gte(workDays.date, from), lt(workDays.date, to), userId === undefined ? undefined : eq(workDays.user_id, userId)))
    .orderBy(asc(workDays.date));
}

/** Records (or, with 0 minutes, removes) a person's day. */
export async function writeWorkDay(db: DbOrTx, row: { user_id: number; date: string; minutes: number; memo: string; recorded_by: number }) {
  if (row.minutes === 0) {
    await db.delete(workDays).where(and(eq(workDays.user_id, row.user_id), eq(workDays.date, row.date)));
    return;
  }
  await db
    .insert(workDays)
    .values(row)
    .onConflictDoUpdate({ target: [workDays.user_id, workDays.date], set: { minutes: row.minutes, memo: row.memo, recorded_by: row.recorded_by, update_time: sql`now()` } });
}
