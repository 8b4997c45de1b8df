/** DELETE exam_subject_file/png_file_list: one page image; refetches the file check. */
import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { pngFileListDelete } from '../../../../api/question-bank/files';
import { useInvalidateExamFiles } from './get-exam-files';

export function useDeletePngPage(examSubjectId: number) {
  const invalidate = useInvalidateExamFiles(examSubjectId);
  return useMutation({
    mutationFn: (fileId: number) => adminApi(pngFileListDelete, { query: { id: examSubjectId, file_id: fileId } }),
    onSuccess: invalidate,
  });
}
