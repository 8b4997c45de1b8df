// Measures the server's start-up: from spawning `node dist/server/server.js` to the first answered
// `GET /api/health`, on existing data. The first start on a fresh DATA_DIR (or database) migrates, imports the
// consulting catalog and seeds; the starts after it are what issue 13 point 5 bounds (under 3 s).
//
//   node scripts/measure-startup.mjs [--runs 3] [--data-dir DIR [--prepare]]   PGlite (a temporary DATA_DIR unless given;
//                                                     a given one is taken as prepared unless --prepare)
//   DATABASE_URL=postgres://... node scripts/measure-startup.mjs      PostgreSQL
//
// Builds nothing: run `npm run build` (or `node scripts/build-server.mjs`) first. Prints one line per start and
// exits 1 when a start on existing data took 3 s or more.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Number(option('runs', '3'));
const limitMs = Number(option('limit-ms', '3000'));
const givenDir = option('data-dir');
const dataDir = givenDir ?? mkdtempSync(path.join(os.tmpdir(), 'edu-startup-'));
const server = path.resolve(option('server', 'dist/server/server.js'));

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** The CPU time a process has used so far (user + system, Linux /proc), a measure the machine's load does not inflate. */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** One start: ms to the first answered /api/health (and the server's CPU ms by then), then a clean stop. */
async function startOnce() {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = null;
  child.on('exit', (code) => (exited = code));
  try {
    for (;;) {
      if (exited !== null) throw new Error(`the server exited with ${exited} before answering`);
      if (performance.now() - started > 120_000) throw new Error('no answer within 120 s');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) {
          await res.text();
          return { ms: performance.now() - started, cpuMs: cpuMsOf(child.pid) };
        }
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    if (exited === null) {
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await done;
    }
  }
}

const db = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const times = [];
try {
  // The first start prepares the data (migrations, catalog import, demo seed); the others start on existing data.
  if (!givenDir || process.argv.includes('--prepare')) {
    const first = await startOnce();
    console.log(`${db}: first start (prepares the data) ${Math.round(first.ms)} ms (CPU ${Math.round(first.cpuMs)} ms)`);
  }
  for (let i = 0; i < runs; i++) {
    const { ms, cpuMs } = await startOnce();
    times.push(ms);
    console.log(`${db}: start on existing data ${Math.round(ms)} ms (CPU ${Math.round(cpuMs)} ms)`);
  }
} finally {
  if (!givenDir) rmSync(dataDir, { recursive: true, force: true });
}
const worst = Math.max(...times);
console.log(`${db}: worst start on existing data ${Math.round(worst)} ms (limit ${limitMs} ms)`);
process.exit(worst < limitMs ? 0 : 1);
