/**
 * Generated exam papers with exact truth, for the splitter's tests (digitise area). A seeded HTML paper laid out
 * like a KICE paper (A3 or B4, two columns with a divider, a header naming the subject and section, page numbers
 * in the footer; numbered questions with KaTeX formulas, SVG figures, <보기> boxes, choices ①-⑤ on one, two or
 * five lines, 단답형 questions, a shared passage "[n～m]", an elective section that restarts at 23, a question
 * that runs on into the next column) is printed to PDF by Chromium. The truth boxes are read from the DOM and then
 * tightened to the ink of a render of that very PDF, so they are the tight ink rectangles the splitter must find.
 * Optionally the PDF is rebuilt from page images (no text layer) to exercise the OCR path.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import katex from 'katex';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import type { Box, SplitItem, SplitResult } from '../../server/features/digitise/splitter/index';
import { launchChromium } from './e2e';

/** What paper to make. Everything not given is drawn from the seed. */
export interface ExamPaperOptions {
  seed: number;
  /** Paper size (default: drawn from the seed, A3 more often). */
  size?: 'A3' | 'B4';
  /** false: rebuild the PDF from page images so it has no text layer (default true). */
  textLayer?: boolean;
  /** Questions in the common section, numbered from 1 (default 8-11). */
  commonCount?: number;
  /** Elective sections after the common one, each numbered from 23 (default: one, drawn from the seed). */
  electives?: string[];
  /** Questions in each elective (default 4-8, at most 8: 23-30). */
  electiveCount?: number;
  /** Include a shared passage over two questions (default true). */
  passage?: boolean;
  /** Include a question that runs on into the next column (default true). */
  runOn?: boolean;
  /** A Chromium to reuse; one is launched and closed otherwise. */
  browser?: Browser;
}

/** A generated paper: the PDF and the items the splitter should find in it. */
export interface ExamPaper {
  pdf: Buffer;
  truth: SplitResult;
}

const require = createRequire(import.meta.url);
const KATEX_DIST = path.dirname(require.resolve('katex/dist/katex.min.css'));
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));
/** CSS px to PDF points. */
const PT = 0.75;
/** Render scale (pixels a point) used to tighten the truth to the ink and to draw the image-only PDF. */
const RENDER_SCALE = 2.5;
const SIZES = { A3: { w: 1122.5, h: 1587.4 }, B4: { w: 944.9, h: 1334.2 } } as const;
const ELECTIVES = ['확률과 통계', '미적분', '기하'];
const CIRCLED = ['①', '②', '③', '④', '⑤'];

/** A small seeded random generator (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0 || 1;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
    chance: (p: number) => next() < p,
    /** The templates still to use (see `deck`). */
    deck: [] as number[],
  };
}
type Rng = ReturnType<typeof rng>;

/** Inline KaTeX. */
const m = (tex: string) => katex.renderToString(tex, { throwOnError: true, output: 'html' });
/** Display KaTeX, centred on its own line. */
const dm = (tex: string) => `<div class="disp">${katex.renderToString(tex, { throwOnError: true, output: 'html', displayMode: true })}</div>`;

/** One question's content: the stem (part 1 when it runs on) and the rest (figure, <보기>, choices). */
interface QuestionContent {
  stem: string;
  rest: string;
  choices: number;
  /** Whether the rest holds something worth running on into the next column (a figure or a box). */
  hasBody: boolean;
}

