/**
 * `npm run bench` (issue 13 point 3): how fast the app answers, against what it could be, in one run on the
 * database it is given: the PostgreSQL of DATABASE_URL, or else a fresh embedded PGlite.
 *
 * 1. The large seed (scripts/seed-large.ts, BENCH_QUESTIONS questions, default 100,000; skipped when present).
 * 2. The ceiling: a bare Fastify 5 server with one JSON route, in its own process (scripts/bench-ceiling.ts).
 * 3. The app's trivial call (GET /api/health, without and with a token) against that ceiling; on PostgreSQL
 *    also the token check's own SQL through the driver alone.
 * 4. Each list call (scripts/bench-cases.ts): its first reply (status, total, rows); on PostgreSQL the app runs
 *    once with SQL_TRACE_FILE so the statements of one request are captured, then again without tracing for
 *    the measured runs; each list is measured through the app and, on PostgreSQL, by replaying its captured
 *    statements through the pg driver alone (scripts/bench-sql.ts) at the same concurrency, with a pool of the
 *    app's size (PG_POOL_MAX). app/driver is the share of the database's own speed the app keeps. Also on
 *    PostgreSQL, the same SQL behind a bare Fastify route in its own process (scripts/bench-route.ts), answering
 *    the rows as JSON: what any Node HTTP server could do with that SQL here; app/route is the app's own cost.
 * Every run uses BENCH_CONNECTIONS connections (default 32) for BENCH_SECONDS (default 6) after a short warm-up.
 * BENCH_WORKERS=N (PostgreSQL) measures the app in N processes (WORKERS), sharing the driver's pool size.
 * BENCH_ONLY=PATTERN measures only the lists whose names match it (the health calls always).
 * With BENCH_EXPLAIN=DIR (PostgreSQL only) the plans of every list's statements are written there afterwards
 * (scripts/bench-explain.ts; docs/perf/ keeps those of the 1,000,000-question seed).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PG_POOL_MAX } from '../server/core/env';
import { SERVER_NODE_FLAGS } from '../server/core/node-flags';
import { health } from '../src/api/system';
import { startBuiltApp, type RunningApp } from '../tests/helpers/e2e';
import { listCases, MASTER, probe, signIn, type ListCase, type Probe } from './bench-cases';
import { LOAD, loadHttp, loadLoops, type Load } from './bench-load';
import { describePlan, planReplay, readTrace, replayer, type ReplayPlan } from './bench-sql';
import { writePlans } from './bench-explain';

/** Issue 13's goal for each list: p95 at most 30 ms, and at least 80 % of the driver's own req/s. */
const GOAL = { p95: 30, ratio: 0.8 };
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 100_000);
const POOL_MAX = Number(process.env.PG_POOL_MAX ?? PG_POOL_MAX);
const databaseUrl = process.env.DATABASE_URL ?? '';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'edu-bench-'));
const traceFile = databaseUrl ? path.join(dataDir, 'sql-trace.jsonl') : '';
const now = () => performance.timeOrigin + performance.now();

/**
 * Processes of the measured app (BENCH_WORKERS, PostgreSQL only: the app's WORKERS, server/core/workers.ts). They
 * share the pool size the driver gets, so that the app never has more connections than the replay.
 */
const WORKERS = databaseUrl ? Math.max(1, Number(process.env.BENCH_WORKERS ?? 1)) : 1;

/** The built app's environment; the trace run (one process) also stops the background jobs so that only requests query. */
function appEnv(trace: boolean): Record<string, string> {
  const env = { LOG_LEVEL: 'error', NODE_ENV: 'production', SEED: 'never', DATABASE_URL: databaseUrl, PG_POOL_MAX: String(POOL_MAX), SQL_TRACE_FILE: '', TOSS_STANDIN: 'on' };
  if (trace) return { ...env, SQL_TRACE_FILE: traceFile, SPLIT_WORKERS: '0', TOSS_RENEW_MINUTES: '0' };
  if (WORKERS === 1) return env;
  // Several workers need Toss keys (the built-in stand-in keeps payments in one process); no payment is made here.
  return { ...env, WORKERS: String(WORKERS), PG_POOL_MAX: String(Math.ceil(POOL_MAX / WORKERS)), TOSS_SECRET_KEY: 'test_sk_bench', TOSS_CLIENT_KEY: 'test_ck_bench' };
}

