/**
 * Pure rules of the question bank, shared by the server and the screens (spec sections 3, 5, 9):
 * question completeness and the spec's derived list codes. The code tables are in src/api/codes.ts; who may
 * do what to which record is in question-bank.policy.ts.
 */
import { CHOICE_COUNT, CLASS_TYPE, QUESTION_TYPE } from '../../api/codes';
import { EXAM_SUBJECT_STATE as S } from '../../machines/exam-subject.machine';

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

/** Spec section 8: the message when a staging question search fails. */
export function stagingSearchError(serverMessage?: string | null): string {
  return serverMessage ? `검색 실패: ${serverMessage}` : '알 수 없는 오류';
}

/**
 * Spec section 4, "Other state lists". The user-allowed list shows the entry work of a user by exam state:
 * 2 allowed (waiting to be entered), 3 user done (the writer finished), 4 admin done (done).
 */
export const USER_ALLOWED_STATE = {
  allowed: { code: 2, label: '입력 허용', examState: S.waiting.code },
  userDone: { code: 3, label: '사용자 완료', examState: S.nextStage.code },
  adminDone: { code: 4, label: '관리자 완료', examState: S.done.code },
} as const;

/**
 * Class/type work: 5 is the user's pending classification, 6 is done. These list codes are not stored: they
 * select the classification list at exam state 3 (waiting for classification) and 4 (classified, done).
 */
export const CLASS_WORK_STATE = {
  pending: { code: 5, label: S.nextStage.classLabel, examState: S.nextStage.code },
  done: { code: 6, label: S.done.classLabel, examState: S.done.code },
} as const;

/**
 * An exam's year is the year of its date (release_time, `YYYY-MM-DD...`). Returns the message naming the
 * disagreement, or null when they agree or either is not given. The server refuses a disagreeing year with
 * 400 on `year`; the new-exam form checks the same before sending.
 */
export function yearDateMismatch(year: number | null | undefined, releaseTime: string | null | undefined): string | null {
  if (year === null || year === undefined || !releaseTime) return null;
  const dateYear = Number(releaseTime.slice(0, 4));
  return dateYear === year ? null : `연도(${year})가 시행일(${releaseTime.slice(0, 10)})의 연도(${dateYear})와 다릅니다.`;
}
