/** GET consulting_exam/bank: the done national mock exams of the question bank an elective can be graded against. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { customerApi } from '../../../../api/client';
import { consultingExamBank, type BankListQuerySchema } from '../../../../api/consulting/exams';
import { examKeys } from './exam-keys';

type Query = z.input<typeof BankListQuerySchema>;

export const bankExamsQueryOptions = (query: Query) =>
  queryOptions({ queryKey: examKeys.bank(query), queryFn: ({ signal }) => customerApi(consultingExamBank, { query }, { signal }), staleTime: 5 * 60_000 });

export const useBankExams = (query: Query | null) => useQuery({ ...bankExamsQueryOptions(query ?? {}), enabled: query !== null });
