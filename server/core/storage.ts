/**
 * Uploaded files on local disk behind a small interface, so another store can replace it.
 * Keys are made by the server (`area/yyyy/mm/uuid.ext`); a key from a client is checked against that
 * shape and resolved inside the storage folder, never outside it.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { badRequest, notFound } from './errors';

export interface StoredFile {
  key: string;
  size: number;
}

export interface FileStorage {
  /** Stores a stream under a new key in `area`, keeping the original extension when it is safe. */
  save(area: string, fileName: string, data: Readable): Promise<StoredFile>;
  /** Opens a stored file; 404 when it does not exist, 400 when the key is not one of ours. */
  open(key: string): Promise<{ stream: Readable; size: number }>;
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9-]+\/\d{4}\/\d{2}\/[0-9a-f-]{36}(\.[a-z0-9]{1,8})?$/;

/** Local-disk storage rooted at `root`. */
export function localStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!KEY.test(key)) throw badRequest('file_path', '파일 경로가 올바르지 않습니다.');
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw badRequest('file_path', '파일 경로가 올바르지 않습니다.');
    return full;
  };
  return {
    async save(area, fileName, data) {
      if (!/^[a-z0-9-]+$/.test(area)) throw new Error(`bad storage area ${area}`);
      const ext = path.extname(fileName).toLowerCase();
      const now = new Date();
      const key = `${area}/${now.getFullYear()}/${String(now.getMonth() + 1).padStart(2, '0')}/${randomUUID()}${/^\.[a-z0-9]{1,8}$/.test(ext) ? ext : ''}`;
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      try {
        await pipeline(data, createWriteStream(full));
      } catch (error) {
        await rm(full, { force: true });
        throw error;
      }
      return { key, size: (await stat(full)).size };
    },
    async open(key) {
      const full = resolve(key);
      const info = await stat(full).catch(() => null);
      if (!info?.isFile()) throw notFound('파일');
      return { stream: createReadStream(full), size: info.size };
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
