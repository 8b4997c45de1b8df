/**
 * AI exam records and their entry (spec section 3 "Auto exam subject", section 4 "AI review state", section 7
 * "AI exam flow": auto_exam_subject*, auto_exam, auto_enter_exam*, auto_question_head(_return); issue 9 points
 * 1 and 7). An AI exam subject is an exam subject of type AI (EXAM_TYPE.ai) with its AI review state (ai_state)
 * and admin_check of the AI flow; its questions are ordinary questions. Its states move only through the AI exam
 * machine (src/machines/auto-exam.machine.ts).
 */
import { z } from 'zod';
import { AUTO_WRITER_EVENTS } from '../../machines/auto-exam.machine';
import { EXAM_TYPE } from '../codes';
import { defineCall, EmptyReplySchema, IdSchema, intField, LIMITS, queryNumber, QueryIdSchema } from '../http';
import { DateText, IdParamsSchema, IdReplySchema, listReply, NameText, OptionalInt, SearchText } from '../question-bank/common';
import { ExamSubjectListQuerySchema, ExamSubjectSchema, Grade, SchoolType, Year } from '../question-bank/exams';
import { QuestionHeadBodySchema } from '../question-bank/questions';

const Price = intField(0, 10_000_000);

const AI_TYPE_MESSAGE = `type은 AI 시험(${EXAM_TYPE.ai.code})이어야 합니다.`;
/** The exam kind a call of the AI flow names (`type` in the spec's queries): only AI exams are on this flow. */
export const AiExamTypeSchema = queryNumber(z.literal(EXAM_TYPE.ai.code, { error: AI_TYPE_MESSAGE }).optional());

/** An AI exam subject: the exam list entry with its AI review state. */
export const AutoExamSubjectSchema = ExamSubjectSchema.extend({
  /** AI review state (0 not requested, 1 requested, 2 rejected, 3 approved). */
  ai_state: z.number().int(),
  /** The reason of the last rejection or forced skip. */
  ai_reason: z.string().nullable(),
  /** The AI-flow school subject of an AI school exam. */
  auto_school_subject_id: z.number().int().nullable(),
  /** Spec section 4: approved (ai_state 3) and checked by an administrator (admin_check 1). */
  allowed: z.boolean(),
});
export type AutoExamSubject = z.infer<typeof AutoExamSubjectSchema>;

/** Filters, sort and page of the AI exam lists: the admin filters plus the AI review state. */
export const AutoExamListQuerySchema = ExamSubjectListQuerySchema.extend({
  /** AI review state filter. */
  ai_state: OptionalInt,
});
export type AutoExamListQuery = z.output<typeof AutoExamListQuerySchema>;
export const AutoExamListReplySchema = listReply(AutoExamSubjectSchema);

/** A returned question of the last rejection and whether its fix is marked done. */
export const ReturnedQuestionSchema = z.object({ id: z.number().int(), question_index: z.number().int(), return_reason: z.string().nullable(), return_done: z.boolean() });
/** An incomplete question with its missing items by the spec section 5 labels. */
export const IncompleteQuestionSchema = z.object({ id: z.number().int(), question_index: z.number().int(), missing: z.array(z.string()) });

/** GET auto_exam_subject?id: one AI exam subject, what its questions miss and what was returned. */
export const AutoExamDetailReplySchema = z.object({ data: AutoExamSubjectSchema, incomplete: z.array(IncompleteQuestionSchema), returned: z.array(ReturnedQuestionSchema) });
/** GET auto_exam_subject: with `id` the one record, without it the list. */
export const AutoExamSubjectQuerySchema = AutoExamListQuerySchema.extend({ id: queryNumber(IdSchema.optional()) });

/** POST auto_exam_subject: a new AI exam subject, in the AI exam (exams row of type AI) it creates or reuses. */
export const AutoExamSubjectBodySchema = z.object({
  /** The subject's name (e.g. "2025학년도 6월 모의평가 수학"). */
  name: NameText,
  /** The exam's name: the exams row of type AI with this name, level, grade and year is reused or created. */
  test_name: NameText,
  school_type: SchoolType,
  grade_id: Grade,
  subject_type_id: intField(0, 99),
  subject_detail_type_id: IdSchema.nullable().optional(),
  year: Year,
  semester: intField(1, 4).nullable().optional(),
  release_time: DateText.nullable().optional(),
  enter_price: Price.optional(),
  class_price: Price.optional(),
  /** 1 type category, 2 answer only, 3 answer and type. */
  class_type: intField(1, 3).optional(),
  /** The enterer. */
  user_id: IdSchema.nullable().optional(),
  /** The reviewer. */
  admin_id: IdSchema.nullable().optional(),
  auto_school_subject_id: IdSchema.nullable().optional(),
  /** Empty questions to create before splitting (0-100; the splitter adds its own). */
  question_count: intField(0, 100).optional(),
});
/** PUT auto_exam_subject: edit or assign, at the version the editor loaded. */
export const AutoExamSubjectUpdateBodySchema = AutoExamSubjectBodySchema.omit({ question_count: true, test_name: true })
  .partial()
  .extend({ id: IdSchema, version: intField(1) });

/** One entry of the light list for pickers. */
export const AutoExamPickSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  test_name: z.string(),
  year: z.number().int(),
  grade_id: z.number().int(),
  subject_type_id: z.number().int(),
  state: z.number().int(),
  ai_state: z.number().int(),
  admin_check: z.number().int(),
});
export const AutoExamPickQuerySchema = z.object({ year: OptionalInt, subject_type_id: OptionalInt, grade_id: OptionalInt, name_search: SearchText });

