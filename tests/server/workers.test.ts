/**
 * Several processes on one machine (WORKERS, server/core/workers.ts): the setting's rules, and on PostgreSQL the
 * primary with its workers: both serve, a worker that dies is replaced, a signal closes them all.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/core/env';
import { freshDatabase } from '../helpers/app';
import { freePort } from '../helpers/e2e';

const PG = { DATABASE_URL: 'postgres://x@127.0.0.1/db', TOSS_SECRET_KEY: 'test_sk_x', TOSS_CLIENT_KEY: 'test_ck_x' };

describe('WORKERS', () => {
  it('is 1 by default, a number, or one per core with auto', () => {
    expect(loadEnv({}).WORKERS).toBe(1);
    expect(loadEnv({ ...PG, WORKERS: '3' }).WORKERS).toBe(3);
    expect(loadEnv({ ...PG, WORKERS: 'auto' }).WORKERS).toBe(availableParallelism());
    expect(() => loadEnv({ ...PG, WORKERS: '0' })).toThrow(/WORKERS/);
    expect(() => loadEnv({ ...PG, WORKERS: 'many' })).toThrow(/WORKERS/);
  });

  it('above 1 is refused on the embedded PGlite (one process) and with the built-in Toss stand-in (payments in one process)', () => {
    expect(() => loadEnv({ WORKERS: '2' })).toThrow(/WORKERS.*DATABASE_URL/);
    expect(() => loadEnv({ DATABASE_URL: PG.DATABASE_URL, WORKERS: '2' })).toThrow(/WORKERS.*TOSS_SECRET_KEY/);
    expect(loadEnv({ WORKERS: '1' }).WORKERS).toBe(1);
  });
});

/** The server processes whose parent is `pid` (the workers; not tsx's own helpers). */
const workersOf = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('server/server.ts'))
    .map((line) => Number(line.trim().split(/\s+/)[0]));

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await Promise.resolve(probe()).catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(!process.env.DATABASE_URL)('WORKERS=2 on PostgreSQL', () => {
  let primary: ChildProcess | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    if (primary?.exitCode === null) primary.kill('SIGKILL');
    await drop?.();
  });

  it('serves from two workers, replaces one that dies, and closes all on SIGTERM', async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'edu-workers-'));
    let output = '';
    primary = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      env: { ...process.env, ...PG, DATABASE_URL: fresh.url!, WORKERS: '2', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', SEED: 'never', LOG_LEVEL: 'warn', JWT_SECRET: 'test-secret-that-is-at-least-32-characters' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout!.on('data', (chunk) => (output += chunk));
    primary.stderr!.on('data', (chunk) => (output += chunk));
    const health = async () => ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok ? true : undefined);

    await until('the workers to listen', () => (/2 workers on port/.test(output) ? true : undefined));
    const first = workersOf(primary.pid!);
    expect(first).toHaveLength(2);
    expect(await health()).toBe(true);

    process.kill(first[0], 'SIGKILL');
    const next = await until('a new worker', () => {
      const now = workersOf(primary!.pid!);
      return now.length === 2 && !now.includes(first[0]) ? now : undefined;
    });
    expect(next).toContain(first[1]);
    await until('the new worker to serve', health);
    expect(output).toMatch(new RegExp(`worker ${first[0]} exited \\(SIGKILL\\); starting another`));

    const exited = new Promise<number | null>((resolve) => primary!.once('exit', resolve));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of next) expect(() => process.kill(pid, 0)).toThrow();
  }, 90_000);
});
