/**
 * Questions of an exam subject (spec section 3, Question): reads for entry, classification and the bank,
 * the save with an optimistic lock, heads (shared passages), and the five choices (question_multiple).
 */
import { z } from 'zod';
import { defineCall, EmptyReplySchema, IdSchema, intField, LIMITS, queryNumber, QueryIdSchema } from '../http';
import { IdParamsSchema, IdReplySchema, listReply, OptionalInt, PageQuerySchema, SearchText } from './common';

/** One choice of a multiple-choice question, with its display width in percent. */
export const ChoiceSchema = z.object({ id: z.number().int(), question_id: z.number().int(), choice_index: z.number().int(), content: z.string(), width: z.number().int() });
export type Choice = z.infer<typeof ChoiceSchema>;

/** A question as the editors and lists see it. */
export const QuestionSchema = z.object({
  id: z.number().int(),
  exam_subject_id: z.number().int(),
  question_index: z.number().int(),
  question_type: z.number().int(),
  answer: z.string().nullable(),
  answer_multiple: z.array(z.number().int()),
  answer_number: z.string().nullable(),
  category_id: z.number().int().nullable(),
  chapter_id: z.number().int().nullable(),
  class_type: z.number().int(),
  head_question_id: z.number().int().nullable(),
  /** Difficulty (detail_level). */
  level: z.number().int().nullable(),
  visit_a: z.boolean(),
  visit_q: z.boolean(),
  divide_error_reported: z.boolean(),
  check_state: z.number().int(),
  comment: z.string().nullable(),
  comment_tag: z.string().nullable(),
  content: z.string(),
  image_key: z.string().nullable(),
  excluded: z.boolean(),
  is_reported: z.boolean(),
  returned: z.boolean(),
  return_reason: z.string().nullable(),
  return_done: z.boolean(),
  version: z.number().int(),
  choices: z.array(ChoiceSchema),
  /** The spec section 5 labels this question is missing (empty when complete). */
  missing: z.array(z.string()),
});
export type Question = z.infer<typeof QuestionSchema>;

export const HeadSchema = z.object({ id: z.number().int(), exam_subject_id: z.number().int(), content: z.string(), start_index: z.number().int(), end_index: z.number().int() });

/** `?id=` exam subject, with an optional question-type filter (`type`). */
export const QuestionSubjectQuerySchema = z.object({ id: QueryIdSchema, type: OptionalInt });
export const QuestionSubjectReplySchema = z.object({
  data_list: z.array(QuestionSchema),
  heads: z.array(HeadSchema),
  /** The exam subject's code, for the completeness rule (ENG...). */
  subject_code_name: z.string(),
  state: z.number().int(),
});

export const QuestionBankQuerySchema = PageQuerySchema.extend({
  subject_type_id: OptionalInt,
  grade_id: OptionalInt,
  year: OptionalInt,
  category_id: OptionalInt,
  level: OptionalInt,
  question_type: OptionalInt,
  search: SearchText,
});
export const QuestionBankRowSchema = z.object({
  id: z.number().int(),
  exam_subject_id: z.number().int(),
  exam_subject_name: z.string(),
  question_index: z.number().int(),
  question_type: z.number().int(),
  level: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  content: z.string(),
  year: z.number().int(),
  grade_id: z.number().int(),
});

const ChoiceInput = z.object({
  choice_index: z.number().int().min(1).max(5),
  content: z.string().max(LIMITS.longText),
  width: z.number().int().min(10).max(100).optional(),
});

export const QuestionSaveBodySchema = z.object({
  id: IdSchema,
  /** The version the editor loaded: a save on a stale version is refused with 409 and nothing is overwritten. */
  version: intField(1),
  question_type: z.number().int().min(1).max(4).optional(),
  answer: z.string().trim().max(LIMITS.shortText).nullable().optional(),
  answer_multiple: z.array(z.number().int().min(1).max(5)).max(5).optional(),
  answer_number: z.string().trim().max(LIMITS.shortText).nullable().optional(),
  category_id: IdSchema.nullable().optional(),
  chapter_id: IdSchema.nullable().optional(),
  class_type: z.number().int().min(1).max(3).optional(),
  level: z.number().int().min(1).max(5).nullable().optional(),
  content: z.string().max(LIMITS.longText).optional(),
  comment: z.string().max(LIMITS.longText).nullable().optional(),
  comment_tag: z.string().trim().max(50).nullable().optional(),
  head_question_id: IdSchema.nullable().optional(),
  visit_a: z.boolean().optional(),
  visit_q: z.boolean().optional(),
  /** All five choices at once (replaces the stored ones). */
  choices: z.array(ChoiceInput).max(5).optional(),
});
export const QuestionSaveReplySchema = z.object({ id: z.number().int(), version: z.number().int(), missing: z.array(z.string()) });

