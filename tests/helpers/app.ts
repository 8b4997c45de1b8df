/** Builds the real app on a fresh copy of the template database for one test file, and signs in demo users. */
import { readFileSync } from 'node:fs';
import { like } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../server/app';
import { openPglite, openPostgres, type Database } from '../../server/core/db';
import { rateLimitCounters } from '../../server/db/schema';
import { loadEnv } from '../../server/core/env';
import { DEMO_PASSWORD } from '../../server/db/seed/index';
import { withDatabase } from './global-setup';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** The PostgreSQL connection string of this app's database; undefined on PGlite. */
  url?: string;
  close: () => Promise<void>;
}

/** A fresh database copied from the migrated, seeded template. */
export async function freshDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const pgTemplate = inject('postgresTemplate');
  if (pgTemplate) {
    const url = process.env.DATABASE_URL!;
    const name = `edu_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
    await admin.end();
    const database = openPostgres(withDatabase(url, name));
    return {
      database,
      url: withDatabase(url, name),
      drop: async () => {
        await database.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const blob = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const database = await openPglite('memory://', blob);
  return { database, drop: () => database.close() };
}

/** What a test may add to the app it builds. */
export interface TestAppOptions {
  /** Turns the logger on (at `LOG_LEVEL`, `silent` unless told) and writes its JSON lines here. */
  logStream?: { write(line: string): void };
  /** Runs before the app is ready: hooks a test adds to watch or steer requests. */
  beforeReady?: (app: FastifyInstance) => void;
}

/** The app on a fresh database, with its own data folder (mail outbox, files). */
export async function buildTestApp(extraEnv: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const { database, url, drop } = await freshDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'edu-test-'));
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-at-least-32-characters', LOG_LEVEL: 'silent', ...extraEnv });
  const app = await buildApp({ env, database, logger: options.logStream !== undefined, logStream: options.logStream });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    dataDir,
    url,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/**
 * A second app instance on the same database, as behind a load balancer: on PostgreSQL its own
 * connection pool (another process would have one); on PGlite, which is single-process, the same database.
 */
export async function buildPeerApp(t: TestApp): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const database = t.url ? openPostgres(t.url) : t.database;
  const app = await buildApp({ env: t.app.deps.env, database, logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

/** A demo account: a staff level, or one of the two customers. */
export type DemoWho = 0 | 1 | 2 | 3 | 4 | 5 | 10 | 'student' | 'parent';

export const demoEmail = (who: DemoWho) => (typeof who === 'number' ? `level${who}@demo.local` : `${who}@demo.local`);

const tokenCache = new WeakMap<FastifyInstance, Map<DemoWho, string>>();

/** Signs a demo account in through the real login call and returns its token (cached per app). */
export async function loginAs(app: FastifyInstance, who: DemoWho): Promise<string> {
  const cache = tokenCache.get(app) ?? new Map<DemoWho, string>();
  tokenCache.set(app, cache);
  const cached = cache.get(who);
  if (cached) return cached;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: demoEmail(who), password: DEMO_PASSWORD, realm: typeof who === 'number' ? 'staff' : 'customer' },
  });
  if (res.statusCode !== 200) throw new Error(`login as ${who} failed: ${res.body}`);
  const token = res.json().token as string;
  cache.set(who, token);
  return token;
}

/** inject() with a token in the spec's header form. */
export function withToken(token: string | null, opts: InjectOptions): InjectOptions {
  return token ? { ...opts, headers: { ...(opts.headers ?? {}), authorization: `token=${token}` } } : opts;
}

/**
 * Deletes the rate-limit counters of a test app's database (server/core/rate-limits.ts): every one, or those of one
 * limit (`name`, e.g. RATE_LIMITS.orders.name). Every request of a test file comes from one address, so files that
 * call a limited route more often than its limit allows clear them between tests.
 */
export async function clearRateLimits(t: TestApp, name?: string): Promise<void> {
  const db = t.database.db;
  if (name === undefined) await db.delete(rateLimitCounters);
  else await db.delete(rateLimitCounters).where(like(rateLimitCounters.key, `${name}:%`));
}
