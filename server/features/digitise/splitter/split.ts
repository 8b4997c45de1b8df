/**
 * The splitter's orchestration (digitise area): for each page, render it to grayscale, find its columns and body
 * band from ink, find where questions, passages and barriers (section labels, notes) start in each column (from the
 * text layer, or by OCR of a narrow strip at each column's left edge when there is none), then cut each column into
 * tight ink boxes: one per question part, passage and choice. Question numbers must increase within a section; a
 * question left open at the bottom of a column runs on at the top of the next column or page.
 */
import sharp from 'sharp';
import { bottomFrame, findLayout, erase, labelFrames, horizontalRules, inkMask, rowProfile, trimMargins, tightBox, type InkMask, type PxRect } from './layout';
import { choiceGlyphs, headerSection, isBarrierLine, lineMark, textLines, type ChoiceGlyph } from './numbers';
import { findRings } from './rings';
import { filterSequence, pageSections, type Start } from './sequence';
import { openPdf, pageSize, pageText, renderGray, type PdfDoc } from './pdf';
import { createStripOcr, type StripOcr } from './ocr';
import type { Box, GrayImage, SplitItem, SplitOptions, SplitPage, SplitResult, TextPiece } from './types';

/** Render scale used to analyse ink (1 = 72 dpi): enough for point-accurate boxes, cheap to render. */
const ANALYSIS_SCALE = 1.5;
/** A page with fewer text pieces than this is treated as having no text layer. */
const MIN_TEXT_PIECES = 20;
/** A white gap this tall (points) at the tail of a column ends the item above it. */
const TAIL_GAP_PT = 48;
/** Gray level below which a pixel is ink (anti-aliased edges of thin strokes are lighter). */
const INK_THRESHOLD = 160;
/** White rows (points) within one line of a question: between a sum's upper limit and its sign, say. */
const LINE_GAP_PT = 3;
/** Margin ink (a subject tab) at most this wide (points), this far (points) from the text, is not in a column. */
const MARGIN_INK_PT = 40;
const MARGIN_GAP_PT = 8;
/** A frame ending this close (points) to the column's bottom, after the last question, is the check list. */
const FRAME_NEAR_BOTTOM_PT = 40;
/** A lighter threshold that keeps the thin rings of ①-⑤ in one piece. */
const RING_THRESHOLD = 235;
/** How far right of the column's number margin a number may stand, in points. */
const MARGIN_TOLERANCE_PT = 6;
/** The smallest run-on part worth a box, in points of height (smaller is a stray remnant). */
const MIN_PART_PT = 6;

/** One analysed column: its rectangle in pixels and its starts, top to bottom. */
type ColumnInfo = { rect: PxRect; starts: Start[] };

/** One analysed page. */
type PageInfo = {
  page: number;
  mask: InkMask;
  /** A mask with a lighter threshold, for thin strokes (the rings of ①-⑤); made on first use. */
  lightMask: () => InkMask;
  scale: number;
  columns: ColumnInfo[];
  glyphs: ChoiceGlyph[] | null;
  section: string | null;
  /** Whether the page's numbers and barriers came from a text layer (else from ink and OCR). */
  textLayer: boolean;
};

/**
 * Rows of ink around `yc` (px): the band from the blank rows above to the blank rows below, within `r`'s columns.
 * Gaps of up to `gap` px do not end the band (a sum's upper limit or an exponent floats above its line).
 */
function inkBand(mask: InkMask, r: PxRect, yc: number, reach: number, gap = 0): { y0: number; y1: number } {
  const lo = Math.max(r.y0, Math.floor(yc - reach)), hi = Math.min(r.y1, Math.ceil(yc + reach));
  const prof = rowProfile(mask, { x0: r.x0, y0: lo, x1: r.x1, y1: hi });
  const c = Math.min(Math.max(Math.round(yc) - lo, 0), prof.length - 1);
  let a = c, b = c;
  for (let y = c - 1, blank = 0; y >= 0; y--) {
    if (prof[y] > 0) { a = y; blank = 0; } else if (++blank > gap) break;
  }
  for (let y = c + 1, blank = 0; y < prof.length; y++) {
    if (prof[y] > 0) { b = y; blank = 0; } else if (++blank > gap) break;
  }
  return { y0: lo + a, y1: lo + b + 1 };
}

