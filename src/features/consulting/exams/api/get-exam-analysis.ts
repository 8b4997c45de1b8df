/** GET consulting_exam/analyze_info: the consultants' analysis across students under the filters (admin API). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { consultingExamAnalysis, type ExamAnalysisQuery } from '../../../../api/consulting/exams';
import { examKeys } from './exam-keys';

export const examAnalysisQueryOptions = (query: ExamAnalysisQuery) =>
  queryOptions({ queryKey: examKeys.analysis(query), queryFn: ({ signal }) => adminApi(consultingExamAnalysis, { query }, { signal }), placeholderData: keepPreviousData });

export const useExamAnalysis = (query: ExamAnalysisQuery, enabled = true) => useQuery({ ...examAnalysisQueryOptions(query), enabled });
