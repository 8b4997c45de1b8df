/**
 * pdf.js (pdfjs-dist 5) for the test-paper viewer, loaded only when a PDF is shown. The worker is the
 * package's own file, served by the app from /assets like every other script (the CSP's script-src 'self'
 * covers it: a same-origin module worker, no blob: worker). What pdf.js may need besides the worker is
 * served the same way, under the hashed names Vite gives it, and handed over by `AssetDataFactory` on the main
 * thread (useWorkerFetch off), since pdf.js would otherwise build URLs from fixed file names:
 * - the predefined CMaps (Korean papers whose fonts use KSC or UniKS encodings render blank without them);
 * - the standard-font files (only Symbol and ZapfDingbats: other standard fonts fall back to system fonts);
 * - the wasm decoders of JBIG2 and JPEG 2000 scans, with the JavaScript fallback of JPEG 2000.
 * No `eval` (isEvalSupported off: the CSP forbids it). Without 'wasm-unsafe-eval' in the CSP the wasm
 * decoders are refused and pdf.js falls back to its JavaScript ones (slower, same pages).
 */
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import jpxFallbackUrl from 'pdfjs-dist/wasm/openjpeg_nowasm_fallback.js?url&no-inline';
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';

const glob = (files: Record<string, unknown>) => Object.fromEntries(Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url as string]));

/** Served URL of each file pdf.js may ask for, by its file name, per kind. */
const ASSETS: Record<string, Record<string, string>> = {
  cMapUrl: glob(import.meta.glob('/node_modules/pdfjs-dist/cmaps/*.bcmap', { query: '?url&no-inline', import: 'default', eager: true })),
  standardFontDataUrl: glob(import.meta.glob('/node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}', { query: '?url&no-inline', import: 'default', eager: true })),
  wasmUrl: glob(import.meta.glob('/node_modules/pdfjs-dist/wasm/*.wasm', { query: '?url&no-inline', import: 'default', eager: true })),
};

/** pdf.js's BinaryDataFactory: fetches a CMap, font or wasm file by name from the app's assets. */
class AssetDataFactory {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = ASSETS[kind]?.[filename];
    if (!url) throw new Error(`pdf.js asked for a file the app does not serve: ${kind} ${filename}`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}

let library: Promise<typeof import('pdfjs-dist')> | null = null;
/** pdf.js, imported once, its worker set. */
function pdfjs() {
  library ??= import('pdfjs-dist').then((lib) => {
    lib.GlobalWorkerOptions.workerSrc = workerUrl;
    return lib;
  });
  return library;
}

/** A PDF being opened: its document, and `destroy` to stop loading or free it (and its worker). */
export interface OpenedPdf {
  promise: Promise<PDFDocumentProxy>;
  destroy: () => void;
}

/** Opens a PDF from its bytes (a copy is handed to the worker, so the blob stays usable). */
export function openPdf(blob: Blob): OpenedPdf {
  let task: PDFDocumentLoadingTask | null = null;
  let destroyed = false;
  const promise = (async () => {
    const [lib, bytes] = await Promise.all([pdfjs(), blob.arrayBuffer()]);
    if (destroyed) throw new Error('destroyed');
    task = lib.getDocument({
      data: new Uint8Array(bytes),
      BinaryDataFactory: AssetDataFactory,
      useWorkerFetch: false,
      cMapPacked: true,
      isEvalSupported: false,
      // pdf.js imports `${wasmUrl}openjpeg_nowasm_fallback.js`; the query makes that the hashed file Vite emitted.
      wasmUrl: `${jpxFallbackUrl}?/`,
    });
    return task.promise;
  })();
  return {
    promise,
    destroy: () => {
      destroyed = true;
      void task?.destroy();
    },
  };
}
