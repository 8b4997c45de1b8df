/**
 * The formula engine of 환산점수 and the band rule (spec section 2 "a scaled-score modal"; issue 10 point 6). Pure
 * functions: the server computes with them, the admin editor shows a formula's gaps and a trial computation
 * with them, and tests/unit/consulting-score.rules.test.ts checks them against the sample's facts.
 *
 * `convert(formula, scores)` follows the order written at the top of src/api/consulting/scores.ts and returns
 * the converted score with every step as a Korean sentence with its numbers ("수학 표준점수 131 × 1.2 =
 * 157.2"), or no score and the list of what is missing: a score the student has not entered (which one), or a
 * fact the formula does not hold (a score kind, a full score, a 변환표준점수 row, a grade's points). It never
 * fills a gap with a guess.
 *
 * `bandOf(converted, cutoffs)`: the band from the major's cut-offs. The rule (BAND_RULE), written on the screen:
 * the reference is the 70%컷 of the latest year that has one (C), the margin m is 1% of C, rounded to 0.01;
 * 안정 from C + m, 적정 from C up to C + m, 소신 from C − m up to C, 도전 below C − m. Without a 70%컷 there is no
 * band (other kinds are listed, not used: a 50%컷 in place of a 70%컷 would move every boundary).
 */
import {
  BANDS,
  GRADES,
  SCORE_AREAS,
  SCORE_KINDS,
  TRACKS,
  type BandCode,
  type BonusRule,
  type ByGrade,
  type CutoffView,
  type MissingInput,
  type ScoreArea,
  type ScoreFormula,
  type ScoreStep,
  type Track,
} from '../../api/consulting/scores';

// ---- Inputs ----

/** One area's scores of a sitting (null where not entered). */
export interface AreaScores {
  standard_score: number | null;
  percentile: number | null;
  grade: number | null;
}

/** The kind of a 탐구 subject: 사회탐구 or 과학탐구 (null when not known). */
export type InquiryKind = 'social' | 'science';

/** One 탐구 subject of a sitting: its name, kind and whether it is a Ⅱ subject. */
export interface InquiryScores extends AreaScores {
  name: string;
  kind: InquiryKind | null;
  /** 1 for a Ⅰ subject (and every 사회탐구 subject), 2 for a Ⅱ subject; null when not known. */
  level: 1 | 2 | null;
}

/** A student's scores of one sitting as the engine reads them (null: the area was not entered). */
export interface StudentScores {
  korean: AreaScores | null;
  math: AreaScores | null;
  english: AreaScores | null;
  korean_history: AreaScores | null;
  /** 탐구1, 탐구2 in that order (as many as entered). */
  inquiry: InquiryScores[];
}

/** What `convert` gives: the score (two decimals) or null, the steps, what is missing, and warnings. */
export interface Conversion {
  converted: number | null;
  steps: ScoreStep[];
  missing: MissingInput[];
  warnings: string[];
}

// ---- Numbers in sentences ----

/**
 * Rounds half away from zero to two decimals (the converted score, the band thresholds, the numbers of the
 * steps). Binary noise is cleared first, so 146.12499999999997 (87.5 × 16.7 ÷ 100 × 10) rounds as 146.125 does.
 */
export const round2 = (value: number): number => (Math.sign(value) * Math.round(Number((Math.abs(value) * 100).toFixed(6)))) / 100 || 0;
/** A number as the steps print it: at most two decimals, no trailing zeros, a true minus sign. */
export function formatNumber(value: number): string {
  const rounded = round2(value);
  const text = Math.abs(rounded).toLocaleString('en-US', { maximumFractionDigits: 2, useGrouping: false });
  return rounded < 0 ? `−${text}` : text;
}
/** A signed number ("+3", "−0.5"). */
const signed = (value: number) => (value >= 0 ? `+${formatNumber(value)}` : formatNumber(value));

