/**
 * Pure rules of a student's mock exams (issue 10 point 5), shared by the server and the screens: the 배점 of a
 * bank question, grading an answer sheet against the bank's stored answers (the contract's one grading rule,
 * src/api/grading.ts), the raw score, how answers are stored, results grouped by the bank's categories (units
 * and types), the consultants' analysis maths (points lost per category, score distributions) and labels.
 * The score ranges themselves are the contract's (src/api/consulting/exams.ts), where the server validates.
 *
 * 배점: the question bank has no 배점 column, so a question's points follow its 난이도 (level) the way 수능
 * papers weigh 2, 3 and 4 points: 최하·하 (1-2) 2점, 중 (3) 3점, 상·최상 (4-5) 4점, and 3점 when no 난이도
 * is set. The raw score of a graded sheet is the points earned scaled to the area's full marks (국어·수학·영어
 * 100, 탐구·한국사 50), to one decimal: a bank exam whose 배점 do not add up to the full marks (a short demo
 * exam, or 난이도 that differ from the paper's 배점) still gives a raw score on the 성적표's scale.
 */
import { QUESTION_TYPE } from '../../api/codes';
import { gradeAnswer, type GivenAnswer, type StoredAnswer } from '../../api/grading';
// The subject tables from the contract's zod-free module (re-exported by the contract), so /consulting/exams' list
// loads no zod (issue 13 point 4).
import { areaInfo, choiceInfo, SCORE_RANGES, SUBJECT_AREAS, type SubjectArea } from '../../api/consulting/exam-subjects';
import type { AnalysisCategory, AnswerShape, BankExam, CategoryResult, GradedSummary, ScoreDistribution } from '../../api/consulting/exams';

// ---- 배점 and the raw score ----

/** 배점 by 난이도 (LEVELS_OF_DIFFICULTY codes 1-5). */
export const POINTS_BY_LEVEL: Readonly<Record<number, number>> = { 1: 2, 2: 2, 3: 3, 4: 4, 5: 4 };
/** 배점 of a question without 난이도. */
export const DEFAULT_POINTS = 3;

/** A question's 배점 from its 난이도. */
export const pointsOf = (level: number | null | undefined): number => (level === null || level === undefined ? DEFAULT_POINTS : (POINTS_BY_LEVEL[level] ?? DEFAULT_POINTS));

const round1 = (n: number) => Math.round(n * 10) / 10;
const round4 = (n: number) => Math.round(n * 10000) / 10000;

/** The raw score: points earned on the area's scale (unchanged when the 배점 add up to the full marks), one decimal. */
export function rawScoreOf(points: number, maxPoints: number, rawMax: number): number {
  if (maxPoints <= 0) return 0;
  return maxPoints === rawMax ? points : round1((points / maxPoints) * rawMax);
}

// ---- Answers as stored ----

/** How a given answer is stored (consulting_exam_answers.answer): choice numbers "1,3", or the written text; '' for none. */
export function encodeAnswer(given: GivenAnswer): string {
  if (typeof given === 'string') return given.trim();
  return [...new Set(given)].sort((a, b) => a - b).join(',');
}

/** A stored answer read back by its question's type. */
export function decodeAnswer(stored: string, questionType: number): AnswerShape {
  if (questionType === QUESTION_TYPE.subjective.code) return { choices: [], text: stored === '' ? null : stored };
  const choices = stored === '' ? [] : stored.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
  return { choices, text: null };
}

/** The type a stored answer is read by: its question's, or, when the question was removed from the bank, what the text looks like. */
export const storedQuestionType = (questionType: number | null, stored: string): number =>
  questionType ?? (/^[\d,]*$/.test(stored) ? QUESTION_TYPE.multipleChoice.code : QUESTION_TYPE.subjective.code);

/** Whether a question type takes choices (객관식, 듣기평가, 복수선택) rather than text (주관식). */
export const takesChoices = (questionType: number) => questionType !== QUESTION_TYPE.subjective.code;
/** Whether a question type takes one choice only (객관식, 듣기평가). */
export const takesOneChoice = (questionType: number) => questionType === QUESTION_TYPE.multipleChoice.code || questionType === QUESTION_TYPE.listening.code;

