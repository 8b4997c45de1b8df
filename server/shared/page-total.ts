/**
 * One page of a list with its total, without counting a million rows (issue 13, docs/perf/). The page's rows and the
 * planner's row estimate of the whole result (EXPLAIN, nothing executed: a fraction of a millisecond) are asked
 * together; then:
 * - a page that is not full is the last one, so the total is exact for free (offset + rows on the page);
 * - a full page of a result estimated above EXACT_UP_TO rows gets the estimate as its total, marked
 *   `total_estimated` (the pager says "약"): an exact count of a large result is what made the lists slow;
 * - otherwise (a small estimate, or an empty page past the end) the rows are counted exactly, at most
 *   EXACT_UP_TO * 10 of them, so a wrong low estimate costs a bounded count.
 * Estimates of correlated columns are kept honest by the extended statistics of the perf migration. An estimate is
 * kept for ESTIMATE_TTL_MS per query and parameters (a large one is shown as "약" anyway; a small one only chooses
 * the exact count), so the next pages and the next users of a busy list skip the EXPLAIN; exact totals are never
 * cached.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../core/db';
import { perDatabase } from '../core/ttl-cache';

/** Totals up to this are always exact. */
export const EXACT_UP_TO = 1_000;
/** How long a large result's estimate is reused. */
export const ESTIMATE_TTL_MS = 30_000;

/** Estimates by query text and parameters, per database. */
const estimatesOf = perDatabase<number>(ESTIMATE_TTL_MS, 1_000);

/** The query text and parameters of a query builder, as the cache key (undefined for raw SQL). */
function keyOf(query: SQLWrapper): string | undefined {
  const built = (query as { toSQL?: () => { sql: string; params: unknown[] } }).toSQL?.();
  return built ? JSON.stringify([built.sql, built.params]) : undefined;
}

export interface Page<T> {
  data_list: T[];
  total: number;
  /** Present (true) when `total` is the planner's estimate of a large result. */
  total_estimated?: true;
  page: number;
  size: number;
}

const rowsOf = <T>(r: unknown): T[] => (r as { rows?: T[] }).rows ?? (r as T[]);

/** The planner's estimate of the rows `query` returns. */
export async function estimatedRows(db: DbOrTx, query: SQLWrapper): Promise<number> {
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(await db.execute(sql`explain (format json) ${query}`));
  const raw = row['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: { 'Plan Rows': number } }>;
  return Math.round(plan[0].Plan['Plan Rows']);
}

/** Counts the rows of `query`, stopping at `limit`. */
export async function countUpTo(db: DbOrTx, query: SQLWrapper, limit: number): Promise<number> {
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${query} limit ${sql.raw(String(limit))}) t`));
  return Number(n);
}

/** The estimate kept for a list's key, if any (a list may then ask for its page and exact count at once). */
export const keptEstimate = (db: DbOrTx, key: string): number | undefined => estimatesOf(db).get(key);

/** At most this many rows are counted exactly (then the total is marked estimated). */
export const COUNT_CAP = EXACT_UP_TO * 10;

/** The exact count `pageOf` makes, of `all` up to `limit` rows, when a list has a cheaper way to run it. */
export type CountUpTo = (limit: number) => Promise<number>;

/**
 * A page of `rows` (the list's query with its order, limit and offset) with the total of `all` (the same joins and
 * filters without order, limit or offset, selecting a constant such as `sql\`1\``). A list that knows its filters'
 * shape and values passes them as `key` and `all` as a function, so that a kept estimate costs no query building,
 * and may pass `count`, the same count as a statement it has prepared.
 */
export async function pageOf<T>(
  db: DbOrTx,
  rows: PromiseLike<T[]>,
  allQuery: SQLWrapper | (() => SQLWrapper),
  at: { page: number; size: number },
  givenKey?: string,
  count?: CountUpTo,
): Promise<Page<T>> {
  let built: SQLWrapper | undefined;
  const all = () => (built ??= typeof allQuery === 'function' ? allQuery() : allQuery);
  const key = givenKey ?? keyOf(all());
  const estimates = estimatesOf(db);
  const cached = key === undefined ? undefined : estimates.get(key);
  const [data_list, estimate] = await Promise.all([rows, cached ?? estimatedRows(db, all())]);
  if (key !== undefined && cached === undefined) estimates.set(key, estimate);
  const offset = (at.page - 1) * at.size;
  const page = { data_list, page: at.page, size: at.size };
  if (data_list.length > 0 && data_list.length < at.size) return { ...page, total: offset + data_list.length };
  if (data_list.length === at.size && estimate > EXACT_UP_TO) return { ...page, total: Math.max(estimate, offset + at.size + 1), total_estimated: true };
  const n = await (count ? count(COUNT_CAP + 1) : countUpTo(db, all(), COUNT_CAP + 1));
  return n > COUNT_CAP ? { ...page, total: Math.max(n, estimate), total_estimated: true } : { ...page, total: n };
}
