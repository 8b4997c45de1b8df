/**
 * The reviewer workflow: reviewer lists, the reviewer's events, per-question returns and the author's
 * per-question "fixed" step, each an event of the exam machine applied (and audited in the same transaction)
 * by server/shared/exam-lifecycle.ts.
 */
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type * as api from '../../../src/api/review';
import { examSubjectAccess } from '../../../src/api/exam-subject-access';
import { ADMIN_CHECK } from '../../../src/machines/admin-check.machine';
import { EXAM_SUBJECT_STATE } from '../../../src/machines/exam-subject.machine';
import { entryCodesTagged, type ExamEvent } from '../../../src/machines/exam.machine';
import { RETURN_ACTIONS, type ReturnAction } from '../../../src/machines/rejection.machine';
import { REVIEW_POLICY as policy } from '../../../src/features/review/review.policy';
import { examSubjects, questionHeads, questions, transitionLog, users } from '../../db/schema/index';
import type { AuthUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { conflict, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import { applyExamEvent, sendExamEvent, type ExamSubjectRow } from '../../shared/exam-lifecycle';
import { examSubjectIdOfQuestion, lockExamSubjectRow } from '../../shared/exam-subjects.repository';
import { listExamSubjects } from '../../shared/exam-subject-list.repository';

const S = EXAM_SUBJECT_STATE;

/** Reviewer lists (spec section 4): exams in state 3 or 4 by admin_check; the master sees all, others their own. */
export function reviewList(deps: Deps, user: AuthUser, q: z.output<typeof api.ReviewListQuerySchema>) {
  const midEntry = q.admin_check === ADMIN_CHECK.withWriter.code;
  const scope = [midEntry ? eq(examSubjects.state, S.underReview.code) : inArray(examSubjects.state, entryCodesTagged('reviewed')), eq(examSubjects.admin_check, q.admin_check)];
  if (!policy.allows(actorOf(user), 'list.seeAll', {}) && q.show_all !== 'true') {
    const openToTake = midEntry || q.admin_check === ADMIN_CHECK.pending.code;
    scope.push(openToTake ? or(eq(examSubjects.admin_id, user.uid), isNull(examSubjects.admin_id))! : eq(examSubjects.admin_id, user.uid));
  }
  return listExamSubjects(deps.db, q, scope);
}

/** A reviewer acts on an exam that is theirs or unassigned (which they then take); admins on any. */
function reviewerOnly(user: AuthUser) {
  return (row: ExamSubjectRow) => assertAllowed(policy.authorize(actorOf(user), 'exam.review', examSubjectAccess(row)));
}

/** Whether the actor may use the admin-type actions (FORCE_SKIP, ADMIN_CHECK), by the review policy: a fact for the machine's guard. */
const adminActions = (user: AuthUser) => (row: ExamSubjectRow) => ({ adminActions: policy.allows(actorOf(user), 'exam.adminAction', examSubjectAccess(row)) });

/**
 * The reviewer's events through PUT review_exam: HOLD, RESUME, REJECT (a reason and a marked question; the exam
 * goes back to its author), FORCE_SKIP and ADMIN_CHECK (admin-type); REVIEW_PASS and RETURN on an exam sent for
 * review mid-entry. The exam machine decides what the state allows.
 */
export function reviewChange(deps: Deps, user: AuthUser, body: z.output<typeof api.ReviewExamBodySchema>) {
  return sendExamEvent(deps.db, { id: body.id, event: { type: body.event, reason: body.reason }, actor: user, authorize: reviewerOnly(user), facts: adminActions(user) });
}

/** The reviewer approves (APPROVE, admin_check 4). */
export function reviewDone(deps: Deps, user: AuthUser, id: number) {
  return sendExamEvent(deps.db, { id, event: { type: 'APPROVE' }, actor: user, authorize: reviewerOnly(user) });
}

type ReturnBody = z.output<typeof api.QuestionReturnBodySchema>;

/** Who sends a return step: the exam's reviewer returns and cancels; its author marks fixes done. */
function returnAuthorize(user: AuthUser, action: ReturnAction) {
  return (row: ExamSubjectRow) => assertAllowed(policy.authorize(actorOf(user), action === 'done' ? 'exam.markFixed' : 'exam.returnQuestions', examSubjectAccess(row)));
}

/** The exam machine's event of a return step on some questions (MARK_RETURN, CANCEL_RETURN; QUESTION_DONE takes one). */
function returnEvent(body: ReturnBody, questionIds: number[]): ExamEvent {
  const ids = questionIds.map(String);
  const type = RETURN_ACTIONS[body.action];
  if (type === 'MARK_RETURN') return { type, questionIds: ids, reason: body.reason };
  if (type === 'CANCEL_RETURN') return { type, questionIds: ids };
  return { type, questionId: ids[0] };
}

/** PUT question_return: one question marked for return, its mark taken back, or its fix marked done. */
export function questionReturn(deps: Deps, user: AuthUser, body: ReturnBody) {
  return deps.db.transaction(async (tx) => {
    const examSubjectId = await examSubjectIdOfQuestion(tx, body.id);
    if (examSubjectId === null) throw notFound('문항');
    const result = await applyExamEvent(tx, { id: examSubjectId, event: returnEvent(body, [body.id]), actor: user, authorize: returnAuthorize(user, body.action) });
    const [row] = await tx.select({ returned: questions.returned, return_done: questions.return_done }).from(questions).where(eq(questions.id, body.id));
    return { id: body.id, ...row, rejection: result.rejection };
  });
}

/** PUT question_head_return: the same for every question a shared passage covers (each fix is its own QUESTION_DONE). */
export function questionHeadReturn(deps: Deps, user: AuthUser, body: ReturnBody) {
  return deps.db.transaction(async (tx) => {
    const [head] = await tx.select().from(questionHeads).where(eq(questionHeads.id, body.id));
    if (!head) throw notFound('공통 지문');
    const subject = await lockExamSubjectRow(tx, head.exam_subject_id);
    if (!subject) throw notFound('시험 과목');
    returnAuthorize(user, body.action)(subject);
    const covered = await tx.select({ id: questions.id, returned: questions.returned, return_done: questions.return_done }).from(questions).where(eq(questions.head_question_id, head.id));
    const ids = (body.action === 'done' ? covered.filter((c) => c.returned && !c.return_done) : covered).map((c) => c.id);
    if (!ids.length) throw conflict('이 지문에 처리할 문항이 없습니다.');
    const step = { id: head.exam_subject_id, actor: user, authorize: returnAuthorize(user, body.action) };
    let rejection: string | null = null;
    if (body.action === 'done') for (const id of ids) rejection = (await applyExamEvent(tx, { ...step, event: returnEvent(body, [id]) })).rejection;
    else rejection = (await applyExamEvent(tx, { ...step, event: returnEvent(body, ids), headId: head.id })).rejection;
    return { updated: ids.length, rejection };
  });
}

/** Every transition of an exam, oldest first, with who made it. */
export async function timeline(deps: Deps, user: AuthUser, id: number) {
  const [subject] = await deps.db.select().from(examSubjects).where(eq(examSubjects.id, id));
  if (!subject) throw notFound('시험 과목');
  assertAllowed(policy.authorize(actorOf(user), 'exam.read', examSubjectAccess(subject)));
  const rows = await deps.db
    .select({ id: transitionLog.id, machine: transitionLog.machine, event: transitionLog.event, from_state: transitionLog.from_state, to_state: transitionLog.to_state, reason: transitionLog.reason, user_name: users.name, create_time: transitionLog.created_at })
    .from(transitionLog)
    .leftJoin(users, eq(users.id, transitionLog.user_id))
    .where(and(eq(transitionLog.entity, 'exam_subject'), eq(transitionLog.entity_id, String(id))))
    .orderBy(asc(transitionLog.created_at), asc(transitionLog.id));
  return { data_list: rows.map((r) => ({ ...r, create_time: r.create_time.toISOString() })) };
}

