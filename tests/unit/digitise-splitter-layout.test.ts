/**
 * The splitter's pure pieces on synthetic data: column detection from ink, tight boxes, question-number parsing from
 * text pieces cut the way different PDF producers cut them, the numbering sequence, section names, OCR number
 * candidates and ①-⑤ rings. (End-to-end splitting of generated pages is tested elsewhere.)
 */
import { describe, expect, it } from 'vitest';
import { bottomFrame, findLayout, horizontalRules, labelFrames, tightBox, trimMargins, verticalRules, type InkMask } from '../../server/features/digitise/splitter/layout';
import { headerSection, isBarrierLine, lineMark, textLines, choiceGlyphs } from '../../server/features/digitise/splitter/numbers';
import { electiveName, endsWithLowDot, numberCandidates } from '../../server/features/digitise/splitter/ocr';
import { findRings } from '../../server/features/digitise/splitter/rings';
import { filterSequence, pageSections, type Start } from '../../server/features/digitise/splitter/sequence';
import type { TextPiece } from '../../server/features/digitise/splitter/types';

/** A blank mask. */
function blank(width: number, height: number): InkMask {
  return { width, height, data: new Uint8Array(width * height) };
}

/** Inks a filled rectangle [x0, x1) x [y0, y1). */
function fill(m: InkMask, x0: number, y0: number, x1: number, y1: number): InkMask {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) m.data[y * m.width + x] = 1;
  return m;
}

/** Inks a ring of radius r (stroke about 1.5 px) centred at (cx, cy). */
function ring(m: InkMask, cx: number, cy: number, r: number): void {
  for (let y = cy - r - 2; y <= cy + r + 2; y++) {
    for (let x = cx - r - 2; x <= cx + r + 2; x++) {
      const d = Math.hypot(x - cx, y - cy);
      if (d >= r - 0.8 && d <= r + 0.8) m.data[y * m.width + x] = 1;
    }
  }
}

/** A text piece of font size 11 at (x, baseline-ish top y), as pdf.js would give it after conversion to top-left points. */
function piece(str: string, x0: number, y0: number, width = str.length * 6): TextPiece {
  return { str, x0, y0, x1: x0 + width, y1: y0 + 11 };
}

describe('findLayout', () => {
  const cases: { name: string; make: () => InkMask; columns: number; divider: boolean }[] = [
    {
      name: 'two columns split by a tall divider; the body band is the divider extent',
      make: () => fill(fill(fill(blank(400, 600), 199, 100, 201, 560), 20, 120, 180, 130), 220, 120, 380, 130),
      columns: 2,
      divider: true,
    },
    {
      name: 'two columns without a divider, split at the central white gap',
      make: () => fill(fill(blank(400, 600), 20, 100, 180, 500), 220, 100, 380, 500),
      columns: 2,
      divider: false,
    },
    {
      name: 'one column of text across the middle',
      make: () => fill(blank(400, 600), 20, 100, 380, 500),
      columns: 1,
      divider: false,
    },
  ];
  it.each(cases)('$name', ({ make, columns, divider }) => {
    const layout = findLayout(make());
    expect(layout.columns).toHaveLength(columns);
    expect(layout.divider !== null).toBe(divider);
    if (divider) {
      expect(layout.divider).toMatchObject({ x0: 199, x1: 201, y0: 100, y1: 560 });
      expect(layout.columns[0]).toMatchObject({ x0: 0, x1: 198, y0: 100, y1: 560 });
      expect(layout.columns[1]).toMatchObject({ x0: 202, x1: 400, y0: 100, y1: 560 });
    }
  });
});

describe('rules', () => {
  it('finds a long vertical rule and a long horizontal rule, not short strokes', () => {
    const m = fill(fill(fill(blank(300, 300), 150, 10, 152, 290), 10, 40, 290, 42), 20, 100, 25, 130);
    expect(verticalRules(m, 200)).toEqual([{ x0: 150, y0: 10, x1: 152, y1: 290 }]);
    expect(horizontalRules(m, 200)).toEqual([{ x0: 10, y0: 40, x1: 290, y1: 42 }]);
  });
});

