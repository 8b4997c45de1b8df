/** Use cases of questions: reads by role, versioned saves (no lost work), heads, choices. */
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type * as api from '../../../src/api/question-bank/questions';
import { examSubjectAccess } from '../../../src/api/exam-subject-access';
import { QUESTION_BANK_POLICY as policy } from '../../../src/features/question-bank/question-bank.policy';
import { examSubjects, questionHeads, questionMultiples, questions } from '../../db/schema';
import type { AuthUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../core/db';
import { conflict, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import { refreshQuestionCount } from './exams.repository';
import * as repo from './questions.repository';
import * as questionRecords from '../../shared/questions.repository';

const STALE = '다른 사용자가 이 문항을 먼저 저장했습니다. 내 변경은 저장되지 않았습니다. 새로고침해 최신 내용을 확인한 뒤 다시 입력하세요.';

async function subjectOrThrow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(examSubjects).where(eq(examSubjects.id, id));
  if (!row) throw notFound('시험 과목');
  return row;
}

/** Whether lists and searches include reported questions for this caller (the master only, spec section 4). */
const seesReported = (user: AuthUser) => policy.allows(actorOf(user), 'bank.seeReported', {});

/** Questions of an exam subject for its editors; reported questions only for the master (spec section 4). */
export async function questionsOfSubject(deps: Deps, user: AuthUser, q: { id: number; type?: number }) {
  const subject = await subjectOrThrow(deps.db, q.id);
  assertAllowed(policy.authorize(actorOf(user), 'subject.read', examSubjectAccess(subject)));
  const { rows, choices } = await repo.questionsOf(deps.db, q.id, { includeReported: seesReported(user), questionType: q.type });
  return {
    data_list: rows.map((r) => questionRecords.presentQuestion(r, choices, subject.subject_code_name)),
    heads: await repo.headsOf(deps.db, q.id),
    subject_code_name: subject.subject_code_name,
    state: subject.state,
  };
}

/** A question and its exam subject, checked with the policy's `question.read`: 404 when missing or hidden, 403 when not the caller's. */
async function readableQuestion(db: DbOrTx, user: AuthUser, id: number) {
  const q = await questionRecords.findQuestion(db, id);
  if (!q) throw notFound('문항');
  const subject = await subjectOrThrow(db, q.exam_subject_id);
  assertAllowed(policy.authorize(actorOf(user), 'question.read', { ...examSubjectAccess(subject), is_reported: q.is_reported }));
  return { q, subject };
}

export async function getQuestion(deps: Deps, user: AuthUser, id: number) {
  const { q, subject } = await readableQuestion(deps.db, user, id);
  const [head] = q.head_question_id ? await deps.db.select().from(questionHeads).where(eq(questionHeads.id, q.head_question_id)) : [];
  return {
    data: questionRecords.presentQuestion(q, await questionRecords.choicesOf(deps.db, [q.id]), subject.subject_code_name),
    head: head ? { id: head.id, exam_subject_id: head.exam_subject_id, content: head.content, start_index: head.start_index, end_index: head.end_index } : null,
    subject_code_name: subject.subject_code_name,
  };
}

/** What a question write asks of the policy: editing its exam's questions, or classifying them. */
type WriteAction = 'subject.editQuestions' | 'subject.classify';

/** Locks the question's exam subject and checks the caller may write its questions (403, or 409 for the state). */
async function writableSubjectOfQuestion(tx: DbOrTx, user: AuthUser, questionId: number, action: WriteAction = 'subject.editQuestions') {
  const subject = await repo.lockSubjectOfQuestion(tx, questionId);
  if (!subject) throw notFound('문항');
  assertAllowed(policy.authorize(actorOf(user), action, examSubjectAccess(subject)));
  return subject;
}

/** Saves a question at the version the editor loaded: the second of two concurrent saves gets 409 and changes nothing. */
export async function saveQuestion(deps: Deps, user: AuthUser, body: z.output<typeof api.QuestionSaveBodySchema>, action: WriteAction = 'subject.editQuestions') {
  const { id, version, choices, ...values } = body;
  return deps.db.transaction(async (tx) => {
    const subject = await writableSubjectOfQuestion(tx, user, id, action);
    const saved = await repo.updateQuestionVersioned(tx, id, version, values);
    if (!saved) throw conflict(STALE, 'body.version');
    if (choices) await repo.replaceChoices(tx, id, choices);
    const present = questionRecords.presentQuestion(saved, await questionRecords.choicesOf(tx, [id]), subject.subject_code_name);
    return { id, version: saved.version, missing: present.missing };
  });
}

/** Classification save (type, chapter, difficulty) by the classifier. */
export function classifyQuestion(deps: Deps, user: AuthUser, body: z.output<typeof api.QuestionClassBodySchema>) {
  return saveQuestion(deps, user, body, 'subject.classify');
}

/** Creates or updates a shared passage and links the questions in its range. */
export async function saveHead(deps: Deps, user: AuthUser, body: z.output<typeof api.QuestionHeadBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const [subject] = await tx.select().from(examSubjects).where(eq(examSubjects.id, body.exam_subject_id)).for('update');
    if (!subject) throw notFound('시험 과목');
    assertAllowed(policy.authorize(actorOf(user), 'subject.editQuestions', examSubjectAccess(subject)));
    let headId = body.id;
    if (headId) {
      const [row] = await tx
        .update(questionHeads)
        .set({ content: body.content, start_index: body.start_index, end_index: body.end_index })
        .where(and(eq(questionHeads.id, headId), eq(questionHeads.exam_subject_id, body.exam_subject_id)))
        .returning({ id: questionHeads.id });
      if (!row) throw notFound('공통 지문');
      await tx.update(questions).set({ head_question_id: null }).where(eq(questions.head_question_id, headId));
    } else {
      [{ id: headId }] = await tx.insert(questionHeads).values({ exam_subject_id: body.exam_subject_id, content: body.content, start_index: body.start_index, end_index: body.end_index }).returning({ id: questionHeads.id });
    }
    const inRange = (await tx.select({ id: questions.id, i: questions.question_index }).from(questions).where(eq(questions.exam_subject_id, body.exam_subject_id))).filter(
      (q) => q.i >= body.start_index && q.i <= body.end_index,
    );
    if (inRange.length) await tx.update(questions).set({ head_question_id: headId }).where(inArray(questions.id, inRange.map((q) => q.id)));
    return { id: headId! };
  });
}

