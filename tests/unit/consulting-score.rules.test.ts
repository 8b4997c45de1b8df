/**
 * The formula engine and the band rule (src/features/consulting/score.rules.ts; issue 10 point 6), table-driven.
 * Each worked example is computed by hand from the facts of server/db/data/consulting/score_formulas_sample.json
 * and names the entry it comes from; where the sample lacks a fact (a full score, a 변환표준점수 table), the row
 * says what it supplies for the test, or checks that the engine reports the gap instead of a number.
 */
import { describe, expect, it } from 'vitest';
import { ScoreFormulaSchema, type ByGrade, type CutoffView, type ScoreFormula } from '../../src/api/consulting/scores';
import { bandOf, bonusApplies, convert, formatNumber, formulaGaps, pickFormulaYear, pickTrack, round2, trackOfMajor, type InquiryScores, type StudentScores } from '../../src/features/consulting/score.rules';

/** By-grade points from a list of up to nine values (null beyond what the source gives). */
const grades = (values: Array<number | null>): ByGrade => Object.fromEntries(Array.from({ length: 9 }, (_, i) => [String(i + 1), values[i] ?? null])) as ByGrade;

const base: ScoreFormula = { version: 1, weight_mode: 'relative', korean: null, math: null, inquiry: null, english: null, korean_history: null, bonuses: [], total: null, scale: null };
const formula = (f: Partial<ScoreFormula>): ScoreFormula => ScoreFormulaSchema.parse({ ...base, ...f });

/** 서울대학교 2025 (sample: weights_relative 국어 1.0 수학 1.2 탐구 0.8; english_deduction_by_grade; korean_history "4등급부터 등급당 -0.4"; bonus "자연계 과탐 I+II +3점, II+II +5점"); 탐구 two subjects summed. */
const SNU_NATURAL = formula({
  korean: { score: 'standard', weight: 1, max: null },
  math: { score: 'standard', weight: 1.2, max: null },
  inquiry: { score: 'standard', weight: 0.8, max: null, count: 2, combine: 'sum', conversion: null },
  english: { mode: 'add', weight: null, by_grade: grades([0, -0.5, -2, -4, -6, -8, -10, -12, -14]) },
  korean_history: { by_grade: grades([0, 0, 0, -0.4, -0.8, -1.2, -1.6, -2, -2.4]) },
  bonuses: [
    { label: '과탐 Ⅰ+Ⅱ 가산', inquiry_kind: 'science', level2_count: 1, effect: 'points', target: 'total', value: 3 },
    { label: '과탐 Ⅱ+Ⅱ 가산', inquiry_kind: 'science', level2_count: 2, effect: 'points', target: 'total', value: 5 },
  ],
});

/** edueye 2023 worked example (sample: worked_example_edueye_2023): 국어 0.2, 수학 0.4, 탐구 평균 0.4, × 3 (3영역). */
const EDUEYE = formula({
  korean: { score: 'standard', weight: 0.2, max: null },
  math: { score: 'standard', weight: 0.4, max: null },
  inquiry: { score: 'standard', weight: 0.4, max: null, count: 2, combine: 'average', conversion: null },
  scale: { from: 1, to: 3 },
});

/** 고려대학교(서울) 2025 인문 as the sample gives it (weights_pct 36/36/29, 탐구 변환표준점수, no total, no table). */
const KOREA_HUMANITIES = formula({
  weight_mode: 'percent',
  korean: { score: 'standard', weight: 36, max: null },
  math: { score: 'standard', weight: 36, max: null },
  inquiry: { score: 'converted_standard', weight: 29, max: null, count: 2, combine: 'sum', conversion: null },
  english: { mode: 'add', weight: null, by_grade: grades([0, -3, -6, -9, -12, -15, -18, -21, -24]) },
  korean_history: { by_grade: grades([10, 10, 10, 10, 9.8, 9.6, 9.4, 9.2, 8]) },
});
/** The same with what the test supplies: 국어 최고점 150, 수학 최고점 150, total 1000, and a two-row table (백분위 98 → 68.1, 95 → 66.4). */
const KOREA_COMPLETED = formula({
  ...KOREA_HUMANITIES,
  korean: { score: 'standard', weight: 36, max: 150 },
  math: { score: 'standard', weight: 36, max: 150 },
  inquiry: { score: 'converted_standard', weight: 29, max: 70, count: 2, combine: 'sum', conversion: [{ percentile: 98, score: 68.1 }, { percentile: 95, score: 66.4 }] },
  total: 1000,
});

