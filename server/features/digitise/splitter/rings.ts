/**
 * Choice glyphs ①-⑤ from ink (digitise splitter), for pages whose text layer lacks them or that have none: a
 * circled digit is a ring (one connected stroke, about as wide as tall, one text line high, hollow) with the
 * digit inside it as a separate piece of ink.
 */
import type { InkMask, PxRect } from './layout';

/** A ring found in ink, numbered 1-5 by reading order within its question. */
export type Ring = { index: number; x0: number; y0: number; x1: number; y1: number };

/** A connected piece of ink: its bounding box and pixel count. */
export type Component = { x0: number; y0: number; x1: number; y1: number; count: number };

/** The 8-connected components of the ink inside `r`. */
export function components(mask: InkMask, r: PxRect): Component[] {
  const x0 = Math.max(0, r.x0), y0 = Math.max(0, r.y0);
  const w = Math.min(mask.width, r.x1) - x0, h = Math.min(mask.height, r.y1) - y0;
  if (w <= 0 || h <= 0) return [];
  const seen = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  const out: Component[] = [];
  const W = mask.width, d = mask.data;
  for (let sy = 0; sy < h; sy++) {
    for (let sx = 0; sx < w; sx++) {
      const si = sy * w + sx;
      if (seen[si] || !d[(sy + y0) * W + sx + x0]) continue;
      seen[si] = 1;
      let top = 0;
      stack[top++] = si;
      const c = { x0: sx, y0: sy, x1: sx + 1, y1: sy + 1, count: 0 };
      while (top > 0) {
        const i = stack[--top];
        const px = i % w, py = (i - px) / w;
        c.count++;
        if (px < c.x0) c.x0 = px;
        if (px + 1 > c.x1) c.x1 = px + 1;
        if (py < c.y0) c.y0 = py;
        if (py + 1 > c.y1) c.y1 = py + 1;
        for (let dy = -1; dy <= 1; dy++) {
          const ny = py + dy;
          if (ny < 0 || ny >= h) continue;
          for (let dx = -1; dx <= 1; dx++) {
            const nx = px + dx;
            if (nx < 0 || nx >= w) continue;
            const ni = ny * w + nx;
            if (seen[ni] || !d[(ny + y0) * W + nx + x0]) continue;
            seen[ni] = 1;
            stack[top++] = ni;
          }
        }
      }
      out.push({ x0: c.x0 + x0, y0: c.y0 + y0, x1: c.x1 + x0, y1: c.y1 + y0, count: c.count });
    }
  }
  return out;
}

/** Whether a component looks like the ring of a circled digit, `scale` pixels a point. */
export function isRing(c: Component, mask: InkMask, scale: number): boolean {
  const w = c.x1 - c.x0, h = c.y1 - c.y0;
  if (w < 6 * scale || w > 15 * scale || h < 6 * scale || h > 15 * scale) return false;
  if (Math.abs(w - h) > Math.max(1, Math.max(w, h) * 0.15)) return false;
  const fill = c.count / (w * h);
  if (fill < 0.1 || fill > 0.5) return false;
  // Hollow, with a digit inside: the middle third holds some ink, the ring's own pixels lie near its edge, and
  // the rows and columns through the middle cross the ring exactly twice.
  const mx0 = c.x0 + Math.floor(w / 3), mx1 = c.x1 - Math.floor(w / 3);
  const my0 = c.y0 + Math.floor(h / 3), my1 = c.y1 - Math.floor(h / 3);
  let inner = 0;
  for (let y = my0; y < my1; y++) for (let x = mx0; x < mx1; x++) inner += mask.data[y * mask.width + x];
  if (inner === 0) return false;
  const cy = (c.y0 + c.y1) >> 1;
  // Edges: ink at the left and right ends of the middle row band, and at the top and bottom of the middle column.
  const edge = (x: number, y: number) => mask.data[y * mask.width + x] === 1;
  let left = false, right = false;
  for (let y = cy - 1; y <= cy + 1; y++) {
    for (let x = c.x0; x < c.x0 + Math.max(2, w * 0.2); x++) if (edge(x, y)) left = true;
    for (let x = c.x1 - Math.max(2, Math.ceil(w * 0.2)); x < c.x1; x++) if (edge(x, y)) right = true;
  }
  if (!left || !right) return false;
  // A circle: ink near the outline in every direction from the centre (24 rays), and none in the corners.
  const cx = (c.x0 + c.x1 - 1) / 2, cyf = (c.y0 + c.y1 - 1) / 2;
  const rx = w / 2, ry = h / 2;
  let hits = 0;
  for (let k = 0; k < 24; k++) {
    const a = (k * Math.PI) / 12;
    let hit = false;
    for (let f = 0.7; f <= 1.01 && !hit; f += 0.05) {
      const x = Math.round(cx + Math.cos(a) * rx * f), y = Math.round(cyf + Math.sin(a) * ry * f);
      if (x >= c.x0 && x < c.x1 && y >= c.y0 && y < c.y1 && edge(x, y)) hit = true;
    }
    if (hit) hits++;
  }
  if (hits < 21) return false;
  const corner = (x: number, y: number) => (edge(x, y) ? 1 : 0);
  return corner(c.x0, c.y0) + corner(c.x1 - 1, c.y0) + corner(c.x0, c.y1 - 1) + corner(c.x1 - 1, c.y1 - 1) === 0;
}

