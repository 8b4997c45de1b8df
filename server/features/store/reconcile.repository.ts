/** Queries of the reconciliation: the orders of a Korean day to look up at Toss, and the runs (reconciliations). */
import { and, asc, count, desc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Mismatch } from '../../../src/api/store/admin-payments';
import type { DbOrTx } from '../../core/db';
import { orders, reconciliations, users } from '../../db/schema';
import { seoulDay } from './admin-payments.repository';

/** Orders created on a Korean calendar day in some states, oldest first. */
export function ordersOfDay(db: DbOrTx, day: string, states: number[]) {
  return db
    .select()
    .from(orders)
    .where(and(inArray(orders.state, states), gte(orders.create_time, seoulDay(day)), lt(orders.create_time, seoulDay(day, 1))))
    .orderBy(asc(orders.create_time), asc(orders.id));
}

/** Writes a run; returns its id. */
export const insertRun = (db: DbOrTx, values: { day: string; checked: number; mismatches: Mismatch[]; user_id: number | null }) =>
  db
    .insert(reconciliations)
    .values(values)
    .returning({ id: reconciliations.id })
    .then((rows) => rows[0].id);

const runQuery = (db: DbOrTx) => db.select({ run: reconciliations, user_name: users.name }).from(reconciliations).leftJoin(users, eq(users.id, reconciliations.user_id));
export type RunJoined = { run: typeof reconciliations.$inferSelect; user_name: string | null };

/** One page of runs, newest first (of one day when given). */
export async function listRuns(db: DbOrTx, day: string | undefined, page: { page: number; size: number }) {
  const where = day ? eq(reconciliations.day, day) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    runQuery(db)
      .where(where)
      .orderBy(desc(reconciliations.create_time), desc(reconciliations.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size),
    db.select({ total: count() }).from(reconciliations).where(where),
  ]);
  return { rows: rows as RunJoined[], total };
}

/** One run, or null. */
export const findRun = (db: DbOrTx, id: number): Promise<RunJoined | null> =>
  runQuery(db)
    .where(eq(reconciliations.id, id))
    .then((rows) => (rows[0] as RunJoined | undefined) ?? null);

/** Whether the daily timer already ran for a day (its runs have no user). */
export const hasAutomaticRun = (db: DbOrTx, day: string): Promise<boolean> =>
  db
    .select({ id: reconciliations.id })
    .from(reconciliations)
    .where(and(eq(reconciliations.day, day), isNull(reconciliations.user_id)))
    .limit(1)
    .then((rows) => rows.length > 0);
