/**
 * Pure rules of consulting applications (issue 10 point 7), used by the server and the screens alike: Korean
 * labels (subject areas, grades, prices), the consultants' list sort keys, and the report's facts assembled from
 * what is stored (the application's snapshot, the unit analysis of graded answers, formulas and cut-offs).
 *
 * Converted scores and bands come from the formula engine (src/features/consulting/score.rules.ts) over the
 * scores tables, computed by `buildReport`'s caller (server/features/consulting/applications.service.ts) from the
 * snapshot's latest sitting; where none can be computed the report says CONVERTED_PENDING.
 */
import type { ApplicationSnapshot, ChoiceSnapshot, ConsultingReport, ScoreSnapshot } from '../../../api/consulting/applications';
import { choiceInfo, SUBJECT_AREAS } from '../../../api/consulting/exam-subjects';
import { ADMISSION_GROUPS } from '../../../api/consulting/search-codes';

/** The report's statement while converted scores cannot be shown. */
export const CONVERTED_PENDING = '환산점수는 공식이 등록되면 표시됩니다.';
/** The report's statement when a formula is there but no converted score could be computed (a fact or a score is missing). */
export const CONVERTED_INCOMPLETE = '환산점수는 각 학과 옆에 적힌 빠진 내용(공식의 항목 또는 성적)이 채워지면 표시됩니다.';

/** The unit name of a graded question with no chapter or type category. */
export const UNCLASSIFIED_UNIT = '미분류';

/** The Korean name of a subject area (the consulting exam contract's), with its elective when known: 수학 (미적분). */
export function subjectAreaLabel(area: string, choiceSubjectId?: number): string {
  const label = SUBJECT_AREAS.find((a) => a.code === area)?.label ?? area;
  const elective = choiceSubjectId === undefined ? undefined : choiceInfo(choiceSubjectId)?.label;
  return elective && elective !== label ? `${label} (${elective})` : label;
}

/** Scores of one sitting in the order of a 성적표 (국어, 수학, 영어, 한국사, 탐구1, 탐구2, 제2외국어); unknown areas last. */
export function inReportOrder<T extends { subject_area: string }>(rows: readonly T[]): T[] {
  const rank = (area: string) => {
    const i = SUBJECT_AREAS.findIndex((a) => a.code === area);
    return i < 0 ? SUBJECT_AREAS.length : i;
  };
  return [...rows].sort((a, b) => rank(a.subject_area) - rank(b.subject_area));
}

/** The Korean name of an admission group code (ga -> 가군). */
export const gunLabel = (gun: string): string => ADMISSION_GROUPS.find((g) => g.code === gun)?.label ?? gun;

/** The formats of grades, prices and times are zod-free (applications.format.ts) for the public pages; re-exported here. */
export { formatDate, formatDateTime, formatWon, gradeLabel } from './applications.format';

/** The columns the consultants' list sorts by (the sort arrow of spec section 9). */
export const APPLICATION_SORT_KEYS = ['id', 'student_name', 'school_name', 'grade', 'price', 'state', 'create_time'] as const;
export type ApplicationSortKey = (typeof APPLICATION_SORT_KEYS)[number];
/** Whether a requested sort key is one the list offers. */
export const isApplicationSortKey = (key: string | undefined): key is ApplicationSortKey => (APPLICATION_SORT_KEYS as readonly string[]).includes(key ?? '');

/** One graded answer as the unit analysis reads it: its exam, its unit (chapter, else type; null when neither). */
export interface GradedAnswer {
  consulting_exam_id: number;
  unit: string | null;
  correct: boolean;
  points: number;
}

/**
 * The unit analysis of the snapshot's exams: for each exam subject with graded answers, its units with the
 * number of questions, the number right and the points earned, weakest first (lowest share right, then name).
 * Exams without graded answers (scores typed in) have no unit analysis.
 */
