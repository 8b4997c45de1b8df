/**
 * School exam records (내신): the list of one school level with its URL search state (including the tab
 * of temporary records), and the create, update and delete mutations that refresh every school exam query.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApi } from '../../../../api/client';
import * as calls from '../../../../api/question-bank/schools-textbooks';
import { SCHOOL_TYPE } from '../../../../api/codes';

/** The school level of the screen's `:school` parameter: 2 middle, 3 high, anything else is not a level. */
export function schoolTypeOf(param: string): 2 | 3 | null {
  const code = Number(param);
  return code === SCHOOL_TYPE.middle.code || code === SCHOOL_TYPE.high.code ? (code as 2 | 3) : null;
}

const optionalNumber = z.coerce.number().int().positive().optional().catch(undefined);

/** The list's filters, page and sort arrow as kept in the URL; a bad value is dropped rather than failing the page. */
export const SchoolExamSearchSchema = z.object({
  page: optionalNumber,
  year: optionalNumber,
  grade_id: optionalNumber,
  semester: optionalNumber,
  subject_type_id: z.coerce.number().int().min(0).optional().catch(undefined),
  name_search: z.string().max(200).optional().catch(undefined),
  sort_key: z.enum(calls.SCHOOL_SUBJECT_SORT_KEYS).optional().catch(undefined),
  sort: z.union([z.literal(1), z.literal(2)]).optional().catch(undefined),
  /** 'temp' shows the temporary records (exam_all_temp/school_subject) instead of the filtered list. */
  tab: z.enum(['temp']).optional().catch(undefined),
  /** The page of the temporary records' tab. */
  temp_page: optionalNumber,
});
export type SchoolExamSearch = z.infer<typeof SchoolExamSearchSchema>;

const listCall = (schoolType: number) => (schoolType === SCHOOL_TYPE.middle.code ? calls.middleSchoolSubjectList : calls.schoolSubjectList);

/** Every school exam query starts with this key; writes invalidate it. */
export const SCHOOL_SUBJECTS_KEY = ['question-bank', 'school-subjects'] as const;

/** One page of a level's records. */
export const schoolSubjectsQueryOptions = (schoolType: number, query: calls.SchoolSubjectListQuery) =>
  queryOptions({
    queryKey: [...SCHOOL_SUBJECTS_KEY, schoolType, query],
    queryFn: ({ signal }) => adminApi(listCall(schoolType), { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useSchoolSubjects = (schoolType: number, query: calls.SchoolSubjectListQuery) => useQuery(schoolSubjectsQueryOptions(schoolType, query));

/** Creates a record (no id) or updates one of the level (with id). Errors are shown by the form. */
export function useSaveSchoolSubject(schoolType: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number; body: calls.SchoolSubjectCreateBody }) => {
      if (input.id === undefined) return adminApi(calls.createSchoolSubject, { body: input.body }, { notify: false });
      // The level is fixed by the call; the update schema drops school_type.
      const update = schoolType === SCHOOL_TYPE.middle.code ? calls.updateMiddleSchoolSubject : calls.updateSchoolSubject;
      return adminApi(update, { body: { ...input.body, id: input.id } }, { notify: false });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: SCHOOL_SUBJECTS_KEY }),
  });
}

/** Deletes a record; the server refuses (409) while an exam subject of it holds questions. */
export function useDeleteSchoolSubject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminApi(calls.deleteSchoolSubject, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: SCHOOL_SUBJECTS_KEY }),
  });
}
