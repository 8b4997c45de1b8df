/** Unlimited-pass queries (unlimited_passes); each takes the database or a transaction. */
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { unlimitedPasses } from '../../db/schema';
import type { DbOrTx } from '../../core/db';

export type PassRow = typeof unlimitedPasses.$inferSelect;

/** A user's pass; `lock` holds its row until the transaction ends. */
export async function passOf(db: DbOrTx, userId: number, lock = false): Promise<PassRow | undefined> {
  const q = db.select().from(unlimitedPasses).where(eq(unlimitedPasses.user_id, userId));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** Creates a user's pass row if there is none (concurrent callers: one insert wins, the other finds it). */
export async function ensurePass(tx: DbOrTx, userId: number, customerKey: string): Promise<void> {
  await tx.insert(unlimitedPasses).values({ user_id: userId, customer_key: customerKey }).onConflictDoNothing();
}

/** Changes a pass. */
export async function updatePass(tx: DbOrTx, id: number, values: Partial<typeof unlimitedPasses.$inferInsert>): Promise<void> {
  await tx.update(unlimitedPasses).set({ ...values, update_time: new Date() }).where(eq(unlimitedPasses.id, id));
}

/** Passes to renew: renewing, with a card, and ended by `now` (oldest first). */
export function duePasses(db: DbOrTx, now: Date, limit = 100): Promise<PassRow[]> {
  return db
    .select()
    .from(unlimitedPasses)
    .where(and(eq(unlimitedPasses.auto_renew, true), isNotNull(unlimitedPasses.billing_key), lte(unlimitedPasses.valid_until, now)))
    .orderBy(asc(unlimitedPasses.valid_until))
    .limit(limit);
}