/** 연세대학교(서울) 인문 (sample: weights_pct 33.3/33.3/16.7/16.7, english_points_by_grade_1to4 [100, 95, 87.5, 75], scaled_to 1000); the test supplies 백분위 for 국어·수학·탐구. */
const YONSEI_HUMANITIES = formula({
  weight_mode: 'percent',
  korean: { score: 'percentile', weight: 33.3, max: null },
  math: { score: 'percentile', weight: 33.3, max: null },
  inquiry: { score: 'percentile', weight: 16.7, max: null, count: 2, combine: 'average', conversion: null },
  english: { mode: 'area', weight: 16.7, by_grade: grades([100, 95, 87.5, 75]) },
  total: 1000,
});

const area = (standard_score: number | null, percentile: number | null = null, grade: number | null = null) => ({ standard_score, percentile, grade });
const subject = (name: string, standard_score: number | null, percentile: number | null, kind: InquiryScores['kind'], level: InquiryScores['level']): InquiryScores => ({ name, standard_score, percentile, grade: null, kind, level });
const student = (s: Partial<StudentScores>): StudentScores => ({ korean: null, math: null, english: null, korean_history: null, inquiry: [], ...s });

/** A 자연 student: 국어 130, 수학 131, 물리학Ⅰ 65 (백분위 95), 화학Ⅱ 66 (98), 영어 2등급, 한국사 5등급. */
const NATURAL = student({
  korean: area(130, 96),
  math: area(131, 97),
  english: area(null, null, 2),
  korean_history: area(null, null, 5),
  inquiry: [subject('물리학Ⅰ', 65, 95, 'science', 1), subject('화학Ⅱ', 66, 98, 'science', 2)],
});

