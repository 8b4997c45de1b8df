/**
 * The reviewer workflow (spec section 4, "Reviewer lists" and transitions): reviewer lists by admin_check
 * over exams in state 3 or 4, the reviewer's events (hold, resume, approve, reject and return, force skip,
 * admin check) applied through the admin_check machine, per-question returns and the author's per-question
 * "fixed" step (the rejection machine), and the audit timeline of an exam.
 */
import { z } from 'zod';
import { REVIEW_CHANGE_EVENTS } from '../machines/admin-check.machine';
import { MID_ENTRY_REVIEW_EVENTS } from '../machines/exam-subject.machine';
import { RETURN_ACTION_NAMES } from '../machines/rejection.machine';
import { defineCall, IdSchema, LIMITS, queryNumber, QueryIdSchema } from './http';
import { listReply } from './question-bank/common';
import { ExamSubjectListQuerySchema, ExamSubjectSchema, TransitionReplySchema } from './question-bank/exams';

/**
 * Reviewer lists: one admin_check value (2 pending, 3 on hold, 4 reviewed, 5 completed) over exams in state 3
 * or 4, or 0 for exams their writer sent for review mid-entry (state 1); and the show-all toggle.
 */
export const ReviewListQuerySchema = ExamSubjectListQuerySchema.extend({
  admin_check: queryNumber(
    z.union([z.literal(0), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], { error: 'admin_check는 0, 2, 3, 4, 5 중 하나입니다.' }).default(2),
  ),
  /** Non-master reviewers see only the exams they reviewed (and unassigned pending ones) unless this is true. */
  show_all: z.enum(['true', 'false']).optional(),
});
export type ReviewListQuery = z.output<typeof ReviewListQuerySchema>;

/**
 * The reviewer's events sent through PUT review_exam (APPROVE has its own call): the admin_check machine's
 * HOLD, RESUME, REJECT, FORCE_SKIP, ADMIN_CHECK on exams in state 3 or 4, and the exam machine's REVIEW_PASS and
 * RETURN on an exam its writer sent for review mid-entry (state 1).
 */
export const ReviewEventSchema = z.enum([...REVIEW_CHANGE_EVENTS, ...MID_ENTRY_REVIEW_EVENTS]);
export const ReviewExamBodySchema = z.object({
  id: IdSchema,
  event: ReviewEventSchema,
  /** Required for REJECT and FORCE_SKIP (the machine's guard; the screen asks for it). */
  reason: z.string().trim().max(LIMITS.shortText).optional(),
});

/**
 * A per-question step: the reviewer marks a question returned with a reason (or takes it back) before
 * rejecting; after the rejection the author marks each fixed question done.
 */
export const ReturnActionSchema = z.enum(RETURN_ACTION_NAMES);
export const QuestionReturnBodySchema = z
  .object({ id: IdSchema, action: ReturnActionSchema, reason: z.string().trim().max(LIMITS.shortText).optional() })
  .refine((b) => b.action !== 'return' || !!b.reason, { path: ['reason'], message: '반려 사유를 입력하세요.' });
export const QuestionReturnReplySchema = z.object({
  id: z.number().int(),
  returned: z.boolean(),
  return_done: z.boolean(),
  /** The rejection machine's state of the exam after this step (fixing, ready) or null when not rejected. */
  rejection: z.string().nullable(),
});

export const TimelineEntrySchema = z.object({
  id: z.number().int(),
  machine: z.string(),
  event: z.string(),
  from_state: z.string(),
  to_state: z.string(),
  reason: z.string().nullable(),
  user_name: z.string().nullable(),
  create_time: z.string(),
});

/** GET review_exam: a reviewer list. */
export const reviewExamList = defineCall({ method: 'GET', path: '/api/v2/exam/review_exam', area: 'review', summary: '검수 목록 (admin_check 2~5, 상태 3·4)', query: ReviewListQuerySchema, reply: listReply(ExamSubjectSchema) });
/** PUT review_exam: hold, resume, reject and return, force skip, admin check. */
export const reviewExamChange = defineCall({ method: 'PUT', path: '/api/v2/exam/review_exam', area: 'review', summary: '검수 상태 변경 (HOLD, RESUME, REJECT, FORCE_SKIP, ADMIN_CHECK; 검토 중 시험은 REVIEW_PASS, RETURN)', body: ReviewExamBodySchema, reply: TransitionReplySchema });
/** PUT review_exam_done: the reviewer approves (admin_check 4). */
export const reviewExamDone = defineCall({ method: 'PUT', path: '/api/v2/exam/review_exam_done', area: 'review', summary: '검수 완료 (APPROVE)', body: z.object({ id: IdSchema }), reply: TransitionReplySchema });
/** PUT question_return: return a question (reviewer), take it back, or mark it fixed (author). */
export const questionReturn = defineCall({ method: 'PUT', path: '/api/v2/exam/question_return', area: 'review', summary: '문항 반려·취소·수정 완료', body: QuestionReturnBodySchema, reply: QuestionReturnReplySchema });
/** PUT question_head_return: the same for a shared passage: every question it covers. */
export const questionHeadReturn = defineCall({ method: 'PUT', path: '/api/v2/exam/question_head_return', area: 'review', summary: '공통 지문 반려·취소·수정 완료 (지문이 덮는 모든 문항)', body: QuestionReturnBodySchema, reply: z.object({ updated: z.number().int(), rejection: z.string().nullable() }) });
/** GET exam_subject/timeline (not in the spec): every transition of an exam, oldest first. */
export const examTimeline = defineCall({
  method: 'GET',
  path: '/api/v2/exam/exam_subject/timeline',
  area: 'review-extra',
  summary: '시험 처리 이력',
  query: z.object({ id: QueryIdSchema }),
  reply: z.object({ data_list: z.array(TimelineEntrySchema) }),
});
