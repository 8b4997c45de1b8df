/** GET staging_exam/question_list?id: the staging exam's questions in sequence order. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { stagingQuestionList } from '../../../../api/question-bank/staging-samples';
import { STAGING_KEY } from './keys';

export const stagingQuestionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...STAGING_KEY, 'questions', id],
    queryFn: ({ signal }) => adminApi(stagingQuestionList, { query: { id } }, { signal }),
  });

export const useStagingQuestions = (id: number) => useQuery(stagingQuestionsQueryOptions(id));
