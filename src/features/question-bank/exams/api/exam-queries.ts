/** Queries and mutations of exams, exam subjects and questions: each list's query options own its key. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import type { CallInput } from '../../../../api/http';
import * as exams from '../../../../api/question-bank/exams';
import * as questions from '../../../../api/question-bank/questions';
import { subjectMaster } from '../../../../api/question-bank/curriculum';
import { adminList } from '../../../../api/staff/users';
import { questionReturn } from '../../../../api/review';

/** Which exam-subject list a screen shows. */
export type ListKind = 'all' | 'enter' | 'class' | 'ori' | 'enterUser' | 'classUser';
const LIST_CALL = {
  all: exams.examSubjectList,
  enter: exams.enterExam,
  class: exams.classExam,
  ori: exams.examSubjectOriList,
  enterUser: exams.enterExamUser,
  classUser: exams.classExamUser,
} as const;

export const examSubjectListOptions = (kind: ListKind, query: Partial<exams.ExamSubjectListQuery>) =>
  queryOptions({ queryKey: ['exam-subjects', kind, query], queryFn: () => adminApi(LIST_CALL[kind], { query }), placeholderData: keepPreviousData });

/** The questions of an exam for its classifier (question_subject/class). */
export const classQuestionsOptions = (id: number) => queryOptions({ queryKey: ['questions', id, 'class'], queryFn: () => adminApi(questions.questionSubjectClass, { query: { id } }) });

export const questionOptions = (id: number) => queryOptions({ queryKey: ['question', id], queryFn: () => adminApi(questions.questionGet, { params: { id } }) });

export const bankSearchOptions = (query: CallInput<typeof questions.questionSubjectAll>['query']) =>
  queryOptions({ queryKey: ['question-bank', query], queryFn: () => adminApi(questions.questionSubjectAll, { query }), placeholderData: keepPreviousData });

export const progressOptions = (query: CallInput<typeof exams.examSubjectPro>['query']) => queryOptions({ queryKey: ['exam-subjects', 'progress', query], queryFn: () => adminApi(exams.examSubjectPro, { query }) });

export const classAnalysisOptions = (query: CallInput<typeof exams.classExamAdminAnalysis>['query']) =>
  queryOptions({ queryKey: ['exam-subjects', 'class-analysis', query], queryFn: () => adminApi(exams.classExamAdminAnalysis, { query }) });

export const choicesOptions = (questionId: number) => queryOptions({ queryKey: ['choices', questionId], queryFn: () => adminApi(questions.questionMultipleGet, { params: { id: questionId } }) });

export const subjectMasterOptions = () => queryOptions({ queryKey: ['subject-master'], queryFn: () => adminApi(subjectMaster, { query: {} }), staleTime: 10 * 60_000 });

export const examListOptions = (temp: boolean, query: CallInput<typeof exams.examAll>['query']) =>
  queryOptions({ queryKey: ['exams', temp, query], queryFn: () => adminApi(temp ? exams.examAllTemp : exams.examAll, { query }), placeholderData: keepPreviousData });

export const examSubjectsOfExamOptions = (id: number) => queryOptions({ queryKey: ['exam-subjects-of', id], queryFn: () => adminApi(exams.allSubjectExam, { query: { id } }) });

/** The same-grade-and-date check of the new-exam form (exam/check): the warning and the question before creating. */
export const examCheckOptions = (query: CallInput<typeof exams.examCheck>['query']) =>
  queryOptions({ queryKey: ['exam-check', query], queryFn: () => adminApi(exams.examCheck, { query }) });

/** Invalidates every exam and exam-subject read after a write (the duplicate check included, so its warning never outlives the exam). */
function useInvalidateExams() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['exam-subjects'] }),
      client.invalidateQueries({ queryKey: ['exam-subject'] }),
      client.invalidateQueries({ queryKey: ['exam-subjects-of'] }),
      client.invalidateQueries({ queryKey: ['exams'] }),
      client.invalidateQueries({ queryKey: ['exam-check'] }),
      client.invalidateQueries({ queryKey: ['questions'] }),
    ]);
}

/** Lifecycle calls: the screen passes the event, the server applies it through the machine. */
export function useExamTransition() {
  const invalidate = useInvalidateExams();
  return useMutation({
    mutationFn: (a: { kind: 'enter'; id: number; event: 'ENTER' | 'SEND_REVIEW' } | { kind: 'enterDone' | 'classTake' | 'classDone'; id: number } | { kind: 'exclude'; id: number; excluded: boolean; exclude?: string }) => {
      switch (a.kind) {
        case 'enter':
          return adminApi(exams.enterExamChange, { body: { id: a.id, event: a.event } }, { notify: false });
        case 'enterDone':
          return adminApi(exams.enterExamDone, { body: { id: a.id } }, { notify: false });
        case 'classTake':
          return adminApi(exams.classExamTake, { body: { id: a.id } });
        case 'classDone':
          return adminApi(exams.classExamDone, { body: { id: a.id } }, { notify: false });
        case 'exclude':
          return adminApi(exams.examExclude, { body: { id: a.id, excluded: a.excluded, exclude: a.exclude } });
      }
    },
    onSuccess: invalidate,
  });
}

export function useCreateExamSubject() {
  const invalidate = useInvalidateExams();
  return useMutation({ mutationFn: (body: CallInput<typeof exams.examSubjectCreate>['body']) => adminApi(exams.examSubjectCreate, { body }, { notify: false }), onSuccess: invalidate });
}

