/**
 * Use cases of the curriculum: category lists filtered by the spec's rule (section 5: grade, subject and
 * detail), the subject-master, literary works and the school lists.
 */
import type { z } from 'zod';
import type {
  Category,
  CategoryFilterQuery,
  CategoryKind,
  CurriculumCategoryQuery,
  LiteratureCreateBodySchema,
  LiteratureQuerySchema,
  SchoolQuerySchema,
  SubjectMasterQuerySchema,
} from '../../../src/api/question-bank/curriculum';
import { filterCategories } from '../../../src/features/question-bank/curriculum/category-filter.rules';
import type { AuthUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { conflict, notFound } from '../../core/errors';
import * as repo from './curriculum.repository';

type CategoryRow = Awaited<ReturnType<typeof repo.listCategories>>[number];

const toCategory = (row: CategoryRow): Category => ({ ...row, kind: row.kind as CategoryKind });
const categoryList = (rows: CategoryRow[]) => ({ data_list: rows.map(toCategory), total: rows.length });

/**
 * Categories of one kind, narrowed in SQL by the equalities (curriculum, school level, subject, depth) and then
 * by the shared rule, which also decides the detail (null = every detail) and grade (empty = every grade).
 */
async function listByRule(deps: Deps, kind: CategoryKind, filter: CategoryFilterQuery & { curriculum?: number; depth?: number }) {
  const rows = await repo.listCategories(deps.db, {
    kind,
    curriculum: filter.curriculum,
    school_type: filter.school_type,
    subject_type_id: filter.subject_type_id,
    depth: filter.depth,
  });
  return categoryList(filterCategories(rows, filter));
}

/** category/-1 and category_2022: the chapter tree of one curriculum, flat. */
export function chapterTree(deps: Deps, _user: AuthUser | null, curriculum: 2015 | 2022, query: CategoryFilterQuery) {
  return listByRule(deps, 'chapter', { ...query, curriculum });
}

/** main-category: the main units (depth 1) of the chapter trees. */
export function mainChapters(deps: Deps, _user: AuthUser | null, query: CurriculumCategoryQuery) {
  return listByRule(deps, 'chapter', { ...query, depth: 1 });
}

/** category2, other_category, textbook_problem_title: the flat lists of the other kinds. */
export function categoriesOfKind(deps: Deps, _user: AuthUser | null, kind: Exclude<CategoryKind, 'chapter'>, query: CurriculumCategoryQuery) {
  return listByRule(deps, kind, query);
}

/** sub-category: the children of a category; 404 when the parent does not exist. */
export async function subCategories(deps: Deps, _user: AuthUser | null, parentId: number) {
  if (!(await repo.findCategory(deps.db, parentId))) throw notFound('상위 분류');
  return categoryList(await repo.listChildren(deps.db, parentId));
}

/** subject-master: every subject type with its details (narrowed by school level and curriculum when given). */
export async function subjectMaster(deps: Deps, _user: AuthUser | null, query: z.output<typeof SubjectMasterQuerySchema>) {
  const [types, details] = await Promise.all([repo.listSubjectTypes(deps.db), repo.listSubjectDetails(deps.db, query)]);
  return {
    data_list: types.map((t) => ({
      id: t.id,
      name: t.name,
      order: t.order,
      details: details
        .filter((d) => d.subject_type_id === t.id)
        .map((d) => ({ id: d.id, name: d.name, code: d.code, school_type: d.school_type, curriculum: d.curriculum, order: d.order })),
    })),
  };
}

/** literature: one page of works, searched by name or author. */
export async function literaturePage(deps: Deps, _user: AuthUser | null, query: z.output<typeof LiteratureQuerySchema>) {
  const { rows, total } = await repo.pageLiterature(deps.db, query);
  return {
    data_list: rows.map((r) => ({ id: r.id, name: r.name, author: r.author, genre: r.genre, create_time: r.create_time.toISOString() })),
    total,
    page: query.page,
    size: query.size,
  };
}

/** POST literature: adds a work; 409 naming body.name when the same name and author exist. */
export function createLiterature(deps: Deps, _user: AuthUser | null, input: z.output<typeof LiteratureCreateBodySchema>) {
  return deps.db.transaction(async (tx) => {
    await repo.lockLiteratureKey(tx, input.name, input.author);
    if (await repo.findLiteratureByNameAndAuthor(tx, input.name, input.author)) {
      throw conflict(`이미 등록된 작품입니다: ${input.name}${input.author ? ` (${input.author})` : ''}`, 'body.name');
    }
    return repo.insertLiterature(tx, { name: input.name, author: input.author, genre: input.genre });
  });
}

/** middle_school_info and high_school_info: one page of schools of a level. */
export async function schoolPage(deps: Deps, _user: AuthUser | null, school_type: 2 | 3, query: z.output<typeof SchoolQuerySchema>) {
  const { rows, total } = await repo.pageSchools(deps.db, { ...query, school_type });
  return { data_list: rows, total, page: query.page, size: query.size };
}
