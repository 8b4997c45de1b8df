/**
 * GET consulting_application/report/pdf and GET consulting_service/application/pdf: the report as the PDF the
 * server makes (A4, Korean text searchable), saved by the browser under the name the contract gives.
 */
import { useMutation } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { requestFile, saveBlob } from '../../../../api/client';
import { applicationReportPdf, myConsultingApplicationPdf, reportPdfFileName } from '../../../../api/consulting/applications';

/** Whose PDF is asked for: a consultant's (any application, the staff token) or the applicant's own (delivered only). */
export type ReportPdfAudience = 'consultant' | 'applicant';

/** Downloads one application's report as a PDF. */
export async function downloadReportPdf(audience: ReportPdfAudience, application: { id: number; student_name: string }): Promise<void> {
  const query = { id: application.id };
  const blob = audience === 'consultant' ? await requestFile('staff', applicationReportPdf, { query }) : await requestFile('customer', myConsultingApplicationPdf, { query });
  saveBlob(blob, reportPdfFileName(application));
}

/** The download as a mutation: the button shows its progress, a refusal is shown as a notification. */
export const useDownloadReportPdf = (audience: ReportPdfAudience, application: { id: number; student_name: string }) =>
  useMutation({
    mutationFn: () => downloadReportPdf(audience, application),
    onError: (error) => notifications.show({ color: 'red', title: 'PDF를 내려받지 못했습니다', message: error.message }),
  });
