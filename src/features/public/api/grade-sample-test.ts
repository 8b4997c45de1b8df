/** POST /api/public/sample-test/grade: the server grades a visitor's answers from the stored answers. */
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../api/client';
import { gradeSampleTest, type SampleTestGradeBody } from '../../../api/public';

/** Grades the answers; the page shows a failure itself. */
export const useGradeSampleTest = () =>
  useMutation({ mutationFn: (body: SampleTestGradeBody) => request('customer', gradeSampleTest, { body }, { auth: false, notify: false }) });
