/** GET subject/sub-category: the children of a unit, loaded when the unit is opened in the chapter explorer. */
import { queryOptions, useQueries } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { subCategory } from '../../../../api/question-bank/curriculum';
import { CHAPTER_EXPLORER_KEY } from './keys';

/** Loads the children of one unit (any depth). The screen shows errors itself, next to the unit. */
export const getSubCategories = (parentId: number, signal?: AbortSignal) =>
  adminApi(subCategory, { query: { parent_id: parentId } }, { signal, notify: false });

export const subCategoriesQueryOptions = (parentId: number) =>
  queryOptions({
    queryKey: [...CHAPTER_EXPLORER_KEY, 'sub', parentId],
    queryFn: ({ signal }) => getSubCategories(parentId, signal),
    staleTime: 10 * 60_000,
  });

/** The children of every given unit, one query each (cached by parent), in the order of `parentIds`. */
export const useSubCategoriesOf = (parentIds: readonly number[]) => useQueries({ queries: parentIds.map((id) => subCategoriesQueryOptions(id)) });
