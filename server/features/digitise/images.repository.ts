/**
 * Queries of the divided images of AI exam subjects (digitise area): the exam subject, its splitting jobs, its
 * rendered pages, its boxes, and its questions as the box editor lists them. Drizzle only; each takes a db or tx.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { EXAM_TYPE } from '../../../src/api/codes';
import { ISSUE_STATUS } from '../../../src/machines/error-report.machine';
import { divideErrorReports, dividedImages, examSubjects, questionVisits, questions, splitJobs, splitPages } from '../../db/schema';
import type { DbOrTx } from '../../core/db';

export type SplitJobRow = typeof splitJobs.$inferSelect;
export type SplitPageRow = typeof splitPages.$inferSelect;
export type DividedImageRow = typeof dividedImages.$inferSelect;
export type NewDividedImage = typeof dividedImages.$inferInsert;
export type AiSubjectRow = typeof examSubjects.$inferSelect;

/** The entity name of splitting jobs in the audit trail. */
export const JOB_ENTITY = 'split_job';

const isAi = (id: number) => and(eq(examSubjects.id, id), eq(examSubjects.type, EXAM_TYPE.ai.code));

/** An AI exam subject by id (null when missing or not of type AI). */
export async function findAiSubject(db: DbOrTx, id: number): Promise<AiSubjectRow | null> {
  const [row] = await db.select().from(examSubjects).where(isAi(id));
  return row ?? null;
}

/** The same, locked until the transaction ends. */
export async function lockAiSubject(tx: DbOrTx, id: number): Promise<AiSubjectRow | null> {
  const [row] = await tx.select().from(examSubjects).where(isAi(id)).for('update');
  return row ?? null;
}

/** The subject's newest splitting job, or null. */
export async function latestJob(db: DbOrTx, examSubjectId: number): Promise<SplitJobRow | null> {
  const [row] = await db.select().from(splitJobs).where(eq(splitJobs.exam_subject_id, examSubjectId)).orderBy(desc(splitJobs.id)).limit(1);
  return row ?? null;
}

/** The subject's newest splitting job, locked. */
export async function lockLatestJob(tx: DbOrTx, examSubjectId: number): Promise<SplitJobRow | null> {
  const [row] = await tx.select().from(splitJobs).where(eq(splitJobs.exam_subject_id, examSubjectId)).orderBy(desc(splitJobs.id)).limit(1).for('update');
  return row ?? null;
}

/** A job by id, locked. */
export async function lockJob(tx: DbOrTx, id: number): Promise<SplitJobRow | null> {
  const [row] = await tx.select().from(splitJobs).where(eq(splitJobs.id, id)).for('update');
  return row ?? null;
}

/** Inserts a job (in its machine's initial state, the column default). */
export async function insertJob(tx: DbOrTx, values: typeof splitJobs.$inferInsert): Promise<SplitJobRow> {
  const [row] = await tx.insert(splitJobs).values(values).returning();
  return row;
}

/** Writes columns of a job. */
export async function updateJob(tx: DbOrTx, id: number, values: Partial<SplitJobRow>): Promise<SplitJobRow> {
  const [row] = await tx
    .update(splitJobs)
    .set({ ...values, update_time: new Date() })
    .where(eq(splitJobs.id, id))
    .returning();
  return row;
}

/** Deletes the subject's jobs (a new paper supersedes them); returns their stored files. */
export async function deleteJobs(tx: DbOrTx, examSubjectId: number): Promise<string[]> {
  const rows = await tx.delete(splitJobs).where(eq(splitJobs.exam_subject_id, examSubjectId)).returning({ file_key: splitJobs.file_key, extra: splitJobs.extra_file_keys });
  return rows.flatMap((r) => [r.file_key, ...r.extra]);
}

/** The rendered pages of a subject, in page order. */
export function pagesOf(db: DbOrTx, examSubjectId: number): Promise<SplitPageRow[]> {
  return db.select().from(splitPages).where(eq(splitPages.exam_subject_id, examSubjectId)).orderBy(asc(splitPages.page));
}

/** Replaces the rendered pages of a subject; returns the image keys of the replaced ones. */
export async function replacePages(tx: DbOrTx, examSubjectId: number, pages: (typeof splitPages.$inferInsert)[]): Promise<string[]> {
  const old = await tx.delete(splitPages).where(eq(splitPages.exam_subject_id, examSubjectId)).returning({ key: splitPages.image_key });
  if (pages.length) await tx.insert(splitPages).values(pages);
  return old.map((o) => o.key);
}

/** The boxes of a subject, by page, then top to bottom. */
export function boxesOf(db: DbOrTx, examSubjectId: number): Promise<DividedImageRow[]> {
  return db.select().from(dividedImages).where(eq(dividedImages.exam_subject_id, examSubjectId)).orderBy(asc(dividedImages.page), asc(dividedImages.id));
}

/** Boxes of one kind and section of a subject. */
export function boxesOfKind(db: DbOrTx, examSubjectId: number, kind: string, section: string): Promise<DividedImageRow[]> {
  return db
    .select()
    .from(dividedImages)
    .where(and(eq(dividedImages.exam_subject_id, examSubjectId), eq(dividedImages.kind, kind), eq(dividedImages.section, section)))
    .orderBy(asc(dividedImages.part), asc(dividedImages.id));
}

/** Inserts boxes; returns them with their ids. */
export function insertBoxes(tx: DbOrTx, rows: NewDividedImage[]): Promise<DividedImageRow[]> {
  return rows.length ? tx.insert(dividedImages).values(rows).returning() : Promise.resolve([]);
}

/** Updates one box. */
export function updateBox(tx: DbOrTx, id: number, values: Partial<NewDividedImage>) {
  return tx
    .update(dividedImages)
    .set({ ...values, update_time: new Date() })
    .where(eq(dividedImages.id, id));
}

/** Deletes boxes of a subject (all of them when no ids are given); returns their crop keys. */
export async function deleteBoxes(tx: DbOrTx, examSubjectId: number, ids?: number[]): Promise<string[]> {
  if (ids && !ids.length) return [];
  const rows = await tx
    .delete(dividedImages)
    .where(and(eq(dividedImages.exam_subject_id, examSubjectId), ids ? inArray(dividedImages.id, ids) : undefined))
    .returning({ key: dividedImages.image_key });
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

/** The questions of a subject in order, with whether `userId` has seen each and its open split-error reports. */
export function questionsWithMarks(db: DbOrTx, examSubjectId: number, userId: number) {
  return db
    .select({
      id: questions.id,
      question_index: questions.question_index,
      visited: sql<boolean>`exists (select 1 from ${questionVisits} v where v.question_id = ${questions.id} and v.user_id = ${userId})`,
      open_reports: sql<number>`(select count(*)::int from ${divideErrorReports} r where r.question_id = ${questions.id} and r.issue_status = ${ISSUE_STATUS.open.code})`,
    })
    .from(questions)
    .where(eq(questions.exam_subject_id, examSubjectId))
    .orderBy(asc(questions.question_index));
}