/** Starts a script of its own process (the ceiling, the bare route) and waits for the address it prints. */
async function startChild(script: string, ...args: string[]): Promise<RunningApp> {
  const env = { ...process.env, PG_POOL_MAX: String(POOL_MAX) };
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'inherit'], env });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(String(chunk).split('\n')[0].trim()));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, stop };
}

/** One request of the case, with the statements it sent (the first reply, just before, was its warm-up). */
async function capture(app: RunningApp, c: ListCase): Promise<ReplayPlan> {
  const from = now();
  await (await fetch(app.url + c.path, { headers: c.headers })).arrayBuffer();
  const to = now();
  await new Promise((r) => setTimeout(r, 100)); // a statement still running at the reply is written when it ends
  return planReplay(readTrace(traceFile, from, to));
}

interface Row {
  c: ListCase;
  first?: Probe;
  plan?: ReplayPlan;
  app?: Load;
  driver?: Load;
  /** The same SQL behind a bare Fastify route (PostgreSQL). */
  route?: Load;
}

const where = databaseUrl ? `PostgreSQL ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}` : 'PGlite (fresh, embedded in the app process)';
console.log(`bench on ${where}: ${LOAD.connections} connections, ${LOAD.seconds} s per run after a ${LOAD.warmupSeconds} s warm-up; the app in ${WORKERS} process${WORKERS > 1 ? `es (WORKERS=${WORKERS}, ${Math.ceil(POOL_MAX / WORKERS)} connections each)` : ''}`);
console.log(`seeding the large data set (${QUESTIONS} questions)…`);
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-large.ts', '--questions', String(QUESTIONS)], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, stdio: 'inherit' });

const ceilingServer = await startChild('scripts/bench-ceiling.ts');
const ceiling = await loadHttp(ceilingServer.url).finally(() => ceilingServer.stop());

let app: RunningApp | undefined = await startBuiltApp(appEnv(Boolean(traceFile)), dataDir);
let route: RunningApp | undefined;
const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: POOL_MAX }) : undefined;
const rows: Row[] = [];
try {
  const healthCases: ListCase[] = [
    { name: 'GET /api/health (no token)', path: health.path, as: 'public', headers: {} },
    { name: 'GET /api/health with a token', path: health.path, as: MASTER, headers: await signIn(app.url, MASTER) },
  ];
  // BENCH_ONLY: a pattern (case-insensitive) picking the lists to measure; the two health calls are always measured.
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
  const picked = (await listCases(app.url)).filter((c) => !only || only.test(c.name));
  for (const c of [...healthCases, ...picked]) {
    const first = c.missing ? undefined : await probe(app.url, c.path, c.headers);
    rows.push({ c, first, plan: traceFile && first?.status === 200 ? await capture(app, c) : undefined });
  }
  if (traceFile) {
    const traced = app;
    app = undefined;
    await traced.stop();
    app = await startBuiltApp(appEnv(false), dataDir);
    // The first worker to listen answers the start-up check; the others are a moment behind.
    if (WORKERS > 1) await new Promise((r) => setTimeout(r, 3000));
  }
  if (pool) {
    const plansFile = path.join(dataDir, 'plans.json');
    writeFileSync(plansFile, JSON.stringify(rows.map((r) => r.plan ?? null)));
    route = await startChild('scripts/bench-route.ts', plansFile);
  }
  for (const [n, row] of rows.entries()) {
    if (row.first?.status !== 200) continue;
    row.app = await loadHttp(app.url + row.c.path, row.c.headers);
    if (!pool || !row.plan?.statements) continue;
    row.driver = await loadLoops(replayer(pool, row.plan));
    if (route) row.route = await loadHttp(`${route.url}/${n}`);
  }
  const explainDir = process.env.BENCH_EXPLAIN;
  if (explainDir && pool) {
    const header = `PostgreSQL, the large seed of ${QUESTIONS.toLocaleString('en')} questions (npm run seed:large), written by \`BENCH_EXPLAIN=${explainDir} npm run bench\` on ${new Date().toISOString().slice(0, 10)}.`;
    const lists = rows.filter((r) => r.plan?.statements).map((r) => ({ name: r.c.name, path: r.c.path, as: r.c.as, plan: r.plan! }));
    await writePlans(pool, explainDir, lists, header);
    console.log(`query plans of ${lists.length} calls written to ${explainDir}`);
  }
} finally {
  await app?.stop();
  await route?.stop();
  await pool?.end();
  rmSync(dataDir, { recursive: true, force: true });
}