const AREA = SCORE_AREAS;
const gradeValue = (table: ByGrade, grade: number): number | null => table[String(grade) as (typeof GRADES)[number]] ?? null;
/** The best points of a by-grade table (the full score of 영어 as an area); null when it holds none. */
const bestOf = (table: ByGrade): number | null => {
  const values = GRADES.map((g) => table[g]).filter((v): v is number => v !== null);
  return values.length ? Math.max(...values) : null;
};
const kindName = (kind: 'standard' | 'percentile' | 'converted_standard') => SCORE_KINDS[kind];

// ---- Formula gaps ----

/**
 * The facts a formula lacks to be computed for anyone, as missing inputs of source `formula` (empty when it
 * is complete). A grade whose points are null is a gap only for a student with that grade (see `convert`).
 */
export function formulaGaps(formula: ScoreFormula): MissingInput[] {
  const gaps: MissingInput[] = [];
  const gap = (area: ScoreArea | null, message: string) => gaps.push({ area, source: 'formula', message });
  const percent = formula.weight_mode === 'percent';
  const weighted = [formula.korean, formula.math, formula.inquiry, formula.english?.mode === 'area' ? formula.english : null].filter(Boolean);
  if (!weighted.length) gap(null, '반영 영역(국어·수학·탐구·영어)이 하나도 없습니다.');
  for (const key of ['korean', 'math'] as const) {
    const area = formula[key];
    if (!area) continue;
    if (area.score === null) gap(key, `${AREA[key]} 반영 점수(표준점수/백분위)가 정해지지 않았습니다.`);
    else if (percent && area.score === 'standard' && area.max === null) gap(key, `${AREA[key]} 표준점수의 만점 기준(그해 최고 표준점수)이 없어 반영 비율로 환산할 수 없습니다.`);
  }
  const inquiry = formula.inquiry;
  if (inquiry) {
    if (inquiry.score === null) gap('inquiry', '탐구 반영 점수(표준점수/백분위/변환표준점수)가 정해지지 않았습니다.');
    if (inquiry.count === null) gap('inquiry', '탐구 반영 과목 수가 정해지지 않았습니다.');
    if (inquiry.combine === null) gap('inquiry', '탐구 과목 점수를 합하는지 평균하는지 정해지지 않았습니다.');
    if (inquiry.score === 'converted_standard' && !inquiry.conversion?.length) gap('inquiry', '탐구 변환표준점수 표(백분위별 점수)가 없습니다.');
    if (percent && inquiry.score === 'standard' && inquiry.max === null) gap('inquiry', '탐구 표준점수의 만점 기준(과목 최고 표준점수)이 없어 반영 비율로 환산할 수 없습니다.');
  }
  const english = formula.english;
  if (english?.mode === 'area') {
    if (english.weight === null) gap('english', '영어를 영역으로 반영하는데 가중치가 없습니다.');
    if (percent && bestOf(english.by_grade) === null) gap('english', '영어 등급별 점수가 하나도 없습니다.');
  }
  if (percent && formula.total === null) gap(null, '반영 비율 방식인데 총점(만점)이 정해지지 않았습니다.');
  return gaps;
}

// ---- The computation ----

interface Part {
  area: ScoreArea;
  /** The area's value before weighting (탐구: combined, with its bonuses). */
  value: number;
  /** What the value is, for the sentences ("수학 표준점수", "영어 2등급 점수"). */
  label: string;
  weight: number;
  /** Its full score (percent mode). */
  max: number;
}

/** The value of one score kind of an area, or null. */
function scoreOf(scores: AreaScores, kind: 'standard' | 'percentile'): number | null {
  return kind === 'standard' ? scores.standard_score : scores.percentile;
}

/** Whether a bonus's condition holds for the counted 탐구 subjects: true, false, or null when a subject's kind is unknown. */
export function bonusApplies(bonus: BonusRule, counted: readonly InquiryScores[]): boolean | null {
  if (!counted.length) return false;
  if (counted.some((s) => s.kind === null || (bonus.level2_count !== null && s.level === null))) return null;
  if (!counted.every((s) => s.kind === bonus.inquiry_kind)) return false;
  return bonus.level2_count === null || counted.filter((s) => s.level === 2).length === bonus.level2_count;
}

