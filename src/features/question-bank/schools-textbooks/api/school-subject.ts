/**
 * One school exam record loaded fresh by id for the edit modal (GET school_subject / middle_school_subject).
 * The level picks the call: the server answers 404 for a record of the other level or one deleted meanwhile.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, ApiError } from '../../../../api/client';
import * as calls from '../../../../api/question-bank/schools-textbooks';
import { SCHOOL_SUBJECTS_KEY } from './school-subjects';
import { SCHOOL_TYPE } from '../../../../api/codes';

const recordCall = (schoolType: number) => (schoolType === SCHOOL_TYPE.middle.code ? calls.middleSchoolSubject : calls.schoolSubject);

/** True when a failed load means the record is not there (deleted, or of the other level). */
export const isMissing = (error: unknown) => error instanceof ApiError && error.code === 'NOT_FOUND';

/**
 * One record of a level. Under SCHOOL_SUBJECTS_KEY so writes refresh it; never served from an old cache
 * (gcTime 0, staleTime 0) and not refetched on focus, so the form opens on the stored values and keeps
 * what the user types. The modal shows failures itself (notify: false); a 404 is not retried.
 */
export const schoolSubjectQueryOptions = (schoolType: number, id: number) =>
  queryOptions({
    queryKey: [...SCHOOL_SUBJECTS_KEY, schoolType, 'record', id],
    queryFn: ({ signal }) => adminApi(recordCall(schoolType), { query: { id } }, { signal, notify: false }),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: (failures, error) => !isMissing(error) && failures < 1,
  });

export const useSchoolSubject = (schoolType: number, id: number) => useQuery(schoolSubjectQueryOptions(schoolType, id));
