/**
 * Use cases of the AI review (spec section 4 "AI review state", section 7): the reviewer's list (review requested
 * first), approval, rejection with returned questions, the writer's per-question "fixed" step, the administrator's
 * check and the forced skip, each an event of the AI exam machine applied by auto-exams.lifecycle.ts; and
 * check_exam_done, what still stands between an exam and being finished.
 */
import { eq, isNull, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type * as api from '../../../src/api/digitise/ai-review';
import { examSubjectAccess, UNASSIGNED_EXAM } from '../../../src/api/exam-subject-access';
import { DIGITISE_POLICY as policy } from '../../../src/features/digitise/digitise.policy';
import { AI_REVIEW_STATE } from '../../../src/machines/ai-review.machine';
import { examSubjects } from '../../db/schema';
import type { AuthUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { badRequest, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import { incompleteQuestionsOf } from '../../shared/exam-subjects.repository';
import { applyAutoExamEvent, lockAutoExam, questionsOfExam, sendAutoExamEvent, type AutoExamRow } from './auto-exams.lifecycle';
import * as repo from './auto-exams.repository';
import { allowedTo } from './auto-exams.service';

/** Whether the actor may use the admin-type actions (CHECK, FORCE) on the exam: a fact for the machine's guard. */
const adminActions = (user: AuthUser) => (row: AutoExamRow) => ({ adminActions: policy.allows(actorOf(user), 'autoExam.check', examSubjectAccess(row)) });

/**
 * GET auto_review_exam: AI exams whose review was ever requested, review requested (1) first; admins see all,
 * reviewers theirs and unassigned ones unless show_all.
 */
export function reviewList(deps: Deps, user: AuthUser, q: z.output<typeof api.AutoReviewListQuerySchema>) {
  const scope = [ne(examSubjects.ai_state, AI_REVIEW_STATE.notRequested.code)];
  const everyone = policy.allows(actorOf(user), 'autoExam.check', UNASSIGNED_EXAM);
  if (!everyone && q.show_all !== 'true') scope.push(or(eq(examSubjects.admin_id, user.uid), isNull(examSubjects.admin_id))!);
  return repo.listAutoExams(deps.db, { ...q, user_id: undefined }, scope, AI_REVIEW_STATE.requested.code);
}

/** PUT auto_review_exam: state 1 requests the review again (REQUEST), state 3 approves (APPROVE), admin_check 1 checks (CHECK). */
export function reviewChange(deps: Deps, user: AuthUser, q: z.output<typeof api.AutoReviewChangeQuerySchema>) {
  if (q.admin_check !== undefined) return check(deps, user, q.id);
  const type = q.state === AI_REVIEW_STATE.approved.code ? 'APPROVE' : 'REQUEST';
  return sendAutoExamEvent(deps.db, { id: q.id, event: { type, reason: q.mark }, actor: user, authorize: allowedTo(user, 'review') });
}

/** PUT auto_review_exam_done: the reviewer approves (APPROVE). */
export function approve(deps: Deps, user: AuthUser, id: number) {
  return sendAutoExamEvent(deps.db, { id, event: { type: 'APPROVE' }, actor: user, authorize: allowedTo(user, 'review') });
}

/** PUT auto_review_exam/check: the administrator's check of an approved exam (admin_check 1: allowed). */
export function check(deps: Deps, user: AuthUser, id: number) {
  return sendAutoExamEvent(deps.db, { id, event: { type: 'CHECK' }, actor: user, authorize: allowedTo(user, 'read'), facts: adminActions(user) });
}

/** PUT auto_review_exam_force: the administrator skips the review with a reason (FORCE; 400 on body.reason without one). */
export function force(deps: Deps, user: AuthUser, id: number, reason: string | undefined) {
  return sendAutoExamEvent(deps.db, { id, event: { type: 'FORCE', reason }, actor: user, authorize: allowedTo(user, 'read'), facts: adminActions(user), reasonField: 'body.reason' });
}

/** PUT auto_review_exam/return: the reviewer rejects the exam, returning the named questions with a reason (REJECT); the enterer is notified. */
export function returnQuestions(deps: Deps, user: AuthUser, id: number, body: z.output<typeof api.AutoReturnBodySchema>) {
  return deps.db.transaction(async (tx) => {
    allowedTo(user, 'review')(await lockAutoExam(tx, id));
    const ids = [...new Set(body.question_ids)];
    const found = await questionsOfExam(tx, id, ids);
    const stranger = ids.find((q) => !found.includes(q));
    if (stranger !== undefined) throw badRequest('body.question_ids', `body.question_ids: ${stranger}번 문항은 이 시험의 문항이 아닙니다.`);
    return applyAutoExamEvent(tx, { id, event: { type: 'REJECT', questionIds: ids.map(String), reason: body.reason }, actor: user, authorize: allowedTo(user, 'review') });
  });
}

/** PUT auto_review_exam/rejection/question_done: the writer marks one returned question fixed (QUESTION_DONE); 404 for a question of another exam. */
export function questionDone(deps: Deps, user: AuthUser, q: z.output<typeof api.AutoQuestionDoneQuerySchema>) {
  return deps.db.transaction(async (tx) => {
    allowedTo(user, 'enter')(await lockAutoExam(tx, q.id));
    if (!(await questionsOfExam(tx, q.id, [q.question_id])).length) throw notFound('문항', 'query.question_id');
    return applyAutoExamEvent(tx, { id: q.id, event: { type: 'QUESTION_DONE', questionId: String(q.question_id) }, actor: user, authorize: allowedTo(user, 'enter') });
  });
}

/** GET check_exam_done: whether every question is complete and every returned one fixed, with what is missing. */
export async function checkDone(deps: Deps, user: AuthUser, id: number) {
  const row = await repo.findAutoExam(deps.db, id);
  if (!row) throw notFound('AI 시험 과목');
  assertAllowed(policy.authorize(actorOf(user), 'autoExam.read', examSubjectAccess(row)));
  const incomplete = await incompleteQuestionsOf(deps.db, row);
  const pending = (await repo.returnedWithReasons(deps.db, id)).filter((r) => !r.return_done);
  return { done: incomplete.length === 0 && pending.length === 0, incomplete, pending_returns: pending, question_count: row.question_count };
}
