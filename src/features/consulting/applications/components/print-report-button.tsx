/**
 * "PDF 다운로드": prints the report on the page (report-print.css prints only the report), and the browser's
 * print dialog saves it as a PDF. No PDF generator is installed on the server (the slice's notes name the
 * package to add), so this is the browser's own PDF of the same page, with the page's Korean fonts.
 */
import { Button, Text, Tooltip } from '@mantine/core';

export function PrintReportButton({ fileTitle }: { fileTitle: string }) {
  function print() {
    // The document title becomes the PDF's suggested file name.
    const before = document.title;
    document.title = fileTitle;
    window.addEventListener('afterprint', () => (document.title = before), { once: true });
    window.print();
  }
  return (
    <Tooltip label={<Text size="xs">인쇄 창에서 대상(프린터)을 ‘PDF로 저장’으로 고르세요.</Text>} withArrow>
      <Button variant="light" onClick={print} className="no-print">
        PDF 다운로드
      </Button>
    </Tooltip>
  );
}
