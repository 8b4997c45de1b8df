/**
 * The choices of the upload form as select options (value = the spec's code as text, Korean label): school
 * level, grade, subject and semester as the test-paper rules list them (spec section 9), and the paper's year.
 */
import { TEST_PAPER_YEARS } from '../../../../api/test-paper-limits';
import { GRADE_OPTIONS, SCHOOL_TYPE_OPTIONS, SEMESTER_OPTIONS, SUBJECT_OPTIONS, type FilterOption } from '../../test-papers.rules';

export type SelectOption = { value: string; label: string };
const asSelect = (options: readonly FilterOption[]): SelectOption[] => options.map((o) => ({ value: String(o.code), label: o.label }));

export const SCHOOL_TYPE_CHOICES = asSelect(SCHOOL_TYPE_OPTIONS);
export const GRADE_CHOICES = asSelect(GRADE_OPTIONS);
export const SUBJECT_CHOICES = asSelect(SUBJECT_OPTIONS);
export const SEMESTER_CHOICES = asSelect(SEMESTER_OPTIONS);

/**
 * Years a paper may be from, newest first: from this year (or the newest year the staff filter offers, if
 * later) back to the oldest the contract accepts.
 */
export function yearChoices(now: Date = new Date()): SelectOption[] {
  const newest = Math.min(Math.max(now.getFullYear(), ...TEST_PAPER_YEARS.filterOptions), TEST_PAPER_YEARS.max);
  const years: SelectOption[] = [];
  for (let y = newest; y >= TEST_PAPER_YEARS.min; y--) years.push({ value: String(y), label: `${y}년` });
  return years;
}
