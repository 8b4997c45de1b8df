/** DELETE consulting_exam: deletes a sitting (or one area of it, with its graded answers). Refreshes the student's records. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { customerApi } from '../../../../api/client';
import { consultingExamDelete, type ExamDeleteQuerySchema } from '../../../../api/consulting/exams';
import { examKeys } from './exam-keys';

export function useDeleteExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (query: z.input<typeof ExamDeleteQuerySchema>) => customerApi(consultingExamDelete, { query }),
    onSuccess: () => client.invalidateQueries({ queryKey: examKeys.mine() }),
  });
}
