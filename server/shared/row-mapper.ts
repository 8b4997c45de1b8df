/**
 * Drizzle's mapping of a select's rows (array mode) to its fields, worked out once per prepared statement instead of
 * per row (issue 13). Drizzle's own `mapResultRow` asks, for every column of every row, what kind of field it is
 * (`is()` walks the class chain of SQL fields), walks the path with an iterator and keeps a map of null joined
 * tables: on a 41-column list entry that is a noticeable share of a request's CPU. Here each field's decoder and
 * place are found once; a row is then one loop.
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
  if (field instanceof Column) return field;
  if (is(field, Column)) return field as Column;
  // An SQL field's decoder is drizzle-internal (`sql<T>` fields decode nothing, `.mapWith()` sets one).
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL.Aliased)) return (field as unknown as { sql: { decoder: Decoder } }).sql.decoder;
  return undefined;
}

/** The mapping of one row, or null when the select is not one this takes (keep drizzle's). */
export function rowMapper(fields: SelectedField[], joinsNotNullable?: Record<string, boolean>): ((row: unknown[]) => Record<string, unknown>) | null {
  if (joinsNotNullable && Object.values(joinsNotNullable).some((notNull) => !notNull)) return null;
  const places: Array<{ group: string | undefined; key: string; decoder: Decoder }> = [];
  for (const { path, field } of fields) {
    const decoder = decoderOf(field);
    if (!decoder || path.length < 1 || path.length > 2) return null;
    places.push(path.length === 1 ? { group: undefined, key: path[0], decoder } : { group: path[0], key: path[1], decoder });
  }
  return (row) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < places.length; i++) {
      const { group, key, decoder } = places[i];
      const raw = row[i];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      if (group === undefined) out[key] = value;
      else ((out[group] ??= {}) as Record<string, unknown>)[key] = value;
    }
    return out;
  };
}