describe('tightBox', () => {
  const cases: { name: string; ink: [number, number, number, number][]; region: [number, number, number, number]; box: [number, number, number, number] | null }[] = [
    { name: 'one blob', ink: [[10, 20, 30, 25]], region: [0, 0, 100, 100], box: [10, 20, 30, 25] },
    { name: 'two blobs: the union', ink: [[10, 20, 30, 25], [50, 60, 70, 90]], region: [0, 0, 100, 100], box: [10, 20, 70, 90] },
    { name: 'clipped to the region', ink: [[10, 20, 30, 25], [50, 60, 70, 90]], region: [0, 0, 60, 70], box: [10, 20, 60, 70] },
    { name: 'empty region', ink: [[10, 20, 30, 25]], region: [40, 40, 90, 90], box: null },
  ];
  it.each(cases)('$name', ({ ink, region, box }) => {
    const m = blank(100, 100);
    for (const r of ink) fill(m, ...r);
    const got = tightBox(m, { x0: region[0], y0: region[1], x1: region[2], y1: region[3] });
    expect(got === null ? null : [got.x0, got.y0, got.x1, got.y1]).toEqual(box);
  });
});

describe('lineMark', () => {
  const cases: { name: string; pieces: TextPiece[]; expected: { kind: string; number: string } | null }[] = [
    { name: '"7." in one piece (Hancom)', pieces: [piece('7.', 88, 100, 11), piece('첫째항이', 106, 100)], expected: { kind: 'question', number: '7' } },
    { name: '"7" then "." (Distiller)', pieces: [piece('7', 88, 100, 6), piece('.', 94, 100, 3), piece('함수', 106, 100)], expected: { kind: 'question', number: '7' } },
    { name: 'spaced digits "1" "0" "."', pieces: [piece('1', 88, 100, 6), piece('0', 95, 100, 6), piece('.', 101, 100, 3), piece('그림', 110, 100)], expected: { kind: 'question', number: '10' } },
    { name: 'number and text in one piece', pieces: [piece('23. 다음 값은?', 88, 100, 80)], expected: { kind: 'question', number: '23' } },
    { name: 'passage marker [16～17]', pieces: [piece('[16～17]', 88, 100, 40), piece('다음 글을 읽고 물음에 답하시오.', 132, 100, 150)], expected: { kind: 'passage', number: '16-17' } },
    { name: 'passage marker with "~" and spaces', pieces: [piece('[ 18 ~ 20 ]', 88, 100, 50)], expected: { kind: 'passage', number: '18-20' } },
    { name: 'a decimal is not a number mark', pieces: [piece('0.5', 88, 100, 15)], expected: null },
    { name: 'a year is not a number mark', pieces: [piece('2022학년도', 88, 100, 50)], expected: null },
    { name: 'a choice line is not a number mark', pieces: [piece('①', 99, 100, 11), piece('6', 116, 100, 6)], expected: null },
  ];
  it.each(cases)('$name', ({ pieces, expected }) => {
    const lines = textLines(pieces);
    expect(lines).toHaveLength(1);
    const mark = lineMark(lines[0]);
    expect(mark === null ? null : { kind: mark.kind, number: mark.number }).toEqual(expected);
  });

  it('keeps lines at different heights apart and orders them top to bottom', () => {
    const lines = textLines([piece('6.', 88, 300, 11), piece('5.', 88, 100, 11), piece('값은?', 120, 100)]);
    expect(lines.map((l) => l.text)).toEqual(['5. 값은?', '6.']);
  });
});

describe('choiceGlyphs', () => {
  it('finds ①-⑤ alone or several in one piece', () => {
    const one = choiceGlyphs([piece('①', 99, 300, 11), piece('6', 116, 300, 6), piece('②', 160, 300, 11)]);
    expect(one.map((g) => g.index)).toEqual([1, 2]);
    const many = choiceGlyphs([piece('③ 8 ④ 9', 200, 300, 70)]);
    expect(many.map((g) => g.index)).toEqual([3, 4]);
    expect(many[1].x0).toBeGreaterThan(many[0].x0);
  });
});

