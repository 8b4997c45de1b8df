/**
 * Queries of a student's mock exams (consulting_exams, consulting_exam_answers) and the bank exams they grade
 * against (done national mock exams: type EXAM_TYPE.mock, an entry state tagged 'done', not excluded; their
 * questions not excluded nor reported, since reported questions are hidden from everyone below the master
 * while their answer is checked). Each query takes the database or a transaction.
 */
import { and, asc, count, countDistinct, desc, eq, exists, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { EXAM_TYPE } from '../../../src/api/codes';
import type { ExamAnalysisQuerySchema, SubjectArea } from '../../../src/api/consulting/exams';
import type { GradedRow, ScoreRow, TallyRow } from '../../../src/features/consulting/exams.rules';
import { CONSULTING_SITTING_INITIAL, consultingSittingStatesTagged } from '../../../src/machines/consulting-sitting.machine';
import { entryCodesTagged } from '../../../src/machines/exam.machine';
import { EXCLUSION } from '../../../src/machines/exam-subject.machine';
import type { DbOrTx } from '../../core/db';
import { consultingExamAnswers as ans, consultingExams as ce, consultingSittings as cs, examSubjects, questions } from '../../db/schema';

export type ExamRow = typeof ce.$inferSelect;
/** A record with the name of the bank exam it was graded against. */
export type ExamRowNamed = ExamRow & { exam_subject_name: string | null };

const recordColumns = {
  id: ce.id,
  user_id: ce.user_id,
  year: ce.year,
  test_name: ce.test_name,
  subject_area: ce.subject_area,
  choice_subject_id: ce.choice_subject_id,
  exam_subject_id: ce.exam_subject_id,
  raw_score: ce.raw_score,
  standard_score: ce.standard_score,
  percentile: ce.percentile,
  grade: ce.grade,
  create_time: ce.create_time,
  update_time: ce.update_time,
  exam_subject_name: examSubjects.name,
};

/** A student's records (of one year, or all), with their bank exam's name. */
export function listRecords(db: DbOrTx, userId: number, year?: number): Promise<ExamRowNamed[]> {
  return db
    .select(recordColumns)
    .from(ce)
    .leftJoin(examSubjects, eq(examSubjects.id, ce.exam_subject_id))
    .where(and(eq(ce.user_id, userId), year === undefined ? undefined : eq(ce.year, year)))
    .orderBy(desc(ce.year), asc(ce.id));
}

/** Every year a student has a record in, newest first. */
export async function yearsOf(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db.selectDistinct({ year: ce.year }).from(ce).where(eq(ce.user_id, userId)).orderBy(desc(ce.year));
  return rows.map((r) => r.year);
}

/** The records of one sitting. */
export function sittingRecords(db: DbOrTx, userId: number, year: number, testName: string): Promise<ExamRowNamed[]> {
  return db
    .select(recordColumns)
    .from(ce)
    .leftJoin(examSubjects, eq(examSubjects.id, ce.exam_subject_id))
    .where(and(eq(ce.user_id, userId), eq(ce.year, year), eq(ce.test_name, testName)))
    .orderBy(asc(ce.id));
}

/** The record of a sitting's elective, or undefined. */
export async function recordByChoice(db: DbOrTx, userId: number, year: number, testName: string, choiceId: number): Promise<ExamRowNamed | undefined> {
  const [row] = await db
    .select(recordColumns)
    .from(ce)
    .leftJoin(examSubjects, eq(examSubjects.id, ce.exam_subject_id))
    .where(and(eq(ce.user_id, userId), eq(ce.year, year), eq(ce.test_name, testName), eq(ce.choice_subject_id, choiceId)));
  return row;
}

/** The stored answers of some records with their question's 난이도 (for the summaries). */
export function answerLevels(db: DbOrTx, recordIds: number[]) {
  if (!recordIds.length) return Promise.resolve([]);
  return db
    .select({ consulting_exam_id: ans.consulting_exam_id, correct: ans.correct, points: ans.points, level: questions.level })
    .from(ans)
    .leftJoin(questions, eq(questions.id, ans.question_id))
    .where(inArray(ans.consulting_exam_id, recordIds));
}

/** A record's answers with their bank question (type, stored answer, 난이도, categories), in question order. */
export function answersWithQuestions(db: DbOrTx, recordId: number) {
  return db
    .select({
      question_index: ans.question_index,
      question_id: ans.question_id,
      answer: ans.answer,
      correct: ans.correct,
      points: ans.points,
      question_type: questions.question_type,
      right: questions.answer,
      answer_number: questions.answer_number,
      answer_multiple: questions.answer_multiple,
      level: questions.level,
      category_id: questions.category_id,
      chapter_id: questions.chapter_id,
    })
    .from(ans)
    .leftJoin(questions, eq(questions.id, ans.question_id))
    .where(eq(ans.consulting_exam_id, recordId))
    .orderBy(asc(ans.question_index));
}

/**
 * The answers of a student's graded records of an elective (narrowed to a year and a sitting), with 난이도 and
 * categories: only of sittings whose keys are shown (submitted), since the categories are part of the key.
 */
export function categoryAnswers(db: DbOrTx, userId: number, choiceId: number, year?: number, testName?: string) {
  return db
    .select({ consulting_exam_id: ans.consulting_exam_id, correct: ans.correct, points: ans.points, level: questions.level, category_id: questions.category_id, chapter_id: questions.chapter_id })
    .from(ans)
    .innerJoin(ce, eq(ce.id, ans.consulting_exam_id))
    .innerJoin(cs, and(eq(cs.user_id, ce.user_id), eq(cs.year, ce.year), eq(cs.test_name, ce.test_name), inArray(cs.state, consultingSittingStatesTagged('keysShown'))))
    .leftJoin(questions, eq(questions.id, ans.question_id))
    .where(and(eq(ce.user_id, userId), eq(ce.choice_subject_id, choiceId), year === undefined ? undefined : eq(ce.year, year), testName === undefined ? undefined : eq(ce.test_name, testName)));
}

/** Whether a student has a record of an elective in a sitting (narrowed as given). */
export async function hasRecord(db: DbOrTx, userId: number, choiceId: number, year?: number, testName?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ce.id })
    .from(ce)
    .where(and(eq(ce.user_id, userId), eq(ce.choice_subject_id, choiceId), year === undefined ? undefined : eq(ce.year, year), testName === undefined ? undefined : eq(ce.test_name, testName)))
    .limit(1);
  return row !== undefined;
}