describe('convert: worked examples from the sample', () => {
  const rows: Array<{ name: string; formula: ScoreFormula; scores: StudentScores; converted: number; steps?: string[] }> = [
    {
      name: 'worked_example_edueye_2023: 111×0.2 + 120×0.4 + 56×0.4 = 92.6; ×3 = 277.8',
      formula: EDUEYE,
      scores: student({ korean: area(111), math: area(120), inquiry: [subject('사회·문화', 55, null, 'social', 1), subject('생활과 윤리', 57, null, 'social', 1)] }),
      converted: 277.8,
      steps: ['탐구 표준점수 평균 (55 + 57) ÷ 2 = 56', '국어 표준점수 111 × 0.2 = 22.2', '수학 표준점수 120 × 0.4 = 48', '탐구 표준점수 56 × 0.4 = 22.4', '가중 합 22.2 + 48 + 22.4 = 92.6', '총점 환산 92.6 × 3 ÷ 1 = 277.8'],
    },
    {
      // 130 + 131×1.2 (157.2) + (65+66)×0.8 (104.8) = 392; 영어 2등급 −0.5 = 391.5; 한국사 5등급 −0.8 = 390.7; 과탐 Ⅰ+Ⅱ +3 = 393.7
      name: '서울대학교 2025: 자연, 과탐 Ⅰ+Ⅱ, 영어 2등급, 한국사 5등급 = 393.7',
      formula: SNU_NATURAL,
      scores: NATURAL,
      converted: 393.7,
      steps: ['수학 표준점수 131 × 1.2 = 157.2', '탐구 표준점수 합 65 + 66 = 131', '탐구 표준점수 131 × 0.8 = 104.8', '가중 합 130 + 157.2 + 104.8 = 392', '영어 2등급 감점 −0.5 → 391.5', '한국사 5등급 감점 −0.8 → 390.7', '과탐 Ⅰ+Ⅱ 가산: 총점 390.7 +3 = 393.7'],
    },
    {
      // 392 + 0 (영어 1등급) + 0 (한국사 3등급) + 5 (과탐 Ⅱ+Ⅱ) = 397
      name: '서울대학교 2025: 과탐 Ⅱ+Ⅱ +5, 영어 1등급 0, 한국사 3등급 감점 없음 = 397',
      formula: SNU_NATURAL,
      scores: { ...NATURAL, english: area(null, null, 1), korean_history: area(null, null, 3), inquiry: [subject('물리학Ⅱ', 65, 95, 'science', 2), subject('화학Ⅱ', 66, 98, 'science', 2)] },
      converted: 397,
    },
    {
      // 392 − 14 (영어 9등급) − 2.4 (한국사 9등급: 4등급부터 등급당 −0.4, 6등급 분) = 375.6; 과탐 Ⅰ+Ⅰ: 가산 없음
      name: '서울대학교 2025: 과탐 Ⅰ+Ⅰ 가산 없음, 영어 9등급 −14, 한국사 9등급 −2.4 = 375.6',
      formula: SNU_NATURAL,
      scores: { ...NATURAL, english: area(null, null, 9), korean_history: area(null, null, 9), inquiry: [subject('물리학Ⅰ', 65, 95, 'science', 1), subject('화학Ⅰ', 66, 98, 'science', 1)] },
      converted: 375.6,
    },
    {
      // 사탐 응시자는 과탐 가산 없음: 392 − 0.5 − 0.4 (한국사 4등급) = 391.1
      name: '서울대학교 2025: 사탐 두 과목은 과탐 가산 없음, 한국사 4등급 −0.4 = 391.1',
      formula: SNU_NATURAL,
      scores: { ...NATURAL, korean_history: area(null, null, 4), inquiry: [subject('사회·문화', 65, 95, 'social', 1), subject('생활과 윤리', 66, 98, 'social', 1)] },
      converted: 391.1,
    },
    {
      // 국어 130/150×36/101×1000 = 308.911; 수학 131/150×36/101×1000 = 311.287; 탐구 (66.4+68.1)/(70×2)×29/101×1000 = 275.849;
      // 합 896.047; 영어 3등급 −6 = 890.047; 한국사 5등급 +9.8 = 899.847 → 899.85
      name: '고려대학교(서울) 2025 인문 (weights_pct 36/36/29 ÷ 101, english −6, 한국사 +9.8) with a supplied total, 최고점 and table = 899.85',
      formula: KOREA_COMPLETED,
      scores: { ...NATURAL, english: area(null, null, 3), inquiry: [subject('사회·문화', 64, 95, 'social', 1), subject('생활과 윤리', 66, 98, 'social', 1)] },
      converted: 899.85,
      steps: ['탐구 사회·문화 백분위 95 → 변환표준점수 66.4', '탐구 생활과 윤리 백분위 98 → 변환표준점수 68.1', '반영 비율의 합 101을(를) 기준으로 나눕니다 (비율 ÷ 101).', '국어 표준점수 130 ÷ 만점 150 × 비율 36/101 × 1000 = 308.91', '영어 3등급 감점 −6 → 890.05', '한국사 5등급 가산 +9.8 → 899.85'],
    },
    {
      // 국어 96/100×33.3/100×1000 = 319.68; 수학 97 → 323.01; 탐구 평균 (95+98)/2 = 96.5 → 161.155; 영어 3등급 87.5/100×16.7/100×1000 = 146.125; 합 949.97
      name: '연세대학교(서울) 인문 (weights_pct 33.3/33.3/16.7/16.7, 영어 3등급 87.5, 1000점) with 백분위 supplied = 949.97',
      formula: YONSEI_HUMANITIES,
      scores: { ...NATURAL, english: area(null, null, 3) },
      converted: 949.97,
      steps: ['영어 3등급 점수 87.5 ÷ 만점 100 × 비율 16.7/100 × 1000 = 146.13'],
    },
  ];
  it.each(rows)('$name', ({ formula: f, scores, converted, steps }) => {
    const result = convert(f, scores);
    expect(result.missing).toEqual([]);
    expect(result.converted).toBe(converted);
    const texts = result.steps.map((s) => s.text);
    for (const text of steps ?? []) expect(texts).toContain(text);
    expect(result.steps.at(-1)).toEqual({ text: `환산점수 ${formatNumber(converted)} (소수 셋째 자리에서 반올림)`, value: converted });
  });
});

