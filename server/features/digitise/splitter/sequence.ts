/**
 * Question numbering across a paper (digitise splitter): which marks found on the pages are real question
 * numbers (they go up within a section), and which section each page belongs to.
 */
import type { Mark } from './numbers';

/**
 * A start in a column, in pixels: a question or passage mark, or a barrier (mark null: its ink rows belong to no
 * item). `ocr` marks a number read by OCR.
 */
export type Start = { y0: number; y1: number; mark: Mark | null; ocr?: boolean };

/**
 * Keeps the marks whose numbers go up within a section (a restart is allowed only where the section changes).
 * Marks read by OCR get two repairs: a number that lost a digit ("4." for 14) is taken as the expected one when
 * its last digit fits, and an unread candidate is numbered when it is the only one between two numbers a step of
 * two apart.
 */
export function filterSequence(pages: { page: number; columns: { starts: Start[] }[] }[], sections: string[]): void {
  const flat: { st: Start; sec: string }[] = [];
  for (const p of pages) for (const c of p.columns) for (const st of c.starts) if (st.mark) flat.push({ st, sec: sections[p.page - 1] });
  const keep = new Set<Start>();
  let prev = 0;
  let prevSection: string | null = null;
  for (let i = 0; i < flat.length; i++) {
    const { st, sec } = flat[i];
    const m = st.mark!;
    if (sec !== prevSection) { prev = 0; prevSection = sec; }
    let n = m.first;
    if (Number.isNaN(n)) {
      if (prev === 0) continue;
      const next = flat.slice(i + 1).find((f) => f.sec === sec && !Number.isNaN(f.st.mark!.first));
      if (!next || next.st.mark!.first !== prev + 2) continue;
      n = prev + 1;
    } else if (prev !== 0 && !(n > prev && n <= prev + 4)) {
      if (!(st.ocr && n % 10 === (prev + 1) % 10)) continue;
      n = prev + 1;
    } else if (prev === 0 && n > 40) continue;
    if (n !== m.first) st.mark = { ...m, number: String(n), first: n, last: n };
    keep.add(st);
    prev = m.kind === 'question' ? n : n - 1;
  }
  for (const p of pages) for (const c of p.columns) c.starts = c.starts.filter((st) => !st.mark || keep.has(st));
}

/**
 * Names the section of every page: the name in parentheses in its header ("수학 영역(미적분)" → "미적분"), or the
 * section of the page before when the header names none; "common" for the part the paper starts with (a name
 * the first page already carries, such as a single-subject paper's own name, is that paper's common part).
 */
export function pageSections(headerNames: (string | null)[]): string[] {
  const first = headerNames[0] ?? null;
  let current = 'common';
  return headerNames.map((name) => {
    if (name !== null) current = name === first ? 'common' : name;
    return current;
  });
}
