/** Coupon queries of the payment flow (coupons, coupon_uses); each takes the database or a transaction. */
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { couponUses, coupons } from '../../db/schema';
import type { DbOrTx } from '../../core/db';
import type { CouponUseCount } from '../../../src/features/store/payment/payment.rules';

export type CouponRow = typeof coupons.$inferSelect;

/** A coupon by its (normalized) code; `lock` holds its row until the transaction ends. Never by id: ids can be walked. */
export async function findCouponByCode(db: DbOrTx, code: string, lock = false): Promise<CouponRow | undefined> {
  const q = db.select().from(coupons).where(eq(coupons.code, code));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** A coupon by its id (an order's own coupon, an administrator's action); `lock` holds its row. */
export async function findCouponById(db: DbOrTx, id: number, lock = false): Promise<CouponRow | undefined> {
  const q = db.select().from(coupons).where(eq(coupons.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** How often a coupon was used, in all and by one customer, leaving out one order (the one being paid). */
export async function useCount(db: DbOrTx, couponId: number, userId: number, exceptOrder?: number): Promise<CouponUseCount> {
  const where = exceptOrder === undefined ? eq(couponUses.coupon_id, couponId) : and(eq(couponUses.coupon_id, couponId), ne(couponUses.order_id, exceptOrder));
  const [row] = await db
    .select({ total: count(), byCustomer: sql<number>`count(*) filter (where ${couponUses.user_id} = ${userId})`.mapWith(Number) })
    .from(couponUses)
    .where(where);
  return { total: Number(row?.total ?? 0), byCustomer: Number(row?.byCustomer ?? 0) };
}
