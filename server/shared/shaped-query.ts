/**
 * Lists whose statement is built once per shape (issue 13). Drizzle builds a list's SQL from its query builder on
 * every request: for a 41-column list entry that is about 0.15-0.2 ms of CPU, as much as the database spends on the
 * page. A list's statement depends only on its shape (which filters are set, the sort, the scope), not on the
 * values, so the values are taken out of the filter, scope and order parts (`parameterize`), the statement is built
 * once per shape with placeholders and prepared (`ShapedQueries`), and each request only fills the placeholders.
 *
 * `parameterize` understands the SQL that drizzle's conditions and `sql` templates make (text, columns, tables,
 * names, values, value lists, nested SQL); anything else makes it answer null and the caller builds the query as
 * before, so an unusual part is never cached with its value inside.
 */
import * as drizzle from 'drizzle-orm';
import { Column, getTableName, is, Name, Param, Placeholder, SQL, sql, StringChunk, Table, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../core/db';
import { perDatabase } from '../core/ttl-cache';
import { COUNT_CAP, EXACT_UP_TO, keptEstimate, pageOf, type Page } from './page-total';
import { rowMapper, type SelectedField } from './row-mapper';

/** A part of a query with its values replaced by placeholders: `key` says its shape, `values` fills it. */
export interface Parameterized {
  key: string;
  sql: SQL | undefined;
}

/** What parameterize tells drizzle's SQL parts apart by. */
type Kind = 'string' | 'sql' | 'column' | 'table' | 'name' | 'placeholder' | 'param' | undefined;

/**
 * The kinds of the classes seen, by prototype: drizzle's `is()` walks an object's class chain on every call, which
 * was half of parameterize's time (issue 13); the answer depends on the prototype chain alone, so it is asked once
 * per prototype.
 */
const kinds = new Map<object | null, Kind>();
function kindOf(chunk: unknown): Kind {
  if (chunk === null || typeof chunk !== 'object') return undefined;
  const proto = Object.getPrototypeOf(chunk) as object | null;
  let kind = kinds.get(proto);
  if (kind === undefined && !kinds.has(proto)) {
    kind = is(chunk, StringChunk)
      ? 'string'
      : is(chunk, SQL)
        ? 'sql'
        : is(chunk, Column)
          ? 'column'
          : is(chunk, Table)
            ? 'table'
            : is(chunk, Name)
              ? 'name'
              : is(chunk, Placeholder)
                ? 'placeholder'
                : is(chunk, Param)
                  ? 'param'
                  : undefined;
    kinds.set(proto, kind);
  }
  return kind;
}

/**
 * `part` with every value replaced by a placeholder named `${prefix}${n}` (n counting in `values`, where the
 * values go), and a key that is the same for two parts exactly when they make the same SQL text. Null when the
 * part holds something this does not know. The key and values are read in one walk; the placeholder twin (`sql`)
 * is built only when asked for, which is only when its shape is seen for the first time.
 */
export function parameterize(part: SQL | undefined, values: Record<string, unknown>, prefix = 'v'): Parameterized | null {
  if (part === undefined) return { key: '', sql: undefined };
  const key: string[] = [];
  const names: string[] = [];
  let count = Object.keys(values).length;
  const place = (value: unknown) => {
    const name = `${prefix}${count++}`;
    values[name] = value;
    names.push(name);
  };
  const read = (chunk: unknown): void => {
    if (chunk === undefined) return;
    switch (kindOf(chunk)) {
      case 'string':
        key.push(`s${JSON.stringify((chunk as StringChunk).value)}`);
        return;
      case 'sql':
        if ((chunk as { shouldInlineParams?: boolean }).shouldInlineParams) throw UNKNOWN;
        key.push('(');
        for (const inner of (chunk as SQL).queryChunks) read(inner);
        key.push(')');
        return;
      case 'column':
        key.push(`c${getTableName((chunk as Column).table)}.${(chunk as Column).name}`);
        return;
      case 'table':
        key.push(`t${getTableName(chunk as Table)}`);
        return;
      case 'name':
        key.push(`n${(chunk as Name).value}`);
        return;
      case 'param': {
        const { value, encoder } = chunk as Param;
        if (value === null || kindOf(value) === 'placeholder') throw UNKNOWN;
        // The value is sent as the column maps it, as when the query is built with it (drizzle fills a placeholder
        // inside a Param through the Param's encoder).
        if (kindOf(encoder.mapToDriverValue(value)) === 'sql') throw UNKNOWN;
        key.push('$');
        place(value);
        return;
      }
      case 'placeholder':
        throw UNKNOWN;
    }
    if (Array.isArray(chunk)) {
      key.push(`[${chunk.length}`);
      for (const item of chunk) read(item);
      key.push(']');
      return;
    }
    if (chunk === null || typeof chunk === 'string' || typeof chunk === 'number' || typeof chunk === 'boolean') {
      key.push('$');
      place(chunk);
      return;
    }
    throw UNKNOWN;
  };
  try {
    read(part);
  } catch (error) {
    if (error === UNKNOWN) return null;
    throw error;
  }
  // The same walk, now building: each value's place takes the next name read above.
  let next = 0;
  const build = (chunk: unknown): unknown => {
    if (chunk === undefined) return chunk;
    switch (kindOf(chunk)) {
      case 'sql':
        return new SQL((chunk as SQL).queryChunks.map(build) as SQL['queryChunks']);
      case 'param':
        return new Param(sql.placeholder(names[next++]), (chunk as Param).encoder);
      case 'string':
      case 'column':
      case 'table':
      case 'name':
        return chunk;
    }
    if (Array.isArray(chunk)) return chunk.map(build);
    return sql.placeholder(names[next++]);
  };
  let built: SQL | undefined;
  return {
    key: key.join(''),
    get sql() {
      return (built ??= build(part) as SQL);
    },
  };
}

const UNKNOWN = new Error('a part parameterize does not know');

/** Something drizzle can prepare and run with placeholder values. */
interface Preparable<T> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<T> };
}

