/** Use cases of exams and exam subjects: records, lists by scope, and lifecycle transitions through the machines. */
import { and, eq, getTableColumns, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type * as api from '../../../src/api/question-bank/exams';
import { ADMIN_CHECK } from '../../../src/machines/admin-check.machine';
import { EXAM_SUBJECT_STATE, EXCLUSION } from '../../../src/machines/exam-subject.machine';
import { entryCodesTagged, examHasTag } from '../../../src/machines/exam.machine';
import { yearDateMismatch } from '../../../src/features/question-bank/question-bank.rules';
import { QUESTION_BANK_POLICY as policy } from '../../../src/features/question-bank/question-bank.policy';
import { examSubjectAccess } from '../../../src/api/exam-subject-access';
import { examSubjects, exams, questionMultiples, questions } from '../../db/schema';
import type { AuthUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../core/db';
import { badRequest, conflict, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import { sendExamEvent } from '../../shared/exam-lifecycle';
import { incompleteQuestionsOf } from '../../shared/exam-subjects.repository';
import * as repo from './exams.repository';
import { removeStoredFiles } from '../../shared/uploads';
import { storedKeysOfExamSubject } from './files.service';
import { CHOICE_COUNT } from '../../../src/api/codes';
import { choicesOf } from '../../shared/questions.repository';

const S = EXAM_SUBJECT_STATE;
type ListQuery = z.output<typeof api.ExamSubjectListQuerySchema>;

// --- lists ---

/** all_subject_exam: the subjects of one exam that the actor may read (others' assignments stay hidden below reviewers). */
export async function subjectsOfExam(deps: Deps, user: AuthUser, query: { id: number; type?: number }) {
  if (!(await repo.findExam(deps.db, query.id))) throw notFound('시험');
  const rows = await repo.examSubjectsOfExam(deps.db, query.id, query.type);
  return { data_list: rows.filter((row) => policy.allows(actorOf(user), 'subject.read', examSubjectAccess(row))) };
}

/** Which rows each work list shows (spec section 4 lists). */
export function listScope(kind: 'all' | 'enter' | 'class' | 'ori', uid?: number): SQL[] {
  switch (kind) {
    case 'enter':
      return [eq(examSubjects.user_id, uid!), eq(examSubjects.excluded_state, EXCLUSION.included)];
    case 'class':
      return [eq(examSubjects.excluded_state, EXCLUSION.included), or(eq(examSubjects.teacher_id, uid!), and(isNull(examSubjects.teacher_id), inArray(examSubjects.state, entryCodesTagged('classifiable'))))!];
    case 'ori':
      return [eq(examSubjects.type, 1), inArray(examSubjects.state, entryCodesTagged('done')), eq(examSubjects.excluded_state, EXCLUSION.included)];
    default:
      return [];
  }
}

export function list(deps: Deps, q: ListQuery, kind: Parameters<typeof listScope>[0], uid?: number) {
  return repo.listExamSubjects(deps.db, q, listScope(kind, uid));
}

/** Another staff member's list: admins see anyone's, others only their own. */
export function userList(deps: Deps, user: AuthUser, q: ListQuery, kind: 'enter' | 'class') {
  if (q.user_id === undefined) throw badRequest('query.user_id', 'query.user_id: 직원을 선택하세요.');
  assertAllowed(policy.authorize(actorOf(user), 'worklist.readOf', { user_id: q.user_id }));
  return repo.listExamSubjects(deps.db, q, listScope(kind, q.user_id));
}

// --- exam subjects ---

export async function getExamSubject(deps: Deps, user: AuthUser, id: number) {
  const data = await repo.findExamSubject(deps.db, id);
  if (!data) throw notFound('시험 과목');
  assertAllowed(policy.authorize(actorOf(user), 'subject.read', examSubjectAccess(data)));
  return { data, incomplete: await incompleteQuestionsOf(deps.db, data) };
}

async function subjectCode(db: DbOrTx, detailId: number | null | undefined): Promise<string> {
  if (!detailId) return '';
  const rows = await db.execute<{ code: string }>(sql`select code from subject_detail_types where id = ${detailId}`);
  const list = (rows as unknown as { rows?: Array<{ code: string }> }).rows ?? (rows as unknown as Array<{ code: string }>);
  if (!list[0]) throw badRequest('body.subject_detail_type_id', 'body.subject_detail_type_id: 없는 세부 과목입니다.');
  return list[0].code;
}

/** Creates an exam subject with `question_count` empty questions (each multiple choice with five empty choices). */
export async function createExamSubject(deps: Deps, user: AuthUser, body: z.output<typeof api.ExamSubjectBodySchema>) {
  return deps.db.transaction(async (tx) => {
    if (body.exam_id && !(await repo.findExam(tx, body.exam_id))) throw badRequest('body.exam_id', 'body.exam_id: 없는 시험입니다.');
    const code = await subjectCode(tx, body.subject_detail_type_id);
    const { question_count, ...values } = body;
    const [row] = await tx
      .insert(examSubjects)
      .values({ ...values, subject_code_name: code, test_name: values.test_name ?? values.name, admin_user: user.uid, state: S.waiting.code, admin_check: ADMIN_CHECK.withWriter.code })
      .returning({ id: examSubjects.id });
    await insertEmptyQuestions(tx, row.id, question_count, body.class_type ?? 1);
    await repo.refreshQuestionCount(tx, row.id);
    return row;
  });
}

/** Inserts questions 1..n with five empty choices each. */
export async function insertEmptyQuestions(tx: DbOrTx, examSubjectId: number, n: number, classType: number) {
  const inserted = await tx
    .insert(questions)
    .values(Array.from({ length: n }, (_, i) => ({ exam_subject_id: examSubjectId, question_index: i + 1, class_type: classType })))
    .returning({ id: questions.id });
  await tx.insert(questionMultiples).values(inserted.flatMap((q) => Array.from({ length: CHOICE_COUNT }, (_, i) => ({ question_id: q.id, choice_index: i + 1, content: '' }))));
}

/** Updates an exam subject only at the version the editor loaded (409 otherwise). */
export async function updateExamSubject(deps: Deps, user: AuthUser, body: z.output<typeof api.ExamSubjectUpdateBodySchema>) {
  const { id, version, ...values } = body;
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockExamSubject(tx, id);
    if (!row) throw notFound('시험 과목');
    assertAllowed(policy.authorize(actorOf(user), 'subject.manage', examSubjectAccess(row)));
    if (row.version !== version) throw conflict('다른 사용자가 이 시험 과목을 먼저 수정했습니다. 새로고침 후 다시 시도하세요.', 'body.version');
    const code = values.subject_detail_type_id !== undefined ? { subject_code_name: await subjectCode(tx, values.subject_detail_type_id) } : {};
    await tx
      .update(examSubjects)
      .set({ ...values, ...code, version: version + 1, update_time: new Date() })
      .where(eq(examSubjects.id, id));
    return { id, version: version + 1 };
  });
}

/** Deletes an exam subject that has not been finished (done work is excluded instead), then its stored files. */
export async function deleteExamSubject(deps: Deps, user: AuthUser, id: number) {
  const keys = await deps.db.transaction(async (tx) => {
    const row = await repo.lockExamSubject(tx, id);
    if (!row) throw notFound('시험 과목');
    assertAllowed(policy.authorize(actorOf(user), 'subject.manage', examSubjectAccess(row)));
    if (!examHasTag(row, 'removable')) throw conflict('입력이 끝난 시험 과목은 삭제할 수 없습니다. 제외 기능을 사용하세요.');
    const stored = await storedKeysOfExamSubject(tx, id);
    await tx.delete(examSubjects).where(eq(examSubjects.id, id));
    return stored;
  });
  await removeStoredFiles(deps, keys);
}

/** Makes a modified mock exam from a done original: questions, choices and answers are copied, classification reset. */
export async function modifyExamSubject(deps: Deps, user: AuthUser, body: z.output<typeof api.ModifyBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const [ori] = await tx.select().from(examSubjects).where(eq(examSubjects.id, body.ori_id));
    if (!ori) throw notFound('원본 시험 과목');
    assertAllowed(policy.authorize(actorOf(user), 'subject.manage', examSubjectAccess(ori)));
    if (!examHasTag(ori, 'done')) throw conflict('완료된 시험만 변형할 수 있습니다.', 'body.ori_id');
    const { id: _id, create_time: _c, update_time: _u, ...copy } = ori;
    void _id;
    void _c;
    void _u;
    const [row] = await tx
      .insert(examSubjects)
      .values({
        ...copy,
        name: body.name ?? `${ori.name} (변형)`,
        type: 2,
        ori_id: ori.id,
        state: S.waiting.code,
        admin_check: ADMIN_CHECK.withWriter.code,
        user_id: body.user_id ?? null,
        admin_id: null,
        teacher_id: null,
        admin_user: user.uid,
        return_count: 0,
        version: 1,
      })
      .returning({ id: examSubjects.id });
    const oriQuestions = await tx.select().from(questions).where(eq(questions.exam_subject_id, ori.id));
    if (oriQuestions.length) {
      const copies = await tx
        .insert(questions)
        .values(
          oriQuestions.map((q) => ({
            exam_subject_id: row.id,
            question_index: q.question_index,
            question_type: q.question_type,
            answer: q.answer,
            answer_multiple: q.answer_multiple,
            answer_number: q.answer_number,
            class_type: q.class_type,
            content: q.content,
            level: q.level,
          })),
        )
        .returning({ id: questions.id, question_index: questions.question_index });
      const byIndex = new Map(copies.map((c) => [c.question_index, c.id]));
      const oriChoices = await choicesOf(tx, oriQuestions.map((q) => q.id));
      const indexOf = new Map(oriQuestions.map((q) => [q.id, q.question_index]));
      if (oriChoices.length)
        await tx.insert(questionMultiples).values(oriChoices.map((c) => ({ question_id: byIndex.get(indexOf.get(c.question_id)!)!, choice_index: c.choice_index, content: c.content, width: c.width })));
    }
    await repo.refreshQuestionCount(tx, row.id);
    return row;
  });
}

