/**
 * POST consulting_exam/submit: submits a sitting, once (its graded answers become read-only and its answer key is
 * shown). Refreshes the student's records. Sent without zod or the API client (`fetch-call.ts`), like the list it
 * is pressed on.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExamSubmitBody } from '../../../../api/consulting/exams';
import { sendCustomer } from '../../../../api/fetch-call';
import { examRoutes } from '../../../../api/public-calls';
import { examKeys } from './exam-keys';

export function useSubmitExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExamSubmitBody) => sendCustomer(examRoutes.consultingExamSubmit, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: examKeys.mine() }),
  });
}
