/** Queries of exam files (exam_files) and the owners they hang on (exam and school subjects). */
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { examFiles, examSubjects, schoolSubjects } from '../../db/schema';

export type ExamFileRow = typeof examFiles.$inferSelect;
export type NewExamFile = typeof examFiles.$inferInsert;

/** Whose files: an exam subject's or a school subject's. */
export type FileOwner = { exam_subject_id: number } | { school_subject_id: number };

const ownedBy = (owner: FileOwner) =>
  'exam_subject_id' in owner ? eq(examFiles.exam_subject_id, owner.exam_subject_id) : eq(examFiles.school_subject_id, owner.school_subject_id);

/** The columns of an exam subject that record-level rules read: its assigned staff and its state. */
const accessColumns = {
  user_id: examSubjects.user_id,
  admin_id: examSubjects.admin_id,
  teacher_id: examSubjects.teacher_id,
  state: examSubjects.state,
  excluded_state: examSubjects.excluded_state,
};

/** An exam subject's fields the file rules need; `lock` holds the row until the transaction ends, so uploads to one subject run one after another. */
export function findExamSubject(db: DbOrTx, id: number, lock = false) {
  const query = db
    .select({ id: examSubjects.id, name: examSubjects.name, type: examSubjects.type, subject_type_id: examSubjects.subject_type_id, school_subject_id: examSubjects.school_subject_id, ...accessColumns })
    .from(examSubjects)
    .where(eq(examSubjects.id, id));
  return (lock ? query.for('update') : query).then((rows) => rows[0] ?? null);
}

/** The exam subjects made from a school subject, with the columns record-level rules read (its files are theirs). */
export function examSubjectsOfSchoolSubject(db: DbOrTx, schoolSubjectId: number) {
  return db.select(accessColumns).from(examSubjects).where(eq(examSubjects.school_subject_id, schoolSubjectId));
}

/** A school subject's id, locked like findExamSubject when asked. */
export function findSchoolSubject(db: DbOrTx, id: number, lock = false) {
  const query = db.select({ id: schoolSubjects.id }).from(schoolSubjects).where(eq(schoolSubjects.id, id));
  return (lock ? query.for('update') : query).then((rows) => rows[0] ?? null);
}

/** The files of an owner, of some types or all: by type, then page, then upload order. */
export function filesOf(db: DbOrTx, owner: FileOwner, types?: string[]) {
  return db
    .select()
    .from(examFiles)
    .where(and(ownedBy(owner), types ? inArray(examFiles.type, types) : undefined))
    .orderBy(asc(examFiles.type), asc(examFiles.page), asc(examFiles.id));
}

/** Deletes an owner's files of one type; returns the deleted rows (their stored files are removed after commit). */
export function deleteFilesOfType(db: DbOrTx, owner: FileOwner, type: string) {
  return db
    .delete(examFiles)
    .where(and(ownedBy(owner), eq(examFiles.type, type)))
    .returning();
}

export function insertFiles(db: DbOrTx, rows: NewExamFile[]) {
  return db.insert(examFiles).values(rows).returning();
}

/** The highest page number of an exam subject's page images (0 without pages). */
export function lastPage(db: DbOrTx, examSubjectId: number) {
  return db
    .select({ page: max(examFiles.page) })
    .from(examFiles)
    .where(and(eq(examFiles.exam_subject_id, examSubjectId), eq(examFiles.type, 'png')))
    .then((rows) => rows[0]?.page ?? 0);
}

export function findFile(db: DbOrTx, id: number) {
  return db
    .select()
    .from(examFiles)
    .where(eq(examFiles.id, id))
    .then((rows) => rows[0] ?? null);
}

/** Deletes one page image of an exam subject; null when there is no such page. */
export function deletePage(db: DbOrTx, examSubjectId: number, fileId: number) {
  return db
    .delete(examFiles)
    .where(and(eq(examFiles.id, fileId), eq(examFiles.exam_subject_id, examSubjectId), eq(examFiles.type, 'png')))
    .returning()
    .then((rows) => rows[0] ?? null);
}

/** The storage keys of every file of an exam subject (to remove them when the subject goes). */
export function fileKeysOfExamSubject(db: DbOrTx, examSubjectId: number) {
  return db
    .select({ file_key: examFiles.file_key })
    .from(examFiles)
    .where(eq(examFiles.exam_subject_id, examSubjectId))
    .then((rows) => rows.map((r) => r.file_key));
}
