/**
 * Pure rules of the test-paper screens (spec sections 4 and 9, issue 12): the filter groups of the staff
 * list with their options, Korean labels and defaults, the columns the list sorts by, the Korean names of the
 * test-paper machine's events and how dates show. The codes and labels come from the contract
 * (src/api/codes.ts, src/api/test-papers.ts) and the machine; this file only orders and groups them. The
 * server imports it (no React, no fetch). Upload limits of the customer's side belong here too.
 */
import { GRADES, SCHOOL_TYPE, SEMESTER, SUBJECT_TYPE } from '../../api/codes';
import { TEST_PAPER_YEARS } from '../../api/test-paper-limits';
import { TEST_PAPER_STATE } from '../../machines/test-paper.states';
import type { TestPaperEvent } from '../../machines/test-paper.machine';

/** One option of a filter group: the code sent to the server and its Korean label. */
export interface FilterOption {
  readonly code: number;
  readonly label: string;
}

/** The query keys of user_upload_file_list that are filter groups (OR within a group, AND across groups). */
export const TEST_PAPER_FILTER_KEYS = ['school_type', 'grade_id', 'subject_type_id', 'semester', 'state', 'year'] as const;
export type TestPaperFilterKey = (typeof TEST_PAPER_FILTER_KEYS)[number];

/** One filter group of the staff list: its query key, its Korean name, its options in the spec's order and what is on by default. */
export interface FilterGroup {
  readonly key: TestPaperFilterKey;
  readonly label: string;
  readonly options: readonly FilterOption[];
  /** Codes on when the URL says nothing about the group; none means the group does not filter. */
  readonly defaults: readonly number[];
}

/** School levels: 2 중학교, 3 고등학교. */
export const SCHOOL_TYPE_OPTIONS: readonly FilterOption[] = [SCHOOL_TYPE.middle, SCHOOL_TYPE.high];
/** Grades 1-3. */
export const GRADE_OPTIONS: readonly FilterOption[] = GRADES.map((g) => ({ code: g, label: `${g}학년` }));
/** Subjects as the spec lists them: 1 국어, 2 영어, 3 수학, 4 사회, 5 과학, 6 한국사·역사, 0 기타. */
export const SUBJECT_OPTIONS: readonly FilterOption[] = [SUBJECT_TYPE.korean, SUBJECT_TYPE.english, SUBJECT_TYPE.math, SUBJECT_TYPE.social, SUBJECT_TYPE.science, SUBJECT_TYPE.history, SUBJECT_TYPE.other];
/** Semesters: 1 1학기 중간, 2 1학기 기말, 3 2학기 중간, 4 2학기 기말. */
export const SEMESTER_OPTIONS: readonly FilterOption[] = [SEMESTER.firstMid, SEMESTER.firstFinal, SEMESTER.secondMid, SEMESTER.secondFinal];
/** States in the spec's order: 1 검토 요청, 3 승인, 2 반려. */
export const STATE_OPTIONS: readonly FilterOption[] = [TEST_PAPER_STATE.requested, TEST_PAPER_STATE.approved, TEST_PAPER_STATE.rejected];
/** Years: 2025 and 2024 (2025 on by default, 2024 off). */
export const YEAR_OPTIONS: readonly FilterOption[] = TEST_PAPER_YEARS.filterOptions.map((y) => ({ code: y, label: `${y}년` }));

/** The filter panel of /admin/management/user-upload-exam, in the spec's order (section 9). */
export const TEST_PAPER_FILTER_GROUPS: readonly FilterGroup[] = [
  { key: 'school_type', label: '학교급', options: SCHOOL_TYPE_OPTIONS, defaults: [] },
  { key: 'grade_id', label: '학년', options: GRADE_OPTIONS, defaults: [] },
  { key: 'subject_type_id', label: '과목', options: SUBJECT_OPTIONS, defaults: [] },
  { key: 'semester', label: '학기', options: SEMESTER_OPTIONS, defaults: [] },
  { key: 'state', label: '상태', options: STATE_OPTIONS, defaults: [] },
  { key: 'year', label: '연도', options: YEAR_OPTIONS, defaults: TEST_PAPER_YEARS.filterDefault },
];

/** The Korean label of one code of a filter group (unknown codes show as the number). */
export function filterLabel(key: TestPaperFilterKey, code: number): string {
  const group = TEST_PAPER_FILTER_GROUPS.find((g) => g.key === key);
  return group?.options.find((o) => o.code === code)?.label ?? String(code);
}

/** The Korean label of a stored test-paper state (1 검토 요청, 2 반려, 3 승인), defined with the states (no xstate on /post). */
export { testPaperStateLabel } from '../../machines/test-paper.states';

/** Columns the staff list sorts by with the sort arrow (`sort_key`); anything else sorts newest first. */
export const TEST_PAPER_SORT_KEYS = ['id', 'school_name', 'school_type', 'grade_id', 'subject_type_id', 'semester', 'year', 'state', 'create_time', 'update_time'] as const;
export type TestPaperSortKey = (typeof TEST_PAPER_SORT_KEYS)[number];

/** Korean names of the test-paper machine's events, as buttons and the state history show them. */
export const TEST_PAPER_EVENT_LABEL: Record<TestPaperEvent['type'], string> = {
  APPROVE: '승인',
  REJECT: '반려',
  REOPEN: '다시 검토',
};

/** A date-time of the API as Korean local text (YYYY. MM. DD. HH:mm). */
export function formatDateTime(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toLocaleString('ko-KR', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });
}