/** Applies a bonus to a value, with its sentence. */
function applyBonus(bonus: BonusRule, value: number, what: string): { value: number; text: string } {
  if (bonus.effect === 'points') {
    const next = value + bonus.value;
    return { value: next, text: `${bonus.label}: ${what} ${formatNumber(value)} ${signed(bonus.value)} = ${formatNumber(next)}` };
  }
  const next = value * (1 + bonus.value / 100);
  return { value: next, text: `${bonus.label}: ${what} ${formatNumber(value)} × (1 ${signed(bonus.value / 100)}) = ${formatNumber(next)}` };
}

/**
 * Computes a university's converted score from a student's scores: the score rounded to two decimals with
 * the steps, or null with what is missing (the student's scores and the formula's facts alike).
 */
export function convert(formula: ScoreFormula, scores: StudentScores): Conversion {
  const steps: ScoreStep[] = [];
  const warnings: string[] = [];
  const missing: MissingInput[] = [...formulaGaps(formula)];
  const need = (area: ScoreArea, message: string) => missing.push({ area, source: 'student', message });
  const lack = (area: ScoreArea, message: string) => missing.push({ area, source: 'formula', message });
  const step = (text: string, value: number | null = null) => steps.push({ text, value });
  const parts: Part[] = [];
  const percent = formula.weight_mode === 'percent';

  // 1. 국어, 수학.
  for (const key of ['korean', 'math'] as const) {
    const area = formula[key];
    if (!area || area.score === null) continue;
    const value = scores[key] ? scoreOf(scores[key], area.score) : null;
    if (value === null) need(key, `${AREA[key]} ${kindName(area.score)}가 입력되지 않았습니다.`);
    else parts.push({ area: key, value, label: `${AREA[key]} ${kindName(area.score)}`, weight: area.weight, max: area.max ?? 100 });
  }

  // 탐구: the subjects counted, their values, combined, then the bonuses aimed at it.
  let counted: InquiryScores[] = [];
  const inquiry = formula.inquiry;
  const tableMissing = inquiry?.score === 'converted_standard' && !inquiry.conversion?.length;
  if (inquiry && inquiry.score !== null && inquiry.count !== null && inquiry.combine !== null && !tableMissing) {
    const kind = inquiry.score;
    const table = inquiry.conversion ?? [];
    const valueOf = (s: InquiryScores): number | null => {
      if (kind === 'standard') return s.standard_score;
      if (kind === 'percentile') return s.percentile;
      if (s.percentile === null) return null;
      return table.find((r) => r.percentile === s.percentile)?.score ?? Number.NaN;
    };
    const sourceName = kind === 'converted_standard' ? '백분위' : kindName(kind);
    const taken = scores.inquiry.map((s) => ({ s, v: valueOf(s) }));
    const withValue = taken.filter((x): x is { s: InquiryScores; v: number } => x.v !== null);
    for (const x of taken.filter((t) => t.v === null)) need('inquiry', `탐구 ${x.s.name}의 ${sourceName}가 입력되지 않았습니다.`);
    for (const x of withValue.filter((t) => Number.isNaN(t.v))) lack('inquiry', `변환표준점수 표에 백분위 ${formatNumber(x.s.percentile!)} 행이 없습니다 (${x.s.name}).`);
    if (scores.inquiry.length < inquiry.count) need('inquiry', `탐구 ${inquiry.count}과목이 필요한데 ${scores.inquiry.length}과목만 입력되었습니다.`);
    else if (withValue.length === taken.length && withValue.every((x) => !Number.isNaN(x.v))) {
      const chosen = [...withValue].sort((a, b) => b.v - a.v).slice(0, inquiry.count);
      // Keep the subjects in the student's order in the sentences.
      const ordered = withValue.filter((x) => chosen.includes(x));
      counted = ordered.map((x) => x.s);
      if (kind === 'converted_standard') for (const x of ordered) step(`탐구 ${x.s.name} 백분위 ${formatNumber(x.s.percentile!)} → 변환표준점수 ${formatNumber(x.v)}`, x.v);
      if (inquiry.count < scores.inquiry.length) step(`탐구 ${scores.inquiry.length}과목 중 높은 ${inquiry.count}과목 반영: ${ordered.map((x) => x.s.name).join(', ')}`);
      const sum = ordered.reduce((n, x) => n + x.v, 0);
      let value = inquiry.combine === 'sum' ? sum : sum / ordered.length;
      const label = `탐구 ${kindName(kind)}`;
      if (ordered.length > 1) {
        const joined = ordered.map((x) => formatNumber(x.v)).join(' + ');
        step(inquiry.combine === 'sum' ? `${label} 합 ${joined} = ${formatNumber(value)}` : `${label} 평균 (${joined}) ÷ ${ordered.length} = ${formatNumber(value)}`, value);
      }
      for (const bonus of formula.bonuses.filter((b) => b.target === 'inquiry')) {
        const applies = bonusApplies(bonus, counted);
        if (applies === null) warnings.push(`탐구 과목 종류를 알 수 없어 '${bonus.label}' 가산을 적용하지 않았습니다.`);
        if (!applies) continue;
        const applied = applyBonus(bonus, value, '탐구');
        value = applied.value;
        step(applied.text, value);
      }
      const perSubjectMax = inquiry.max ?? (kind === 'percentile' ? 100 : kind === 'converted_standard' ? Math.max(...table.map((r) => r.score)) : Number.NaN);
      parts.push({ area: 'inquiry', value, label, weight: inquiry.weight, max: inquiry.combine === 'sum' ? perSubjectMax * inquiry.count : perSubjectMax });
    }
  }

  // 영어 and 한국사 by grade: their points (영어 as an area, or added after the weighting).
  const byGrade = (area: 'english' | 'korean_history', table: ByGrade): number | null => {
    const grade = scores[area]?.grade ?? null;
    if (grade === null) {
      need(area, `${AREA[area]} 등급이 입력되지 않았습니다.`);
      return null;
    }
    const value = gradeValue(table, grade);
    if (value === null) lack(area, `공식에 ${AREA[area]} ${grade}등급의 점수가 없습니다 (출처에 없음).`);
    return value;
  };
  const english = formula.english;
  const englishPoints = english ? byGrade('english', english.by_grade) : null;
  if (english?.mode === 'area' && englishPoints !== null && english.weight !== null) {
    parts.push({ area: 'english', value: englishPoints, label: `영어 ${scores.english!.grade}등급 점수`, weight: english.weight, max: bestOf(english.by_grade) ?? 100 });
  }
  const historyPoints = formula.korean_history ? byGrade('korean_history', formula.korean_history.by_grade) : null;

  if (missing.length) return { converted: null, steps, missing, warnings };

  // 2. The weighting.
  let total: number;
  if (percent) {
    const sumOfWeights = parts.reduce((n, p) => n + p.weight, 0);
    const formulaTotal = formula.total!;
    if (Math.abs(sumOfWeights - 100) > 1e-9) step(`반영 비율의 합 ${formatNumber(sumOfWeights)}을(를) 기준으로 나눕니다 (비율 ÷ ${formatNumber(sumOfWeights)}).`, sumOfWeights);
    const contributions = parts.map((p) => {
      const value = (p.value / p.max) * (p.weight / sumOfWeights) * formulaTotal;
      step(`${p.label} ${formatNumber(p.value)} ÷ 만점 ${formatNumber(p.max)} × 비율 ${formatNumber(p.weight)}/${formatNumber(sumOfWeights)} × ${formatNumber(formulaTotal)} = ${formatNumber(value)}`, value);
      return value;
    });
    total = contributions.reduce((n, v) => n + v, 0);
    step(`반영 영역 합 ${contributions.map(formatNumber).join(' + ')} = ${formatNumber(total)} (${formatNumber(formulaTotal)}점 만점)`, total);
  } else {
    const contributions = parts.map((p) => {
      const value = p.value * p.weight;
      step(`${p.label} ${formatNumber(p.value)} × ${formatNumber(p.weight)} = ${formatNumber(value)}`, value);
      return value;
    });
    total = contributions.reduce((n, v) => n + v, 0);
    step(`가중 합 ${contributions.map(formatNumber).join(' + ')} = ${formatNumber(total)}`, total);
    if (formula.scale) {
      const scaled = (total * formula.scale.to) / formula.scale.from;
      step(`총점 환산 ${formatNumber(total)} × ${formatNumber(formula.scale.to)} ÷ ${formatNumber(formula.scale.from)} = ${formatNumber(scaled)}`, scaled);
      total = scaled;
    }
  }

  // 3. Added after the weighting: 영어 (add), 한국사, bonuses aimed at the total.
  if (english?.mode === 'add' && englishPoints !== null) {
    total += englishPoints;
    step(`영어 ${scores.english!.grade}등급 ${englishPoints < 0 ? '감점' : englishPoints > 0 ? '가산' : '(감점 없음)'} ${signed(englishPoints)} → ${formatNumber(total)}`, total);
  }
  if (formula.korean_history && historyPoints !== null) {
    total += historyPoints;
    step(`한국사 ${scores.korean_history!.grade}등급 ${historyPoints < 0 ? '감점' : historyPoints > 0 ? '가산' : '(감점 없음)'} ${signed(historyPoints)} → ${formatNumber(total)}`, total);
  }
  for (const bonus of formula.bonuses.filter((b) => b.target === 'total')) {
    const applies = bonusApplies(bonus, counted);
    if (applies === null) warnings.push(`탐구 과목 종류를 알 수 없어 '${bonus.label}' 가산을 적용하지 않았습니다.`);
    if (!applies) continue;
    const applied = applyBonus(bonus, total, '총점');
    total = applied.value;
    step(applied.text, total);
  }

  // 4. Rounded.
  const converted = round2(total);
  step(`환산점수 ${formatNumber(converted)} (소수 셋째 자리에서 반올림)`, converted);
  return { converted, steps, missing: [], warnings };
}

