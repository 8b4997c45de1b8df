/** GET / POST / PUT / DELETE major_cutoff, for administrators; a write refreshes every list and score. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../../../api/client';
import { majorCutoffCreate, majorCutoffDelete, majorCutoffList, majorCutoffUpdate, type CutoffBody, type CutoffListQuerySchema, type CutoffUpdateBody } from '../../../../api/consulting/scores';
import { scoreKeys } from './score-keys';

export type CutoffListQuery = z.input<typeof CutoffListQuerySchema>;

/** A university's (or major's) cut-offs. */
export const cutoffsQueryOptions = (query: CutoffListQuery) =>
  queryOptions({ queryKey: scoreKeys.cutoffs(query), queryFn: ({ signal }) => adminApi(majorCutoffList, { query }, { signal }).then((r) => r.data) });
export const useCutoffs = (query: CutoffListQuery, enabled = true) => useQuery({ ...cutoffsQueryOptions(query), enabled });

/** Adds a cut-off (a major), or changes one (its id: year, kind, score, source). */
export const saveCutoff = (input: { create: CutoffBody } | { update: CutoffUpdateBody }) =>
  'create' in input ? adminApi(majorCutoffCreate, { body: input.create }, { notify: false }) : adminApi(majorCutoffUpdate, { body: input.update }, { notify: false });

export function useSaveCutoff() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveCutoff, onSettled: () => client.invalidateQueries({ queryKey: scoreKeys.all }) });
}

/** Removes a cut-off (a failure is shown by the app's notification). */
export const deleteCutoff = (id: number) => adminApi(majorCutoffDelete, { params: { id } });

export function useDeleteCutoff() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteCutoff, onSettled: () => client.invalidateQueries({ queryKey: scoreKeys.all }) });
}
