/**
 * pdf.js (pdfjs-dist 5, legacy build for Node) for every server use of a PDF: opening one with the package's own
 * character maps and standard fonts (never a download, never a console line), and measuring an uploaded one against
 * the work limits of uploads (spec section 7, Files): its page count (PDF_MAX_PAGES) and each page's size
 * (PDF_PAGE_MAX, A2). Parsing runs wherever it is called: customers' uploads call it in a worker thread
 * (pdf-check.ts), the splitter in its own (digitise split-worker.ts).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pdfPageFits } from '../../src/api/uploads';

/** pdf.js's own character maps and standard fonts, so that parsing never reaches for anything outside the package. */
const PDFJS_DIR = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
/** pdf.js's parser module (the "worker" it runs in the calling thread in Node); it has no type declarations. */
const PDFJS_PARSER = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
/** The opened document type of pdf.js. */
export type PdfDoc = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

let pdfjs: Promise<PdfJs> | null = null;

/**
 * Loads pdf.js (once per thread) with its parser: in Node pdf.js parses in the calling thread through a "fake worker"
 * it would otherwise import on the first document. Loaded here, that cost is paid before a timed check begins.
 */
export const loadPdfJs = (): Promise<PdfJs> =>
  (pdfjs ??= Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import(PDFJS_PARSER) as Promise<unknown>]).then(([lib, parser]) => {
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = parser;
    return lib;
  }));

/** Opens a PDF with pdf.js; the caller destroys the returned document. */
export async function openPdf(data: Uint8Array): Promise<PdfDoc> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    // pdf.js may transfer the buffer it is given: hand it a copy so the caller's bytes stay usable.
    data: new Uint8Array(data),
    cMapUrl: `${PDFJS_DIR}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${PDFJS_DIR}/standard_fonts/`,
    isEvalSupported: false,
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy();
    throw error;
  }
}

/** What measuring a PDF found: its page count, or why it is refused (page sizes in points). */
export type PdfMeasure =
  | { ok: true; pages: number }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'pages'; pages: number }
  | { ok: false; reason: 'pageSize'; page: number; width: number; height: number };

/**
 * Measures an opened PDF: at most `maxPages` pages (read from the page tree, before any page is loaded), each
 * page within PDF_PAGE_MAX as pdf.js lays it out (rotation and UserUnit applied). No page content is parsed.
 */
export async function measurePdf(doc: PdfDoc, maxPages: number): Promise<PdfMeasure> {
  const pages = doc.numPages;
  if (pages < 1) return { ok: false, reason: 'invalid' };
  if (pages > maxPages) return { ok: false, reason: 'pages', pages };
  for (let i = 1; i <= pages; i++) {
    const page = await doc.getPage(i);
    const { width, height } = page.getViewport({ scale: 1 });
    page.cleanup();
    if (!pdfPageFits(width, height)) return { ok: false, reason: 'pageSize', page: i, width: Math.round(width), height: Math.round(height) };
  }
  return { ok: true, pages };
}

/** Opens and measures PDF bytes; anything pdf.js cannot open, or whose pages it cannot read, is `invalid`. */
export async function measurePdfBytes(data: Uint8Array, maxPages: number): Promise<PdfMeasure> {
  let doc: PdfDoc;
  try {
    doc = await openPdf(data);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  try {
    return await measurePdf(doc, maxPages);
  } catch {
    return { ok: false, reason: 'invalid' };
  } finally {
    await doc.destroy();
  }
}
