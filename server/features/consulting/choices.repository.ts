/**
 * Queries of the chosen lists (consulting_choices), with what the list shows of each major from the majors
 * list, its university and that university's admission group of the major's year. A choice whose major a newer
 * import removed (major_id set null) keeps its own names; the joined details are then null.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AdmissionGroup } from '../../../src/api/consulting/search';
import type { DbOrTx } from '../../core/db';
import { consultingChoices as ch, univMajors as mj, universities as univ, universityAdmissionGroups as groups } from '../../db/schema';

export type ChoiceRow = typeof ch.$inferSelect;

/**
 * Holds one student's list until the transaction ends (a transaction-level advisory lock; on PGlite, one
 * connection, transactions already run one at a time): counting a 군 and adding to it is one atomic step, so
 * parallel toggles never pass the per-군 limit.
 */
export async function lockChoicesOf(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`consulting-choices:${userId}`}))`);
}

/** A major of the majors list with the names a choice keeps, or null. */
export function findMajor(db: DbOrTx, id: number) {
  return db
    .select({ id: mj.id, univ_name: mj.univ_name, major_name: mj.major_name, region: mj.region, year: mj.year })
    .from(mj)
    .where(eq(mj.id, id))
    .then((rows) => rows[0] ?? null);
}

/** One choice by its id, or null. */
export function findChoice(db: DbOrTx, id: number): Promise<ChoiceRow | null> {
  return db
    .select()
    .from(ch)
    .where(eq(ch.id, id))
    .then((rows) => rows[0] ?? null);
}

/** Every choice of a student as (id, gun, major_id), in the order chosen. */
export function choiceKeysOf(db: DbOrTx, userId: number) {
  return db
    .select({ id: ch.id, gun: ch.gun, major_id: ch.major_id })
    .from(ch)
    .where(eq(ch.user_id, userId))
    .orderBy(asc(ch.create_time), asc(ch.id));
}

/** Adds a choice. */
export async function insertChoice(tx: DbOrTx, values: typeof ch.$inferInsert): Promise<void> {
  await tx.insert(ch).values(values);
}

/** Removes a choice. */
export async function deleteChoice(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(ch).where(eq(ch.id, id));
}

/** How many choices each 군 of a student holds. */
export function countsOf(db: DbOrTx, userId: number) {
  return db.select({ gun: ch.gun, n: count() }).from(ch).where(eq(ch.user_id, userId)).groupBy(ch.gun);
}

/** The 군 order of the list: 가, 나, 다. */
const GUN_ORDER = sql`case ${ch.gun} when 'ga' then 1 when 'na' then 2 else 3 end`;

/** The first `limit` choices of a student, 가군 first and each 군 in the order chosen, with the joined details. */
export function listChoices(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({
      id: ch.id,
      gun: ch.gun,
      major_id: ch.major_id,
      univ_name: ch.univ_name,
      major_name: ch.major_name,
      region: ch.region,
      year: ch.year,
      create_time: ch.create_time,
      univ_id: mj.university_id,
      head_major: mj.head_major,
      major_sub_id: mj.major_sub_id,
      member_majors: mj.member_majors,
      address: univ.address,
      homepage: univ.homepage,
      type: sql<AdmissionGroup | null>`${groups.gun}`,
      type_note: groups.note,
    })
    .from(ch)
    .leftJoin(mj, eq(mj.id, ch.major_id))
    .leftJoin(univ, eq(univ.id, mj.university_id))
    .leftJoin(groups, and(eq(groups.university_id, mj.university_id), eq(groups.year, mj.year)))
    .where(eq(ch.user_id, userId))
    .orderBy(GUN_ORDER, asc(ch.create_time), asc(ch.id))
    .limit(limit);
}
