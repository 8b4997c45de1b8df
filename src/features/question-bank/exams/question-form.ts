/** The editor's form values of one question, and the pure conversions to and from the wire shape. */
import type { Question } from '../../../api/question-bank/questions';
import { missingItems } from '../question-bank.rules';
import { CHOICE_COUNT, QUESTION_TYPE } from '../../../api/codes';

export interface QuestionForm {
  question_type: number;
  /** What completeness asks of the question (CLASS_TYPE): its type category, its answer, or both. */
  class_type: number;
  content: string;
  choices: string[];
  answer: string;
  answer_number: string;
  answer_multiple: number[];
  level: number | null;
  category_id: number | null;
  chapter_id: number | null;
  comment: string;
  comment_tag: string;
}

/** Form values of a loaded question (always five choice slots). */
export function formOf(q: Question): QuestionForm {
  const choices = Array.from({ length: CHOICE_COUNT }, (_, i) => q.choices.find((c) => c.choice_index === i + 1)?.content ?? '');
  return {
    question_type: q.question_type,
    class_type: q.class_type,
    content: q.content,
    choices,
    answer: q.answer ?? '',
    answer_number: q.answer_number ?? '',
    answer_multiple: q.answer_multiple,
    level: q.level,
    category_id: q.category_id,
    chapter_id: q.chapter_id,
    comment: q.comment ?? '',
    comment_tag: q.comment_tag ?? '',
  };
}

/** The save body of a form (only what the editor owns). */
export function saveBodyOf(q: Question, f: QuestionForm) {
  const hasChoices = f.question_type !== QUESTION_TYPE.subjective.code;
  return {
    id: q.id,
    version: q.version,
    question_type: f.question_type,
    class_type: f.class_type,
    content: f.content,
    answer: f.answer.trim() || null,
    answer_number: f.answer_number.trim() || null,
    answer_multiple: [...f.answer_multiple].sort(),
    level: f.level,
    category_id: f.category_id,
    chapter_id: f.chapter_id,
    comment: f.comment.trim() || null,
    comment_tag: f.comment_tag.trim() || null,
    choices: hasChoices ? f.choices.map((content, i) => ({ choice_index: i + 1, content })) : undefined,
  };
}

/** Whether the form differs from the loaded question. */
export function isDirty(q: Question, f: QuestionForm): boolean {
  return JSON.stringify(formOf(q)) !== JSON.stringify(f);
}

/** What the question would be missing with these values (the same rule as the server). */
export function missingOfForm(f: QuestionForm, subjectCode: string): string[] {
  return missingItems(
    {
      question_type: f.question_type,
      class_type: f.class_type,
      level: f.level,
      category_id: f.category_id,
      answer: f.answer,
      answer_number: f.answer_number,
      answer_multiple: f.answer_multiple,
      choice_count: f.choices.filter((c) => c.trim() !== '').length,
    },
    subjectCode,
  );
}
