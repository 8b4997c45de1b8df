/**
 * Pure rules of the AI flow's school subjects: the option lists of the form and filters (from the shared code
 * tables), and the publisher / textbook picker filter, which carries grade_id and detail only for middle
 * school (spec section 5: the contract's textbookQuery, which the question bank's server and forms apply too).
 */
import { GRADES, SCHOOL_TYPE, SEMESTER, SUBJECT_TYPE } from '../../../api/codes';
import { textbookQuery, type TextbookFilter } from '../../../api/question-bank/schools-textbooks';

/** `{ value, label }` for a numeric Mantine Select. */
export interface NumberOption {
  value: number;
  label: string;
}
const fromTable = (table: Record<string, { code: number; label: string }>): NumberOption[] => Object.values(table).map((e) => ({ value: e.code, label: e.label }));

export const SCHOOL_TYPE_OPTIONS = fromTable(SCHOOL_TYPE);
export const SUBJECT_OPTIONS = fromTable(SUBJECT_TYPE);
export const SEMESTER_OPTIONS = fromTable(SEMESTER);
export const GRADE_OPTIONS: NumberOption[] = GRADES.map((g) => ({ value: g, label: `${g}학년` }));

/** School years offered: next year back to 2020, newest first. */
export function yearOptions(now = new Date()): NumberOption[] {
  const last = now.getFullYear() + 1;
  return Array.from({ length: last - 2019 }, (_, i) => ({ value: last - i, label: `${last - i}년` }));
}

/** The label of a code in an option list ('-' when unknown). */
export const optionLabel = (options: NumberOption[], value: number | null | undefined) => options.find((o) => o.value === value)?.label ?? '-';

/**
 * The publisher / textbook query of the form: school level, subject and detail always; grade_id and detail only
 * when the school level is middle school (2), as spec section 5 says.
 */
export function textbookFilterOf(v: { school_type: number; subject_type_id?: number | null; subject_detail_type_id?: number | null; grade_id?: number | null; detail?: string | null }): TextbookFilter {
  return textbookQuery({ school_type: v.school_type, subject_type_id: v.subject_type_id ?? undefined, subject_detail_type_id: v.subject_detail_type_id ?? undefined, grade_id: v.grade_id, detail: v.detail?.trim() || undefined });
}
