/** PUT user_upload_file/subject_type: a reviewer corrects the paper's subject; the paper and the lists are refreshed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../api/client';
import { testPaperSubject } from '../../../api/test-papers';
import { testPaperKeys } from './test-paper-keys';

/** Changes the subject of one paper. */
export const changeTestPaperSubject = (id: number, subject_type_id: number) => adminApi(testPaperSubject, { body: { id, subject_type_id } }, { notify: false });

/** The subject change of one paper as a mutation (errors shown by the form). */
export function useChangeTestPaperSubject(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subject_type_id: number) => changeTestPaperSubject(id, subject_type_id),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: testPaperKeys.detail(id) }), client.invalidateQueries({ queryKey: testPaperKeys.lists() })]),
  });
}
