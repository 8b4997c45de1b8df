/** GET consulting_exam_category (spec section 7): an elective's graded questions grouped by unit and by type. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { customerApi } from '../../../../api/client';
import { consultingExamCategory, type ExamCategoryQuerySchema } from '../../../../api/consulting/exams';
import { examKeys } from './exam-keys';

type Query = z.input<typeof ExamCategoryQuerySchema>;

export const getExamCategory = (query: Query, signal?: AbortSignal) => customerApi(consultingExamCategory, { query }, { signal });

export const examCategoryQueryOptions = (query: Query) => queryOptions({ queryKey: examKeys.category(query), queryFn: ({ signal }) => getExamCategory(query, signal) });

export const useExamCategory = (query: Query | null) => useQuery({ ...examCategoryQueryOptions(query ?? { choice_subject_id: 0 }), enabled: query !== null });
