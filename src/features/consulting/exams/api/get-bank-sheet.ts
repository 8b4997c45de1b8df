/** GET consulting_exam/bank/sheet: a bank exam's answer sheet (question numbers, types, 배점), never its answers. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerApi } from '../../../../api/client';
import { consultingExamBankSheet } from '../../../../api/consulting/exams';
import { examKeys } from './exam-keys';

export const bankSheetQueryOptions = (id: number) =>
  queryOptions({ queryKey: examKeys.sheet(id), queryFn: ({ signal }) => customerApi(consultingExamBankSheet, { query: { exam_subject_id: id } }, { signal }), staleTime: 5 * 60_000 });

export const useBankSheet = (id: number | null) => useQuery({ ...bankSheetQueryOptions(id ?? 0), enabled: id !== null });
