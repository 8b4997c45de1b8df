/**
 * A question as several areas read it (question bank, review, error reports): the row, its choices, and its
 * wire shape with what it is missing (spec section 5).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { missingItems } from '../../src/features/question-bank/question-bank.rules';
import { questionMultiples, questions } from '../db/schema';
import type { DbOrTx } from '../core/db';

export type QuestionRow = typeof questions.$inferSelect;
export type ChoiceRow = typeof questionMultiples.$inferSelect;

/** The wire shape of a question: its choices and what it is missing (spec section 5). */
export function presentQuestion(q: QuestionRow, choices: ChoiceRow[], subjectCode: string) {
  const own = choices.filter((c) => c.question_id === q.id).sort((a, b) => a.choice_index - b.choice_index);
  const { create_time: _c, update_time: _u, ...rest } = q;
  void _c;
  void _u;
  return {
    ...rest,
    choices: own,
    missing: missingItems({ ...q, choice_count: own.filter((c) => c.content.trim() !== '').length }, subjectCode),
  };
}

/** One question by id, or null. */
export async function findQuestion(db: DbOrTx, id: number) {
  const [row] = await db.select().from(questions).where(eq(questions.id, id));
  return row ?? null;
}

/** The choices of some questions, in question and choice order. */
export function choicesOf(db: DbOrTx, questionIds: number[]) {
  return questionIds.length ? db.select().from(questionMultiples).where(inArray(questionMultiples.question_id, questionIds)).orderBy(asc(questionMultiples.question_id), asc(questionMultiples.choice_index)) : Promise.resolve([]);
}

