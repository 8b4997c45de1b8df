/**
 * Question numbers, passage markers, choice glyphs and section names from a page's text layer (digitise splitter).
 * PDF producers cut text differently ("7." in one piece, "7" then ".", spaced digits, a line in one piece), so the
 * pieces are first joined into lines and the patterns are read on the line text.
 */
import type { TextPiece } from './types';

/** A run of text pieces on one baseline, left to right, with its joined text and extent in points. */
export type TextLine = { text: string; pieces: TextPiece[]; x0: number; y0: number; x1: number; y1: number };

/** A question number or a passage marker found at the start of a line. */
export type Mark = { kind: 'question' | 'passage'; number: string; first: number; last: number; x0: number; y0: number; x1: number; y1: number };

/** A choice glyph ①-⑤ and where it is. */
export type ChoiceGlyph = { index: number; x0: number; y0: number; x1: number; y1: number };

const CIRCLED = '①②③④⑤';

/**
 * Joins pieces into lines: pieces whose vertical centres are within half a font height, in x order, with a gap of
 * less than `maxGap` points between neighbours.
 */
export function textLines(pieces: TextPiece[], maxGap = 40): TextLine[] {
  const sorted = pieces.filter((p) => p.str.trim().length > 0).sort((a, b) => a.x0 - b.x0);
  const lines: TextLine[] = [];
  for (const p of sorted) {
    const cy = (p.y0 + p.y1) / 2;
    const hgt = p.y1 - p.y0;
    let found: TextLine | undefined;
    for (const l of lines) {
      const ly = (l.y0 + l.y1) / 2;
      if (Math.abs(ly - cy) < Math.max(2, Math.min(hgt, l.y1 - l.y0) * 0.45) && p.x0 - l.x1 < maxGap && p.x0 >= l.x1 - 2) {
        found = l;
        break;
      }
    }
    if (found) {
      // A space only where the pieces are apart, so that "1" "0" "." stay "10." and words stay words.
      found.text += (p.x0 - found.x1 > (p.y1 - p.y0) * 0.2 ? ' ' : '') + p.str;
      found.pieces.push(p);
      found.x1 = Math.max(found.x1, p.x1);
      found.y0 = Math.min(found.y0, p.y0);
      found.y1 = Math.max(found.y1, p.y1);
    } else lines.push({ text: p.str, pieces: [p], x0: p.x0, y0: p.y0, x1: p.x1, y1: p.y1 });
  }
  return lines.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
}

const QUESTION_RE = /^\s*(\d)\s?(\d)?\s*[.．](?![\d.])/;
const PASSAGE_RE = /^\s*\[\s*(\d{1,2})\s*[～~∼〜\-–—]\s*(\d{1,2})\s*\]/;

/**
 * The question number or passage marker a line starts with, or null: "7.", "7 .", "1 0.", "[16～17]".
 * The number's own extent is that of the pieces that make it up.
 */
export function lineMark(line: TextLine): Mark | null {
  const p = PASSAGE_RE.exec(line.text);
  if (p) {
    const first = Number(p[1]), last = Number(p[2]);
    if (last <= first) return null;
    return { kind: 'passage', number: `${first}-${last}`, first, last, ...markExtent(line, p[0].length) };
  }
  const q = QUESTION_RE.exec(line.text);
  if (!q) return null;
  const n = Number(q[1] + (q[2] ?? ''));
  if (n < 1) return null;
  return { kind: 'question', number: String(n), first: n, last: n, ...markExtent(line, q[0].length) };
}

/** The extent of the pieces that cover the first `chars` characters of a line. */
function markExtent(line: TextLine, chars: number): { x0: number; y0: number; x1: number; y1: number } {
  let used = 0;
  let x1 = line.x0, y0 = Infinity, y1 = -Infinity;
  for (const p of line.pieces) {
    if (used >= chars) break;
    used += p.str.length + 1;
    x1 = Math.max(x1, p.x1);
    y0 = Math.min(y0, p.y0);
    y1 = Math.max(y1, p.y1);
  }
  return { x0: line.x0, y0, x1, y1 };
}

/** Every ①-⑤ glyph in the pieces, with its extent (a piece may hold several: "①  6  ②  7" is split evenly). */
export function choiceGlyphs(pieces: TextPiece[]): ChoiceGlyph[] {
  const out: ChoiceGlyph[] = [];
  for (const p of pieces) {
    const s = p.str;
    const per = (p.x1 - p.x0) / Math.max(1, s.length);
    for (let i = 0; i < s.length; i++) {
      const k = CIRCLED.indexOf(s[i]);
      if (k < 0) continue;
      const x0 = p.x0 + per * i;
      // A circled digit is about as wide as it is tall.
      const size = p.y1 - p.y0;
      out.push({ index: k + 1, x0, y0: p.y0, x1: x0 + Math.min(size, s.length === 1 ? p.x1 - p.x0 : size), y1: p.y1 });
    }
  }
  return out;
}

/**
 * The name in parentheses in a page's header ("수학 영역(미적분)" → "미적분", "(확률과 통계)"), from the lines above
 * `bodyTop` points; null when there is none.
 */
export function headerSection(lines: TextLine[], bodyTop: number): string | null {
  const head = lines.filter((l) => l.y1 <= bodyTop + 2);
  // A header line may come in several lines (pieces far apart): join those on the same row, left to right.
  const rows: TextLine[][] = [];
  for (const l of [...head].sort((a, b) => a.y0 - b.y0)) {
    const row = rows.find((r) => Math.abs((r[0].y0 + r[0].y1) / 2 - (l.y0 + l.y1) / 2) < Math.max(2, (l.y1 - l.y0) * 0.5));
    if (row) row.push(l);
    else rows.push([l]);
  }
  const texts: string[] = [];
  for (const l of head) texts.push(l.text);
  for (const r of rows) {
    const sorted = r.sort((a, b) => a.x0 - b.x0);
    texts.push(sorted.map((l) => l.text).join(' '), sorted.map((l) => l.pieces.map((p) => p.str).join(' ')).join(' '));
  }
  for (const raw of texts) {
    const t = raw.replace(/[\s\u0000-\u001f]+/g, ' ');
    const m = /[(（]\s*([가-힣][가-힣A-Za-z ⅠⅡI]{0,14}?)\s*[)）]/.exec(t);
    if (m) return m[1].replace(/\s+/g, ' ').trim();
  }
  return null;
}

/**
 * Whether a line is not part of any question although it sits in the body: section labels ("5지선다형",
 * "단답형"), notes ("※ 확인 사항"), the copyright line.
 */
export function isBarrierLine(line: TextLine): boolean {
  const t = line.text.replace(/\s+/g, '');
  return /^(5지선다형|단답형|서답형)$/.test(t) || /^※/.test(t) || /확인사항/.test(t) || /저작권은/.test(t) || /^\*확인/.test(t);
}
