/**
 * Queries of users and permissions (issue 8, point 2): the user list and the permission page's staff list
 * (filters, sort arrow, paging), one user's record (audit trail, warnings, points, notes, work per month from
 * the exams' audit trail, their exams), and the writes of warnings, points, notes, subjects and the audit trail.
 * users.warning_point and users.point are sums kept by the write that adds a warning or gives points.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { LEVEL } from '../../../src/api/levels';
import type { UserSortKey } from '../../../src/api/staff/users';
import { WORK_EVENTS, WORK_MONTHS, WORK_TIME_ZONE } from '../../../src/features/staff/users/users.rules';
import { shapedPage, ShapedQueries } from '../../shared/shaped-query';
import type { DbOrTx } from '../../core/db';
import { examSubjects, pointLogs, transitionLog, userHistory, userNotes, users, userWarnings } from '../../db/schema';

export type UserRecord = typeof users.$inferSelect;
export type HistoryField = (typeof userHistory.$inferInsert)['field'];

/** The columns of a user as the lists and the detail show them (never the password hash or token version). */
const userColumns = {
  id: users.id,
  realm: users.realm,
  email: users.email,
  name: users.name,
  level: users.level,
  class_type: users.class_type,
  customer_type: users.customer_type,
  alarm: users.alarm,
  warning_point: users.warning_point,
  point: users.point,
  out_at: users.out_at,
  created_at: users.created_at,
};
export type UserListRow = { [K in keyof typeof userColumns]: (typeof users.$inferSelect)[K] };

/** The user list's filters (spec section 2: admin = level, user search = e-mail, name search). */
export interface UserFilter {
  realm?: 'staff' | 'customer';
  /** A level; -1 or absent for all. */
  admin?: number;
  user_search?: string;
  name_search?: string;
  /** Withdrawn accounts are left out unless asked for. */
  include_out?: boolean;
}
export interface Page {
  page: number;
  size: number;
}
export interface UserSort {
  key: UserSortKey;
  descending: boolean;
}

/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(f: UserFilter): SQL | undefined {
  return and(
    f.realm ? eq(users.realm, f.realm) : undefined,
    f.admin !== undefined && f.admin >= 0 ? eq(users.level, f.admin) : undefined,
    f.user_search ? ilike(users.email, contains(f.user_search)) : undefined,
    f.name_search ? ilike(users.name, contains(f.name_search)) : undefined,
    f.include_out ? undefined : isNull(users.out_at),
  );
}

const SORT_COLUMNS: Record<UserSortKey, AnyPgColumn> = {
  id: users.id,
  name: users.name,
  email: users.email,
  level: users.level,
  warning_point: users.warning_point,
  point: users.point,
  create_time: users.created_at,
};
/** A known column in the arrow's direction, ties by id the same way; newest first by default. */
const orderOf = (sort?: UserSort) => {
  if (!sort) return [desc(users.created_at), desc(users.id)];
  const dir = sort.descending ? desc : asc;
  return [dir(SORT_COLUMNS[sort.key]), dir(users.id)];
};

/** One page of users with the total. */
export async function listUsers(db: DbOrTx, filter: UserFilter, page: Page, sort?: UserSort): Promise<{ rows: UserListRow[]; total: number; total_estimated?: true }> {
  const where = whereOf(filter);
  const page_ = await shapedPage(
    userPages,
    db,
    {
      name: 'users',
      where,
      order: orderOf(sort),
      query: (filter_, order) =>
        db
          .select(userColumns)
          .from(users)
          .where(filter_)
          .orderBy(...order)
          .$dynamic(),
      all: (filtered) =>
        db
          .select({ one: sql`1` })
          .from(users)
          .where(filtered),
    },
    page,
  );
  return { rows: page_.data_list, total: page_.total, total_estimated: page_.total_estimated };
}

/** The pages of the user list, prepared once per shape (shared/shaped-query.ts). */
const userPages = new ShapedQueries<UserListRow[]>();

/** Every user under the filters, for the export (at most `limit`). */
export function allUsers(db: DbOrTx, filter: UserFilter, limit: number, sort?: UserSort): Promise<UserListRow[]> {
  return db
    .select(userColumns)
    .from(users)
    .where(whereOf(filter))
    .orderBy(...orderOf(sort))
    .limit(limit);
}

const changer = alias(users, 'changer');