/** An SVG graph: axes, a curve, labels; all ink inside the drawing. */
function graphSvg(r: Rng): string {
  const w = r.int(150, 210);
  const h = Math.round(w * 0.8);
  const ox = Math.round(w * 0.3);
  const oy = Math.round(h * 0.7);
  const a = r.int(2, 5) / 100;
  const lin = r.int(-3, 3) * 0.2;
  const lift = r.int(-10, 20);
  const pts: string[] = [];
  for (let x = 12; x <= w - 12; x += 4) {
    const u = x - ox;
    const y = oy - (a * u * u + lin * u) - lift;
    if (y > 10 && y < h - 10) pts.push(`${x},${y.toFixed(1)}`);
  }
  const px = ox + r.int(20, 45);
  return `<div class="fig"><svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" xmlns="http://www.w3.org/2000/svg">
<line x1="6" y1="${oy}" x2="${w - 14}" y2="${oy}" stroke="#000" stroke-width="1"/><polygon points="${w - 14},${oy - 3} ${w - 6},${oy} ${w - 14},${oy + 3}"/>
<line x1="${ox}" y1="${h - 6}" x2="${ox}" y2="14" stroke="#000" stroke-width="1"/><polygon points="${ox - 3},14 ${ox},6 ${ox + 3},14"/>
<polyline points="${pts.join(' ')}" fill="none" stroke="#000" stroke-width="1.3"/>
<line x1="${px}" y1="${oy}" x2="${px}" y2="${oy - 30}" stroke="#000" stroke-dasharray="3 2"/>
<text x="${ox - 13}" y="${oy + 14}" font-family="NanumMyeongjo" font-size="12" font-style="italic">O</text>
<text x="${w - 16}" y="${oy + 15}" font-family="NanumMyeongjo" font-size="12" font-style="italic">x</text>
<text x="${ox + 6}" y="20" font-family="NanumMyeongjo" font-size="12" font-style="italic">y</text>
<text x="${px - 3}" y="${oy + 14}" font-family="NanumMyeongjo" font-size="12" font-style="italic">a</text></svg></div>`;
}

/** An SVG triangle with labelled vertices. */
function triangleSvg(r: Rng): string {
  const w = r.int(150, 200);
  const h = r.int(110, 140);
  const ax = r.int(40, w - 40);
  return `<div class="fig"><svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" xmlns="http://www.w3.org/2000/svg">
<polygon points="${ax},16 14,${h - 20} ${w - 14},${h - 20}" fill="none" stroke="#000" stroke-width="1.2"/>
<line x1="${ax}" y1="16" x2="${ax}" y2="${h - 20}" stroke="#000" stroke-dasharray="3 2"/>
<text x="${ax - 4}" y="12" font-family="NanumMyeongjo" font-size="12">A</text>
<text x="4" y="${h - 4}" font-family="NanumMyeongjo" font-size="12">B</text>
<text x="${w - 14}" y="${h - 4}" font-family="NanumMyeongjo" font-size="12">C</text>
<text x="${ax + 3}" y="${h - 6}" font-family="NanumMyeongjo" font-size="12">H</text></svg></div>`;
}

/** The choices ①-⑤ in one of three layouts: one line, two lines (3 + 2) or one a line. */
function choicesHtml(values: string[], layout: 1 | 2 | 5): string {
  const cell = (v: string, i: number) => `<span class="slot"><span class="ch" data-choice="${i + 1}">${CIRCLED[i]} ${v}</span></span>`;
  if (layout === 1) return `<div class="chs l1">${values.map(cell).join('')}</div>`;
  if (layout === 2) return `<div class="chs l2">${values.slice(0, 3).map(cell).join('')}</div><div class="chs l2">${values.slice(3).map((v, i) => cell(v, i + 3)).join('')}</div>`;
  return values.map((v, i) => `<div class="chs l5">${cell(v, i)}</div>`).join('');
}

/** Five distinct integer choices around a value, ascending. */
function intChoices(r: Rng): string[] {
  const start = r.int(-3, 20);
  const step = r.int(1, 4);
  return [0, 1, 2, 3, 4].map((i) => m(String(start + i * step)));
}

/** Five fraction or root choices (taller ink, KaTeX fractions). */
function fracChoices(r: Rng): string[] {
  const q = r.int(2, 9);
  if (r.chance(0.5)) return [0, 1, 2, 3, 4].map((i) => m(`\\frac{${q + i}}{${q + 5}}`));
  return [0, 1, 2, 3, 4].map((i) => m(`${i + 1}\\sqrt{${r.pick([2, 3, 5])}}`));
}

const POINTS = ['[2점]', '[3점]', '[3점]', '[4점]'];
const TEMPLATES = 7;

/** The next question template: every template once, in a seeded order, then again, for variety. */
function deck(r: Rng): number {
  if (r.deck.length === 0) {
    r.deck.push(...Array.from({ length: TEMPLATES }, (_, i) => i));
    for (let i = r.deck.length - 1; i > 0; i--) {
      const j = r.int(0, i);
      [r.deck[i], r.deck[j]] = [r.deck[j], r.deck[i]];
    }
  }
  return r.deck.pop()!;
}