// ---- Tracks ----

/**
 * The track (계열) of a major by its 대학알리미 5계열: 인문사회 → 인문; 자연과학, 공학, 의학 → 자연; 예체능 → 예체능;
 * null when not known. A university's 공통 formula applies whatever the track.
 */
export function trackOfMajor(srcBroad5: string | null): Exclude<Track, '공통'> | null {
  if (srcBroad5 === '인문사회') return '인문';
  if (srcBroad5 === '자연과학' || srcBroad5 === '공학' || srcBroad5 === '의학') return '자연';
  if (srcBroad5 === '예체능') return '예체능';
  return null;
}

/** The rule of `pickTrack` as the modal writes it. */
export const TRACK_RULE = '대학에 공통 공식이 있으면 그것을, 없으면 학과의 계열(대학알리미 5계열: 인문사회 → 인문, 자연과학·공학·의학 → 자연, 예체능 → 예체능)의 공식을 씁니다. 다른 계열로 바꿔 볼 수 있습니다.';

/** The track to use: the one asked for, else 공통 when the university has it, else the major's. */
export function pickTrack(available: readonly Track[], majorTrack: Track | null, asked?: Track): Track | null {
  if (asked) return asked;
  if (available.includes('공통')) return '공통';
  return majorTrack;
}

/** Tracks in their catalog order. */
export const sortTracks = (tracks: Iterable<Track>): Track[] => TRACKS.filter((t) => [...tracks].includes(t));