/** A lazily made light-threshold mask of a page. */
function lightMaskOf(gray: GrayImage): () => InkMask {
  let m: InkMask | null = null;
  return () => (m ??= inkMask(gray, RING_THRESHOLD));
}

/** Removes rules (column divider, header and footer rules) from the mask; returns the page layout. */
function prepareMask(mask: InkMask & { scale: number }) {
  const layout = findLayout(mask);
  // Header and footer rules cross the divider: find them before the divider is cleared.
  const hr = horizontalRules(mask, Math.round(mask.width * 0.6)).map((r) => ({ ...r, y0: r.y0 - 1, y1: r.y1 + 1 }));
  if (layout.divider) erase(mask, [layout.divider], 2);
  erase(mask, hr, 2);
  // Ink in the outer margins apart from the text (a subject tab) belongs to no column.
  layout.columns = layout.columns.map((c) => trimMargins(mask, c, Math.round(MARGIN_GAP_PT * mask.scale), Math.round(MARGIN_INK_PT * mask.scale)));
  // A tall formula of the first line may reach above the divider's top: a column starts at the blank row above it.
  for (const col of layout.columns) {
    const prof = rowProfile(mask, { x0: col.x0, y0: Math.max(0, col.y0 - 20), x1: col.x1, y1: col.y0 });
    let y = prof.length;
    while (y > 0 && prof[y - 1] > 0) y--;
    col.y0 -= prof.length - y;
  }
  return layout;
}

/** The column (index) a point-x belongs to. */
function columnOf(columns: PxRect[], xPx: number): number {
  for (let i = 0; i < columns.length; i++) if (xPx >= columns[i].x0 && xPx < columns[i].x1) return i;
  return xPx < columns[0].x0 ? 0 : columns.length - 1;
}

/** Analyses a page that has a text layer. */
function analyseTextPage(page: number, gray: GrayImage, pieces: TextPiece[]): PageInfo {
  const s = gray.scale;
  const mask = { ...inkMask(gray, INK_THRESHOLD), scale: s };
  const layout = prepareMask(mask);
  const cols = layout.columns;
  const bodyTop = cols[0].y0 / s;
  const allLines = textLines(pieces);
  const section = headerSection(allLines, bodyTop);
  const byCol: TextPiece[][] = cols.map(() => []);
  for (const p of pieces) {
    const cy = ((p.y0 + p.y1) / 2) * s;
    if (cy < cols[0].y0 || cy > cols[0].y1) continue;
    byCol[columnOf(cols, ((p.x0 + Math.min(p.x1, p.x0 + 8)) / 2) * s)].push(p);
  }
  const columns: ColumnInfo[] = cols.map((rect, ci) => {
    const lines = textLines(byCol[ci]);
    const marks = lines.map(lineMark);
    // The margin where numbers stand: the leftmost mark (stems, figures and choices are indented from it).
    const left = Math.min(...lines.filter((_, i) => marks[i]).map((l) => l.x0));
    const starts: Start[] = [];
    for (let li = 0; li < lines.length; li++) {
      const line = lines[li];
      const mark = marks[li];
      const barrier = !mark && isBarrierLine(line);
      if (!mark && !barrier) continue;
      if (mark && line.x0 > left + MARGIN_TOLERANCE_PT) continue;
      const band = inkBand(mask, rect, ((line.y0 + line.y1) / 2) * s, (line.y1 - line.y0) * s * 2, Math.round(LINE_GAP_PT * s));
      starts.push({ y0: band.y0, y1: band.y1, mark });
    }
    return { rect, starts };
  });
  return { page, mask, lightMask: lightMaskOf(gray), scale: s, columns, glyphs: choiceGlyphs(pieces), section, textLayer: true };
}

/**
 * Analyses a page without a text layer: numbers by OCR of each column's left strip. `prevMax` carries the highest
 * number read on the pages before (updated here).
 */
