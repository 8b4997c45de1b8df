/**
 * The splitter (digitise area) on generated KICE-like papers with exact truth (tests/helpers/exam-paper.ts):
 * every question number found, question and passage boxes tight (IoU >= 0.9), the choices of every 5지선다형
 * question found. The papers cover an elective section that restarts at 23 (three of them in one paper), a shared
 * passage, a question that runs on into the next column, 단답형 questions, B4 and A3, and a paper without a text
 * layer (OCR).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { splitPdf, type SplitItem, type SplitResult } from '../../server/features/digitise/splitter/index';
import { GOOD_IOU, matchItems, splitMetrics } from '../../server/features/digitise/splitter/metrics';
import { generateExamPaper, type ExamPaperOptions } from '../helpers/exam-paper';
import { launchChromium } from '../helpers/e2e';

const PAPERS: { name: string; opts: Omit<ExamPaperOptions, 'browser'> }[] = [
  { name: 'A3, 미적분, 지문과 이어지는 문항', opts: { seed: 11, size: 'A3', electives: ['미적분'] } },
  { name: 'B4, 선택과목 셋(23번부터 세 번)', opts: { seed: 12, size: 'B4', commonCount: 8, electives: ['확률과 통계', '미적분', '기하'], electiveCount: 5 } },
  { name: 'A3, 기하, 다른 배치', opts: { seed: 13, size: 'A3', electives: ['기하'], electiveCount: 8 } },
  { name: '텍스트 층 없음(OCR)', opts: { seed: 14, size: 'A3', textLayer: false, commonCount: 8, electives: ['확률과 통계'], electiveCount: 4 } },
  // Reported once with question 1 reaching into question 2 (y1 395 against 269): kept as a guard.
  { name: '기본 설정(seed 7)', opts: { seed: 7 } },
];

interface Case {
  name: string;
  truth: SplitResult;
  result: SplitResult;
  seconds: number;
}

let browser: Browser;
const cases: Case[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  const papers = await Promise.all(PAPERS.map((p) => generateExamPaper({ ...p.opts, browser })));
  for (let i = 0; i < PAPERS.length; i++) {
    const t0 = performance.now();
    const result = await splitPdf(new Uint8Array(papers[i].pdf));
    cases.push({ name: PAPERS[i].name, truth: papers[i].truth, result, seconds: (performance.now() - t0) / 1000 });
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

/** A short description of an item for failure messages. */
const label = (i: SplitItem) => `${i.section} ${i.kind} ${i.number}${i.part > 1 ? `/${i.part}` : ''} (${i.page}쪽)`;

describe('generated papers cover what the splitter must handle', () => {
  it('elective restart, passage, run-on, 단답형, no text layer', () => {
    const all = cases.flatMap((c) => c.truth.items);
    expect(all.some((i) => i.kind === 'passage')).toBe(true);
    expect(all.some((i) => i.kind === 'question' && i.part === 2)).toBe(true);
    const threeElectives = cases[1].truth.items.filter((i) => i.kind === 'question' && i.number === '23').map((i) => i.section);
    expect(threeElectives).toEqual(['확률과 통계', '미적분', '기하']);
    const withChoices = new Set(all.filter((i) => i.kind === 'choice').map((i) => `${i.section}|${i.number.split('.')[0]}`));
    expect(all.some((i) => i.kind === 'question' && !withChoices.has(`${i.section}|${i.number}`))).toBe(true);
  });
});

describe.each(PAPERS.map((p, i) => ({ ...p, i })))('splitter on $name', ({ i }) => {
  it('has the pages of the paper', () => {
    const { result, truth } = cases[i];
    expect(result.pages.map((p) => p.page)).toEqual(truth.pages.map((p) => p.page));
    result.pages.forEach((p, k) => {
      expect(p.width).toBeCloseTo(truth.pages[k].width, 0);
      expect(p.height).toBeCloseTo(truth.pages[k].height, 0);
    });
  });

  it('finds every question number, in its section, and nothing else', () => {
    const { result, truth } = cases[i];
    const m = splitMetrics(result.items, truth.items);
    const key = (x: SplitItem) => `${x.section} ${x.number}`;
    const predNums = new Set(result.items.filter((x) => x.kind === 'question').map(key));
    const truthNums = new Set(truth.items.filter((x) => x.kind === 'question').map(key));
    expect([...truthNums].filter((k) => !predNums.has(k)), '못 찾은 문항').toEqual([]);
    expect([...predNums].filter((k) => !truthNums.has(k)), '없는 문항').toEqual([]);
    expect(m.recall).toBe(1);
  });

  it('draws >= 95% of question and passage boxes at IoU >= 0.9', () => {
    const { result, truth } = cases[i];
    const m = splitMetrics(result.items, truth.items);
    const bad = matchItems(result.items, truth.items)
      .filter((x) => x.truth.kind !== 'choice' && x.iou < GOOD_IOU)
      .map((x) => `${label(x.truth)} IoU ${x.iou.toFixed(2)}: 정답 ${x.truth.box.map(Math.round)} / 결과 ${x.pred ? `${x.pred.page}쪽 ${x.pred.box.map(Math.round)}` : '없음'}`);
    expect(m.boxShare, bad.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('finds the five choices of every 5지선다형 question where they are', () => {
    const { result, truth } = cases[i];
    const missing = matchItems(result.items, truth.items)
      .filter((x) => x.truth.kind === 'choice' && x.iou < 0.5)
      .map((x) => `${label(x.truth)} IoU ${x.iou.toFixed(2)}`);
    expect(missing).toEqual([]);
    const choicesPerQuestion = new Map<string, number>();
    for (const c of result.items.filter((x) => x.kind === 'choice')) {
      const k = `${c.section} ${c.number.split('.')[0]}`;
      choicesPerQuestion.set(k, (choicesPerQuestion.get(k) ?? 0) + 1);
    }
    const multipleChoice = new Set(truth.items.filter((x) => x.kind === 'choice').map((c) => `${c.section} ${c.number.split('.')[0]}`));
    for (const q of multipleChoice) expect(choicesPerQuestion.get(q), q).toBe(5);
    for (const q of choicesPerQuestion.keys()) expect(multipleChoice.has(q), `단답형 ${q}에 선택지`).toBe(true);
  });
});
