/** Queries of the curriculum: categories, subject-master, literature, schools. */
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { categories, literature, schools, subjectDetailTypes, subjectTypes } from '../../db/schema';
import type { DbOrTx } from '../../core/db';

/** Escapes LIKE wildcards so a search text is matched literally. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Equality narrowing of category rows; the spec's detail and grade rule is applied by the service. */
export interface CategoryWhere {
  kind: string;
  curriculum?: number;
  school_type?: number;
  subject_type_id?: number;
  depth?: number;
  parent_id?: number;
}

/** Category rows by kind and the given equalities, ordered by depth, order and id. */
export function listCategories(db: DbOrTx, where: CategoryWhere) {
  const conditions: SQL[] = [eq(categories.kind, where.kind)];
  if (where.curriculum !== undefined) conditions.push(eq(categories.curriculum, where.curriculum));
  if (where.school_type !== undefined) conditions.push(eq(categories.school_type, where.school_type));
  if (where.subject_type_id !== undefined) conditions.push(eq(categories.subject_type_id, where.subject_type_id));
  if (where.depth !== undefined) conditions.push(eq(categories.depth, where.depth));
  if (where.parent_id !== undefined) conditions.push(eq(categories.parent_id, where.parent_id));
  return db
    .select()
    .from(categories)
    .where(and(...conditions))
    .orderBy(asc(categories.depth), asc(categories.order), asc(categories.id));
}

/** One category by id, or null. */
export function findCategory(db: DbOrTx, id: number) {
  return db
    .select()
    .from(categories)
    .where(eq(categories.id, id))
    .then((rows) => rows[0] ?? null);
}

/** The children of a category, of any kind, in order. */
export function listChildren(db: DbOrTx, parentId: number) {
  return db.select().from(categories).where(eq(categories.parent_id, parentId)).orderBy(asc(categories.order), asc(categories.id));
}

/** Every subject type in display order. */
export function listSubjectTypes(db: DbOrTx) {
  return db.select().from(subjectTypes).orderBy(asc(subjectTypes.order), asc(subjectTypes.id));
}

/** Subject details, narrowed by school level and curriculum when given, in display order. */
export function listSubjectDetails(db: DbOrTx, where: { school_type?: number; curriculum?: number }) {
  const conditions: SQL[] = [];
  if (where.school_type !== undefined) conditions.push(eq(subjectDetailTypes.school_type, where.school_type));
  if (where.curriculum !== undefined) conditions.push(eq(subjectDetailTypes.curriculum, where.curriculum));
  return db
    .select()
    .from(subjectDetailTypes)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(subjectDetailTypes.school_type), asc(subjectDetailTypes.curriculum), asc(subjectDetailTypes.order), asc(subjectDetailTypes.id));
}

const literatureWhere = (search?: string) => (search ? or(ilike(literature.name, likeText(search)), ilike(literature.author, likeText(search))) : undefined);

/** One page of literary works by name, with the total. */
export async function pageLiterature(db: DbOrTx, q: { search?: string; page: number; size: number }) {
  const where = literatureWhere(q.search);
  const rows = await db
    .select()
    .from(literature)
    .where(where)
    .orderBy(asc(literature.name), asc(literature.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [{ n }] = await db.select({ n: count() }).from(literature).where(where);
  return { rows, total: n };
}

/** The work with exactly this name and author, or null. */
export function findLiteratureByNameAndAuthor(db: DbOrTx, name: string, author: string) {
  return db
    .select({ id: literature.id })
    .from(literature)
    .where(and(eq(literature.name, name), eq(literature.author, author)))
    .then((rows) => rows[0] ?? null);
}

/**
 * Serialises creations of the same work within a transaction (the table has no unique key on name and
 * author), so two concurrent requests cannot both pass the duplicate check.
 */
export async function lockLiteratureKey(tx: DbOrTx, name: string, author: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`literature:${name}\u001f${author}`}))`);
}

/** Stores a work and returns its id. */
export function insertLiterature(db: DbOrTx, values: typeof literature.$inferInsert) {
  return db
    .insert(literature)
    .values(values)
    .returning({ id: literature.id })
    .then((rows) => rows[0]);
}

/** One page of schools of a level, by name, with the total. */
export async function pageSchools(db: DbOrTx, q: { school_type: number; search?: string; region?: string; page: number; size: number }) {
  const conditions: SQL[] = [eq(schools.school_type, q.school_type)];
  if (q.search) conditions.push(ilike(schools.school_name, likeText(q.search)));
  if (q.region) conditions.push(eq(schools.region, q.region));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(schools)
    .where(where)
    .orderBy(asc(schools.school_name), asc(schools.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [{ n }] = await db.select({ n: count() }).from(schools).where(where);
  return { rows, total: n };
}
