/**
 * The formula editor's pure parts: a new formula's starting values, the option lists with their Korean labels,
 * errors by path (the editor puts a message on the input at that path: `korean.weight`,
 * `english.by_grade.3`), and the 변환표준점수 table as text lines ("백분위 점수").
 */
import type { z } from 'zod';
import { GRADES, SCORE_KINDS, type ByGrade, type ScoreFormula } from '../../../api/consulting/scores';

/** A new formula: 국어·수학·탐구 2과목 합 on 표준점수, weights 1, nothing else. */
export const newFormula = (): ScoreFormula => ({
  version: 1,
  weight_mode: 'relative',
  korean: { score: 'standard', weight: 1, max: null },
  math: { score: 'standard', weight: 1, max: null },
  inquiry: { score: 'standard', weight: 1, max: null, count: 2, combine: 'sum', conversion: null },
  english: null,
  korean_history: null,
  bonuses: [],
  total: null,
  scale: null,
});

/** Points of every grade set to `value` (0: no deduction yet). */
export const byGradeOf = (value: number | null): ByGrade => Object.fromEntries(GRADES.map((g) => [g, value])) as ByGrade;

/** "Not given by the source" in selects: stored as null. */
export const UNKNOWN = 'unknown';

export const WEIGHT_MODE_OPTIONS = [
  { value: 'relative', label: '곱하는 수 (국어 × 1, 수학 × 1.2 …)' },
  { value: 'percent', label: '반영 비율 (%·배점, 총점에 맞춤)' },
];
export const AREA_SCORE_OPTIONS = [
  { value: 'standard', label: SCORE_KINDS.standard },
  { value: 'percentile', label: SCORE_KINDS.percentile },
  { value: UNKNOWN, label: '출처에 없음' },
];
export const INQUIRY_SCORE_OPTIONS = [
  { value: 'standard', label: SCORE_KINDS.standard },
  { value: 'percentile', label: SCORE_KINDS.percentile },
  { value: 'converted_standard', label: SCORE_KINDS.converted_standard },
  { value: UNKNOWN, label: '출처에 없음' },
];
export const COUNT_OPTIONS = [
  { value: '1', label: '1과목 (높은 과목)' },
  { value: '2', label: '2과목' },
  { value: UNKNOWN, label: '출처에 없음' },
];
export const COMBINE_OPTIONS = [
  { value: 'sum', label: '합' },
  { value: 'average', label: '평균' },
  { value: UNKNOWN, label: '출처에 없음' },
];
export const ENGLISH_OPTIONS = [
  { value: 'none', label: '반영 안 함' },
  { value: 'add', label: '총점에 더함·감점' },
  { value: 'area', label: '영역으로 반영' },
];
export const BONUS_KIND_OPTIONS = [
  { value: 'science', label: '과학탐구' },
  { value: 'social', label: '사회탐구' },
];
export const LEVEL2_OPTIONS = [
  { value: UNKNOWN, label: 'Ⅱ 과목 상관없음' },
  { value: '0', label: 'Ⅱ 과목 0개' },
  { value: '1', label: 'Ⅱ 과목 1개 (Ⅰ+Ⅱ)' },
  { value: '2', label: 'Ⅱ 과목 2개 (Ⅱ+Ⅱ)' },
];
export const EFFECT_OPTIONS = [
  { value: 'points', label: '점수 더하기' },
  { value: 'percent', label: '% 늘리기' },
];
export const TARGET_OPTIONS = [
  { value: 'inquiry', label: '탐구 점수에' },
  { value: 'total', label: '총점에' },
];

/** A select value to the stored value: UNKNOWN is null. */
export const fromOption = <T extends string>(value: string | null): T | null => (value === null || value === UNKNOWN ? null : (value as T));
/** A stored value to a select value. */
export const toOption = (value: string | number | null): string => (value === null ? UNKNOWN : String(value));

/** A number input's value to a stored number: empty is null where allowed, NaN (refused with the field's message) where required. */
export const numberOf = (value: string | number, nullable: boolean): number | null => (value === '' || value === null ? (nullable ? null : Number.NaN) : Number(value));
/** A stored number to a number input's value. */
export const inputOf = (value: number | null | undefined): number | string => (value === null || value === undefined || Number.isNaN(value) ? '' : value);

/** Every issue of a parse by its path joined with dots (`formula.korean.weight`), the first message of each. */
export function errorsByPath(error: z.ZodError | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error?.issues ?? []) out[issue.path.map(String).join('.') || 'form'] ??= issue.message;
  return out;
}

/** The 변환표준점수 table as text: one "백분위 점수" line per row, highest 백분위 first. */
export const conversionText = (rows: ReadonlyArray<{ percentile: number; score: number }> | null): string =>
  (rows ?? [])
    .slice()
    .sort((a, b) => b.percentile - a.percentile)
    .map((r) => `${r.percentile} ${r.score}`)
    .join('\n');

/**
 * Reads table text ("100 70.5" per line; spaces, tabs or a comma between) into rows, or the number of the first
 * line that is not two numbers. Empty text is no table (null).
 */
export function parseConversion(text: string): { rows: Array<{ percentile: number; score: number }> | null; badLine: number | null } {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  if (lines.every((l) => l === '')) return { rows: null, badLine: null };
  const rows: Array<{ percentile: number; score: number }> = [];
  for (const [i, line] of lines.entries()) {
    if (line === '') continue;
    const parts = line.split(/[\s,]+/);
    const [p, s] = parts.map(Number);
    if (parts.length !== 2 || !Number.isFinite(p) || !Number.isFinite(s)) return { rows: null, badLine: i + 1 };
    rows.push({ percentile: p, score: s });
  }
  return { rows, badLine: null };
}
