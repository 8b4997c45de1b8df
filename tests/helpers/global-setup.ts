/**
 * Builds one migrated and seeded template database for the server suites:
 * - PGlite (default): dumped to a tarball that each test file loads into an in-memory database;
 * - PostgreSQL (DATABASE_URL set): a template database each test file copies with CREATE DATABASE ... TEMPLATE.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, openPglite, openPostgres } from '../../server/core/db';
import { seedDemo } from '../../server/db/seed/index';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export const TEMPLATE_DB = 'edu_test_template';

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const templateUrl = withDatabase(url, TEMPLATE_DB);
    const database = openPostgres(templateUrl);
    await migrate(database);
    await seedDemo(database.db);
    await database.close();
    project.provide('postgresTemplate', TEMPLATE_DB);
    project.provide('pgliteTemplate', '');
    return;
  }
  const database = await openPglite('memory://');
  await migrate(database);
  await seedDemo(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const dir = path.resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
}

/** The same server URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