describe('convert: missing inputs give no score and say which', () => {
  const rows: Array<{ name: string; formula: ScoreFormula; scores: StudentScores; missing: Array<{ area: string | null; source: 'student' | 'formula'; message: RegExp }> }> = [
    { name: 'no 수학 at all (서울대)', formula: SNU_NATURAL, scores: { ...NATURAL, math: null }, missing: [{ area: 'math', source: 'student', message: /수학 표준점수가 입력되지 않았습니다/ }] },
    { name: '수학 without 표준점수 (서울대)', formula: SNU_NATURAL, scores: { ...NATURAL, math: area(null, 97) }, missing: [{ area: 'math', source: 'student', message: /수학 표준점수/ }] },
    { name: 'one 탐구 subject where two count (서울대)', formula: SNU_NATURAL, scores: { ...NATURAL, inquiry: [NATURAL.inquiry[0]] }, missing: [{ area: 'inquiry', source: 'student', message: /탐구 2과목이 필요한데 1과목만/ }] },
    { name: 'a 탐구 subject without its 표준점수 (서울대)', formula: SNU_NATURAL, scores: { ...NATURAL, inquiry: [NATURAL.inquiry[0], subject('화학Ⅱ', null, 98, 'science', 2)] }, missing: [{ area: 'inquiry', source: 'student', message: /화학Ⅱ의 표준점수/ }] },
    { name: 'no 영어 grade (서울대)', formula: SNU_NATURAL, scores: { ...NATURAL, english: null }, missing: [{ area: 'english', source: 'student', message: /영어 등급이 입력되지 않았습니다/ }] },
    { name: 'no 한국사 grade (서울대)', formula: SNU_NATURAL, scores: { ...NATURAL, korean_history: area(null) }, missing: [{ area: 'korean_history', source: 'student', message: /한국사 등급/ }] },
    {
      name: '영어 5등급 where the sample gives grades 1-4 only (연세대 english_points_by_grade_1to4)',
      formula: YONSEI_HUMANITIES,
      scores: { ...NATURAL, english: area(null, null, 5) },
      missing: [{ area: 'english', source: 'formula', message: /영어 5등급의 점수가 없습니다/ }],
    },
    {
      name: 'a 백분위 the 변환표준점수 table lacks (고려대, table supplied by the test)',
      formula: KOREA_COMPLETED,
      scores: { ...NATURAL, inquiry: [subject('사회·문화', 60, 90, 'social', 1), subject('생활과 윤리', 66, 98, 'social', 1)] },
      missing: [{ area: 'inquiry', source: 'formula', message: /백분위 90 행이 없습니다/ }],
    },
    {
      name: '고려대학교(서울) 2025 인문 as the sample gives it: no 최고점, no table, no total',
      formula: KOREA_HUMANITIES,
      scores: NATURAL,
      missing: [
        { area: 'korean', source: 'formula', message: /국어 표준점수의 만점 기준/ },
        { area: 'math', source: 'formula', message: /수학 표준점수의 만점 기준/ },
        { area: 'inquiry', source: 'formula', message: /변환표준점수 표/ },
        { area: null, source: 'formula', message: /총점\(만점\)/ },
      ],
    },
    {
      name: 'score kinds the source does not give (연세대: no score_type in the sample)',
      formula: formula({ ...YONSEI_HUMANITIES, korean: { score: null, weight: 33.3, max: null }, inquiry: { score: null, weight: 16.7, max: null, count: null, combine: null, conversion: null } }),
      scores: NATURAL,
      missing: [
        { area: 'korean', source: 'formula', message: /국어 반영 점수/ },
        { area: 'inquiry', source: 'formula', message: /탐구 반영 점수/ },
        { area: 'inquiry', source: 'formula', message: /탐구 반영 과목 수/ },
        { area: 'inquiry', source: 'formula', message: /합하는지 평균하는지/ },
      ],
    },
    { name: 'a formula with no area', formula: formula({}), scores: NATURAL, missing: [{ area: null, source: 'formula', message: /반영 영역/ }] },
    {
      name: 'no sitting at all (서울대): every area it reads',
      formula: SNU_NATURAL,
      scores: student({}),
      missing: [
        { area: 'korean', source: 'student', message: /국어/ },
        { area: 'math', source: 'student', message: /수학/ },
        { area: 'inquiry', source: 'student', message: /탐구 2과목이 필요한데 0과목만/ },
        { area: 'english', source: 'student', message: /영어/ },
        { area: 'korean_history', source: 'student', message: /한국사/ },
      ],
    },
  ];
  it.each(rows)('$name', ({ formula: f, scores, missing }) => {
    const result = convert(f, scores);
    expect(result.converted).toBeNull();
    expect(result.missing).toHaveLength(missing.length);
    missing.forEach((m, i) => {
      expect(result.missing[i]).toMatchObject({ area: m.area, source: m.source });
      expect(result.missing[i].message).toMatch(m.message);
    });
  });

  it('formulaGaps of a complete formula is empty, and lists the sample-only gaps of 고려대', () => {
    expect(formulaGaps(SNU_NATURAL)).toEqual([]);
    expect(formulaGaps(KOREA_COMPLETED)).toEqual([]);
    expect(formulaGaps(KOREA_HUMANITIES).map((g) => g.area)).toEqual(['korean', 'math', 'inquiry', null]);
  });
});

