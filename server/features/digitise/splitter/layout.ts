/**
 * Page layout from ink (digitise splitter): the ink mask of a grayscale render, the long rules of a KICE page
 * (the column divider, the header rule), the columns and the body band between them, ink projections and tight
 * ink boxes. Pure functions on typed arrays, in pixels; the caller converts to points.
 */

/** An ink mask: 1 where a pixel is ink, 0 where it is paper. */
export type InkMask = { width: number; height: number; data: Uint8Array };

/** A rectangle in pixels, inclusive of x0/y0 and exclusive of x1/y1. */
export type PxRect = { x0: number; y0: number; x1: number; y1: number };

/** A page's text columns and the band of the page that holds questions (below the header, above the footer). */
export type PageLayout = { columns: PxRect[]; divider: PxRect | null };

/** Marks pixels darker than `threshold` (0-255) as ink. */
export function inkMask(gray: { width: number; height: number; data: Uint8Array }, threshold = 170): InkMask {
  const data = new Uint8Array(gray.width * gray.height);
  const g = gray.data;
  for (let i = 0; i < data.length; i++) data[i] = g[i] < threshold ? 1 : 0;
  return { width: gray.width, height: gray.height, data };
}

/** Vertical rules: runs of ink at least `minLen` pixels tall, merged over neighbouring x (a rule is 1-4 px wide). */
export function verticalRules(mask: InkMask, minLen: number): PxRect[] {
  const { width: w, height: h, data } = mask;
  const best = new Int32Array(w);
  const bestEnd = new Int32Array(w);
  const run = new Int32Array(w);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      if (data[row + x]) {
        const r = ++run[x];
        if (r > best[x]) { best[x] = r; bestEnd[x] = y + 1; }
      } else run[x] = 0;
    }
  }
  const rules: PxRect[] = [];
  for (let x = 0; x < w; x++) {
    if (best[x] < minLen) continue;
    const y0 = bestEnd[x] - best[x];
    const last = rules[rules.length - 1];
    if (last && last.x1 === x) {
      last.x1 = x + 1;
      last.y0 = Math.min(last.y0, y0);
      last.y1 = Math.max(last.y1, bestEnd[x]);
    } else rules.push({ x0: x, y0, x1: x + 1, y1: bestEnd[x] });
  }
  return rules;
}

/** Horizontal rules: rows with an ink run at least `minLen` pixels long, merged over neighbouring y. */
export function horizontalRules(mask: InkMask, minLen: number): PxRect[] {
  const { width: w, height: h, data } = mask;
  const rules: PxRect[] = [];
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let run = 0;
    let bestRun = 0;
    let bestEnd = 0;
    for (let x = 0; x < w; x++) {
      if (data[row + x]) {
        run++;
        if (run > bestRun) { bestRun = run; bestEnd = x + 1; }
      } else run = 0;
    }
    if (bestRun < minLen) continue;
    const last = rules[rules.length - 1];
    if (last && last.y1 === y) {
      last.y1 = y + 1;
      last.x0 = Math.min(last.x0, bestEnd - bestRun);
      last.x1 = Math.max(last.x1, bestEnd);
    } else rules.push({ x0: bestEnd - bestRun, y0: y, x1: bestEnd, y1: y + 1 });
  }
  return rules;
}

/** Clears the pixels of the given rectangles (rules are not part of any question). */
export function erase(mask: InkMask, rects: PxRect[], pad = 1): void {
  const { width: w, height: h, data } = mask;
  for (const r of rects) {
    const x0 = Math.max(0, r.x0 - pad), x1 = Math.min(w, r.x1 + pad);
    const y0 = Math.max(0, r.y0), y1 = Math.min(h, r.y1);
    for (let y = y0; y < y1; y++) data.fill(0, y * w + x0, y * w + x1);
  }
}

/** Number of ink pixels in each row of a rectangle. */
export function rowProfile(mask: InkMask, r: PxRect): Int32Array {
  const out = new Int32Array(Math.max(0, r.y1 - r.y0));
  const { width: w, data } = mask;
  for (let y = r.y0; y < r.y1; y++) {
    let n = 0;
    const row = y * w;
    for (let x = r.x0; x < r.x1; x++) n += data[row + x];
    out[y - r.y0] = n;
  }
  return out;
}

/** Number of ink pixels in each column of a rectangle. */
export function colProfile(mask: InkMask, r: PxRect): Int32Array {
  const out = new Int32Array(Math.max(0, r.x1 - r.x0));
  const { width: w, data } = mask;
  for (let y = r.y0; y < r.y1; y++) {
    const row = y * w;
    for (let x = r.x0; x < r.x1; x++) out[x - r.x0] += data[row + x];
  }
  return out;
}

