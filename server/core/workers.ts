/**
 * Several processes of the app on one machine (`WORKERS`, README "Several app instances"). One Node process runs
 * JavaScript on one core: on a busy list it is the process, not PostgreSQL, that runs out of CPU first (issue 13).
 * With WORKERS > 1 this process becomes the primary: it migrates the database and seeds it once, then starts that
 * many workers, each a whole instance of the app sharing the port (Node's cluster hands each new connection to the
 * next worker). Everything the app keeps across requests is in PostgreSQL already (tokens' versions, sign-in
 * limits, splitting jobs), so workers are instances like those on other machines.
 *
 * A worker that dies is started again after a second; one that keeps dying (more than RESTARTS_PER_MINUTE) stops
 * the whole server with an error. SIGINT or SIGTERM closes every worker (each finishes its requests) and then
 * the primary.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Env } from './env';
import { openDatabase } from './db';
import { seedDemo } from '../db/seed/index';
import { localStorage } from './storage';

const RESTARTS_PER_MINUTE = 10;
/** How long the workers get to finish their requests after a signal. */
const CLOSE_TIMEOUT_MS = 10_000;

const log = (message: string) => console.log(`[workers] ${message}`);

/** True in the process that should serve requests itself: a worker, or the only process when WORKERS is 1. */
export const servesRequests = (env: Env) => env.WORKERS <= 1 || !cluster.isPrimary;

/**
 * The primary: prepares the database once, starts env.WORKERS workers running `serverFile`, keeps them running,
 * closes them on a signal.
 */
export async function runPrimary(env: Env, serverFile: string): Promise<void> {
  const started = performance.now();
  // Migrated and seeded here, once, so that the workers do not race to do it; they start with SEED=never.
  const database = await openDatabase(env);
  if (env.seedDemo) await seedDemo(database.db, localStorage(env.storageDir));
  await database.close();

  cluster.setupPrimary({ exec: serverFile });
  const workerEnv = { SEED: 'never' };
  let stopping = false;
  const restarts: number[] = [];
  const start = () => cluster.fork(workerEnv);

  let listening = 0;
  cluster.on('listening', () => {
    if (++listening === env.WORKERS) log(`${env.WORKERS} workers on port ${env.PORT}, ${Math.round(performance.now() - started)} ms after the primary started`);
  });
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    restarts.push(now);
    while (restarts.length && restarts[0] < now - 60_000) restarts.shift();
    if (restarts.length > RESTARTS_PER_MINUTE) {
      log(`worker ${worker.process.pid} exited (${signal ?? code}); more than ${RESTARTS_PER_MINUTE} exits in a minute, stopping`);
      stopAll(1);
      return;
    }
    log(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(() => !stopping && start(), 1000).unref();
  });

  const stopAll = (code: number) => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    if (!workers.length) process.exit(code);
    let left = workers.length;
    for (const worker of workers) {
      worker.once('exit', () => --left === 0 && process.exit(code));
      worker.process.kill('SIGTERM');
    }
    setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(code);
    }, CLOSE_TIMEOUT_MS).unref();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`${signal}: closing ${env.WORKERS} workers`);
      stopAll(0);
    });
  }
  for (let i = 0; i < env.WORKERS; i++) start();
}
