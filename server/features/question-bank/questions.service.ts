/** Use cases of questions: reads by role, versioned saves (no lost work), heads, choices. */
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type * as api from '../../../src/api/question-bank/questions';
import { canClassify, canEditQuestions, canReadSubject } from '../../../src/features/question-bank/question-bank.rules';
import { examSubjects, questionHeads, questionMultiples, questions } from '../../db/schema';
import type { AuthUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../core/db';
import { conflict, forbidden, notFound } from '../../core/errors';
import { refreshQuestionCount } from './exams.repository';
import { actor } from './exams.service';
import * as repo from './questions.repository';
import { canSeeReported } from '../../../src/api/levels';

const STALE = '다른 사용자가 이 문항을 먼저 저장했습니다. 내 변경은 저장되지 않았습니다. 새로고침해 최신 내용을 확인한 뒤 다시 입력하세요.';

async function subjectOrThrow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(examSubjects).where(eq(examSubjects.id, id));
  if (!row) throw notFound('시험 과목');
  return row;
}

/** Questions of an exam subject for its editors; reported questions only for the master (spec section 4). */
export async function questionsOfSubject(deps: Deps, user: AuthUser | null, q: { id: number; type?: number }) {
  const subject = await subjectOrThrow(deps.db, q.id);
  if (!canReadSubject(actor(user), subject)) throw forbidden('배정되지 않은 시험입니다.');
  const { rows, choices } = await repo.questionsOf(deps.db, q.id, { includeReported: canSeeReported(user!.level), questionType: q.type });
  return {
    data_list: rows.map((r) => repo.presentQuestion(r, choices, subject.subject_code_name)),
    heads: await repo.headsOf(deps.db, q.id),
    subject_code_name: subject.subject_code_name,
    state: subject.state,
  };
}

export async function getQuestion(deps: Deps, user: AuthUser | null, id: number) {
  const q = await repo.findQuestion(deps.db, id);
  if (!q || (q.is_reported && !canSeeReported(user!.level))) throw notFound('문항');
  const subject = await subjectOrThrow(deps.db, q.exam_subject_id);
  if (!canReadSubject(actor(user), subject)) throw forbidden('배정되지 않은 시험입니다.');
  const [head] = q.head_question_id ? await deps.db.select().from(questionHeads).where(eq(questionHeads.id, q.head_question_id)) : [];
  return {
    data: repo.presentQuestion(q, await repo.choicesOf(deps.db, [q.id]), subject.subject_code_name),
    head: head ? { id: head.id, exam_subject_id: head.exam_subject_id, content: head.content, start_index: head.start_index, end_index: head.end_index } : null,
    subject_code_name: subject.subject_code_name,
  };
}

/** Locks the question's exam subject and checks the caller may write its questions. */
async function writableSubjectOfQuestion(tx: DbOrTx, user: AuthUser | null, questionId: number, rule: typeof canEditQuestions = canEditQuestions) {
  const subject = await repo.lockSubjectOfQuestion(tx, questionId);
  if (!subject) throw notFound('문항');
  if (!rule(actor(user), subject)) {
    if (!canReadSubject(actor(user), subject)) throw forbidden('배정되지 않은 시험입니다.');
    throw conflict(`지금 상태(${subject.state})에서는 이 시험의 문항을 고칠 수 없습니다.`);
  }
  return subject;
}

/** Saves a question at the version the editor loaded: the second of two concurrent saves gets 409 and changes nothing. */
export async function saveQuestion(deps: Deps, user: AuthUser | null, body: z.output<typeof api.QuestionSaveBodySchema>, rule: typeof canEditQuestions = canEditQuestions) {
  const { id, version, choices, ...values } = body;
  return deps.db.transaction(async (tx) => {
    const subject = await writableSubjectOfQuestion(tx, user, id, rule);
    const saved = await repo.updateQuestionVersioned(tx, id, version, values);
    if (!saved) throw conflict(STALE, 'body.version');
    if (choices) await repo.replaceChoices(tx, id, choices);
    const present = repo.presentQuestion(saved, await repo.choicesOf(tx, [id]), subject.subject_code_name);
    return { id, version: saved.version, missing: present.missing };
  });
}

