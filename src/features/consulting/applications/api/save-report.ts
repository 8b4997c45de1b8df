/**
 * POST consulting_application/report/generate and PUT consulting_application/report: the report's facts generated
 * on the server from stored rows, and the consultant's text. Both answer with the stored report, which replaces
 * the application's in the cache; the lists are refreshed (their "보고서" column).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { applicationReportGenerate, applicationReportSave, type ConsultingApplicationDetail, type ReportTextBody } from '../../../../api/consulting/applications';
import { applicationKeys } from './application-keys';

/** (Re)generates the facts, keeping the text. */
export const generateReport = (id: number) => adminApi(applicationReportGenerate, { body: { id } }, { notify: false });
/** Saves the consultant's text. */
export const saveReportText = (body: ReportTextBody) => adminApi(applicationReportSave, { body }, { notify: false });

function useReportWrite<T>(id: number, write: (input: T) => ReturnType<typeof generateReport>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: ({ report }) => {
      client.setQueryData<ConsultingApplicationDetail>(applicationKeys.detail(id), (old) => (old ? { ...old, report, has_report: true } : old));
      return client.invalidateQueries({ queryKey: applicationKeys.lists() });
    },
  });
}

/** The report generation of one application. */
export const useGenerateReport = (id: number) => useReportWrite<void>(id, () => generateReport(id));
/** The consultant's text of one application's report. */
export const useSaveReportText = (id: number) => useReportWrite<{ summary: string; advice: string }>(id, (text) => saveReportText({ id, ...text }));
