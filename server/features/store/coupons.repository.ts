/** Coupon queries of the payment flow (coupons table); each takes the database or a transaction. */
import { eq } from 'drizzle-orm';
import { coupons } from '../../db/schema';
import type { DbOrTx } from '../../core/db';

export type CouponRow = typeof coupons.$inferSelect;

/** A coupon by its number ("12") or its code ("WELCOME10"); `lock` holds its row until the transaction ends. */
export async function findCoupon(db: DbOrTx, ref: string | number, lock = false): Promise<CouponRow | undefined> {
  const byId = typeof ref === 'number' || /^\d{1,9}$/.test(ref);
  const where = byId ? eq(coupons.id, Number(ref)) : eq(coupons.code, ref);
  const q = db.select().from(coupons).where(where);
  const [row] = lock ? await q.for('update') : await q;
  if (row || !byId || typeof ref === 'number') return row;
  // A code made of digits only.
  const [byCode] = lock ? await db.select().from(coupons).where(eq(coupons.code, ref)).for('update') : await db.select().from(coupons).where(eq(coupons.code, ref));
  return byCode;
}

/** Records a coupon as spent (the caller holds its row lock and checked it was not). */
export async function markUsed(tx: DbOrTx, id: number, use: { used_user_id: number | null; used_order_id: number; used_time: Date }): Promise<void> {
  await tx.update(coupons).set(use).where(eq(coupons.id, id));
}
