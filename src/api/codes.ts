/**
 * The shared code tables of the contract (spec section 9): exam kinds, school levels, grades, subjects,
 * semesters, question and class types, difficulty, the sort arrow and page sizes. Server, screens and
 * every area read them from here, so the contract imports nothing of the app.
 */

/** Exam kinds. */
export const EXAM_TYPE = {
  mock: { code: 1, label: '전국연합 모의고사' },
  modifiedMock: { code: 2, label: '변형 모의고사' },
  school: { code: 3, label: '내신 시험' },
  textbook: { code: 4, label: '교과서 시험' },
  ai: { code: 5, label: 'AI 시험' },
} as const;

/** School levels (spec section 9: 2 middle, 3 high). */
export const SCHOOL_TYPE = { middle: { code: 2, label: '중학교' }, high: { code: 3, label: '고등학교' } } as const;
/** Grades 1-3. */
export const GRADES = [1, 2, 3] as const;
/** Subject types (spec section 9) live in a module of their own (subject-types.ts). */
export { SUBJECT_TYPE } from './subject-types';
/** Semesters (spec section 9): 1 first mid, 2 first final, 3 second mid, 4 second final. */
export const SEMESTER = {
  firstMid: { code: 1, label: '1학기 중간' },
  firstFinal: { code: 2, label: '1학기 기말' },
  secondMid: { code: 3, label: '2학기 중간' },
  secondFinal: { code: 4, label: '2학기 기말' },
} as const;
/** Curricula the categories follow. */
export const CURRICULA = [2015, 2022] as const;

/** Question types (spec section 5). */
export const QUESTION_TYPE = {
  multipleChoice: { code: 1, label: '객관식' },
  subjective: { code: 2, label: '주관식' },
  multiSelect: { code: 3, label: '복수선택' },
  listening: { code: 4, label: '듣기평가' },
} as const;
/** Difficulty levels (detail_level). */
export const LEVELS_OF_DIFFICULTY = [
  { code: 1, label: '최하' },
  { code: 2, label: '하' },
  { code: 3, label: '중' },
  { code: 4, label: '상' },
  { code: 5, label: '최상' },
] as const;
/** Classification kinds of a question (class_type). */
export const CLASS_TYPE = {
  typeCategory: { code: 1, label: '유형 분류' },
  answer: { code: 2, label: '정답 입력' },
  answerAndType: { code: 3, label: '정답·유형' },
} as const;
/** Spec section 9: multiple choice has 5 options. */
export const CHOICE_COUNT = 5;
/** How choices 1-5 are written on a paper (choice n is `CHOICE_MARKS[n - 1]`). */
export const CHOICE_MARKS = ['①', '②', '③', '④', '⑤'] as const;

/** Spec section 9: the sort arrow cycles between 1 and 2 (1 ascending, 2 descending). */
export const SORT = { asc: 1, desc: 2 } as const;
/** Default and largest page sizes of lists. */
export const PAGE_SIZE = { default: 20, max: 100 } as const;

/** Looks up the label of a code in one of the tables above (unknown codes show as the number, none as "-"). */
export function labelFor(table: Record<string, { code: number; label: string }>, code: number | null | undefined): string {
  return Object.values(table).find((e) => e.code === code)?.label ?? (code === null || code === undefined ? '-' : String(code));
}

