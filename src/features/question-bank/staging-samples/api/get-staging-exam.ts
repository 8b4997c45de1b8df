/** GET staging_exam?id: one staging exam (the editor's header). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { stagingExam } from '../../../../api/question-bank/staging-samples';
import { STAGING_KEY } from './keys';

export const stagingExamQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...STAGING_KEY, 'exam', id],
    // The editor shows a missing exam itself, so no notification.
    queryFn: ({ signal }) => adminApi(stagingExam, { query: { id } }, { signal, notify: false }),
    retry: false,
  });

export const useStagingExam = (id: number) => useQuery(stagingExamQueryOptions(id));
