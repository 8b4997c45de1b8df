/** Order queries of the payment flow (orders, with their product); each takes the database or a transaction. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { orders, products } from '../../db/schema';
import type { DbOrTx } from '../../core/db';

export type OrderRow = typeof orders.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
/** An order with the product it sells (null: a consulting application without a product, or a deleted product). */
export interface OrderWithProduct {
  order: OrderRow;
  product: ProductRow | null;
}

/** Entity name of orders in the audit trail. */
export const ORDER_ENTITY = 'order';

/** A product by its code. */
export async function findProduct(db: DbOrTx, goodsCode: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.goods_code, goodsCode));
  return row;
}

/** A product by its id. */
export async function findProductById(db: DbOrTx, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

/** The displayed consulting product that sells a consulting service, if any. */
export async function findConsultingProduct(db: DbOrTx, serviceId: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(and(eq(products.kind, 'consulting'), eq(products.consulting_service_id, serviceId)));
  return row;
}

/** An order by Toss's orderId, with its product; `lock` holds the order row until the transaction ends. */
export async function findOrder(db: DbOrTx, orderId: string, lock = false): Promise<OrderWithProduct | undefined> {
  const q = db.select({ order: orders, product: products }).from(orders).leftJoin(products, eq(products.id, orders.product_id)).where(eq(orders.order_id, orderId));
  const [row] = lock ? await q.for('update', { of: orders }) : await q;
  return row;
}

/** A customer's orders, newest first (optionally only some states). */
export function ordersOf(db: DbOrTx, userId: number, states?: number[]): Promise<OrderWithProduct[]> {
  const where = states ? and(eq(orders.user_id, userId), inArray(orders.state, states)) : eq(orders.user_id, userId);
  return db.select({ order: orders, product: products }).from(orders).leftJoin(products, eq(products.id, orders.product_id)).where(where).orderBy(desc(orders.create_time), desc(orders.id));
}

/** Orders paying for a consulting application (to refuse paying it twice). */
export function ordersOfApplication(db: DbOrTx, applicationId: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.consulting_application_id, applicationId));
}

/** Inserts an order; returns its row. */
export async function insertOrder(tx: DbOrTx, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  return row;
}

/** Changes an order (its update time too). */
export async function updateOrder(tx: DbOrTx, id: number, values: Partial<typeof orders.$inferInsert>): Promise<void> {
  await tx.update(orders).set({ ...values, update_time: new Date() }).where(eq(orders.id, id));
}
