/** The category lists of a picker: chapters of one curriculum, or question types, for an exam's scope. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { category2, category2015, category2022, otherCategory, textbookProblemTitle } from '../../../../api/question-bank/curriculum';
import type { CurriculumYear } from '../curriculum.rules';
import { CURRICULUM_KEY } from './keys';

/** Which list to load. */
export type CategoryListKind = 'chapter' | 'type' | 'other' | 'textbook_problem_title';

/** The exam's scope: curriculum, school level, grade, subject and detail (null: not chosen). */
export interface CategoryScopeInput {
  curriculum: CurriculumYear;
  school_type: number;
  grade_id: number | null;
  subject_type_id: number | null;
  subject_detail_type_id: number | null;
}

const OTHER_CALLS = { type: category2, other: otherCategory, textbook_problem_title: textbookProblemTitle } as const;

/** Loads the flat rows of one kind; the reply is already narrowed by the spec rule on the server. */
export function getCategories(kind: CategoryListKind, scope: CategoryScopeInput) {
  const query = {
    school_type: scope.school_type,
    grade_id: scope.grade_id ?? undefined,
    subject_type_id: scope.subject_type_id ?? undefined,
    subject_detail_type_id: scope.subject_detail_type_id ?? undefined,
  };
  if (kind === 'chapter') return adminApi(scope.curriculum === 2015 ? category2015 : category2022, { query });
  return adminApi(OTHER_CALLS[kind], { query: { ...query, curriculum: scope.curriculum } });
}

export const categoriesQueryOptions = (kind: CategoryListKind, scope: CategoryScopeInput) =>
  queryOptions({ queryKey: [...CURRICULUM_KEY, 'categories', kind, scope], queryFn: () => getCategories(kind, scope), staleTime: 10 * 60_000 });

/** The rows of one kind for a scope; waits until a subject is chosen. */
export const useCategories = (kind: CategoryListKind, scope: CategoryScopeInput) =>
  useQuery({ ...categoriesQueryOptions(kind, scope), enabled: scope.subject_type_id !== null });