/** Why an answer does not fit its question's type (text for a choice question, two choices for 객관식...), or null. */
export function answerShapeIssue(questionType: number, given: GivenAnswer): string | null {
  if (takesChoices(questionType)) {
    if (typeof given === 'string') return given.trim() === '' ? null : '이 문항은 선택지 번호로 답합니다.';
    if (takesOneChoice(questionType) && new Set(given).size > 1) return '이 문항은 선택지를 하나만 고릅니다.';
    return null;
  }
  return typeof given === 'string' || given.length === 0 ? null : '주관식 문항은 답을 글로 씁니다.';
}

// ---- Grading a sheet ----

/** A bank question as grading reads it. */
export interface BankQuestion extends StoredAnswer {
  id: number;
  question_index: number;
  level: number | null;
}

/** One graded question as stored. */
export interface GradedRow {
  question_id: number;
  question_index: number;
  answer: string;
  correct: boolean;
  points: number;
}

/**
 * Grades an answer sheet: every question of the bank exam, in order, the ones not answered counting as wrong;
 * the points earned and possible, and the raw score on the area's scale.
 */
export function gradeSheet(questions: readonly BankQuestion[], answers: ReadonlyArray<{ question_index: number; answer: GivenAnswer }>, rawMax: number) {
  const given = new Map(answers.map((a) => [a.question_index, a.answer]));
  const rows: GradedRow[] = [...questions]
    .sort((a, b) => a.question_index - b.question_index)
    .map((q) => {
      const answer = given.get(q.question_index) ?? '';
      const correct = gradeAnswer(q, answer);
      return { question_id: q.id, question_index: q.question_index, answer: encodeAnswer(answer), correct, points: correct ? pointsOf(q.level) : 0 };
    });
  const points = rows.reduce((n, r) => n + r.points, 0);
  const maxPoints = questions.reduce((n, q) => n + pointsOf(q.level), 0);
  return { rows, correct: rows.filter((r) => r.correct).length, total: rows.length, points, max_points: maxPoints, raw_score: rawScoreOf(points, maxPoints, rawMax) };
}

/**
 * The 배점 of a stored answer: what it earned when right; for a wrong one, the question's 배점 by its 난이도 now
 * (3 when the question is gone).
 */
export const maxPointsOf = (row: { correct: boolean; points: number; level: number | null }) => (row.correct ? row.points : pointsOf(row.level));

/** The summary of a graded record's stored answers. */
export function summarise(rows: ReadonlyArray<{ correct: boolean; points: number; level: number | null }>): GradedSummary {
  return {
    correct: rows.filter((r) => r.correct).length,
    total: rows.length,
    points: rows.reduce((n, r) => n + r.points, 0),
    max_points: rows.reduce((n, r) => n + maxPointsOf(r), 0),
  };
}

// ---- Grouping by category ----

/** Answers of one category (key), 난이도 and result: one stored answer (answers 1), or a count from a grouped query. */
export interface TallyRow {
  key: number | null;
  level: number | null;
  correct: boolean;
  answers: number;
  /** Points earned by these answers (0 when wrong). */
  points: number;
}

interface Tally {
  key: number | null;
  answers: number;
  correct: number;
  points: number;
  lost: number;
}

/** Sums answers per category: right answers, points earned, points lost (each wrong answer loses its question's 배점). */
function tally(rows: readonly TallyRow[]): Tally[] {
  const by = new Map<number | null, Tally>();
  for (const r of rows) {
    const t = by.get(r.key) ?? { key: r.key, answers: 0, correct: 0, points: 0, lost: 0 };
    t.answers += r.answers;
    if (r.correct) {
      t.correct += r.answers;
      t.points += r.points;
    } else t.lost += r.answers * pointsOf(r.level);
    by.set(r.key, t);
  }
  return [...by.values()];
}