/** The values of one record as written. */
export type RecordValues = Pick<ExamRow, 'user_id' | 'year' | 'test_name' | 'subject_area' | 'choice_subject_id' | 'exam_subject_id' | 'raw_score' | 'standard_score' | 'percentile' | 'grade'>;

/** Adds or replaces the record of a sitting's area (its key: user, year, sitting, area); returns its id. */
export async function upsertRecord(tx: DbOrTx, values: RecordValues): Promise<number> {
  const { user_id: _u, year: _y, test_name: _t, subject_area: _a, ...rest } = values;
  const [row] = await tx
    .insert(ce)
    .values(values)
    .onConflictDoUpdate({ target: [ce.user_id, ce.year, ce.test_name, ce.subject_area], set: { ...rest, update_time: sql`now()` } })
    .returning({ id: ce.id });
  return row.id;
}

/** Replaces a record's graded answers. */
export async function replaceAnswers(tx: DbOrTx, recordId: number, rows: readonly GradedRow[]): Promise<void> {
  await tx.delete(ans).where(eq(ans.consulting_exam_id, recordId));
  if (rows.length) await tx.insert(ans).values(rows.map((r) => ({ consulting_exam_id: recordId, ...r })));
}

/** Removes a record's graded answers. */
export async function clearAnswers(tx: DbOrTx, recordId: number): Promise<void> {
  await tx.delete(ans).where(eq(ans.consulting_exam_id, recordId));
}

/** Deletes a sitting's records (or one area's); their answers go with them. Returns how many records. */
export async function deleteRecords(tx: DbOrTx, userId: number, year: number, testName: string, area?: SubjectArea): Promise<number> {
  const rows = await tx
    .delete(ce)
    .where(and(eq(ce.user_id, userId), eq(ce.year, year), eq(ce.test_name, testName), area === undefined ? undefined : eq(ce.subject_area, area)))
    .returning({ id: ce.id });
  return rows.length;
}

