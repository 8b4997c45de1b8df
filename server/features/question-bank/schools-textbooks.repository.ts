/** Queries of school exams (school_subjects) and the textbook hierarchy. */
import { and, asc, count, desc, eq, exists, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import {
  examSubjects,
  publishers,
  questions,
  schoolSubjects,
  schools,
  subjectDetailTypes,
  subjectTypes,
  textbookContentMains,
  textbookContents,
  textbookContentSubs,
  textbookSubjects,
} from '../../db/schema';
import type { SchoolSubjectSortKey } from '../../../src/api/question-bank/schools-textbooks';

/** `%` and `_` typed by a user are searched for literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const first = <T>(rows: T[]): T | null => rows[0] ?? null;

/** The columns of a school exam row as the lists show it (names joined in). */
const schoolSubjectColumns = {
  id: schoolSubjects.id,
  school_id: schoolSubjects.school_id,
  school_name: schools.school_name,
  region: schools.region,
  school_type: schoolSubjects.school_type,
  grade_id: schoolSubjects.grade_id,
  subject_type_id: schoolSubjects.subject_type_id,
  subject_name: subjectTypes.name,
  subject_detail_type_id: schoolSubjects.subject_detail_type_id,
  subject_detail_name: subjectDetailTypes.name,
  detail: schoolSubjects.detail,
  publisher_id: schoolSubjects.publisher_id,
  publisher_name: publishers.name,
  textbook_subject_id: schoolSubjects.textbook_subject_id,
  textbook_name: textbookSubjects.name,
  semester: schoolSubjects.semester,
  year: schoolSubjects.year,
  is_temp: schoolSubjects.is_temp,
  create_time: schoolSubjects.create_time,
  update_time: schoolSubjects.update_time,
};

function selectSchoolSubjects(db: DbOrTx) {
  return db
    .select(schoolSubjectColumns)
    .from(schoolSubjects)
    .leftJoin(schools, eq(schools.id, schoolSubjects.school_id))
    .leftJoin(subjectTypes, eq(subjectTypes.id, schoolSubjects.subject_type_id))
    .leftJoin(subjectDetailTypes, eq(subjectDetailTypes.id, schoolSubjects.subject_detail_type_id))
    .leftJoin(publishers, eq(publishers.id, schoolSubjects.publisher_id))
    .leftJoin(textbookSubjects, eq(textbookSubjects.id, schoolSubjects.textbook_subject_id));
}

/** What a school exam list filters on. */
export interface SchoolSubjectFilter {
  school_type?: number;
  year?: number;
  grade_id?: number;
  semester?: number;
  subject_type_id?: number;
  /** Part of the school's name. */
  name_search?: string;
  is_temp?: boolean;
}

function schoolSubjectWhere(f: SchoolSubjectFilter): SQL | undefined {
  return and(
    f.school_type !== undefined ? eq(schoolSubjects.school_type, f.school_type) : undefined,
    f.year !== undefined ? eq(schoolSubjects.year, f.year) : undefined,
    f.grade_id !== undefined ? eq(schoolSubjects.grade_id, f.grade_id) : undefined,
    f.semester !== undefined ? eq(schoolSubjects.semester, f.semester) : undefined,
    f.subject_type_id !== undefined ? eq(schoolSubjects.subject_type_id, f.subject_type_id) : undefined,
    f.name_search ? ilike(schools.school_name, likePattern(f.name_search)) : undefined,
    f.is_temp !== undefined ? eq(schoolSubjects.is_temp, f.is_temp) : undefined,
  );
}

const SORT_COLUMNS = {
  id: schoolSubjects.id,
  year: schoolSubjects.year,
  grade_id: schoolSubjects.grade_id,
  semester: schoolSubjects.semester,
  school_name: schools.school_name,
  subject_type_id: schoolSubjects.subject_type_id,
  publisher_name: publishers.name,
  update_time: schoolSubjects.update_time,
} satisfies Record<SchoolSubjectSortKey, unknown>;

/** One page of school exam rows and the total; newest first unless a sort column is given. */
export async function listSchoolSubjects(
  db: DbOrTx,
  filter: SchoolSubjectFilter,
  page: { page: number; size: number },
  sort?: { key: SchoolSubjectSortKey; descending: boolean },
) {
  const where = schoolSubjectWhere(filter);
  const order = sort ? [(sort.descending ? desc : asc)(SORT_COLUMNS[sort.key]), desc(schoolSubjects.id)] : [desc(schoolSubjects.id)];
  const rows = await selectSchoolSubjects(db)
    .where(where)
    .orderBy(...order)
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  const [{ total }] = await db
    .select({ total: count() })
    .from(schoolSubjects)
    .leftJoin(schools, eq(schools.id, schoolSubjects.school_id))
    .where(where);
  return { rows, total };
}

export function findSchoolSubject(db: DbOrTx, id: number) {
  return selectSchoolSubjects(db).where(eq(schoolSubjects.id, id)).then(first);
}

/** The stored columns of a school exam record (no joins), for updates. */
export function findSchoolSubjectRow(db: DbOrTx, id: number) {
  return db.select().from(schoolSubjects).where(eq(schoolSubjects.id, id)).then(first);
}

/** Another record for the same school, grade, subject (type and detail), semester and year. */
export function findDuplicateSchoolSubject(
  db: DbOrTx,
  key: { school_id: number; grade_id: number; subject_type_id: number; subject_detail_type_id: number | null; semester: number; year: number },
  exceptId?: number,
) {
  return db
    .select({ id: schoolSubjects.id })
    .from(schoolSubjects)
    .where(
      and(
        eq(schoolSubjects.school_id, key.school_id),
        eq(schoolSubjects.grade_id, key.grade_id),
        eq(schoolSubjects.subject_type_id, key.subject_type_id),
        key.subject_detail_type_id === null ? isNull(schoolSubjects.subject_detail_type_id) : eq(schoolSubjects.subject_detail_type_id, key.subject_detail_type_id),
        eq(schoolSubjects.semester, key.semester),
        eq(schoolSubjects.year, key.year),
        exceptId !== undefined ? sql`${schoolSubjects.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1)
    .then(first);
}

export function insertSchoolSubject(db: DbOrTx, values: typeof schoolSubjects.$inferInsert) {
  return db
    .insert(schoolSubjects)
    .values(values)
    .returning({ id: schoolSubjects.id })
    .then((rows) => rows[0]);
}

export function updateSchoolSubject(db: DbOrTx, id: number, values: Partial<typeof schoolSubjects.$inferInsert>) {
  return db
    .update(schoolSubjects)
    .set({ ...values, update_time: new Date() })
    .where(eq(schoolSubjects.id, id));
}

export function deleteSchoolSubject(db: DbOrTx, id: number) {
  return db.delete(schoolSubjects).where(eq(schoolSubjects.id, id));
}

/** How many exam subjects of a school exam record already hold questions. */
export function countExamSubjectsWithQuestions(db: DbOrTx, schoolSubjectId: number) {
  return db
    .select({ n: count() })
    .from(examSubjects)
    .where(and(eq(examSubjects.school_subject_id, schoolSubjectId), exists(db.select({ one: sql`1` }).from(questions).where(eq(questions.exam_subject_id, examSubjects.id)))))
    .then((rows) => rows[0].n);
}

export function findSchool(db: DbOrTx, id: number) {
  return db.select().from(schools).where(eq(schools.id, id)).then(first);
}

export function findSubjectType(db: DbOrTx, id: number) {
  return db.select().from(subjectTypes).where(eq(subjectTypes.id, id)).then(first);
}

export function findSubjectDetailType(db: DbOrTx, id: number) {
  return db.select().from(subjectDetailTypes).where(eq(subjectDetailTypes.id, id)).then(first);
}

export function findPublisher(db: DbOrTx, id: number) {
  return db.select().from(publishers).where(eq(publishers.id, id)).then(first);
}

export function findTextbookSubject(db: DbOrTx, id: number) {
  return db.select().from(textbookSubjects).where(eq(textbookSubjects.id, id)).then(first);
}

/** What the publisher and textbook pickers filter on (grade_id and detail only for middle school). */
export interface TextbookFilter {
  school_type?: number;
  subject_type_id?: number;
  subject_detail_type_id?: number;
  grade_id?: number;
  detail?: string;
  publisher_id?: number;
}

function textbookWhere(f: TextbookFilter): SQL | undefined {
  return and(
    f.school_type !== undefined ? eq(textbookSubjects.school_type, f.school_type) : undefined,
    f.subject_type_id !== undefined ? eq(textbookSubjects.subject_type_id, f.subject_type_id) : undefined,
    f.subject_detail_type_id !== undefined ? eq(textbookSubjects.subject_detail_type_id, f.subject_detail_type_id) : undefined,
    f.grade_id !== undefined ? eq(textbookSubjects.grade_id, f.grade_id) : undefined,
    f.detail ? eq(textbookSubjects.detail, f.detail) : undefined,
    f.publisher_id !== undefined ? eq(textbookSubjects.publisher_id, f.publisher_id) : undefined,
  );
}

const publisherColumns = { id: publishers.id, name: publishers.name, index: publishers.index };

/** Every publisher in its order. */
export function listPublishers(db: DbOrTx) {
  return db.select(publisherColumns).from(publishers).orderBy(asc(publishers.index), asc(publishers.id));
}

/** Publishers that have at least one textbook matching the filter. */
export function listPublishersWithTextbooks(db: DbOrTx, filter: TextbookFilter) {
  return db
    .select(publisherColumns)
    .from(publishers)
    .where(exists(db.select({ one: sql`1` }).from(textbookSubjects).where(and(eq(textbookSubjects.publisher_id, publishers.id), textbookWhere(filter)))))
    .orderBy(asc(publishers.index), asc(publishers.id));
}

/** Textbooks matching the filter, in their order. */
export function listTextbookSubjects(db: DbOrTx, filter: TextbookFilter) {
  return db
    .select({
      id: textbookSubjects.id,
      publisher_id: textbookSubjects.publisher_id,
      name: textbookSubjects.name,
      school_type: textbookSubjects.school_type,
      subject_type_id: textbookSubjects.subject_type_id,
      subject_detail_type_id: textbookSubjects.subject_detail_type_id,
      grade_id: textbookSubjects.grade_id,
      detail: textbookSubjects.detail,
      curriculum: textbookSubjects.curriculum,
      index: textbookSubjects.index,
    })
    .from(textbookSubjects)
    .where(textbookWhere(filter))
    .orderBy(asc(textbookSubjects.subject_type_id), asc(textbookSubjects.grade_id), asc(textbookSubjects.index), asc(textbookSubjects.id));
}

/** The three levels of the hierarchy: each table with its parent column. */
export const UNIT_LEVELS = {
  content: { table: textbookContents, parent: textbookContents.textbook_subject_id },
  contentMain: { table: textbookContentMains, parent: textbookContentMains.content_id },
  contentSub: { table: textbookContentSubs, parent: textbookContentSubs.content_main_id },
} as const;
export type UnitLevel = keyof typeof UNIT_LEVELS;

/** The units under a parent, by index. */
export function listUnits(db: DbOrTx, level: UnitLevel, parentId: number) {
  const { table, parent } = UNIT_LEVELS[level];
  return db
    .select({ id: table.id, name: table.name, index: table.index, parent_id: parent })
    .from(table)
    .where(eq(parent, parentId))
    .orderBy(asc(table.index), asc(table.id));
}

export function findUnit(db: DbOrTx, level: UnitLevel, id: number) {
  const { table, parent } = UNIT_LEVELS[level];
  return db
    .select({ id: table.id, name: table.name, index: table.index, parent_id: parent })
    .from(table)
    .where(eq(table.id, id))
    .then(first);
}

/** Inserts a unit under a parent; returns its id. */
export async function insertUnit(db: DbOrTx, level: UnitLevel, parentId: number, name: string, index: number) {
  const values = { name, index };
  const [row] =
    level === 'content'
      ? await db.insert(textbookContents).values({ ...values, textbook_subject_id: parentId }).returning({ id: textbookContents.id })
      : level === 'contentMain'
        ? await db.insert(textbookContentMains).values({ ...values, content_id: parentId }).returning({ id: textbookContentMains.id })
        : await db.insert(textbookContentSubs).values({ ...values, content_main_id: parentId }).returning({ id: textbookContentSubs.id });
  return row.id;
}

export function updateUnit(db: DbOrTx, level: UnitLevel, id: number, values: { name?: string; index?: number }) {
  const { table } = UNIT_LEVELS[level];
  return db.update(table).set(values).where(eq(table.id, id));
}

export function deleteUnit(db: DbOrTx, level: UnitLevel, id: number) {
  const { table } = UNIT_LEVELS[level];
  return db.delete(table).where(eq(table.id, id));
}

/** An exam subject's kind and school level, for the textbook exam update. */
export function findExamSubjectKind(db: DbOrTx, id: number) {
  return db
    .select({ id: examSubjects.id, type: examSubjects.type, school_type: examSubjects.school_type })
    .from(examSubjects)
    .where(eq(examSubjects.id, id))
    .then(first);
}

/** Writes the textbook fields of an exam subject and bumps its version. */
export function updateTextbookExam(db: DbOrTx, id: number, values: Partial<typeof examSubjects.$inferInsert>) {
  return db
    .update(examSubjects)
    .set({ ...values, update_time: new Date(), version: sql`${examSubjects.version} + 1` })
    .where(eq(examSubjects.id, id));
}