const namesOf = (names: ReadonlyMap<number, readonly string[]>, key: number | null) => (key === null ? [] : [...(names.get(key) ?? [])]);
const byLossThenName = <T extends { lost_points: number; max_points: number; names: string[] }>(a: T, b: T) =>
  b.lost_points - a.lost_points || b.max_points - a.max_points || a.names.join('>').localeCompare(b.names.join('>'), 'ko');

/**
 * A student's results per category (unit or type): questions, right answers, points earned and lost, each
 * category's share of every point lost, most points lost first. `key` null gathers the unclassified questions.
 */
export function groupByCategory(rows: readonly TallyRow[], names: ReadonlyMap<number, readonly string[]>): CategoryResult[] {
  const groups = tally(rows);
  const allLost = groups.reduce((n, g) => n + g.lost, 0);
  return groups
    .map((g) => ({
      category_id: g.key,
      names: namesOf(names, g.key),
      questions: g.answers,
      correct: g.correct,
      points: g.points,
      max_points: g.points + g.lost,
      lost_points: g.lost,
      lost_share: allLost ? round4(g.lost / allLost) : 0,
      rate: g.answers ? round4(g.correct / g.answers) : 0,
    }))
    .sort(byLossThenName);
}

/** Categories across students: students and answers, and the share of the category's points lost (highest first). */
export function analysisCategories(rows: readonly TallyRow[], students: ReadonlyMap<number | null, number>, names: ReadonlyMap<number, readonly string[]>): AnalysisCategory[] {
  return tally(rows)
    .map((g) => ({
      category_id: g.key,
      names: namesOf(names, g.key),
      students: students.get(g.key) ?? 0,
      answers: g.answers,
      correct: g.correct,
      max_points: g.points + g.lost,
      lost_points: g.lost,
      lost_rate: g.points + g.lost ? round4(g.lost / (g.points + g.lost)) : 0,
    }))
    .sort((a, b) => b.lost_rate - a.lost_rate || b.lost_points - a.lost_points || a.names.join('>').localeCompare(b.names.join('>'), 'ko'));
}

// ---- Distributions ----

/** The mean of some numbers (one decimal), or null for none. */
export const meanOf = (values: readonly number[]): number | null => (values.length ? round1(values.reduce((n, v) => n + v, 0) / values.length) : null);

/** The median of some numbers (one decimal), or null for none. */
export function medianOf(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return round1(sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2);
}

/** How many bins a distribution has. */
export const BIN_COUNT = 10;

/** Raw scores in BIN_COUNT equal bins from 0 to `rawMax` (a score of exactly rawMax goes in the last). */
export function scoreBins(scores: readonly number[], rawMax: number) {
  const width = rawMax / BIN_COUNT;
  const bins = Array.from({ length: BIN_COUNT }, (_, i) => ({ from: round1(i * width), to: round1((i + 1) * width), count: 0 }));
  for (const s of scores) bins[Math.min(BIN_COUNT - 1, Math.max(0, Math.floor(s / width)))].count++;
  return bins;
}

/** Records by 등급 1-9. */
export function gradeCounts(grades: ReadonlyArray<number | null>) {
  return Array.from({ length: SCORE_RANGES.grade.max }, (_, i) => ({ grade: i + 1, count: grades.filter((g) => g === i + 1).length }));
}

/** The stored scores of one record, for a distribution. */
export interface ScoreRow {
  user_id: number;
  year: number;
  test_name: string;
  subject_area: SubjectArea;
  raw_score: number | null;
  standard_score: number | null;
  percentile: number | null;
  grade: number | null;
}

const present = (values: ReadonlyArray<number | null>) => values.filter((v): v is number => v !== null);

