/**
 * Pure rules of the visitors' sample test (issue 12, point 5), shared by the server and the /test page:
 * which bank questions can be served (gradable from their stored answer), the deterministic shuffle, how an
 * answer is graded from the stored answer rules of each question type, the score, and Korean labels.
 */
import { CHOICE_COUNT, CHOICE_MARKS, GRADES, QUESTION_TYPE, SCHOOL_TYPE, SUBJECT_TYPE } from '../../api/codes';
import { choiceNumbers, type StoredAnswer } from '../../api/grading';
import { SAMPLE_TEST_QUESTION_TYPES, type SampleTestUnit } from '../../api/public';

/**
 * Grading is the contract's one rule (src/api/grading.ts), shared with the consulting area's mock-exam
 * grading; it is re-exported here so the page and the server keep reading it from this area's rules.
 */
export { choiceNumbers, gradeAnswer, isAnswered, normaliseText, rightAnswer, type StoredAnswer } from '../../api/grading';

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';

/**
 * Whether a question can be served in a sample test: a type the page can answer, a stored answer it can be
 * graded against, and for choice questions all five choices written.
 */
export function isGradable(q: StoredAnswer & { choice_count: number }): boolean {
  if (!SAMPLE_TEST_QUESTION_TYPES.includes(q.question_type)) return false;
  if (q.question_type === QUESTION_TYPE.subjective.code) return !blank(q.answer) || !blank(q.answer_number);
  if (q.choice_count < CHOICE_COUNT) return false;
  if (q.question_type === QUESTION_TYPE.multiSelect.code) return q.answer_multiple.some((n) => n >= 1 && n <= CHOICE_COUNT);
  return choiceNumbers(q.answer).length > 0;
}

/** A small seeded generator (mulberry32): the same seed gives the same sequence on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` of the ids in an order shuffled by `seed`: the same ids (in any order) and seed always give the
 * same test, and different seeds give different tests.
 */
export function pickShuffled(ids: readonly number[], seed: number, count: number): number[] {
  const list = [...new Set(ids)].sort((a, b) => a - b);
  const next = random(seed);
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list.slice(0, Math.max(0, count));
}

/** The score of graded answers: how many are right, of how many, and the percentage (0-100, rounded). */
export function scoreOf(results: ReadonlyArray<{ correct: boolean }>) {
  const correct = results.filter((r) => r.correct).length;
  const total = results.length;
  return { correct, total, percent: total ? Math.round((correct / total) * 100) : 0 };
}

// ---------------------------------------------------------------- labels of the page

/** The choice numbers as written on a paper: "①, ③". */
export const choiceMarks = (choices: readonly number[]) => choices.map((n) => CHOICE_MARKS[n - 1] ?? String(n)).join(', ');

/** The unit as one line: "단원 · 수학Ⅰ > 지수함수와 로그함수", or a note when the question is not classified. */
export function unitLabel(unit: SampleTestUnit | null): string {
  if (!unit || unit.names.length === 0) return '단원 미분류';
  return `${unit.kind === 'chapter' ? '단원' : '유형'} · ${unit.names.join(' > ')}`;
}

/** The options of the page's choice: school levels, grades and subjects with Korean labels (spec section 9). */
export const SAMPLE_TEST_OPTIONS = {
  schoolTypes: Object.values(SCHOOL_TYPE).map((s) => ({ value: String(s.code), label: s.label })),
  grades: GRADES.map((g) => ({ value: String(g), label: `${g}학년` })),
  subjects: Object.values(SUBJECT_TYPE)
    .filter((s) => s.code !== SUBJECT_TYPE.other.code)
    .map((s) => ({ value: String(s.code), label: s.label })),
} as const;

/** The page's heading for a choice, e.g. "고등학교 3학년 수학". */
export function scopeLabel(scope: { school_type: number; grade_id: number; subject_type_id: number }): string {
  const school = Object.values(SCHOOL_TYPE).find((s) => s.code === scope.school_type)?.label ?? '';
  const subject = Object.values(SUBJECT_TYPE).find((s) => s.code === scope.subject_type_id)?.label ?? '';
  return `${school} ${scope.grade_id}학년 ${subject}`.trim();
}
