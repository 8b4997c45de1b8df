/**
 * Use cases of AI exam records and their entry (spec section 7 "AI exam flow"): lists by scope, one record,
 * create (in an AI exam it creates or reuses), edit and assign, delete, the writer's events, finishing an
 * allowed exam, and shared passages. Every record loaded by id goes through DIGITISE_POLICY; every state change
 * through the AI exam machine (auto-exams.lifecycle.ts).
 */
import { and, between, eq, inArray, not, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { EXAM_TYPE } from '../../../src/api/codes';
import type * as api from '../../../src/api/digitise/auto-exams';
import { examSubjectAccess, UNASSIGNED_EXAM } from '../../../src/api/exam-subject-access';
import type { QuestionHeadBodySchema } from '../../../src/api/question-bank/questions';
import { DIGITISE_POLICY as policy } from '../../../src/features/digitise/digitise.policy';
import { AUTO_ADMIN_CHECK, AUTO_ENTRY_STATE, autoExamHasTag } from '../../../src/machines/auto-exam.machine';
import { AI_REVIEW_STATE } from '../../../src/machines/ai-review.machine';
import { CHOICE_COUNT } from '../../../src/api/codes';
import { examSubjects, exams, questionHeads, questionMultiples, questions, subjectDetailTypes } from '../../db/schema';
import type { AuthUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../core/db';
import { badRequest, conflict, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import { incompleteQuestionsOf } from '../../shared/exam-subjects.repository';
import { applyAutoExamEvent, lockAutoExam, sendAutoExamEvent, type AutoExamRow } from './auto-exams.lifecycle';
import * as repo from './auto-exams.repository';

type Action = 'read' | 'manage' | 'enter' | 'review' | 'check';

/** A record-level check of the locked row by the digitise policy. */
export const allowedTo = (user: AuthUser, action: Action) => (row: AutoExamRow) => assertAllowed(policy.authorize(actorOf(user), `autoExam.${action}`, examSubjectAccess(row)));

/** Whether the actor reads every AI exam (reviewers and above), or only those assigned to them. */
export const seesAll = (user: AuthUser) => policy.allows(actorOf(user), 'autoExam.read', UNASSIGNED_EXAM);
/** The list scope of what the actor may read. */
export const readable = (user: AuthUser): SQL[] => (seesAll(user) ? [] : [repo.assignedTo(user.uid)]);

// --- records ---

/** GET auto_exam_subject: one record (?id) with its incomplete and returned questions, or the list the actor may read. */
export async function getOrList(deps: Deps, user: AuthUser, q: z.output<typeof api.AutoExamSubjectQuerySchema>) {
  if (q.id === undefined) return repo.listAutoExams(deps.db, q, readable(user));
  const data = await repo.findAutoExam(deps.db, q.id);
  if (!data) throw notFound('AI 시험 과목');
  assertAllowed(policy.authorize(actorOf(user), 'autoExam.read', examSubjectAccess(data)));
  return { data, incomplete: await incompleteQuestionsOf(deps.db, data), returned: await repo.returnedWithReasons(deps.db, data.id) };
}

/** GET auto_exam_subject_list: the light list of what the actor may read. */
export async function pickList(deps: Deps, user: AuthUser, q: z.output<typeof api.AutoExamPickQuerySchema>) {
  return { data_list: await repo.pickList(deps.db, q, readable(user)) };
}

/** GET auto_exam_subject_exam/{id}: an AI exam and the subjects of it the actor may read. */
export async function examWithSubjects(deps: Deps, user: AuthUser, examId: number) {
  const data = await repo.findAutoExamEvent(deps.db, examId);
  if (!data) throw notFound('AI 시험');
  const subjects = await repo.subjectsOfAutoExam(deps.db, examId);
  return { data, data_list: subjects.filter((s) => policy.allows(actorOf(user), 'autoExam.read', examSubjectAccess(s))) };
}

async function subjectCode(db: DbOrTx, detailId: number | null | undefined): Promise<string> {
  if (!detailId) return '';
  const [rows] = await db.select({ code: subjectDetailTypes.code }).from(subjectDetailTypes).where(eq(subjectDetailTypes.id, detailId));
  if (!rows) throw badRequest('body.subject_detail_type_id', 'body.subject_detail_type_id: 없는 세부 과목입니다.');
  return rows.code;
}

/** 400 naming the field when an assigned enterer or reviewer is not a staff account. */
async function assertStaff(db: DbOrTx, body: { user_id?: number | null; admin_id?: number | null }) {
  const ids = [body.user_id, body.admin_id].filter((v): v is number => typeof v === 'number');
  const staff = await repo.staffIds(db, ids);
  for (const field of ['user_id', 'admin_id'] as const) {
    const id = body[field];
    if (typeof id === 'number' && !staff.includes(id)) throw badRequest(`body.${field}`, `body.${field}: 없는 직원입니다.`);
  }
}

/** POST auto_exam_subject: a new AI exam subject (waiting to be entered) in the AI exam of its test_name, with optional empty questions. */
export async function create(deps: Deps, user: AuthUser, body: z.output<typeof api.AutoExamSubjectBodySchema>) {
  return deps.db.transaction(async (tx) => {
    await assertStaff(tx, body);
    const code = await subjectCode(tx, body.subject_detail_type_id);
    const examId = await repo.examFor(tx, body);
    const { question_count = 0, ...values } = body;
    const [row] = await tx
      .insert(examSubjects)
      .values({
        ...values,
        exam_id: examId,
        type: EXAM_TYPE.ai.code,
        subject_code_name: code,
        admin_user: user.uid,
        state: AUTO_ENTRY_STATE.waiting.code,
        ai_state: AI_REVIEW_STATE.notRequested.code,
        admin_check: AUTO_ADMIN_CHECK.unchecked.code,
        question_count,
      })
      .returning({ id: examSubjects.id });
    if (question_count > 0) {
      const made = await tx
        .insert(questions)
        .values(Array.from({ length: question_count }, (_, i) => ({ exam_subject_id: row.id, question_index: i + 1, class_type: body.class_type ?? 1 })))
        .returning({ id: questions.id });
      await tx.insert(questionMultiples).values(made.flatMap((q) => Array.from({ length: CHOICE_COUNT }, (_, i) => ({ question_id: q.id, choice_index: i + 1, content: '' }))));
    }
    return { id: row.id, exam_id: examId };
  });
}

/** PUT auto_exam_subject: edits or assigns at the version the editor loaded (409 otherwise). */
export async function update(deps: Deps, user: AuthUser, body: z.output<typeof api.AutoExamSubjectUpdateBodySchema>) {
  const { id, version, ...values } = body;
  return deps.db.transaction(async (tx) => {
    const row = await lockAutoExam(tx, id);
    allowedTo(user, 'manage')(row);
    if (row.version !== version) throw conflict('다른 사용자가 이 AI 시험 과목을 먼저 수정했습니다. 새로고침 후 다시 시도하세요.', 'body.version');
    await assertStaff(tx, values);
    const code = values.subject_detail_type_id !== undefined ? { subject_code_name: await subjectCode(tx, values.subject_detail_type_id) } : {};
    await tx
      .update(examSubjects)
      .set({ ...values, ...code, version: version + 1, update_time: new Date() })
      .where(eq(examSubjects.id, id));
    return { id, version: version + 1 };
  });
}

/** Why an AI exam subject may not be deleted: while its review is requested, once approved, or done. */
const keepReason = (row: AutoExamRow) => `${row.name}(${row.id}번)은 AI 검토 중이거나 승인·완료되어 삭제할 수 없습니다.`;

/** DELETE auto_exam_subject/{id}. */
export async function deleteSubject(deps: Deps, user: AuthUser, id: number) {
  await deps.db.transaction(async (tx) => {
    const row = await lockAutoExam(tx, id);
    allowedTo(user, 'manage')(row);
    if (!autoExamHasTag(row, 'removable')) throw conflict(keepReason(row));
    await tx.delete(examSubjects).where(eq(examSubjects.id, id));
  });
}

/** DELETE auto_exam/{id}: the AI exam with its subjects; 409 naming a subject in review or done. */
export async function deleteExam(deps: Deps, user: AuthUser, examId: number) {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.findAutoExamEvent(tx, examId))) throw notFound('AI 시험');
    if (await repo.hasOtherSubjects(tx, examId)) throw conflict('AI 시험이 아닌 과목이 들어 있는 시험입니다.');
    const subjects = await repo.lockSubjectsOfExam(tx, examId);
    for (const row of subjects) allowedTo(user, 'manage')(row);
    const kept = subjects.filter((row) => !autoExamHasTag(row, 'removable'));
    if (kept.length) throw conflict(kept.map(keepReason).join(' '));
    await tx.delete(exams).where(eq(exams.id, examId));
  });
}

