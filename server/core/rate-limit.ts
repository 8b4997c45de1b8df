/**
 * Rate limits kept in the project's database (rate_limit_hits), so that every instance on one database shares
 * them: a request is counted under a transaction-scoped advisory lock on its key, so parallel requests on any
 * number of instances cannot pass a limit together. Past the limit the request is refused with 429, a Korean
 * message and `Retry-After` (the seconds until the oldest counted request leaves the window), and is not counted.
 */
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { rateLimitHits } from '../db/schema';
import type { DbOrTx } from './db';
import { tooManyRequests } from './errors';

/** One limit: at most `max` requests per key in `windowSeconds`. */
export interface RateLimit {
  /** The limit's name, the first part of its keys (e.g. 'coupon'). */
  name: string;
  max: number;
  windowSeconds: number;
  /** What the person is told (Korean), given the minutes to wait. */
  message: (minutes: number) => string;
}

/**
 * Counts one request against each of the keys (e.g. the account and the address), all or none: 429 when any key
 * is at its limit. Keys are `${limit.name}:${part}`.
 */
export async function hitRateLimit(db: DbOrTx, limit: RateLimit, parts: string[]): Promise<void> {
  const keys = [...new Set(parts)].sort().map((p) => `${limit.name}:${p}`);
  const retry = await db.transaction(async (tx) => {
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const since = sql`now() - ${limit.windowSeconds}::int * interval '1 second'`;
    let wait = 0;
    for (const key of keys) {
      const rows = await tx
        .select({ created_at: rateLimitHits.created_at, age: sql<number>`extract(epoch from now() - ${rateLimitHits.created_at})`.mapWith(Number) })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.created_at, since)))
        .orderBy(asc(rateLimitHits.created_at))
        .limit(limit.max);
      if (rows.length >= limit.max) wait = Math.max(wait, Math.ceil(limit.windowSeconds - rows[0].age));
    }
    if (wait > 0) return wait;
    await tx.insert(rateLimitHits).values(keys.map((key) => ({ key })));
    // What no window needs any more (bounded: a few rows at a time, by the index).
    for (const key of keys) await tx.delete(rateLimitHits).where(and(eq(rateLimitHits.key, key), lt(rateLimitHits.created_at, since)));
    return 0;
  });
  if (retry > 0) throw tooManyRequests(limit.message(Math.max(1, Math.ceil(retry / 60))), Math.max(1, retry));
}
