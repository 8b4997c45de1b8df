/**
 * The names of categories from the top of their tree down (e.g. 수학Ⅰ > 지수함수와 로그함수 > 로그), read level by
 * level, for any area that shows a question's unit or type (the sample test, the consulting analysis).
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../core/db';
import { categories } from '../db/schema';

/** The deepest a category tree goes: ends the walk up even on a (corrupt) cycle. */
const MAX_DEPTH = 10;

/** The names from the top of its tree down to each given category (nulls and ids that do not exist are left out). */
export async function categoryPaths(db: DbOrTx, ids: ReadonlyArray<number | null>): Promise<Map<number, string[]>> {
  const start = [...new Set(ids.filter((id): id is number => id !== null))];
  const known = new Map<number, { name: string; parent_id: number | null }>();
  let wanted = start;
  for (let depth = 0; wanted.length && depth < MAX_DEPTH; depth++) {
    const rows = await db.select({ id: categories.id, name: categories.name, parent_id: categories.parent_id }).from(categories).where(inArray(categories.id, wanted));
    for (const r of rows) known.set(r.id, r);
    wanted = [...new Set(rows.map((r) => r.parent_id).filter((p): p is number => p !== null && !known.has(p)))];
  }
  const paths = new Map<number, string[]>();
  for (const id of start) {
    const names: string[] = [];
    for (let at = known.get(id), n = 0; at && n < MAX_DEPTH; at = at.parent_id === null ? undefined : known.get(at.parent_id), n++) names.unshift(at.name);
    if (names.length) paths.set(id, names);
  }
  return paths;
}
