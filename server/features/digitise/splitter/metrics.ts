/**
 * How well a split matches the truth: pure functions used by the splitter's tests and by `npm run bench:split`.
 * Items are matched by (kind, section, number, part); a matched pair on different pages counts as IoU 0.
 */
import type { Box, SplitItem } from './index';

/** The figures of one paper (or of several, see `sumMetrics`). */
export interface SplitMetrics {
  /** Distinct (section, number) of truth questions that the split found, over all of them (0..1; 1 when there are none). */
  recall: number;
  /** Distinct (section, number) of split questions that are in the truth, over all of them (0..1; 1 when there are none). */
  precision: number;
  /** Share of truth question and passage boxes matched with IoU >= 0.9 (0..1). */
  boxShare: number;
  /** Mean IoU over truth question and passage boxes; unmatched ones count as 0. */
  meanIou: number;
  /** Share of truth choice boxes matched with IoU >= 0.9, or null when the truth lists no choices. */
  choiceShare: number | null;
  /** The counts behind the shares, so several papers can be summed. */
  counts: {
    truthNumbers: number;
    foundNumbers: number;
    predNumbers: number;
    correctPredNumbers: number;
    truthBoxes: number;
    goodBoxes: number;
    iouSum: number;
    truthChoices: number;
    goodChoices: number;
  };
}

/** One truth item with the split item matched to it (or null) and their IoU. */
export interface ItemMatch {
  truth: SplitItem;
  pred: SplitItem | null;
  iou: number;
}

/** The IoU threshold the goals are stated with. */
export const GOOD_IOU = 0.9;

/** Intersection over union of two boxes [x0, y0, x1, y1]; 0 when either is empty. */
export function iou(a: Box, b: Box): number {
  const w = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
  const h = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
  if (w <= 0 || h <= 0) return 0;
  const inter = w * h;
  const area = (r: Box) => Math.max(0, r[2] - r[0]) * Math.max(0, r[3] - r[1]);
  const union = area(a) + area(b) - inter;
  return union > 0 ? inter / union : 0;
}

/** The matching key of an item: kind, section, number and part. */
export function itemKey(item: Pick<SplitItem, 'kind' | 'section' | 'number' | 'part'>): string {
  return `${item.kind}|${item.section}|${item.number}|${item.part}`;
}

/** The IoU of two items: 0 on different pages. */
function itemIou(a: SplitItem, b: SplitItem): number {
  return a.page === b.page ? iou(a.box, b.box) : 0;
}

/**
 * Matches each truth item to the split item with the same key (the one with the best IoU when the split lists
 * the key more than once); each split item is used at most once.
 */
export function matchItems(pred: SplitItem[], truth: SplitItem[]): ItemMatch[] {
  const byKey = new Map<string, SplitItem[]>();
  for (const p of pred) {
    const k = itemKey(p);
    const list = byKey.get(k);
    if (list) list.push(p);
    else byKey.set(k, [p]);
  }
  return truth.map((t) => {
    const candidates = byKey.get(itemKey(t)) ?? [];
    let best: SplitItem | null = null;
    let bestIou = -1;
    for (const c of candidates) {
      const v = itemIou(c, t);
      if (v > bestIou) {
        best = c;
        bestIou = v;
      }
    }
    if (best) candidates.splice(candidates.indexOf(best), 1);
    return { truth: t, pred: best, iou: best ? bestIou : 0 };
  });
}

/** Distinct "section|number" keys of the question items. */
function questionNumbers(items: SplitItem[]): Set<string> {
  return new Set(items.filter((i) => i.kind === 'question').map((i) => `${i.section}|${i.number}`));
}

/** The figures of a split against its truth. */
export function splitMetrics(pred: SplitItem[], truth: SplitItem[]): SplitMetrics {
  const truthNums = questionNumbers(truth);
  const predNums = questionNumbers(pred);
  const found = [...truthNums].filter((k) => predNums.has(k)).length;
  const correct = [...predNums].filter((k) => truthNums.has(k)).length;
  const matches = matchItems(pred, truth);
  const boxes = matches.filter((m) => m.truth.kind !== 'choice');
  const choices = matches.filter((m) => m.truth.kind === 'choice');
  return fromCounts({
    truthNumbers: truthNums.size,
    foundNumbers: found,
    predNumbers: predNums.size,
    correctPredNumbers: correct,
    truthBoxes: boxes.length,
    goodBoxes: boxes.filter((m) => m.iou >= GOOD_IOU).length,
    iouSum: boxes.reduce((s, m) => s + m.iou, 0),
    truthChoices: choices.length,
    goodChoices: choices.filter((m) => m.iou >= GOOD_IOU).length,
  });
}

/** The shares computed from counts. */
function fromCounts(c: SplitMetrics['counts']): SplitMetrics {
  const share = (n: number, d: number) => (d > 0 ? n / d : 1);
  return {
    recall: share(c.foundNumbers, c.truthNumbers),
    precision: share(c.correctPredNumbers, c.predNumbers),
    boxShare: share(c.goodBoxes, c.truthBoxes),
    meanIou: share(c.iouSum, c.truthBoxes),
    choiceShare: c.truthChoices > 0 ? c.goodChoices / c.truthChoices : null,
    counts: c,
  };
}

/** The figures of several papers together (counts summed, so a long paper weighs more than a short one). */
export function sumMetrics(list: SplitMetrics[]): SplitMetrics {
  const zero: SplitMetrics['counts'] = { truthNumbers: 0, foundNumbers: 0, predNumbers: 0, correctPredNumbers: 0, truthBoxes: 0, goodBoxes: 0, iouSum: 0, truthChoices: 0, goodChoices: 0 };
  const c = list.reduce((acc, m) => {
    for (const k of Object.keys(acc) as (keyof typeof acc)[]) acc[k] += m.counts[k];
    return acc;
  }, zero);
  return fromCounts(c);
}