export async function addQuestion(deps: Deps, user: AuthUser, body: z.output<typeof api.QuestionAddBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const [subject] = await tx.select().from(examSubjects).where(eq(examSubjects.id, body.exam_subject_id)).for('update');
    if (!subject) throw notFound('시험 과목');
    assertAllowed(policy.authorize(actorOf(user), 'subject.editQuestions', examSubjectAccess(subject)));
    const row = await repo.appendQuestion(tx, subject.id, { question_type: body.question_type ?? 1, class_type: subject.class_type });
    await tx.insert(questionMultiples).values(Array.from({ length: 5 }, (_, i) => ({ question_id: row.id, choice_index: i + 1, content: '' })));
    await refreshQuestionCount(tx, subject.id);
    return row;
  });
}

export async function deleteQuestion(deps: Deps, user: AuthUser, id: number) {
  await deps.db.transaction(async (tx) => {
    const subject = await writableSubjectOfQuestion(tx, user, id);
    const q = await questionRecords.findQuestion(tx, id);
    await repo.deleteAndRenumber(tx, q!);
    await refreshQuestionCount(tx, subject.id);
  });
}

// --- choices (question_multiple) ---

export async function choicesFor(deps: Deps, user: AuthUser, id: number | 'All', examSubjectId?: number) {
  if (id === 'All') {
    if (!examSubjectId) throw conflict('All 조회에는 exam_subject_id가 필요합니다.', 'query.exam_subject_id');
    const subject = await subjectOrThrow(deps.db, examSubjectId);
    assertAllowed(policy.authorize(actorOf(user), 'subject.read', examSubjectAccess(subject)));
    const rows = await deps.db.select({ id: questions.id, is_reported: questions.is_reported }).from(questions).where(eq(questions.exam_subject_id, examSubjectId));
    // Reported questions stay hidden here as in the question list (the master only).
    const ids = rows.filter((r) => !r.is_reported || seesReported(user)).map((r) => r.id);
    return { data_list: await questionRecords.choicesOf(deps.db, ids) };
  }
  await readableQuestion(deps.db, user, id);
  return { data_list: await questionRecords.choicesOf(deps.db, [id]) };
}

export async function createChoice(deps: Deps, user: AuthUser, body: z.output<typeof api.MultipleCreateBodySchema>) {
  return deps.db.transaction(async (tx) => {
    await writableSubjectOfQuestion(tx, user, body.question_id);
    const [row] = await tx.insert(questionMultiples).values({ question_id: body.question_id, choice_index: body.choice_index, content: body.content, width: body.width ?? 100 }).returning({ id: questionMultiples.id });
    return row;
  });
}

async function choiceOrThrow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(questionMultiples).where(eq(questionMultiples.id, id));
  if (!row) throw notFound('선택지');
  return row;
}

export async function updateChoice(deps: Deps, user: AuthUser, body: z.output<typeof api.MultipleUpdateBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const choice = await choiceOrThrow(tx, body.id);
    await writableSubjectOfQuestion(tx, user, choice.question_id);
    await tx.update(questionMultiples).set({ content: body.content ?? choice.content, width: body.width ?? choice.width }).where(eq(questionMultiples.id, body.id));
    return { id: body.id };
  });
}

export async function setChoiceWidth(deps: Deps, user: AuthUser, body: z.output<typeof api.MultipleWidthBodySchema>) {
  return deps.db.transaction(async (tx) => {
    await writableSubjectOfQuestion(tx, user, body.question_id);
    const rows = await tx.update(questionMultiples).set({ width: body.width }).where(eq(questionMultiples.question_id, body.question_id)).returning({ id: questionMultiples.id });
    return { updated: rows.length };
  });
}

export async function deleteChoice(deps: Deps, user: AuthUser, id: number) {
  await deps.db.transaction(async (tx) => {
    const choice = await choiceOrThrow(tx, id);
    await writableSubjectOfQuestion(tx, user, choice.question_id);
    await tx.delete(questionMultiples).where(eq(questionMultiples.id, id));
  });
}

export function searchBank(deps: Deps, user: AuthUser, q: z.output<typeof api.QuestionBankQuerySchema>) {
  return repo.searchBank(deps.db, q, seesReported(user));
}