const num = (n: number | undefined, width: number, digits = 0) => (n === undefined || Number.isNaN(n) ? '-' : n.toFixed(digits)).padStart(width);
const ratio = (a?: Load, b?: Load) => (a && b ? a.rps / b.rps : undefined);
const load = (l?: Load) => `${num(l?.rps, 6)} req/s  p95 ${num(l?.p95, 5, 1)} ms${l?.errors ? `  ${l.errors} failed (${l.firstError})` : ''}`;
const notMeasured = (r: Row) => r.c.missing ?? (r.first?.status === 200 ? undefined : `HTTP ${r.first?.status} ${r.first?.error}`);
const [bareHealth, healthRow, ...lists] = rows;
console.log(`\np95 is the exact 95th percentile of every successful request of the run, timed one by one (not autocannon's p90/p97.5)`);
console.log(`ceiling   bare Fastify 5, one JSON route, own process  ${load(ceiling)}`);
for (const r of [bareHealth, healthRow]) {
  const skipped = notMeasured(r);
  console.log(`app       ${r.c.name.padEnd(43)}${skipped ? `not measured: ${skipped}` : `${load(r.app)}  = ${num(ratio(r.app, ceiling), 0, 2)} of the ceiling`}`);
}
if (healthRow.driver) {
  console.log(`driver    its SQL (${describePlan(healthRow.plan!)}) through the pg driver alone  ${load(healthRow.driver)}  app/driver ${num(ratio(healthRow.app, healthRow.driver), 0, 2)}`);
}
if (healthRow.route) {
  console.log(`route     its SQL behind a bare Fastify route          ${load(healthRow.route)}  app/route ${num(ratio(healthRow.app, healthRow.route), 0, 2)}`);
}
console.log(
  pool
    ? `\nlists: the app beside the same SQL replayed through the pg driver alone and behind a bare Fastify route (pool max ${POOL_MAX} on all three); goal p95 <= ${GOAL.p95} ms and app/driver >= ${GOAL.ratio}`
    : `\nlists: the app only (PGlite runs inside the app's process, so there is no driver to replay the SQL through); goal p95 <= ${GOAL.p95} ms`,
);
const columns = ['total', 'rows', 'app/s', 'p95', 'drv/s', 'p95', 'app/drv', 'route/s', 'p95', 'app/rt'].map((c, i) => c.padStart([7, 5, 7, 6, 7, 6, 8, 7, 6, 7][i]));
console.log(['list'.padEnd(56), ...columns, ' goal', '  sql (statements: + in turn, & together)'].join(' '));
for (const r of lists) {
  const head = `${r.c.name} [${r.c.as.replace('@demo.local', '')}]`.padEnd(56);
  const skipped = notMeasured(r);
  if (skipped) {
    console.log(`${head} not measured: ${skipped}`);
    continue;
  }
  const share = ratio(r.app, r.driver);
  const misses = [r.app && r.app.p95 > GOAL.p95 ? 'p95' : '', share !== undefined && share < GOAL.ratio ? 'ratio' : '', r.first?.rows ? '' : 'NO ROWS'].filter(Boolean);
  const cells = [num(r.first?.total, 7), num(r.first?.rows, 5), num(r.app?.rps, 7), num(r.app?.p95, 6, 1), num(r.driver?.rps, 7), num(r.driver?.p95, 6, 1), num(share, 8, 2)];
  cells.push(num(r.route?.rps, 7), num(r.route?.p95, 6, 1), num(ratio(r.app, r.route), 7, 2));
  const failed = [r.app, r.driver, r.route].filter((l) => l?.errors).map((l) => `  ${l!.errors} failed (${l!.firstError})`);
  console.log(`${head} ${cells.join(' ')}  ${misses.length ? `MISS ${misses.join(',')}` : 'ok'}${r.plan ? `  ${r.plan.statements}: ${describePlan(r.plan)}` : ''}${failed.join('')}`);
}