describe('headerSection and barriers', () => {
  const cases: { text: string[]; section: string | null }[] = [
    { text: ['수학 영역(미적분)'], section: '미적분' },
    { text: ['(확률과', '통계)'], section: '확률과 통계' },
    { text: ['(기하)'], section: '기하' },
    { text: ['수학 영역'], section: null },
    // A producer that writes U+0001 where the spaces are.
    { text: ['수학', '\u0001', '영역(확률과', '\u0001', '통계)'], section: '확률과 통계' },
  ];
  it.each(cases)('reads $section from $text', ({ text, section }) => {
    let x = 300;
    const pieces = text.map((t) => {
      const p = piece(t, x, 110, t.length * 10);
      x = p.x1 + 3;
      return p;
    });
    expect(headerSection(textLines(pieces), 150)).toBe(section);
  });

  it('joins a header line cut into pieces far apart', () => {
    const pieces = [piece('수학 영역(확률과', 300, 110, 120), piece('통계)', 470, 110, 40)];
    expect(headerSection(textLines(pieces), 150)).toBe('확률과 통계');
  });

  it.each([
    ['수학 영역(확률과 통계)', '확률과 통계'],
    ['수학 영역 (확듈과 통계)', '확률과 통계'],
    ['수학 영역(미적분)', '미적분'],
    ['과학탐구 영역(생명과학 I)', null],
    ['수학 영역', null],
  ])('electiveName(%s) is %s', (text, name) => {
    expect(electiveName(text)).toBe(name);
  });

  it('ignores parentheses below the header', () => {
    expect(headerSection(textLines([piece('(가) f(1)=3', 100, 400, 60)]), 150)).toBeNull();
  });

  it.each([
    ['5지선다형', true],
    ['단답형', true],
    ['※ 확인 사항', true],
    ['이 문제지에 관한 저작권은 한국교육과정평가원에 있습니다.', true],
    ['다항함수 f(x)에 대하여', false],
  ])('"%s" is a barrier: %s', (text, barrier) => {
    expect(isBarrierLine(textLines([piece(text, 100, 200)])[0])).toBe(barrier);
  });
});

describe('filterSequence', () => {
  /** Pages of one column each, with question marks of the given numbers (NaN: read nothing). */
  function pagesOf(numbers: number[][], ocr = false) {
    return numbers.map((ns, i) => ({
      page: i + 1,
      columns: [
        {
          starts: ns.map((n, k): Start => ({
            y0: k * 100,
            y1: k * 100 + 10,
            ocr,
            mark: { kind: 'question', number: String(n), first: n, last: n, x0: 0, y0: 0, x1: 0, y1: 0 },
          })),
        },
      ],
    }));
  }
  const numbersOf = (pages: ReturnType<typeof pagesOf>) => pages.map((p) => p.columns[0].starts.map((s) => Number(s.mark!.number)));

  const cases: { name: string; numbers: number[][]; sections: string[]; ocr?: boolean; expected: number[][] }[] = [
    { name: 'a clean run', numbers: [[1, 2], [3, 4]], sections: ['common', 'common'], expected: [[1, 2], [3, 4]] },
    { name: 'a stray smaller number inside a question is dropped', numbers: [[1, 2, 1], [3]], sections: ['common', 'common'], expected: [[1, 2], [3]] },
    { name: 'a wild jump is dropped', numbers: [[1, 2, 40, 3]], sections: ['common'], expected: [[1, 2, 3]] },
    { name: 'numbering restarts where the section changes', numbers: [[21, 22], [23, 24], [23, 24]], sections: ['common', '미적분', '기하'], expected: [[21, 22], [23, 24], [23, 24]] },
    { name: 'no restart within a section', numbers: [[23, 24], [23, 24]], sections: ['미적분', '미적분'], expected: [[23, 24], []] },
    { name: 'OCR: an unread number between two numbers two apart', numbers: [[1, Number.NaN, 3]], sections: ['common'], ocr: true, expected: [[1, 2, 3]] },
    { name: 'OCR: an unread candidate that fits no gap is dropped', numbers: [[1, Number.NaN, 2]], sections: ['common'], ocr: true, expected: [[1, 2]] },
    { name: 'OCR: a number that lost its first digit', numbers: [[12, 13, 4, 15]], sections: ['common'], ocr: true, expected: [[12, 13, 14, 15]] },
  ];
  it.each(cases)('$name', ({ numbers, sections, ocr, expected }) => {
    const pages = pagesOf(numbers, ocr);
    filterSequence(pages, sections);
    expect(numbersOf(pages)).toEqual(expected);
  });
});

describe('pageSections', () => {
  it.each([
    { names: [null, null, '미적분', '미적분'], expected: ['common', 'common', '미적분', '미적분'] },
    { names: [null, '확률과 통계', null, '미적분', '기하'], expected: ['common', '확률과 통계', '확률과 통계', '미적분', '기하'] },
    { names: ['물리학 I', '물리학 I', null], expected: ['common', 'common', 'common'] },
  ])('$names', ({ names, expected }) => {
    expect(pageSections(names)).toEqual(expected);
  });
});

