/**
 * The in-browser viewer of a paper's files (issue 12 point 3): PDFs drawn by pdf.js, photos shown as images,
 * page by page across the files (이전 쪽 / 다음 쪽, "N / M쪽"), zoom (축소, 확대, 화면에 맞춤), rotation by 90°
 * (회전), the current file's size from the file_size call and its download (내려받기). With the page focused
 * the keys ←/→ (or PageUp/PageDown) turn pages, + and − zoom, 0 fits and R rotates.
 */
import { useCallback, useReducer, useState, type KeyboardEvent } from 'react';
import { Box, Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { TestPaperFile } from '../../../api/test-papers';
import { formatSize } from '../../../api/uploads';
import { useDownloadTestPaperFile } from '../api/download-test-paper-file';
import { useTestPaperFileSize } from '../api/get-test-paper-file-size';
import { canZoomIn, canZoomOut, fileKind, fitScale, INITIAL_VIEWER, locatePage, scaleOf, totalPages, viewerReducer } from '../hooks/viewer-state';
import { ImagePage } from './image-page';
import { PageLoadState } from './page-load-state';
import { PdfLoader, type PdfLoadResult } from './pdf-loader';
import { PdfPageCanvas } from './pdf-page-canvas';

export interface TestPaperViewerProps {
  paperId: number;
  files: TestPaperFile[];
}

/** Room left around the page inside the box when fitting. */
const MARGIN = 24;

export function TestPaperViewer({ paperId, files }: TestPaperViewerProps) {
  const ordered = [...files].sort((a, b) => a.page - b.page);
  const [pdfs, setPdfs] = useState<Record<number, PdfLoadResult>>({});
  const onPdf = useCallback((fileId: number, result: PdfLoadResult) => setPdfs((prev) => ({ ...prev, [fileId]: result })), []);
  const counted = ordered.map((f) => ({ kind: fileKind(f.content_type), pages: pdfs[f.id]?.doc?.numPages }));
  const total = Math.max(1, totalPages(counted));

  const [view, dispatch] = useReducer(viewerReducer, INITIAL_VIEWER);
  const [pageSize, setPageSize] = useState<{ width: number; height: number } | null>(null);
  const box = useElementSize<HTMLDivElement>();
  const fit = pageSize ? fitScale({ width: box.width - MARGIN, height: box.height - MARGIN }, pageSize, view.rotation) : 1;
  const scale = scaleOf(view.zoom, fit);

  const at = locatePage(counted, Math.min(view.page, total)) ?? { fileIndex: 0, pageInFile: 1 };
  const file = ordered[at.fileIndex];
  const size = useTestPaperFileSize(paperId, file?.id);
  const download = useDownloadTestPaperFile(paperId);

  if (!file) return <Paper withBorder p="lg">이 시험지에는 파일이 없습니다.</Paper>;
  const kind = fileKind(file.content_type);
  const label = `시험지 ${view.page}쪽 (${file.file_name})`;

  const next = () => dispatch({ type: 'next', total });
  const prev = () => dispatch({ type: 'prev' });
  const zoomIn = () => canZoomIn(scale) && dispatch({ type: 'zoomIn', current: scale });
  const zoomOut = () => canZoomOut(scale) && dispatch({ type: 'zoomOut', current: scale });
  const rotate = () => dispatch({ type: 'rotate' });
  const fitPage = () => dispatch({ type: 'fit' });

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const action: Record<string, () => unknown> = { ArrowRight: next, PageDown: next, ArrowLeft: prev, PageUp: prev, '+': zoomIn, '=': zoomIn, '-': zoomOut, '0': fitPage, r: rotate, R: rotate };
    const run = action[e.key];
    if (run) {
      e.preventDefault();
      run();
    }
  }

  function save() {
    download.mutate(file, { onError: (error) => notifications.show({ color: 'red', title: '내려받지 못했습니다', message: error.message }) });
  }

  const pdf = pdfs[file.id];
  const page =
    kind === 'pdf' ? (
      pdf?.doc ? (
        <PdfPageCanvas doc={pdf.doc} pageNumber={at.pageInFile} scale={scale} rotation={view.rotation} label={label} onSize={setPageSize} />
      ) : (
        <PageLoadState error={pdf?.error} onRetry={pdf?.retry} />
      )
    ) : (
      <ImagePage key={file.id} paperId={paperId} file={file} scale={scale} rotation={view.rotation} label={label} onSize={setPageSize} />
    );

  return (
    <Paper withBorder component="section" aria-label="시험지 보기" style={{ overflow: 'hidden' }}>
      {ordered.map((f) => fileKind(f.content_type) === 'pdf' && <PdfLoader key={f.id} paperId={paperId} fileId={f.id} onResult={onPdf} />)}
      <Group gap={6} px={8} pt={8} justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed" truncate="end" title={file.file_name}>
          {ordered.length > 1 ? `파일 ${at.fileIndex + 1}/${ordered.length} · ` : ''}
          {file.file_name} · {size.data ? formatSize(size.data.size) : size.error ? '크기를 알 수 없음' : '크기 확인 중'}
        </Text>
        <Tooltip label={`${file.file_name} 내려받기`}>
          <Button size="compact-sm" variant="light" onClick={save} loading={download.isPending} style={{ flexShrink: 0 }}>
            내려받기
          </Button>
        </Tooltip>
      </Group>
      <Group gap={6} p={8} justify="space-between" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }} role="toolbar" aria-label="보기 도구">
        <Group gap={6}>
          <Button size="compact-sm" variant="default" onClick={prev} disabled={view.page <= 1} aria-keyshortcuts="ArrowLeft">
            <span aria-hidden>◀&nbsp;</span>이전 쪽
          </Button>
          <Text size="sm" fw={600} miw={72} ta="center" aria-live="polite" aria-atomic>
            {Math.min(view.page, total)} / {total}쪽
          </Text>
          <Button size="compact-sm" variant="default" onClick={next} disabled={view.page >= total} aria-keyshortcuts="ArrowRight">
            다음 쪽<span aria-hidden>&nbsp;▶</span>
          </Button>
        </Group>
        <Group gap={6}>
          <Button size="compact-sm" variant="default" onClick={zoomOut} disabled={!canZoomOut(scale)} aria-keyshortcuts="-">
            축소
          </Button>
          <Text size="sm" miw={48} ta="center" aria-label={`배율 ${Math.round(scale * 100)}퍼센트`}>
            {Math.round(scale * 100)}%
          </Text>
          <Button size="compact-sm" variant="default" onClick={zoomIn} disabled={!canZoomIn(scale)} aria-keyshortcuts="+">
            확대
          </Button>
          <Button size="compact-sm" variant={view.zoom === 'fit' ? 'light' : 'default'} onClick={fitPage} aria-pressed={view.zoom === 'fit'} aria-keyshortcuts="0">
            화면에 맞춤
          </Button>
          <Button size="compact-sm" variant="default" onClick={rotate} aria-keyshortcuts="R" aria-describedby="test-paper-rotation">
            회전<span aria-hidden>&nbsp;↻</span>
          </Button>
          <Text id="test-paper-rotation" size="xs" c="dimmed" miw={28}>
            {view.rotation}°
          </Text>
        </Group>
      </Group>
      <Box
        ref={box.ref}
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-label="시험지 쪽 (←/→ 쪽 넘기기, +/− 확대·축소, 0 맞춤, R 회전)"
        role="region"
        style={{ height: 'max(420px, calc(100vh - 250px))', overflow: 'auto', display: 'flex', background: 'var(--mantine-color-gray-2)', padding: MARGIN / 2 }}
      >
        <Box style={{ margin: 'auto' }}>{page}</Box>
      </Box>
    </Paper>
  );
}
