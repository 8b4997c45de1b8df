/**
 * pdf.js for the splitter: opening a paper with the package's own character maps and fonts (never a download,
 * never a console line), rendering a page to grayscale pixels or PNG with @napi-rs/canvas (pdf.js's own node
 * canvas factory), and reading a page's text layer in top-left points.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type { GrayImage, TextPiece } from './types';

const PDFJS_DIR = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
/** The opened document type of pdf.js. */
export type PdfDoc = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
type PdfPage = Awaited<ReturnType<PdfDoc['getPage']>>;

let pdfjs: Promise<PdfJs> | null = null;

/** Opens a PDF with pdf.js (loaded on first use); the caller destroys the returned document. */
export async function openPdf(data: Uint8Array): Promise<PdfDoc> {
  const { getDocument } = await (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));
  const task = getDocument({
    // pdf.js may transfer the buffer it is given: hand it a copy so the caller's bytes stay usable.
    data: new Uint8Array(data),
    cMapUrl: `${PDFJS_DIR}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${PDFJS_DIR}/standard_fonts/`,
    isEvalSupported: false,
    verbosity: 0,
  });
  return task.promise;
}

type Canvas = { width: number; height: number; toBuffer(mime: 'image/png'): Buffer };
type CanvasAndContext = { canvas: Canvas; context: { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } };

/** Renders a page at `scale` (1 = 72 dpi) on a white background; returns the canvas and a release function. */
async function renderCanvas(doc: PdfDoc, page: PdfPage, scale: number): Promise<{ cc: CanvasAndContext; release: () => void }> {
  const viewport = page.getViewport({ scale });
  const w = Math.ceil(viewport.width);
  const h = Math.ceil(viewport.height);
  const factory = (doc as unknown as { canvasFactory: { create(w: number, h: number): CanvasAndContext; destroy(cc: CanvasAndContext): void } }).canvasFactory;
  const cc = factory.create(w, h);
  await page.render({ canvas: cc.canvas as never, canvasContext: cc.context as never, viewport, background: 'white' }).promise;
  return { cc, release: () => factory.destroy(cc) };
}

/** Renders a page of an opened document to grayscale pixels at `scale`. */
export async function renderGray(doc: PdfDoc, pageNo: number, scale: number): Promise<GrayImage> {
  const page = await doc.getPage(pageNo);
  const { cc, release } = await renderCanvas(doc, page, scale);
  try {
    const { width, height } = cc.canvas;
    const rgba = cc.context.getImageData(0, 0, width, height).data;
    const data = new Uint8Array(width * height);
    for (let i = 0, j = 0; i < data.length; i++, j += 4) {
      // Integer luma; the pages are black ink on white, colour hardly matters.
      data[i] = (rgba[j] * 77 + rgba[j + 1] * 150 + rgba[j + 2] * 29) >> 8;
    }
    return { width, height, data, scale };
  } finally {
    release();
    page.cleanup();
  }
}

/** Renders a page of an opened document to PNG at `scale`. */
export async function renderPng(doc: PdfDoc, pageNo: number, scale: number): Promise<Buffer> {
  const page = await doc.getPage(pageNo);
  const { cc, release } = await renderCanvas(doc, page, scale);
  try {
    const { width, height } = cc.canvas;
    const rgba = cc.context.getImageData(0, 0, width, height).data;
    return await sharp(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), { raw: { width, height, channels: 4 } }).png().toBuffer();
  } finally {
    release();
    page.cleanup();
  }
}

/** A page's size in points (its rotation applied). */
export async function pageSize(doc: PdfDoc, pageNo: number): Promise<{ width: number; height: number }> {
  const page = await doc.getPage(pageNo);
  const vp = page.getViewport({ scale: 1 });
  return { width: vp.width, height: vp.height };
}

/** The text layer of a page as pieces in top-left points; empty when the page has no text layer. */
export async function pageText(doc: PdfDoc, pageNo: number): Promise<TextPiece[]> {
  const page = await doc.getPage(pageNo);
  const vp = page.getViewport({ scale: 1 });
  const content = await page.getTextContent({ disableNormalization: true });
  const pieces: TextPiece[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str.length === 0) continue;
    // Some producers put control characters (U+0001) where a space is: read them as spaces.
    const str = item.str.replace(/[\u0000-\u001f\u00a0\u3000]/g, ' ');
    const [a, b, c, d, e, f] = item.transform as number[];
    // Font size from the text matrix; the baseline point goes through the viewport transform.
    const size = Math.hypot(c, d) || Math.hypot(a, b);
    const [x, y] = vp.convertToViewportPoint(e, f);
    const w = item.width || size * str.length * 0.5;
    pieces.push({ str, x0: x, y0: y - size * 0.85, x1: x + w, y1: y + size * 0.15 });
  }
  return pieces;
}
