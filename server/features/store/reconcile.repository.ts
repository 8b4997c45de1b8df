/** Queries of the reconciliation: the orders of a Korean day to look up at Toss, the runs (reconciliations) and their resolutions. */
import { and, asc, count, desc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { StoredMismatch } from '../../../src/api/store/admin-payments';
import type { DbOrTx } from '../../core/db';
import { orders, reconcileResolutions, reconciliations, users } from '../../db/schema';
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
export const insertRun = (db: DbOrTx, values: { day: string; checked: number; mismatches: StoredMismatch[]; user_id: number | null }) =>
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

/** Locks a run's row until the transaction ends (two resolutions of one run are written one at a time). */
export const lockRun = (tx: DbOrTx, id: number) =>
  tx
    .select()
    .from(reconciliations)
    .where(eq(reconciliations.id, id))
    .for('update')
    .then((rows) => rows[0] ?? null);

export type ResolutionJoined = { resolution: typeof reconcileResolutions.$inferSelect; user_name: string | null };

/** The resolutions of some runs, with who wrote each. */
export const resolutionsOf = (db: DbOrTx, runIds: number[]): Promise<ResolutionJoined[]> =>
  runIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ resolution: reconcileResolutions, user_name: users.name })
        .from(reconcileResolutions)
        .leftJoin(users, eq(users.id, reconcileResolutions.user_id))
        .where(inArray(reconcileResolutions.reconciliation_id, runIds));

/** The resolution of one mismatch (run and order), or null. */
export const findResolution = (db: DbOrTx, runId: number, orderId: number) =>
  db
    .select()
    .from(reconcileResolutions)
    .where(and(eq(reconcileResolutions.reconciliation_id, runId), eq(reconcileResolutions.order_id, orderId)))
    .then((rows) => rows[0] ?? null);

/** Writes a resolution (the audit row of the resolve call). */
export const insertResolution = (tx: DbOrTx, values: typeof reconcileResolutions.$inferInsert) => tx.insert(reconcileResolutions).values(values);
