/**
 * Queries of the customer's money calls (refund_requests, and the caller's coupons from coupons and coupon_uses);
 * each takes the database or a transaction.
 */
import { and, count, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../core/db';
import { consultingApplications, couponUses, coupons, orders, products, refundRequests, users } from '../../db/schema';

export type RefundRequestRow = typeof refundRequests.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

/** Entity name of refund requests in the audit trail (transition_log.entity). */
export const REFUND_REQUEST_ENTITY = 'refund_request';

/** A request by id; `lock` holds its row until the transaction ends (one decision at a time). */
export async function findRequest(db: DbOrTx, id: number, lock = false): Promise<RefundRequestRow | undefined> {
  const q = db.select().from(refundRequests).where(eq(refundRequests.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** An order by its id (orders.id). */
export async function orderById(db: DbOrTx, id: number): Promise<typeof orders.$inferSelect | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The order's request in a state (the open one: at most one, by the partial unique index). */
export async function requestOfOrder(db: DbOrTx, orderId: number, state: string): Promise<RefundRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(refundRequests)
    .where(and(eq(refundRequests.order_id, orderId), eq(refundRequests.state, state)));
  return row;
}

/** Inserts a request; returns its row. */
export async function insertRequest(tx: DbOrTx, values: typeof refundRequests.$inferInsert): Promise<RefundRequestRow> {
  const [row] = await tx.insert(refundRequests).values(values).returning();
  return row;
}

/** Writes a decision (state, answer, who, when). */
export async function decideRequest(tx: DbOrTx, id: number, values: Pick<typeof refundRequests.$inferInsert, 'state' | 'answer' | 'decided_by' | 'decided_time'>): Promise<void> {
  await tx.update(refundRequests).set(values).where(eq(refundRequests.id, id));
}

/** A consulting application's state (null: none). */
export async function applicationState(db: DbOrTx, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ state: consultingApplications.state }).from(consultingApplications).where(eq(consultingApplications.id, id));
  return row?.state ?? null;
}

/** A customer's requests with their order's Toss orderId, newest first. */
export function requestsOfUser(db: DbOrTx, userId: number) {
  return db
    .select({ request: refundRequests, orderId: orders.order_id })
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.order_id))
    .where(eq(orders.user_id, userId))
    .orderBy(desc(refundRequests.create_time), desc(refundRequests.id));
}

/** The consulting applications a customer's orders pay for, with their states. */
export function applicationsOfUserOrders(db: DbOrTx, userId: number) {
  return db
    .selectDistinct({ consulting_application_id: consultingApplications.id, state: consultingApplications.state })
    .from(orders)
    .innerJoin(consultingApplications, eq(consultingApplications.id, orders.consulting_application_id))
    .where(and(eq(orders.user_id, userId), isNotNull(orders.consulting_application_id)));
}

const buyer = alias(users, 'buyer');
const decider = alias(users, 'decider');

/** A request with its order, product kind, buyer, decider and the application's state, as the administrators' list reads it. */
const adminColumns = {
  request: refundRequests,
  order: orders,
  kind: products.kind,
  user_name: buyer.name,
  user_email: buyer.email,
  decided_by_name: decider.name,
  application_state: consultingApplications.state,
};
export interface AdminRequestJoined {
  request: RefundRequestRow;
  order: typeof orders.$inferSelect;
  kind: string | null;
  user_name: string | null;
  user_email: string | null;
  decided_by_name: string | null;
  application_state: string | null;
}

const joined = <T extends Record<string, unknown>>(db: DbOrTx, columns: T) =>
  db
    .select(columns as never)
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.order_id))
    .leftJoin(products, eq(products.id, orders.product_id))
    .leftJoin(buyer, eq(buyer.id, refundRequests.user_id))
    .leftJoin(decider, eq(decider.id, refundRequests.decided_by))
    .leftJoin(consultingApplications, eq(consultingApplications.id, orders.consulting_application_id));

/** One page of requests (one state, or all), newest first, and how many match. */
export async function listRequests(db: DbOrTx, filter: { state?: string }, page: { page: number; size: number }) {
  const where: SQL | undefined = filter.state ? eq(refundRequests.state, filter.state) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    joined(db, adminColumns)
      .where(where)
      .orderBy(desc(refundRequests.create_time), desc(refundRequests.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size) as unknown as Promise<AdminRequestJoined[]>,
    db.select({ total: count() }).from(refundRequests).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** One request as the administrators' list shows it. */
export async function findAdminRequest(db: DbOrTx, id: number): Promise<AdminRequestJoined | undefined> {
  const rows = (await joined(db, adminColumns).where(eq(refundRequests.id, id))) as unknown as AdminRequestJoined[];
  return rows[0];
}

/** The coupons issued to one customer ('single', user_id = theirs), newest first, with their use by that customer if any. */
export function issuedCoupons(db: DbOrTx, userId: number) {
  return db
    .select({ coupon: coupons, used_time: couponUses.used_time })
    .from(coupons)
    .leftJoin(couponUses, and(eq(couponUses.coupon_id, coupons.id), eq(couponUses.user_id, userId)))
    .where(and(eq(coupons.kind, 'single'), eq(coupons.user_id, userId)))
    .orderBy(desc(coupons.create_time), desc(coupons.id));
}

/** Every use of a coupon by one customer (any kind), newest first, with the order it was spent on. */
export function couponUsesOf(db: DbOrTx, userId: number) {
  return db
    .select({ coupon: coupons, used_time: couponUses.used_time, orderId: orders.order_id, order_name: orders.order_name, discount_amount: orders.discount_amount })
    .from(couponUses)
    .innerJoin(coupons, eq(coupons.id, couponUses.coupon_id))
    .innerJoin(orders, eq(orders.id, couponUses.order_id))
    .where(eq(couponUses.user_id, userId))
    .orderBy(desc(couponUses.used_time), desc(couponUses.id));
}

/** How often each of some coupons was used in all (a 'single' coupon is used up by one use). */
export async function useTotals(db: DbOrTx, couponIds: number[]): Promise<Map<number, number>> {
  if (!couponIds.length) return new Map();
  const rows = await db.select({ id: couponUses.coupon_id, n: count() }).from(couponUses).where(inArray(couponUses.coupon_id, couponIds)).groupBy(couponUses.coupon_id);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}
