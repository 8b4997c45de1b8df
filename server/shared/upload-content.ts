/**
 * What an uploaded file really contains (spec section 7, Files), for every area's uploads. Its first bytes only
 * say what it claims to be, so before a file is kept an image must decode whole (sharp) and a PDF must parse
 * (pdf.js): a PNG header followed by HTML, a truncated image or a PDF header on anything else is refused. The work
 * is bounded too: an image past IMAGE_MAX_MEGAPIXELS is refused from its header before its pixels are decoded; a
 * PDF is opened in a worker thread under PDF_CHECK_TIMEOUT_MS (pdf-check.ts) and refused past PDF_MAX_PAGES pages
 * or with a page larger than A2. Audio is checked by its first bytes only (src/api/uploads.ts): it is streamed
 * back as an attachment with its own type and nosniff. Photos taken on a phone can be straightened by their EXIF
 * orientation before they are kept.
 */
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { MEDIA, UPLOAD_MESSAGES, type MediaType } from '../../src/api/uploads';
import { IMAGE_MAX_MEGAPIXELS, PDF_CHECK_TIMEOUT_MS, PDF_MAX_PAGES, type Env } from '../core/env';
import { payloadTooLarge, unavailable, unprocessable, unsupportedMedia, type AppError } from '../core/errors';
import type { FileStorage } from '../core/storage';
import { checkPdf, PDF_CHECK_MEMORY_MB, type PdfCheck } from './pdf-check';

/** The work limits of the content check (README "Configuration"). */
export interface ContentLimits {
  pdfMaxPages: number;
  pdfCheckTimeoutMs: number;
  imageMaxMegapixels: number;
}

/** The content check's limits from the parsed environment. */
export const contentLimits = (env: Pick<Env, 'PDF_MAX_PAGES' | 'PDF_CHECK_TIMEOUT_MS' | 'IMAGE_MAX_MEGAPIXELS'>): ContentLimits => ({
  pdfMaxPages: env.PDF_MAX_PAGES,
  pdfCheckTimeoutMs: env.PDF_CHECK_TIMEOUT_MS,
  imageMaxMegapixels: env.IMAGE_MAX_MEGAPIXELS,
});

/** The defaults of those settings. */
export const DEFAULT_CONTENT_LIMITS: ContentLimits = { pdfMaxPages: PDF_MAX_PAGES, pdfCheckTimeoutMs: PDF_CHECK_TIMEOUT_MS, imageMaxMegapixels: IMAGE_MAX_MEGAPIXELS };

/** The most pixels an image may have under the limits (sharp's limitInputPixels). */
export const maxImagePixels = (limits: Pick<ContentLimits, 'imageMaxMegapixels'>) => Math.floor(limits.imageMaxMegapixels * 1_000_000);

/** Why the content check refuses a file. */
export type ContentRefused = Exclude<PdfCheck, { ok: true }> | { ok: false; reason: 'pixels'; width: number; height: number };
/** What the content check found: fine, or why the file is refused. */
export type ContentCheck = { ok: true } | ContentRefused;

/** The byte families that have a parser here; the others are checked by their first bytes only. */
const PARSED: ReadonlySet<string> = new Set(['png', 'jpeg', 'pdf']);

const INVALID = { ok: false, reason: 'invalid' } as const;

/**
 * Image bytes: their header must be of the expected format and within the pixel limit (read without decoding: a
 * small file can claim a huge image), then every pixel must decode.
 */
async function checkImage(data: Buffer, format: 'png' | 'jpeg', limits: ContentLimits): Promise<ContentCheck> {
  const maxPixels = maxImagePixels(limits);
  try {
    // The header only: sharp reads no pixel here, so it is asked for no pixel limit (it would refuse the header too).
    const { format: found, width = 0, height = 0 } = await sharp(data, { failOn: 'error', limitInputPixels: false }).metadata();
    if (found !== format) return INVALID;
    if (width * height > maxPixels) return { ok: false, reason: 'pixels', width, height };
    const options = { failOn: 'error', limitInputPixels: maxPixels } as const;
    // Decoding every row into a thumbnail reads every pixel with bounded memory: a damaged or cut-off image
    // fails here even when its header is fine. (stats() does not: it let a cut PNG through about 4 times in 10.)
    await sharp(data, options).resize(16, 16, { fit: 'fill' }).raw().toBuffer();
    return { ok: true };
  } catch {
    return INVALID;
  }
}

