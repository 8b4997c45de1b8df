/**
 * pdf.js for the splitter: opening a paper (server/shared/pdf-document.ts: the package's own character maps and
 * fonts, never a download, never a console line), rendering a page to grayscale pixels or PNG with @napi-rs/canvas
 * (pdf.js's own node canvas factory) at a scale capped so that no render passes RENDER_MAX_PIXELS, and reading a
 * page's text layer in top-left points.
 */
import sharp from 'sharp';
import { openPdf, type PdfDoc } from '../../../shared/pdf-document';
import type { GrayImage, TextPiece } from './types';

export { openPdf, type PdfDoc };
type PdfPage = Awaited<ReturnType<PdfDoc['getPage']>>;

/**
 * The most pixels one page render may have (16 MP: 64 MB of RGBA, twice while it is read back). An A2 page, the
 * largest an upload may have, is 8 MP at scale 2; a larger page (a paper stored before the limit) is drawn smaller.
 */
export const RENDER_MAX_PIXELS = 16_000_000;

/**
 * The scale (pixels per point) at which a page of `width` × `height` points is rendered: `wanted`, or less so that
 * the rendered pixels (each side rounded up) stay within `maxPixels`. Computed from the pixels, never the page alone.
 */
export function cappedScale(width: number, height: number, wanted: number, maxPixels = RENDER_MAX_PIXELS): number {
  if (!(width > 0 && height > 0 && wanted > 0)) throw new RangeError(`쪽 크기가 올바르지 않습니다: ${width}×${height}`);
  let scale = Math.min(wanted, Math.sqrt(maxPixels / (width * height)));
  while (Math.ceil(width * scale) * Math.ceil(height * scale) > maxPixels) scale *= 0.99;
  return scale;
}

type Canvas = { width: number; height: number; toBuffer(mime: 'image/png'): Buffer };
type CanvasAndContext = { canvas: Canvas; context: { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } };

/**
 * Renders a page at `wanted` scale (1 = 72 dpi), capped by RENDER_MAX_PIXELS, on a white background; returns the
 * canvas, the scale used and a release function.
 */
async function renderCanvas(doc: PdfDoc, page: PdfPage, wanted: number): Promise<{ cc: CanvasAndContext; scale: number; release: () => void }> {
  const size = page.getViewport({ scale: 1 });
  const scale = cappedScale(size.width, size.height, wanted);
  const viewport = page.getViewport({ scale });
  const w = Math.ceil(viewport.width);
  const h = Math.ceil(viewport.height);
  const factory = (doc as unknown as { canvasFactory: { create(w: number, h: number): CanvasAndContext; destroy(cc: CanvasAndContext): void } }).canvasFactory;
  const cc = factory.create(w, h);
  await page.render({ canvas: cc.canvas as never, canvasContext: cc.context as never, viewport, background: 'white' }).promise;
  return { cc, scale, release: () => factory.destroy(cc) };
}

/** Renders a page of an opened document to grayscale pixels at `wanted` scale or less (the image says which). */
export async function renderGray(doc: PdfDoc, pageNo: number, wanted: number): Promise<GrayImage> {
  const page = await doc.getPage(pageNo);
  const { cc, scale, release } = await renderCanvas(doc, page, wanted);
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

/** Renders a page of an opened document to PNG at `wanted` scale or less; returns the PNG and the scale used. */
export async function renderPng(doc: PdfDoc, pageNo: number, wanted: number): Promise<{ png: Buffer; scale: number }> {
  const page = await doc.getPage(pageNo);
  const { cc, scale, release } = await renderCanvas(doc, page, wanted);
  try {
    const { width, height } = cc.canvas;
    const rgba = cc.context.getImageData(0, 0, width, height).data;
    const png = await sharp(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), { raw: { width, height, channels: 4 } }).png().toBuffer();
    return { png, scale };
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
