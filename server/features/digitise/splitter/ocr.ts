/**
 * Question numbers by OCR (digitise splitter), for pages whose text is drawn as outlines. Never the whole page: at
 * each column's left edge, the first word of every line that starts at the margin is a candidate ("7." is a short
 * word ending in a low dot); the candidates are stacked into one small image and read by one tesseract.js call with
 * a digits whitelist. One worker serves a whole paper (offline: traineddata from @tesseract.js-data/eng).
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { colProfile, leftInkEdge, rowProfile, tightBox, type InkMask, type PxRect } from './layout';
import type { GrayImage } from './types';

/**
 * A number read at a column's margin, in pixels of the analysed render (n is NaN where OCR read nothing), or a
 * passage marker "[n～last]" (kind 'passage', both numbers read).
 */
export type OcrNumber = { kind: 'question' | 'passage'; n: number; last?: number; x0: number; y0: number; x1: number; y1: number };

/** A passage marker "[16～17]" at the margin: its extent and the extents of its two numbers, in pixels. */
export type PassageCandidate = Candidate & { first: Candidate; last: Candidate };

/** The OCR of a paper: one tesseract worker, reused for every page, terminated at the end. */
export type StripOcr = {
  numbersInColumn(gray: GrayImage, mask: InkMask, col: PxRect, keep?: (c: Candidate) => boolean): Promise<OcrNumber[]>;
  /** The elective named in a page's header ("수학 영역(확률과 통계)"), read from the band above `bodyTop` px. */
  headerSection(gray: GrayImage, mask: InkMask, bodyTop: number): Promise<string | null>;
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
  const maxW = maxWordPt * scale;
  let y = 0;
  while (y < rows.length) {
    if (rows[y] === 0) { y++; continue; }
    let e = y;
    while (e < rows.length && rows[e] > 0) e++;
    const band = { x0: strip.x0, y0: strip.y0 + y, x1: strip.x1, y1: strip.y0 + e };
    y = e;
    const cols = colProfile(mask, band);
    let first = 0;
    while (first < cols.length && cols[first] === 0) first++;
    if (first > 3 * scale || first >= cols.length) continue; // not at the margin
    // The glyphs of the first word, left to right; a band may be taller than the number when a formula on its line
    // (a fraction, a limit) reaches into the strip: the height that counts is that of the first glyph's ink.
    const glyphs: { x0: number; x1: number }[] = [];
    for (let x = first; x < cols.length; ) {
      if (cols[x] === 0) { x++; continue; }
      let x1 = x;
      while (x1 < cols.length && cols[x1] > 0) x1++;
      glyphs.push({ x0: x, x1 });
      x = x1;
    }
    const box = (x0: number, x1: number) => tightBox(mask, { x0: band.x0 + x0, y0: band.y0, x1: band.x0 + x1, y1: band.y1 });
    const g0 = box(glyphs[0].x0, glyphs[0].x1);
    if (!g0) continue;
    const h = Math.min(g0.y1 - g0.y0, band.y1 - band.y0);
    // The number ends at its period: a small separate blob low on the line, followed by a space (the word may go
    // on without a wide gap: "6.함수"). Where the period touches the digit, the word up to the first gap of 0.45
    // line height must end in a low dot.
    const spaceMin = Math.max(2, Math.round(h * 0.2));
    const wordGap = Math.max(2, Math.round(h * 0.45));
    let found: PxRect | null = null;
    for (let k = 1; k < glyphs.length && !found; k++) {
      const end = glyphs[k].x1;
      if (end - first > maxW) break;
      const next = k + 1 < glyphs.length ? glyphs[k + 1].x0 : cols.length;
      const dot = box(glyphs[k].x0, end);
      const isDot = dot !== null && dot.y1 - dot.y0 <= h * 0.4 && dot.x1 - dot.x0 <= h * 0.4 && dot.y0 - g0.y0 >= h * 0.55;
      if (isDot && next - end >= spaceMin && next < cols.length) {
        const b = box(first, end);
        if (b && b.y1 - b.y0 >= minH && b.y1 - b.y0 <= maxH && b.x1 - b.x0 >= 3 * scale) found = b;
      }
      if (next - end >= wordGap) break;
    }
    if (!found) {
      let last = -1;
      for (let k = 0; k < glyphs.length; k++) {
        last = glyphs[k].x1;
        const next = k + 1 < glyphs.length ? glyphs[k + 1].x0 : cols.length;
        if (next - last >= wordGap) break;
      }
      const nextAfter = glyphs.find((g) => g.x0 >= last)?.x0 ?? cols.length;
      const b = last - first <= maxW && nextAfter < cols.length ? box(first, last) : null;
      if (b && b.y1 - b.y0 >= minH && b.y1 - b.y0 <= maxH && b.x1 - b.x0 >= 3 * scale && endsWithLowDot(mask, b)) found = b;
    }
    if (found) out.push(found);
  }
  return out;
}

