/**
 * What the pickers of the school exam form and the textbook editor offer (schools: src/components/school):
 * subject details (the subject-master), publishers and textbooks. Publisher and textbook
 * queries pass through `textbookQuery` (spec section 5: grade_id and detail only for middle school).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { subjectMaster } from '../../../../api/question-bank/curriculum';
import * as calls from '../../../../api/question-bank/schools-textbooks';
import { textbookQuery } from '../../../../api/question-bank/schools-textbooks';

const KEY = ['question-bank', 'textbook-options'] as const;

/** Subject details of a level (e.g. 수학 > 미적분), grouped under their subject types. */
export const subjectDetailsQueryOptions = (schoolType: number) =>
  queryOptions({
    queryKey: [...KEY, 'subject-details', schoolType],
    queryFn: ({ signal }) => adminApi(subjectMaster, { query: { school_type: schoolType } }, { signal }),
    staleTime: 10 * 60_000,
  });
export const useSubjectDetails = (schoolType: number) => useQuery(subjectDetailsQueryOptions(schoolType));

/** Publishers, all or those with a textbook of a level. */
export const publishersQueryOptions = (schoolType?: number) =>
  queryOptions({
    queryKey: [...KEY, 'publishers', schoolType ?? null],
    queryFn: ({ signal }) => adminApi(calls.publisherList, { query: { school_type: schoolType } }, { signal }),
  });
export const usePublishers = (schoolType?: number) => useQuery(publishersQueryOptions(schoolType));

/** Publishers with a textbook matching the form's level, subject, detail (and, in middle school, grade and volume). */
export const textbookPublishersQueryOptions = (filter: calls.TextbookFilter) => {
  const query = textbookQuery(filter);
  return queryOptions({
    queryKey: [...KEY, 'textbook-publishers', query],
    queryFn: ({ signal }) => adminApi(calls.textbookPublishers, { query }, { signal }),
  });
};
export const useTextbookPublishers = (filter: calls.TextbookFilter, enabled = true) => useQuery({ ...textbookPublishersQueryOptions(filter), enabled });

/** A publisher's textbooks matching the same filter. */
export const textbooksQueryOptions = (filter: calls.TextbookFilter & { publisher_id: number }) => {
  const query = { ...textbookQuery(filter), publisher_id: filter.publisher_id };
  return queryOptions({
    queryKey: [...KEY, 'textbooks', query],
    queryFn: ({ signal }) => adminApi(calls.textbookSubjects, { query }, { signal }),
  });
};
/** The textbooks of a publisher, or nothing while no publisher is chosen. */
export function useTextbooks(filter: calls.TextbookFilter, publisherId: number | null) {
  return useQuery({ ...textbooksQueryOptions({ ...filter, publisher_id: publisherId ?? 0 }), enabled: publisherId !== null });
}
