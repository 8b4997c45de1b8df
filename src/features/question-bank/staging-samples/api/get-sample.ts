/** GET question_sample/{id}: one sample with its full text (the edit form). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { questionSample } from '../../../../api/question-bank/staging-samples';
import { SAMPLE_KEY } from './keys';

export const sampleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...SAMPLE_KEY, 'one', id],
    queryFn: ({ signal }) => adminApi(questionSample, { params: { id } }, { signal }),
  });

export const useSample = (id: number | null) => useQuery({ ...sampleQueryOptions(id ?? 0), enabled: id !== null });
