/**
 * Queries of 환산점수 (issue 10 point 6): the choice or major scored, the student's latest sitting, a university's
 * formulas and a major's cut-offs, and the administrators' formula and cut-off rows. Each takes a database or
 * an open transaction.
 */
import { and, asc, count, desc, eq, max, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../core/db';
import { consultingChoices, consultingExams, majorCutoffs, scoreFormulas, univMajors, universities, users } from '../../db/schema';

/** A choice of a student's list. */
export function findChoice(db: DbOrTx, id: number) {
  return db
    .select({ id: consultingChoices.id, user_id: consultingChoices.user_id, gun: consultingChoices.gun, major_id: consultingChoices.major_id, univ_name: consultingChoices.univ_name, major_name: consultingChoices.major_name, year: consultingChoices.year })
    .from(consultingChoices)
    .where(eq(consultingChoices.id, id))
    .then((rows) => rows[0] ?? null);
}

const majorColumns = { id: univMajors.id, university_id: univMajors.university_id, univ_name: univMajors.univ_name, major_name: univMajors.major_name, year: univMajors.year, src_broad5: univMajors.src_broad5 };

/** A major (univ_majors row). */
export function findMajor(db: DbOrTx, id: number) {
  return db
    .select(majorColumns)
    .from(univMajors)
    .where(eq(univMajors.id, id))
    .then((rows) => rows[0] ?? null);
}

/**
 * The major a choice names when its row is gone (a newer import removed it): the latest row of the same
 * university name and major name, else any row of the university name (its id only), else null.
 */
export async function findMajorByNames(db: DbOrTx, univName: string, majorName: string) {
  const [same] = await db
    .select(majorColumns)
    .from(univMajors)
    .where(and(eq(univMajors.univ_name, univName), eq(univMajors.major_name, majorName)))
    .orderBy(desc(univMajors.year))
    .limit(1);
  if (same) return same;
  const [univ] = await db.select({ university_id: univMajors.university_id }).from(univMajors).where(eq(univMajors.univ_name, univName)).limit(1);
  return univ ? { university_id: univ.university_id, src_broad5: null } : null;
}

/** A customer account (a student or parent), or null. */
export function findCustomer(db: DbOrTx, id: number) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.realm, 'customer')))
    .then((rows) => rows[0] ?? null);
}

/** The rows of a student's latest sitting: the newest year, and within it the sitting entered last. */
export async function latestSitting(db: DbOrTx, userId: number) {
  const [sitting] = await db
    .select({ year: consultingExams.year, test_name: consultingExams.test_name, entered: max(consultingExams.create_time) })
    .from(consultingExams)
    .where(eq(consultingExams.user_id, userId))
    .groupBy(consultingExams.year, consultingExams.test_name)
    .orderBy(desc(consultingExams.year), desc(max(consultingExams.create_time)), asc(consultingExams.test_name))
    .limit(1);
  if (!sitting) return null;
  const rows = await db
    .select({ subject_area: consultingExams.subject_area, choice_subject_id: consultingExams.choice_subject_id, standard_score: consultingExams.standard_score, percentile: consultingExams.percentile, grade: consultingExams.grade })
    .from(consultingExams)
    .where(and(eq(consultingExams.user_id, userId), eq(consultingExams.year, sitting.year), eq(consultingExams.test_name, sitting.test_name)));
  return { year: sitting.year, test_name: sitting.test_name, rows };
}

const editor = alias(users, 'editor');

const formulaColumns = {
  id: scoreFormulas.id,
  university_id: scoreFormulas.university_id,
  univ_name: universities.name,
  campus: universities.campus,
  year: scoreFormulas.year,
  track: scoreFormulas.track,
  formula: scoreFormulas.formula,
  source: scoreFormulas.source,
  note: scoreFormulas.note,
  edited_by: scoreFormulas.edited_by,
  edited_by_name: editor.name,
  update_time: scoreFormulas.update_time,
};

