/** Queries of the AI flow's school subjects (auto_school_subjects) and the rows they reference. */
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { SORT } from '../../../src/api/codes';
import { autoSchoolSubjects, examSubjects, publishers, schools, subjectDetailTypes, textbookSubjects } from '../../db/schema/index';
import type { DbOrTx } from '../../core/db';

export type AutoSchoolSubjectRow = typeof autoSchoolSubjects.$inferSelect;
export type AutoSchoolSubjectValues = Omit<typeof autoSchoolSubjects.$inferInsert, 'id' | 'create_time' | 'update_time'>;

const first = <T>(rows: T[]): T | null => rows[0] ?? null;
const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How many AI exam subjects use the school subject. */
const examCount = sql<number>`(select count(*)::int from exam_subjects e where e.auto_school_subject_id = ${autoSchoolSubjects.id})`;

const columns = {
  row: autoSchoolSubjects,
  school_name: schools.school_name,
  subject_detail_name: subjectDetailTypes.name,
  publisher_name: publishers.name,
  textbook_name: textbookSubjects.name,
  exam_count: examCount,
};
type Joined = { row: AutoSchoolSubjectRow; school_name: string | null; subject_detail_name: string | null; publisher_name: string | null; textbook_name: string | null; exam_count: number };

function joined(db: DbOrTx) {
  return db
    .select(columns)
    .from(autoSchoolSubjects)
    .leftJoin(schools, eq(schools.id, autoSchoolSubjects.school_id))
    .leftJoin(subjectDetailTypes, eq(subjectDetailTypes.id, autoSchoolSubjects.subject_detail_type_id))
    .leftJoin(publishers, eq(publishers.id, autoSchoolSubjects.publisher_id))
    .leftJoin(textbookSubjects, eq(textbookSubjects.id, autoSchoolSubjects.textbook_subject_id));
}

/** The wire shape of a joined row. */
export function present(j: Joined) {
  const { user_id: _user, create_time, update_time, ...rest } = j.row;
  return {
    ...rest,
    school_name: j.school_name,
    subject_detail_name: j.subject_detail_name,
    publisher_name: j.publisher_name,
    textbook_name: j.textbook_name,
    exam_count: Number(j.exam_count),
    create_time: iso(create_time),
    update_time: iso(update_time),
  };
}

export function findJoined(db: DbOrTx, id: number) {
  return joined(db).where(eq(autoSchoolSubjects.id, id)).then(first);
}

/** The row, locked for an update or a delete. */
export function lockRow(tx: DbOrTx, id: number) {
  return tx.select().from(autoSchoolSubjects).where(eq(autoSchoolSubjects.id, id)).for('update').then(first);
}

export async function insert(tx: DbOrTx, values: AutoSchoolSubjectValues) {
  const [row] = await tx.insert(autoSchoolSubjects).values(values).returning({ id: autoSchoolSubjects.id });
  return row.id;
}

export async function update(tx: DbOrTx, id: number, values: Partial<AutoSchoolSubjectValues>) {
  await tx
    .update(autoSchoolSubjects)
    .set({ ...values, update_time: new Date() })
    .where(eq(autoSchoolSubjects.id, id));
}

export async function remove(tx: DbOrTx, id: number) {
  await tx.delete(autoSchoolSubjects).where(eq(autoSchoolSubjects.id, id));
}

/** AI exam subjects that use the school subject. */
export async function usedBy(db: DbOrTx, id: number) {
  const [{ n }] = await db.select({ n: count() }).from(examSubjects).where(eq(examSubjects.auto_school_subject_id, id));
  return n;
}

export interface ListFilter {
  type: number;
  grade_id?: number;
  subject_type_id?: number;
  semester?: number;
  year?: number;
  name_search?: string;
  page: number;
  size: number;
  sort_key?: 'id' | 'year' | 'grade_id' | 'semester' | 'subject_type_id' | 'school_name' | 'update_time';
  sort?: 1 | 2;
}

const SORT_COLUMNS = {
  id: autoSchoolSubjects.id,
  year: autoSchoolSubjects.year,
  grade_id: autoSchoolSubjects.grade_id,
  semester: autoSchoolSubjects.semester,
  subject_type_id: autoSchoolSubjects.subject_type_id,
  school_name: schools.school_name,
  update_time: autoSchoolSubjects.update_time,
} as const;

/** `-1` (or nothing) means "all" in a list filter. */
const filterBy = <T>(column: T, value: number | undefined) => (value === undefined || value === -1 ? undefined : eq(column as never, value));

/** One page of one school level's school subjects; newest first unless sorted. */
export async function list(db: DbOrTx, f: ListFilter) {
  const where = and(
    eq(autoSchoolSubjects.school_type, f.type),
    filterBy(autoSchoolSubjects.grade_id, f.grade_id),
    filterBy(autoSchoolSubjects.subject_type_id, f.subject_type_id),
    filterBy(autoSchoolSubjects.semester, f.semester),
    filterBy(autoSchoolSubjects.year, f.year),
    f.name_search ? or(ilike(schools.school_name, like(f.name_search)), ilike(autoSchoolSubjects.detail, like(f.name_search))) : undefined,
  );
  const direction = (f.sort ?? SORT.desc) === SORT.asc ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[f.sort_key ?? 'id']), desc(autoSchoolSubjects.id))
      .limit(f.size)
      .offset((f.page - 1) * f.size),
    db.select({ total: count() }).from(autoSchoolSubjects).leftJoin(schools, eq(schools.id, autoSchoolSubjects.school_id)).where(where),
  ]);
  return { rows, total };
}

// --- referenced rows ---

export const findSchool = (db: DbOrTx, id: number) => db.select().from(schools).where(eq(schools.id, id)).then(first);
export const findSubjectDetailType = (db: DbOrTx, id: number) => db.select().from(subjectDetailTypes).where(eq(subjectDetailTypes.id, id)).then(first);
export const findPublisher = (db: DbOrTx, id: number) => db.select().from(publishers).where(eq(publishers.id, id)).then(first);
export const findTextbookSubject = (db: DbOrTx, id: number) => db.select().from(textbookSubjects).where(eq(textbookSubjects.id, id)).then(first);