/** A multiple-choice or short-answer math question, drawn from a few KICE-like templates. */
function mathQuestion(r: Rng, shortAnswer: boolean): QuestionContent {
  const pts = r.pick(POINTS);
  const a = r.int(2, 9);
  const b = r.int(2, 12);
  const t = deck(r);
  let stem: string;
  let rest = '';
  let hasBody = false;
  let choiceValues = intChoices(r);
  let layout: 1 | 2 | 5 = 1;
  if (t === 0) {
    stem = `${m(`\\displaystyle\\lim_{x \\to ${a}} \\frac{x^2 - ${a * a}}{x - ${a}}`)}의 값${shortAnswer ? '을 구하시오' : '은'}? ${pts}`;
  } else if (t === 1) {
    stem = `첫째항이 ${m(String(a))}이고 공차가 ${m(String(b))}인 등차수열 ${m('\\{a_n\\}')}에 대하여${dm(`a_3 + a_5 = ${2 * a + 6 * b}, \\quad a_k = ${a + 9 * b}`)}를 만족시키는 자연수 ${m('k')}에 대하여 ${m('a_{k+1}')}의 값${shortAnswer ? '을 구하시오' : '은'}? ${pts}`;
  } else if (t === 2) {
    stem = `그림과 같이 곡선 ${m(`y = x^2 - ${a}x`)}와 직선 ${m(`y = ${b}x`)}로 둘러싸인 부분의 넓이를 ${m('S')}라 하자. ${m('3S')}의 값${shortAnswer ? '을 구하시오' : '은'}? ${pts}`;
    rest = graphSvg(r);
    hasBody = true;
    choiceValues = fracChoices(r);
  } else if (t === 3) {
    stem = `그림과 같이 ${m(`\\overline{AB} = ${a}`)}, ${m(`\\overline{BC} = ${b + a}`)}인 삼각형 ${m('ABC')}의 꼭짓점 ${m('A')}에서 선분 ${m('BC')}에 내린 수선의 발을 ${m('H')}라 하자. ${m(`\\overline{AH} = ${a - 1}`)}일 때, 삼각형 ${m('ABC')}의 넓이${shortAnswer ? '를 구하시오' : '는'}? ${pts}`;
    rest = triangleSvg(r);
    hasBody = true;
  } else if (t === 4 && !shortAnswer) {
    stem = `함수 ${m(`f(x) = x^3 - ${3 * a}x^2 + ${b}x`)}에 대하여 <보기>에서 옳은 것만을 있는 대로 고른 것은? ${pts}`;
    rest = `<div class="bogi"><div class="bogi-t">&lt;보 기&gt;</div>
<div>ㄱ. ${m(`f'(${a}) < 0`)}</div><div>ㄴ. 함수 ${m('f(x)')}는 ${m(`x = ${a + 1}`)}에서 극소이다.</div><div>ㄷ. 방정식 ${m(`f(x) = ${b}`)}의 서로 다른 실근의 개수는 ${m('3')}이다.</div></div>`;
    hasBody = true;
    choiceValues = ['ㄱ', 'ㄷ', 'ㄱ, ㄴ', 'ㄴ, ㄷ', 'ㄱ, ㄴ, ㄷ'];
    layout = r.chance(0.5) ? 1 : 2;
  } else if (t === 5 && !shortAnswer) {
    stem = `다항함수 ${m('f(x)')}가 다음 조건을 만족시킨다.<div class="cond"><div>(가) ${m(`\\displaystyle\\lim_{x \\to \\infty} \\frac{f(x)}{x^2} = ${a}`)}</div><div>(나) ${m(`f(0) = ${b}, \\; f'(1) = ${a + b}`)}</div></div>함수 ${m('f(x)')}에 대한 설명으로 옳은 것은? ${pts}`;
    hasBody = true;
    choiceValues = [
      `${m('f(1)')}의 값은 ${m(String(a + b))}이다.`,
      `${m('f(x)')}는 ${m(`x = ${a}`)}에서 최솟값을 갖는다.`,
      `곡선 ${m('y=f(x)')}는 원점을 지난다.`,
      `${m(`f'(0) = ${b}`)}이다.`,
      `방정식 ${m('f(x)=0')}은 실근을 갖지 않는다.`,
    ];
    layout = 5;
  } else {
    stem = `수열 ${m('\\{a_n\\}')}이 모든 자연수 ${m('n')}에 대하여${dm(`\\sum_{k=1}^{n} a_k = ${a}n^2 + ${b}n`)}을 만족시킬 때, ${m(`a_{${a + 2}}`)}의 값${shortAnswer ? '을 구하시오' : '은'}? ${pts}`;
    if (r.chance(0.4)) {
      choiceValues = fracChoices(r);
      layout = 2;
    }
  }
  if (shortAnswer) return { stem, rest, choices: 0, hasBody };
  return { stem, rest: rest + choicesHtml(choiceValues, layout), choices: 5, hasBody };
}