// --- entry ---

/** GET auto_enter_exam_user?user_id: that user's AI exams not allowed yet (level 1 only their own; admins anyone's). */
export function enterUserList(deps: Deps, user: AuthUser, q: z.output<typeof api.AutoEnterUserQuerySchema>) {
  assertAllowed(policy.authorize(actorOf(user), 'autoWorklist.readOf', { user_id: q.user_id }));
  return repo.listAutoExams(deps.db, { ...q, user_id: undefined }, [eq(examSubjects.user_id, q.user_id), not(repo.allowedWhere)]);
}

/** GET auto_enter_exam: the allowed AI exams (approved and checked) the actor may read. */
export function allowedList(deps: Deps, user: AuthUser, q: z.output<typeof api.AutoExamListQuerySchema>) {
  return repo.listAutoExams(deps.db, { ...q, user_id: undefined }, [repo.allowedWhere, ...readable(user)]);
}

/** PUT auto_enter_exam: ENTER (start entering; an unassigned exam is taken) or REQUEST (send to AI review). */
export function enterChange(deps: Deps, user: AuthUser, body: z.output<typeof api.AutoEnterBodySchema>) {
  return sendAutoExamEvent(deps.db, { id: body.id, event: { type: body.event }, actor: user, authorize: allowedTo(user, 'enter') });
}