async function analyseOcrPage(page: number, gray: GrayImage, ocr: StripOcr | null, prevMax: { n: number } = { n: 0 }): Promise<PageInfo> {
  const s = gray.scale;
  const mask = { ...inkMask(gray, INK_THRESHOLD), scale: s };
  const layout = prepareMask(mask);
  const columns: ColumnInfo[] = [];
  for (const rect of layout.columns) {
    const starts: Start[] = [];
    // Section labels ("5지선다형", "단답형") are small frames alone on their rows: they end the item above.
    const labels = labelFrames(mask, rect, Math.round(12 * s), Math.round(35 * s), Math.round((rect.x1 - rect.x0) * 0.45));
    if (ocr) {
      // A question starts after white space: a candidate closer to the ink above it than its own height is a
      // line inside a stem (its first word only looks like a number), unless that ink is a section label.
      const prof = rowProfile(mask, rect);
      const keep = (c: { y0: number; y1: number }) => {
        const band = inkBand(mask, rect, (c.y0 + c.y1) / 2, (c.y1 - c.y0) * 2, Math.round(LINE_GAP_PT * s));
        let y = band.y0 - 1 - rect.y0, gap = 0;
        while (y >= 0 && prof[y] === 0) { gap++; y--; }
        if (y < 0) return true;
        // A remnant of a rule (a few rows) above the column's first line is no ink of a line.
        const above = tightBox(mask, { x0: rect.x0, y0: rect.y0, x1: rect.x1, y1: band.y0 });
        if (!above || above.y1 - above.y0 <= 3) return true;
        if (labels.some((f) => rect.y0 + y >= f.y0 - 1 && rect.y0 + y < f.y1 + 1)) return true;
        return gap >= c.y1 - c.y0;
      };
      for (const m of await ocr.numbersInColumn(gray, mask, rect, keep)) {
        // The whole line the number stands on (a tall formula on it reaches above the number).
        const band = inkBand(mask, rect, (m.y0 + m.y1) / 2, (m.y1 - m.y0) * 2, Math.round(LINE_GAP_PT * s));
        const last = m.last ?? m.n;
        const number = m.kind === 'passage' ? `${m.n}-${last}` : String(m.n);
        starts.push({ y0: band.y0, y1: band.y1, ocr: true, mark: { kind: m.kind, number, first: m.n, last, x0: m.x0 / s, y0: m.y0 / s, x1: m.x1 / s, y1: m.y1 / s } });
      }
    }
    for (const f of labels) {
      starts.push({ y0: f.y0, y1: f.y1, mark: null });
    }
    starts.sort((a, b) => a.y0 - b.y0);
    columns.push({ rect, starts });
  }
  // The header is read (in Korean, which costs a second OCR worker) only where the numbering says a section may
  // begin: the page's first number is 23 (where a KICE paper's electives start) or lower than one seen before.
  const first = columns.flatMap((c) => c.starts).find((st) => st.mark && !Number.isNaN(st.mark.first))?.mark?.first;
  let section: string | null = null;
  if (ocr && first !== undefined && (first === 23 || first < prevMax.n)) {
    const bodyTop = Math.min(...layout.columns.map((c) => c.y0));
    section = await ocr.headerSection(gray, mask, bodyTop);
  }
  for (const c of columns) for (const st of c.starts) if (st.mark && st.mark.last <= 40) prevMax.n = Math.max(prevMax.n, st.mark.last);
  return { page, mask, lightMask: lightMaskOf(gray), scale: s, columns, glyphs: null, section, textLayer: false };
}

const toPt = (r: PxRect, s: number): Box => [round(r.x0 / s), round(r.y0 / s), round(r.x1 / s), round(r.y1 / s)];
const round = (v: number) => Math.round(v * 10) / 10;

/**
 * The part of a column-tail region that belongs to the item above: the ink down to the first white gap of at
 * least TAIL_GAP_PT (below it sits something else: a note box, the end-of-paper check list). `cut` says whether
 * such a gap was found (then the item has ended and does not run on).
 */
function tailRegion(mask: InkMask, region: PxRect, scale: number, frames: boolean): { region: PxRect; cut: boolean } {
  if (frames) {
    // Without a text layer the check list cannot be read: it is a frame at the very bottom of the column.
    const top = bottomFrame(mask, region, FRAME_NEAR_BOTTOM_PT * scale);
    if (top !== null) return { region: { ...region, y1: top }, cut: true };
  }
  const prof = rowProfile(mask, region);
  const minGap = TAIL_GAP_PT * scale;
  let seen = false, gap = 0;
  for (let i = 0; i < prof.length; i++) {
    if (prof[i] > 0) {
      if (seen && gap >= minGap) return { region: { ...region, y1: region.y0 + i - gap }, cut: true };
      seen = true;
      gap = 0;
    } else gap++;
  }
  return { region, cut: false };
}

