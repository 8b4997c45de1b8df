/**
 * Drizzle's mapping of a select's rows (array mode) to its fields, worked out once per prepared statement instead of
 * per row (issue 13). Drizzle's own `mapResultRow` asks, for every column of every row, what kind of field it is
 * (`is()` walks the class chain of SQL fields), walks the path with an iterator and keeps a map of null joined
 * tables: on a 41-column list entry that is a noticeable share of a request's CPU. Here each field's decoder and
 * place are found once and written into a function that makes a row's object as one literal.
 *
 * Only selects whose mapping is that simple are taken: fields at most one level deep, each a column, SQL or aliased
 * SQL, and no join that may be null (drizzle turns a left-joined table's object into null when its columns are;
 * those keep drizzle's mapping). `tests/server/shaped-query.test.ts` holds the result equal to drizzle's, key order
 * included.
 */
import { Column, is, SQL } from 'drizzle-orm';

/** A selected field as drizzle orders them (`orderSelectedFields`): where it goes and what it is. */
export interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The decoder drizzle uses for a field, or undefined for a kind this does not take. */
function decoderOf(field: unknown): Decoder | undefined {
  if (is(field, Column)) return field as Column;
  // An SQL field's decoder is drizzle-internal (`sql<T>` fields decode nothing, `.mapWith()` sets one).
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL.Aliased)) return (field as unknown as { sql: { decoder: Decoder } }).sql.decoder;
  return undefined;
}

/** Whether a field's decoder is drizzle's base column's, which hands the driver's value on unchanged. */
const passesThrough = (decoder: Decoder) => decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue;

/**
 * The mapping of one row, or null when the select is not one this takes (keep drizzle's). The mapping is written
 * once as a function that returns one object literal (every key in drizzle's order, each value decoded at its
 * place): no per-row loop, no keyed stores, and every row of a statement gets the same object shape.
 */
export function rowMapper(fields: SelectedField[], joinsNotNullable?: Record<string, boolean>): ((row: unknown[]) => Record<string, unknown>) | null {
  if (joinsNotNullable && Object.values(joinsNotNullable).some((notNull) => !notNull)) return null;
  // Top-level keys in the order they first appear; a group holds its keys in order.
  const top = new Map<string, string | Map<string, string>>();
  const decoders: Decoder[] = [];
  for (const [i, { path, field }] of fields.entries()) {
    const decoder = decoderOf(field);
    if (!decoder || path.length < 1 || path.length > 2) return null;
    decoders.push(decoder);
    const value = `(v = r[${i}]) === null ? null : ${passesThrough(decoder) ? 'v' : `d[${i}].mapFromDriverValue(v)`}`;
    if (path.length === 1) {
      if (top.has(path[0])) return null;
      top.set(path[0], value);
    } else {
      let group = top.get(path[0]);
      if (group === undefined) top.set(path[0], (group = new Map()));
      if (typeof group === 'string' || group.has(path[1])) return null;
      group.set(path[1], value);
    }
  }
  const literal = (entries: Map<string, string | Map<string, string>>): string =>
    `{ ${[...entries].map(([key, value]) => `${JSON.stringify(key)}: ${typeof value === 'string' ? value : literal(value)}`).join(', ')} }`;
  // Keys are written with JSON.stringify and values are fixed expressions: nothing of a row reaches the code.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  return new Function('d', `return function mapRow(r) { let v; return ${literal(top)}; };`)(decoders) as (row: unknown[]) => Record<string, unknown>;
}