/** PUT auto_enter_exam_done: the writer is done; 400 listing each incomplete question's missing items. */
export function enterDone(deps: Deps, user: AuthUser, id: number) {
  return sendAutoExamEvent(deps.db, { id, event: { type: 'ENTER_DONE' }, actor: user, authorize: allowedTo(user, 'enter') });
}

/** PUT auto_exam_subject_done?id: an allowed exam goes into the bank (DONE). */
export function finish(deps: Deps, user: AuthUser, id: number) {
  return sendAutoExamEvent(deps.db, { id, event: { type: 'DONE' }, actor: user, authorize: allowedTo(user, 'manage') });
}

/** PUT auto_question_head: a shared passage of an open AI exam saved, and the questions in its range linked. */
export async function saveHead(deps: Deps, user: AuthUser, body: z.output<typeof QuestionHeadBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const row = await lockAutoExam(tx, body.exam_subject_id);
    allowedTo(user, 'enter')(row);
    if (!autoExamHasTag(row, 'open')) throw conflict('완료된 AI 시험의 공통 지문은 고칠 수 없습니다.');
    let headId = body.id;
    if (headId) {
      const [updated] = await tx
        .update(questionHeads)
        .set({ content: body.content, start_index: body.start_index, end_index: body.end_index })
        .where(and(eq(questionHeads.id, headId), eq(questionHeads.exam_subject_id, row.id)))
        .returning({ id: questionHeads.id });
      if (!updated) throw notFound('공통 지문', 'body.id');
      await tx.update(questions).set({ head_question_id: null }).where(eq(questions.head_question_id, headId));
    } else {
      [{ id: headId }] = await tx.insert(questionHeads).values({ exam_subject_id: row.id, content: body.content, start_index: body.start_index, end_index: body.end_index }).returning({ id: questionHeads.id });
    }
    const inRange = await tx.select({ id: questions.id, i: questions.question_index }).from(questions).where(eq(questions.exam_subject_id, row.id));
    const ids = inRange.filter((q) => q.i >= body.start_index && q.i <= body.end_index).map((q) => q.id);
    if (ids.length) await tx.update(questions).set({ head_question_id: headId }).where(inArray(questions.id, ids));
    return { id: headId! };
  });
}

/** PUT auto_question_head_return: a reviewer returns a shared passage (every question it covers) with a reason: REJECT. */
export async function returnHead(deps: Deps, user: AuthUser, body: z.output<typeof api.AutoHeadReturnBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const [head] = await tx.select().from(questionHeads).where(eq(questionHeads.id, body.id));
    if (!head) throw notFound('공통 지문', 'body.id');
    const covered = await tx
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.exam_subject_id, head.exam_subject_id), or(eq(questions.head_question_id, head.id), between(questions.question_index, head.start_index, head.end_index))));
    const questionIds = covered.map((q) => String(q.id));
    return applyAutoExamEvent(tx, {
      id: head.exam_subject_id,
      event: { type: 'REJECT', questionIds, reason: body.reason },
      actor: user,
      authorize: allowedTo(user, 'review'),
      questionsField: 'body.id',
      headId: head.id,
    });
  });
}
