/** GET subject/main-category: the main units (depth 1) of one curriculum for a scope, for the chapter explorer. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { mainCategory } from '../../../../api/question-bank/curriculum';
import type { CategoryScopeInput } from './get-categories';
import { CHAPTER_EXPLORER_KEY } from './keys';

/** Loads the main units; the server applies the grade, subject and detail rule. The screen shows errors itself. */
export function getMainCategories(scope: CategoryScopeInput, signal?: AbortSignal) {
  const query = {
    curriculum: scope.curriculum,
    school_type: scope.school_type,
    grade_id: scope.grade_id ?? undefined,
    subject_type_id: scope.subject_type_id ?? undefined,
    subject_detail_type_id: scope.subject_detail_type_id ?? undefined,
  };
  return adminApi(mainCategory, { query }, { signal, notify: false });
}

export const mainCategoriesQueryOptions = (scope: CategoryScopeInput) =>
  queryOptions({
    queryKey: [...CHAPTER_EXPLORER_KEY, 'main', scope],
    queryFn: ({ signal }) => getMainCategories(scope, signal),
    staleTime: 10 * 60_000,
  });

/** The main units of a scope; waits until a subject is chosen. */
export const useMainCategories = (scope: CategoryScopeInput) =>
  useQuery({ ...mainCategoriesQueryOptions(scope), enabled: scope.subject_type_id !== null });
