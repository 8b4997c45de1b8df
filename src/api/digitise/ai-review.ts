/**
 * The AI review of AI exams (spec section 4 "AI review state", section 7 "AI exam flow": auto_review_exam*,
 * check_exam_done; issue 9 point 7): the reviewer's list, approval, rejection with returned questions, the
 * per-question "fixed" step, the administrator's check and the forced skip, each an event of the AI exam machine
 * (src/machines/auto-exam.machine.ts) applied by the server.
 */
import { z } from 'zod';
import { AI_REVIEW_STATE } from '../../machines/ai-review.machine';
import { AUTO_ADMIN_CHECK } from '../../machines/auto-exam.machine';
import { defineCall, IdSchema, LIMITS, queryNumber, QueryIdSchema } from '../http';
import { AiExamTypeSchema, AutoExamListQuerySchema, AutoExamListReplySchema, AutoIdQuerySchema, AutoTransitionReplySchema, IncompleteQuestionSchema, ReturnedQuestionSchema } from './auto-exams';

const Reason = z.string().trim().max(LIMITS.shortText).optional();

/** GET auto_review_exam: the reviewer's list, review requested first; the master and admins see all, reviewers theirs and unassigned ones unless show_all. */
export const AutoReviewListQuerySchema = AutoExamListQuerySchema.extend({ show_all: z.enum(['true', 'false']).optional() });

const REVIEW_STATE_MESSAGE = `state는 ${AI_REVIEW_STATE.requested.code}(검토 요청) 또는 ${AI_REVIEW_STATE.approved.code}(승인)입니다. 반려는 auto_review_exam/return으로 문항과 사유를 보내세요.`;
/**
 * PUT auto_review_exam?type&id&admin_check&state&mark: the review state change. `state` is the AI review state
 * to move to (1 request again, 3 approve); `admin_check` 1 is the administrator's check; `mark` a note kept in
 * the audit trail. Exactly one of state and admin_check.
 */
export const AutoReviewChangeQuerySchema = z
  .object({
    id: QueryIdSchema,
    type: AiExamTypeSchema,
    state: queryNumber(z.union([z.literal(AI_REVIEW_STATE.requested.code), z.literal(AI_REVIEW_STATE.approved.code)], { error: REVIEW_STATE_MESSAGE }).optional()),
    admin_check: queryNumber(z.literal(AUTO_ADMIN_CHECK.checked.code, { error: `admin_check는 ${AUTO_ADMIN_CHECK.checked.code}(관리자 확인)만 보낼 수 있습니다.` }).optional()),
    mark: Reason,
  })
  .refine((q) => (q.state === undefined) !== (q.admin_check === undefined), { path: ['state'], message: 'state와 admin_check 중 하나만 보내세요.' });

/** PUT auto_review_exam_force: the reason of the forced skip (the machine refuses a blank one: 400 on body.reason). */
export const AutoForceBodySchema = z.object({ reason: Reason });
/** PUT auto_review_exam/return: the returned questions and the reason. */
export const AutoReturnBodySchema = z.object({ question_ids: z.array(IdSchema).max(500), reason: Reason });
/** PUT auto_review_exam/rejection/question_done?id&type&question_id. */
export const AutoQuestionDoneQuerySchema = AutoIdQuerySchema.extend({ question_id: QueryIdSchema });

/** GET check_exam_done: whether the exam can be finished (requested or marked done), and what stands in the way. */
export const CheckExamDoneReplySchema = z.object({
  /** Every question is complete and every returned question is fixed. */
  done: z.boolean(),
  incomplete: z.array(IncompleteQuestionSchema),
  /** Returned questions not yet marked fixed. */
  pending_returns: z.array(ReturnedQuestionSchema),
  question_count: z.number().int(),
});

export const autoReviewExamList = defineCall({ method: 'GET', path: '/api/v2/exam/auto_review_exam', area: 'digitise', summary: 'AI 검토 목록 (검토 요청 먼저)', query: AutoReviewListQuerySchema, reply: AutoExamListReplySchema });
export const autoReviewExamChange = defineCall({ method: 'PUT', path: '/api/v2/exam/auto_review_exam', area: 'digitise', summary: 'AI 검토 상태 변경 (state 1 재요청·3 승인, admin_check 1 관리자 확인)', query: AutoReviewChangeQuerySchema, reply: AutoTransitionReplySchema });
export const autoReviewExamDone = defineCall({ method: 'PUT', path: '/api/v2/exam/auto_review_exam_done', area: 'digitise', summary: 'AI 검토 완료 (승인)', body: z.object({ id: IdSchema }), reply: AutoTransitionReplySchema });
export const autoReviewExamCheck = defineCall({ method: 'PUT', path: '/api/v2/exam/auto_review_exam/check', area: 'digitise', summary: '관리자 확인 (승인된 시험 허용)', query: AutoIdQuerySchema, reply: AutoTransitionReplySchema });
export const autoReviewExamForce = defineCall({ method: 'PUT', path: '/api/v2/exam/auto_review_exam_force', area: 'digitise', summary: 'AI 검토 강제 통과 (관리자, 사유 필수)', query: AutoIdQuerySchema, body: AutoForceBodySchema, reply: AutoTransitionReplySchema });
export const autoReviewExamReturn = defineCall({ method: 'PUT', path: '/api/v2/exam/auto_review_exam/return', area: 'digitise', summary: 'AI 검토 반려 (문항과 사유)', query: AutoIdQuerySchema, body: AutoReturnBodySchema, reply: AutoTransitionReplySchema });
export const autoReviewQuestionDone = defineCall({
  method: 'PUT',
  path: '/api/v2/exam/auto_review_exam/rejection/question_done',
  area: 'digitise',
  summary: '반려 문항 수정 완료',
  query: AutoQuestionDoneQuerySchema,
  reply: AutoTransitionReplySchema,
});
export const checkExamDone = defineCall({ method: 'GET', path: '/api/v2/exam/check_exam_done', area: 'digitise', summary: '시험 완료 가능 여부 (미완성·미수정 문항)', query: z.object({ id: QueryIdSchema, type: AiExamTypeSchema }), reply: CheckExamDoneReplySchema });