export function useCreateExam() {
  const invalidate = useInvalidateExams();
  return useMutation({ mutationFn: (body: CallInput<typeof exams.examCreate>['body']) => adminApi(exams.examCreate, { body }, { notify: false }), onSuccess: invalidate });
}

export function useDeleteExamSubject() {
  const invalidate = useInvalidateExams();
  return useMutation({ mutationFn: (id: number) => adminApi(exams.examSubjectDelete, { params: { id } }), onSuccess: invalidate });
}

export function useUpdateExamSubject() {
  const invalidate = useInvalidateExams();
  return useMutation({ mutationFn: (body: CallInput<typeof exams.examSubjectUpdate>['body']) => adminApi(exams.examSubjectUpdate, { body }, { notify: false }), onSuccess: invalidate });
}

export function useUpdateExam() {
  const invalidate = useInvalidateExams();
  return useMutation({ mutationFn: (body: CallInput<typeof exams.examUpdate>['body']) => adminApi(exams.examUpdate, { body }, { notify: false }), onSuccess: invalidate });
}

/**
 * Deletes an exam. The screen lets go of the exam before calling, and the deleted exam's subjects are dropped
 * from the cache rather than asked for again (which would answer 404).
 */
export function useDeleteExam() {
  const client = useQueryClient();
  const invalidate = useInvalidateExams();
  return useMutation({
    mutationFn: (id: number) => adminApi(exams.examDelete, { params: { id } }),
    onSuccess: (_reply, id) => {
      client.removeQueries({ queryKey: examSubjectsOfExamOptions(id).queryKey, exact: true });
      return invalidate();
    },
  });
}

export function useExcludeQuestion(examSubjectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof exams.examExcludeQuestion>['body']) => adminApi(exams.examExcludeQuestion, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['questions', examSubjectId] }),
  });
}

/** The choice calls (question_multiple): layout width, add, edit, remove; the question list is refreshed after. */
export function useChoiceCalls(questionId: number, examSubjectId: number) {
  const client = useQueryClient();
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: ['choices', questionId] }), client.invalidateQueries({ queryKey: ['questions', examSubjectId] })]);
  return {
    width: useMutation({ mutationFn: (width: number) => adminApi(questions.questionMultipleWidth, { body: { question_id: questionId, width } }), onSuccess: refresh }),
    update: useMutation({ mutationFn: (body: { id: number; content?: string; width?: number }) => adminApi(questions.questionMultipleUpdate, { body }), onSuccess: refresh }),
    create: useMutation({ mutationFn: (body: { choice_index: number; content: string }) => adminApi(questions.questionMultipleCreate, { body: { ...body, question_id: questionId } }), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => adminApi(questions.questionMultipleDelete, { params: { id } }), onSuccess: refresh }),
  };
}

/** The author marks a returned question fixed (the rejection machine's per-question step). */
export function useMarkReturnDone(examSubjectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (questionId: number) => adminApi(questionReturn, { body: { id: questionId, action: 'done' } }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ['questions', examSubjectId] }), client.invalidateQueries({ queryKey: ['exam-subject', examSubjectId] })]),
  });
}

export function useModifyExamSubject() {
  const invalidate = useInvalidateExams();
  return useMutation({ mutationFn: (body: CallInput<typeof exams.modifyExamSubject>['body']) => adminApi(exams.modifyExamSubject, { body }), onSuccess: invalidate });
}

/** Saves one question; errors (409 stale) are shown by the editor. */
export function useSaveQuestion() {
  return useMutation({ mutationFn: (body: CallInput<typeof questions.questionSave>['body']) => adminApi(questions.questionSave, { body }, { notify: false }) });
}

export function useClassifyQuestion() {
  return useMutation({ mutationFn: (body: CallInput<typeof questions.questionClass>['body']) => adminApi(questions.questionClass, { body }, { notify: false }) });
}

export function useAddQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (exam_subject_id: number) => adminApi(questions.questionAdd, { body: { exam_subject_id } }),
    onSuccess: (_r, id) => client.invalidateQueries({ queryKey: ['questions', id] }),
  });
}

export function useDeleteQuestion(examSubjectId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: number) => adminApi(questions.questionDelete, { params: { id } }), onSuccess: () => client.invalidateQueries({ queryKey: ['questions', examSubjectId] }) });
}

export function useSaveHead(examSubjectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof questions.questionHead>['body']) => adminApi(questions.questionHead, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['questions', examSubjectId] }),
  });
}

/** Downloads the filtered list as xlsx with the staff token. */
export async function downloadExamSubjectsXlsx(query: Partial<exams.ExamSubjectListQuery>, token: string | null) {
  const params = new URLSearchParams(Object.entries(query).filter(([k, v]) => v !== undefined && v !== '' && k !== 'page' && k !== 'size').map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${exams.examSubjectListXlsx.path}?${params}`, { headers: token ? { authorization: `token=${token}` } : {} });
  if (!res.ok) throw new Error('엑셀 파일을 만들지 못했습니다.');
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: '시험과목목록.xlsx' });
  a.click();
  URL.revokeObjectURL(url);
}

/** Staff members for assignee pickers. */
export const staffOptions = (minLevel = 1) =>
  queryOptions({ queryKey: ['staff', minLevel], queryFn: () => adminApi(adminList, { query: { min_level: minLevel } }), staleTime: 60_000 });
