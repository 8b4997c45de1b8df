/** The services a handler may use, built once in app.ts. */
import type { Tokens } from './auth';
import type { Database, Db } from './db';
import type { Env } from './env';
import type { Mailer } from './mailer';
import type { FileStorage } from './storage';

export interface Deps {
  env: Env;
  db: Db;
  database: Database;
  tokens: Tokens;
  /** A stable secret key for one purpose, derived from the token secret (core/auth.ts `derivedKey`). */
  secretFor: (purpose: string) => Buffer;
  mailer: Mailer;
  storage: FileStorage;
  startedAt: number;
}
