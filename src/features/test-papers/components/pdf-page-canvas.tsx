/**
 * One page of an opened PDF drawn on a canvas at the viewer's scale and rotation (added to the page's own
 * /Rotate), sharp on high-density screens but never larger than MAX_PIXELS. Reports the page's size at 100 %
 * (CSS pixels, unrotated by the viewer) so the viewer can fit it. A newer draw cancels the one under way.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@mantine/core';
import type { PDFDocumentProxy, PDFPageProxy, RenderTask } from 'pdfjs-dist';
import type { Rotation } from '../hooks/viewer-state';

/** pdf.js measures in points (1/72 in); 100 % on screen is CSS pixels (1/96 in). */
const CSS_PER_POINT = 96 / 72;
/** The most canvas pixels one page may take (memory), whatever the zoom and screen density. */
const MAX_PIXELS = 16_000_000;

export interface PdfPageCanvasProps {
  doc: PDFDocumentProxy;
  /** The page within the PDF, from 1. */
  pageNumber: number;
  scale: number;
  rotation: Rotation;
  label: string;
  onSize: (size: { width: number; height: number }) => void;
}

export function PdfPageCanvas({ doc, pageNumber, scale, rotation, label, onSize }: PdfPageCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [page, setPage] = useState<PDFPageProxy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onSizeRef = useRef(onSize);
  onSizeRef.current = onSize;

  useEffect(() => {
    let live = true;
    setError(null);
    doc.getPage(pageNumber).then(
      (p) => {
        if (!live) return;
        const base = p.getViewport({ scale: CSS_PER_POINT });
        onSizeRef.current({ width: base.width, height: base.height });
        setPage(p);
      },
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [doc, pageNumber]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!page || !canvas || page.pageNumber !== pageNumber) return;
    const viewport = page.getViewport({ scale: scale * CSS_PER_POINT, rotation: (page.rotate + rotation) % 360 });
    const density = Math.min(window.devicePixelRatio || 1, Math.sqrt(MAX_PIXELS / Math.max(1, viewport.width * viewport.height)));
    canvas.width = Math.floor(viewport.width * density);
    canvas.height = Math.floor(viewport.height * density);
    canvas.style.width = `${Math.floor(viewport.width)}px`;
    canvas.style.height = `${Math.floor(viewport.height)}px`;
    let task: RenderTask | null = page.render({ canvas, viewport, transform: density !== 1 ? [density, 0, 0, density, 0, 0] : undefined });
    task.promise.then(
      () => (task = null),
      (e: Error) => {
        if (e?.name !== 'RenderingCancelledException') setError(e.message);
      },
    );
    return () => task?.cancel();
  }, [page, pageNumber, scale, rotation]);

  if (error) {
    return (
      <Alert color="red" title="이 쪽을 그리지 못했습니다" role="alert">
        {error}
      </Alert>
    );
  }
  return <canvas ref={canvasRef} role="img" aria-label={label} style={{ display: 'block', background: 'white', boxShadow: '0 1px 4px rgba(0,0,0,.25)' }} />;
}
