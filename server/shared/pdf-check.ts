/**
 * Uploaded PDFs are opened and measured in worker threads, never on the event loop (spec section 7, Files): a broken
 * or heavy 12 MB PDF takes pdf.js over a second to give up on, and four of them parsed on the event loop held every
 * other request (/api/health answered in 200-380 ms). A small piscina pool per process runs the checks
 * (pdf-check-worker.ts); each waits for a thread at most PDF_CHECK_TIMEOUT_MS (at least 10 s) and then has
 * PDF_CHECK_TIMEOUT_MS to parse, and a parse past its time ends the thread it runs on. The pool's threads exit when idle.
 *
 * The worker file: built next to server.js as pdf-check-worker.js (scripts/build-server.mjs); from the sources (tsx,
 * tests) it is pdf-check-worker.ts, loaded in the worker with tsx's loader (`--import tsx`).
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { PdfMeasure } from './pdf-document';
import type { PdfCheckTask } from './pdf-check-worker';

/** Checks run at once: the cores but one (the event loop's), at least one, at most four. */
const THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));
/** Checks that may wait for a thread; more are refused at once as busy. */
const MAX_QUEUE = 32;
/** Heap one check may use (a 10 MB broken PDF needs 100-200 MB); past it the thread is ended and the PDF refused. */
export const PDF_CHECK_MEMORY_MB = 512;
/** How long an idle thread is kept for the next check. */
const IDLE_MS = 30_000;
/** The shortest wait for a thread, whatever the time limit: starting one (and loading pdf.js) takes a second or two on a busy machine. */
const MIN_WAIT_MS = 10_000;

/** What a check found: the measure of the PDF, or that it ran out of time or memory, or waited too long for a thread. */
export type PdfCheck = PdfMeasure | { ok: false; reason: 'timeout' | 'memory' | 'busy' };

/** Where the worker code is and how to load it. */
function workerEntry(): { filename: string; execArgv: string[] } {
  const built = new URL('./pdf-check-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { filename: built.href, execArgv: [] };
  return { filename: new URL('./pdf-check-worker.ts', import.meta.url).href, execArgv: ['--import', 'tsx'] };
}

let pool: Piscina | null = null;
const checkPool = () => {
  const entry = workerEntry();
  return (pool ??= new Piscina({
    filename: entry.filename,
    execArgv: entry.execArgv,
    minThreads: 0,
    maxThreads: THREADS,
    idleTimeout: IDLE_MS,
    resourceLimits: { maxOldGenerationSizeMb: PDF_CHECK_MEMORY_MB },
  }));
};

/** The thread ids of the checks' worker threads now running (for tests and diagnostics). */
export const pdfCheckerThreads = (): number[] => pool?.threads.map((w) => w.threadId) ?? [];

/**
 * Opens and measures a PDF in a worker thread (its bytes are copied, not shared): at most `maxPages` pages, each
 * within A2. `timeoutMs` bounds the wait for a thread (at least MIN_WAIT_MS; then `busy`) and, from the moment
 * pdf.js is ready in that thread, the parse (then `timeout`, and the thread is terminated).
 */
export async function checkPdf(data: Uint8Array, limits: { maxPages: number; timeoutMs: number }): Promise<PdfCheck> {
  const workers = checkPool();
  if (workers.queueSize >= MAX_QUEUE) return { ok: false, reason: 'busy' };
  const controller = new AbortController();
  let ended: 'timeout' | 'busy' | null = null;
  const end = (why: 'timeout' | 'busy') => {
    ended = why;
    controller.abort(new Error(`PDF check ${why}`));
  };
  let timer = setTimeout(() => end('busy'), Math.max(limits.timeoutMs, MIN_WAIT_MS));
  const { port1, port2 } = new MessageChannel();
  port1.once('message', () => {
    clearTimeout(timer);
    timer = setTimeout(() => end('timeout'), limits.timeoutMs);
  });
  const bytes = new Uint8Array(data);
  const task: PdfCheckTask = { data: bytes, maxPages: limits.maxPages, port: port2 };
  try {
    return (await workers.run(task, { transferList: [port2, bytes.buffer], signal: controller.signal })) as PdfMeasure;
  } catch (error) {
    if (ended) return { ok: false, reason: ended };
    if ((error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY') return { ok: false, reason: 'memory' };
    throw error;
  } finally {
    clearTimeout(timer);
    port1.close();
  }
}
