/**
 * Opens one PDF file of a paper (its bytes from the download call) and hands the document to the viewer,
 * which needs it to count the pages; the document and its worker are freed when the viewer closes.
 * Renders nothing itself.
 */
import { useEffect } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useTestPaperFile } from '../api/download-test-paper-file';
import { openPdf } from './pdf-document';

export interface PdfLoadResult {
  doc?: PDFDocumentProxy;
  error?: unknown;
  retry?: () => void;
}

export function PdfLoader({ paperId, fileId, onResult }: { paperId: number; fileId: number; onResult: (fileId: number, result: PdfLoadResult) => void }) {
  const blob = useTestPaperFile(paperId, fileId);
  const { data, error, refetch } = blob;

  useEffect(() => {
    if (error) onResult(fileId, { error, retry: () => void refetch() });
  }, [error, fileId, onResult, refetch]);

  useEffect(() => {
    if (!data) return;
    const opened = openPdf(data);
    opened.promise.then(
      (doc) => onResult(fileId, { doc }),
      (e: Error) => {
        if (e.message !== 'destroyed') onResult(fileId, { error: new Error(`PDF를 열 수 없습니다: ${e.message}`) });
      },
    );
    return () => opened.destroy();
  }, [data, fileId, onResult]);

  return null;
}
