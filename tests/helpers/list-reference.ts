/**
 * Checks a paged list call against a plain SQL reference (issue 13 point 2): the ids of each page in order, the
 * total, and the page past the end. The reference is a straight `select ... where ...` with its `order by`, paged
 * with OFFSET and LIMIT and counted with count(*), so it says what the list means whatever the server does to be fast.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DbOrTx } from '../../server/core/db';

/** Rows of a raw query on PGlite or PostgreSQL. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const r = await db.execute(query);
  return (r as unknown as { rows?: T[] }).rows ?? (r as unknown as T[]);
}

/**
 * A list's reference: `select` names the listed rows with an `id` column first (then any fields compared as
 * well, as integers), `order` is the whole order (ties broken, so that pages never overlap or skip).
 */
export interface Reference {
  select: SQL;
  order: SQL;
}

/** `where a and b ...`, or nothing. */
export const whereAll = (parts: SQL[]) => (parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``);

/** "ascending" or "descending" as SQL. */
export const direction = (descending: boolean) => sql.raw(descending ? 'desc' : 'asc');

/** A case-insensitive "contains" written independently of the server's ILIKE patterns (`%` and `_` are plain text). */
export const contains = (column: SQL, text: string) => sql`strpos(lower(${column}), lower(${text})) > 0`;

/** The reference's total. */
export async function referenceCount(db: DbOrTx, ref: Reference): Promise<number> {
  const [{ n }] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from (${ref.select}) listed`);
  return Number(n);
}

/** One page of the reference (1-based). */
export function referencePage(db: DbOrTx, ref: Reference, page: number, size: number): Promise<Array<Record<string, number>>> {
  return rowsOf<Record<string, number>>(db, sql`${ref.select} order by ${ref.order} offset ${(page - 1) * size} limit ${size}`);
}

/** Pages worth checking: every page of a short list, else the first two, one in the middle and the last two; then one past the end. */
export function pagesToCheck(total: number, size: number, allUpTo = 8): number[] {
  const last = Math.max(1, Math.ceil(total / size));
  const pages = last <= allUpTo ? Array.from({ length: last }, (_, i) => i + 1) : [1, 2, Math.ceil(last / 2), last - 1, last];
  return [...new Set([...pages, last + 1])];
}

/** A list reply's paging fields. */
export interface ListBody {
  data_list: Array<Record<string, unknown>>;
  total: number;
  total_estimated?: boolean;
  page: number;
  size: number;
}

/**
 * The total rule of issue 13: exact, unless the reply marks it `total_estimated: true`, which is allowed only for a
 * result of more than 1,000 rows and must then be within 50% of the real count.
 */
export function expectTotal(body: ListBody, count: number, label: string) {
  if (body.total_estimated === true) {
    expect(count, `${label}: an estimated total on a result of ${count} rows (only above 1000)`).toBeGreaterThan(1000);
    expect(Math.abs(body.total - count), `${label}: estimated total ${body.total} more than 50% away from ${count}`).toBeLessThanOrEqual(count * 0.5);
  } else {
    expect(body.total, `${label}: total`).toBe(count);
  }
}

/** A query string from defined values. */
export function queryString(params: Record<string, string | number | boolean | undefined>): string {
  const entries = Object.entries(params).filter((e): e is [string, string | number | boolean] => e[1] !== undefined);
  return new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString();
}

export interface ListCheck {
  app: FastifyInstance;
  db: DbOrTx;
  /** A staff token, or null for a public list. */
  token: string | null;
  path: string;
  /** Filters and sort (page and size are added per page). */
  params: Record<string, string | number | boolean | undefined>;
  size: number;
  ref: Reference;
  /** The row's id on the wire (default `id`). */
  idOf?: (row: Record<string, unknown>) => number;
  /** Further integer fields compared with the reference's columns of the same names (counts kept on write). */
  fields?: string[];
}

/** Calls the list page by page and compares each page (ids in order, compared fields) and the total with the reference. */
export async function expectListMatches(c: ListCheck): Promise<void> {
  const count = await referenceCount(c.db, c.ref);
  const idOf = c.idOf ?? ((row) => row.id as number);
  for (const page of pagesToCheck(count, c.size)) {
    const url = `${c.path}?${queryString({ ...c.params, page, size: c.size })}`;
    const res = await c.app.inject({ method: 'GET', url, headers: c.token ? { authorization: `token=${c.token}` } : {} });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    const body = res.json() as ListBody;
    const want = await referencePage(c.db, c.ref, page, c.size);
    expect(body.data_list.map(idOf), `${url}: ids in order (of ${count})`).toEqual(want.map((row) => Number(row.id)));
    for (const f of c.fields ?? []) {
      expect(body.data_list.map((row) => Number(row[f])), `${url}: ${f}`).toEqual(want.map((row) => Number(row[f])));
    }
    expectTotal(body, count, url);
    expect({ page: body.page, size: body.size }, `${url}: paging echoed`).toEqual({ page, size: c.size });
  }
}
