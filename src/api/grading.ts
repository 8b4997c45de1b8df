/**
 * How an answer is graded against a question bank question's stored answer: one rule for every area that
 * grades (the visitors' sample test, issue 12 point 5; a student's mock exam graded question by question,
 * issue 10 point 5). It lives in the contract because areas never import one another; it is pure and reads
 * only the stored answer columns of a question (spec section 3: question_type, answer, answer_multiple,
 * answer_number).
 */
import { CHOICE_COUNT, CHOICE_MARKS, QUESTION_TYPE } from './codes';

/** What grading reads of a stored bank question. */
export interface StoredAnswer {
  question_type: number;
  /** 객관식: the choice number ("3"; several numbers when more than one is accepted); 주관식: the answer text. */
  answer: string | null;
  /** 주관식: the numeric answer, when there is one. */
  answer_number: string | null;
  /** 복수선택: the choice numbers that together make the answer. */
  answer_multiple: number[];
}

/** An answer as given: the chosen choice numbers (객관식, 듣기평가, 복수선택) or the written text (주관식). */
export type GivenAnswer = readonly number[] | string;

/** The right answer of a question as shown after grading: choice numbers, or the written answer of a 주관식. */
export interface RightAnswer {
  choices: number[];
  /** The written answer of a 주관식 (LaTeX math in `$...$`); null for choice questions. */
  text: string | null;
}

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';

/** The choice numbers (1-5) written in a stored 객관식 answer ("3", "2,4", "②"). */
export function choiceNumbers(answer: string | null): number[] {
  if (blank(answer)) return [];
  const marks = [...answer!].map((c) => CHOICE_MARKS.indexOf(c as (typeof CHOICE_MARKS)[number]) + 1).filter((n) => n > 0);
  const digits = (answer!.match(/\d+/g) ?? []).map(Number);
  return [...new Set([...marks, ...digits])].filter((n) => n >= 1 && n <= CHOICE_COUNT).sort((a, b) => a - b);
}

/** A written answer as compared: NFKC (full-width to half-width), no `$`, no spaces, lower case. */
export function normaliseText(text: string): string {
  return text.normalize('NFKC').replace(/\$/g, '').replace(/\s+/g, '').toLowerCase();
}

/** A written number as a number (" .5 " and "1,000" read; "1,2" is a list, not 12), or null when it is not one. */
function numberOf(text: string): number | null {
  let t = text.normalize('NFKC').replace(/[\s$]/g, '');
  if (/^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(t)) t = t.replace(/,/g, '');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : null;
}

/** Whether any answer was given. */
export function isAnswered(given: GivenAnswer): boolean {
  return typeof given === 'string' ? given.trim() !== '' : given.length > 0;
}

/**
 * Grades one answer against the stored answer rules of its question type:
 * - 객관식 (and 듣기평가): exactly one choice, one of the stored answer's choice numbers;
 * - 복수선택: exactly the stored set of choices (order and repeats aside);
 * - 주관식: the stored answer text, ignoring spaces, `$`, case and full-width forms; or, when either the
 *   stored answer or the stored numeric answer is a number, the same number ("0.5" for ".5", "1,000" for "1000").
 * An answer of the wrong shape (text for a choice question, choices for a 주관식) is wrong.
 */
export function gradeAnswer(stored: StoredAnswer, given: GivenAnswer): boolean {
  if (!isAnswered(given)) return false;
  const t = stored.question_type;
  if (t === QUESTION_TYPE.subjective.code) {
    if (typeof given !== 'string') return false;
    if (!blank(stored.answer) && normaliseText(given) === normaliseText(stored.answer!)) return true;
    const value = numberOf(given);
    if (value === null) return false;
    return [stored.answer, stored.answer_number].some((s) => !blank(s) && numberOf(s!) === value);
  }
  if (typeof given === 'string') return false;
  const chosen = [...new Set(given)].sort((a, b) => a - b);
  if (t === QUESTION_TYPE.multiSelect.code) {
    const right = [...new Set(stored.answer_multiple)].sort((a, b) => a - b);
    return right.length > 0 && chosen.length === right.length && chosen.every((n, i) => n === right[i]);
  }
  return chosen.length === 1 && choiceNumbers(stored.answer).includes(chosen[0]);
}

/** The right answer shown after grading. */
export function rightAnswer(stored: StoredAnswer): RightAnswer {
  const t = stored.question_type;
  if (t === QUESTION_TYPE.subjective.code) return { choices: [], text: blank(stored.answer) ? stored.answer_number : stored.answer };
  if (t === QUESTION_TYPE.multiSelect.code) return { choices: [...new Set(stored.answer_multiple)].sort((a, b) => a - b), text: null };
  return { choices: choiceNumbers(stored.answer), text: null };
}

/** Whether a stored question has an answer it can be graded against (a choice number, a set, or a written answer). */
export function hasStoredAnswer(stored: StoredAnswer): boolean {
  const right = rightAnswer(stored);
  return right.choices.length > 0 || !blank(right.text);
}
