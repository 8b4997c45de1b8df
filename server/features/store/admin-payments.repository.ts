/**
 * Queries of payment administration: orders with their buyer, product and coupon, the totals of a filter (and
 * by Korean day), one order's refunds and state history, coupons with their use (coupon_uses), unlimited passes.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, not, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ORDER_CHART_DAYS, PAID_ORDER_STATES, type OrderSortKey } from '../../../src/api/store/admin-payments';
import type { DbOrTx } from '../../core/db';
import { normalizeCouponCode } from '../../../src/api/store/coupon-code';
import { couponUses, coupons, orderCancels, orders, products, transitionLog, unlimitedPasses, users } from '../../db/schema';
import { ORDER_ENTITY as PAYMENT_ORDER_ENTITY } from './orders.repository';

export type OrderRow = typeof orders.$inferSelect;

/** The audit trail's name of an order (transition_log.entity), as the payment side writes it. */
export const ORDER_ENTITY = PAYMENT_ORDER_ENTITY;

/**
 * States whose orders were paid (paid, or refunded since): the only orders any money total counts. An order never
 * paid (created, waiting, failed, cancelled, expired) moved no money, whatever its amount.
 */
export const PAID_STATES = [...PAID_ORDER_STATES];

/** A day's start in Asia/Seoul as a timestamp. */
export const seoulDay = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Asia/Seoul')`;
/** `%text%` with the LIKE wildcards escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filters of the order list (each absent one does not filter). */
export interface OrderFilter {
  state?: number[];
  product_id?: number;
  from?: string;
  to?: string;
  user_search?: string;
  order_search?: string;
}

/** An order with what its wire shape adds. */
const orderColumns = { order: orders, user_name: users.name, user_email: users.email, goods_name: products.goods_name, coupon_code: coupons.code };
export type OrderJoined = { order: OrderRow; user_name: string | null; user_email: string | null; goods_name: string | null; coupon_code: string | null };

const joinedOrders = <T extends Record<string, unknown>>(db: DbOrTx, columns: T) =>
  db
    .select(columns as never)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.user_id))
    .leftJoin(products, eq(products.id, orders.product_id))
    .leftJoin(coupons, eq(coupons.id, orders.coupon_id));

function whereOf(f: OrderFilter): SQL | undefined {
  const user = f.user_search?.trim();
  const text = f.order_search?.trim();
  return and(
    f.state?.length ? inArray(orders.state, f.state) : undefined,
    f.product_id !== undefined ? eq(orders.product_id, f.product_id) : undefined,
    f.from ? gte(orders.create_time, seoulDay(f.from)) : undefined,
    f.to ? lt(orders.create_time, seoulDay(f.to, 1)) : undefined,
    user ? or(ilike(users.name, contains(user)), ilike(users.email, contains(user))) : undefined,
    text ? or(ilike(orders.order_id, contains(text)), ilike(orders.order_name, contains(text))) : undefined,
  );
}

const SORT_COLUMNS: Record<OrderSortKey, AnyPgColumn> = {
  id: orders.id,
  create_time: orders.create_time,
  approved_time: orders.approved_time,
  amount: orders.amount,
  refunded_amount: orders.refunded_amount,
  state: orders.state,
  order_name: orders.order_name,
  user_name: users.name,
};

/** Orders under the filter, sorted by a known column (default newest first, ties by id); one page, or all when `page` is absent. */
export async function listOrders(db: DbOrTx, filter: OrderFilter, sort?: { key: OrderSortKey; descending: boolean }, page?: { page: number; size: number }) {
  const dir = sort?.descending ? desc : asc;
  const order = sort ? [dir(SORT_COLUMNS[sort.key]), dir(orders.id)] : [desc(orders.create_time), desc(orders.id)];
  const query = joinedOrders(db, orderColumns)
    .where(whereOf(filter))
    .orderBy(...order);
  const rows = page ? await query.limit(page.size).offset((page.page - 1) * page.size) : await query;
  return rows as unknown as OrderJoined[];
}

