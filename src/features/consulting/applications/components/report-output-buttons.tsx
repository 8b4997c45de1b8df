/**
 * The report's two outputs: "PDF 다운로드" saves the PDF the server makes from the stored report (A4, Korean
 * text searchable), and "인쇄" prints the report on the page (report-print.css prints only the report).
 */
import { Button, Group, Tooltip } from '@mantine/core';
import { useDownloadReportPdf, type ReportPdfAudience } from '../api/download-report-pdf';

export interface ReportOutputButtonsProps {
  audience: ReportPdfAudience;
  application: { id: number; student_name: string };
  /** The document title while printing: the browser suggests it as the file name when printing to PDF. */
  fileTitle: string;
  /** Why the PDF cannot be downloaded now (e.g. unsaved text the server's PDF would not hold); null when it can. */
  pdfBlocked?: string | null;
}

export function ReportOutputButtons({ audience, application, fileTitle, pdfBlocked = null }: ReportOutputButtonsProps) {
  const download = useDownloadReportPdf(audience, application);
  function print() {
    const before = document.title;
    document.title = fileTitle;
    window.addEventListener('afterprint', () => (document.title = before), { once: true });
    window.print();
  }
  return (
    <Group gap="xs" className="no-print">
      <Tooltip label={pdfBlocked ?? ''} disabled={!pdfBlocked} withArrow>
        <Button variant="light" onClick={() => download.mutate()} loading={download.isPending} disabled={!!pdfBlocked}>
          PDF 다운로드
        </Button>
      </Tooltip>
      <Button variant="default" onClick={print}>
        인쇄
      </Button>
    </Group>
  );
}
