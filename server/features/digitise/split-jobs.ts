/**
 * The splitting-job runner of one server instance (issue 9 point 5: splitting never blocks the server). It
 * polls the queue (split-jobs.queue.ts), releases leases that ran out, claims up to SPLIT_WORKERS jobs and runs
 * each in a piscina worker thread (split-worker.ts), renewing its lease while it works and writing progress as
 * pages complete (throttled). app.ts starts it when the app is ready and stops it before closing; a stopping
 * instance gives its running jobs back to the queue, and one that died leaves them to whoever sees the lease
 * expire, so nothing is lost.
 *
 * The worker file: built next to server.js as split-worker.js (scripts/build-server.mjs); from the sources
 * (tsx, tests) it is split-worker.ts, loaded in the worker with tsx's loader (`--import tsx`).
 */
import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { randomUUID } from 'node:crypto';
import { Piscina } from 'piscina';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../core/deps';
import type { Env } from '../../core/env';
import { contentLimits } from '../../shared/upload-content';
import { readStored } from './crops';
import type { SplitJobRow } from './images.repository';
import { claimJob, failJob, finishJob, recordProgress, releaseExpired, releaseJob, renewLease } from './split-jobs.queue';
import type { SplitOutcome, SplitTask } from './split-worker';

/** How the runner works: worker threads (0: no runner), polling interval, lease length, progress write interval. */
export interface SplitRunnerOptions {
  workers: number;
  pollMs: number;
  leaseMs: number;
  progressMs: number;
  /** This instance's name in locked_by (host, process and a random part by default). */
  instanceId?: string;
}

/** The runner's options from the parsed environment (SPLIT_WORKERS, SPLIT_POLL_MS, SPLIT_LEASE_MS in server/core/env.ts). */
export function splitRunnerOptions(env: Pick<Env, 'NODE_ENV' | 'SPLIT_WORKERS' | 'SPLIT_POLL_MS' | 'SPLIT_LEASE_MS'>): SplitRunnerOptions {
  return { workers: env.SPLIT_WORKERS ?? (env.NODE_ENV === 'test' ? 0 : 1), pollMs: env.SPLIT_POLL_MS, leaseMs: env.SPLIT_LEASE_MS, progressMs: 500 };
}

