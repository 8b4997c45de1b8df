/**
 * Queries of uploaded test papers (test_papers, test_paper_files), their state history (transition_log),
 * and the rows a school exam made from a paper needs in the question bank's tables (schools,
 * school_subjects, exam_files), written here directly so that no area imports another.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { shapedPage, ShapedQueries } from '../../shared/shaped-query';
import { namesById } from '../../shared/staff-names';
import type { DbOrTx } from '../../core/db';
import { examFiles, schools, schoolSubjects, testPaperFiles, testPapers, transitionLog, users } from '../../db/schema';
import type { TestPaperSortKey } from '../../../src/features/test-papers/test-papers.rules';

export type TestPaperRow = typeof testPapers.$inferSelect;
export type TestPaperFileRow = typeof testPaperFiles.$inferSelect;

/** The audit trail's name of a paper (transition_log.entity). */
export const ENTITY = 'test_paper';

/**
 * The outer query's paper id, named with its table: Drizzle leaves columns unqualified in a single-table select,
 * where a bare "id" inside these subqueries would be the file's.
 */
const outerPaperId = sql.raw('"test_papers"."id"');

/** The first file of the paper in the outer query (its name and type stand for the paper's). */
const firstFile = (column: AnyPgColumn) =>
  sql<string | null>`(select ${column} from ${testPaperFiles} where ${testPaperFiles.test_paper_id} = ${outerPaperId} order by ${testPaperFiles.page} limit 1)`;

/** A paper with what its wire shape adds: the first file's name and type, the number of files, the uploader's name. */
const paperColumns = {
  paper: testPapers,
  file_name: firstFile(testPaperFiles.file_name),
  content_type: firstFile(testPaperFiles.content_type),
  file_count: sql<number>`(select count(*) from ${testPaperFiles} where ${testPaperFiles.test_paper_id} = ${outerPaperId})`.mapWith(Number),
};
export type TestPaperJoined = { paper: TestPaperRow; file_name: string | null; content_type: string | null; file_count: number; user_name: string | null };

const paperQuery = (db: DbOrTx) => db.select(paperColumns).from(testPapers).$dynamic();

/** Adds the uploader's name, looked up by id (server/shared/staff-names.ts) rather than joined. */
async function withUploader(db: DbOrTx, rows: Omit<TestPaperJoined, 'user_name'>[]): Promise<TestPaperJoined[]> {
  const nameOf = await namesById(
    db,
    rows.map((r) => r.paper.user_id),
  );
  return rows.map((r) => ({ paper: r.paper, file_name: r.file_name, content_type: r.content_type, file_count: r.file_count, user_name: nameOf(r.paper.user_id) }));
}

/** The pages of the paper list, prepared once per shape (shared/shaped-query.ts). */
const paperPages = new ShapedQueries<Omit<TestPaperJoined, 'user_name'>[]>();

/** The list's filter groups: each a set of codes (OR within a group), absent when the group is off; groups AND. */
export interface TestPaperFilter {
  school_type?: number[];
  grade_id?: number[];
  subject_type_id?: number[];
  semester?: number[];
  state?: number[];
  year?: number[];
}

/** The column of each sort key the list offers (test-papers.rules.ts). */
const SORT_COLUMNS: Record<TestPaperSortKey, AnyPgColumn> = {
  id: testPapers.id,
  school_name: testPapers.school_name,
  school_type: testPapers.school_type,
  grade_id: testPapers.grade_id,
  subject_type_id: testPapers.subject_type_id,
  semester: testPapers.semester,
  year: testPapers.year,
  state: testPapers.state,
  create_time: testPapers.create_time,
  update_time: testPapers.update_time,
};

/** One page of papers with the total: filtered by the groups, sorted by a known column (default newest first), ties by id. */
export async function listTestPapers(db: DbOrTx, filter: TestPaperFilter, page: { page: number; size: number }, sort?: { key: TestPaperSortKey; descending: boolean }) {
  const where = and(...(Object.entries(filter) as Array<[keyof TestPaperFilter, number[] | undefined]>).map(([key, codes]) => (codes?.length ? inArray(testPapers[key], codes) : undefined)));
  const order = sort ? [(sort.descending ? desc : asc)(SORT_COLUMNS[sort.key]), (sort.descending ? desc : asc)(testPapers.id)] : [desc(testPapers.create_time), desc(testPapers.id)];
  const page_ = await shapedPage(
    paperPages,
    db,
    {
      name: 'test_papers',
      where,
      order,
      query: (filter, sorted) =>
        paperQuery(db)
          .where(filter)
          .orderBy(...sorted),
      all: (filtered) =>
        db
          .select({ one: sql`1` })
          .from(testPapers)
          .where(filtered),
      present: (list) => withUploader(db, list),
    },
    page,
  );
  return { rows: page_.data_list, total: page_.total, total_estimated: page_.total_estimated };
}

/** One paper with its wire additions, or null. */
export function findTestPaper(db: DbOrTx, id: number): Promise<TestPaperJoined | null> {
  return paperQuery(db)
    .where(eq(testPapers.id, id))
    .then((rows) => withUploader(db, rows))
    .then((rows) => rows[0] ?? null);
}