/** What a file of the declared media type contains: images decode, PDFs parse within the limits, audio passes (first bytes only). */
export function checkContent(media: MediaType, data: Buffer, limits: ContentLimits): Promise<ContentCheck> {
  const signature = MEDIA[media].signature;
  if (signature === 'png' || signature === 'jpeg') return checkImage(data, signature, limits);
  if (signature === 'pdf') return checkPdf(data, { maxPages: limits.pdfMaxPages, timeoutMs: limits.pdfCheckTimeoutMs });
  return Promise.resolve({ ok: true });
}

/** Whether the bytes are really of their declared media type and within the default limits (see checkContent). */
export async function contentIsValid(media: MediaType, data: Buffer, limits: ContentLimits = DEFAULT_CONTENT_LIMITS): Promise<boolean> {
  return (await checkContent(media, data, limits)).ok;
}

/** Seconds a client is asked to wait after a busy refusal. */
const BUSY_RETRY_SECONDS = 10;

/**
 * The refusal of a file the content check did not pass, naming `body.file` (and the limit): 415 when it is not what
 * it claims, 413 past a size limit (pixels, pages, page size), 422 past the parse's time or memory, 503 when the
 * checks are all busy.
 */
export function contentRefusal(media: MediaType, check: ContentRefused, limits: ContentLimits): AppError {
  const field = 'body.file';
  switch (check.reason) {
    case 'invalid':
      return unsupportedMedia(field, UPLOAD_MESSAGES.wrongContent(media));
    case 'pixels':
      return payloadTooLarge(field, UPLOAD_MESSAGES.imageTooLarge(limits.imageMaxMegapixels, check.width, check.height));
    case 'pages':
      return payloadTooLarge(field, UPLOAD_MESSAGES.tooManyPages(limits.pdfMaxPages, check.pages));
    case 'pageSize':
      return payloadTooLarge(field, UPLOAD_MESSAGES.pageTooLarge(check.page, check.width, check.height));
    case 'timeout':
      return unprocessable(field, UPLOAD_MESSAGES.pdfTimeout(limits.pdfCheckTimeoutMs / 1000));
    case 'memory':
      return unprocessable(field, UPLOAD_MESSAGES.pdfTooComplex(PDF_CHECK_MEMORY_MB));
    case 'busy':
      return unavailable(UPLOAD_MESSAGES.pdfBusy, BUSY_RETRY_SECONDS);
  }
}

/** Every byte of a stream. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * What a stored upload contains, read back from storage (at most UPLOAD_MAX_MB) only for the media that have
 * a parser: the content check (see checkContent), with its bytes for a further step (null for media checked by
 * their first bytes only).
 */
export async function storedContent(storage: FileStorage, key: string, media: MediaType, limits: ContentLimits): Promise<{ check: ContentCheck; data: Buffer | null }> {
  if (!PARSED.has(MEDIA[media].signature)) return { check: { ok: true }, data: null };
  const { stream } = await storage.open(key);
  const data = await readAll(stream);
  return { check: await checkContent(media, data, limits), data };
}

/** JPEG quality of a straightened photo: high, since the people reading it read small print. */
const STRAIGHTENED_JPEG_QUALITY = 90;

/**
 * A photo turned upright by its EXIF orientation (a phone stores a portrait photo as landscape pixels with
 * orientation 6), in its own format and without the orientation tag; null when it is upright already (no
 * orientation, or 1) or is not a PNG or JPEG. Call it only on bytes that checkContent accepted.
 */
export async function straightened(data: Buffer, media: MediaType, limits: Pick<ContentLimits, 'imageMaxMegapixels'>): Promise<Buffer | null> {
  const format = MEDIA[media].signature;
  if (format !== 'png' && format !== 'jpeg') return null;
  const options = { failOn: 'error', limitInputPixels: maxImagePixels(limits) } as const;
  const { orientation } = await sharp(data, options).metadata();
  if (!orientation || orientation === 1) return null;
  const upright = sharp(data, options).rotate();
  return format === 'png' ? upright.png().toBuffer() : upright.jpeg({ quality: STRAIGHTENED_JPEG_QUALITY }).toBuffer();
}
