/**
 * The textbook exams (exam subjects of type 4, EXAM_TYPE.textbook) linked to a textbook, read with the
 * exam-subject list's textbook filter, and their edit through PUT textbook_exam.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { examSubjectList, type ExamSubject } from '../../../../api/question-bank/exams';
import * as calls from '../../../../api/question-bank/schools-textbooks';
import { EXAM_TYPE, PAGE_SIZE, SORT } from '../../../../api/codes';

export type TextbookExam = ExamSubject;

const KEY = ['question-bank', 'textbook-exams'] as const;

/** The textbook exams of one textbook (the first PAGE_SIZE.max; `truncated` when there are more). */
export const textbookExamsQueryOptions = (schoolType: number, textbookId: number) =>
  queryOptions({
    queryKey: [...KEY, schoolType, textbookId],
    queryFn: async ({ signal }) => {
      const reply = await adminApi(
        examSubjectList,
        { query: { type: EXAM_TYPE.textbook.code, school_type: schoolType, textbook_subject_id: textbookId, sort_key: 'id', sort: SORT.asc, page: 1, size: PAGE_SIZE.max } },
        { signal },
      );
      return { rows: reply.data_list, truncated: reply.total > reply.data_list.length };
    },
  });

/** The textbook exams linked to one textbook, with whether the list was cut short. */
export const useTextbookExams = (schoolType: number, textbookId: number) => useQuery(textbookExamsQueryOptions(schoolType, textbookId));

/** Saves a textbook exam's fields (and its textbook link); errors are shown by the form. */
export function useUpdateTextbookExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: calls.TextbookExamBody) => adminApi(calls.updateTextbookExam, { body }, { notify: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