/** The tight rectangle around the ink inside `r`, or null when `r` holds no ink. */
export function tightBox(mask: InkMask, r: PxRect): PxRect | null {
  const x0c = Math.max(0, r.x0), x1c = Math.min(mask.width, r.x1);
  const y0c = Math.max(0, r.y0), y1c = Math.min(mask.height, r.y1);
  if (x1c <= x0c || y1c <= y0c) return null;
  const { width: w, data } = mask;
  let x0 = Infinity, x1 = -1, y0 = Infinity, y1 = -1;
  for (let y = y0c; y < y1c; y++) {
    const row = y * w;
    let any = false;
    for (let x = x0c; x < x1c; x++) {
      if (data[row + x]) {
        any = true;
        if (x < x0) x0 = x;
        break;
      }
    }
    if (!any) continue;
    for (let x = x1c - 1; x >= x0c; x--) {
      if (data[row + x]) {
        if (x + 1 > x1) x1 = x + 1;
        break;
      }
    }
    if (y < y0) y0 = y;
    y1 = y + 1;
  }
  return x1 < 0 ? null : { x0, y0, x1, y1 };
}

/**
 * The columns of a page. A KICE page has a vertical divider between its two columns; the divider's extent is also
 * the body band (from under the header to above the footer). Without a divider, the widest white gap near the
 * middle splits the page; without either, the page is one column.
 */
export function findLayout(mask: InkMask): PageLayout {
  const { width: w, height: h } = mask;
  const rules = verticalRules(mask, Math.round(h * 0.3));
  const mid = rules.filter((r) => r.x1 - r.x0 <= Math.max(6, w * 0.006) && (r.x0 + r.x1) / 2 > w * 0.35 && (r.x0 + r.x1) / 2 < w * 0.65);
  mid.sort((a, b) => b.y1 - b.y0 - (a.y1 - a.y0));
  const divider = mid[0] ?? null;
  if (divider) {
    const band = { y0: divider.y0, y1: divider.y1 };
    return {
      divider,
      columns: [
        { x0: 0, y0: band.y0, x1: divider.x0 - 1, y1: band.y1 },
        { x0: divider.x1 + 1, y0: band.y0, x1: w, y1: band.y1 },
      ],
    };
  }
  // No divider: the body is the page without a top and bottom margin band; split at a central white gap.
  const y0 = Math.round(h * 0.08), y1 = Math.round(h * 0.94);
  const prof = colProfile(mask, { x0: 0, y0, x1: w, y1 });
  let gapStart = -1, bestLen = 0, bestMid = -1;
  for (let x = Math.round(w * 0.3); x <= Math.round(w * 0.7); x++) {
    if (prof[x] === 0) {
      if (gapStart < 0) gapStart = x;
      const len = x - gapStart + 1;
      if (len > bestLen) { bestLen = len; bestMid = gapStart + (len >> 1); }
    } else gapStart = -1;
  }
  if (bestLen >= w * 0.015) {
    return { divider: null, columns: [{ x0: 0, y0, x1: bestMid, y1 }, { x0: bestMid, y0, x1: w, y1 }] };
  }
  return { divider: null, columns: [{ x0: 0, y0, x1: w, y1 }] };
}

/** The x of the first column (from the left) of `r` whose ink count reaches `minInk`, or -1. */
export function leftInkEdge(mask: InkMask, r: PxRect, minInk = 2): number {
  const prof = colProfile(mask, r);
  for (let i = 0; i < prof.length; i++) if (prof[i] >= minInk) return r.x0 + i;
  return -1;
}

/**
 * Narrows a column by the ink in the page's outer margins that stands apart from its text: a subject tab, a
 * vertical label, a crop mark. Such ink lies within the outer `zone` share of the page width, is at most `maxW`
 * px wide and is cut off from the column's text by a white gap of at least `minGap` px over the column's height.
 */
export function trimMargins(mask: InkMask, col: PxRect, minGap: number, maxW: number, zone = 0.12): PxRect {
  const prof = colProfile(mask, col);
  const out = { ...col };
  const w = mask.width;
  // From the right edge.
  let x = prof.length - 1;
  while (x >= 0 && prof[x] === 0) x--;
  const rightInk = x;
  while (x >= 0 && prof[x] > 0) x--;
  let gapEnd = x;
  while (x >= 0 && prof[x] === 0) x--;
  if (rightInk >= 0 && x >= 0 && gapEnd - x >= minGap && rightInk - gapEnd <= maxW && col.x0 + gapEnd + 1 >= w * (1 - zone)) out.x1 = col.x0 + x + 1 + (minGap >> 1);
  // From the left edge.
  x = 0;
  while (x < prof.length && prof[x] === 0) x++;
  const leftInk = x;
  while (x < prof.length && prof[x] > 0) x++;
  gapEnd = x;
  while (x < prof.length && prof[x] === 0) x++;
  if (leftInk < prof.length && x < prof.length && x - gapEnd >= minGap && gapEnd - leftInk <= maxW && col.x0 + gapEnd <= w * zone) out.x0 = col.x0 + x - (minGap >> 1);
  return out;
}

