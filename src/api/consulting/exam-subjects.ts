/**
 * The subject tables of the consulting exams (spec section 9): subject areas, electives and their groups, score
 * ranges and limits, without zod: exams.ts (the contract) re-exports them, and the public consulting pages read
 * them from here (issue 13 point 4).
 */
import { SUBJECT_TYPE } from '../subject-types';

/** Bounds of the inputs: years, the sitting's name, questions of an answer sheet, a written answer. */
export const EXAM_LIMITS = { yearMin: 2000, yearMax: 2100, testName: 50, questions: 50, questionIndex: 200, answerText: 100 } as const;

/** The groups electives belong to, with the question bank's subject type a bank exam of the group has (none for 제2외국어/한문). */
export const CHOICE_GROUPS = {
  korean: { label: '국어', subject_type_id: SUBJECT_TYPE.korean.code },
  math: { label: '수학', subject_type_id: SUBJECT_TYPE.math.code },
  english: { label: '영어', subject_type_id: SUBJECT_TYPE.english.code },
  history: { label: '한국사', subject_type_id: SUBJECT_TYPE.history.code },
  social: { label: '사회탐구', subject_type_id: SUBJECT_TYPE.social.code },
  science: { label: '과학탐구', subject_type_id: SUBJECT_TYPE.science.code },
  second_lang: { label: '제2외국어/한문', subject_type_id: null },
} as const;
export type ChoiceGroup = keyof typeof CHOICE_GROUPS;

/**
 * The electives of the current 수능 (2025학년도): 국어 and 수학 선택과목, 영어 and 한국사 (one each), the 9 사회탐구
 * and 8 과학탐구 subjects, and the 9 제2외국어/한문 subjects. `id` is the wire value `choice_subject_id`
 * (stored in consulting_exams.choice_subject_id); never renumber, only add.
 */
export const CHOICE_SUBJECTS = [
  { id: 1, group: 'korean', label: '화법과 작문' },
  { id: 2, group: 'korean', label: '언어와 매체' },
  { id: 3, group: 'math', label: '확률과 통계' },
  { id: 4, group: 'math', label: '미적분' },
  { id: 5, group: 'math', label: '기하' },
  { id: 6, group: 'english', label: '영어' },
  { id: 7, group: 'history', label: '한국사' },
  { id: 8, group: 'social', label: '생활과 윤리' },
  { id: 9, group: 'social', label: '윤리와 사상' },
  { id: 10, group: 'social', label: '한국지리' },
  { id: 11, group: 'social', label: '세계지리' },
  { id: 12, group: 'social', label: '동아시아사' },
  { id: 13, group: 'social', label: '세계사' },
  { id: 14, group: 'social', label: '경제' },
  { id: 15, group: 'social', label: '정치와 법' },
  { id: 16, group: 'social', label: '사회·문화' },
  { id: 17, group: 'science', label: '물리학Ⅰ' },
  { id: 18, group: 'science', label: '화학Ⅰ' },
  { id: 19, group: 'science', label: '생명과학Ⅰ' },
  { id: 20, group: 'science', label: '지구과학Ⅰ' },
  { id: 21, group: 'science', label: '물리학Ⅱ' },
  { id: 22, group: 'science', label: '화학Ⅱ' },
  { id: 23, group: 'science', label: '생명과학Ⅱ' },
  { id: 24, group: 'science', label: '지구과학Ⅱ' },
  { id: 25, group: 'second_lang', label: '독일어Ⅰ' },
  { id: 26, group: 'second_lang', label: '프랑스어Ⅰ' },
  { id: 27, group: 'second_lang', label: '스페인어Ⅰ' },
  { id: 28, group: 'second_lang', label: '중국어Ⅰ' },
  { id: 29, group: 'second_lang', label: '일본어Ⅰ' },
  { id: 30, group: 'second_lang', label: '러시아어Ⅰ' },
  { id: 31, group: 'second_lang', label: '아랍어Ⅰ' },
  { id: 32, group: 'second_lang', label: '베트남어Ⅰ' },
  { id: 33, group: 'second_lang', label: '한문Ⅰ' },
] as const satisfies ReadonlyArray<{ id: number; group: ChoiceGroup; label: string }>;
export type ChoiceSubject = (typeof CHOICE_SUBJECTS)[number];

/**
 * The subject areas of a sitting in the order of a 성적표 (the wire value `subject_area`), each with the
 * groups its elective comes from, its full raw score, its 표준점수 maximum (null where graded absolutely) and
 * whether it is graded absolutely (등급 only).
 */
export const SUBJECT_AREAS = [
  { code: 'korean', label: '국어', groups: ['korean'], raw_max: 100, standard_max: 200, absolute: false },
  { code: 'math', label: '수학', groups: ['math'], raw_max: 100, standard_max: 200, absolute: false },
  { code: 'english', label: '영어', groups: ['english'], raw_max: 100, standard_max: null, absolute: true },
  { code: 'history', label: '한국사', groups: ['history'], raw_max: 50, standard_max: null, absolute: true },
  { code: 'inquiry1', label: '탐구1', groups: ['social', 'science'], raw_max: 50, standard_max: 100, absolute: false },
  { code: 'inquiry2', label: '탐구2', groups: ['social', 'science'], raw_max: 50, standard_max: 100, absolute: false },
  { code: 'second_lang', label: '제2외국어/한문', groups: ['second_lang'], raw_max: 50, standard_max: null, absolute: true },
] as const satisfies ReadonlyArray<{ code: string; label: string; groups: readonly ChoiceGroup[]; raw_max: number; standard_max: number | null; absolute: boolean }>;
export type SubjectAreaInfo = (typeof SUBJECT_AREAS)[number];
export const SUBJECT_AREA_CODES = SUBJECT_AREAS.map((a) => a.code) as ['korean', 'math', 'english', 'history', 'inquiry1', 'inquiry2', 'second_lang'];
export type SubjectArea = (typeof SUBJECT_AREA_CODES)[number];

/** The common bounds of the scores: 원점수 0-100, 표준점수 0-200, 백분위 0-100, 등급 1-9 (each area narrows raw and 표준점수). */
export const SCORE_RANGES = { raw: { min: 0, max: 100 }, standard: { min: 0, max: 200 }, percentile: { min: 0, max: 100 }, grade: { min: 1, max: 9 } } as const;

/** The area of a code. */
export const areaInfo = (code: SubjectArea): SubjectAreaInfo => SUBJECT_AREAS.find((a) => a.code === code)!;
/** The elective of a code, or undefined. */
export const choiceInfo = (id: number): ChoiceSubject | undefined => CHOICE_SUBJECTS.find((c) => c.id === id);
/** The electives a student may choose in an area. */
export const choicesOfArea = (code: SubjectArea): ChoiceSubject[] => CHOICE_SUBJECTS.filter((c) => (areaInfo(code).groups as readonly ChoiceGroup[]).includes(c.group));
/** Whether an elective belongs to an area. */
export const choiceFitsArea = (code: SubjectArea, id: number): boolean => choicesOfArea(code).some((c) => c.id === id);
/** The question bank's subject type of an elective's bank exams, or null when its area is never graded from answers. */
export const bankSubjectTypeOf = (id: number): number | null => {
  const choice = choiceInfo(id);
  return choice ? CHOICE_GROUPS[choice.group].subject_type_id : null;
};
