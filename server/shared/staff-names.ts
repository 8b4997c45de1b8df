/**
 * The names lists show beside an exam subject (its enterer, reviewer and classifier) and the curriculum of its
 * detailed subject, looked up by id in memory instead of joined in every list query (issue 13, docs/perf/):
 * joining `users` three times made PostgreSQL plan every list request anew for about 0.4 ms, twice what running
 * the page took, while the page alone plans in 0.07 ms.
 *
 * Safe to keep: a user's name is written once, when the account is made, and no call changes it; a detailed
 * subject's curriculum is reference data written by the seed only. Ids never seen before (a new staff account)
 * are read from the database in one query for all of them, and an id without a row is remembered as null. If a
 * call that renames accounts is ever added, it must drop the account from `namesOf` here.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../core/db';
import { perDatabase } from '../core/ttl-cache';
import { subjectDetailTypes, users } from '../db/schema';

/** How long a looked-up value is kept (it cannot change; the bound only lets a long-running instance forget). */
const KEEP_MS = 60 * 60_000;
const namesOf = perDatabase<string | null>(KEEP_MS, 20_000);
const curriculaOf = perDatabase<number | null>(KEEP_MS, 5_000);

/** The values of `ids` from `cache`, reading the ones not there with `load` (one query) and keeping them. */
async function lookUp<V>(cache: ReturnType<ReturnType<typeof perDatabase<V>>>, ids: Iterable<number | null | undefined>, load: (missing: number[]) => Promise<{ id: number; value: V }[]>) {
  const found = new Map<number, V | null>();
  const missing: number[] = [];
  for (const id of new Set(ids)) {
    if (id === null || id === undefined) continue;
    const hit = cache.get(String(id));
    if (hit === undefined) missing.push(id);
    else found.set(id, hit);
  }
  if (missing.length > 0) {
    const rows = new Map((await load(missing)).map((r) => [r.id, r.value]));
    for (const id of missing) {
      const value = rows.get(id) ?? (null as V);
      cache.set(String(id), value);
      found.set(id, value);
    }
  }
  return (id: number | null | undefined): V | null => (id === null || id === undefined ? null : (found.get(id) ?? null));
}

/** A lookup of account names by id (null for no id or no such account). */
export function namesById(db: DbOrTx, ids: Iterable<number | null | undefined>) {
  return lookUp(namesOf(db), ids, (missing) => db.select({ id: users.id, value: users.name }).from(users).where(inArray(users.id, missing)));
}

/** A lookup of the curriculum of detailed subjects by id. */
export function curriculaById(db: DbOrTx, ids: Iterable<number | null | undefined>) {
  return lookUp(curriculaOf(db), ids, (missing) => db.select({ id: subjectDetailTypes.id, value: subjectDetailTypes.curriculum }).from(subjectDetailTypes).where(inArray(subjectDetailTypes.id, missing)));
}
