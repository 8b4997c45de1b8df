/**
 * GET / POST / PUT score_formula and the editor's pickers (GET score_formula/universities, score_formula/majors),
 * for administrators. A save shows its errors in the form (a field the server names goes on that field) and
 * refreshes every list and score.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../../../api/client';
import { scoreFormulaCreate, scoreFormulaList, scoreFormulaUpdate, scoreMajorList, scoreUniversityList, type FormulaBody, type FormulaListQuerySchema } from '../../../../api/consulting/scores';
import { scoreKeys } from './score-keys';

export type FormulaListQuery = z.input<typeof FormulaListQuerySchema>;

/** The formulas (of a university, or all). */
export const formulasQueryOptions = (query: FormulaListQuery) =>
  queryOptions({ queryKey: scoreKeys.formulas(query), queryFn: ({ signal }) => adminApi(scoreFormulaList, { query }, { signal }).then((r) => r.data) });
export const useFormulas = (query: FormulaListQuery) => useQuery(formulasQueryOptions(query));

/** The universities with their formula and cut-off counts (kept a minute). */
export const scoreUniversitiesQueryOptions = () =>
  queryOptions({ queryKey: scoreKeys.universities(), queryFn: ({ signal }) => adminApi(scoreUniversityList, {}, { signal }).then((r) => r.data), staleTime: 60_000 });
export const useScoreUniversities = () => useQuery(scoreUniversitiesQueryOptions());

/** A university's majors of its latest year, asked when a university is chosen. */
export const useScoreMajors = (universityId: number | null) =>
  useQuery({
    queryKey: scoreKeys.majors(universityId ?? 0),
    queryFn: ({ signal }) => adminApi(scoreMajorList, { query: { university_id: universityId! } }, { signal }).then((r) => r.data),
    enabled: universityId !== null,
    staleTime: 5 * 60_000,
  });

/** Adds (no id) or changes (an id) a formula. */
export const saveFormula = (body: FormulaBody, id?: number) =>
  id === undefined ? adminApi(scoreFormulaCreate, { body }, { notify: false }) : adminApi(scoreFormulaUpdate, { body: { ...body, id } }, { notify: false });

/** The save as a mutation; every list and score is refetched when it settles. */
export function useSaveFormula() {
  const client = useQueryClient();
  return useMutation({ mutationFn: ({ body, id }: { body: FormulaBody; id?: number }) => saveFormula(body, id), onSettled: () => client.invalidateQueries({ queryKey: scoreKeys.all }) });
}
