/**
 * What the database refuses because of the input, turned into the app's errors in one place (the error handler
 * of app.ts applies it): a unique key already taken is 409; a reference to a row that does not exist is 400
 * naming the field; deleting a row that others still reference is 409; a value the column cannot hold (class 22:
 * out of range, bad text, NUL) or a missing required column is 400. The contract's schemas refuse such input
 * first; this is the safety net for what they miss, so it never becomes a 500.
 *
 * Drizzle wraps the driver's error (PGlite's or node-postgres') in a DrizzleQueryError whose `cause` is the
 * PostgreSQL error with its SQLSTATE `code`, `constraint` and `column`: both drivers give the same fields.
 */
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import { type AppError, badRequest, conflict } from './errors';

/** The fields of a PostgreSQL error that the mapping reads. */
interface PgError {
  code: string;
  constraint?: string;
  column?: string;
  detail?: string;
}

/** A SQLSTATE: five digits or capitals. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The PostgreSQL error behind `error`: the error itself, or the driver error a wrapper carries as `cause`. */
export function pgErrorOf(error: unknown): PgError | null {
  let current = error as { code?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    if (typeof current.code === 'string' && SQLSTATE.test(current.code)) return current as PgError;
    current = current.cause as typeof current;
  }
  return null;
}

/** PostgreSQL unique_violation, whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === '23505';
}

/** A foreign key of the schema: the referencing column and the referenced one. */
interface ForeignKey {
  column: string;
  referencedColumn: string;
}

let foreignKeys: Map<string, ForeignKey> | undefined;
/** Every foreign key of the Drizzle schema by constraint name (read once). */
function foreignKeyByName(): Map<string, ForeignKey> {
  if (foreignKeys) return foreignKeys;
  foreignKeys = new Map();
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    for (const fk of getTableConfig(table).foreignKeys) {
      const ref = fk.reference();
      foreignKeys.set(fk.getName(), { column: ref.columns[0].name, referencedColumn: ref.foreignColumns[0].name });
    }
  }
  return foreignKeys;
}

/**
 * The columns of the key a foreign_key_violation names in its detail (`Key (category_id)=(999999) is not present
 * in table "categories".`): the referencing column when the referenced row is missing, the referenced column
 * when a row still points at the one being deleted. The `(columns)=(values)` form is the same in every locale.
 */
const KEY_COLUMNS = /\(([^)]+)\)=\(/;

/** A 23503 as a client error: 400 naming the field for a missing referenced row, 409 for a row still in use. */
function foreignKeyError(pg: PgError): AppError {
  const fk = pg.constraint ? foreignKeyByName().get(pg.constraint) : undefined;
  const keyColumn = KEY_COLUMNS.exec(pg.detail ?? '')?.[1];
  if (fk && keyColumn === fk.referencedColumn && keyColumn !== fk.column) return conflict('다른 항목이 아직 참조하고 있어 지우거나 바꿀 수 없습니다.');
  const column = fk?.column ?? keyColumn;
  const field = column ? `body.${column}` : undefined;
  return badRequest(field, `${field ?? '입력'}: 가리키는 항목이 없습니다.`);
}

/** The client error for a database refusal caused by the input, or null for anything else (a server fault: 500). */
export function databaseInputError(error: unknown): AppError | null {
  const pg = pgErrorOf(error);
  if (!pg) return null;
  if (pg.code === '23505') return conflict('이미 존재하는 항목입니다.');
  if (pg.code === '23503') return foreignKeyError(pg);
  if (pg.code === '23502') {
    const field = pg.column ? `body.${pg.column}` : undefined;
    return badRequest(field, `${field ?? '입력'}: 값이 필요합니다.`);
  }
  // 23514 check_violation; class 22 data exceptions: 22P02 bad text for the type, 22003 out of range,
  // 22021 NUL or bad UTF-8, 22001 too long, 22007/22008 bad date.
  if (pg.code === '23514' || pg.code.startsWith('22')) return badRequest(undefined, '입력 값이 올바르지 않습니다.');
  return null;
}