/** The distribution of each area of each sitting: newest year first, then by sitting name, then in area order. */
export function distributions(rows: readonly ScoreRow[]): ScoreDistribution[] {
  const groups = new Map<string, ScoreRow[]>();
  for (const r of rows) {
    const key = JSON.stringify([r.year, r.test_name, r.subject_area]);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const order = (a: SubjectArea) => SUBJECT_AREAS.findIndex((s) => s.code === a);
  return [...groups.values()]
    .map((g) => {
      const { year, test_name, subject_area } = g[0];
      const rawMax = areaInfo(subject_area).raw_max;
      const raws = present(g.map((r) => r.raw_score));
      return {
        year,
        test_name,
        subject_area,
        students: new Set(g.map((r) => r.user_id)).size,
        raw_max: rawMax,
        raw: raws.length ? { mean: meanOf(raws)!, median: medianOf(raws)!, min: Math.min(...raws), max: Math.max(...raws), count: raws.length } : null,
        standard_mean: meanOf(present(g.map((r) => r.standard_score))),
        percentile_mean: meanOf(present(g.map((r) => r.percentile))),
        bins: scoreBins(raws, rawMax),
        grades: gradeCounts(g.map((r) => r.grade)),
      };
    })
    .sort((a, b) => b.year - a.year || a.test_name.localeCompare(b.test_name, 'ko') || order(a.subject_area) - order(b.subject_area));
}

// ---- Labels and form helpers ----

/** An area's Korean label. */
export const areaLabel = (code: SubjectArea) => areaInfo(code).label;
/** An elective's Korean label ('-' for an unknown code). */
export const choiceLabel = (id: number) => choiceInfo(id)?.label ?? '-';
/** A category's path as one line, or '미분류'. */
export const categoryLabel = (names: readonly string[]) => (names.length ? names.join(' > ') : '미분류');
/** A score as shown: '-' when absent, one decimal only when it has one. */
export const scoreText = (n: number | null | undefined) => (n === null || n === undefined ? '-' : Number.isInteger(n) ? String(n) : n.toFixed(1));
/** A share (0-1) as a percentage, e.g. "37%". */
export const percentText = (share: number) => `${Math.round(share * 100)}%`;

/** A score field of the entry form. */
export interface ScoreField {
  key: 'raw_score' | 'standard_score' | 'percentile' | 'grade';
  label: string;
  min: number;
  max: number;
}

/** The score fields an area takes, with its ranges: 원점수, 표준점수 and 백분위 (not where graded absolutely), 등급. */
export function scoreFields(code: SubjectArea): ScoreField[] {
  const area = areaInfo(code);
  return [
    { key: 'raw_score', label: '원점수', min: 0, max: area.raw_max },
    ...(area.absolute
      ? []
      : [
          { key: 'standard_score' as const, label: '표준점수', min: SCORE_RANGES.standard.min, max: area.standard_max ?? SCORE_RANGES.standard.max },
          { key: 'percentile' as const, label: '백분위', min: SCORE_RANGES.percentile.min, max: SCORE_RANGES.percentile.max },
        ]),
    { key: 'grade', label: '등급', min: SCORE_RANGES.grade.min, max: SCORE_RANGES.grade.max },
  ];
}

/** The mock exams of a 고3 year, offered as names of a sitting (any other name may be typed). */
export const TEST_NAME_SUGGESTIONS = ['3월 전국연합학력평가', '5월 전국연합학력평가', '6월 모의평가', '7월 전국연합학력평가', '9월 모의평가', '10월 전국연합학력평가', '대학수학능력시험'] as const;

/**
 * The bank exam that looks like the sitting: of the same year, with the same month ("6월") in its name when the
 * sitting's name has one, else the year's only exam; none when unsure (the student picks).
 */
export function suggestBankExam(exams: readonly BankExam[], sitting: { year: number; test_name: string }): BankExam | undefined {
  const month = sitting.test_name.match(/\d{1,2}월/)?.[0];
  const sameYear = exams.filter((e) => e.year === sitting.year);
  if (month) {
    const sameMonth = new RegExp(`(^|\\D)${month}`);
    return sameYear.find((e) => sameMonth.test(e.name) || sameMonth.test(e.test_name));
  }
  return sameYear.length === 1 ? sameYear[0] : undefined;
}
