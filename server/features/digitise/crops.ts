/**
 * The images of the digitise area in storage (issue 9 point 2): page renders and the crops of boxes cut from
 * them, stored through the storage interface (server/core/storage.ts) under the `digitise` area, read back as
 * bytes or as data URLs for the get_*_image calls.
 */
import { Readable } from 'node:stream';
import type { FileStorage } from '../../core/storage';
import { readAll } from '../../shared/upload-content';
import { cropBoxes, type Box } from './splitter/index';

/** The storage area of papers, page renders and crops. */
export const DIGITISE_AREA = 'digitise';

/** Stores a PNG and returns its key. */
export async function storePng(storage: FileStorage, png: Uint8Array): Promise<string> {
  return (await storage.save(DIGITISE_AREA, 'image.png', Readable.from([Buffer.from(png.buffer, png.byteOffset, png.byteLength)]))).key;
}

/** Every byte of a stored file. */
export async function readStored(storage: FileStorage, key: string): Promise<Buffer> {
  return readAll((await storage.open(key)).stream);
}

/** A PNG as a data URL. */
export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** Cuts boxes from a stored page render (at its scale) and stores each crop; returns their keys in order. */
export async function cropAndStore(storage: FileStorage, page: { image_key: string; scale: number }, boxes: Box[]): Promise<string[]> {
  if (!boxes.length) return [];
  const crops = await cropBoxes(await readStored(storage, page.image_key), page.scale, boxes);
  const keys: string[] = [];
  try {
    for (const crop of crops) keys.push(await storePng(storage, crop));
  } catch (error) {
    await removeQuietly(storage, keys);
    throw error;
  }
  return keys;
}

/** Removes stored files, ignoring the ones already gone (rows that pointed at them are settled). */
export async function removeQuietly(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}