/** The longest run of ink in row `y` between x0 and x1: its start and length. */
function rowRun(mask: InkMask, y: number, x0: number, x1: number): { start: number; len: number } {
  let best = { start: x0, len: 0 };
  let start = -1;
  const row = y * mask.width;
  for (let x = x0; x <= x1; x++) {
    const ink = x < x1 && mask.data[row + x] === 1;
    if (ink && start < 0) start = x;
    if (!ink && start >= 0) {
      if (x - start > best.len) best = { start, len: x - start };
      start = -1;
    }
  }
  return best;
}

/**
 * A closed frame (a rectangle drawn with lines, unbroken top and bottom edges at least `minWidthShare` of the ink's
 * width) that is the last ink of `r`, ending within `nearBottom` px of r's bottom: its top row, or null. On KICE
 * pages that is the end-of-paper check list ("※ 확인 사항"), which belongs to no question.
 */
export function bottomFrame(mask: InkMask, r: PxRect, nearBottom: number, minWidthShare = 0.8): number | null {
  const t = tightBox(mask, r);
  if (!t || r.y1 - t.y1 > nearBottom) return null;
  const need = (t.x1 - t.x0) * minWidthShare;
  let bottom: { y: number; start: number; len: number } | null = null;
  for (let y = t.y1 - 1; y >= Math.max(t.y0, t.y1 - 4); y--) {
    const run = rowRun(mask, y, t.x0, t.x1);
    if (run.len >= need) { bottom = { y, ...run }; break; }
  }
  if (!bottom) return null;
  // Up the left edge of the bottom line to the frame's top line.
  for (let y = bottom.y - 1; y >= t.y0; y--) {
    let edge = false;
    for (let x = bottom.start; x < bottom.start + 4; x++) if (mask.data[y * mask.width + x]) edge = true;
    if (!edge) return null;
    const run = rowRun(mask, y, t.x0, t.x1);
    if (run.len >= need && bottom.y - y > 8) {
      // The top line may be several pixels thick: its first row.
      let top = y;
      while (top > t.y0 && rowRun(mask, top - 1, t.x0, t.x1).len >= need) top--;
      return top;
    }
  }
  return null;
}

/**
 * Small closed frames that stand alone on their rows in a column: the section labels of a KICE paper ("5지선다형",
 * "단답형") drawn as outlines. Each band of rows between white rows whose ink is a rectangle outline at most
 * `maxW` px wide and between `minH` and `maxH` px tall.
 */
export function labelFrames(mask: InkMask, col: PxRect, minH: number, maxH: number, maxW: number): PxRect[] {
  const prof = rowProfile(mask, col);
  const out: PxRect[] = [];
  let y = 0;
  while (y < prof.length) {
    if (prof[y] === 0) { y++; continue; }
    let e = y;
    while (e < prof.length && prof[e] > 0) e++;
    const band = { x0: col.x0, y0: col.y0 + y, x1: col.x1, y1: col.y0 + e };
    y = e;
    const h = band.y1 - band.y0;
    if (h < minH || h > maxH) continue;
    const t = tightBox(mask, band);
    if (!t || t.x1 - t.x0 > maxW || t.x1 - t.x0 < h) continue;
    const w = t.x1 - t.x0;
    const full = (y0: number) => rowRun(mask, y0, t.x0, t.x1).len >= w * 0.9;
    const colRun = (x: number) => {
      let n = 0;
      for (let yy = t.y0; yy < t.y1; yy++) n += mask.data[yy * mask.width + x];
      return n >= (t.y1 - t.y0) * 0.9;
    };
    const edgeRow = (ys: number[]) => ys.some(full);
    const edgeCol = (xs: number[]) => xs.some(colRun);
    if (edgeRow([t.y0, t.y0 + 1]) && edgeRow([t.y1 - 1, t.y1 - 2]) && edgeCol([t.x0, t.x0 + 1]) && edgeCol([t.x1 - 1, t.x1 - 2])) out.push(t);
  }
  return out;
}