/**
 * The formula to use for an admission year among a university's formulas of one track: that year's, else the
 * latest before it, else the earliest after it; with a warning when it is not that year's.
 */
export function pickFormulaYear<F extends { year: number }>(formulas: readonly F[], year: number): { formula: F | null; warning: string | null } {
  const exact = formulas.find((f) => f.year === year);
  if (exact) return { formula: exact, warning: null };
  const before = formulas.filter((f) => f.year < year).sort((a, b) => b.year - a.year)[0];
  const after = formulas.filter((f) => f.year > year).sort((a, b) => a.year - b.year)[0];
  const formula = before ?? after ?? null;
  return { formula, warning: formula ? `${year}학년도 공식이 없어 ${formula.year}학년도 공식으로 계산했습니다. 그사이 바뀐 내용은 반영되지 않았습니다.` : null };
}

// ---- Bands ----

/** The band rule: measured from the latest 70%컷, with a margin of 1% of it. */
export const BAND_RULE = { referenceKind: '70%컷', marginRatio: 0.01 } as const;

/** The rule in general terms (shown when a major has no 70%컷). */
export const BAND_RULE_TEXT =
  '구간 규칙: 가장 최근 해의 70%컷(C)을 기준으로, 여유 폭 m = C의 1%일 때 안정은 C + m 이상, 적정은 C 이상 C + m 미만, 소신은 C − m 이상 C 미만, 도전은 C − m 미만입니다. 입결은 그해 공식으로 환산한 점수이므로 공식이 바뀐 해에는 참고로만 보세요.';

