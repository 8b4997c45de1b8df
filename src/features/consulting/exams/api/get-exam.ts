/** GET consulting_exam (spec section 7): one record (a sitting's elective) with every question's result. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { customerApi } from '../../../../api/client';
import { consultingExam, type ExamQuerySchema } from '../../../../api/consulting/exams';
import { examKeys } from './exam-keys';

type Query = z.input<typeof ExamQuerySchema>;

export const getExam = (query: Query, signal?: AbortSignal) => customerApi(consultingExam, { query }, { signal });

export const examQueryOptions = (query: Query) => queryOptions({ queryKey: examKeys.one(query), queryFn: ({ signal }) => getExam(query, signal) });

export const useExam = (query: Query | null) => useQuery({ ...examQueryOptions(query ?? { choice_subject_id: 0, year: 0, test_name: '' }), enabled: query !== null });