describe('OCR number candidates', () => {
  /** A column with, at its left margin, "digit blob + low dot + space + a long word" on one line. */
  function numberLine(m: InkMask, y: number, withDot: boolean): void {
    fill(m, 20, y, 27, y + 16); // a digit
    if (withDot) fill(m, 29, y + 12, 32, y + 16); // its period
    fill(m, 45, y, 200, y + 16); // the text after a space
  }
  it('keeps a short first word ending in a low dot, at the margin', () => {
    const m = blank(300, 400);
    numberLine(m, 50, true);
    numberLine(m, 150, false); // no period: a word, not a number
    fill(m, 40, 250, 200, 266); // an indented line
    const cands = numberCandidates(m, { x0: 0, y0: 0, x1: 300, y1: 400 }, 1.5);
    expect(cands).toEqual([{ x0: 20, y0: 50, x1: 32, y1: 66 }]);
  });
  it.each([
    { name: 'digit then low dot', dot: true, expected: true },
    { name: 'digit only', dot: false, expected: false },
  ])('endsWithLowDot: $name', ({ dot, expected }) => {
    const m = blank(60, 30);
    fill(m, 5, 5, 12, 21);
    if (dot) fill(m, 14, 17, 17, 21);
    expect(endsWithLowDot(m, { x0: 5, y0: 5, x1: dot ? 17 : 12, y1: 21 })).toBe(expected);
  });
});

describe('findRings', () => {
  it('finds five circled digits in reading order and ignores empty circles', () => {
    const m = blank(700, 120);
    for (let k = 0; k < 5; k++) {
      ring(m, 40 + k * 120, 60, 9);
      fill(m, 38 + k * 120, 55, 42 + k * 120, 65); // the digit inside
    }
    ring(m, 650, 20, 9); // an empty circle (a letter O, a point in a figure)
    const rings = findRings(m, { x0: 0, y0: 0, x1: 700, y1: 120 }, 1.5);
    expect(rings.map((r) => r.index)).toEqual([1, 2, 3, 4, 5]);
    expect(rings.map((r) => Math.round((r.x0 + r.x1 - 1) / 2))).toEqual([40, 160, 280, 400, 520]);
  });
  it('finds nothing where there are fewer than five rings', () => {
    const m = blank(300, 100);
    ring(m, 40, 50, 9);
    fill(m, 38, 45, 42, 55);
    expect(findRings(m, { x0: 0, y0: 0, x1: 300, y1: 100 }, 1.5)).toEqual([]);
  });
});

/** Inks the outline of a rectangle, 2 px thick. */
function frame(m: InkMask, x0: number, y0: number, x1: number, y1: number): void {
  fill(m, x0, y0, x1, y0 + 2);
  fill(m, x0, y1 - 2, x1, y1);
  fill(m, x0, y0, x0 + 2, y1);
  fill(m, x1 - 2, y0, x1, y1);
}

describe('frames and margins', () => {
  it('labelFrames finds a small label frame alone on its rows, not a text line or a wide box', () => {
    const m = blank(400, 400);
    frame(m, 20, 20, 120, 45); // "단답형"
    fill(m, 50, 28, 90, 38); // its text
    fill(m, 20, 80, 300, 95); // a text line
    frame(m, 20, 150, 380, 300); // a <보기> box: too wide and too tall
    const got = labelFrames(m, { x0: 0, y0: 0, x1: 400, y1: 400 }, 15, 50, 180);
    expect(got).toEqual([{ x0: 20, y0: 20, x1: 120, y1: 45 }]);
  });

  it('bottomFrame finds a frame that ends the column, not one followed by more ink', () => {
    const m = blank(400, 600);
    fill(m, 20, 50, 380, 60); // the question above
    frame(m, 20, 450, 380, 590); // the check list at the bottom
    fill(m, 40, 470, 200, 480);
    const col = { x0: 0, y0: 0, x1: 400, y1: 600 };
    expect(bottomFrame(m, col, 30)).toBe(450);
    fill(m, 20, 595, 380, 598); // something under the frame: it is not the last ink any more
    expect(bottomFrame(m, col, 30)).toBeNull();
  });

  it('trimMargins drops a narrow tab in the outer margin, apart from the text', () => {
    const m = blank(1000, 400);
    fill(m, 520, 50, 900, 300); // the right column's text
    fill(m, 950, 40, 980, 120); // a subject tab in the right margin
    const col = { x0: 505, y0: 0, x1: 1000, y1: 400 };
    const trimmed = trimMargins(m, col, 12, 60);
    expect(trimmed.x1).toBeLessThan(950);
    expect(trimmed.x1).toBeGreaterThanOrEqual(900);
    // Text reaching the margin is kept.
    const m2 = fill(blank(1000, 400), 520, 50, 990, 300);
    expect(trimMargins(m2, col, 12, 60)).toEqual(col);
  });
});
