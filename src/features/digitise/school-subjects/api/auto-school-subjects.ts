/**
 * The AI flow's school subjects (auto_school_subject*): the list of one school level, one record, save
 * (create or edit) and delete, which refresh the lists; and the form's pickers: subject details, and the
 * question bank's publisher and textbook queries filtered by `textbookFilterOf` (spec section 5).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import * as calls from '../../../../api/digitise/school-subjects';
import { subjectMaster } from '../../../../api/question-bank/curriculum';
import { textbookPublishers, textbookSubjects, type TextbookFilter } from '../../../../api/question-bank/schools-textbooks';

/** The query keys of this slice. */
export const autoSchoolKeys = {
  all: ['digitise', 'auto-school-subjects'] as const,
  list: (q: calls.AutoSchoolSubjectListQuery) => [...autoSchoolKeys.all, 'list', q] as const,
  one: (id: number) => [...autoSchoolKeys.all, 'one', id] as const,
  options: ['digitise', 'auto-school-subject-options'] as const,
};

/** One page of one school level's school subjects. */
export const autoSchoolSubjectsQueryOptions = (q: calls.AutoSchoolSubjectListQuery) =>
  queryOptions({ queryKey: autoSchoolKeys.list(q), queryFn: ({ signal }) => adminApi(calls.autoSchoolSubjectList, { query: q }, { signal }), placeholderData: keepPreviousData });
export const useAutoSchoolSubjects = (q: calls.AutoSchoolSubjectListQuery) => useQuery(autoSchoolSubjectsQueryOptions(q));

/** One record, loaded fresh for the edit form. */
export const autoSchoolSubjectQueryOptions = (id: number) =>
  queryOptions({ queryKey: autoSchoolKeys.one(id), queryFn: ({ signal }) => adminApi(calls.getAutoSchoolSubject, { query: { id } }, { signal }) });
export const useAutoSchoolSubject = (id: number) => useQuery(autoSchoolSubjectQueryOptions(id));

const useInvalidate = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: autoSchoolKeys.all });
};

/** Creates (no id) or edits (with id) a record; the form shows its own errors. */
export function useSaveAutoSchoolSubject() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: calls.AutoSchoolSubjectCreateBody }) =>
      id === undefined ? adminApi(calls.createAutoSchoolSubject, { body }, { notify: false }) : adminApi(calls.updateAutoSchoolSubject, { body: { ...body, id } }, { notify: false }),
    onSuccess: invalidate,
  });
}

/** Deletes a record (409 when an AI exam subject uses it: the caller shows the message). */
export function useDeleteAutoSchoolSubject() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => adminApi(calls.deleteAutoSchoolSubject, { params: { id } }, { notify: false }), onSuccess: invalidate });
}

/** Subject details of a school level, under their subject types. */
export const useSubjectDetails = (schoolType: number) =>
  useQuery({ queryKey: [...autoSchoolKeys.options, 'details', schoolType], queryFn: ({ signal }) => adminApi(subjectMaster, { query: { school_type: schoolType } }, { signal }), staleTime: 10 * 60_000 });

/** Publishers with a textbook matching the filter. */
export const useTextbookPublishers = (filter: TextbookFilter, enabled: boolean) =>
  useQuery({ queryKey: [...autoSchoolKeys.options, 'publishers', filter], queryFn: ({ signal }) => adminApi(textbookPublishers, { query: filter }, { signal }), enabled });

/** A publisher's textbooks matching the filter (nothing while no publisher is chosen). */
export const useTextbooks = (filter: TextbookFilter, publisherId: number | null) =>
  useQuery({
    queryKey: [...autoSchoolKeys.options, 'textbooks', filter, publisherId],
    queryFn: ({ signal }) => adminApi(textbookSubjects, { query: { ...filter, publisher_id: publisherId ?? 0 } }, { signal }),
    enabled: publisherId !== null,
  });