/** Choice boxes inside a question part: from ①-⑤ glyphs of the text layer, or from ring-shaped ink. */
function choiceItems(p: PageInfo, region: PxRect, number: string, section: string, part: number): SplitItem[] {
  const s = p.scale;
  let glyphs: { index: number; x0: number; y0: number; x1: number; y1: number }[] = [];
  if (p.glyphs) {
    glyphs = p.glyphs
      .map((g) => ({ index: g.index, x0: g.x0 * s, y0: g.y0 * s, x1: g.x1 * s, y1: g.y1 * s }))
      .filter((g) => (g.x0 + g.x1) / 2 >= region.x0 && (g.x0 + g.x1) / 2 < region.x1 && (g.y0 + g.y1) / 2 >= region.y0 && (g.y0 + g.y1) / 2 < region.y1);
  } else {
    const qBox = tightBox(p.mask, region);
    glyphs = qBox ? findRings(p.lightMask(), region, s, qBox.x0) : [];
  }
  if (glyphs.length === 0) return [];
  glyphs.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
  // Rows of glyphs.
  const rows: (typeof glyphs)[] = [];
  for (const g of glyphs) {
    const last = rows[rows.length - 1];
    if (last && Math.abs((last[0].y0 + last[0].y1) / 2 - (g.y0 + g.y1) / 2) < (g.y1 - g.y0) * 0.5) last.push(g);
    else rows.push([g]);
  }
  const items: SplitItem[] = [];
  for (let ri = 0; ri < rows.length; ri++) {
    const row = rows[ri].sort((a, b) => a.x0 - b.x0);
    const gh = row[0].y1 - row[0].y0;
    const top = ri === 0 ? row[0].y0 - gh * 0.7 : (rows[ri - 1][0].y1 + row[0].y0) / 2;
    const bottom = ri + 1 < rows.length ? (row[0].y1 + rows[ri + 1][0].y0) / 2 : Math.min(region.y1, row[0].y1 + gh * 0.9);
    for (let k = 0; k < row.length; k++) {
      const g = row[k];
      const x1 = k + 1 < row.length ? row[k + 1].x0 - 1 : region.x1;
      const box = tightBox(p.mask, { x0: Math.floor(g.x0 - 2), y0: Math.floor(Math.max(region.y0, top)), x1: Math.ceil(x1), y1: Math.ceil(bottom) });
      if (!box) continue;
      items.push({ kind: 'choice', number: `${number}.${g.index}`, section, part, page: p.page, box: toPt(box, s) });
    }
  }
  return items;
}

/** Builds the items of all analysed pages. */
function buildItems(pages: PageInfo[], sections: string[]): SplitItem[] {
  const items: SplitItem[] = [];
  // The question or passage left open at the bottom of the last column seen, which may run on.
  let open: { kind: 'question' | 'passage'; number: string; section: string; part: number } | null = null;
  for (const p of pages) {
    const section = sections[p.page - 1];
    if (open && open.section !== section) open = null;
    for (const col of p.columns) {
      const r = col.rect;
      const starts = col.starts;
      // Run-on part at the top of the column.
      const firstTop = starts.length ? starts[0].y0 : r.y1;
      if (open) {
        const tail = tailRegion(p.mask, { x0: r.x0, y0: r.y0, x1: r.x1, y1: firstTop }, p.scale, !p.textLayer && !starts.length);
        const region = tail.region;
        const box = tightBox(p.mask, region);
        if (box && box.y1 - box.y0 >= MIN_PART_PT * p.scale) {
          open.part++;
          items.push({ kind: open.kind, number: open.number, section, part: open.part, page: p.page, box: toPt(box, p.scale) });
          if (open.kind === 'question') items.push(...choiceItems(p, region, open.number, section, open.part));
        }
        if (starts.length || tail.cut) open = null;
      }
      for (let i = 0; i < starts.length; i++) {
        const st = starts[i];
        if (!st.mark) { open = null; continue; }
        const last = i + 1 === starts.length;
        const full = { x0: r.x0, y0: st.y0, x1: r.x1, y1: last ? r.y1 : starts[i + 1].y0 };
        const tail = last ? tailRegion(p.mask, full, p.scale, !p.textLayer) : { region: full, cut: false };
        const region = tail.region;
        const box = tightBox(p.mask, region);
        const kind = st.mark.kind;
        if (box) {
          items.push({ kind, number: st.mark.number, section, part: 1, page: p.page, box: toPt(box, p.scale) });
          if (kind === 'question') items.push(...choiceItems(p, region, st.mark.number, section, 1));
        }
        open = last && !tail.cut ? { kind, number: st.mark.number, section, part: 1 } : null;
      }
    }
  }
  return items;
}