/** The band of a converted score, the reference cut-off, and the rule as a sentence with the numbers. */
export interface BandResult {
  band: BandCode | null;
  reference: CutoffView | null;
  /** The thresholds: 안정 from `safe`, 적정 from `fit`, 소신 from `reach`. */
  thresholds: { safe: number; fit: number; reach: number } | null;
  rule: string;
}

/** The reference cut-off: the 70%컷 of the latest year that has one (the first entered when a year has two). */
export function referenceCutoff(cutoffs: readonly CutoffView[]): CutoffView | null {
  return cutoffs.filter((c) => c.kind === BAND_RULE.referenceKind).sort((a, b) => b.year - a.year || a.id - b.id)[0] ?? null;
}

/** The band of `converted` under BAND_RULE; null band when there is no 70%컷 or no score. */
export function bandOf(converted: number | null, cutoffs: readonly CutoffView[]): BandResult {
  const reference = referenceCutoff(cutoffs);
  if (!reference) {
    const kinds = [...new Set(cutoffs.map((c) => c.kind))];
    const rule = `${BAND_RULE_TEXT} 이 학과에는 70%컷이 입력되지 않아 구간을 정하지 않습니다${kinds.length ? ` (입력된 입결: ${kinds.join(', ')})` : ''}.`;
    return { band: null, reference: null, thresholds: null, rule };
  }
  const c = reference.score;
  const m = round2(c * BAND_RULE.marginRatio);
  const thresholds = { safe: round2(c + m), fit: round2(c), reach: round2(c - m) };
  const f = formatNumber;
  const rule =
    `기준: ${reference.year}학년도 70%컷 ${f(c)}점 (출처: ${reference.source}), 여유 폭 ${f(m)}점(70%컷의 1%). ` +
    `안정: ${f(thresholds.safe)}점 이상, 적정: ${f(thresholds.fit)}점 이상 ${f(thresholds.safe)}점 미만, 소신: ${f(thresholds.reach)}점 이상 ${f(thresholds.fit)}점 미만, 도전: ${f(thresholds.reach)}점 미만. ` +
    '입결은 그해 공식으로 환산한 점수이므로 공식이 바뀐 해에는 참고로만 보세요.';
  if (converted === null) return { band: null, reference, thresholds, rule };
  const score = round2(converted);
  const band: BandCode = score >= thresholds.safe ? 'safe' : score >= thresholds.fit ? 'fit' : score >= thresholds.reach ? 'reach' : 'challenge';
  return { band, reference, thresholds, rule };
}

/** A band's Korean label. */
export const bandLabel = (band: BandCode): string => BANDS[band].label;