/** A shared passage's text and the stems of the questions that refer to it. */
function passageText(r: Rng): string {
  const n = r.int(2, 5);
  const sentences = [
    `수열 ${m('\\{a_n\\}')}은 첫째항이 ${m(String(n))}이고, 모든 자연수 ${m('n')}에 대하여 ${m('a_{n+1} = 2a_n - 1')}을 만족시킨다.`,
    '이와 같이 앞의 항으로부터 다음 항을 차례로 정하는 방법을 수열의 귀납적 정의라 한다.',
    `예를 들어 ${m('a_2')}는 ${m(String(2 * n - 1))}이고, 같은 방법으로 ${m('a_3')}, ${m('a_4')}, ${m('\\cdots')}를 구할 수 있다.`,
    '귀납적으로 정의된 수열의 일반항은 처음 몇 개의 항을 나열하여 규칙을 찾은 뒤 수학적 귀납법으로 확인한다.',
    '한편 두 수열의 합과 차로 정의된 수열의 성질은 각 수열의 성질로부터 알 수 있다.',
  ];
  return sentences.slice(0, r.int(3, 5)).join(' ');
}

/** A unit the layout places: a section label, a passage, or a question (or one part of a run-on question). */
interface Unit {
  kind: 'label' | 'passage' | 'question';
  html: string;
  number: string;
  section: string;
  part: number;
  /** Keep this unit in the same column as the next one. */
  sticky?: boolean;
  /** Index of the full question this unit is a part of (run-on parts), for the layout. */
  runOn?: 'first' | 'second';
  height?: number;
}

/** The HTML of a question unit (its number, then its content). */
function questionHtml(number: string, stem: string, rest: string): string {
  return `<div class="stem"><span class="qn">${number}.</span> ${stem}</div>${rest}`;
}

/** Builds the units of a paper: sections, questions, passage, run-on parts. */
function buildUnits(r: Rng, opts: ExamPaperOptions): { units: Unit[]; sections: string[] } {
  const units: Unit[] = [];
  const commonCount = opts.commonCount ?? r.int(8, 11);
  const electives = opts.electives ?? [r.pick(ELECTIVES)];
  const wantPassage = opts.passage ?? true;
  const wantRunOn = opts.runOn ?? true;
  let runOnDone = false;
  const addSection = (section: string, first: number, count: number) => {
    const shortFrom = first + count - Math.min(3, Math.max(1, Math.floor(count / 3)));
    const passageAt = wantPassage && section === 'common' ? first + r.int(2, Math.max(2, count - 4)) : -1;
    units.push({ kind: 'label', html: '<div class="label">5지선다형</div>', number: '', section, part: 1, sticky: true });
    for (let n = first; n < first + count; n++) {
      const short = n >= shortFrom;
      if (n === shortFrom) units.push({ kind: 'label', html: '<div class="label">단답형</div>', number: '', section, part: 1, sticky: true });
      if (n === passageAt && n + 1 < shortFrom) {
        const head = `<div class="stem">[${n}<span class="tilde">～</span>${n + 1}] 다음 글을 읽고 물음에 답하시오.</div>`;
        units.push({ kind: 'passage', html: `${head}<div class="ptext">${passageText(r)}</div>`, number: `${n}-${n + 1}`, section, part: 1, sticky: true });
      }
      let q = mathQuestion(r, short);
      if (wantRunOn && !runOnDone && section === 'common' && n >= first + 3 && !short && n !== passageAt && n !== passageAt + 1) {
        while (!q.hasBody) q = mathQuestion(r, false);
        units.push({ kind: 'question', html: questionHtml(String(n), q.stem, ''), number: String(n), section, part: 1, runOn: 'first' });
        units.push({ kind: 'question', html: q.rest, number: String(n), section, part: 2, runOn: 'second' });
        runOnDone = true;
        continue;
      }
      units.push({ kind: 'question', html: questionHtml(String(n), q.stem, q.rest), number: String(n), section, part: 1 });
    }
  };
  addSection('common', 1, commonCount);
  for (const e of electives) addSection(e, 23, Math.min(8, opts.electiveCount ?? r.int(4, 8)));
  return { units, sections: ['common', ...electives] };
}

