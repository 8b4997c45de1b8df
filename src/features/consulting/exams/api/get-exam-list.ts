/**
 * GET consulting_exam_list (spec section 7): the student's sittings, of a year or of all, and the years they have.
 * Read without zod or the API client (`fetch-call.ts`): it is /consulting/exams' first load (issue 13 point 4).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ExamListQuerySchema } from '../../../../api/consulting/exams';
import { sendCustomer } from '../../../../api/fetch-call';
import { examRoutes } from '../../../../api/public-calls';
import { examKeys } from './exam-keys';

type Query = z.input<typeof ExamListQuerySchema>;

export const getExamList = (query: Query, signal?: AbortSignal) => sendCustomer(examRoutes.consultingExamList, { query }, { signal });

export const examListQueryOptions = (query: Query) => queryOptions({ queryKey: examKeys.list(query), queryFn: ({ signal }) => getExamList(query, signal) });

/** The student's sittings; off until the student is known. */
export const useExamList = (query: Query, enabled = true) => useQuery({ ...examListQueryOptions(query), enabled });
