/** One page of literary works, searched by name or author. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { literatureList } from '../../../../api/question-bank/curriculum';
import { LITERATURE_KEY } from './keys';

export interface LiteratureQuery {
  search?: string;
  page: number;
  size: number;
}

export const literatureQueryOptions = (query: LiteratureQuery) =>
  queryOptions({ queryKey: [...LITERATURE_KEY, query], queryFn: () => adminApi(literatureList, { query }), placeholderData: keepPreviousData });

export const useLiterature = (query: LiteratureQuery) => useQuery(literatureQueryOptions(query));