// --- transitions (the exam machine, applied by server/shared/exam-lifecycle.ts) ---

/** Only the assignee (or an admin) moves an exam through entry; an unassigned exam is taken by whoever enters it. */
function assigneeOnly(user: AuthUser) {
  return (row: repo.ExamSubjectRow) => assertAllowed(policy.authorize(actorOf(user), 'subject.enter', examSubjectAccess(row)));
}

/** The writer starts entering (ENTER) or sends the exam for review mid-entry (SEND_REVIEW). */
export function enterChange(deps: Deps, user: AuthUser, body: z.output<typeof api.EnterExamBodySchema>) {
  return sendExamEvent(deps.db, { id: body.id, event: { type: body.event }, actor: user, authorize: assigneeOnly(user) });
}

/**
 * Finishes entry (ENTER_DONE): 409 naming each incomplete question and its missing labels (spec section 5) or,
 * after a rejection, each returned question not yet marked fixed; a rejected exam is resubmitted.
 */
export function enterDone(deps: Deps, user: AuthUser, id: number) {
  return sendExamEvent(deps.db, { id, event: { type: 'ENTER_DONE' }, actor: user, authorize: assigneeOnly(user) });
}

/** A classifier takes an exam waiting for classification (TAKE_CLASS); 409 when someone else holds it. */
export function classTake(deps: Deps, user: AuthUser, id: number) {
  return sendExamEvent(deps.db, { id, event: { type: 'TAKE_CLASS' }, actor: user });
}

