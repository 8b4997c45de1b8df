/**
 * Reads of the AI exam flow (spec section 7 "AI exam flow"): the four lists of AutoExamList (my entry list, the
 * allowed list, the AI review list, all), one AI exam subject with its incomplete and returned questions, what
 * stands in the way of finishing it (check_exam_done), and the pickers of the create/edit form. Each query owns
 * its key under `autoExamKeys`, so a state change invalidates every list and the record at once.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import type { CallInput } from '../../../../api/http';
import { autoReviewExamList, checkExamDone } from '../../../../api/digitise/ai-review';
import { autoEnterExam, autoEnterExamUser, autoExamSubjectGet, autoExamSubjectList, AutoExamDetailReplySchema, type AutoExamListQuery } from '../../../../api/digitise/auto-exams';
import { subjectMaster } from '../../../../api/question-bank/curriculum';
import { adminList } from '../../../../api/staff/users';

/** The query keys of the AI exam flow. */
export const autoExamKeys = {
  all: ['auto-exams'] as const,
  lists: () => [...autoExamKeys.all, 'list'] as const,
  list: (tab: string, query: object) => [...autoExamKeys.lists(), tab, query] as const,
  detail: (id: number) => [...autoExamKeys.all, 'detail', id] as const,
  checkDone: (id: number) => [...autoExamKeys.all, 'check-done', id] as const,
};

/** The tabs of AutoExamList, each one list call. */
export type AutoExamTab = 'mine' | 'allowed' | 'review' | 'all';

/** List query as the screen keeps it (page, size, filters, sort arrow). */
export type AutoListQuery = Partial<AutoExamListQuery>;

/** Fetches one page of a tab's list (`uid` is the signed-in user, for 내 입력 목록). */
export async function getAutoExamList(tab: AutoExamTab, query: AutoListQuery, uid: number, signal?: AbortSignal) {
  const q = query as CallInput<typeof autoExamSubjectGet>['query'];
  if (tab === 'mine') return adminApi(autoEnterExamUser, { query: { ...q, user_id: uid } }, { signal });
  if (tab === 'allowed') return adminApi(autoEnterExam, { query: q }, { signal });
  if (tab === 'review') return adminApi(autoReviewExamList, { query: q }, { signal });
  const reply = await adminApi(autoExamSubjectGet, { query: q }, { signal });
  if ('data_list' in reply) return reply;
  throw new Error('목록 대신 한 건이 왔습니다.');
}

/** One page of a tab (the previous page stays on screen while the next loads). */
export const autoExamListOptions = (tab: AutoExamTab, query: AutoListQuery, uid: number) =>
  queryOptions({ queryKey: autoExamKeys.list(tab, { ...query, uid }), queryFn: ({ signal }) => getAutoExamList(tab, query, uid, signal), placeholderData: keepPreviousData });

/**
 * One AI exam subject with its incomplete and returned questions. The questions change beside it (the split
 * creates them, the question editor completes them), so it is re-read every few seconds while shown.
 */
export const autoExamOptions = (id: number) =>
  queryOptions({
    queryKey: autoExamKeys.detail(id),
    queryFn: async ({ signal }) => AutoExamDetailReplySchema.parse(await adminApi(autoExamSubjectGet, { query: { id } }, { signal })),
    refetchInterval: 5000,
  });

/** What stands between the exam and being finished: incomplete questions and returned ones not fixed. */
export const checkExamDoneOptions = (id: number) => queryOptions({ queryKey: autoExamKeys.checkDone(id), queryFn: ({ signal }) => adminApi(checkExamDone, { query: { id } }, { signal, notify: false }) });

/** Subjects and their details (the form's subject pickers). */
export const subjectPickerOptions = () => queryOptions({ queryKey: ['subject-master'], queryFn: () => adminApi(subjectMaster, { query: {} }), staleTime: 10 * 60_000 });

/** Staff from a level (the enterer and reviewer pickers). */
export const staffPickerOptions = (minLevel: number) =>
  queryOptions({ queryKey: ['staff', minLevel], queryFn: () => adminApi(adminList, { query: { min_level: minLevel } }), staleTime: 60_000 });

/** The light list of AI exam subjects the actor may read (GET auto_exam_subject_list), for exam pickers. */
export const autoExamPickOptions = () =>
  queryOptions({ queryKey: [...autoExamKeys.all, 'pick'], queryFn: ({ signal }) => adminApi(autoExamSubjectList, { query: {} }, { signal }), staleTime: 60_000 });
