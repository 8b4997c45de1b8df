/** GET staging_exam/question_select_list: bank questions to add; the panel shows a failure itself (spec section 8). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { stagingQuestionSelectList, type QuestionSelectQuery } from '../../../../api/question-bank/staging-samples';
import { STAGING_KEY } from './keys';

export const questionSearchQueryOptions = (query: QuestionSelectQuery) =>
  queryOptions({
    queryKey: [...STAGING_KEY, 'search', query],
    queryFn: ({ signal }) => adminApi(stagingQuestionSelectList, { query }, { signal, notify: false }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useQuestionSearch = (query: QuestionSelectQuery) => useQuery(questionSearchQueryOptions(query));