/** Classification done (CLASS_DONE, 3 -> 4): every question of a type-classified exam must have its type. */
export function classDone(deps: Deps, user: AuthUser, id: number) {
  return sendExamEvent(deps.db, {
    id,
    event: { type: 'CLASS_DONE' },
    actor: user,
    authorize: (row) => assertAllowed(policy.authorize(actorOf(user), 'subject.finishClass', examSubjectAccess(row))),
  });
}

/** Excludes a done exam with a reason (EXCLUDE; 400 on body.exclude without one) or puts it back (INCLUDE). */
export function exclude(deps: Deps, user: AuthUser, body: z.output<typeof api.ExcludeBodySchema>) {
  const event = body.excluded ? ({ type: 'EXCLUDE', reason: body.exclude } as const) : ({ type: 'INCLUDE' } as const);
  return sendExamEvent(deps.db, {
    id: body.id,
    event,
    actor: user,
    reasonField: 'body.exclude',
    authorize: (row) => assertAllowed(policy.authorize(actorOf(user), 'subject.manage', examSubjectAccess(row))),
  });
}

export async function excludeQuestion(deps: Deps, user: AuthUser, body: z.output<typeof api.ExcludeQuestionBodySchema>) {
  const [subject] = await deps.db.select({ ...getTableColumns(examSubjects) }).from(questions).innerJoin(examSubjects, eq(examSubjects.id, questions.exam_subject_id)).where(eq(questions.id, body.id));
  if (!subject) throw notFound('문항');
  assertAllowed(policy.authorize(actorOf(user), 'subject.manage', examSubjectAccess(subject)));
  const [row] = await deps.db.update(questions).set({ excluded: body.excluded, update_time: new Date() }).where(eq(questions.id, body.id)).returning({ id: questions.id });
  if (!row) throw notFound('문항');
  return row;
}

// --- exams (events) ---

export async function deleteExam(deps: Deps, id: number) {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.findExam(tx, id))) throw notFound('시험');
    if ((await repo.startedSubjectsOfExam(tx, id)).length) throw conflict('입력이 시작된 과목이 있는 시험은 삭제할 수 없습니다.');
    await tx.delete(exams).where(eq(exams.id, id));
  });
}

/** 400 on `year` when it disagrees with the exam's date. */
function assertYearOfDate(year: number | null | undefined, releaseTime: string | null | undefined) {
  const mismatch = yearDateMismatch(year, releaseTime);
  if (mismatch) throw badRequest('body.year', `body.year: ${mismatch}`);
}

/** Creates an exam event; its year must be the year of its date. */
export async function createExam(deps: Deps, body: z.output<typeof api.ExamBodySchema>) {
  assertYearOfDate(body.year, body.release_time);
  const [row] = await deps.db.insert(exams).values(body).returning({ id: exams.id });
  return row;
}

/** Updates an exam event; the year and date it ends up with must agree (the stored one fills what the body leaves out). */
export async function updateExam(deps: Deps, body: z.output<typeof api.ExamUpdateBodySchema>) {
  const { id, ...values } = body;
  return deps.db.transaction(async (tx) => {
    const [stored] = await tx.select({ year: exams.year, release_time: exams.release_time }).from(exams).where(eq(exams.id, id)).for('update');
    if (!stored) throw notFound('시험');
    assertYearOfDate(values.year ?? stored.year, values.release_time === undefined ? stored.release_time : values.release_time);
    const [row] = await tx.update(exams).set({ ...values, update_time: new Date() }).where(eq(exams.id, id)).returning({ id: exams.id });
    return row;
  });
}