/** Whether the ink in `b` is a square bracket: a full-height stroke on one side, short arms at top and bottom. */
function isBracket(mask: InkMask, b: PxRect, open: boolean): boolean {
  const w = b.x1 - b.x0, h = b.y1 - b.y0;
  if (w < 2 || w > h * 0.5) return false;
  const colInk = (x: number, y0: number, y1: number) => {
    let n = 0;
    for (let y = y0; y < y1; y++) n += mask.data[y * mask.width + x];
    return n;
  };
  const stem = open ? b.x0 : b.x1 - 1;
  if (colInk(stem, b.y0, b.y1) < h * 0.85 && colInk(open ? stem + 1 : stem - 1, b.y0, b.y1) < h * 0.85) return false;
  // The far side: ink only near the top and the bottom.
  const far = open ? b.x1 - 1 : b.x0;
  const mid = colInk(far, b.y0 + Math.ceil(h * 0.25), b.y1 - Math.ceil(h * 0.25));
  return mid === 0 && colInk(far, b.y0, b.y1) > 0;
}

/**
 * Passage markers "[16～17]" at a column's left ink edge: a line whose first glyph is an opening bracket, with two
 * numbers parted by a flat tilde and a closing bracket within `maxWordPt` points.
 */
export function passageCandidates(mask: InkMask, col: PxRect, scale: number, maxWordPt = 50): PassageCandidate[] {
  const left = leftInkEdge(mask, col);
  if (left < 0) return [];
  const strip = { x0: left, y0: col.y0, x1: Math.min(col.x1, left + Math.round(maxWordPt * scale)), y1: col.y1 };
  const rows = rowProfile(mask, strip);
  const out: PassageCandidate[] = [];
  let y = 0;
  while (y < rows.length) {
    if (rows[y] === 0) { y++; continue; }
    let e = y;
    while (e < rows.length && rows[e] > 0) e++;
    const band = { x0: strip.x0, y0: strip.y0 + y, x1: strip.x1, y1: strip.y0 + e };
    y = e;
    if (band.y1 - band.y0 < 5 * scale || band.y1 - band.y0 > 40 * scale) continue;
    const cols = colProfile(mask, band);
    const glyphs: PxRect[] = [];
    for (let x = 0; x < cols.length; ) {
      if (cols[x] === 0) { x++; continue; }
      let x1 = x;
      while (x1 < cols.length && cols[x1] > 0) x1++;
      const t = tightBox(mask, { x0: band.x0 + x, y0: band.y0, x1: band.x0 + x1, y1: band.y1 });
      if (t) glyphs.push(t);
      x = x1;
    }
    if (glyphs.length < 5 || glyphs[0].x0 - band.x0 > 3 * scale) continue;
    const open = glyphs[0];
    const bh = open.y1 - open.y0;
    if (bh < 7 * scale || bh > 25 * scale || !isBracket(mask, open, true)) continue;
    const close = glyphs.findIndex((g, k) => k > 2 && Math.abs(g.y1 - g.y0 - bh) <= Math.max(2, bh * 0.15) && isBracket(mask, g, false));
    if (close < 0) continue;
    const inner = glyphs.slice(1, close);
    const tilde = inner.findIndex((g) => g.y1 - g.y0 < bh * 0.4 && g.x1 - g.x0 > g.y1 - g.y0 && g.y0 > open.y0 + bh * 0.2 && g.y1 < open.y1 - bh * 0.2);
    if (tilde <= 0 || tilde >= inner.length - 1) continue;
    const group = (gs: PxRect[]): Candidate => ({ x0: Math.min(...gs.map((g) => g.x0)), y0: Math.min(...gs.map((g) => g.y0)), x1: Math.max(...gs.map((g) => g.x1)), y1: Math.max(...gs.map((g) => g.y1)) });
    const whole = group([open, glyphs[close]]);
    out.push({ ...whole, first: group(inner.slice(0, tilde)), last: group(inner.slice(tilde + 1)) });
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

/** The electives of a KICE math paper, the names an OCR'd header is matched against. */
const ELECTIVES = ['확률과 통계', '미적분', '기하'];

/** Edit distance of two short strings. */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}

/**
 * The elective an OCR'd header names, or null: the text in parentheses (or the whole text) matched against the
 * known electives, allowing one misread letter in three. OCR of a header is not trusted for any other name.
 */
export function electiveName(text: string): string | null {
  const flat = text.replace(/\s+/g, '');
  const inParens = /[(（]([^)）]{1,12})[)）]?/.exec(flat)?.[1];
  for (const source of inParens ? [inParens, flat] : [flat]) {
    for (const name of ELECTIVES) {
      const n = name.replace(/\s+/g, '');
      if (source.includes(n)) return name;
      const tol = Math.floor(n.length / 3);
      if (tol === 0) continue;
      for (let i = 0; i + n.length <= source.length; i++) if (editDistance(source.slice(i, i + n.length), n) <= tol) return name;
    }
  }
  return null;
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

  async function numbersInColumn(gray: GrayImage, mask: InkMask, col: PxRect, keep?: (c: Candidate) => boolean): Promise<OcrNumber[]> {
    const passages = passageCandidates(mask, col, gray.scale).filter((c) => !keep || keep(c));
    // A passage marker's own digits are no question number.
    const nums = numberCandidates(mask, col, gray.scale).filter((c) => (!keep || keep(c)) && !passages.some((p) => c.y0 < p.y1 && c.y1 > p.y0));
    const cands: Candidate[] = [...nums, ...passages.flatMap((p) => [p.first, p.last])];
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
      // A resolution in the PNG too (tesseract warns "Invalid resolution" on images that carry a tiny one).
      .withMetadata({ density: 300 })
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
          // A passage's numbers are checked against each other below: a lower confidence will do for them.
          if (i >= 0 && m && line.confidence >= (i < nums.length ? 40 : 20)) read.set(i, Number(m[1]));
        }
      }
    }
    // A candidate tesseract did not read stays, unnumbered: the numbering around it may tell its number.
    const out: OcrNumber[] = nums.map((c, i) => ({ kind: 'question' as const, n: read.get(i) ?? Number.NaN, ...c }));
    passages.forEach((p, k) => {
      const a = read.get(nums.length + 2 * k), b = read.get(nums.length + 2 * k + 1);
      if (a !== undefined && b !== undefined && b > a && b - a <= 5) out.push({ kind: 'passage', n: a, last: b, x0: p.x0, y0: p.y0, x1: p.x1, y1: p.y1 });
    });
    return out.sort((a, b) => a.y0 - b.y0);
  }

  // The header is read in Korean by a second worker, started on first use; a header whose ink is the same as one
  // read before is not read again.
  let korWorker: Promise<Awaited<ReturnType<typeof createWorker>>> | null = null;
  const headerCache = new Map<string, string | null>();
  async function headerSection(gray: GrayImage, mask: InkMask, bodyTop: number): Promise<string | null> {
    // The title stands in the middle of the page; page numbers and tabs stand at the sides.
    const box = tightBox(mask, { x0: Math.round(gray.width * 0.15), y0: 0, x1: Math.round(gray.width * 0.85), y1: Math.max(0, bodyTop - 2) });
    if (!box || box.y1 - box.y0 < 8) return null;
    const w = box.x1 - box.x0, h = box.y1 - box.y0;
    const crop = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) crop.set(gray.data.subarray((box.y0 + y) * gray.width + box.x0, (box.y0 + y) * gray.width + box.x1), y * w);
    const key = createHash('sha1').update(crop).digest('hex');
    if (headerCache.has(key)) return headerCache.get(key)!;
    korWorker ??= createWorker('kor', OEM.LSTM_ONLY, {
      langPath: path.join(path.dirname(require.resolve('@tesseract.js-data/kor/package.json')), '4.0.0'),
      gzip: true,
      cachePath: path.join(os.tmpdir(), 'edu-splitter-tessdata'),
      logger: () => {},
      errorHandler: () => {},
    }).then(async (kw) => {
      await kw.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, user_defined_dpi: '300' });
      return kw;
    });
    const kw = await korWorker;
    const pad = 12;
    const png = await sharp(Buffer.from(crop.buffer, crop.byteOffset, crop.byteLength), { raw: { width: w, height: h, channels: 1 } })
      .extend({ top: pad, bottom: pad, left: pad, right: pad, background: '#ffffff' })
      .withMetadata({ density: 300 })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const { data } = await kw.recognize(png);
    const name = electiveName(data.text ?? '');
    headerCache.set(key, name);
    return name;
  }

  return {
    numbersInColumn,
    headerSection,
    terminate: async () => {
      await worker.terminate();
      if (korWorker) await (await korWorker).terminate();
    },
  };
}
