/**
 * The exam-paper splitter (digitise area): question, passage and choice boxes of a KICE-style paper, from a PDF
 * (text layer, or OCR of narrow strips where there is none) or from page images. Runs in piscina worker threads:
 * no global state beyond lazily loaded modules, no console output.
 */
import sharp from 'sharp';
import { openPdf, renderPng } from './pdf';
import type { Box } from './types';

export type { Box, SplitItem, SplitOptions, SplitPage, SplitResult } from './types';
export { splitImages, splitPdf } from './split';

/** Renders one page (1-based) of a PDF to PNG at `scale` (1 = 72 dpi) or less (RENDER_MAX_PIXELS); returns the PNG and the scale used. */
export async function renderPdfPage(data: Uint8Array, page: number, scale: number): Promise<{ png: Buffer; scale: number }> {
  const doc = await openPdf(data);
  try {
    if (page < 1 || page > doc.numPages) throw new RangeError(`페이지 ${page}이(가) 없습니다 (전체 ${doc.numPages}쪽).`);
    return await renderPng(doc, page, scale);
  } finally {
    await doc.destroy();
  }
}

/** Margin around a cut box, in points: the tight box touches the ink, a crop should not. */
const CROP_MARGIN_PT = 4;

/** Cuts boxes (points) out of a page PNG rendered at `scale`, with a small margin, as PNG buffers. */
export async function cropBoxes(pagePng: Buffer, scale: number, boxes: Box[]): Promise<Buffer[]> {
  const meta = await sharp(pagePng).metadata();
  const W = meta.width ?? 0, H = meta.height ?? 0;
  return Promise.all(
    boxes.map((b) => {
      const left = Math.max(0, Math.floor((b[0] - CROP_MARGIN_PT) * scale));
      const top = Math.max(0, Math.floor((b[1] - CROP_MARGIN_PT) * scale));
      const right = Math.min(W, Math.ceil((b[2] + CROP_MARGIN_PT) * scale));
      const bottom = Math.min(H, Math.ceil((b[3] + CROP_MARGIN_PT) * scale));
      if (right <= left || bottom <= top) throw new RangeError('상자가 페이지 밖에 있습니다.');
      return sharp(pagePng).extract({ left, top, width: right - left, height: bottom - top }).png().toBuffer();
    }),
  );
}
