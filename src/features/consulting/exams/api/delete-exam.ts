/**
 * DELETE consulting_exam: deletes a sitting (or one area of it, with its graded answers). Refreshes the student's records.
 * Sent without zod or the API client (`fetch-call.ts`), like the list of the same first load (issue 13 point 4). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ExamDeleteQuerySchema } from '../../../../api/consulting/exams';
import { sendCustomer } from '../../../../api/fetch-call';
import { examRoutes } from '../../../../api/public-calls';
import { examKeys } from './exam-keys';

export function useDeleteExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (query: z.input<typeof ExamDeleteQuerySchema>) => sendCustomer(examRoutes.consultingExamDelete, { query }),
    onSuccess: () => client.invalidateQueries({ queryKey: examKeys.mine() }),
  });
}
