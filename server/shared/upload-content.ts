/**
 * What an uploaded file really contains (spec section 7, Files), for every area's uploads. Its first bytes only
 * say what it claims to be, so before a file is kept an image must decode whole (sharp) and a PDF must parse
 * (pdf.js): a PNG header followed by HTML, a truncated image or a PDF header on anything else is refused. Audio
 * is checked by its first bytes only (src/api/uploads.ts): it is streamed back as an attachment with its own
 * type and nosniff. Photos taken on a phone can be straightened by their EXIF orientation before they are kept.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { MEDIA, type MediaType } from '../../src/api/uploads';
import type { FileStorage } from '../core/storage';

/**
 * The largest image accepted, in pixels: a 600 dpi A3 scan is about 70 million. A bigger one is refused from
 * its header, before its pixels are decoded (a small file can claim a huge image).
 */
const MAX_IMAGE_PIXELS = 100_000_000;

/** pdf.js's own character maps and standard fonts, so that parsing never reaches for anything outside the package. */
const PDFJS_DIR = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
/** pdf.js is loaded on the first PDF, not at start-up. */
let pdfjs: Promise<PdfJs> | null = null;

/** The byte families that have a parser here; the others are checked by their first bytes only. */
const PARSED: ReadonlySet<string> = new Set(['png', 'jpeg', 'pdf']);

/** Whether image bytes are an image of the expected format whose every pixel decodes. */
async function imageDecodes(data: Buffer, format: 'png' | 'jpeg'): Promise<boolean> {
  try {
    const options = { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS } as const;
    const meta = await sharp(data, options).metadata();
    if (meta.format !== format) return false;
    // Decoding every row into a thumbnail reads every pixel with bounded memory: a damaged or cut-off image
    // fails here even when its header is fine. (stats() does not: it let a cut PNG through about 4 times in 10.)
    await sharp(data, options).resize(16, 16, { fit: 'fill' }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

/** Whether bytes are a PDF that pdf.js opens, with a first page it can read. */
async function pdfParses(data: Buffer): Promise<boolean> {
  const { getDocument } = await (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));
  const task = getDocument({
    data: new Uint8Array(data),
    cMapUrl: `${PDFJS_DIR}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${PDFJS_DIR}/standard_fonts/`,
    isEvalSupported: false,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    if (doc.numPages < 1) return false;
    await doc.getPage(1);
    return true;
  } catch {
    return false;
  } finally {
    await task.destroy();
  }
}

/** Whether the bytes are really of their declared media type: images decode, PDFs parse, audio passes (first bytes only). */
export function contentIsValid(media: MediaType, data: Buffer): Promise<boolean> {
  const signature = MEDIA[media].signature;
  if (signature === 'png' || signature === 'jpeg') return imageDecodes(data, signature);
  if (signature === 'pdf') return pdfParses(data);
  return Promise.resolve(true);
}

/** Every byte of a stream. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * What a stored upload contains, read back from storage (at most UPLOAD_MAX_MB) only for the media that have
 * a parser: `valid` when it is really of its declared media type (see contentIsValid), with its bytes for a
 * further step (null for media checked by their first bytes only).
 */
export async function storedContent(storage: FileStorage, key: string, media: MediaType): Promise<{ valid: boolean; data: Buffer | null }> {
  if (!PARSED.has(MEDIA[media].signature)) return { valid: true, data: null };
  const { stream } = await storage.open(key);
  const data = await readAll(stream);
  return { valid: await contentIsValid(media, data), data };
}

/** Whether a stored upload is really of its declared media type (see storedContent). */
export async function storedContentIsValid(storage: FileStorage, key: string, media: MediaType): Promise<boolean> {
  return (await storedContent(storage, key, media)).valid;
}

/** JPEG quality of a straightened photo: high, since the people reading it read small print. */
const STRAIGHTENED_JPEG_QUALITY = 90;

/**
 * A photo turned upright by its EXIF orientation (a phone stores a portrait photo as landscape pixels with
 * orientation 6), in its own format and without the orientation tag; null when it is upright already (no
 * orientation, or 1) or is not a PNG or JPEG. Call it only on bytes that contentIsValid accepted.
 */
export async function straightened(data: Buffer, media: MediaType): Promise<Buffer | null> {
  const format = MEDIA[media].signature;
  if (format !== 'png' && format !== 'jpeg') return null;
  const options = { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS } as const;
  const { orientation } = await sharp(data, options).metadata();
  if (!orientation || orientation === 1) return null;
  const upright = sharp(data, options).rotate();
  return format === 'png' ? upright.png().toBuffer() : upright.jpeg({ quality: STRAIGHTENED_JPEG_QUALITY }).toBuffer();
}