/** An AI exam (exams row of type AI). */
export const AutoExamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  school_type: z.number().int(),
  grade_id: z.number().int(),
  year: z.number().int(),
  release_time: z.string().nullable(),
});

/** The states after an applied event of the AI exam machine, and the rejection region while the writer fixes (else null). */
export const AutoTransitionReplySchema = z.object({
  id: z.number().int(),
  state: z.number().int(),
  ai_state: z.number().int(),
  admin_check: z.number().int(),
  rejection: z.string().nullable(),
});

/** `?id` (and the exam kind) of the AI flow's state calls. */
export const AutoIdQuerySchema = z.object({ id: QueryIdSchema, type: AiExamTypeSchema });

/** PUT auto_enter_exam: the writer's events (ENTER starts entering; REQUEST sends the exam to AI review). */
export const AutoEnterBodySchema = z.object({ id: IdSchema, event: z.enum(AUTO_WRITER_EVENTS) });
/** GET auto_enter_exam_user: one user's own list (level 1 only their own). */
export const AutoEnterUserQuerySchema = AutoExamListQuerySchema.extend({ user_id: QueryIdSchema });

/** PUT auto_question_head_return: a shared passage returned with a reason (every question it covers). */
export const AutoHeadReturnBodySchema = z.object({ id: IdSchema, reason: z.string().trim().max(LIMITS.shortText).optional() });

export const autoExamSubjectGet = defineCall({
  method: 'GET',
  path: '/api/v2/exam/auto_exam_subject',
  area: 'digitise',
  summary: 'AI 시험 과목 목록 (필터·정렬·페이지) 또는 ?id 한 건',
  query: AutoExamSubjectQuerySchema,
  reply: z.union([AutoExamListReplySchema, AutoExamDetailReplySchema]),
});
export const autoExamSubjectCreate = defineCall({ method: 'POST', path: '/api/v2/exam/auto_exam_subject', area: 'digitise', summary: 'AI 시험 과목 생성 (AI 시험 생성 또는 재사용)', body: AutoExamSubjectBodySchema, reply: IdReplySchema.extend({ exam_id: z.number().int() }) });
export const autoExamSubjectUpdate = defineCall({ method: 'PUT', path: '/api/v2/exam/auto_exam_subject', area: 'digitise', summary: 'AI 시험 과목 수정·담당자 배정', body: AutoExamSubjectUpdateBodySchema, reply: z.object({ id: z.number().int(), version: z.number().int() }) });
export const autoExamSubjectList = defineCall({ method: 'GET', path: '/api/v2/exam/auto_exam_subject_list', area: 'digitise', summary: 'AI 시험 과목 간단 목록 (선택용)', query: AutoExamPickQuerySchema, reply: z.object({ data_list: z.array(AutoExamPickSchema) }) });
export const autoExamSubjectDone = defineCall({ method: 'PUT', path: '/api/v2/exam/auto_exam_subject_done', area: 'digitise', summary: 'AI 시험 완료 (허용된 시험을 문제은행으로)', query: AutoIdQuerySchema, reply: AutoTransitionReplySchema });
export const autoExamSubjectExam = defineCall({ method: 'GET', path: '/api/v2/exam/auto_exam_subject_exam/{id}', area: 'digitise', summary: 'AI 시험과 그 과목들', params: IdParamsSchema, reply: z.object({ data: AutoExamSchema, data_list: z.array(AutoExamSubjectSchema) }) });
export const autoExamSubjectDelete = defineCall({ method: 'DELETE', path: '/api/v2/exam/auto_exam_subject/{id}', area: 'digitise', summary: 'AI 시험 과목 삭제 (검토 중·완료된 과목은 409)', params: IdParamsSchema, reply: EmptyReplySchema });
export const autoExamDelete = defineCall({ method: 'DELETE', path: '/api/v2/exam/auto_exam/{id}', area: 'digitise', summary: 'AI 시험과 그 과목 삭제 (검토 중·완료된 과목이 있으면 409)', params: IdParamsSchema, reply: EmptyReplySchema });

export const autoEnterExamUser = defineCall({ method: 'GET', path: '/api/v2/exam/auto_enter_exam_user', area: 'digitise', summary: '직원의 AI 시험 목록 (허용되지 않은 시험)', query: AutoEnterUserQuerySchema, reply: AutoExamListReplySchema });
export const autoEnterExam = defineCall({ method: 'GET', path: '/api/v2/exam/auto_enter_exam', area: 'digitise', summary: '허용된 AI 시험 목록 (승인·관리자 확인)', query: AutoExamListQuerySchema, reply: AutoExamListReplySchema });
export const autoEnterExamChange = defineCall({ method: 'PUT', path: '/api/v2/exam/auto_enter_exam', area: 'digitise', summary: 'AI 시험 입력 상태 변경 (ENTER, REQUEST)', body: AutoEnterBodySchema, reply: AutoTransitionReplySchema });
export const autoEnterExamDone = defineCall({ method: 'PUT', path: '/api/v2/exam/auto_enter_exam_done', area: 'digitise', summary: 'AI 시험 입력 완료 (미완성 문항이 있으면 400)', body: z.object({ id: IdSchema }), reply: AutoTransitionReplySchema });
export const autoQuestionHead = defineCall({ method: 'PUT', path: '/api/v2/exam/auto_question_head', area: 'digitise', summary: 'AI 시험 공통 지문 저장', body: QuestionHeadBodySchema, reply: IdReplySchema });
export const autoQuestionHeadReturn = defineCall({ method: 'PUT', path: '/api/v2/exam/auto_question_head_return', area: 'digitise', summary: 'AI 시험 공통 지문 반려 (지문이 덮는 문항, 사유 필수)', body: AutoHeadReturnBodySchema, reply: AutoTransitionReplySchema });
