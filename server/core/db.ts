/**
 * The database: embedded PGlite in DATA_DIR (default) or PostgreSQL through DATABASE_URL.
 * Both run the same migrations from server/db/migrations.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../db/schema';
import { PG_POOL_MAX } from './env';
import { importConsultingData } from '../db/seed/consulting';
import { importScoreFormulasIfChanged } from '../db/seed/consulting-formulas';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database or an open transaction: repositories take either. */
export type DbOrTx = Db | Tx;

/** An open database with its kind and a way to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/** Migrations ship beside the server (source tree, or copied next to the built server). */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const found = [path.join(here, '../db/migrations'), path.join(here, 'migrations')].find((p) => existsSync(p));
  if (!found) throw new Error('migrations folder not found');
  return found;
}

/** Opens PGlite on a folder (`memory://` for an in-memory database) or from a dumped data directory. */
export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  return { db: drizzlePglite(client, { schema }) as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** How the PostgreSQL pool is opened (server/core/env.ts PG_POOL_MAX and SQL_TRACE_FILE). */
export interface PostgresOptions {
  /** The pool's size (default PG_POOL_MAX). */
  max?: number;
  /** Append every statement to this file (see traceStatements); nothing is traced without it. */
  traceFile?: string;
}

/**
 * Opens a PostgreSQL pool. An idle connection the server ends (a restart, a failover, an administrator) is
 * reported on the pool and replaced on the next query; without a listener that report would crash the process.
 */
export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? PG_POOL_MAX });
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  if (options.traceFile) traceStatements(pool, options.traceFile);
  nameStatements(pool);
  return { db: drizzlePg(pool, { schema }) as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

/** Distinct statements one connection keeps prepared at most. */
const MAX_NAMED_STATEMENTS = 500;

/** Reads and writes worth keeping prepared: not EXPLAIN (its estimate must see the values), nor utility statements. */
const PREPARABLE = /^\s*(select|with|insert|update|delete)\b/i;

/**
 * The statement name of a text, kept for the texts seen most (a list's statement is a few kilobytes: hashing it
 * again on every request was a few microseconds of each). Past the bound a text is hashed each time it is sent.
 */
const statementNames = new Map<string, string>();
const MAX_KEPT_NAMES = 5000;
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `q${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    if (statementNames.size < MAX_KEPT_NAMES) statementNames.set(text, name);
  }
  return name;
}

/**
 * Sends every read and write as a named prepared statement, named by a hash of its text: each connection parses a
 * statement once and PostgreSQL may keep its plan, instead of parsing and planning the same list query on every
 * request (issue 13: about a millisecond of a list's database time at scale). The values still travel as
 * parameters, so nothing else changes. Installed after the trace, so the trace records the names.
 */
function nameStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // A connection keeps every statement it prepared (in pg and in the server process) for its lifetime: past
    // MAX_NAMED_STATEMENTS distinct texts the rest go unnamed, so odd shapes cannot grow it without bound.
    const names = new Set<string>();
    const named = (...args: unknown[]): unknown => {
      const config = args[0];
      if (config && typeof config === 'object' && !(config as pg.QueryConfig).name && typeof (config as pg.QueryConfig).text === 'string' && PREPARABLE.test((config as pg.QueryConfig).text)) {
        const name = statementName((config as pg.QueryConfig).text);
        if (names.has(name) || names.size < MAX_NAMED_STATEMENTS) {
          names.add(name);
          args[0] = { ...(config as pg.QueryConfig), name };
        }
      }
      return query(...args);
    };
    client.query = named as typeof client.query;
  });
}

/** One traced statement: one JSON line of the SQL_TRACE_FILE. Times are epoch milliseconds with fractions. */
export interface TracedStatement {
  /** Which pooled connection ran it (1, 2, ... in the order they were opened): a transaction stays on one. */
  conn: number;
  start: number;
  end: number;
  text: string;
  values?: unknown[];
  /** A prepared statement's name (drizzle sends none). */
  name?: string;
  /** `array` when rows came back as arrays (drizzle's selects). */
  rowMode?: string;
  /** Whether the query carried its own type parsers (drizzle's keep dates as text). */
  types: boolean;
  ok: boolean;
}

/**
 * The opt-in SQL trace (SQL_TRACE_FILE, for scripts/bench.ts, which replays a request's statements through the
 * bare driver): wraps `query` of each connection the pool opens, so pool.query and transactions are both seen,
 * and appends one TracedStatement line per statement when it ends. Installed only when asked for: an untraced
 * pool runs pg's own query.
 */
function traceStatements(pool: pg.Pool, file: string): void {
  let opened = 0;
  const now = () => performance.timeOrigin + performance.now();
  pool.on('connect', (client) => {
    const conn = ++opened;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const traced = (...args: unknown[]): unknown => {
      const config = (typeof args[0] === 'string' ? { text: args[0] } : args[0]) as pg.QueryConfig & { rowMode?: string };
      const values = Array.isArray(args[1]) ? args[1] : config.values;
      const start = now();
      const write = (ok: boolean) => {
        const line: TracedStatement = { conn, start, end: now(), text: config.text, values, name: config.name, rowMode: config.rowMode, types: config.types !== undefined, ok };
        appendFileSync(file, `${JSON.stringify(line, (_, v) => (typeof v === 'bigint' ? v.toString() : v))}\n`);
      };
      const callback = args.findIndex((a) => typeof a === 'function');
      if (callback >= 0) {
        const done = args[callback] as (error: unknown, result: unknown) => void;
        args[callback] = (error: unknown, result: unknown) => {
          write(!error);
          done(error, result);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) result.then(() => write(true), () => write(false));
      return result;
    };
    client.query = traced as typeof client.query;
  });
}

/** Applies every pending migration. */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'pglite') await migratePglite(database.db as never, config);
  else await migratePg(database.db as never, config);
  // Reference data (not demo data): the consulting catalog and the score formulas, imported on every start and
  // skipped when unchanged (by SHA-256), so a start on existing data writes nothing.
  await importConsultingData(database.db);
  await importScoreFormulasIfChanged(database.db);
}

/** Opens the configured database and migrates it. */
export async function openDatabase(env: { DATABASE_URL?: string; DATA_DIR: string; PG_POOL_MAX?: number; SQL_TRACE_FILE?: string }): Promise<Database> {
  const database = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, { max: env.PG_POOL_MAX, traceFile: env.SQL_TRACE_FILE })
    : await openPglite(path.join(env.DATA_DIR, 'pglite'));
  await migrate(database);
  return database;
}