/** At most this many shapes are kept per database and list (the oldest dropped first). */
const MAX_SHAPES = 200;

/**
 * The prepared statements of one list, by shape, per database. `run(db, key, build, values)` prepares `build()`
 * (a query with placeholders) the first time a shape is seen on that database and runs it with `values`.
 */
export class ShapedQueries<T> {
  private readonly byDb = perDatabase<ReturnType<Preparable<T>['prepare']>>(Infinity, MAX_SHAPES);

  run(db: DbOrTx, key: string, build: () => Preparable<T>, values: Record<string, unknown>): Promise<T> {
    const shapes = this.byDb(db);
    let prepared = shapes.get(key);
    if (!prepared) {
      // No statement name: the pool names every statement by a hash of its text (server/core/db.ts).
      prepared = withRowMapper(build().prepare(''));
      shapes.set(key, prepared);
    }
    return prepared.execute(values);
  }
}

/**
 * A whole number written into the statement's text where drizzle takes a number or a placeholder (LIMIT, OFFSET):
 * drizzle renders the SQL as it is.
 */
function literal(n: number): Placeholder {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n)) as unknown as Placeholder;
}

/** A list query with its filter and order, to be paged. */
interface Pageable<T> {
  limit(limit: number | Placeholder): { offset(offset: number | Placeholder): Preparable<T> & PromiseLike<T> & { getSQL(): SQL } };
}

/** A page's rows with the exact count of the whole list (undefined when the page is empty: no row carried it). */
interface Counted<Row> {
  rows: Row[];
  total: number | undefined;
}

