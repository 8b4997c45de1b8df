/**
 * The splitting work of one job, run in a piscina worker thread so that the server's event loop stays free
 * (issue 9 point 5): the paper is checked against the upload limits again (pages, page size, pixels: a paper
 * stored before them may pass them), split (server/features/digitise/splitter), each page rendered once (a PDF at
 * scale 2, less past RENDER_MAX_PIXELS; a page image is its own render, as PNG), and every box cut from its page.
 * Progress goes back through the MessagePort of the task as pages complete. Failures come back as a Korean reason,
 * never as a throw, so that the runner records why. Also callable in-process (the runner's fallback when no worker
 * file exists).
 */
import type { MessagePort } from 'node:worker_threads';
import sharp from 'sharp';
import { UPLOAD_MESSAGES } from '../../../src/api/uploads';
import { measurePdf, type PdfDoc } from '../../shared/pdf-document';
import { yieldToEventLoop } from '../../shared/thread-priority';
import { maxImagePixels, type ContentLimits } from '../../shared/upload-content';
import { openPdf } from './splitter/pdf';
import { cropBoxes, renderPdfPage, splitImages, splitPdf, type SplitResult } from './splitter/index';

yieldToEventLoop();

/** Pixels per point of a rendered PDF page (144 dpi): sharp enough to read small print in a crop (less past RENDER_MAX_PIXELS). */
export const PDF_RENDER_SCALE = 2;
/** The resolution page images are taken to have (the splitter's default): points = pixels * 72 / dpi. */
export const IMAGE_DPI = 150;

/** One job's input: a PDF, or page images in page order. */
export interface SplitTask {
  kind: 'pdf' | 'images';
  files: Uint8Array[];
  /** The upload limits (PDF_MAX_PAGES, IMAGE_MAX_MEGAPIXELS), checked again: a paper stored before them may pass them. */
  limits: Pick<ContentLimits, 'pdfMaxPages' | 'imageMaxMegapixels'>;
  /** Receives `{ done, total }` as pages complete. */
  port?: MessagePort;
}

/** A rendered page: its size in points, its scale (pixels per point) and its PNG. */
export interface RenderedPage {
  page: number;
  width: number;
  height: number;
  scale: number;
  png: Uint8Array;
}

/** What a job produced: the splitter's result, the page renders and one crop per item (same order). */
export type SplitOutcome = { ok: true; result: SplitResult; pages: RenderedPage[]; crops: Uint8Array[] } | { ok: false; reason: string };

/** A failure with the reason the screen shows. */
class SplitFailure extends Error {}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Opens the PDF once up front, so that a file that is not a PDF inside fails with that reason, and one past the
 * upload limits (pages, A2 page size) fails before any page is rendered; returns its page count.
 */
async function checkPdf(data: Uint8Array, limits: SplitTask['limits']): Promise<number> {
  let doc: PdfDoc;
  try {
    doc = await openPdf(data);
  } catch (error) {
    throw new SplitFailure(`PDF를 열 수 없습니다: ${reasonOf(error)}`);
  }
  try {
    const measure = await measurePdf(doc, limits.pdfMaxPages);
    if (measure.ok) return measure.pages;
    if (measure.reason === 'pages') throw new SplitFailure(UPLOAD_MESSAGES.tooManyPages(limits.pdfMaxPages, measure.pages));
    if (measure.reason === 'pageSize') throw new SplitFailure(UPLOAD_MESSAGES.pageTooLarge(measure.page, measure.width, measure.height));
    throw new SplitFailure('PDF를 열 수 없습니다: 쪽이 없습니다.');
  } catch (error) {
    throw error instanceof SplitFailure ? error : new SplitFailure(`PDF를 열 수 없습니다: ${reasonOf(error)}`);
  } finally {
    await doc.destroy();
  }
}

/** Page images as PNG, checked to be within the pixel limit (from their headers) and to decode (JPGs converted). */
async function pagePngs(images: Uint8Array[], limits: SplitTask['limits']): Promise<Buffer[]> {
  const maxPixels = maxImagePixels(limits);
  return Promise.all(
    images.map(async (image, i) => {
      const { width = 0, height = 0 } = await sharp(image, { limitInputPixels: false })
        .metadata()
        .catch((error: unknown) => {
          throw new SplitFailure(`${i + 1}쪽 이미지를 열 수 없습니다: ${reasonOf(error)}`);
        });
      if (width * height > maxPixels) throw new SplitFailure(`${i + 1}쪽: ${UPLOAD_MESSAGES.imageTooLarge(limits.imageMaxMegapixels, width, height)}`);
      try {
        return await sharp(image, { limitInputPixels: maxPixels }).png().toBuffer();
      } catch (error) {
        throw new SplitFailure(`${i + 1}쪽 이미지를 열 수 없습니다: ${reasonOf(error)}`);
      }
    }),
  );
}

/** Cuts every item of the result from its page's render. */
async function cropAll(result: SplitResult, pages: RenderedPage[]): Promise<Uint8Array[]> {
  const crops: Uint8Array[] = new Array(result.items.length);
  for (const page of pages) {
    const indexes = result.items.flatMap((item, i) => (item.page === page.page ? [i] : []));
    if (!indexes.length) continue;
    const cut = await cropBoxes(Buffer.from(page.png), page.scale, indexes.map((i) => result.items[i].box));
    indexes.forEach((itemIndex, k) => (crops[itemIndex] = cut[k]));
  }
  return crops;
}

/** Splits, renders and crops one paper; the piscina entry point. */
export default async function runSplitTask(task: SplitTask): Promise<SplitOutcome> {
  const progress = (done: number, total: number) => task.port?.postMessage({ done, total });
  try {
    let result: SplitResult;
    const pages: RenderedPage[] = [];
    if (task.kind === 'pdf') {
      const data = task.files[0];
      progress(0, await checkPdf(data, task.limits));
      try {
        result = await splitPdf(data.slice(), { onProgress: progress });
      } catch (error) {
        throw new SplitFailure(`시험지를 분할하지 못했습니다: ${reasonOf(error)}`);
      }
      for (const p of result.pages) {
        const { png, scale } = await renderPdfPage(data.slice(), p.page, PDF_RENDER_SCALE);
        pages.push({ ...p, scale, png });
      }
    } else {
      progress(0, task.files.length);
      const pngs = await pagePngs(task.files, task.limits);
      try {
        result = await splitImages(pngs, { dpi: IMAGE_DPI, onProgress: progress });
      } catch (error) {
        throw new SplitFailure(`시험지 이미지를 분할하지 못했습니다: ${reasonOf(error)}`);
      }
      result.pages.forEach((p, i) => pages.push({ ...p, scale: IMAGE_DPI / 72, png: pngs[i] }));
    }
    return { ok: true, result, pages, crops: await cropAll(result, pages) };
  } catch (error) {
    return { ok: false, reason: error instanceof SplitFailure ? error.message : `분할 중 오류가 발생했습니다: ${reasonOf(error)}` };
  } finally {
    task.port?.close();
  }
}