/** Runs the shared part of splitting once every page has been analysed. */
function finish(pages: PageInfo[], sizes: SplitPage[]): SplitResult {
  // A text layer that never has ①-⑤ draws them otherwise: find them as rings in the ink on every page.
  if (!pages.some((p) => p.glyphs && p.glyphs.length > 0)) for (const p of pages) p.glyphs = null;
  const sections = pageSections(pages.map((p) => p.section));
  filterSequence(pages, sections);
  return { pages: sizes, items: buildItems(pages, sections) };
}

function checkAbort(signal?: AbortSignal) {
  if (signal?.aborted) throw signal.reason ?? new Error('중단되었습니다.');
}

/** Splits a PDF into question, passage and choice boxes (see SplitResult). */
export async function splitPdf(data: Uint8Array, opts: SplitOptions = {}): Promise<SplitResult> {
  let doc: PdfDoc;
  try {
    doc = await openPdf(data);
  } catch (cause) {
    throw new Error('PDF를 열 수 없습니다: 손상되었거나 암호가 걸린 파일입니다.', { cause });
  }
  let ocr: StripOcr | null = null;
  const prevMax = { n: 0 };
  try {
    const n = doc.numPages;
    const pages: PageInfo[] = [];
    const sizes: SplitPage[] = [];
    for (let i = 1; i <= n; i++) {
      checkAbort(opts.signal);
      const size = await pageSize(doc, i);
      sizes.push({ page: i, width: round(size.width), height: round(size.height) });
      const pieces = opts.ocr === 'always' ? [] : await pageText(doc, i);
      const gray = await renderGray(doc, i, ANALYSIS_SCALE);
      if (pieces.length >= MIN_TEXT_PIECES) {
        const info = analyseTextPage(i, gray, pieces);
        // A text layer without the question numbers (drawn as outlines or images): read them by OCR.
        if (opts.ocr !== 'never' && !info.columns.some((c) => c.starts.some((st) => st.mark))) {
          ocr ??= await createStripOcr();
          const read = await analyseOcrPage(i, gray, ocr, prevMax);
          info.columns.forEach((c, k) => {
            const extra = read.columns[k]?.starts.filter((st) => st.mark) ?? [];
            c.starts = [...c.starts, ...extra].sort((a, b) => a.y0 - b.y0);
          });
        }
        pages.push(info);
      } else {
        if (opts.ocr !== 'never') ocr ??= await createStripOcr();
        pages.push(await analyseOcrPage(i, gray, ocr, prevMax));
      }
      opts.onProgress?.(i, n);
    }
    return finish(pages, sizes);
  } finally {
    await ocr?.terminate();
    await doc.destroy();
  }
}

/** Splits page images (PNG/JPG), one page each; points = pixels * 72 / dpi (dpi 150 unless given). */
export async function splitImages(images: Uint8Array[], opts: SplitOptions & { dpi?: number } = {}): Promise<SplitResult> {
  const dpi = opts.dpi ?? 150;
  let ocr: StripOcr | null = null;
  const prevMax = { n: 0 };
  try {
    const pages: PageInfo[] = [];
    const sizes: SplitPage[] = [];
    for (let i = 0; i < images.length; i++) {
      checkAbort(opts.signal);
      const decoded = await sharp(images[i])
        .flatten({ background: '#ffffff' })
        .grayscale()
        .raw()
        .toBuffer({ resolveWithObject: true })
        .catch((cause: unknown) => {
          throw new Error(`${i + 1}번째 이미지를 읽을 수 없습니다.`, { cause });
        });
      const { data, info } = decoded;
      const gray: GrayImage = { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, info.width * info.height), scale: dpi / 72 };
      sizes.push({ page: i + 1, width: round((info.width * 72) / dpi), height: round((info.height * 72) / dpi) });
      if (opts.ocr !== 'never') ocr ??= await createStripOcr();
      pages.push(await analyseOcrPage(i + 1, gray, ocr, prevMax));
      opts.onProgress?.(i + 1, images.length);
    }
    return finish(pages, sizes);
  } finally {
    await ocr?.terminate();
  }
}


