/** GET staging_exam_list: the staging exam list page. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { stagingExamList, type StagingExamListQuery } from '../../../../api/question-bank/staging-samples';
import { STAGING_KEY } from './keys';

export const stagingExamsQueryOptions = (query: StagingExamListQuery) =>
  queryOptions({
    queryKey: [...STAGING_KEY, 'list', query],
    queryFn: ({ signal }) => adminApi(stagingExamList, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useStagingExams = (query: StagingExamListQuery) => useQuery(stagingExamsQueryOptions(query));