/** The latest level or subject change of each of some users: when, and who made it. */
function latestChanges(db: DbOrTx, userIds: number[]) {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .selectDistinctOn([userHistory.user_id], { user_id: userHistory.user_id, changed_at: userHistory.create_time, changed_by_name: changer.name })
    .from(userHistory)
    .leftJoin(changer, eq(changer.id, userHistory.changed_by))
    .where(and(inArray(userHistory.user_id, userIds), inArray(userHistory.field, ['level', 'class_type'])))
    .orderBy(userHistory.user_id, desc(userHistory.create_time), desc(userHistory.id));
}

/** One page of active staff accounts with their latest level or subject change, for the permission page. */
export async function listPermissions(db: DbOrTx, filter: Omit<UserFilter, 'realm' | 'include_out'>, page: Page, sort?: UserSort) {
  const { rows, ...total } = await listUsers(db, { ...filter, realm: 'staff' }, page, sort);
  const changes = new Map(
    (
      await latestChanges(
        db,
        rows.map((r) => r.id),
      )
    ).map((c) => [c.user_id, c]),
  );
  return { rows: rows.map((r) => ({ ...r, changed_at: changes.get(r.id)?.changed_at ?? null, changed_by_name: changes.get(r.id)?.changed_by_name ?? null })), ...total };
}

/** A user by id, or null. */
export function findUser(db: DbOrTx, id: number): Promise<UserRecord | null> {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0] ?? null);
}

/** A user by id, locked until the transaction ends (changes to one account run one at a time), or null. */
export function lockUser(tx: DbOrTx, id: number): Promise<UserRecord | null> {
  return tx
    .select()
    .from(users)
    .where(eq(users.id, id))
    .for('update')
    .then((rows) => rows[0] ?? null);
}

/**
 * Holds every change that could lower or withdraw a master in line until the transaction ends, on every
 * instance (one PostgreSQL advisory lock on a fixed key): counting the masters and changing one under it is one
 * atomic step, so parallel requests can never leave no master.
 */