export const QuestionClassBodySchema = z.object({
  id: IdSchema,
  version: intField(1),
  category_id: IdSchema.nullable().optional(),
  chapter_id: IdSchema.nullable().optional(),
  level: z.number().int().min(1).max(5).nullable().optional(),
});

export const QuestionHeadBodySchema = z
  .object({
    id: IdSchema.optional(),
    exam_subject_id: IdSchema,
    start_index: intField(1),
    end_index: intField(1),
    content: z.string().max(LIMITS.longText),
  })
  .refine((b) => b.end_index >= b.start_index, { path: ['end_index'], message: '끝 문항 번호는 시작 번호 이상이어야 합니다.' });

export const QuestionAddBodySchema = z.object({ exam_subject_id: IdSchema, question_type: z.number().int().min(1).max(4).optional() });

export const MultipleParamsSchema = z.object({ id: z.union([z.literal('All'), QueryIdSchema]) });
export const MultipleQuerySchema = z.object({ exam_subject_id: queryNumber(IdSchema.optional()) });
export const MultipleCreateBodySchema = ChoiceInput.extend({ question_id: IdSchema });
export const MultipleUpdateBodySchema = z.object({ id: IdSchema, content: z.string().max(LIMITS.longText).optional(), width: z.number().int().min(10).max(100).optional() });
export const MultipleWidthBodySchema = z.object({ question_id: IdSchema, width: z.number().int().min(10).max(100) });

export const questionSubject = defineCall({ method: 'GET', path: '/api/v2/exam/question_subject', area: 'exam', summary: '시험 과목의 문항', query: QuestionSubjectQuerySchema, reply: QuestionSubjectReplySchema });
export const questionSubjectClass = defineCall({ method: 'GET', path: '/api/v2/exam/question_subject/class', area: 'exam', summary: '분류할 문항', query: QuestionSubjectQuerySchema, reply: QuestionSubjectReplySchema });
export const questionSubjectAll = defineCall({ method: 'GET', path: '/api/v2/exam/question_subject/all', area: 'exam', summary: '문제은행 문항 검색', query: QuestionBankQuerySchema, reply: listReply(QuestionBankRowSchema) });
export const questionGet = defineCall({ method: 'GET', path: '/api/v2/exam/question/{id}', area: 'exam', summary: '문항', params: IdParamsSchema, reply: z.object({ data: QuestionSchema, head: HeadSchema.nullable(), subject_code_name: z.string() }) });
export const questionSave = defineCall({ method: 'PUT', path: '/api/v2/exam/question', area: 'exam', summary: '문항 저장 (버전이 다르면 409)', body: QuestionSaveBodySchema, reply: QuestionSaveReplySchema });
export const questionClass = defineCall({ method: 'PUT', path: '/api/v2/exam/question_class', area: 'exam', summary: '문항 분류 저장', body: QuestionClassBodySchema, reply: QuestionSaveReplySchema });
export const questionHead = defineCall({ method: 'PUT', path: '/api/v2/exam/question_head', area: 'exam', summary: '공통 지문 저장', body: QuestionHeadBodySchema, reply: IdReplySchema });
export const questionAdd = defineCall({ method: 'POST', path: '/api/v2/exam/question/add', area: 'exam', summary: '문항 추가', body: QuestionAddBodySchema, reply: IdReplySchema.extend({ question_index: z.number().int() }) });
export const questionDelete = defineCall({ method: 'DELETE', path: '/api/v2/exam/question/{id}', area: 'exam', summary: '문항 삭제 (뒤 문항 번호를 당김)', params: IdParamsSchema, reply: EmptyReplySchema });

export const questionMultipleGet = defineCall({
  method: 'GET',
  path: '/api/v2/exam/question_multiple/{id}',
  area: 'exam',
  summary: '문항 선택지 (id 또는 All + exam_subject_id)',
  params: MultipleParamsSchema,
  query: MultipleQuerySchema,
  reply: z.object({ data_list: z.array(ChoiceSchema) }),
});
export const questionMultipleCreate = defineCall({ method: 'POST', path: '/api/v2/exam/question_multiple', area: 'exam', summary: '선택지 추가', body: MultipleCreateBodySchema, reply: IdReplySchema });
export const questionMultipleUpdate = defineCall({ method: 'PUT', path: '/api/v2/exam/question_multiple', area: 'exam', summary: '선택지 수정', body: MultipleUpdateBodySchema, reply: IdReplySchema });
export const questionMultipleWidth = defineCall({ method: 'PUT', path: '/api/v2/exam/question_multiple/width', area: 'exam', summary: '선택지 너비 일괄 변경', body: MultipleWidthBodySchema, reply: z.object({ updated: z.number().int() }) });
export const questionMultipleDelete = defineCall({ method: 'DELETE', path: '/api/v2/exam/question_multiple/{id}', area: 'exam', summary: '선택지 삭제', params: IdParamsSchema, reply: EmptyReplySchema });