/** What a prepared drizzle select holds (drizzle-orm/node-postgres and pglite sessions): its fields and row mapper. */
interface PreparedSelect {
  fields?: unknown[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/** Drizzle's own mapping of an array-mode row to the selected fields (exported by drizzle-orm, not typed). */
const mapResultRow = (drizzle as unknown as { mapResultRow: (fields: unknown[], row: unknown[], joins?: Record<string, boolean>) => unknown }).mapResultRow;

/**
 * `page` (a select with its order, limit and offset) with `count` as one more column after its fields, prepared so
 * that it answers the page's rows, mapped as drizzle maps them, and the count read from the first row. Null when
 * the statement is not laid out as drizzle lays out a select (`select <fields> from ...`) or its prepared form
 * does not hold its fields: the caller then counts in a statement of its own.
 */
function countedPage<Row>(page: Preparable<Row[]> & { getSQL(): SQL }, count: SQL): { execute(values: Record<string, unknown>): Promise<Counted<Row>> } | null {
  const chunks = page.getSQL().queryChunks;
  const from = chunks.findIndex((chunk) => is(chunk, StringChunk) && chunk.value.join('') === ' from ');
  if (from < 1 || !is(chunks[from - 1], SQL)) return null;
  const withCount = new SQL([...chunks.slice(0, from - 1), sql`${chunks[from - 1]}, ${count}`, ...chunks.slice(from)]);
  // The select prepares the statement its getSQL() gives.
  page.getSQL = () => withCount;
  const prepared = page.prepare('') as unknown as PreparedSelect;
  const { fields, joinsNotNullableMap } = prepared;
  if (!Array.isArray(fields) || typeof mapResultRow !== 'function') return null;
  const map = rowMapper(fields as SelectedField[], joinsNotNullableMap) ?? ((row: unknown[]) => mapResultRow(fields, row, joinsNotNullableMap));
  prepared.customResultMapper = (rows) => ({ rows: rows.map(map), total: rows.length ? Number(rows[0][fields.length]) : undefined });
  return prepared as { execute(values: Record<string, unknown>): Promise<Counted<Row>> };
}

/** A prepared select whose rows are mapped by `rowMapper` when it takes the select (else as drizzle maps them). */
function withRowMapper<T>(prepared: T): T {
  const select = prepared as unknown as PreparedSelect;
  if (!Array.isArray(select.fields) || select.customResultMapper) return prepared;
  const map = rowMapper(select.fields as SelectedField[], select.joinsNotNullableMap);
  if (map) select.customResultMapper = (rows) => rows.map(map);
  return prepared;
}

/** Pages with their count, by list and shape, per database; null for a shape that cannot carry its count. */
const countedPages = perDatabase<ReturnType<typeof countedPage>>(Infinity, MAX_SHAPES);

/** A list to page: its filter and order as the request gives them, and how to query, count and present it. */
export interface ShapedList<Row, Entry> {
  /** Tells the list's statements, and its kept totals, apart from other lists'. */
  name: string;
  where: SQL | undefined;
  order: SQL[];
  /** The list's query with a filter and an order (the request's own, or their parameterized twins). */
  query: (where: SQL | undefined, order: SQL[]) => Pageable<Row[]>;
  /**
   * The rows the total counts: the same joins under the filter `where` (the request's own, or its parameterized
   * twin), selecting a constant; built only when needed.
   */
  all: (where: SQL | undefined) => SQLWrapper;
  /** The entries of the page's rows (the rows themselves when absent). */
  present?: (rows: Row[]) => Entry[] | Promise<Entry[]>;
}

/**
 * One page of a list with its total (`pageOf`), the page's statement prepared once per shape; a part that cannot be
 * parameterized is built as usual. The total may be kept under the filter's shape and values. A small list's exact
 * count is asked in the page's own statement (one round trip, not two) once its estimate is known to be small.
 */
export function shapedPage<Row, Entry = Row>(shapes: ShapedQueries<Row[]>, db: DbOrTx, list: ShapedList<Row, Entry>, at: { page: number; size: number }): Promise<Page<Entry>> {
  const filterValues: Record<string, unknown> = {};
  const orderValues: Record<string, unknown> = {};
  const filter = parameterize(list.where, filterValues, 'w');
  const sorted = list.order.length ? parameterize(sql.join(list.order, sql`, `), orderValues, 'o') : { key: '', sql: undefined };
  const present = list.present ?? ((r: Row[]) => r as unknown as Entry[]);
  const offset = (at.page - 1) * at.size;
  if (!filter || !sorted) return pageOf(db, list.query(list.where, list.order).limit(at.size).offset(offset).then(present), () => list.all(list.where), at);

  const key = `${list.name}|${filter.key}|${JSON.stringify(filterValues)}`;
  const shape = `${list.name}|${filter.key}|${sorted.key}|${at.size}|${offset}`;
  const values = { ...filterValues, ...orderValues };
  // The page's size and offset are written into the statement, not sent as values: PostgreSQL costs a LIMIT or
  // OFFSET it cannot see as a tenth of the rows, so a plan kept for every value (a generic plan) always looked
  // dearer than planning the request anew, and every list request was planned again (0.1-0.4 ms, as much as
  // running it). With them written in, a busy page's statement is planned once per connection. Sizes are few
  // (PAGE_SIZE) and most requests are of the first pages.
  const page = () => list.query(filter.sql, sorted.sql ? [sorted.sql] : []).limit(literal(at.size)).offset(literal(offset));
  const counted = (limit: number) => sql`(${list.all(filter.sql)} limit ${sql.raw(String(limit))})`;
  // The exact count of a small total is prepared per shape too (it was built anew for every request of such a list).
  const count = (limit: number) =>
    counts.run(db, `${list.name}|${filter.key}|${limit}`, () => db.select({ n: sql<number>`count(*)::int` }).from(sql`${counted(limit)} t`), filterValues).then(([row]) => row.n);

  // A list known to be small (its kept estimate) needs the exact count with every full page: the count rides in
  // the page's statement as one more column, one round trip instead of two.
  const estimate = keptEstimate(db, key);
  if (estimate !== undefined && estimate <= EXACT_UP_TO) {
    const byShape = countedPages(db);
    let withCount = byShape.get(shape);
    if (withCount === undefined) {
      withCount = countedPage(page(), sql`(select count(*)::int from ${counted(COUNT_CAP + 1)} t)`);
      byShape.set(shape, withCount);
    }
    if (withCount) {
      const result = withCount.execute(values) as Promise<Counted<Row>>;
      return pageOf(db, result.then((r) => present(r.rows)), () => list.all(list.where), at, key, async (limit) => {
        const { total } = await result;
        return total !== undefined && limit === COUNT_CAP + 1 ? total : count(limit);
      });
    }
  }
  return pageOf(db, shapes.run(db, shape, page, values).then(present), () => list.all(list.where), at, key, count);
}

/** The exact counts of the lists' small totals, by list and shape. */
const counts = new ShapedQueries<{ n: number }[]>();