/** Whether two rings are the same size, within 12% (and a pixel). */
function sameSize(a: Component, b: Component): boolean {
  const tol = (v: number) => Math.max(2, v * 0.15);
  return Math.abs(a.x1 - a.x0 - (b.x1 - b.x0)) <= tol(b.x1 - b.x0) && Math.abs(a.y1 - a.y0 - (b.y1 - b.y0)) <= tol(b.y1 - b.y0);
}

/**
 * Finds the ①-⑤ rings of a question inside `r` (pixels), `scale` pixels a point, numbered 1-5. Circled letters
 * (㉠, ㉡ ...) are rings of the same size, so the five are chosen by layout: every row of choices starts at the
 * choice indent (within `indentPt` points of the question's left edge `left`). Either five such rows follow each
 * other (one choice a line), or one to three rows hold the five on a grid: the first row's rings at least
 * `minStepPt` apart, the later rows' rings under the first row's. The lowest such set wins.
 */
export function findRings(mask: InkMask, r: PxRect, scale: number, left = r.x0, indentPt = 25, minStepPt = 35): Ring[] {
  const all = components(mask, r).filter((c) => isRing(c, mask, scale));
  if (all.length < 5) return [];
  // Rows: rings whose tops are within half a ring of each other, each row left to right, rows top to bottom.
  all.sort((a, b) => a.y0 - b.y0);
  const rows: Component[][] = [];
  for (const c of all) {
    const last = rows[rows.length - 1];
    if (last && c.y0 - last[0].y0 < (c.y1 - c.y0) / 2) last.push(c);
    else rows.push([c]);
  }
  for (const row of rows) row.sort((a, b) => a.x0 - b.x0);
  const isStarter = (c: Component) => c.x0 <= left + indentPt * scale;
  const ringH = all[0].y1 - all[0].y0;
  const maxRowGap = ringH * 4;
  const tol = 4 * scale;
  const pick = (set: Component[]): Ring[] => set.map((c, i) => ({ index: i + 1, x0: c.x0, y0: c.y0, x1: c.x1, y1: c.y1 }));
  const starts = rows.map((row) => (isStarter(row[0]) ? row[0] : null));
  // One choice a line (or more, when a choice wraps): five rings at the indent, one under another.
  const column = starts.filter((c): c is Component => c !== null);
  for (let i = column.length - 5; i >= 0; i--) {
    const set = column.slice(i, i + 5);
    const ok = set.every((c, k) => sameSize(c, set[0]) && Math.abs(c.x0 - set[0].x0) <= tol && (k === 0 || c.y0 - set[k - 1].y1 <= maxRowGap));
    if (ok) return pick(set);
  }
  // A grid: the first row at least two apart by minStep, later rows under its columns.
  for (let i = rows.length - 1; i >= 0; i--) {
    const first = starts[i];
    if (!first) continue;
    const cols: Component[] = [first];
    for (const c of rows[i]) if (c.x0 - cols[cols.length - 1].x0 >= minStepPt * scale && sameSize(c, first)) cols.push(c);
    const set = [...cols];
    for (let k = i + 1; k < rows.length && set.length < 5; k++) {
      if (rows[k][0].y0 - set[set.length - 1].y1 > maxRowGap || !isStarter(rows[k][0])) break;
      for (const c of rows[k]) if (set.length < 5 && sameSize(c, first) && cols.some((q) => Math.abs(q.x0 - c.x0) <= tol)) set.push(c);
    }
    if (set.length === 5 && cols.length >= 2) return pick(set);
  }
  return [];
}
