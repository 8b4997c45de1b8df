/** PUT consulting_exam/scores: saves a sitting's scores; the form shows a refusal on its field, so no notification. Refreshes the student's records. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerApi } from '../../../../api/client';
import { consultingExamScores, type ExamScoresBody } from '../../../../api/consulting/exams';
import { examKeys } from './exam-keys';

export function useSaveExamScores() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExamScoresBody) => customerApi(consultingExamScores, { body }, { notify: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: examKeys.mine() }),
  });
}