/** Formulas with their university and editor, by university name, year (newest first) and track. */
export function listFormulas(db: DbOrTx, where?: SQL) {
  return db
    .select(formulaColumns)
    .from(scoreFormulas)
    .innerJoin(universities, eq(universities.id, scoreFormulas.university_id))
    .leftJoin(editor, eq(editor.id, scoreFormulas.edited_by))
    .where(where)
    .orderBy(sql`${universities.name} collate "C"`, desc(scoreFormulas.year), asc(scoreFormulas.track), asc(scoreFormulas.id));
}
export type FormulaDbRow = Awaited<ReturnType<typeof listFormulas>>[number];

/** Conditions of the formula list. */
export const formulaWhere = (q: { university_id?: number; year?: number; track?: string }) =>
  and(
    q.university_id !== undefined ? eq(scoreFormulas.university_id, q.university_id) : undefined,
    q.year !== undefined ? eq(scoreFormulas.year, q.year) : undefined,
    q.track !== undefined ? eq(scoreFormulas.track, q.track) : undefined,
  );

/** One formula by id. */
export const findFormula = (db: DbOrTx, id: number) => listFormulas(db, eq(scoreFormulas.id, id)).then((rows) => rows[0] ?? null);

/** The formula of a university, year and track, if any (its id). */
export function formulaIdOf(db: DbOrTx, key: { university_id: number; year: number; track: string }) {
  return db
    .select({ id: scoreFormulas.id })
    .from(scoreFormulas)
    .where(and(eq(scoreFormulas.university_id, key.university_id), eq(scoreFormulas.year, key.year), eq(scoreFormulas.track, key.track)))
    .then((rows) => rows[0]?.id ?? null);
}

export type FormulaWrite = Pick<typeof scoreFormulas.$inferInsert, 'university_id' | 'year' | 'track' | 'formula' | 'source' | 'note' | 'edited_by'>;

export function insertFormula(db: DbOrTx, row: FormulaWrite) {
  return db
    .insert(scoreFormulas)
    .values(row)
    .returning({ id: scoreFormulas.id })
    .then((rows) => rows[0].id);
}

export function updateFormula(db: DbOrTx, id: number, row: FormulaWrite) {
  return db
    .update(scoreFormulas)
    .set({ ...row, update_time: sql`now()` })
    .where(eq(scoreFormulas.id, id));
}

/** A university by id. */
export function findUniversity(db: DbOrTx, id: number) {
  return db
    .select({ id: universities.id })
    .from(universities)
    .where(eq(universities.id, id))
    .then((rows) => rows[0] ?? null);
}

/** Every university by name, with how many formulas and cut-offs it has. */
export function listUniversities(db: DbOrTx) {
  const formulas = db.select({ university_id: scoreFormulas.university_id, n: count().as('formula_n') }).from(scoreFormulas).groupBy(scoreFormulas.university_id).as('f');
  const cutoffs = db.select({ university_id: majorCutoffs.university_id, n: count().as('cutoff_n') }).from(majorCutoffs).groupBy(majorCutoffs.university_id).as('c');
  return db
    .select({
      id: universities.id,
      name: universities.name,
      campus: universities.campus,
      region: universities.region,
      formulas: sql<number>`coalesce(${formulas.n}, 0)`.mapWith(Number),
      cutoffs: sql<number>`coalesce(${cutoffs.n}, 0)`.mapWith(Number),
    })
    .from(universities)
    .leftJoin(formulas, eq(formulas.university_id, universities.id))
    .leftJoin(cutoffs, eq(cutoffs.university_id, universities.id))
    .orderBy(sql`${universities.name} collate "C"`, asc(universities.id));
}

/** The latest year a university has majors for, or null. */
export function latestMajorYear(db: DbOrTx, universityId: number) {
  return db
    .select({ year: max(univMajors.year) })
    .from(univMajors)
    .where(eq(univMajors.university_id, universityId))
    .then((rows) => rows[0]?.year ?? null);
}

/** A university's majors of a year, by name. */
export function listMajors(db: DbOrTx, universityId: number, year: number) {
  return db
    .select({ id: univMajors.id, major_name: univMajors.major_name, year: univMajors.year, src_broad5: univMajors.src_broad5 })
    .from(univMajors)
    .where(and(eq(univMajors.university_id, universityId), eq(univMajors.year, year)))
    .orderBy(sql`${univMajors.major_name} collate "C"`);
}

