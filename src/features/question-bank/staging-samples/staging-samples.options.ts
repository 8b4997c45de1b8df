/**
 * Select options and labels of the staging and sample screens, built from the shared codes
 * (question-bank.rules.ts) and the sample states of the contract, so no code or label is repeated here.
 */
import { SAMPLE_STATE } from '../../../api/question-bank/staging-samples';
import { GRADES, labelFor, LEVELS_OF_DIFFICULTY, QUESTION_TYPE, SCHOOL_TYPE, SUBJECT_TYPE } from '../../../api/codes';

/** Mantine Select data: values are the codes as strings. */
export type Option = { value: string; label: string };
const toOptions = (table: Record<string, { code: number; label: string }>): Option[] => Object.values(table).map((e) => ({ value: String(e.code), label: e.label }));

export const SCHOOL_OPTIONS = toOptions(SCHOOL_TYPE);
export const GRADE_OPTIONS: Option[] = GRADES.map((g) => ({ value: String(g), label: `${g}학년` }));
export const SUBJECT_OPTIONS = toOptions(SUBJECT_TYPE);
export const DIFFICULTY_OPTIONS: Option[] = LEVELS_OF_DIFFICULTY.map((l) => ({ value: String(l.code), label: l.label }));
export const SAMPLE_STATE_OPTIONS = toOptions(SAMPLE_STATE);

export const schoolLabel = (code: number) => labelFor(SCHOOL_TYPE, code);
export const subjectLabel = (code: number) => labelFor(SUBJECT_TYPE, code);
export const questionTypeLabel = (code: number) => labelFor(QUESTION_TYPE, code);
export const sampleStateLabel = (code: number) => labelFor(SAMPLE_STATE, code);
export const difficultyLabel = (code: number | null) => (code === null ? '난이도 없음' : (LEVELS_OF_DIFFICULTY.find((l) => l.code === code)?.label ?? String(code)));
/** "고등학교 3학년" style target of a staging exam. */
export const targetLabel = (e: { school_type: number; grade_id: number; subject_type_id: number }) => `${schoolLabel(e.school_type)} ${e.grade_id}학년 · ${subjectLabel(e.subject_type_id)}`;

/** A Select value (string or null) as an optional code. */
export const codeOf = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? undefined : Number(value));
/** A code as a Select value. */
export const valueOf = (code: number | undefined | null) => (code === undefined || code === null ? null : String(code));

/** A date-time as the Korean short date and time. */
export const formatTime = (iso: string) => new Date(iso).toLocaleString('ko-KR', { dateStyle: 'short', timeStyle: 'short' });

/** Spec section 9: the sort arrow cycles between 1 (ascending) and 2 (descending). */
export const nextSort = (current: { sort_key?: string; sort?: 1 | 2 }, key: string): { sort_key: string; sort: 1 | 2 } =>
  current.sort_key === key ? { sort_key: key, sort: current.sort === 1 ? 2 : 1 } : { sort_key: key, sort: 1 };

/** The sample state code of a `:state` path segment, or null when it is not one. */
export function parseSampleState(value: string): number | null {
  if (!/^\d+$/.test(value)) return null;
  const code = Number(value);
  return SAMPLE_STATE_OPTIONS.some((o) => o.value === String(code)) ? code : null;
}

/** Korean labels of the pager's arrow buttons. */
export const paginationLabels = (control: 'first' | 'previous' | 'last' | 'next') =>
  ({ first: { 'aria-label': '첫 페이지' }, previous: { 'aria-label': '이전 페이지' }, next: { 'aria-label': '다음 페이지' }, last: { 'aria-label': '마지막 페이지' } })[control];
