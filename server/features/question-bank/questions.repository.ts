/** Queries of questions, their choices and heads. */
import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { examSubjects, questionHeads, questionMultiples, questions } from '../../db/schema';
import type { DbOrTx } from '../../core/db';
import { shapedPage, ShapedQueries } from '../../shared/shaped-query';
import type { QuestionRow } from '../../shared/questions.repository';
import { EXCLUSION } from '../../../src/machines/exam-subject.machine';

/** Questions of an exam subject with their choices, in question order; reported ones only when allowed. */
export async function questionsOf(db: DbOrTx, examSubjectId: number, opts: { includeReported: boolean; questionType?: number }) {
  const rows = await db
    .select()
    .from(questions)
    .where(
      and(
        eq(questions.exam_subject_id, examSubjectId),
        opts.includeReported ? undefined : eq(questions.is_reported, false),
        opts.questionType === undefined ? undefined : eq(questions.question_type, opts.questionType),
      ),
    )
    .orderBy(asc(questions.question_index));
  const choices = rows.length
    ? await db
        .select()
        .from(questionMultiples)
        .where(
          inArray(
            questionMultiples.question_id,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return { rows, choices };
}

export function headsOf(db: DbOrTx, examSubjectId: number) {
  return db
    .select({ id: questionHeads.id, exam_subject_id: questionHeads.exam_subject_id, content: questionHeads.content, start_index: questionHeads.start_index, end_index: questionHeads.end_index })
    .from(questionHeads)
    .where(eq(questionHeads.exam_subject_id, examSubjectId))
    .orderBy(asc(questionHeads.start_index));
}

/** The exam subject a question belongs to, locked for a write. */
export async function lockSubjectOfQuestion(tx: DbOrTx, questionId: number) {
  const [row] = await tx
    .select({ subject: examSubjects })
    .from(questions)
    .innerJoin(examSubjects, eq(examSubjects.id, questions.exam_subject_id))
    .where(eq(questions.id, questionId))
    .for('update', { of: examSubjects });
  return row?.subject ?? null;
}

/** Writes a question only if it is still at `version`; returns the new version or null when stale. */
export async function updateQuestionVersioned(tx: DbOrTx, id: number, version: number, values: Partial<typeof questions.$inferInsert>) {
  const [row] = await tx
    .update(questions)
    .set({ ...values, version: sql`${questions.version} + 1`, update_time: new Date() })
    .where(and(eq(questions.id, id), eq(questions.version, version)))
    .returning();
  return row ?? null;
}

/** Replaces the choices of a question. */
export async function replaceChoices(tx: DbOrTx, questionId: number, choices: Array<{ choice_index: number; content: string; width?: number }>) {
  await tx.delete(questionMultiples).where(eq(questionMultiples.question_id, questionId));
  if (choices.length) await tx.insert(questionMultiples).values(choices.map((c) => ({ question_id: questionId, choice_index: c.choice_index, content: c.content, width: c.width ?? 100 })));
}

/** Appends a question at the end of an exam subject. */
export async function appendQuestion(tx: DbOrTx, examSubjectId: number, values: Partial<typeof questions.$inferInsert>) {
  const [{ max }] = await tx
    .select({ max: sql<number>`coalesce(max(${questions.question_index}), 0)::int` })
    .from(questions)
    .where(eq(questions.exam_subject_id, examSubjectId));
  const [row] = await tx
    .insert(questions)
    .values({ ...values, exam_subject_id: examSubjectId, question_index: Number(max) + 1 })
    .returning({ id: questions.id, question_index: questions.question_index });
  return row;
}

/** Deletes a question and closes the gap in question numbers (two steps: the unique index holds throughout). */
export async function deleteAndRenumber(tx: DbOrTx, q: QuestionRow) {
  await tx.delete(questions).where(eq(questions.id, q.id));
  const later = and(eq(questions.exam_subject_id, q.exam_subject_id), sql`${questions.question_index} > ${q.question_index}`);
  await tx
    .update(questions)
    .set({ question_index: sql`-${questions.question_index}` })
    .where(later);
  await tx
    .update(questions)
    .set({ question_index: sql`-${questions.question_index} - 1` })
    .where(and(eq(questions.exam_subject_id, q.exam_subject_id), sql`${questions.question_index} < 0`));
}

/**
 * Bank-wide question search (question_subject/all): newest exam subject first, its questions in order. That order
 * walks the exam subjects that match (by their primary key or a filter index) and each one's questions through
 * (exam_subject_id, question_index), so a page costs a few dozen index probes at any bank size; the total is
 * exact for small results and the planner's estimate for large ones (shared/page-total.ts, docs/perf/).
 */
export async function searchBank(
  db: DbOrTx,
  q: { page: number; size: number; subject_type_id?: number; grade_id?: number; year?: number; category_id?: number; level?: number; question_type?: number; search?: string },
  includeReported: boolean,
) {
  const where: SQL[] = [eq(questions.excluded, false), eq(examSubjects.excluded_state, EXCLUSION.included)];
  if (!includeReported) where.push(eq(questions.is_reported, false));
  if (q.subject_type_id !== undefined) where.push(eq(examSubjects.subject_type_id, q.subject_type_id));
  if (q.grade_id !== undefined) where.push(eq(examSubjects.grade_id, q.grade_id));
  if (q.year !== undefined) where.push(eq(examSubjects.year, q.year));
  if (q.category_id !== undefined) where.push(eq(questions.category_id, q.category_id));
  if (q.level !== undefined) where.push(eq(questions.level, q.level));
  if (q.question_type !== undefined) where.push(eq(questions.question_type, q.question_type));
  if (q.search) where.push(ilike(questions.content, `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const cond = and(...where);
  return shapedPage(
    bankPages,
    db,
    {
      name: 'bank',
      where: cond,
      order: [desc(examSubjects.id), asc(questions.question_index)],
      query: (filter, order) =>
        bankQuery(db)
          .where(filter)
          .orderBy(...order),
      all: (filtered) =>
        db
          .select({ one: sql`1` })
          .from(examSubjects)
          .innerJoin(questions, eq(questions.exam_subject_id, examSubjects.id))
          .where(filtered),
    },
    q,
  );
}

/** A bank search hit: the question's start and where it comes from. */
const bankQuery = (db: DbOrTx) =>
  db
    .select({
      id: questions.id,
      exam_subject_id: questions.exam_subject_id,
      exam_subject_name: examSubjects.name,
      question_index: questions.question_index,
      question_type: questions.question_type,
      level: questions.level,
      category_id: questions.category_id,
      content: sql<string>`left(${questions.content}, 200)`,
      year: examSubjects.year,
      grade_id: examSubjects.grade_id,
    })
    .from(examSubjects)
    .innerJoin(questions, eq(questions.exam_subject_id, examSubjects.id))
    .$dynamic();
/** The pages of the bank search, prepared once per shape (shared/shaped-query.ts). */
const bankPages = new ShapedQueries<Awaited<ReturnType<typeof bankQuery>>>();
