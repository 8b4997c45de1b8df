/** Query keys of the mock-exam screens: every student-side query sits under `examKeys.mine`, so a write refreshes them all at once. */
import type { z } from 'zod';
import type { BankListQuerySchema, ExamAnalysisQuery, ExamCategoryQuerySchema, ExamListQuerySchema, ExamQuerySchema } from '../../../../api/consulting/exams';

export const examKeys = {
  all: ['consulting', 'exams'] as const,
  /** The student's own records (list, one record, categories): what the writes invalidate. */
  mine: () => [...examKeys.all, 'mine'] as const,
  list: (q: z.input<typeof ExamListQuerySchema>) => [...examKeys.mine(), 'list', q] as const,
  one: (q: z.input<typeof ExamQuerySchema>) => [...examKeys.mine(), 'one', q] as const,
  category: (q: z.input<typeof ExamCategoryQuerySchema>) => [...examKeys.mine(), 'category', q] as const,
  bank: (q: z.input<typeof BankListQuerySchema>) => [...examKeys.all, 'bank', q] as const,
  sheet: (id: number) => [...examKeys.all, 'sheet', id] as const,
  analysis: (q: ExamAnalysisQuery) => [...examKeys.all, 'analysis', q] as const,
};
