/** POST consulting_exam/answers: the server grades the answers against the bank exam; replies with every question's result. Refreshes the student's records. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerApi } from '../../../../api/client';
import { consultingExamAnswers, type ExamAnswersBody } from '../../../../api/consulting/exams';
import { examKeys } from './exam-keys';

export function useGradeExamAnswers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExamAnswersBody) => customerApi(consultingExamAnswers, { body }, { notify: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: examKeys.mine() }),
  });
}