/** Classification save (type, chapter, difficulty) by the classifier. */
export function classifyQuestion(deps: Deps, user: AuthUser | null, body: z.output<typeof api.QuestionClassBodySchema>) {
  return saveQuestion(deps, user, body, canClassify);
}

/** Creates or updates a shared passage and links the questions in its range. */
export async function saveHead(deps: Deps, user: AuthUser | null, body: z.output<typeof api.QuestionHeadBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const [subject] = await tx.select().from(examSubjects).where(eq(examSubjects.id, body.exam_subject_id)).for('update');
    if (!subject) throw notFound('시험 과목');
    if (!canEditQuestions(actor(user), subject)) throw forbidden('이 시험의 문항을 고칠 수 없습니다.');
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

export async function addQuestion(deps: Deps, user: AuthUser | null, body: z.output<typeof api.QuestionAddBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const [subject] = await tx.select().from(examSubjects).where(eq(examSubjects.id, body.exam_subject_id)).for('update');
    if (!subject) throw notFound('시험 과목');
    if (!canEditQuestions(actor(user), subject)) throw forbidden('이 시험의 문항을 고칠 수 없습니다.');
    const row = await repo.appendQuestion(tx, subject.id, { question_type: body.question_type ?? 1, class_type: subject.class_type });
    await tx.insert(questionMultiples).values(Array.from({ length: 5 }, (_, i) => ({ question_id: row.id, choice_index: i + 1, content: '' })));
    await refreshQuestionCount(tx, subject.id);
    return row;
  });
}

export async function deleteQuestion(deps: Deps, user: AuthUser | null, id: number) {
  await deps.db.transaction(async (tx) => {
    const subject = await writableSubjectOfQuestion(tx, user, id);
    const q = await repo.findQuestion(tx, id);
    await repo.deleteAndRenumber(tx, q!);
    await refreshQuestionCount(tx, subject.id);
  });
}

// --- choices (question_multiple) ---

export async function choicesFor(deps: Deps, user: AuthUser | null, id: number | 'All', examSubjectId?: number) {
  if (id === 'All') {
    if (!examSubjectId) throw conflict('All 조회에는 exam_subject_id가 필요합니다.', 'query.exam_subject_id');
    const subject = await subjectOrThrow(deps.db, examSubjectId);
    if (!canReadSubject(actor(user), subject)) throw forbidden('배정되지 않은 시험입니다.');
    const ids = (await deps.db.select({ id: questions.id }).from(questions).where(eq(questions.exam_subject_id, examSubjectId))).map((r) => r.id);
    return { data_list: await repo.choicesOf(deps.db, ids) };
  }
  const q = await repo.findQuestion(deps.db, id);
  if (!q) throw notFound('문항');
  return { data_list: await repo.choicesOf(deps.db, [id]) };
}

export async function createChoice(deps: Deps, user: AuthUser | null, body: z.output<typeof api.MultipleCreateBodySchema>) {
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

export async function updateChoice(deps: Deps, user: AuthUser | null, body: z.output<typeof api.MultipleUpdateBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const choice = await choiceOrThrow(tx, body.id);
    await writableSubjectOfQuestion(tx, user, choice.question_id);
    await tx.update(questionMultiples).set({ content: body.content ?? choice.content, width: body.width ?? choice.width }).where(eq(questionMultiples.id, body.id));
    return { id: body.id };
  });
}

export async function setChoiceWidth(deps: Deps, user: AuthUser | null, body: z.output<typeof api.MultipleWidthBodySchema>) {
  return deps.db.transaction(async (tx) => {
    await writableSubjectOfQuestion(tx, user, body.question_id);
    const rows = await tx.update(questionMultiples).set({ width: body.width }).where(eq(questionMultiples.question_id, body.question_id)).returning({ id: questionMultiples.id });
    return { updated: rows.length };
  });
}

export async function deleteChoice(deps: Deps, user: AuthUser | null, id: number) {
  await deps.db.transaction(async (tx) => {
    const choice = await choiceOrThrow(tx, id);
    await writableSubjectOfQuestion(tx, user, choice.question_id);
    await tx.delete(questionMultiples).where(eq(questionMultiples.id, id));
  });
}

export function searchBank(deps: Deps, user: AuthUser | null, q: z.output<typeof api.QuestionBankQuerySchema>) {
  return repo.searchBank(deps.db, q, canSeeReported(user!.level));
}
