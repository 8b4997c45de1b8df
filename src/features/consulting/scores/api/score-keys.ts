/** Query keys of 환산점수: every key starts with `scoreKeys.all`, so a formula or cut-off write refreshes the scores shown too. */
import type { CutoffListQuerySchema, FormulaListQuerySchema, ScoreQuery } from '../../../../api/consulting/scores';
import type { z } from 'zod';

export const scoreKeys = {
  all: ['consulting-scores'] as const,
  /** One converted score: the student's own (no user_id) or a consultant's reading of a student. */
  score: (realm: 'customer' | 'staff', query: ScoreQuery) => [...scoreKeys.all, 'score', realm, query] as const,
  formulas: (query: z.input<typeof FormulaListQuerySchema>) => [...scoreKeys.all, 'formulas', query] as const,
  cutoffs: (query: z.input<typeof CutoffListQuerySchema>) => [...scoreKeys.all, 'cutoffs', query] as const,
  universities: () => [...scoreKeys.all, 'universities'] as const,
  majors: (universityId: number) => [...scoreKeys.all, 'majors', universityId] as const,
};
