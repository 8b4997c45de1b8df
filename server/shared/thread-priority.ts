/** The priority of the app's worker threads (PDF checks, splitting) beside the event loop's thread. */
import { setPriority } from 'node:os';
import { isMainThread } from 'node:worker_threads';

/** The nice value of a worker thread: below the event loop's (0), so that a request wins a core shared with a parse. */
const WORKER_NICE = 10;

/**
 * Lowers the calling worker thread's CPU priority, on Linux only: there a thread has its own nice value, so this
 * thread yields to the event loop's when both want a core and requests are answered at once while it works.
 * Elsewhere (macOS) the call would lower the whole process, so it is not made; nor on the main thread (a worker's
 * module loaded in-process, as the splitter's fallback does).
 */
export function yieldToEventLoop(): void {
  if (process.platform !== 'linux' || isMainThread) return;
  try {
    setPriority(WORKER_NICE);
  } catch {
    // Not allowed here (a restricted container): the thread keeps the process's priority.
  }
}