export async function lockMasters(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('account:masters'))`);
}

/** Active master accounts (level 10, not withdrawn). */
export function countActiveMasters(tx: DbOrTx): Promise<number> {
  return tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.realm, 'staff'), eq(users.level, LEVEL.master), isNull(users.out_at)))
    .then((rows) => rows[0].n);
}

/** Sets a staff member's subject (class type). */
export async function setClassType(tx: DbOrTx, id: number, classType: number | null): Promise<void> {
  await tx.update(users).set({ class_type: classType, updated_at: new Date() }).where(eq(users.id, id));
}

/** Writes one entry of a user's audit trail. */
export async function insertHistory(tx: DbOrTx, row: { user_id: number; field: HistoryField; from_value: string | null; to_value: string | null; changed_by: number }): Promise<void> {
  await tx.insert(userHistory).values(row);
}

/** Writes a warning and adds its points to the user's sum in the same transaction; returns the warning's id and the new sum. */
export async function addWarning(tx: DbOrTx, row: { user_id: number; warning_point: number; reason: string; given_by: number }) {
  const [{ id }] = await tx.insert(userWarnings).values(row).returning({ id: userWarnings.id });
  const [{ warning_point }] = await tx
    .update(users)
    .set({ warning_point: sql`${users.warning_point} + ${row.warning_point}` })
    .where(eq(users.id, row.user_id))
    .returning({ warning_point: users.warning_point });
  return { id, warning_point };
}

/** Writes an administrator's note; returns its id. */
export function insertNote(tx: DbOrTx, row: { user_id: number; note: string; written_by: number }): Promise<number> {
  return tx
    .insert(userNotes)
    .values(row)
    .returning({ id: userNotes.id })
    .then((rows) => rows[0].id);
}

const giver = alias(users, 'giver');

/** The user's audit trail, newest first, with who made each change. */
export function historyOf(db: DbOrTx, userId: number) {
  return db
    .select({
      id: userHistory.id,
      field: userHistory.field,
      from_value: userHistory.from_value,
      to_value: userHistory.to_value,
      changed_by: userHistory.changed_by,
      changed_by_name: giver.name,
      create_time: userHistory.create_time,
    })
    .from(userHistory)
    .leftJoin(giver, eq(giver.id, userHistory.changed_by))
    .where(eq(userHistory.user_id, userId))
    .orderBy(desc(userHistory.create_time), desc(userHistory.id));
}

/** The user's warnings, newest first, with who gave each. */
export function warningsOf(db: DbOrTx, userId: number) {
  return db
    .select({ id: userWarnings.id, warning_point: userWarnings.warning_point, reason: userWarnings.reason, given_by_name: giver.name, create_time: userWarnings.create_time })
    .from(userWarnings)
    .leftJoin(giver, eq(giver.id, userWarnings.given_by))
    .where(eq(userWarnings.user_id, userId))
    .orderBy(desc(userWarnings.create_time), desc(userWarnings.id));
}

/** The user's point log, newest first, with who gave each. */
export function pointsOf(db: DbOrTx, userId: number) {
  return db
    .select({ id: pointLogs.id, point: pointLogs.point, reason: pointLogs.reason, given_by_name: giver.name, create_time: pointLogs.create_time })
    .from(pointLogs)
    .leftJoin(giver, eq(giver.id, pointLogs.given_by))
    .where(eq(pointLogs.user_id, userId))
    .orderBy(desc(pointLogs.create_time), desc(pointLogs.id));
}

/** The notes on the user, newest first, with who wrote each. */
export function notesOf(db: DbOrTx, userId: number) {
  return db
    .select({ id: userNotes.id, note: userNotes.note, written_by_name: giver.name, create_time: userNotes.create_time })
    .from(userNotes)
    .leftJoin(giver, eq(giver.id, userNotes.written_by))
    .where(eq(userNotes.user_id, userId))
    .orderBy(desc(userNotes.create_time), desc(userNotes.id));
}

const eventList = (events: readonly string[]) =>
  sql.join(
    events.map((e) => sql`${e}`),
    sql`, `,
  );

/**
 * The user's work in each of the last WORK_MONTHS months (this one included, months of WORK_TIME_ZONE, oldest
 * first, months without work as zeros): the exams whose entry they finished or sent for review, whose
 * classification they finished, and that they reviewed, from the exams' audit trail. An exam counts once per
 * kind and month, however many audit rows its event wrote.
 */
export async function workOf(db: DbOrTx, userId: number): Promise<Array<{ month: string; entered: number; classified: number; reviewed: number }>> {
  const firstMonth = sql`(date_trunc('month', now() at time zone ${WORK_TIME_ZONE}) - make_interval(months => ${WORK_MONTHS - 1}))`;
  const kind = (events: readonly string[]) => sql`count(distinct ${transitionLog.entity_id}) filter (where ${transitionLog.event} in (${eventList(events)}))`;
  const result = (await db.execute(sql`
    with months as (
      select to_char(m, 'YYYY-MM') as month
      from generate_series(${firstMonth}, date_trunc('month', now() at time zone ${WORK_TIME_ZONE}), interval '1 month') as m
    ), work as (
      select to_char(${transitionLog.created_at} at time zone ${WORK_TIME_ZONE}, 'YYYY-MM') as month,
        ${kind(WORK_EVENTS.entered)} as entered,
        ${kind(WORK_EVENTS.classified)} as classified,
        ${kind(WORK_EVENTS.reviewed)} as reviewed
      from ${transitionLog}
      where ${transitionLog.entity} = 'exam_subject' and ${transitionLog.user_id} = ${userId}
        and ${transitionLog.created_at} >= ${firstMonth} at time zone ${WORK_TIME_ZONE}
      group by 1
    )
    select months.month, coalesce(work.entered, 0)::int as entered, coalesce(work.classified, 0)::int as classified, coalesce(work.reviewed, 0)::int as reviewed
    from months left join work on work.month = months.month
    order by months.month`)) as unknown as { rows: Array<{ month: string; entered: number; classified: number; reviewed: number }> };
  return result.rows.map((r) => ({ month: r.month, entered: Number(r.entered), classified: Number(r.classified), reviewed: Number(r.reviewed) }));
}

/** The exams the user enters, classifies or reviews (their part, the first that applies), most recently changed first. */
export function examsOf(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({
      id: examSubjects.id,
      name: examSubjects.name,
      year: examSubjects.year,
      state: examSubjects.state,
      admin_check: examSubjects.admin_check,
      excluded_state: examSubjects.excluded_state,
      role: sql<'enter' | 'class' | 'review'>`case when ${examSubjects.user_id} = ${userId} then 'enter' when ${examSubjects.teacher_id} = ${userId} then 'class' else 'review' end`,
      update_time: examSubjects.update_time,
    })
    .from(examSubjects)
    .where(or(eq(examSubjects.user_id, userId), eq(examSubjects.teacher_id, userId), eq(examSubjects.admin_id, userId)))
    .orderBy(desc(examSubjects.update_time), desc(examSubjects.id))
    .limit(limit);
}
