/**
 * Pure rules of the question bank, shared by the server and the screens (spec sections 3, 5, 9):
 * the codes and Korean labels of exam kinds, schools, grades, subjects, semesters, question types and
 * difficulty, and question completeness.
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

/** Spec section 9: the sort arrow cycles between 1 and 2 (1 ascending, 2 descending). */
export const SORT = { asc: 1, desc: 2 } as const;
/** Default and largest page sizes of lists. */
export const PAGE_SIZE = { default: 20, max: 100 } as const;

/** The labels of spec section 5 that name a missing item. */
export const MISSING = {
  choices: '객관식문항',
  level: '난이도',
  typeCategory: '문제유형',
  answerByType: { 1: '객관식', 4: '듣기평가', 2: '주관식', 3: '복수선택' } as Record<number, string>,
} as const;

/** What completeness looks at in a question. */
export interface CompletenessInput {
  question_type: number;
  class_type: number;
  level: number | null;
  category_id: number | null;
  answer: string | null;
  answer_number: string | null;
  answer_multiple: number[];
  /** Number of filled choices (question_multiple rows with content). */
  choice_count: number;
}

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';

/**
 * Spec section 5: the items a question is missing, by their labels, in the order the warning modal lists
 * them. An empty list means the question is complete.
 */
export function missingItems(q: CompletenessInput, subjectCode: string): string[] {
  const missing: string[] = [];
  if (q.question_type === QUESTION_TYPE.multipleChoice.code && q.choice_count < CHOICE_COUNT) missing.push(MISSING.choices);
  if (q.level === null || q.level === undefined) missing.push(MISSING.level);
  if (q.class_type === CLASS_TYPE.typeCategory.code) {
    if (!subjectCode.toUpperCase().startsWith('ENG') && !q.category_id) missing.push(MISSING.typeCategory);
  } else if (q.class_type === CLASS_TYPE.answer.code || q.class_type === CLASS_TYPE.answerAndType.code) {
    const t = q.question_type;
    const answered =
      t === QUESTION_TYPE.multiSelect.code ? q.answer_multiple.length > 0 : t === QUESTION_TYPE.subjective.code ? !blank(q.answer) || !blank(q.answer_number) : !blank(q.answer);
    if (!answered && MISSING.answerByType[t]) missing.push(MISSING.answerByType[t]);
  }
  return missing;
}

/** The incomplete questions of an exam subject with what each is missing (for the 409 and the modal). */
export function incompleteQuestions<Q extends CompletenessInput & { id: number; question_index: number }>(questions: Q[], subjectCode: string) {
  return questions
    .map((q) => ({ id: q.id, question_index: q.question_index, missing: missingItems(q, subjectCode) }))
    .filter((q) => q.missing.length > 0)
    .sort((a, b) => a.question_index - b.question_index);
}

/** Spec section 6: the master sees reported questions; everyone else does not. */
export const canSeeReported = (level: number) => level >= 10;

/** Spec section 5: publisher and textbook-subject queries add grade_id and detail only for middle school. */
export function textbookQuery<T extends { school_type: number; grade_id?: number | null; detail?: string | null }>(q: T) {
  const { grade_id, detail, ...rest } = q;
  return q.school_type === SCHOOL_TYPE.middle.code ? { ...rest, grade_id: grade_id ?? undefined, detail: detail ?? undefined } : rest;
}

/** Spec section 8: the message when a staging question search fails. */
export function stagingSearchError(serverMessage?: string | null): string {
  return serverMessage ? `검색 실패: ${serverMessage}` : '알 수 없는 오류';
}

/** Looks up the label of a code in one of the tables above. */
export function labelFor(table: Record<string, { code: number; label: string }>, code: number | null | undefined): string {
  return Object.values(table).find((e) => e.code === code)?.label ?? (code === null || code === undefined ? '-' : String(code));
}

/** Who is asking, for record-level rules. */
export interface Actor {
  uid: number;
  level: number;
}
/** The assignment and state of an exam subject, for record-level rules. */
export interface SubjectAccess {
  user_id: number | null;
  admin_id: number | null;
  teacher_id: number | null;
  state: number;
  excluded_state: number;
}
/** Admin levels (4+) act on any exam; the master sees everything. */
export const ADMIN_LEVEL = 4;

/** Reviewers (3+) read any exam; others only the exams assigned to them. */
export const canReadSubject = (a: Actor, s: SubjectAccess) => a.level >= 3 || [s.user_id, s.admin_id, s.teacher_id].includes(a.uid);

/**
 * Questions are written by the assigned enterer while entering (state 0), or by an admin in any state
 * short of done; done and excluded exams are read-only.
 */
export function canEditQuestions(a: Actor, s: SubjectAccess): boolean {
  if (s.excluded_state || s.state === 4) return false;
  return a.level >= ADMIN_LEVEL || (s.user_id === a.uid && s.state === 0);
}

/** Classification (types, chapters, difficulty) by the assigned classifier at state 3, or an admin. */
export function canClassify(a: Actor, s: SubjectAccess): boolean {
  if (s.excluded_state) return false;
  return a.level >= ADMIN_LEVEL ? s.state !== 4 : s.teacher_id === a.uid && s.state === 3;
}

/**
 * Spec section 4, "Other state lists". The user-allowed list shows the entry work of a user by exam state:
 * 2 allowed (waiting to be entered), 3 user done (the writer finished), 4 admin done (done).
 */
export const USER_ALLOWED_STATE = {
  allowed: { code: 2, label: '입력 허용', examState: 2 },
  userDone: { code: 3, label: '사용자 완료', examState: 3 },
  adminDone: { code: 4, label: '관리자 완료', examState: 4 },
} as const;

/**
 * Class/type work: 5 is the user's pending classification, 6 is done. These list codes are not stored: they
 * select the classification list at exam state 3 (waiting for classification) and 4 (classified, done).
 */
export const CLASS_WORK_STATE = {
  pending: { code: 5, label: '분류 대기', examState: 3 },
  done: { code: 6, label: '분류 완료', examState: 4 },
} as const;
