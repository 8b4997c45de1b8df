/** POST, PUT and DELETE question_sample: each invalidates the sample queries. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../../../api/client';
import { createQuestionSample, deleteQuestionSample, updateQuestionSample, type QuestionSampleBody, type QuestionSampleUpdateBodySchema } from '../../../../api/question-bank/staging-samples';
import { SAMPLE_KEY } from './keys';

const useInvalidate = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: SAMPLE_KEY });
};

/** Creates a sample; the form shows errors itself. */
export function useCreateSample() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: QuestionSampleBody) => adminApi(createQuestionSample, { body }, { notify: false }), onSuccess: invalidate });
}

/** Changes a sample; the form shows errors itself. */
export function useUpdateSample() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: z.input<typeof QuestionSampleUpdateBodySchema>) => adminApi(updateQuestionSample, { body }, { notify: false }),
    onSuccess: invalidate,
  });
}

export function useDeleteSample() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => adminApi(deleteQuestionSample, { params: { id } }), onSuccess: invalidate });
}
