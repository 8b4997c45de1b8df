/** Queries of staging exams (with their question sequences) and sample questions. */
import { and, asc, desc, eq, gt, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { examSubjects, questions, questionSamples, stagingExams, stagingQuestions, users } from '../../db/schema';
import { pageOf } from '../../shared/page-total';
import { shapedPage, ShapedQueries } from '../../shared/shaped-query';
import { namesById } from '../../shared/staff-names';
import type { DbOrTx } from '../../core/db';
import { EXCLUSION } from '../../../src/machines/exam-subject.machine';

/** How many characters of a question or sample text a list row carries. */
export const EXCERPT_LENGTH = 120;

/** A LIKE pattern that matches `text` literally anywhere. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const excerpt = (column: typeof questions.content | typeof questionSamples.content) => sql<string>`left(${column}, ${EXCERPT_LENGTH})`;

export interface Paging {
  page: number;
  size: number;
}

// ---------------------------------------------------------------- staging exams

// The outer table is named explicitly: Drizzle leaves columns unqualified in single-table selects.
const questionCount = sql<number>`(select count(*)::int from staging_questions sq where sq.staging_exam_id = "staging_exams"."id")`;

const stagingExamColumns = {
  id: stagingExams.id,
  name: stagingExams.name,
  school_type: stagingExams.school_type,
  grade_id: stagingExams.grade_id,
  subject_type_id: stagingExams.subject_type_id,
  user_id: stagingExams.user_id,
  question_count: questionCount,
  create_time: stagingExams.create_time,
  update_time: stagingExams.update_time,
};
const stagingExamQuery = (db: DbOrTx) => db.select(stagingExamColumns).from(stagingExams).$dynamic();
type StagingExamRow = Awaited<ReturnType<typeof stagingExamQuery>>[number];

/** Adds the creator's name, looked up by id (server/shared/staff-names.ts) rather than joined. */
async function withCreator(db: DbOrTx, rows: StagingExamRow[]) {
  const nameOf = await namesById(
    db,
    rows.map((r) => r.user_id),
  );
  return rows.map((r) => Object.assign(r, { user_name: nameOf(r.user_id) }));
}

/** The pages of the staging exam list, prepared once per shape (shared/shaped-query.ts). */
const stagingPages = new ShapedQueries<StagingExamRow[]>();

export interface StagingExamFilter {
  school_type?: number;
  grade_id?: number;
  subject_type_id?: number;
  name_search?: string;
}

const SORT_COLUMNS = {
  id: stagingExams.id,
  name: stagingExams.name,
  grade_id: stagingExams.grade_id,
  question_count: questionCount,
  create_time: stagingExams.create_time,
  update_time: stagingExams.update_time,
} as const;

/** One page of staging exams with the total; sorted by `sort_key` (default newest first), ties by id. */
export async function listStagingExams(db: DbOrTx, filter: StagingExamFilter, paging: Paging, sort: { key?: keyof typeof SORT_COLUMNS; dir: 'asc' | 'desc' }) {
  const where = and(
    filter.school_type === undefined ? undefined : eq(stagingExams.school_type, filter.school_type),
    filter.grade_id === undefined ? undefined : eq(stagingExams.grade_id, filter.grade_id),
    filter.subject_type_id === undefined ? undefined : eq(stagingExams.subject_type_id, filter.subject_type_id),
    filter.name_search ? ilike(stagingExams.name, containsPattern(filter.name_search)) : undefined,
  );
  const order = sort.dir === 'asc' ? asc : desc;
  const page_ = await shapedPage(
    stagingPages,
    db,
    {
      name: 'staging_exams',
      where,
      order: [order(SORT_COLUMNS[sort.key ?? 'id']), order(stagingExams.id)],
      query: (filter_, sorted) =>
        stagingExamQuery(db)
          .where(filter_)
          .orderBy(...sorted),
      all: (filtered) =>
        db
          .select({ one: sql`1` })
          .from(stagingExams)
          .where(filtered),
      present: (list) => withCreator(db, list),
    },
    paging,
  );
  return { rows: page_.data_list, total: page_.total, total_estimated: page_.total_estimated };
}

/** One staging exam with its creator's name and question count. */
export function findStagingExam(db: DbOrTx, id: number) {
  return stagingExamQuery(db)
    .where(eq(stagingExams.id, id))
    .then((rows) => withCreator(db, rows))
    .then((rows) => rows[0] ?? null);
}

/** Locks a staging exam for the rest of the transaction, so that sequence changes do not interleave. */
export function lockStagingExam(tx: DbOrTx, id: number) {
  return tx
    .select({ id: stagingExams.id })
    .from(stagingExams)
    .where(eq(stagingExams.id, id))
    .for('update')
    .then((rows) => rows[0] ?? null);
}

/** Inserts a staging exam and returns its id. */
export function insertStagingExam(db: DbOrTx, values: typeof stagingExams.$inferInsert) {
  return db
    .insert(stagingExams)
    .values(values)
    .returning({ id: stagingExams.id })
    .then((rows) => rows[0]);
}

/** Updates the given fields; null when there is no such staging exam. */
export function updateStagingExam(db: DbOrTx, id: number, values: Partial<typeof stagingExams.$inferInsert>) {
  return db
    .update(stagingExams)
    .set({ ...values, update_time: new Date() })
    .where(eq(stagingExams.id, id))
    .returning({ id: stagingExams.id })
    .then((rows) => rows[0] ?? null);
}

/** Deletes a staging exam (its staging_questions cascade); null when there is none. */
export function deleteStagingExam(db: DbOrTx, id: number) {
  return db
    .delete(stagingExams)
    .where(eq(stagingExams.id, id))
    .returning({ id: stagingExams.id })
    .then((rows) => rows[0] ?? null);
}

/** Marks a staging exam as changed (its question list changed). */
export function touchStagingExam(db: DbOrTx, id: number) {
  return db.update(stagingExams).set({ update_time: new Date() }).where(eq(stagingExams.id, id));
}

// ---------------------------------------------------------------- staging questions

/** The questions of a staging exam in sequence order, with their exam subject's name. */
export function listStagingQuestions(db: DbOrTx, stagingExamId: number) {
  return db
    .select({
      id: stagingQuestions.id,
      staging_exam_id: stagingQuestions.staging_exam_id,
      question_id: stagingQuestions.question_id,
      sequence: stagingQuestions.sequence,
      question_index: questions.question_index,
      exam_subject_id: questions.exam_subject_id,
      exam_subject_name: examSubjects.name,
      question_type: questions.question_type,
      level: questions.level,
      content: excerpt(questions.content),
      is_reported: questions.is_reported,
    })
    .from(stagingQuestions)
    .innerJoin(questions, eq(questions.id, stagingQuestions.question_id))
    .innerJoin(examSubjects, eq(examSubjects.id, questions.exam_subject_id))
    .where(eq(stagingQuestions.staging_exam_id, stagingExamId))
    .orderBy(asc(stagingQuestions.sequence), asc(stagingQuestions.id));
}

/** The question ids of a staging exam. */
export function stagingQuestionIds(db: DbOrTx, stagingExamId: number) {
  return db
    .select({ question_id: stagingQuestions.question_id })
    .from(stagingQuestions)
    .where(eq(stagingQuestions.staging_exam_id, stagingExamId))
    .then((rows) => rows.map((r) => r.question_id));
}

/** One staging_question row. */
export function findStagingQuestion(db: DbOrTx, id: number) {
  return db
    .select()
    .from(stagingQuestions)
    .where(eq(stagingQuestions.id, id))
    .then((rows) => rows[0] ?? null);
}

/** The row of a bank question in a staging exam, if it is in. */
export function findStagingQuestionByQuestion(db: DbOrTx, stagingExamId: number, questionId: number) {
  return db
    .select({ id: stagingQuestions.id })
    .from(stagingQuestions)
    .where(and(eq(stagingQuestions.staging_exam_id, stagingExamId), eq(stagingQuestions.question_id, questionId)))
    .then((rows) => rows[0] ?? null);
}

/** The last sequence number of a staging exam (0 when empty). */
export function lastSequence(db: DbOrTx, stagingExamId: number) {
  return db
    .select({ last: sql<number>`coalesce(max(${stagingQuestions.sequence}), 0)::int` })
    .from(stagingQuestions)
    .where(eq(stagingQuestions.staging_exam_id, stagingExamId))
    .then((rows) => rows[0].last);
}

/** Inserts a staging_question row and returns its id and sequence. */
export function insertStagingQuestion(db: DbOrTx, values: typeof stagingQuestions.$inferInsert) {
  return db
    .insert(stagingQuestions)
    .values(values)
    .returning({ id: stagingQuestions.id, sequence: stagingQuestions.sequence })
    .then((rows) => rows[0]);
}

/** Deletes one staging_question row. */
export function deleteStagingQuestion(db: DbOrTx, id: number) {
  return db.delete(stagingQuestions).where(eq(stagingQuestions.id, id));
}

/** Moves every question after `sequence` one place up, closing the gap a removal left. */
export function closeSequenceGap(db: DbOrTx, stagingExamId: number, sequence: number) {
  return db
    .update(stagingQuestions)
    .set({ sequence: sql`${stagingQuestions.sequence} - 1` })
    .where(and(eq(stagingQuestions.staging_exam_id, stagingExamId), gt(stagingQuestions.sequence, sequence)));
}

/** Numbers the given questions 1..n in the given order, in one statement. */
export function setSequences(db: DbOrTx, stagingExamId: number, questionIds: number[]) {
  if (questionIds.length === 0) return Promise.resolve();
  const cases = sql.join(
    questionIds.map((id, i) => sql`when ${id} then ${i + 1}`),
    sql` `,
  );
  return db
    .update(stagingQuestions)
    .set({ sequence: sql`(case ${stagingQuestions.question_id} ${cases} end)::int` })
    .where(and(eq(stagingQuestions.staging_exam_id, stagingExamId), inArray(stagingQuestions.question_id, questionIds)))
    .then(() => undefined);
}

// ---------------------------------------------------------------- bank questions

/** What adding a question to a staging exam needs to know about it. */
export function findBankQuestion(db: DbOrTx, id: number) {
  return db
    .select({ id: questions.id, excluded: questions.excluded, is_reported: questions.is_reported, excluded_state: examSubjects.excluded_state })
    .from(questions)
    .innerJoin(examSubjects, eq(examSubjects.id, questions.exam_subject_id))
    .where(eq(questions.id, id))
    .then((rows) => rows[0] ?? null);
}

export interface QuestionSearch {
  school_type: number;
  grade_id: number;
  subject_type_id: number;
  exam_subject_id?: number;
  level?: number;
  category_id?: number;
  search?: string;
  staging_exam_id?: number;
  /** Whether reported questions are listed (the master only). */
  includeReported: boolean;
}

/**
 * Bank questions matching the search: never excluded ones (the question, or its whole exam subject),
 * reported ones only when `includeReported`. Newest exams first, then by question number.
 */
export async function searchBankQuestions(db: DbOrTx, q: QuestionSearch, paging: Paging) {
  const where = and(
    eq(examSubjects.school_type, q.school_type),
    eq(examSubjects.grade_id, q.grade_id),
    eq(examSubjects.subject_type_id, q.subject_type_id),
    eq(questions.excluded, false),
    eq(examSubjects.excluded_state, EXCLUSION.included),
    q.includeReported ? undefined : eq(questions.is_reported, false),
    q.exam_subject_id === undefined ? undefined : eq(questions.exam_subject_id, q.exam_subject_id),
    q.level === undefined ? undefined : eq(questions.level, q.level),
    q.category_id === undefined ? undefined : eq(questions.category_id, q.category_id),
    q.search ? ilike(questions.content, containsPattern(q.search)) : undefined,
  );
  const added: SQL<boolean> =
    q.staging_exam_id === undefined
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${stagingQuestions} where ${stagingQuestions.staging_exam_id} = ${q.staging_exam_id} and ${stagingQuestions.question_id} = ${questions.id})`;
  const page_ = await pageOf(
    db,
    db
      .select({
        id: questions.id,
        question_index: questions.question_index,
        exam_subject_id: questions.exam_subject_id,
        exam_subject_name: examSubjects.name,
        year: examSubjects.year,
        question_type: questions.question_type,
        level: questions.level,
        category_id: questions.category_id,
        content: excerpt(questions.content),
        is_reported: questions.is_reported,
        added,
      })
      .from(questions)
      .innerJoin(examSubjects, eq(examSubjects.id, questions.exam_subject_id))
      .where(where)
      .orderBy(desc(examSubjects.year), desc(examSubjects.id), asc(questions.question_index))
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db
      .select({ one: sql`1` })
      .from(questions)
      .innerJoin(examSubjects, eq(examSubjects.id, questions.exam_subject_id))
      .where(where),
    paging,
  );
  return { rows: page_.data_list, total: page_.total, total_estimated: page_.total_estimated };
}

// ---------------------------------------------------------------- sample questions

const sampleColumns = {
  id: questionSamples.id,
  title: questionSamples.title,
  subject_type_id: questionSamples.subject_type_id,
  state: questionSamples.state,
  question_id: questionSamples.question_id,
  question_index: questions.question_index,
  exam_subject_name: examSubjects.name,
  user_id: questionSamples.user_id,
  user_name: users.name,
  create_time: questionSamples.create_time,
  update_time: questionSamples.update_time,
};

export interface SampleFilter {
  state?: number;
  subject_type_id?: number;
  search?: string;
}

/** One page of samples, most recently changed first. */
export async function listSamples(db: DbOrTx, filter: SampleFilter, paging: Paging) {
  const where = and(
    filter.state === undefined ? undefined : eq(questionSamples.state, filter.state),
    filter.subject_type_id === undefined ? undefined : eq(questionSamples.subject_type_id, filter.subject_type_id),
    filter.search ? ilike(questionSamples.title, containsPattern(filter.search)) : undefined,
  );
  const page_ = await pageOf(
    db,
    db
      .select({ ...sampleColumns, excerpt: excerpt(questionSamples.content) })
      .from(questionSamples)
      .leftJoin(questions, eq(questions.id, questionSamples.question_id))
      .leftJoin(examSubjects, eq(examSubjects.id, questions.exam_subject_id))
      .leftJoin(users, eq(users.id, questionSamples.user_id))
      .where(where)
      .orderBy(desc(questionSamples.update_time), desc(questionSamples.id))
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db
      .select({ one: sql`1` })
      .from(questionSamples)
      .where(where),
    paging,
  );
  return { rows: page_.data_list, total: page_.total, total_estimated: page_.total_estimated };
}

/** One sample with its full text, linked question and creator. */
export function findSample(db: DbOrTx, id: number) {
  return db
    .select({ ...sampleColumns, content: questionSamples.content })
    .from(questionSamples)
    .leftJoin(questions, eq(questions.id, questionSamples.question_id))
    .leftJoin(examSubjects, eq(examSubjects.id, questions.exam_subject_id))
    .leftJoin(users, eq(users.id, questionSamples.user_id))
    .where(eq(questionSamples.id, id))
    .then((rows) => rows[0] ?? null);
}

/** The state of a sample, locked for a change (`for update`); null when there is none. */
export function lockSample(tx: DbOrTx, id: number) {
  return tx
    .select({ id: questionSamples.id, state: questionSamples.state })
    .from(questionSamples)
    .where(eq(questionSamples.id, id))
    .for('update')
    .then((rows) => rows[0] ?? null);
}

/** Inserts a sample and returns its id. */
export function insertSample(db: DbOrTx, values: typeof questionSamples.$inferInsert) {
  return db
    .insert(questionSamples)
    .values(values)
    .returning({ id: questionSamples.id })
    .then((rows) => rows[0]);
}

/** Updates the given fields; null when there is no such sample. */
export function updateSample(db: DbOrTx, id: number, values: Partial<typeof questionSamples.$inferInsert>) {
  return db
    .update(questionSamples)
    .set({ ...values, update_time: new Date() })
    .where(eq(questionSamples.id, id))
    .returning({ id: questionSamples.id })
    .then((rows) => rows[0] ?? null);
}

/** Deletes a sample; null when there is none. */
export function deleteSample(db: DbOrTx, id: number) {
  return db
    .delete(questionSamples)
    .where(eq(questionSamples.id, id))
    .returning({ id: questionSamples.id })
    .then((rows) => rows[0] ?? null);
}
