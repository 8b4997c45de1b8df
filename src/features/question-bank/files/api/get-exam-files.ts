/** GET check_question_image/{id}: which files an exam subject has; the query every file write invalidates. */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { checkQuestionImage } from '../../../../api/question-bank/files';

/** Key root of this slice's queries. */
export const FILES_KEY = ['question-bank', 'files'] as const;

/** The file check of one exam subject. */
export const examFilesQueryOptions = (examSubjectId: number) =>
  queryOptions({
    queryKey: [...FILES_KEY, examSubjectId],
    queryFn: ({ signal }) => adminApi(checkQuestionImage, { params: { id: examSubjectId } }, { signal }),
  });

export const useExamFiles = (examSubjectId: number) => useQuery(examFilesQueryOptions(examSubjectId));

/** Refetches the file check of an exam subject after a write. */
export function useInvalidateExamFiles(examSubjectId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: examFilesQueryOptions(examSubjectId).queryKey });
}
