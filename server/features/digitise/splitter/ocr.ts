/**
 * Question numbers by OCR (digitise splitter), for pages whose text is drawn as outlines. Never the whole page: at
 * each column's left edge, the first word of every line that starts at the margin is a candidate ("7." is a short
 * word ending in a low dot); the candidates are stacked into one small image and read by one tesseract.js call with
 * a digits whitelist. One worker serves a whole paper (offline: traineddata from @tesseract.js-data/eng).
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { colProfile, leftInkEdge, rowProfile, type InkMask, type PxRect } from './layout';
import type { GrayImage } from './types';

/** A number read at a column's margin, in pixels of the analysed render (n is NaN where OCR read nothing). */
export type OcrNumber = { n: number; x0: number; y0: number; x1: number; y1: number };

/** The OCR of a paper: one tesseract worker, reused for every page, terminated at the end. */
export type StripOcr = {
  numbersInColumn(gray: GrayImage, mask: InkMask, col: PxRect): Promise<OcrNumber[]>;
  terminate(): Promise<void>;
};

/** Candidate first word of a line at the margin, in pixels. */
export type Candidate = { x0: number; y0: number; x1: number; y1: number };

/** Upscaling of the stacked candidates before OCR: tesseract reads digits best about 30-40 px tall. */
const OCR_UPSCALE = 2;

/**
 * The first words of the lines that start at a column's left ink edge and look like a number with a period:
 * a short word (at most `maxWordPt` points) whose last few pixel columns hold ink only near the baseline.
 */
export function numberCandidates(mask: InkMask, col: PxRect, scale: number, maxWordPt = 26): Candidate[] {
  const left = leftInkEdge(mask, col);
  if (left < 0) return [];
  const stripW = Math.round(maxWordPt * scale * 1.6);
  const strip = { x0: left, y0: col.y0, x1: Math.min(col.x1, left + stripW), y1: col.y1 };
  const rows = rowProfile(mask, strip);
  const out: Candidate[] = [];
  const minH = 5 * scale, maxH = 22 * scale;
  let y = 0;
  while (y < rows.length) {
    if (rows[y] === 0) { y++; continue; }
    let e = y;
    while (e < rows.length && rows[e] > 0) e++;
    const band = { x0: strip.x0, y0: strip.y0 + y, x1: strip.x1, y1: strip.y0 + e };
    y = e;
    const h = band.y1 - band.y0;
    if (h < minH || h > maxH) continue;
    const cols = colProfile(mask, band);
    let first = 0;
    while (first < cols.length && cols[first] === 0) first++;
    if (first > 3 * scale) continue; // not at the margin
    // The word ends at the first gap of at least 0.45 line height (the gap in "11." is narrower).
    const gapMin = Math.max(2, Math.round(h * 0.45));
    let last = first, gap = 0, x = first;
    for (; x < cols.length; x++) {
      if (cols[x] > 0) { last = x; gap = 0; } else if (++gap >= gapMin) break;
    }
    if (x >= cols.length) continue; // no gap: a long word, not a number
    const width = last - first + 1;
    if (width > maxWordPt * scale || width < 3 * scale) continue;
    // A low dot at the end: the last ink columns of the word hold ink only in the lower part of the line (the dot
    // may touch the digit before it, so this is read column by column, not as a separate blob).
    if (!endsWithLowDot(mask, { x0: band.x0 + first, y0: band.y0, x1: band.x0 + last + 1, y1: band.y1 })) continue;
    out.push({ x0: band.x0 + first, y0: band.y0, x1: band.x0 + last + 1, y1: band.y1 });
  }
  return out;
}

/** Whether the rightmost ink columns of `r` (at least one) have their topmost ink in the lower 45% of `r`. */
export function endsWithLowDot(mask: InkMask, r: PxRect): boolean {
  const h = r.y1 - r.y0;
  let dotCols = 0;
  for (let x = r.x1 - 1; x >= r.x0; x--) {
    let top = -1;
    for (let y = r.y0; y < r.y1; y++) {
      if (mask.data[y * mask.width + x]) { top = y - r.y0; break; }
    }
    if (top < 0) break;
    if (top < h * 0.55) break;
    dotCols++;
  }
  return dotCols > 0 && dotCols <= h * 0.5;
}

/** Starts the OCR worker (English traineddata from its npm package; digits only). */
export async function createStripOcr(): Promise<StripOcr> {
  const { createWorker, OEM, PSM } = await import('tesseract.js');
  const require = createRequire(import.meta.url);
  const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    cachePath: path.join(os.tmpdir(), 'edu-splitter-tessdata'),
    logger: () => {},
    errorHandler: () => {},
  });
  await worker.setParameters({
    tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
    tessedit_char_whitelist: '0123456789.',
    // The stacked strip carries no resolution; without one tesseract prints a warning on the console.
    user_defined_dpi: '300',
  });

  async function numbersInColumn(gray: GrayImage, mask: InkMask, col: PxRect): Promise<OcrNumber[]> {
    const cands = numberCandidates(mask, col, gray.scale);
    if (cands.length === 0) return [];
    // The candidates stacked one under another with white between: one call reads them all, one line each.
    const pad = 16, gapY = 16;
    const w = Math.max(...cands.map((c) => c.x1 - c.x0)) + pad * 2;
    const slots: number[] = [];
    let h = pad;
    for (const c of cands) { slots.push(h); h += c.y1 - c.y0 + gapY; }
    h += pad - gapY;
    const img = new Uint8Array(w * h).fill(255);
    cands.forEach((c, i) => {
      for (let y = c.y0; y < c.y1; y++) {
        const src = y * gray.width;
        const dst = (slots[i] + y - c.y0) * w + pad;
        for (let x = c.x0; x < c.x1; x++) img[dst + x - c.x0] = gray.data[src + x];
      }
    });
    const png = await sharp(Buffer.from(img.buffer), { raw: { width: w, height: h, channels: 1 } })
      .resize(w * OCR_UPSCALE, h * OCR_UPSCALE, { kernel: 'cubic' })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const { data } = await worker.recognize(png, {}, { blocks: true, text: false });
    const read = new Map<number, number>();
    for (const block of data.blocks ?? []) {
      for (const para of block.paragraphs) {
        for (const line of para.lines) {
          const cy = (line.bbox.y0 + line.bbox.y1) / 2 / OCR_UPSCALE;
          const i = slots.findIndex((s, k) => cy >= s - gapY / 2 && cy < s + (cands[k].y1 - cands[k].y0) + gapY / 2);
          const m = /^(\d{1,2})\.?$/.exec(line.text.replace(/\s+/g, ''));
          if (i >= 0 && m && line.confidence >= 40) read.set(i, Number(m[1]));
        }
      }
    }
    // A candidate tesseract did not read stays, unnumbered: the numbering around it may tell its number.
    const out: OcrNumber[] = cands.map((c, i) => ({ n: read.get(i) ?? Number.NaN, ...c }));
    return out.sort((a, b) => a.y0 - b.y0);
  }

  return {
    numbersInColumn,
    terminate: async () => {
      await worker.terminate();
    },
  };
}
