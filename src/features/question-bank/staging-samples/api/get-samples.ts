/** GET question_sample: the sample list page. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { questionSampleList, type QuestionSampleListQuery } from '../../../../api/question-bank/staging-samples';
import { SAMPLE_KEY } from './keys';

export const samplesQueryOptions = (query: QuestionSampleListQuery) =>
  queryOptions({
    queryKey: [...SAMPLE_KEY, 'list', query],
    queryFn: ({ signal }) => adminApi(questionSampleList, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useSamples = (query: QuestionSampleListQuery) => useQuery(samplesQueryOptions(query));