describe('convert: choices of subjects and bonuses', () => {
  it('one 탐구 subject counted: the better of two, said in a step', () => {
    const one = formula({ ...SNU_NATURAL, inquiry: { score: 'standard', weight: 0.8, max: null, count: 1, combine: 'sum', conversion: null }, bonuses: [] });
    const result = convert(one, NATURAL);
    expect(result.steps.map((s) => s.text)).toContain('탐구 2과목 중 높은 1과목 반영: 화학Ⅱ');
    // 130 + 157.2 + 66×0.8 (52.8) = 340; −0.5 −0.8 = 338.7
    expect(result.converted).toBe(338.7);
  });

  it('a percent bonus on 탐구 (e.g. 과탐 3% 가산) is applied before the weighting', () => {
    const withBonus = formula({ ...SNU_NATURAL, bonuses: [{ label: '과탐 3% 가산', inquiry_kind: 'science', level2_count: null, effect: 'percent', target: 'inquiry', value: 3 }] });
    // 탐구 131 × 1.03 = 134.93; × 0.8 = 107.944; 130 + 157.2 + 107.944 = 395.144; −0.5 −0.8 = 393.844 → 393.84
    expect(convert(withBonus, NATURAL).converted).toBe(393.84);
  });

  it('a bonus whose subjects are of unknown kind is not applied, with a warning', () => {
    const unknown = { ...NATURAL, inquiry: NATURAL.inquiry.map((s) => ({ ...s, kind: null, level: null })) };
    const result = convert(SNU_NATURAL, unknown);
    expect(result.converted).toBe(390.7);
    expect(result.warnings).toEqual(["탐구 과목 종류를 알 수 없어 '과탐 Ⅰ+Ⅱ 가산' 가산을 적용하지 않았습니다.", "탐구 과목 종류를 알 수 없어 '과탐 Ⅱ+Ⅱ 가산' 가산을 적용하지 않았습니다."]);
  });

  const rule = SNU_NATURAL.bonuses[0];
  it.each([
    { subjects: [subject('물리학Ⅰ', 1, 1, 'science', 1), subject('화학Ⅱ', 1, 1, 'science', 2)], applies: true },
    { subjects: [subject('물리학Ⅱ', 1, 1, 'science', 2), subject('화학Ⅱ', 1, 1, 'science', 2)], applies: false },
    { subjects: [subject('물리학Ⅰ', 1, 1, 'science', 1), subject('경제', 1, 1, 'social', 1)], applies: false },
    { subjects: [subject('물리학Ⅰ', 1, 1, null, null), subject('화학Ⅱ', 1, 1, 'science', 2)], applies: null },
    { subjects: [], applies: false },
  ])('bonusApplies(과탐 Ⅰ+Ⅱ) to $subjects.length subjects: $applies', ({ subjects, applies }) => {
    expect(bonusApplies(rule, subjects)).toBe(applies);
  });
});