const cutoffColumns = {
  id: majorCutoffs.id,
  major_id: majorCutoffs.major_id,
  university_id: majorCutoffs.university_id,
  univ_name: universities.name,
  major_name: majorCutoffs.major_name,
  year: majorCutoffs.year,
  kind: majorCutoffs.kind,
  score: majorCutoffs.score,
  source: majorCutoffs.source,
  edited_by: majorCutoffs.edited_by,
  edited_by_name: editor.name,
  update_time: majorCutoffs.update_time,
};

/** Cut-offs with their university and editor: by university, major, year (newest first) and kind. */
export function listCutoffs(db: DbOrTx, where?: SQL) {
  return db
    .select(cutoffColumns)
    .from(majorCutoffs)
    .innerJoin(universities, eq(universities.id, majorCutoffs.university_id))
    .leftJoin(editor, eq(editor.id, majorCutoffs.edited_by))
    .where(where)
    .orderBy(sql`${universities.name} collate "C"`, sql`${majorCutoffs.major_name} collate "C"`, desc(majorCutoffs.year), asc(majorCutoffs.kind), asc(majorCutoffs.id));
}
export type CutoffDbRow = Awaited<ReturnType<typeof listCutoffs>>[number];

/** Conditions of the cut-off list. */
export const cutoffWhere = (q: { university_id?: number; major_id?: number; year?: number }) =>
  and(
    q.university_id !== undefined ? eq(majorCutoffs.university_id, q.university_id) : undefined,
    q.major_id !== undefined ? eq(majorCutoffs.major_id, q.major_id) : undefined,
    q.year !== undefined ? eq(majorCutoffs.year, q.year) : undefined,
  );

/** One cut-off by id. */
export const findCutoff = (db: DbOrTx, id: number) => listCutoffs(db, eq(majorCutoffs.id, id)).then((rows) => rows[0] ?? null);

/** The cut-offs of a major as the modal reads them: by university and major name (a removed major's keep its name). */
export function cutoffsOfMajor(db: DbOrTx, universityId: number, majorName: string) {
  return db
    .select({ id: majorCutoffs.id, year: majorCutoffs.year, kind: majorCutoffs.kind, score: majorCutoffs.score, source: majorCutoffs.source })
    .from(majorCutoffs)
    .where(and(eq(majorCutoffs.university_id, universityId), eq(majorCutoffs.major_name, majorName)))
    .orderBy(desc(majorCutoffs.year), asc(majorCutoffs.kind), asc(majorCutoffs.id));
}

/** The cut-off of a university, major name, year and kind, if any (its id). */
export function cutoffIdOf(db: DbOrTx, key: { university_id: number; major_name: string; year: number; kind: string }) {
  return db
    .select({ id: majorCutoffs.id })
    .from(majorCutoffs)
    .where(and(eq(majorCutoffs.university_id, key.university_id), eq(majorCutoffs.major_name, key.major_name), eq(majorCutoffs.year, key.year), eq(majorCutoffs.kind, key.kind)))
    .then((rows) => rows[0]?.id ?? null);
}

export type CutoffWrite = Pick<typeof majorCutoffs.$inferInsert, 'major_id' | 'university_id' | 'major_name' | 'year' | 'kind' | 'score' | 'source' | 'edited_by'>;

export function insertCutoff(db: DbOrTx, row: CutoffWrite) {
  return db
    .insert(majorCutoffs)
    .values(row)
    .returning({ id: majorCutoffs.id })
    .then((rows) => rows[0].id);
}

export function updateCutoff(db: DbOrTx, id: number, row: Pick<CutoffWrite, 'year' | 'kind' | 'score' | 'source' | 'edited_by'>) {
  return db
    .update(majorCutoffs)
    .set({ ...row, update_time: sql`now()` })
    .where(eq(majorCutoffs.id, id));
}

export function deleteCutoff(db: DbOrTx, id: number) {
  return db.delete(majorCutoffs).where(eq(majorCutoffs.id, id));
}

/** Every formula of a university (the modal picks the track and year). */
export function formulasOfUniversity(db: DbOrTx, universityId: number) {
  return listFormulas(db, eq(scoreFormulas.university_id, universityId));
}
