/**
 * The numbers typed into the exam screens' forms, read as typed and checked with the range of the call they are sent
 * to: an exam subject's prices (PUT exam_subject), a choice's width (PUT question_multiple, question_multiple/width)
 * and a shared passage's question numbers (PUT question_head). A value outside its range is refused on its field
 * with a Korean message and not sent; nothing is moved to the nearest end or replaced.
 */
import { rangeMessage } from '../../../api/http';
import { ExamSubjectUpdateBodySchema, type ExamSubject } from '../../../api/question-bank/exams';
import { MultipleWidthBodySchema, QuestionHeadBodySchema } from '../../../api/question-bank/questions';
import { validate, type FieldErrors } from '../../../components/form/form-errors';
import { typedNumber } from '../../../components/form/typed-number';

/** The form of an exam subject's name, assignees (ids as Select values) and prices (as typed). */
export interface ExamSubjectEditValues {
  name: string;
  user_id: string | null;
  admin_id: string | null;
  teacher_id: string | null;
  enter_price: number | string;
  class_price: number | string;
}

// optional in the create call, and optional again in the update's .partial()
const priceField = ExamSubjectUpdateBodySchema.shape.enter_price.unwrap().unwrap();
/** An exam subject's price range in won, as PUT exam_subject declares it (for the inputs' min and max). */
export const EXAM_PRICE = { min: priceField.minValue ?? 0, max: priceField.maxValue ?? Number.MAX_SAFE_INTEGER };

const idOrNull = (v: string | null) => (v ? Number(v) : null);
const textOrNull = (v: number | null) => (v === null ? null : String(v));

/** The edit form's values of a stored exam subject. */
export const examSubjectEditValues = (row: ExamSubject): ExamSubjectEditValues => ({
  name: row.name,
  user_id: textOrNull(row.user_id),
  admin_id: textOrNull(row.admin_id),
  teacher_id: textOrNull(row.teacher_id),
  enter_price: row.enter_price,
  class_price: row.class_price,
});

/** The PUT exam_subject body of the edit form at the version it was loaded: prices as typed (a blank is NaN, refused). */
export const examSubjectEditBody = (row: Pick<ExamSubject, 'id' | 'version'>, v: ExamSubjectEditValues) => ({
  id: row.id,
  version: row.version,
  name: v.name,
  user_id: idOrNull(v.user_id),
  admin_id: idOrNull(v.admin_id),
  teacher_id: idOrNull(v.teacher_id),
  enter_price: typedNumber(v.enter_price),
  class_price: typedNumber(v.class_price),
});

/** The edit form's errors by field (the call's own schema), or null when it may be sent. */
export const examSubjectEditErrors = (body: ReturnType<typeof examSubjectEditBody>): FieldErrors | null => validate(ExamSubjectUpdateBodySchema, body);

const widthField = MultipleWidthBodySchema.shape.width;
/** A choice's width in percent of a line, as the choice calls declare it (100: one choice a line, 20: five side by side). */
export const CHOICE_WIDTH = { min: widthField.minValue ?? 0, max: widthField.maxValue ?? 100 };

/** Why a typed choice width cannot be sent (e.g. "10~100 사이의 정수를 입력하세요."), or null when it can. */
export const choiceWidthError = (value: number | string): string | null =>
  widthField.safeParse(typedNumber(value)).success ? null : rangeMessage(CHOICE_WIDTH.min, CHOICE_WIDTH.max);

/** The form of a shared passage: the question numbers it covers, as typed, and its text. */
export interface HeadValues {
  id?: number;
  start_index: number | string;
  end_index: number | string;
  content: string;
}

/** The PUT question_head body of the form. */
export const headBody = (examSubjectId: number, v: HeadValues) => ({
  ...(v.id === undefined ? {} : { id: v.id }),
  exam_subject_id: examSubjectId,
  start_index: typedNumber(v.start_index),
  end_index: typedNumber(v.end_index),
  content: v.content,
});

/** The first question number a passage may cover, as PUT question_head declares it. */
export const FIRST_QUESTION_INDEX = QuestionHeadBodySchema.shape.start_index.minValue ?? 1;

/**
 * The passage form's errors by field, or null when it may be sent: the call's own schema (the end not before the
 * start, the text's length), and each question number a whole number from 1 to the exam subject's question count.
 */
export function headErrors(body: ReturnType<typeof headBody>, questionCount: number): FieldErrors | null {
  const errors: FieldErrors = validate(QuestionHeadBodySchema, body) ?? {};
  const range = questionCount < FIRST_QUESTION_INDEX ? '공통 지문을 붙일 문항이 없습니다. 문항을 먼저 추가하세요.' : rangeMessage(FIRST_QUESTION_INDEX, questionCount);
  for (const key of ['start_index', 'end_index'] as const) {
    const n = body[key];
    if (!Number.isInteger(n) || n < FIRST_QUESTION_INDEX || n > questionCount) errors[key] = range;
  }
  return Object.keys(errors).length ? errors : null;
}