// ---- Sittings ----

/** A sitting's key: whose, which year, which test. */
export interface SittingKey {
  user_id: number;
  year: number;
  test_name: string;
}

export type SittingRow = typeof cs.$inferSelect;

/** The stored sittings of a student (of a year, or all); a sitting without a row is open. */
export function storedSittings(db: DbOrTx, userId: number, year?: number): Promise<SittingRow[]> {
  return db
    .select()
    .from(cs)
    .where(and(eq(cs.user_id, userId), year === undefined ? undefined : eq(cs.year, year)));
}

/**
 * The row of a sitting, made in the machine's initial state when missing, locked until the transaction ends: every
 * write that grades or submits holds it, so answers cannot change once the sitting is submitted.
 */
export async function lockSitting(tx: DbOrTx, key: SittingKey): Promise<SittingRow> {
  await tx.insert(cs).values({ user_id: key.user_id, year: key.year, test_name: key.test_name, state: CONSULTING_SITTING_INITIAL }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(cs)
    .where(and(eq(cs.user_id, key.user_id), eq(cs.year, key.year), eq(cs.test_name, key.test_name)))
    .for('update');
  return row;
}

/** Writes a sitting's new state (from the sitting machine) and when it was submitted. */
export async function setSittingState(tx: DbOrTx, id: number, state: string, submittedAt: Date | null): Promise<void> {
  await tx.update(cs).set({ state, submitted_at: submittedAt, update_time: sql`now()` }).where(eq(cs.id, id));
}

/** Whether any record of a sitting has graded answers. */
export async function sittingHasAnswers(db: DbOrTx, key: SittingKey): Promise<boolean> {
  const [row] = await db
    .select({ id: ce.id })
    .from(ce)
    .where(and(eq(ce.user_id, key.user_id), eq(ce.year, key.year), eq(ce.test_name, key.test_name), exists(db.select({ one: sql`1` }).from(ans).where(eq(ans.consulting_exam_id, ce.id)))))
    .limit(1);
  return row !== undefined;
}

/** Removes a sitting's row once it has no record left (a sitting of the same name made again starts open). */
export async function dropEmptySitting(tx: DbOrTx, key: SittingKey): Promise<void> {
  await tx.execute(
    sql`delete from ${cs} where ${cs.user_id} = ${key.user_id} and ${cs.year} = ${key.year} and ${cs.test_name} = ${key.test_name}
      and not exists (select 1 from ${ce} where ${ce.user_id} = ${key.user_id} and ${ce.year} = ${key.year} and ${ce.test_name} = ${key.test_name})`,
  );
}

// ---- The bank ----

/** Done national mock exams, never excluded. */
const gradable = (): SQL => and(eq(examSubjects.type, EXAM_TYPE.mock.code), inArray(examSubjects.state, entryCodesTagged('done')), eq(examSubjects.excluded_state, EXCLUSION.included))!;

const bankColumns = {
  exam_subject_id: examSubjects.id,
  name: examSubjects.name,
  test_name: examSubjects.test_name,
  year: examSubjects.year,
  grade_id: examSubjects.grade_id,
  subject_type_id: examSubjects.subject_type_id,
};

/** The most bank exams one list shows. */
export const BANK_LIST_MAX = 200;

/** Bank exams of some subject types (and a year), newest first. */
export function bankExams(db: DbOrTx, subjectTypes: number[], year?: number) {
  if (!subjectTypes.length) return Promise.resolve([]);
  return db
    .select(bankColumns)
    .from(examSubjects)
    .where(and(gradable(), inArray(examSubjects.subject_type_id, subjectTypes), year === undefined ? undefined : eq(examSubjects.year, year)))
    .orderBy(desc(examSubjects.year), desc(examSubjects.release_time), asc(examSubjects.name), asc(examSubjects.id))
    .limit(BANK_LIST_MAX);
}

/** One bank exam a student may grade against, or undefined. */
export async function bankExam(db: DbOrTx, id: number) {
  const [row] = await db.select(bankColumns).from(examSubjects).where(and(gradable(), eq(examSubjects.id, id)));
  return row;
}

/** The usable questions of bank exams (not excluded, not reported) with their stored answers and 난이도. */
export function bankQuestions(db: DbOrTx, examSubjectIds: number[]) {
  if (!examSubjectIds.length) return Promise.resolve([]);
  return db
    .select({
      id: questions.id,
      exam_subject_id: questions.exam_subject_id,
      question_index: questions.question_index,
      question_type: questions.question_type,
      answer: questions.answer,
      answer_number: questions.answer_number,
      answer_multiple: questions.answer_multiple,
      level: questions.level,
    })
    .from(questions)
    .where(and(inArray(questions.exam_subject_id, examSubjectIds), eq(questions.excluded, false), eq(questions.is_reported, false)))
    .orderBy(asc(questions.exam_subject_id), asc(questions.question_index));
}

/** Category paths are shared (server/shared/category-paths.ts). */
export { categoryPaths } from '../../shared/category-paths';

// ---- The consultants' analysis ----

type AnalysisFilter = z.output<typeof ExamAnalysisQuerySchema>;

/** The records the analysis covers. */
function analysisWhere(f: AnalysisFilter): SQL | undefined {
  return and(
    f.year === undefined ? undefined : eq(ce.year, f.year),
    f.test_name === undefined ? undefined : eq(ce.test_name, f.test_name),
    f.subject_area === undefined ? undefined : eq(ce.subject_area, f.subject_area),
    f.choice_subject_id === undefined ? undefined : eq(ce.choice_subject_id, f.choice_subject_id),
  );
}

/** Students, records and graded records under the filters. */
export async function analysisCounts(db: DbOrTx, f: AnalysisFilter) {
  const [row] = await db
    .select({ students: countDistinct(ce.user_id), records: count(ce.id), graded: sql<number>`count(*) filter (where ${isNotNull(ce.exam_subject_id)})`.mapWith(Number) })
    .from(ce)
    .where(analysisWhere(f));
  return row;
}

/** Every stored sitting with its students, newest first. */
export function analysisSittings(db: DbOrTx) {
  return db
    .select({ year: ce.year, test_name: ce.test_name, students: countDistinct(ce.user_id) })
    .from(ce)
    .groupBy(ce.year, ce.test_name)
    .orderBy(desc(ce.year), asc(ce.test_name))
    .limit(500);
}

/** Answers under the filters counted by category (unit or type), 난이도 and result. */
export async function analysisTally(db: DbOrTx, f: AnalysisFilter, kind: 'unit' | 'type'): Promise<TallyRow[]> {
  const key = kind === 'unit' ? questions.chapter_id : questions.category_id;
  const rows = await db
    .select({ key, level: questions.level, correct: ans.correct, answers: count(ans.id), points: sql<number>`coalesce(sum(${ans.points}), 0)`.mapWith(Number) })
    .from(ans)
    .innerJoin(ce, eq(ce.id, ans.consulting_exam_id))
    .leftJoin(questions, eq(questions.id, ans.question_id))
    .where(analysisWhere(f))
    .groupBy(key, questions.level, ans.correct);
  return rows;
}

/** Students with answers in each category (unit or type) under the filters. */
export async function analysisStudents(db: DbOrTx, f: AnalysisFilter, kind: 'unit' | 'type'): Promise<Map<number | null, number>> {
  const key = kind === 'unit' ? questions.chapter_id : questions.category_id;
  const rows = await db
    .select({ key, students: countDistinct(ce.user_id) })
    .from(ans)
    .innerJoin(ce, eq(ce.id, ans.consulting_exam_id))
    .leftJoin(questions, eq(questions.id, ans.question_id))
    .where(analysisWhere(f))
    .groupBy(key);
  return new Map(rows.map((r) => [r.key, r.students]));
}

/** The most records a distribution reads. */
export const SCORE_ROWS_MAX = 100_000;

/** The scores of the records under the filters. */
export function analysisScores(db: DbOrTx, f: AnalysisFilter): Promise<ScoreRow[]> {
  return db
    .select({ user_id: ce.user_id, year: ce.year, test_name: ce.test_name, subject_area: sql<SubjectArea>`${ce.subject_area}`, raw_score: ce.raw_score, standard_score: ce.standard_score, percentile: ce.percentile, grade: ce.grade })
    .from(ce)
    .where(analysisWhere(f))
    .limit(SCORE_ROWS_MAX);
}
