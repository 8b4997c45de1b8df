/**
 * The splitting work of one job, run in a piscina worker thread so that the server's event loop stays free
 * (issue 9 point 5): the paper is split (server/features/digitise/splitter), each page rendered once (a PDF at
 * scale 2; a page image is its own render, as PNG), and every box cut from its page. Progress goes back through
 * the MessagePort of the task as pages complete. Failures come back as a Korean reason, never as a throw, so
 * that the runner records why. Also callable in-process (the runner's fallback when no worker file exists).
 */
import type { MessagePort } from 'node:worker_threads';
import sharp from 'sharp';
import { openPdf } from './splitter/pdf';
import { cropBoxes, renderPdfPage, splitImages, splitPdf, type SplitResult } from './splitter/index';

/** Pixels per point of a rendered PDF page (144 dpi): sharp enough to read small print in a crop. */
export const PDF_RENDER_SCALE = 2;
/** The resolution page images are taken to have (the splitter's default): points = pixels * 72 / dpi. */
export const IMAGE_DPI = 150;

/** One job's input: a PDF, or page images in page order. */
export interface SplitTask {
  kind: 'pdf' | 'images';
  files: Uint8Array[];
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

/** Opens the PDF once up front, so that a file that is not a PDF inside fails with that reason; returns its page count. */
async function checkPdf(data: Uint8Array): Promise<number> {
  try {
    const doc = await openPdf(data.slice());
    const pages = doc.numPages;
    await doc.destroy();
    return pages;
  } catch (error) {
    throw new SplitFailure(`PDF를 열 수 없습니다: ${reasonOf(error)}`);
  }
}

/** Page images as PNG, checked to decode (JPGs converted). */
async function pagePngs(images: Uint8Array[]): Promise<Buffer[]> {
  return Promise.all(
    images.map(async (image, i) => {
      try {
        return await sharp(image).png().toBuffer();
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
      progress(0, await checkPdf(data));
      try {
        result = await splitPdf(data.slice(), { onProgress: progress });
      } catch (error) {
        throw new SplitFailure(`시험지를 분할하지 못했습니다: ${reasonOf(error)}`);
      }
      for (const p of result.pages) {
        pages.push({ ...p, scale: PDF_RENDER_SCALE, png: await renderPdfPage(data.slice(), p.page, PDF_RENDER_SCALE) });
      }
    } else {
      progress(0, task.files.length);
      const pngs = await pagePngs(task.files);
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
