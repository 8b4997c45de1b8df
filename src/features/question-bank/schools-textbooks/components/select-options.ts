import { GRADES, SCHOOL_TYPE, SEMESTER, SUBJECT_TYPE, labelFor } from '../../../../api/codes';
/** Option lists of the school exam filters and form, built from the shared code tables. */

/** `{ value, label }` for a numeric Mantine Select. */
export interface NumberOption {
  value: number;
  label: string;
}

const fromTable = (table: Record<string, { code: number; label: string }>): NumberOption[] => Object.values(table).map((e) => ({ value: e.code, label: e.label }));

export const SUBJECT_OPTIONS = fromTable(SUBJECT_TYPE);
export const SEMESTER_OPTIONS = fromTable(SEMESTER);
export const GRADE_OPTIONS: NumberOption[] = GRADES.map((g) => ({ value: g, label: `${g}학년` }));

/** School years offered: next year back to 2020, newest first. */
export function yearOptions(now = new Date()): NumberOption[] {
  const last = now.getFullYear() + 1;
  return Array.from({ length: last - 2019 }, (_, i) => ({ value: last - i, label: `${last - i}년` }));
}

/** '중학교' / '고등학교'. */
export const schoolLabel = (schoolType: number) => labelFor(SCHOOL_TYPE, schoolType);
