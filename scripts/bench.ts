/**
 * `npm run bench`: starts the built server on a fresh embedded database and measures, in the same run,
 * a trivial endpoint (the baseline) and real endpoints, printing requests/s, p95 latency and each
 * figure's ratio to the baseline, so the numbers mean something on a noisy machine.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBuiltApp } from '../tests/helpers/e2e';

const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Case {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Concurrent connections (default CONNECTIONS); 1 measures the answer time without queueing. */
  connections?: number;
}

/** The consulting search's URL for some filter entries and an optional name search text. */
function consultingSearchPath(filter: unknown[], q?: string): string {
  const params = new URLSearchParams({ filter: JSON.stringify(filter) });
  if (q) params.set('q', q);
  return `/api/v2/tar_univ/consulting/search/list?${params}`;
}

async function measure(url: string, c: Case) {
  const result = await autocannon({
    url: url + c.path,
    method: c.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(c.headers ?? {}) },
    body: c.body,
    connections: c.connections ?? CONNECTIONS,
    duration: DURATION,
  });
  const errors = result.non2xx + result.errors;
  return { rps: result.requests.average, p95: result.latency.p97_5 ?? result.latency.p99, p50: result.latency.p50, errors };
}

// The large seed (5,000 exam subjects, 100,000 questions) goes in first; then the built server opens the same
// database: a fresh embedded one by default, or the PostgreSQL of DATABASE_URL when it is set.
const databaseUrl = process.env.DATABASE_URL ?? '';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'edu-bench-'));
console.log(`seeding the large data set (${databaseUrl ? 'PostgreSQL' : 'PGlite'})…`);
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-large.ts'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, stdio: 'inherit' });
const app = await startBuiltApp({ LOG_LEVEL: 'error', NODE_ENV: 'production', SEED: 'never', DATABASE_URL: databaseUrl, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0001' }, dataDir);
try {
  const login = await fetch(`${app.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'level10@demo.local', password: 'demo1234!' }) });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `token=${token}` };
  const SEARCH = { broad: consultingSearchPath([{ type: 1, region: '전국' }], '공학'), filters: consultingSearchPath([{ type: 1, region: '서울' }, { type: 2, head_major: 1 }]) };
  for (const [kind, p] of Object.entries(SEARCH)) {
    const reply = (await (await fetch(app.url + p)).json()) as { data?: { total?: number; keyword_list?: unknown[] } };
    if (!reply.data?.total) throw new Error(`the ${kind} search found nothing: ${JSON.stringify(reply).slice(0, 200)}`);
    console.log(`consulting search (${kind}): ${reply.data.total} majors match, ${reply.data.keyword_list?.length} listed`);
  }
  const cases: Case[] = [
    { name: 'baseline: GET /api/health (no token)', path: '/api/health' },
    { name: 'GET /api/health with a token (JWT check + account lookup)', path: '/api/health', headers: auth },
    { name: 'POST /api/auth/refresh-token (restore session)', method: 'POST', path: '/api/auth/refresh-token', body: JSON.stringify({ accessToken: token }) },
    {
      name: 'GET exam_subject_list (large: year+subject, sorted, page 2)',
      path: '/api/v2/exam/exam_subject_list?year=2022&subject_type_id=3&sort_key=name&sort=1&page=2&size=20',
      headers: auth,
    },
    { name: 'GET question_subject/all (large: subject+grade+level, page 2)', path: '/api/v2/exam/question_subject/all?subject_type_id=3&grade_id=2&level=3&page=2&size=20', headers: auth },
    // the majors search (public, no token) over all majors of the latest year: a broad name search (every region),
    // filters only, and the broad one on one connection (its answer time without queueing behind the others)
    { name: 'GET consulting/search/list (nationwide, name q, all majors)', path: SEARCH.broad },
    { name: 'GET consulting/search/list (Seoul + engineering, filters only)', path: SEARCH.filters },
    { name: 'GET consulting/search/list (nationwide, name q), 1 connection', path: SEARCH.broad, connections: 1 },
  ];
  const rows: Array<{ name: string; rps: number; p95: number; ratio: number; errors: number }> = [];
  let baseline = 0;
  for (const c of cases) {
    await measure(app.url, { ...c }).catch(() => null); // warm-up is the first second of each run below
    const r = await measure(app.url, c);
    if (!baseline) baseline = r.rps;
    rows.push({ name: c.name, rps: Math.round(r.rps), p95: r.p95, ratio: r.rps / baseline, errors: r.errors });
  }
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s each (p95 column is autocannon's p97.5)`);
  console.log(['case'.padEnd(66), 'req/s'.padStart(8), 'p95 ms'.padStart(8), 'ratio'.padStart(7), 'errors'.padStart(7)].join(' '));
  for (const r of rows) console.log([r.name.padEnd(66), String(r.rps).padStart(8), String(r.p95).padStart(8), r.ratio.toFixed(2).padStart(7), String(r.errors).padStart(7)].join(' '));
} finally {
  await app.stop();
}