const paidSum = sql<number>`coalesce(sum(case when ${inArray(orders.state, PAID_STATES)} then ${orders.amount} else 0 end), 0)`.mapWith(Number);
const refundedSum = sql<number>`coalesce(sum(case when ${inArray(orders.state, PAID_STATES)} then ${orders.refunded_amount} else 0 end), 0)`.mapWith(Number);
const paidCount = sql<number>`count(*) filter (where ${inArray(orders.state, PAID_STATES)})`.mapWith(Number);
const seoulDate = sql<string>`to_char(${orders.create_time} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;

/** The totals of the filter (every page; money of paid and refunded orders only) and the same by Korean day (the last ORDER_CHART_DAYS days that have orders). */
export async function orderTotals(db: DbOrTx, filter: OrderFilter) {
  const where = whereOf(filter);
  const [[totals], days] = await Promise.all([
    joinedOrders(db, { count: count(), paid_count: paidCount, paid_amount: paidSum, refunded_amount: refundedSum }).where(where) as unknown as Promise<
      Array<{ count: number; paid_count: number; paid_amount: number; refunded_amount: number }>
    >,
    joinedOrders(db, { day: seoulDate, count: count(), paid_amount: paidSum, refunded_amount: refundedSum })
      .where(where)
      .groupBy(seoulDate)
      .orderBy(desc(seoulDate))
      .limit(ORDER_CHART_DAYS) as unknown as Promise<Array<{ day: string; count: number; paid_amount: number; refunded_amount: number }>>,
  ]);
  return { ...totals, by_day: days.reverse() };
}

/** How many orders match the filter. */
export async function countOrders(db: DbOrTx, filter: OrderFilter): Promise<number> {
  const [row] = (await joinedOrders(db, { total: count() }).where(whereOf(filter))) as unknown as Array<{ total: number }>;
  return row.total;
}

/** One order with its names, or null. */
export async function findOrder(db: DbOrTx, id: number): Promise<OrderJoined | null> {
  const rows = (await joinedOrders(db, orderColumns).where(eq(orders.id, id))) as unknown as OrderJoined[];
  return rows[0] ?? null;
}

/** Locks an order's row until the transaction ends (refunds and settling run one at a time per order). */
export function lockOrder(tx: DbOrTx, id: number): Promise<OrderRow | null> {
  return tx
    .select()
    .from(orders)
    .where(eq(orders.id, id))
    .for('update')
    .then((rows) => rows[0] ?? null);
}

/** Changes an order's columns and its update time. */
export function updateOrder(tx: DbOrTx, id: number, values: Partial<typeof orders.$inferInsert>) {
  return tx
    .update(orders)
    .set({ ...values, update_time: new Date() })
    .where(eq(orders.id, id));
}

/** An order's refunds, oldest first, with who made each. */
export function cancelsOf(db: DbOrTx, orderId: number) {
  return db
    .select({ cancel: orderCancels, user_name: users.name })
    .from(orderCancels)
    .leftJoin(users, eq(users.id, orderCancels.user_id))
    .where(eq(orderCancels.order_id, orderId))
    .orderBy(asc(orderCancels.create_time), asc(orderCancels.id));
}

/** A refund by its idempotency key, or null. */
export function cancelByKey(db: DbOrTx, key: string) {
  return db
    .select({ cancel: orderCancels, user_name: users.name })
    .from(orderCancels)
    .leftJoin(users, eq(users.id, orderCancels.user_id))
    .where(eq(orderCancels.idempotency_key, key))
    .then((rows) => rows[0] ?? null);
}

/** Writes a refund; returns it. */
export function insertCancel(tx: DbOrTx, values: typeof orderCancels.$inferInsert) {
  return tx
    .insert(orderCancels)
    .values(values)
    .returning()
    .then((rows) => rows[0]);
}

/** An order's state history, oldest first, with who made each change. */
export function historyOf(db: DbOrTx, orderId: number) {
  return db
    .select({ event: transitionLog.event, from_state: transitionLog.from_state, to_state: transitionLog.to_state, reason: transitionLog.reason, user_name: users.name, create_time: transitionLog.created_at })
    .from(transitionLog)
    .leftJoin(users, eq(users.id, transitionLog.user_id))
    .where(and(eq(transitionLog.entity, ORDER_ENTITY), eq(transitionLog.entity_id, String(orderId))))
    .orderBy(asc(transitionLog.created_at), asc(transitionLog.id));
}

// ---- coupons ----

const owner = alias(users, 'coupon_owner');
const spender = alias(users, 'coupon_spender');
const issuer = alias(users, 'coupon_issuer');
const disabler = alias(users, 'coupon_disabler');
const lastUse = alias(couponUses, 'last_use');
/** Whether a coupon has at least one use. */
const hasUse = sql<boolean>`exists (select 1 from ${couponUses} where ${couponUses.coupon_id} = ${coupons.id})`;
const useCount = sql<number>`(select count(*) from ${couponUses} where ${couponUses.coupon_id} = ${coupons.id})`.mapWith(Number);
/** The latest use's id (uses are numbered as they are written). */
const lastUseId = sql`(select max(${couponUses.id}) from ${couponUses} where ${couponUses.coupon_id} = ${coupons.id})`;

const couponColumns = {
  coupon: coupons,
  user_name: owner.name,
  issuer_name: issuer.name,
  disabled_by_name: disabler.name,
  use_count: useCount,
  last_use: lastUse,
  last_user_name: spender.name,
  last_order_code: orders.order_id,
};
export type CouponJoined = {
  coupon: typeof coupons.$inferSelect;
  user_name: string | null;
  issuer_name: string | null;
  disabled_by_name: string | null;
  use_count: number;
  last_use: typeof couponUses.$inferSelect | null;
  last_user_name: string | null;
  last_order_code: string | null;
};

const couponQuery = (db: DbOrTx) =>
  db
    .select(couponColumns)
    .from(coupons)
    .leftJoin(owner, eq(owner.id, coupons.user_id))
    .leftJoin(issuer, eq(issuer.id, coupons.issuer_id))
    .leftJoin(disabler, eq(disabler.id, coupons.disabled_by))
    .leftJoin(lastUse, eq(lastUse.id, lastUseId))
    .leftJoin(spender, eq(spender.id, lastUse.user_id))
    .leftJoin(orders, eq(orders.id, lastUse.order_id));

/** One page of coupons, newest first, with their use; `used` 1 keeps those used at least once, 0 those never used. */
export async function listCoupons(db: DbOrTx, filter: { search?: string; used?: 0 | 1 }, page: { page: number; size: number }) {
  const q = filter.search?.trim();
  const code = q ? normalizeCouponCode(q) : '';
  const where = and(
    q ? or(code ? ilike(coupons.code, contains(code)) : undefined, ilike(coupons.name, contains(q))) : undefined,
    filter.used === 1 ? hasUse : filter.used === 0 ? not(hasUse) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    couponQuery(db)
      .where(where)
      .orderBy(desc(coupons.create_time), desc(coupons.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size),
    db.select({ total: count() }).from(coupons).where(where),
  ]);
  return { rows: rows as CouponJoined[], total };
}

/** One coupon with its use, or null. */
export const findCoupon = (db: DbOrTx, id: number): Promise<CouponJoined | null> =>
  couponQuery(db)
    .where(eq(coupons.id, id))
    .then((rows) => (rows[0] as CouponJoined | undefined) ?? null);

/** Writes a coupon; returns its id. */
export const insertCoupon = (db: DbOrTx, values: typeof coupons.$inferInsert): Promise<number> =>
  db
    .insert(coupons)
    .values(values)
    .returning({ id: coupons.id })
    .then((rows) => rows[0].id);

/** Locks a coupon's row until the transaction ends (payments wait on it, so none is paid with it mid-change). */
export const lockCoupon = (tx: DbOrTx, id: number) =>
  tx
    .select()
    .from(coupons)
    .where(eq(coupons.id, id))
    .for('update')
    .then((rows) => rows[0] ?? null);

/** Changes a coupon's columns. */
export const updateCoupon = (tx: DbOrTx, id: number, values: Partial<typeof coupons.$inferInsert>) => tx.update(coupons).set(values).where(eq(coupons.id, id));

/** A customer account, or null (coupons are issued to customers only). */
export const findCustomer = (db: DbOrTx, id: number) =>
  db
    .select({ id: users.id, realm: users.realm, name: users.name })
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0] ?? null);

// ---- unlimited passes ----

const passColumns = { pass: unlimitedPasses, user_name: users.name, user_email: users.email, goods_name: products.goods_name };
export type PassJoined = { pass: typeof unlimitedPasses.$inferSelect; user_name: string | null; user_email: string | null; goods_name: string | null };
const passQuery = (db: DbOrTx) =>
  db.select(passColumns).from(unlimitedPasses).leftJoin(users, eq(users.id, unlimitedPasses.user_id)).leftJoin(products, eq(products.id, unlimitedPasses.product_id));

/** One page of unlimited passes, latest validity first. */
export async function listPasses(db: DbOrTx, filter: { user_search?: string; active?: 1 }, page: { page: number; size: number }) {
  const q = filter.user_search?.trim();
  const where = and(
    q ? or(ilike(users.name, contains(q)), ilike(users.email, contains(q))) : undefined,
    filter.active ? sql`${unlimitedPasses.valid_until} > now()` : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    passQuery(db)
      .where(where)
      .orderBy(sql`${unlimitedPasses.valid_until} desc nulls last`, desc(unlimitedPasses.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size),
    db.select({ total: count() }).from(unlimitedPasses).leftJoin(users, eq(users.id, unlimitedPasses.user_id)).where(where),
  ]);
  return { rows: rows as PassJoined[], total };
}

/** One pass with its names, or null. */
export const findPass = (db: DbOrTx, id: number): Promise<PassJoined | null> =>
  passQuery(db)
    .where(eq(unlimitedPasses.id, id))
    .then((rows) => (rows[0] as PassJoined | undefined) ?? null);

/** Locks a pass's row until the transaction ends. */
export const lockPass = (tx: DbOrTx, id: number) =>
  tx
    .select()
    .from(unlimitedPasses)
    .where(eq(unlimitedPasses.id, id))
    .for('update')
    .then((rows) => rows[0] ?? null);

/** Changes a pass's columns and its update time. */
export const updatePass = (tx: DbOrTx, id: number, values: Partial<typeof unlimitedPasses.$inferInsert>) =>
  tx
    .update(unlimitedPasses)
    .set({ ...values, update_time: new Date() })
    .where(eq(unlimitedPasses.id, id));