/** Where the worker code is and how to load it; null when neither file exists (then jobs run in-process). */
export function splitWorkerEntry(): { filename: string; execArgv: string[] } | null {
  const built = new URL('./split-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { filename: built.href, execArgv: [] };
  const source = new URL('./split-worker.ts', import.meta.url);
  if (existsSync(fileURLToPath(source))) return { filename: source.href, execArgv: ['--import', 'tsx'] };
  return null;
}

/** A started runner. */
export interface SplitRunner {
  instanceId: string;
  /** Polls now (e.g. right after an upload). */
  poke(): void;
  /** Resolves when no job is running and the queue had nothing to claim at the last poll. */
  idle(): Promise<void>;
  /** Stops polling, gives running jobs back to the queue and ends the worker threads. */
  stop(): Promise<void>;
}

/** The runners started in this process, so that a new job wakes them at once. */
const started = new Set<SplitRunner>();

/** Wakes this process's runners (after a job was queued), instead of waiting for their next poll. */
export function pokeSplitRunners(): void {
  for (const runner of started) runner.poke();
}

/** Starts a runner for this instance. */
export function startSplitRunner(deps: Deps, options: SplitRunnerOptions, log?: FastifyBaseLogger): SplitRunner {
  const instanceId = options.instanceId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const entry = splitWorkerEntry();
  let pool: Piscina | null = null;
  const running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  let stopped = false;
  let ticking: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let idleWaiters: (() => void)[] = [];

  const workerPool = () =>
    (pool ??= new Piscina({ filename: entry!.filename, execArgv: entry!.execArgv, minThreads: 0, maxThreads: Math.max(1, options.workers), idleTimeout: 30_000 }));

  /** Runs the split of one task in a worker thread, or in-process when there is no worker file. */
  async function split(task: SplitTask, signal: AbortSignal): Promise<SplitOutcome> {
    if (entry) return workerPool().run(task, { transferList: task.port ? [task.port, ...task.files.map((f) => f.buffer as ArrayBuffer)] : [], signal }) as Promise<SplitOutcome>;
    const { default: runSplitTask } = await import('./split-worker');
    return runSplitTask(task);
  }

  async function runJob(job: SplitJobRow, controller: AbortController): Promise<void> {
    const { port1, port2 } = new MessageChannel();
    let last = 0;
    let pending: { done: number; total: number } | null = null;
    let writing: Promise<void> = Promise.resolve();
    const write = (p: { done: number; total: number }) => {
      writing = writing.then(() => recordProgress(deps.db, job.id, instanceId, p.done, p.total)).catch((error: unknown) => log?.warn({ err: error, job: job.id }, 'split progress not recorded'));
    };
    port1.on('message', (p: { done: number; total: number }) => {
      pending = p;
      if (Date.now() - last >= options.progressMs || p.done === 0 || p.done === p.total) {
        last = Date.now();
        write(p);
        pending = null;
      }
    });
    const lease = setInterval(() => {
      void renewLease(deps.db, job.id, instanceId, options.leaseMs)
        .then((mine) => {
          if (!mine) controller.abort(new Error('lease lost'));
        })
        .catch((error: unknown) => log?.warn({ err: error, job: job.id }, 'split lease not renewed'));
    }, Math.max(200, Math.floor(options.leaseMs / 3)));
    try {
      const keys = [job.file_key, ...job.extra_file_keys];
      let files: Uint8Array[];
      try {
        files = await Promise.all(keys.map(async (key) => new Uint8Array(await readStored(deps.storage, key))));
      } catch {
        await failJob(deps.db, job.id, instanceId, '올린 시험지 파일을 찾을 수 없습니다. 시험지를 다시 올리세요.');
        return;
      }
      const kind = job.content_type === 'application/pdf' ? 'pdf' : 'images';
      const outcome = await split({ kind, files, limits: contentLimits(deps.env), port: port2 }, controller.signal);
      if (pending) write(pending);
      await writing;
      if (controller.signal.aborted) return;
      if (outcome.ok) await finishJob(deps, job.id, instanceId, outcome);
      else await failJob(deps.db, job.id, instanceId, outcome.reason);
    } catch (error) {
      if (controller.signal.aborted) return;
      log?.error({ err: error, job: job.id }, 'split job failed');
      await failJob(deps.db, job.id, instanceId, `분할 중 오류가 발생했습니다: ${error instanceof Error ? error.message : String(error)}`).catch(() => undefined);
    } finally {
      clearInterval(lease);
      port1.close();
      if (!entry) port2.close();
    }
  }

  async function poll(): Promise<void> {
    await releaseExpired(deps.db);
    while (!stopped && running.size < Math.max(1, options.workers)) {
      const job = await claimJob(deps.db, instanceId, options.leaseMs);
      if (!job) break;
      const controller = new AbortController();
      const done = runJob(job, controller).finally(() => {
        running.delete(job.id);
        schedule(0);
      });
      running.set(job.id, { controller, done });
    }
  }

  function tick(): void {
    if (stopped) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = poll()
      .catch((error: unknown) => log?.error({ err: error }, 'split queue poll failed'))
      .finally(() => {
        ticking = null;
        if (again) {
          again = false;
          tick();
          return;
        }
        if (running.size === 0) {
          const waiters = idleWaiters;
          idleWaiters = [];
          waiters.forEach((w) => w());
        }
        schedule(options.pollMs);
      });
  }

  function schedule(ms: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  log?.info({ worker: entry?.filename ?? 'in-process', workers: options.workers, instanceId }, 'split job runner started');
  schedule(0);
  const runner: SplitRunner = {
    instanceId,
    poke: () => schedule(0),
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        schedule(0);
      }),
    async stop() {
      started.delete(runner);
      stopped = true;
      if (timer) clearTimeout(timer);
      await ticking;
      const jobs = [...running.entries()];
      for (const [, r] of jobs) r.controller.abort(new Error('stopping'));
      await Promise.allSettled(jobs.map(([, r]) => r.done));
      await Promise.allSettled(jobs.map(([id]) => releaseJob(deps.db, id, instanceId)));
      await pool?.destroy();
      idleWaiters.forEach((w) => w());
    },
  };
  started.add(runner);
  return runner;
}
