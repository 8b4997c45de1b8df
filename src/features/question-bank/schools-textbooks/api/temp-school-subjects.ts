/**
 * Temporary school exam records of one level (GET exam_all_temp/school_subject), newest first, and the
 * quick action that makes one a regular record (the level's PUT with is_temp false).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import * as calls from '../../../../api/question-bank/schools-textbooks';
import { SCHOOL_SUBJECTS_KEY } from './school-subjects';
import { PAGE_SIZE, SCHOOL_TYPE } from '../../../../api/codes';

/** One page of a level's temporary records; under SCHOOL_SUBJECTS_KEY so every write refreshes it. */
export const tempSchoolSubjectsQueryOptions = (schoolType: number, page: number) =>
  queryOptions({
    queryKey: [...SCHOOL_SUBJECTS_KEY, schoolType, 'temp', page],
    queryFn: ({ signal }) => adminApi(calls.tempSchoolSubjects, { query: { school_type: schoolType, page, size: PAGE_SIZE.default } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useTempSchoolSubjects = (schoolType: number, page: number) => useQuery(tempSchoolSubjectsQueryOptions(schoolType, page));

/** Clears is_temp of a record (the server checks the record again, e.g. 409 on a duplicate key). */
export function useReleaseTempSchoolSubject(schoolType: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminApi(schoolType === SCHOOL_TYPE.middle.code ? calls.updateMiddleSchoolSubject : calls.updateSchoolSubject, { body: { id, is_temp: false } }),
    onSuccess: () => client.invalidateQueries({ queryKey: SCHOOL_SUBJECTS_KEY }),
  });
}