/** The page CSS: KaTeX's own CSS with its fonts as file URLs, and the paper's look. */
function css(size: 'A3' | 'B4', colW: number, fs: number): string {
  const katexCss = readFileSync(path.join(KATEX_DIST, 'katex.min.css'), 'utf8').replace(/url\(fonts\//g, `url(${pathToFileURL(KATEX_DIST).href}/fonts/`);
  const mm = size === 'A3' ? '297mm 420mm' : '250mm 353mm';
  return `${katexCss}
@page { size: ${mm}; margin: 0; }
html, body { margin: 0; padding: 0; }
body { font-family: 'NanumMyeongjo', serif; font-size: ${fs}px; line-height: 1.75; color: #000; -webkit-print-color-adjust: exact; }
.page { position: relative; width: ${SIZES[size].w}px; height: ${SIZES[size].h}px; overflow: hidden; break-after: page; }
.page:last-child { break-after: auto; }
.abs { position: absolute; }
.blk { position: absolute; width: ${colW}px; }
.stem { text-align: justify; word-break: keep-all; overflow-wrap: break-word; }
.qn { font-family: 'NanumGothic', sans-serif; font-weight: bold; }
.disp { margin: 6px 0 6px 24px; }
.disp .katex-display { margin: 0; text-align: left; }
.disp .katex-display > .katex { text-align: left; }
.fig { margin: 8px 0 4px 0; text-align: center; }
.fig svg { display: inline-block; }
.bogi { position: relative; border: 1px solid #000; margin: 14px 6px 6px 6px; padding: 14px 12px 6px 12px; }
.bogi-t { position: absolute; top: -0.9em; left: 0; right: 0; text-align: center; }
.bogi-t { background: transparent; }
.cond { border: 1px solid #000; margin: 6px 6px; padding: 4px 10px; }
.chs { display: flex; margin-top: 8px; }
.chs .slot { display: block; }
.chs.l1 .slot { width: 20%; }
.chs.l2 .slot { width: 33.3%; }
.chs.l5 { margin-top: 2px; }
.ch { display: inline-block; white-space: nowrap; }
.tilde { font-family: 'NanumGothic', sans-serif; }
.ptext { text-indent: 1em; text-align: justify; word-break: keep-all; margin-top: 4px; }
.label { display: inline-block; font-family: 'NanumGothic', sans-serif; font-weight: bold; border: 1.5px solid #000; padding: 0 26px; letter-spacing: 3px; }
.hdr-title { font-family: 'NanumGothic', sans-serif; font-weight: bold; text-align: center; }
.hdr-box { font-family: 'NanumGothic', sans-serif; font-weight: bold; border: 1.5px solid #000; border-radius: 4px; padding: 0 8px; }
.pno { font-family: 'NanumMyeongjo', serif; font-weight: bold; }
.foot { font-family: 'NanumMyeongjo', serif; border: 1px solid #000; padding: 0 10px; }
.rule { position: absolute; background: #000; }
`;
}

/** Page geometry in CSS px for a size. */
function geometry(size: 'A3' | 'B4') {
  const { w, h } = SIZES[size];
  const k = w / SIZES.A3.w;
  const margin = 64 * k;
  const gap = 44 * k;
  const colW = Math.floor((w - 2 * margin - gap) / 2);
  return { w, h, k, margin, gap, colW, top: 210 * k, bottom: h - 120 * k, fs: Math.round(13.5 * k * 10) / 10 };
}

/** Where each unit goes: page, column, top (px). */
interface Placement {
  unit: Unit;
  page: number;
  col: 0 | 1;
  top: number;
}

/** Gap between the units of a group (a label or passage and what follows it). */
const INNER_GAP = 18;

/**
 * Lays the measured units out in columns, as KICE papers do: a few questions a column in evenly spaced slots
 * (room to work), a label or passage kept with what follows it, a run-on question's first part at the bottom of
 * its column and the rest at the top of the next; a new section starts on a new page.
 */
function layout(r: Rng, units: Unit[], g: ReturnType<typeof geometry>): { placements: Placement[]; pageSections: string[] } {
  const colH = g.bottom - g.top;
  const placements: Placement[] = [];
  const pageSections: string[] = [];
  // Groups: a run of sticky units and the unit after them.
  const groups: Unit[][] = [];
  for (let i = 0; i < units.length; i++) {
    const grp = [units[i]];
    while (units[i].sticky && i + 1 < units.length) grp.push(units[++i]);
    groups.push(grp);
  }
  const height = (grp: Unit[]) => grp.reduce((s, u) => s + (u.height ?? 0), 0) + INNER_GAP * (grp.length - 1);
  const questionsIn = (grp: Unit[]) => grp.filter((u) => u.kind !== 'label').length;
  let page = 0;
  let col: 0 | 1 = 1;
  let column: Unit[][] = [];
  let maxInCol = 3;
  const flush = () => {
    if (column.length === 0) return;
    const hs = column.map(height);
    const sum = hs.reduce((s, x) => s + x, 0);
    const slot = colH / column.length;
    const even = hs.every((h) => h <= slot - 24);
    const gap = Math.max(24, Math.min(140, (colH - sum) / column.length));
    let y = g.top;
    column.forEach((grp, i) => {
      let top = even ? g.top + i * slot : y;
      if (i === column.length - 1 && grp.some((u) => u.runOn === 'first')) top = Math.max(y, g.bottom - hs[i]);
      for (const u of grp) {
        placements.push({ unit: u, page, col, top });
        top += (u.height ?? 0) + INNER_GAP;
      }
      y = top - INNER_GAP + gap;
    });
    column = [];
  };
  const nextColumn = (section: string, newPage: boolean) => {
    flush();
    if (col === 1 || newPage) {
      page++;
      col = 0;
      pageSections[page] = section;
    } else col = 1;
    maxInCol = r.int(2, 3);
  };
  let section = '';
  for (const grp of groups) {
    if (grp[0].section !== section) {
      section = grp[0].section;
      nextColumn(section, true);
    }
    const used = column.reduce((s, x) => s + height(x) + 24, 0);
    const count = column.reduce((s, x) => s + questionsIn(x), 0) + questionsIn(grp);
    // A run-on question's first part goes below the questions already in the column, however many there are.
    const tooMany = count > maxInCol && !grp.some((u) => u.runOn === 'first');
    if (column.length > 0 && (used + height(grp) > colH || tooMany)) nextColumn(section, false);
    column.push(grp);
    if (grp.some((u) => u.runOn === 'first')) nextColumn(section, false);
  }
  flush();
  return { placements, pageSections };
}

/** The HTML of one page's furniture: header, rules, divider, footer. */
function pageFurniture(g: ReturnType<typeof geometry>, pageNo: number, total: number, section: string, subject: string): string {
  const title = section === 'common' ? subject : `${subject}(${section})`;
  const k = g.k;
  const left = pageNo % 2 === 1 ? `<div class="abs hdr-box" style="left:${g.margin}px;top:${112 * k}px;font-size:${20 * k}px">제2교시</div>` : `<div class="abs pno" style="left:${g.margin}px;top:${106 * k}px;font-size:${34 * k}px">${pageNo}</div>`;
  const right = pageNo % 2 === 1 ? `<div class="abs pno" style="right:${g.margin}px;top:${106 * k}px;font-size:${34 * k}px">${pageNo}</div>` : `<div class="abs hdr-box" style="right:${g.margin}px;top:${112 * k}px;font-size:${20 * k}px">홀수형</div>`;
  const top = pageNo === 1 ? `<div class="abs hdr-title" style="left:0;right:0;top:${52 * k}px;font-size:${20 * k}px">2025학년도 대학수학능력시험 대비 모의평가 문제지</div>` : '';
  return `${top}${left}${right}
<div class="abs hdr-title" style="left:0;right:0;top:${96 * k}px;font-size:${40 * k}px">${title}</div>
<div class="rule" style="left:${g.margin}px;width:${g.w - 2 * g.margin}px;top:${168 * k}px;height:${2 * k}px"></div>
<div class="rule" style="left:${g.w / 2 - 1}px;width:${2 * k}px;top:${176 * k}px;height:${g.bottom - 176 * k + 20 * k}px"></div>
<div class="abs foot" style="left:${g.w / 2 - 40 * k}px;top:${g.h - 86 * k}px;font-size:${14 * k}px">${pageNo} / ${total}</div>
<div class="abs" style="right:${g.margin}px;top:${g.h - 58 * k}px;font-size:${10 * k}px;font-family:NanumGothic">이 문제지는 시험용으로 만든 것입니다.</div>`;
}

/** Writes the HTML to a temporary file and opens it (file URL, so KaTeX's fonts load), then waits for fonts. */
async function show(page: Page, dir: string, html: string): Promise<void> {
  const file = path.join(dir, 'paper.html');
  writeFileSync(file, html);
  await page.goto(pathToFileURL(file).href);
  await page.evaluate('document.fonts.ready.then(() => true)');
}

/** DOM rectangles of every marked element, relative to its page, in px. */
interface Measured {
  pages: number;
  blocks: { page: number; kind: string; number: string; section: string; part: number; rect: [number, number, number, number]; choices: { n: number; rect: [number, number, number, number] }[] }[];
}

const MEASURE_SCRIPT = `(() => {
  const pages = [...document.querySelectorAll('.page')];
  const blocks = [];
  const rel = (r, p) => [r.left - p.left, r.top - p.top, r.right - p.left, r.bottom - p.top];
  pages.forEach((pg, i) => {
    const pr = pg.getBoundingClientRect();
    for (const b of pg.querySelectorAll('.blk[data-kind]')) {
      const d = b.dataset;
      const choices = [...b.querySelectorAll('.ch')].map((c) => ({ n: Number(c.dataset.choice), rect: rel(c.getBoundingClientRect(), pr) }));
      blocks.push({ page: i + 1, kind: d.kind, number: d.number, section: d.section, part: Number(d.part), rect: rel(b.getBoundingClientRect(), pr), choices });
    }
  });
  return { pages: pages.length, blocks };
})()`;

type Gray = { width: number; height: number; data: Uint8Array; /** Page size in points. */ size: { width: number; height: number } };

/** Renders every page of a PDF with pdf.js at RENDER_SCALE, to grayscale pixels. */
async function renderPages(pdf: Buffer): Promise<Gray[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    cMapUrl: `${PDFJS_DIR}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${PDFJS_DIR}/standard_fonts/`,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const out: Gray[] = [];
  try {
    type CC = { canvas: { width: number; height: number }; context: { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } };
    const factory = (doc as unknown as { canvasFactory: { create(w: number, h: number): CC; destroy(cc: CC): void } }).canvasFactory;
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const vp = page.getViewport({ scale: RENDER_SCALE });
      const cc = factory.create(Math.ceil(vp.width), Math.ceil(vp.height));
      await page.render({ canvas: cc.canvas as never, canvasContext: cc.context as never, viewport: vp, background: 'white' }).promise;
      const { width, height } = cc.canvas;
      const rgba = cc.context.getImageData(0, 0, width, height).data;
      const data = new Uint8Array(width * height);
      for (let i = 0, j = 0; i < data.length; i++, j += 4) data[i] = (rgba[j] * 77 + rgba[j + 1] * 150 + rgba[j + 2] * 29) >> 8;
      const [vx0, vy0, vx1, vy1] = page.view;
      out.push({ width, height, data, size: { width: Math.round((vx1 - vx0) * 100) / 100, height: Math.round((vy1 - vy0) * 100) / 100 } });
      factory.destroy(cc);
    }
  } finally {
    await doc.destroy();
  }
  return out;
}

/** Ink darker than this counts. */
const INK = 160;

/** The tight ink box (points) inside a box (points), or null when it holds no ink. */
function inkBox(img: Gray, box: Box): Box | null {
  const s = RENDER_SCALE;
  const x0 = Math.max(0, Math.floor(box[0] * s));
  const y0 = Math.max(0, Math.floor(box[1] * s));
  const x1 = Math.min(img.width, Math.ceil(box[2] * s));
  const y1 = Math.min(img.height, Math.ceil(box[3] * s));
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -1;
  let maxY = -1;
  for (let y = y0; y < y1; y++) {
    const row = y * img.width;
    for (let x = x0; x < x1; x++) {
      if (img.data[row + x] < INK) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
  }
  if (maxX < 0) return null;
  const r2 = (v: number) => Math.round(v * 100) / 100;
  return [r2(minX / s), r2(minY / s), r2((maxX + 1) / s), r2((maxY + 1) / s)];
}

/** Rebuilds a PDF from page images (no text layer), same page sizes. */
async function imageOnlyPdf(pages: Gray[], sizes: { width: number; height: number }[]): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, compress: true });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (let i = 0; i < pages.length; i++) {
    const img = pages[i];
    const png = await sharp(Buffer.from(img.data), { raw: { width: img.width, height: img.height, channels: 1 } }).png().toBuffer();
    doc.addPage({ size: [sizes[i].width, sizes[i].height], margin: 0 });
    doc.image(png, 0, 0, { width: sizes[i].width, height: sizes[i].height });
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** Makes one paper: see the file comment. */
export async function generateExamPaper(opts: ExamPaperOptions): Promise<ExamPaper> {
  const r = rng(opts.seed);
  const size = opts.size ?? (r.chance(0.7) ? 'A3' : 'B4');
  const g = geometry(size);
  const { units } = buildUnits(r, opts);
  const browser = opts.browser ?? (await launchChromium());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'exam-paper-'));
  try {
    const page = await browser.newPage({ viewport: { width: Math.ceil(g.w), height: 1200 } });
    try {
      const style = `<style>${css(size, g.colW, g.fs)}</style>`;
      // 1. Measure every unit at the column width.
      const measure = units.map((u, i) => `<div class="blk" style="position:static" id="u${i}">${u.html}</div>`).join('');
      await show(page, dir, `<!doctype html><html lang="ko"><head><meta charset="utf-8">${style}</head><body>${measure}</body></html>`);
      const heights = (await page.evaluate(`[...document.querySelectorAll('.blk')].map((e) => e.getBoundingClientRect().height)`)) as number[];
      units.forEach((u, i) => (u.height = heights[i]));
      // 2. Lay out and print.
      const { placements, pageSections } = layout(r, units, g);
      const total = pageSections.length - 1;
      const pagesHtml: string[] = [];
      for (let p = 1; p <= total; p++) {
        const blocks = placements
          .filter((pl) => pl.page === p)
          .map((pl) => {
            const u = pl.unit;
            const left = pl.col === 0 ? g.margin : g.w - g.margin - g.colW;
            const data = u.kind === 'label' ? '' : ` data-kind="${u.kind}" data-number="${u.number}" data-section="${u.section}" data-part="${u.part}"`;
            return `<div class="blk"${data} style="left:${left}px;top:${pl.top}px">${u.html}</div>`;
          });
        pagesHtml.push(`<div class="page">${pageFurniture(g, p, total, pageSections[p], '수학 영역')}${blocks.join('')}</div>`);
      }
      await show(page, dir, `<!doctype html><html lang="ko"><head><meta charset="utf-8">${style}</head><body>${pagesHtml.join('')}</body></html>`);
      const measured = (await page.evaluate(MEASURE_SCRIPT)) as Measured;
      const vector = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      // 3. Tighten the DOM boxes to the ink of the printed PDF.
      const images = await renderPages(vector);
      const items: SplitItem[] = [];
      const toPt = (rect: [number, number, number, number], pad: number): Box => [rect[0] * PT - pad, rect[1] * PT - pad, rect[2] * PT + pad, rect[3] * PT + pad];
      for (const b of measured.blocks) {
        const img = images[b.page - 1];
        const box = inkBox(img, toPt(b.rect, 3));
        if (!box) throw new Error(`잉크가 없는 상자: ${b.kind} ${b.number}`);
        const kind = b.kind as SplitItem['kind'];
        items.push({ kind, number: b.number, section: b.section, part: b.part, page: b.page, box });
        for (const c of b.choices) {
          const cb = inkBox(img, toPt(c.rect, 1));
          if (cb) items.push({ kind: 'choice', number: `${b.number}.${c.n}`, section: b.section, part: b.part, page: b.page, box: cb });
        }
      }
      const pdf = opts.textLayer === false ? await imageOnlyPdf(images, images.map((im) => im.size)) : Buffer.from(vector);
      return { pdf, truth: { pages: images.map((im, i) => ({ page: i + 1, ...im.size })), items } };
    } finally {
      await page.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    if (!opts.browser) await browser.close();
  }
}
