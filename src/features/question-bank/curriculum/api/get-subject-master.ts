/** The subject-master: subject types with their details, for the subject and detail selects. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { subjectMaster } from '../../../../api/question-bank/curriculum';
import { CURRICULUM_KEY } from './keys';

export const subjectMasterQueryOptions = () =>
  queryOptions({ queryKey: [...CURRICULUM_KEY, 'subject-master'], queryFn: () => adminApi(subjectMaster, { query: {} }), staleTime: 10 * 60_000 });

export const useSubjectMaster = () => useQuery(subjectMasterQueryOptions());
