/**
 * The reviewer workflow: reviewer lists, the reviewer's events through the admin_check machine (with the
 * exam going back to its author on rejection), per-question returns, and the author's per-question "fixed"
 * step through the rejection machine. Every transition is audited in the same transaction.
 */
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type * as api from '../../../src/api/review';
import { ADMIN_CHECK } from '../../../src/machines/admin-check.machine';
import { EXAM_SUBJECT_STATE } from '../../../src/machines/exam-subject.machine';
import { rejectionMachine, rejectionValue } from '../../../src/machines/rejection.machine';
import { canReadSubject } from '../../../src/features/question-bank/question-bank.rules';
import { LEVEL } from '../../../src/api/levels';
import { examSubjects, questionHeads, questions, transitionLog, users } from '../../db/schema/index';
import type { AuthUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../core/db';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors';
import { applyTransition } from '../../core/transitions';
import * as repo from '../question-bank/exams.repository';
import { actor, assertComplete, transition } from '../question-bank/exams.service';
import { ADMIN_LEVEL } from '../../../src/api/levels';

const S = EXAM_SUBJECT_STATE;
const REVIEWED_STATES = [S.nextStage.code, S.done.code];

/** Reviewer lists (spec section 4): exams in state 3 or 4 by admin_check; the master sees all, others their own. */
export function reviewList(deps: Deps, user: AuthUser | null, q: z.output<typeof api.ReviewListQuerySchema>) {
  const midEntry = q.admin_check === ADMIN_CHECK.withWriter.code;
  const scope = [midEntry ? eq(examSubjects.state, S.underReview.code) : inArray(examSubjects.state, REVIEWED_STATES), eq(examSubjects.admin_check, q.admin_check)];
  if (user!.level < LEVEL.master && q.show_all !== 'true') {
    const openToTake = midEntry || q.admin_check === ADMIN_CHECK.pending.code;
    scope.push(openToTake ? or(eq(examSubjects.admin_id, user!.uid), isNull(examSubjects.admin_id))! : eq(examSubjects.admin_id, user!.uid));
  }
  return repo.listExamSubjects(deps.db, q, scope);
}

/** A reviewer acts on an exam that is theirs or unassigned (which they then take); admins on any. */
function reviewerOnly(user: AuthUser | null, states: readonly number[] = REVIEWED_STATES) {
  return (row: repo.ExamSubjectRow) => {
    if (!states.includes(row.state)) throw conflict(`검수 대상이 아닌 시험입니다 (상태 ${row.state}).`);
    if (row.admin_id !== null && row.admin_id !== user!.uid && user!.level < ADMIN_LEVEL) throw forbidden('다른 검수자가 맡은 시험입니다.');
  };
}
const takeReview = (user: AuthUser | null) => (row: repo.ExamSubjectRow) => (row.admin_id === null ? { admin_id: user!.uid } : {});

/** The returned questions of an exam and whether each is marked fixed. */
async function returnedOf(db: DbOrTx, examSubjectId: number) {
  return db
    .select({ id: questions.id, question_index: questions.question_index, return_done: questions.return_done })
    .from(questions)
    .where(and(eq(questions.exam_subject_id, examSubjectId), eq(questions.returned, true)))
    .orderBy(asc(questions.question_index));
}
const doneMap = (rows: Array<{ id: number; return_done: boolean }>) => Object.fromEntries(rows.map((r) => [String(r.id), r.return_done]));

/** HOLD, RESUME, REJECT (the exam goes back to its author), FORCE_SKIP and ADMIN_CHECK; REVIEW_PASS and RETURN mid-entry. */
export function reviewChange(deps: Deps, user: AuthUser | null, body: z.output<typeof api.ReviewExamBodySchema>) {
  const { id, event } = body;
  if (event === 'REVIEW_PASS' || event === 'RETURN') return midEntryReview(deps, user, id, event, body.reason ?? null);
  if ((event === 'FORCE_SKIP' || event === 'ADMIN_CHECK') && user!.level < ADMIN_LEVEL) throw forbidden('강제 통과와 최종 확인은 관리자만 할 수 있습니다.');
  if ((event === 'REJECT' || event === 'FORCE_SKIP') && !body.reason) throw badRequest('body.reason', 'body.reason: 사유를 입력하세요.');
  const reason = body.reason ?? null;
  const check = event === 'REJECT' || event === 'FORCE_SKIP' ? { type: event, reason: reason! } : { type: event };
  return transition(deps, user, id, { exam: event === 'REJECT' ? { type: 'RETURN' } : undefined, check: check as never }, {
    reason,
    authorize: reviewerOnly(user),
    before: async (tx, row) => {
      if (event !== 'REJECT') return;
      const returned = await returnedOf(tx, row.id);
      if (!returned.length) throw conflict('반려할 문항을 하나 이상 표시하세요.');
    },
    extra: (row) => ({ ...takeReview(user)(row), ...(event === 'REJECT' ? { return_count: row.return_count + 1 } : {}) }),
  });
}

/**
 * An exam its writer sent for review while entering (state 1): RETURN gives it back to the writer (0);
 * REVIEW_PASS counts the entry as done (3) and submits it to the reviewer lists, so its questions must be complete.
 */
function midEntryReview(deps: Deps, user: AuthUser | null, id: number, event: 'REVIEW_PASS' | 'RETURN', reason: string | null) {
  return transition(deps, user, id, { exam: { type: event }, check: event === 'REVIEW_PASS' ? { type: 'SUBMIT' } : undefined }, {
    reason,
    authorize: reviewerOnly(user, [S.underReview.code]),
    before: event === 'REVIEW_PASS' ? (tx, row) => assertComplete(tx, row) : undefined,
    extra: (row) => ({ ...takeReview(user)(row), ...(event === 'RETURN' ? { return_count: row.return_count + 1 } : {}) }),
  });
}

/** The reviewer approves (admin_check 4). */
export function reviewDone(deps: Deps, user: AuthUser | null, id: number) {
  return transition(deps, user, id, { check: { type: 'APPROVE' } }, { authorize: reviewerOnly(user), extra: takeReview(user) });
}

type ReturnBody = z.output<typeof api.QuestionReturnBodySchema>;

/**
 * Applies a return step to some questions of one exam (locked): the reviewer's return and cancel before a
 * rejection, or the author's "fixed" after it, each fixed question being the rejection machine's QUESTION_DONE.
 */
async function applyReturn(tx: DbOrTx, user: AuthUser | null, subject: repo.ExamSubjectRow, questionIds: number[], body: ReturnBody) {
  if (body.action === 'done') {
    if (subject.state !== S.entering.code || (subject.user_id !== user!.uid && user!.level < ADMIN_LEVEL)) throw forbidden('반려된 시험의 작성자만 수정 완료를 표시할 수 있습니다.');
    for (const questionId of questionIds) {
      const rows = await returnedOf(tx, subject.id);
      const done = doneMap(rows);
      if (!(String(questionId) in done)) throw conflict('반려된 문항이 아닙니다.', 'body.id');
      await applyTransition({ tx, machine: rejectionMachine, entity: 'exam_subject', entityId: subject.id, current: rejectionValue(done), context: { done }, event: { type: 'QUESTION_DONE', questionId: String(questionId) }, userId: user!.uid });
      await tx.update(questions).set({ return_done: true, update_time: new Date() }).where(eq(questions.id, questionId));
    }
  } else {
    if (user!.level < LEVEL.reviewer) throw forbidden('검수자만 문항을 반려할 수 있습니다.');
    if (!REVIEWED_STATES.includes(subject.state as 3 | 4) || ![ADMIN_CHECK.pending.code, ADMIN_CHECK.onHold.code, ADMIN_CHECK.reviewed.code].includes(subject.admin_check as 2)) {
      throw conflict('검수 중인 시험의 문항만 반려 표시할 수 있습니다.');
    }
    if (subject.admin_id !== null && subject.admin_id !== user!.uid && user!.level < ADMIN_LEVEL) throw forbidden('다른 검수자가 맡은 시험입니다.');
    const returning = body.action === 'return';
    await tx
      .update(questions)
      .set({ returned: returning, return_reason: returning ? body.reason! : null, return_done: false, update_time: new Date() })
      .where(inArray(questions.id, questionIds));
  }
  const after = await returnedOf(tx, subject.id);
  return subject.state === S.entering.code && after.length ? rejectionValue(doneMap(after)) : null;
}

async function lockSubject(tx: DbOrTx, id: number) {
  const row = await repo.lockExamSubject(tx, id);
  if (!row) throw notFound('시험 과목');
  return row;
}

export function questionReturn(deps: Deps, user: AuthUser | null, body: ReturnBody) {
  return deps.db.transaction(async (tx) => {
    const [q] = await tx.select({ exam_subject_id: questions.exam_subject_id }).from(questions).where(eq(questions.id, body.id));
    if (!q) throw notFound('문항');
    const subject = await lockSubject(tx, q.exam_subject_id);
    const rejection = await applyReturn(tx, user, subject, [body.id], body);
    const [row] = await tx.select({ returned: questions.returned, return_done: questions.return_done }).from(questions).where(eq(questions.id, body.id));
    return { id: body.id, ...row, rejection };
  });
}

export function questionHeadReturn(deps: Deps, user: AuthUser | null, body: ReturnBody) {
  return deps.db.transaction(async (tx) => {
    const [head] = await tx.select().from(questionHeads).where(eq(questionHeads.id, body.id));
    if (!head) throw notFound('공통 지문');
    const subject = await lockSubject(tx, head.exam_subject_id);
    const covered = await tx.select({ id: questions.id, returned: questions.returned, return_done: questions.return_done }).from(questions).where(eq(questions.head_question_id, head.id));
    const ids = (body.action === 'done' ? covered.filter((c) => c.returned && !c.return_done) : covered).map((c) => c.id);
    if (!ids.length) throw conflict('이 지문에 처리할 문항이 없습니다.');
    const rejection = await applyReturn(tx, user, subject, ids, body);
    if (body.action !== 'done') await tx.update(questionHeads).set({ returned: body.action === 'return', return_reason: body.action === 'return' ? body.reason! : null }).where(eq(questionHeads.id, head.id));
    return { updated: ids.length, rejection };
  });
}

/**
 * Resubmission after a rejection (inside enter_exam_done): every returned question must be marked fixed
 * (the rejection machine is "ready"); RESUBMIT is audited and the return marks are cleared.
 */
export async function resubmitReturned(tx: DbOrTx, user: AuthUser | null, subject: repo.ExamSubjectRow) {
  const returned = await returnedOf(tx, subject.id);
  if (!returned.length) return;
  const pending = returned.filter((r) => !r.return_done);
  if (pending.length) throw conflict(`반려된 문항의 수정 완료 표시가 필요합니다: ${pending.map((p) => `${p.question_index}번`).join(', ')}`);
  const done = doneMap(returned);
  await applyTransition({ tx, machine: rejectionMachine, entity: 'exam_subject', entityId: subject.id, current: rejectionValue(done), context: { done }, event: { type: 'RESUBMIT' }, userId: user?.uid ?? null });
  await tx.update(questions).set({ returned: false, return_done: false }).where(and(eq(questions.exam_subject_id, subject.id), eq(questions.returned, true)));
  await tx.update(questionHeads).set({ returned: false }).where(eq(questionHeads.exam_subject_id, subject.id));
}

/** Every transition of an exam, oldest first, with who made it. */
export async function timeline(deps: Deps, user: AuthUser | null, id: number) {
  const [subject] = await deps.db.select().from(examSubjects).where(eq(examSubjects.id, id));
  if (!subject) throw notFound('시험 과목');
  if (!canReadSubject(actor(user), subject)) throw forbidden('배정되지 않은 시험입니다.');
  const rows = await deps.db
    .select({ id: transitionLog.id, machine: transitionLog.machine, event: transitionLog.event, from_state: transitionLog.from_state, to_state: transitionLog.to_state, reason: transitionLog.reason, user_name: users.name, create_time: transitionLog.created_at })
    .from(transitionLog)
    .leftJoin(users, eq(users.id, transitionLog.user_id))
    .where(and(eq(transitionLog.entity, 'exam_subject'), eq(transitionLog.entity_id, String(id))))
    .orderBy(asc(transitionLog.created_at), asc(transitionLog.id));
  return { data_list: rows.map((r) => ({ ...r, create_time: r.create_time.toISOString() })) };
}

