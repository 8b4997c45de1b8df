/**
 * POST user_upload_file/school_exam: an administrator makes a school exam (내신 시험) of an approved paper, its
 * files attached, at the paper's school, or at a school picked from the list when the uploader typed one that
 * is not there. The paper then names the school exam (school_subject_id); it and the lists are refreshed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../api/client';
import { testPaperSchoolExam } from '../../../api/test-papers';
import { testPaperKeys } from './test-paper-keys';

/** Makes the school exam of one paper (at `schoolId` when given, else at the paper's school). */
export const createSchoolExamFromTestPaper = (id: number, schoolId?: number) => adminApi(testPaperSchoolExam, { body: { id, school_id: schoolId } }, { notify: false });

/** The school exam of one paper as a mutation (errors shown beside the button). */
export function useCreateSchoolExam(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (schoolId?: number) => createSchoolExamFromTestPaper(id, schoolId),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: testPaperKeys.detail(id) }), client.invalidateQueries({ queryKey: testPaperKeys.lists() })]),
  });
}