/** Locks a paper's row until the transaction ends (state changes, subject changes, school exams run one at a time). */
export function lockTestPaper(tx: DbOrTx, id: number): Promise<TestPaperRow | null> {
  return tx
    .select()
    .from(testPapers)
    .where(eq(testPapers.id, id))
    .for('update')
    .then((rows) => rows[0] ?? null);
}

/** A paper's files in page order. */
export function filesOf(db: DbOrTx, testPaperId: number): Promise<TestPaperFileRow[]> {
  return db.select().from(testPaperFiles).where(eq(testPaperFiles.test_paper_id, testPaperId)).orderBy(asc(testPaperFiles.page), asc(testPaperFiles.id));
}

/** The state history of a paper, oldest first, with who made each change. */
export function historyOf(db: DbOrTx, testPaperId: number) {
  return db
    .select({
      event: transitionLog.event,
      from_state: transitionLog.from_state,
      to_state: transitionLog.to_state,
      reason: transitionLog.reason,
      user_name: users.name,
      create_time: transitionLog.created_at,
    })
    .from(transitionLog)
    .leftJoin(users, eq(users.id, transitionLog.user_id))
    .where(and(eq(transitionLog.entity, ENTITY), eq(transitionLog.entity_id, String(testPaperId))))
    .orderBy(asc(transitionLog.created_at), asc(transitionLog.id));
}

/** The stored files among some content hashes, with the paper and uploader of each (a file is never stored twice). */
export function filesWithHashes(db: DbOrTx, hashes: string[]) {
  if (!hashes.length) return Promise.resolve([]);
  return db
    .select({ sha256: testPaperFiles.sha256, test_paper_id: testPaperFiles.test_paper_id, user_id: testPapers.user_id })
    .from(testPaperFiles)
    .innerJoin(testPapers, eq(testPapers.id, testPaperFiles.test_paper_id))
    .where(inArray(testPaperFiles.sha256, hashes));
}

/** Writes a new paper; returns its id. */
export function insertTestPaper(tx: DbOrTx, values: typeof testPapers.$inferInsert): Promise<number> {
  return tx
    .insert(testPapers)
    .values(values)
    .returning({ id: testPapers.id })
    .then((rows) => rows[0].id);
}

/** Writes a paper's file rows; returns them. */
export function insertFiles(tx: DbOrTx, rows: Array<typeof testPaperFiles.$inferInsert>) {
  return tx.insert(testPaperFiles).values(rows).returning();
}

/** Changes a paper's columns and its update time. */
export function updateTestPaper(tx: DbOrTx, id: number, values: Partial<typeof testPapers.$inferInsert>) {
  return tx
    .update(testPapers)
    .set({ ...values, update_time: new Date() })
    .where(eq(testPapers.id, id));
}

/** An uploader's papers, newest first. */
export function papersOf(db: DbOrTx, userId: number): Promise<TestPaperJoined[]> {
  return paperQuery(db)
    .where(eq(testPapers.user_id, userId))
    .orderBy(desc(testPapers.create_time), desc(testPapers.id))
    .then((rows) => rows as TestPaperJoined[]);
}

/** Marks an uploader's papers (some of them, or all) as seen; others' ids match nothing. */
export function markSeen(db: DbOrTx, userId: number, ids?: number[]) {
  return db
    .update(testPapers)
    .set({ state_seen: true })
    .where(and(eq(testPapers.user_id, userId), ids ? inArray(testPapers.id, ids) : undefined, eq(testPapers.state_seen, false)));
}

// ---- The question bank's rows of a school exam made from a paper ----

/** A school of the school list, or null. */
export function findSchool(db: DbOrTx, id: number) {
  return db
    .select({ id: schools.id, school_type: schools.school_type, school_name: schools.school_name })
    .from(schools)
    .where(eq(schools.id, id))
    .then((rows) => rows[0] ?? null);
}

/** The school exam with the same school, grade, subject, semester and year (the bank's duplicate rule), or null. */
export function findSchoolSubject(db: DbOrTx, key: { school_id: number; grade_id: number; subject_type_id: number; semester: number; year: number }) {
  return db
    .select({ id: schoolSubjects.id })
    .from(schoolSubjects)
    .where(
      and(
        eq(schoolSubjects.school_id, key.school_id),
        eq(schoolSubjects.grade_id, key.grade_id),
        eq(schoolSubjects.subject_type_id, key.subject_type_id),
        isNull(schoolSubjects.subject_detail_type_id),
        eq(schoolSubjects.semester, key.semester),
        eq(schoolSubjects.year, key.year),
      ),
    )
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** Writes a school exam record (school_subjects); returns its id. */
export function insertSchoolSubject(tx: DbOrTx, values: typeof schoolSubjects.$inferInsert): Promise<number> {
  return tx
    .insert(schoolSubjects)
    .values(values)
    .returning({ id: schoolSubjects.id })
    .then((rows) => rows[0].id);
}

/** Attaches a stored file to a school exam (exam_files). */
export function insertExamFile(tx: DbOrTx, values: typeof examFiles.$inferInsert) {
  return tx.insert(examFiles).values(values).returning({ id: examFiles.id });
}
