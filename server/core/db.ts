/**
 * The database: embedded PGlite in DATA_DIR (default) or PostgreSQL through DATABASE_URL.
 * Both run the same migrations from server/db/migrations.
 */
import { existsSync, mkdirSync } from 'node:fs';
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

/**
 * Opens a PostgreSQL pool. An idle connection the server ends (a restart, a failover, an administrator) is
 * reported on the pool and replaced on the next query; without a listener that report would crash the process.
 */
export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  return { db: drizzlePg(pool, { schema }) as unknown as Db, kind: 'postgres', close: () => pool.end() };
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
export async function openDatabase(env: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> {
  const database = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : await openPglite(path.join(env.DATA_DIR, 'pglite'));
  await migrate(database);
  return database;
}
