import { describe, expect, it } from 'vitest';
import type { Box, SplitItem } from '../../server/features/digitise/splitter/index';
import { iou, matchItems, splitMetrics, sumMetrics } from '../../server/features/digitise/splitter/metrics';

/** A question item on page 1 of the common section. */
function q(number: string, box: Box, extra: Partial<SplitItem> = {}): SplitItem {
  return { kind: 'question', number, section: 'common', part: 1, page: 1, box, ...extra };
}

describe('iou', () => {
  it.each<[string, Box, Box, number]>([
    ['same box', [0, 0, 10, 10], [0, 0, 10, 10], 1],
    ['disjoint', [0, 0, 10, 10], [20, 20, 30, 30], 0],
    ['touching edges', [0, 0, 10, 10], [10, 0, 20, 10], 0],
    ['half overlap', [0, 0, 10, 10], [5, 0, 15, 10], 50 / 150],
    ['inside', [0, 0, 10, 10], [0, 0, 10, 9], 0.9],
    ['empty box', [0, 0, 0, 0], [0, 0, 0, 0], 0],
  ])('%s', (_name, a, b, want) => {
    expect(iou(a, b)).toBeCloseTo(want, 6);
    expect(iou(b, a)).toBeCloseTo(want, 6);
  });
});

describe('matchItems', () => {
  it('matches by kind, section, number and part, the best IoU first, each split item once', () => {
    const truth = [q('1', [0, 0, 10, 10]), q('1', [0, 20, 10, 30], { part: 2 }), q('1', [0, 0, 10, 10], { section: '미적분' })];
    const pred = [q('1', [0, 21, 10, 30], { part: 2 }), q('1', [50, 50, 60, 60]), q('1', [0, 0, 10, 10])];
    const m = matchItems(pred, truth);
    expect(m.map((x) => x.iou)).toEqual([1, 0.9, 0]);
    expect(m[2].pred).toBeNull();
  });

  it('counts a pair on different pages as IoU 0', () => {
    const m = matchItems([q('3', [0, 0, 10, 10], { page: 2 })], [q('3', [0, 0, 10, 10])]);
    expect(m[0].iou).toBe(0);
    expect(m[0].pred).not.toBeNull();
  });
});

describe('splitMetrics', () => {
  const box: Box = [0, 0, 100, 100];
  const cases: { name: string; pred: SplitItem[]; truth: SplitItem[]; want: Partial<ReturnType<typeof splitMetrics>> }[] = [
    { name: 'perfect', pred: [q('1', box), q('2', box, { page: 2 })], truth: [q('1', box), q('2', box, { page: 2 })], want: { recall: 1, precision: 1, boxShare: 1, meanIou: 1, choiceShare: null } },
    { name: 'one question missed', pred: [q('1', box)], truth: [q('1', box), q('2', box)], want: { recall: 0.5, precision: 1, boxShare: 0.5, meanIou: 0.5 } },
    { name: 'one extra number', pred: [q('1', box), q('9', box)], truth: [q('1', box)], want: { recall: 1, precision: 0.5, boxShare: 1 } },
    { name: 'same number in another section is another number', pred: [q('23', box)], truth: [q('23', box, { section: '기하' })], want: { recall: 0, precision: 0, boxShare: 0, meanIou: 0 } },
    { name: 'a loose box', pred: [q('1', [0, 0, 100, 125])], truth: [q('1', box)], want: { recall: 1, boxShare: 0, meanIou: 0.8 } },
    {
      name: 'parts count as boxes, not as numbers',
      pred: [q('5', box)],
      truth: [q('5', box), q('5', box, { part: 2, page: 2 })],
      want: { recall: 1, precision: 1, boxShare: 0.5, meanIou: 0.5 },
    },
    {
      name: 'passages are boxes, not numbers',
      pred: [q('16', box)],
      truth: [q('16', box), { kind: 'passage', number: '16-17', section: 'common', part: 1, page: 1, box }],
      want: { recall: 1, boxShare: 0.5 },
    },
    {
      name: 'choices are measured apart',
      pred: [q('1', box), { kind: 'choice', number: '1.1', section: 'common', part: 1, page: 1, box: [0, 90, 20, 100] }],
      truth: [q('1', box), { kind: 'choice', number: '1.1', section: 'common', part: 1, page: 1, box: [0, 90, 20, 100] }, { kind: 'choice', number: '1.2', section: 'common', part: 1, page: 1, box: [30, 90, 50, 100] }],
      want: { recall: 1, boxShare: 1, meanIou: 1, choiceShare: 0.5 },
    },
    { name: 'empty truth and split', pred: [], truth: [], want: { recall: 1, precision: 1, boxShare: 1, meanIou: 1 } },
  ];
  it.each(cases)('$name', ({ pred, truth, want }) => {
    const got = splitMetrics(pred, truth);
    for (const [k, v] of Object.entries(want)) {
      if (typeof v === 'number') expect(got[k as keyof typeof got], k).toBeCloseTo(v, 6);
      else expect(got[k as keyof typeof got], k).toEqual(v);
    }
  });
});

describe('sumMetrics', () => {
  it('sums counts so a long paper weighs more', () => {
    const box: Box = [0, 0, 10, 10];
    const a = splitMetrics([q('1', box), q('2', box), q('3', box)], [q('1', box), q('2', box), q('3', box)]);
    const b = splitMetrics([], [q('1', box)]);
    const s = sumMetrics([a, b]);
    expect(s.recall).toBeCloseTo(3 / 4, 6);
    expect(s.boxShare).toBeCloseTo(3 / 4, 6);
    expect(s.counts.truthNumbers).toBe(4);
  });
});
