/**
 * "The same SQL" of `npm run bench` (scripts/bench.ts): reads the statements one request sent to PostgreSQL
 * from the app's SQL trace (SQL_TRACE_FILE, server/core/db.ts), and replays them through the pg driver alone,
 * in the same order and with the same concurrency: statements that overlapped in the capture (one started
 * before the others ended, e.g. rows and count under Promise.all) run together, the rest one after another; a
 * transaction (begin ... commit on one connection) runs on one checked-out connection, as the app's does.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { TracedStatement } from '../server/core/db';

/** A step of a replay: one statement on any pooled connection, or a transaction's statements on one. */
interface Unit {
  statements: TracedStatement[];
  start: number;
  end: number;
}

/** A request's statements as steps run one after another, each step's units together. */
export interface ReplayPlan {
  steps: Unit[][];
  statements: number;
}

/** The statements of the trace file that started between `from` and `to` (epoch ms), by start time. */
export function readTrace(file: string, from: number, to: number): TracedStatement[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TracedStatement)
    .filter((s) => s.start >= from && s.start <= to)
    .sort((a, b) => a.start - b.start);
}

const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const END = /^\s*(commit|rollback|end)\b/i;

/** Groups a request's statements into transactions and single statements, then overlapping ones into steps. */
export function planReplay(statements: TracedStatement[]): ReplayPlan {
  const units: Unit[] = [];
  const open = new Map<number, Unit>();
  for (const s of statements) {
    const tx = open.get(s.conn);
    if (tx) {
      tx.statements.push(s);
      tx.end = s.end;
      if (END.test(s.text)) open.delete(s.conn);
    } else {
      const unit = { statements: [s], start: s.start, end: s.end };
      units.push(unit);
      if (BEGIN.test(s.text)) open.set(s.conn, unit);
    }
  }
  const steps: Unit[][] = [];
  let stepEnd = -Infinity;
  for (const unit of units.sort((a, b) => a.start - b.start)) {
    if (steps.length && unit.start < stepEnd) steps[steps.length - 1].push(unit);
    else steps.push([unit]);
    stepEnd = Math.max(stepEnd, unit.end);
  }
  return { steps, statements: statements.length };
}

/** The plan's shape for the report: statements per step, `+` between steps (`1+2` = one, then two at once). */
export function describePlan(plan: ReplayPlan): string {
  const step = (units: Unit[]) => units.map((u) => (u.statements.length > 1 ? `tx(${u.statements.length})` : '1')).join('&');
  return plan.steps.map((units) => (units.length > 1 ? `(${step(units)})` : step(units))).join('+');
}

/** Type parsers like drizzle's: timestamps, dates and intervals (and their arrays) stay text. */
const KEEP_AS_TEXT = new Set([pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.TIMESTAMP, pg.types.builtins.DATE, pg.types.builtins.INTERVAL, 1231, 1115, 1185, 1187, 1182]);
const TEXT_TYPES = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => (KEEP_AS_TEXT.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format)),
} as pg.CustomTypesConfig;

/**
 * The statement as the app sent it: text, values, row mode and type parsers; with `objects`, rows come back as
 * objects keyed by column name (pg's default) whatever the app asked for.
 */
function queryOf(s: TracedStatement, objects: boolean): pg.QueryConfig {
  return { text: s.text, values: s.values, name: s.name, ...(s.rowMode && !objects ? { rowMode: s.rowMode } : {}), ...(s.types ? { types: TEXT_TYPES } : {}) } as pg.QueryConfig;
}

/** Runs one unit and returns the rows of each of its statements. */
async function runUnit(pool: pg.Pool, unit: Unit, objects: boolean): Promise<unknown[][]> {
  if (unit.statements.length === 1) return [(await pool.query(queryOf(unit.statements[0], objects))).rows];
  const client = await pool.connect();
  try {
    const rows: unknown[][] = [];
    for (const s of unit.statements) rows.push((await client.query(queryOf(s, objects))).rows);
    return rows;
  } finally {
    client.release();
  }
}

/**
 * Replays the plan once on the pool and returns the rows of every statement, in the plan's order; with `objects`,
 * each row as an object keyed by column name (what a reply would carry) rather than in the app's row mode.
 */
export async function replayRows(pool: pg.Pool, plan: ReplayPlan, objects = false): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  for (const units of plan.steps) for (const unitRows of await Promise.all(units.map((u) => runUnit(pool, u, objects)))) rows.push(...unitRows);
  return rows;
}

/** One replay of the plan on the pool: what the app's request asked of the database. */
export function replayer(pool: pg.Pool, plan: ReplayPlan): () => Promise<void> {
  return async () => {
    await replayRows(pool, plan);
  };
}
