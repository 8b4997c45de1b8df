/** POST, PUT and DELETE staging_exam: each invalidates every staging query (lists, counts, the editor). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../../../api/client';
import {
  createStagingExam,
  deleteStagingExam,
  updateStagingExam,
  type StagingExamBody,
  type StagingExamUpdateBodySchema,
} from '../../../../api/question-bank/staging-samples';
import { STAGING_KEY } from './keys';

const useInvalidate = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: STAGING_KEY });
};

/** Creates a staging exam; the form shows errors itself. */
export function useCreateStagingExam() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: StagingExamBody) => adminApi(createStagingExam, { body }, { notify: false }), onSuccess: invalidate });
}

/** Changes a staging exam's name or target; the form shows errors itself. */
export function useUpdateStagingExam() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: z.input<typeof StagingExamUpdateBodySchema>) => adminApi(updateStagingExam, { body }, { notify: false }),
    onSuccess: invalidate,
  });
}

export function useDeleteStagingExam() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => adminApi(deleteStagingExam, { params: { id } }), onSuccess: invalidate });
}