describe('bandOf: 70%컷 + 1% boundaries', () => {
  const cut = (id: number, year: number, kind: string, score: number): CutoffView => ({ id, year, kind, score, source: '데모' });
  const cutoffs = [cut(1, 2023, '70%컷', 380), cut(2, 2024, '70%컷', 400), cut(3, 2024, '50%컷', 402.5)];
  // C = 400 (2024, the latest 70%컷), m = 4: 안정 ≥ 404, 적정 [400, 404), 소신 [396, 400), 도전 < 396.
  it.each([
    { converted: 430, band: 'safe' },
    { converted: 404, band: 'safe' },
    { converted: 403.99, band: 'fit' },
    { converted: 400, band: 'fit' },
    { converted: 399.99, band: 'reach' },
    { converted: 396, band: 'reach' },
    { converted: 395.99, band: 'challenge' },
    { converted: 0, band: 'challenge' },
    { converted: 403.995, band: 'safe' },
  ])('$converted → $band', ({ converted, band }) => {
    const result = bandOf(converted, cutoffs);
    expect(result.band).toBe(band);
    expect(result.reference).toMatchObject({ year: 2024, score: 400 });
    expect(result.thresholds).toEqual({ safe: 404, fit: 400, reach: 396 });
  });

  it('writes the rule with the numbers', () => {
    expect(bandOf(401, cutoffs).rule).toMatch(/^기준: 2024학년도 70%컷 400점 \(출처: 데모\), 여유 폭 4점\(70%컷의 1%\)\. 안정: 404점 이상, 적정: 400점 이상 404점 미만, 소신: 396점 이상 400점 미만, 도전: 396점 미만\./);
  });

  it('a margin that is not whole: 70%컷 412.3 → m 4.12, 안정 from 416.42', () => {
    const result = bandOf(416.42, [cut(1, 2024, '70%컷', 412.3)]);
    expect(result.thresholds).toEqual({ safe: 416.42, fit: 412.3, reach: 408.18 });
    expect(result.band).toBe('safe');
    expect(bandOf(416.41, [cut(1, 2024, '70%컷', 412.3)]).band).toBe('fit');
  });

  it('no 70%컷: no band, and the rule says which cut-offs exist', () => {
    const result = bandOf(400, [cut(3, 2024, '50%컷', 402.5)]);
    expect(result).toMatchObject({ band: null, reference: null, thresholds: null });
    expect(result.rule).toMatch(/70%컷이 입력되지 않아 구간을 정하지 않습니다 \(입력된 입결: 50%컷\)/);
    expect(bandOf(400, []).rule).toMatch(/70%컷이 입력되지 않아 구간을 정하지 않습니다\.$/);
  });

  it('no score: no band, the reference and rule still shown', () => {
    expect(bandOf(null, cutoffs)).toMatchObject({ band: null, reference: { score: 400 }, thresholds: { safe: 404 } });
  });
});

describe('tracks, years and numbers', () => {
  it.each([
    ['인문사회', '인문'],
    ['자연과학', '자연'],
    ['공학', '자연'],
    ['의학', '자연'],
    ['예체능', '예체능'],
    [null, null],
  ] as const)('trackOfMajor(%s) = %s', (broad, track) => expect(trackOfMajor(broad)).toBe(track));

  it('pickTrack: asked, else 공통, else the major’s', () => {
    expect(pickTrack(['공통', '인문'], '자연', '인문')).toBe('인문');
    expect(pickTrack(['공통', '인문'], '자연')).toBe('공통');
    expect(pickTrack(['인문', '자연'], '자연')).toBe('자연');
    expect(pickTrack(['인문'], null)).toBeNull();
  });

  it('pickFormulaYear: that year, else the latest before, else the earliest after, with a warning', () => {
    const fs = [{ year: 2019 }, { year: 2022 }, { year: 2027 }];
    expect(pickFormulaYear(fs, 2022)).toEqual({ formula: { year: 2022 }, warning: null });
    expect(pickFormulaYear(fs, 2025).formula).toEqual({ year: 2022 });
    expect(pickFormulaYear(fs, 2025).warning).toMatch(/2025학년도 공식이 없어 2022학년도 공식으로/);
    expect(pickFormulaYear(fs, 2010).formula).toEqual({ year: 2019 });
    expect(pickFormulaYear([], 2025)).toEqual({ formula: null, warning: null });
  });

  it.each([
    [92.6, '92.6'],
    [104.80000000000001, '104.8'],
    [-0.5, '−0.5'],
    [146.125, '146.13'],
    [1000, '1000'],
  ])('formatNumber(%s) = %s', (value, text) => expect(formatNumber(value)).toBe(text));

  it('round2 rounds half away from zero', () => {
    expect(round2(146.125)).toBe(146.13);
    expect(round2(-0.125)).toBe(-0.13);
    expect(round2(392.00000000000006)).toBe(392);
  });
});

describe('ScoreFormulaSchema', () => {
  it('names the failing path', () => {
    const bad = { ...SNU_NATURAL, english: { ...SNU_NATURAL.english!, by_grade: { ...SNU_NATURAL.english!.by_grade, 3: -2.05 } } };
    const result = ScoreFormulaSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].path).toEqual(['english', 'by_grade', '3']);
    expect(result.error!.issues[0].message).toMatch(/소수 첫째 자리/);
  });

  it('refuses a 백분위 twice in a table', () => {
    const bad = { ...KOREA_COMPLETED, inquiry: { ...KOREA_COMPLETED.inquiry!, conversion: [{ percentile: 98, score: 68.1 }, { percentile: 98, score: 66.4 }] } };
    const result = ScoreFormulaSchema.safeParse(bad);
    expect(result.error!.issues[0].path).toEqual(['inquiry', 'conversion', 1, 'percentile']);
  });
});
