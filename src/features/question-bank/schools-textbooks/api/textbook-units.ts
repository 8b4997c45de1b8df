/**
 * The 대단원 / 중단원 / 소단원 of a textbook: one description per level (its calls and parent key), a list
 * query per parent, and add, rename, move and delete mutations that refresh the parent's list.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import * as calls from '../../../../api/question-bank/schools-textbooks';

/** The three levels, each with its Korean name and what deleting it takes along. */
export const UNIT_LEVELS = {
  content: { label: '대단원', cascade: '딸린 중단원과 소단원도 함께 삭제됩니다.' },
  contentMain: { label: '중단원', cascade: '딸린 소단원도 함께 삭제됩니다.' },
  contentSub: { label: '소단원', cascade: '' },
} as const;
export type UnitLevel = keyof typeof UNIT_LEVELS;

const KEY = ['question-bank', 'textbook-units'] as const;

function listUnits(level: UnitLevel, parentId: number, signal: AbortSignal) {
  if (level === 'content') return adminApi(calls.textbookContents, { query: { textbook_subject_id: parentId } }, { signal });
  if (level === 'contentMain') return adminApi(calls.textbookContentMains, { query: { content_id: parentId } }, { signal });
  return adminApi(calls.textbookContentSubs, { query: { content_main_id: parentId } }, { signal });
}

/** The units under a parent (a textbook, a 대단원 or a 중단원), by position. */
export const unitsQueryOptions = (level: UnitLevel, parentId: number) =>
  queryOptions({
    queryKey: [...KEY, level, parentId],
    queryFn: async ({ signal }): Promise<calls.TextbookUnit[]> => (await listUnits(level, parentId, signal)).data_list,
  });

export const useUnits = (level: UnitLevel, parentId: number | null) => useQuery({ ...unitsQueryOptions(level, parentId ?? 0), enabled: parentId !== null });

function createUnit(level: UnitLevel, parentId: number, name: string) {
  if (level === 'content') return adminApi(calls.createTextbookContent, { body: { textbook_subject_id: parentId, name } });
  if (level === 'contentMain') return adminApi(calls.createTextbookContentMain, { body: { content_id: parentId, name } });
  return adminApi(calls.createTextbookContentSub, { body: { content_main_id: parentId, name } });
}

const UPDATE = { content: calls.updateTextbookContent, contentMain: calls.updateTextbookContentMain, contentSub: calls.updateTextbookContentSub } as const;
const DELETE = { content: calls.deleteTextbookContent, contentMain: calls.deleteTextbookContentMain, contentSub: calls.deleteTextbookContentSub } as const;

/** Add, rename, move (to a 1-based position) and delete units under one parent. */
export function useUnitMutations(level: UnitLevel, parentId: number | null) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: [...KEY, level, parentId ?? 0] });
  return {
    add: useMutation({ mutationFn: (name: string) => createUnit(level, parentId ?? 0, name), onSuccess }),
    update: useMutation({ mutationFn: (body: { id: number; name?: string; index?: number }) => adminApi(UPDATE[level], { body }), onSuccess }),
    remove: useMutation({
      mutationFn: (id: number) => adminApi(DELETE[level], { params: { id } }),
      // Units under the deleted one went with it: refresh every level.
      onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
    }),
  };
}
