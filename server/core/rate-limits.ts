/**
 * Rate limits (src/api/rate-limits.ts, README "Rate limits") with @fastify/rate-limit and a store on the project's
 * database, so that every instance on one database shares every counter. A route names its limits next to its
 * declaration (`defineRoute({ ..., limits: [RATE_LIMITS.orders] })`); define-route.ts turns them into one preHandler
 * (`limitsHook`), which runs after the access hook has resolved `request.user`, so a limit can count per account.
 *
 * Counting is one statement per key (`countRequest`): an upsert that adds one to the key's row, or starts a new
 * fixed window once the old one has ended, and returns the count and the time left. The row lock of the upsert
 * orders parallel requests on any number of instances, so no two of them can read the same count. Past a limit the
 * request is refused with 429, `Retry-After` (seconds to the window's end) and a Korean message naming what was
 * limited and how long to wait, in the app's error envelope.
 *
 * The hook uses `app.createRateLimit` (one limiter per limit and scope) rather than `app.rateLimit` handlers: those
 * run only once per request (the plugin marks the request after the first), so a second limit on the same route
 * would never count.
 */
import { createHash } from 'node:crypto';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { lt, sql } from 'drizzle-orm';
import { RATE_LIMIT_SCOPES, rateLimitMessage, waitText, type RateLimit, type RateLimitScope } from '../../src/api/rate-limits';
import { rateLimitCounters } from '../db/schema';
import type { Db } from './db';
import { tooManyRequests } from './errors';

/** How often an instance deletes the counters of ended windows. */
const CLEANUP_MS = 10 * 60_000;
/** Counts stop here rather than overflow the column (a flood longer than any window). */
const COUNT_MAX = 2_147_483_647;

/**
 * Counts one request against `key` in a fixed window of `windowMs`: the count of the current window (this request
 * included) and the milliseconds until it ends. One atomic statement (see the file comment).
 */
export async function countRequest(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const ended = sql`${rateLimitCounters.expires_at} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, expires_at: sql`now() + ${windowMs}::int * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${ended} then 1 else least(${rateLimitCounters.count} + 1, ${COUNT_MAX}) end`,
        expires_at: sql`case when ${ended} then excluded.expires_at else ${rateLimitCounters.expires_at} end`,
      },
    })
    .returning({ current: rateLimitCounters.count, ttl: sql<number>`ceil(extract(epoch from ${rateLimitCounters.expires_at} - now()) * 1000)`.mapWith(Number) });
  return { current: row.current, ttl: Math.max(0, row.ttl) };
}

/** The count of `key`'s current window without counting (0 once it has ended). */
async function readCount(db: Db, key: string): Promise<{ current: number; ttl: number }> {
  const rows = await db
    .select({ current: rateLimitCounters.count, ttl: sql<number>`ceil(extract(epoch from ${rateLimitCounters.expires_at} - now()) * 1000)`.mapWith(Number) })
    .from(rateLimitCounters)
    .where(sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.expires_at} > now()`);
  return rows[0] ?? { current: 0, ttl: 0 };
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit's store interface (`incr`, `read`, `child`) on the database: one class per database. */
function databaseStore(db: Db) {
  return class DatabaseStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      countRequest(db, key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      readCount(db, key).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** Keys carry the limit's name already (`limitsHook`): every child counts in the same table. */
    child(): DatabaseStore {
      return new DatabaseStore();
    }
  };
}

/** Deletes the counters of windows that have ended (a request after that starts a new row anyway). */
export async function deleteEndedCounters(db: Db): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expires_at, sql`now()`));
}

/**
 * Registers @fastify/rate-limit with the database store. No route is limited by the plugin itself (`global: false`):
 * routes name their limits (define-route.ts). A limit the plugin itself answers (a route's `config.rateLimit`) gets the
 * same envelope and Korean message.
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseStore(opts.db),
    skipOnError: false,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return tooManyRequests(`요청이 너무 많습니다. ${waitText(seconds)} 뒤에 다시 시도하세요.`, seconds);
    },
  });
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void deleteEndedCounters(opts.db).catch((error: unknown) => app.log.warn({ err: error }, 'rate limit cleanup failed')), CLEANUP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/**
 * What a request is counted under for one scope, or null when it has none (no account behind a public call, no
 * e-mail in the body: the scope is not counted, and the handler refuses a missing e-mail itself). Addresses are
 * grouped as the plugin does (IPv6 by /64); an e-mail is kept only as a hash.
 */
function scopeValue(scope: RateLimitScope, request: FastifyRequest): string | null {
  if (scope === 'address') return normalizeIP(request.ip);
  if (scope === 'account') return request.user ? String(request.user.uid) : null;
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.trim() ? sha256(email.trim().toLowerCase()) : null;
}

/** The key of a request's counter for one limit and scope, e.g. `orders:account:12`. */
export const counterKey = (limit: RateLimit, scope: RateLimitScope, value: string) => `${limit.name}:${scope}:${value}`;

/**
 * The preHandler of a route's limits: each limit and scope with a maximum counts the request in turn, and the first
 * one past its maximum refuses it (429, Retry-After, the Korean message); the ones after it do not count it.
 */
export function limitsHook(app: FastifyInstance, limits: readonly RateLimit[]): preHandlerAsyncHookHandler {
  const checks = limits.flatMap((limit) =>
    RATE_LIMIT_SCOPES.flatMap((scope) => {
      const max = limit.per[scope];
      if (max === undefined) return [];
      const check = app.createRateLimit({ max, timeWindow: limit.windowSeconds * 1000, keyGenerator: (request) => counterKey(limit, scope, scopeValue(scope, request) ?? '') });
      return [{ limit, scope, check }];
    }),
  );
  return async (request) => {
    for (const { limit, scope, check } of checks) {
      if (scopeValue(scope, request) === null) continue;
      const outcome = await check(request);
      if (!outcome.isAllowed && outcome.isExceeded) {
        const seconds = Math.max(1, outcome.ttlInSeconds);
        throw tooManyRequests(rateLimitMessage(limit, seconds), seconds);
      }
    }
  };
}
