/**
 * The check of one uploaded PDF, run in a piscina worker thread (pdf-check.ts) so that parsing a customer's file
 * never holds the server's event loop (and, at a lower CPU priority, never crowds it off a shared core): pdf.js is
 * loaded with its parser, the task's port is told that the timed part begins, then the PDF is opened and measured
 * (pdf-document.ts). A parse that runs past the time limit is ended from outside, by terminating this thread.
 */
import type { MessagePort } from 'node:worker_threads';
import { loadPdfJs, measurePdfBytes, type PdfMeasure } from './pdf-document';
import { yieldToEventLoop } from './thread-priority';

yieldToEventLoop();

/** One check: the bytes (transferred), the page limit, and the port that hears when parsing starts. */
export interface PdfCheckTask {
  data: Uint8Array;
  maxPages: number;
  port: MessagePort;
}

/** Loads pdf.js, says the parse starts, opens and measures the PDF; the piscina entry point. */
export default async function checkPdfTask(task: PdfCheckTask): Promise<PdfMeasure> {
  await loadPdfJs();
  task.port.postMessage('started');
  task.port.close();
  return measurePdfBytes(task.data, task.maxPages);
}
