/**
 * Queries of an exam subject that every area acting on exams needs (question-bank, review, error-reports):
 * the row locked for a transition, its returned questions, what its questions are missing, and the writes
 * of its state columns and return marks. Only server/shared/exam-lifecycle.ts writes state columns.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { incompleteQuestions } from '../../src/features/question-bank/question-bank.rules';
import { examSubjects, questionHeads, questionMultiples, questions } from '../db/schema';
import type { DbOrTx } from '../core/db';

export type ExamSubjectRow = typeof examSubjects.$inferSelect;

/** Locks an exam subject row for a transition (`for update`); null when there is none. */
export async function lockExamSubjectRow(tx: DbOrTx, id: number): Promise<ExamSubjectRow | null> {
  const [row] = await tx.select().from(examSubjects).where(eq(examSubjects.id, id)).for('update');
  return row ?? null;
}

/** The exam subject a question belongs to (its id), or null when the question does not exist. */
export async function examSubjectIdOfQuestion(db: DbOrTx, questionId: number): Promise<number | null> {
  const [row] = await db.select({ id: questions.exam_subject_id }).from(questions).where(eq(questions.id, questionId));
  return row?.id ?? null;
}

/** The returned questions of an exam and whether each is marked fixed, in question order. */
export function returnedQuestionsOf(db: DbOrTx, examSubjectId: number) {
  return db
    .select({ id: questions.id, question_index: questions.question_index, return_done: questions.return_done })
    .from(questions)
    .where(and(eq(questions.exam_subject_id, examSubjectId), eq(questions.returned, true)))
    .orderBy(asc(questions.question_index));
}

/** The incomplete questions of an exam subject with what each is missing (spec section 5). */
export async function incompleteQuestionsOf(db: DbOrTx, subject: { id: number; subject_code_name: string }) {
  const rows = await db.select().from(questions).where(and(eq(questions.exam_subject_id, subject.id), eq(questions.excluded, false)));
  const ids = rows.map((r) => r.id);
  const choices = ids.length ? await db.select().from(questionMultiples).where(inArray(questionMultiples.question_id, ids)) : [];
  const filled = new Map<number, number>();
  for (const c of choices) if (c.content.trim()) filled.set(c.question_id, (filled.get(c.question_id) ?? 0) + 1);
  return incompleteQuestions(
    rows.map((r) => ({ ...r, choice_count: filled.get(r.id) ?? 0 })),
    subject.subject_code_name,
  );
}

/** Writes state and assignment columns of a locked row, bumping its version; returns the stored states. */
export async function writeExamSubject(tx: DbOrTx, row: ExamSubjectRow, values: Partial<ExamSubjectRow>) {
  const [updated] = await tx
    .update(examSubjects)
    .set({ ...values, version: row.version + 1, update_time: new Date() })
    .where(eq(examSubjects.id, row.id))
    .returning({ id: examSubjects.id, state: examSubjects.state, admin_check: examSubjects.admin_check });
  return updated;
}

/** Marks questions returned with a reason (their fix not done yet). */
export function markQuestionsReturned(tx: DbOrTx, ids: number[], reason: string) {
  return tx.update(questions).set({ returned: true, return_reason: reason, return_done: false, update_time: new Date() }).where(inArray(questions.id, ids));
}

/** Takes the return mark off questions. */
export function unmarkQuestions(tx: DbOrTx, ids: number[]) {
  return tx.update(questions).set({ returned: false, return_reason: null, return_done: false, update_time: new Date() }).where(inArray(questions.id, ids));
}

/** Marks returned questions fixed. */
export function markQuestionsFixed(tx: DbOrTx, ids: number[]) {
  return tx.update(questions).set({ return_done: true, update_time: new Date() }).where(inArray(questions.id, ids));
}

/** Sets the return mark of a shared passage (null reason to take it off). */
export function setHeadReturned(tx: DbOrTx, headId: number, reason: string | null) {
  return tx.update(questionHeads).set({ returned: reason !== null, return_reason: reason }).where(eq(questionHeads.id, headId));
}

/** Takes the return marks off every shared passage of an exam (after resubmission). */
export function clearHeadMarks(tx: DbOrTx, examSubjectId: number) {
  return tx.update(questionHeads).set({ returned: false }).where(eq(questionHeads.exam_subject_id, examSubjectId));
}
