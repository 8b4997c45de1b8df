/**
 * Load for `npm run bench` (scripts/bench.ts): HTTP through autocannon, and plain async loops for the driver
 * replay. Both are closed loops (each of N connections sends its next request when the last one answered) and
 * both time every request, so req/s and p95 mean the same thing on both sides. p95 is the true 95th
 * percentile of the run's successful requests (autocannon itself reports p90 and p97.5, not p95).
 */
import autocannon from 'autocannon';

/** Connections and seconds of every measured run (BENCH_CONNECTIONS, BENCH_SECONDS). */
export const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
  seconds: Number(process.env.BENCH_SECONDS ?? 6),
  /** A discarded run before each measured one (JIT, caches, pool connections), at most 1 s. */
  warmupSeconds: Math.min(1, Number(process.env.BENCH_SECONDS ?? 6)),
};

/** What one run measured. */
export interface Load {
  /** Successful requests per second of wall time. */
  rps: number;
  p50: number;
  p95: number;
  /** Successful requests. */
  ok: number;
  /** Failed requests: non-2xx replies, socket errors, timeouts, or a replay that threw. */
  errors: number;
  /** The first failure, for the report. */
  firstError?: string;
}

/** The p-th percentile (0-100) of the values, nearest-rank. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function summarise(times: number[], errors: number, seconds: number, firstError?: string): Load {
  return { rps: times.length / seconds, p50: percentile(times, 50), p95: percentile(times, 95), ok: times.length, errors, firstError };
}

async function httpRun(url: string, headers: Record<string, string>, seconds: number): Promise<Load> {
  const times: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  let run!: autocannon.Instance;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    run = autocannon({ url, headers, connections: LOAD.connections, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result)));
  });
  // autocannon emits (client, statusCode, bytes, ms); @types/autocannon leaves the client out
  (run as NodeJS.EventEmitter).on('response', (_client: unknown, statusCode: number, _bytes: number, ms: number) => {
    if (statusCode >= 200 && statusCode < 300) times.push(ms);
    else {
      errors++;
      firstError ??= `HTTP ${statusCode}`;
    }
  });
  run.on('reqError', (error: Error) => {
    errors++;
    firstError ??= error.message;
  });
  const result = await done;
  return summarise(times, errors + result.timeouts, (performance.now() - started) / 1000, firstError);
}

/** GETs the URL from LOAD.connections connections for LOAD.seconds, after a discarded warm-up run. */
export async function loadHttp(url: string, headers: Record<string, string> = {}): Promise<Load> {
  await httpRun(url, headers, LOAD.warmupSeconds);
  return httpRun(url, headers, LOAD.seconds);
}

async function loopRun(once: () => Promise<void>, seconds: number): Promise<Load> {
  const times: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        await once();
        times.push(performance.now() - t0);
      } catch (error) {
        errors++;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: LOAD.connections }, loop));
  return summarise(times, errors, (performance.now() - started) / 1000, firstError);
}

/** Runs `once` in LOAD.connections concurrent loops for LOAD.seconds, after a discarded warm-up run. */
export async function loadLoops(once: () => Promise<void>): Promise<Load> {
  await loopRun(once, LOAD.warmupSeconds);
  return loopRun(once, LOAD.seconds);
}
