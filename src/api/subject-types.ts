/**
 * The subject types of the question bank (spec section 9), apart from the other code tables: codes.ts re-exports
 * them, and the consulting exams' subject tables (consulting/exam-subjects.ts) read them from here, so a page that
 * shows mock-exam scores does not load every code table with them (issue 13 point 4).
 */

/** Subject types (spec section 9): 1 Korean, 2 English, 3 Math, 4 Social, 5 Science, 6 Korean history, 0 other. */
export const SUBJECT_TYPE = {
  korean: { code: 1, label: '국어' },
  english: { code: 2, label: '영어' },
  math: { code: 3, label: '수학' },
  social: { code: 4, label: '사회' },
  science: { code: 5, label: '과학' },
  history: { code: 6, label: '한국사·역사' },
  other: { code: 0, label: '기타' },
} as const;
