/**
 * Queries of store products (products), the consulting services a consulting product may sell, and the open
 * orders that keep a product from being deleted. Drizzle only; each takes a db or a transaction.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { shapedPage, ShapedQueries } from '../../shared/shaped-query';
import type { DbOrTx } from '../../core/db';
import { consultingServices, orders, products } from '../../db/schema';
import type { ProductKind, ProductSortKey } from '../../../src/api/store/products';

export type ProductRow = typeof products.$inferSelect;
export type ProductInsert = typeof products.$inferInsert;

/** The list's filters. */
export interface ProductFilter {
  display: boolean;
  category1_seq?: number;
  goods_type?: number;
  kind?: ProductKind;
  /** Searched in the name, brand and code. */
  name?: string;
}

const SORT_COLUMNS: Record<ProductSortKey, AnyPgColumn> = {
  create_time: products.create_time,
  goods_name: products.goods_name,
  goods_code: products.goods_code,
  price: products.price,
  category1_seq: products.category1_seq,
  goods_type: products.goods_type,
};

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of products with the total: filtered, sorted by a known column (default newest first), ties by id. */
export async function listProducts(db: DbOrTx, filter: ProductFilter, page: { page: number; size: number }, sort: { key: ProductSortKey; descending: boolean }) {
  const conditions: SQL[] = [eq(products.display, filter.display)];
  if (filter.category1_seq !== undefined) conditions.push(eq(products.category1_seq, filter.category1_seq));
  if (filter.goods_type !== undefined) conditions.push(eq(products.goods_type, filter.goods_type));
  if (filter.kind) conditions.push(eq(products.kind, filter.kind));
  if (filter.name) {
    const pattern = likeText(filter.name);
    conditions.push(or(ilike(products.goods_name, pattern), ilike(products.brand_name, pattern), ilike(products.goods_code, pattern))!);
  }
  const where = and(...conditions);
  const column = SORT_COLUMNS[sort.key];
  const order = [sort.descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`, sort.descending ? desc(products.id) : asc(products.id)];
  const page_ = await shapedPage(
    productPages,
    db,
    {
      name: 'products',
      where,
      order,
      query: (filter_, sorted) =>
        db
          .select()
          .from(products)
          .where(filter_)
          .orderBy(...sorted)
          .$dynamic(),
      all: (filtered) =>
        db
          .select({ one: sql`1` })
          .from(products)
          .where(filtered),
    },
    page,
  );
  return { rows: page_.data_list, total: page_.total, total_estimated: page_.total_estimated };
}

/** The pages of the product list, prepared once per shape (shared/shaped-query.ts). */
const productPages = new ShapedQueries<ProductRow[]>();

/** A product by its code, locked for update inside a transaction when `lock` is set. */
export async function findProductByCode(db: DbOrTx, goodsCode: string, lock = false): Promise<ProductRow | null> {
  const query = db.select().from(products).where(eq(products.goods_code, goodsCode));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A product by its id, locked for update inside a transaction when `lock` is set. */
export async function findProductById(db: DbOrTx, id: number, lock = false): Promise<ProductRow | null> {
  const query = db.select().from(products).where(eq(products.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The products with these codes, locked for update (in code order, so that two requests lock in the same order). */
export async function lockProductsByCodes(db: DbOrTx, codes: string[]): Promise<ProductRow[]> {
  if (codes.length === 0) return [];
  return db.select().from(products).where(inArray(products.goods_code, codes)).orderBy(asc(products.goods_code)).for('update');
}

/** The product whose display image or thumbnail is stored under `key`, or null. */
export async function findProductByStoredPath(db: DbOrTx, key: string): Promise<{ row: ProductRow; which: 'display' | 'thumb' } | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(or(eq(products.file_path, key), eq(products.thumb_path, key)))
    .limit(1);
  if (!row) return null;
  return { row, which: row.file_path === key ? 'display' : 'thumb' };
}

/** Inserts a product; null when its goods_code is taken (the caller makes another). */
export async function insertProduct(db: DbOrTx, values: ProductInsert): Promise<ProductRow | null> {
  const [row] = await db.insert(products).values(values).onConflictDoNothing({ target: products.goods_code }).returning();
  return row ?? null;
}

/** Writes a product's fields, raising its version. */
export async function updateProduct(db: DbOrTx, id: number, values: Partial<ProductInsert>): Promise<ProductRow> {
  const [row] = await db
    .update(products)
    .set({ ...values, version: sql`${products.version} + 1`, update_time: new Date() })
    .where(eq(products.id, id))
    .returning();
  return row;
}

/** Shows or hides products, raising their versions. */
export async function setProductsDisplay(db: DbOrTx, ids: number[], display: boolean): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(products)
    .set({ display, version: sql`${products.version} + 1`, update_time: new Date() })
    .where(inArray(products.id, ids));
}

/** Deletes a product (orders keep their own name and amounts; their product_id becomes null). */
export async function deleteProduct(db: DbOrTx, id: number): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

/** How many orders of a product are in one of `states` (the open, unpaid ones). */
export async function countOrdersInStates(db: DbOrTx, productId: number, states: number[]): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.product_id, productId), inArray(orders.state, states)));
  return n;
}

/** How many products use each (category, type) pair, displayed and hidden. */
export async function productTypePairs(db: DbOrTx) {
  return db.select({ category1_seq: products.category1_seq, goods_type: products.goods_type, count: count() }).from(products).groupBy(products.category1_seq, products.goods_type);
}

/** Whether a consulting service exists. */
export async function consultingServiceExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: consultingServices.id }).from(consultingServices).where(eq(consultingServices.id, id));
  return Boolean(row);
}