export function analyseUnits(scores: readonly ScoreSnapshot[], answers: readonly GradedAnswer[]): ConsultingReport['units'] {
  return scores.flatMap((score) => {
    const mine = answers.filter((a) => a.consulting_exam_id === score.consulting_exam_id);
    if (!mine.length) return [];
    const byUnit = new Map<string, { unit: string; total: number; correct: number; earned: number }>();
    for (const a of mine) {
      const unit = a.unit?.trim() || UNCLASSIFIED_UNIT;
      const row = byUnit.get(unit) ?? { unit, total: 0, correct: 0, earned: 0 };
      row.total += 1;
      row.correct += a.correct ? 1 : 0;
      row.earned += a.points;
      byUnit.set(unit, row);
    }
    const units = [...byUnit.values()].sort((x, y) => x.correct / x.total - y.correct / y.total || x.unit.localeCompare(y.unit, 'ko'));
    return [{ consulting_exam_id: score.consulting_exam_id, test_name: score.test_name, subject_area: score.subject_area, units }];
  });
}

/** What the server found for one chosen major: the formula used, the converted score and band, and its cut-offs. */
export interface ChoiceFacts {
  formula: { year: number; track: string } | null;
  converted: number | null;
  /** The band's Korean label. */
  band: string | null;
  score_note: string | null;
  cutoffs: Array<{ year: number; kind: string; score: number }>;
}

/** A choice the server knows nothing more about (its major is gone). */
export const NO_CHOICE_FACTS: ChoiceFacts = { formula: null, converted: null, band: null, score_note: '학과 정보를 찾을 수 없어 환산점수를 계산하지 않았습니다.', cutoffs: [] };

/**
 * The sitting converted scores are computed from: the snapshot's first score's (the snapshot lists the latest
 * sitting first: the newest year, and in it the sitting entered last), with its rows; null without scores.
 */
export function latestSittingOf(scores: readonly ScoreSnapshot[]): { year: number; test_name: string; rows: ScoreSnapshot[] } | null {
  const first = scores[0];
  if (!first) return null;
  return { year: first.year, test_name: first.test_name, rows: scores.filter((s) => s.year === first.year && s.test_name === first.test_name) };
}

/** Everything the report's facts are built from. */
export interface ReportInput {
  service_name: string;
  student: ConsultingReport['student'];
  snapshot: ApplicationSnapshot;
  /** Facts of each snapshot choice, in the same order. */
  choiceFacts: readonly ChoiceFacts[];
  answers: readonly GradedAnswer[];
  /** How bands are decided (the formula engine's rule), said under the table when any choice has a converted score. */
  bandRule: string;
  /** The consultant's text so far (kept when the facts are generated again). */
  text?: { summary: string; advice: string } | null;
  now: Date;
}

/** The report's facts with the consultant's text so far. */
export function buildReport(input: ReportInput): ConsultingReport {
  const sitting = latestSittingOf(input.snapshot.scores);
  const choices = input.snapshot.choices.map((c: ChoiceSnapshot, i) => {
    const facts = input.choiceFacts[i] ?? NO_CHOICE_FACTS;
    return { ...c, ...facts, cutoffs: [...facts.cutoffs].sort((a, b) => b.year - a.year || a.kind.localeCompare(b.kind, 'ko')) };
  });
  const anyConverted = choices.some((c) => c.converted !== null);
  return {
    generated_at: input.now.toISOString(),
    service_name: input.service_name,
    student: input.student,
    choices,
    sitting: sitting ? { year: sitting.year, test_name: sitting.test_name } : null,
    scores: input.snapshot.scores,
    units: analyseUnits(input.snapshot.scores, input.answers),
    converted_note:
      anyConverted && sitting
        ? `환산점수는 ${sitting.year}년 ${sitting.test_name} 성적으로 계산했습니다. ${input.bandRule}`
        : choices.some((c) => c.formula !== null)
          ? CONVERTED_INCOMPLETE
          : CONVERTED_PENDING,
    summary: input.text?.summary ?? '',
    advice: input.text?.advice ?? '',
  };
}
