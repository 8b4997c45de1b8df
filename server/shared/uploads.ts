/**
 * Reading a multipart upload and keeping storage and rows in step, for every area that takes files (spec
 * section 7, Files): text fields validated with the call's schema (400 naming `body.<field>`); each part named
 * `file` checked by its declared type and first bytes, streamed to storage with its SHA-256, then checked by
 * decoding within the work limits (upload-content.ts: IMAGE_MAX_MEGAPIXELS, PDF_MAX_PAGES, A2 pages, PDF parsing in
 * a worker thread under PDF_CHECK_TIMEOUT_MS) and, where the call asks, straightened by its EXIF orientation; size,
 * count and daily quota limits (UPLOAD_MAX_MB, the call's maxFiles, UPLOAD_DAILY_MB). A file is stored first, its row
 * written in a transaction, and the file removed again if anything fails. Downloads stream a stored file back
 * as an attachment.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import { bytesMatch, canonicalMedia, cleanFileName, MEDIA, SNIFF_BYTES, UPLOAD_MESSAGES, type MediaType } from '../../src/api/uploads';
import type { AuthUser } from '../core/access';
import type { Tx } from '../core/db';
import { zodToBadRequest } from '../core/define-route';
import type { Deps } from '../core/deps';
import { AppError, badRequest, payloadTooLarge, unsupportedMedia } from '../core/errors';
import { sendStream } from '../core/send-stream';
import { contentLimits, contentRefusal, storedContent, straightened } from './upload-content';
import { holdDailyQuota, precheckDailyQuota } from './upload-quota';

const tooLarge = (deps: Deps) => payloadTooLarge('body.file', UPLOAD_MESSAGES.tooLarge(deps.env.UPLOAD_MAX_MB));

/** A file stored from an upload: its key, size as stored, cleaned name, checked media type and the SHA-256 of the bytes sent. */
export interface StoredUpload {
  key: string;
  size: number;
  file_name: string;
  content_type: MediaType;
  /** Hex SHA-256 of the bytes as sent (before any straightening). */
  sha256: string;
}

/** What an upload call takes. */
export interface UploadSpec<S extends z.ZodType> {
  /** The text fields. */
  fields: S;
  /** The media types the call accepts. */
  accepted: readonly MediaType[];
  /** The storage area its files go to (e.g. `exam`, `test-paper`). */
  area: string;
  /** The most files this call takes; past it the multipart parser stops the request (FST_FILES_LIMIT). */
  maxFiles: number;
  /** Whose daily quota the files count against (null: no account to charge). */
  user: AuthUser | null;
  /** Photos are stored upright, turned by their EXIF orientation (phones store portrait photos sideways). */
  straighten?: boolean;
  /**
   * Runs once before the first file is stored, when the fields sent ahead of it already validate, so that a
   * 404 or 409 refuses the upload before any byte is written. The transaction checks again.
   */
  precheck?: (fields: z.output<S>) => Promise<unknown>;
}

/** Removes stored files, logging (not throwing) what could not be removed: the rows are already settled. */
export async function removeStoredFiles(deps: Deps, keys: string[], log?: FastifyRequest['log']): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => deps.storage.remove(key)));
  results.forEach((r, i) => {
    if (r.status === 'rejected') log?.warn({ err: r.reason, key: keys[i] }, 'stored file not removed');
  });
}

/** A parser failure as a 4xx naming the field: every one of them is caused by what the client sent. */
function multipartError(error: unknown, deps: Deps, maxFiles: number): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(deps);
  // A one-file call sent two is a malformed request (400); a call that takes several refuses more than its limit with 413.
  if (code === 'FST_FILES_LIMIT') return maxFiles === 1 ? badRequest('body.file', '파일은 하나만 보내세요.') : payloadTooLarge('body.file', UPLOAD_MESSAGES.tooMany(maxFiles));
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return unsupportedMedia('body', 'multipart/form-data 형식으로 보내야 합니다.');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('body', '보낸 항목이 너무 많습니다.');
  return badRequest('body', 'multipart/form-data 본문이 올바르지 않습니다.');
}

/** Replaces a stored photo by its upright version when its EXIF orientation says it is turned; returns what is kept. */
async function straightenStored(deps: Deps, area: string, stored: StoredUpload, data: Buffer): Promise<StoredUpload> {
  const upright = await straightened(data, stored.content_type, contentLimits(deps.env));
  if (!upright) return stored;
  const saved = await deps.storage.save(area, `upload${MEDIA[stored.content_type].ext}`, Readable.from([upright]));
  await deps.storage.remove(stored.key);
  return { ...stored, key: saved.key, size: saved.size };
}

/**
 * Checks one file part and streams it to storage: its declared type must be one the upload accepts and its
 * first bytes must be of that type (415, nothing stored); a file over the size limit is removed again (413),
 * and so is one whose content does not decode or parse as its type (415) or passes a work limit (413, 422, 503:
 * upload-content.ts).
 */
async function storePart<S extends z.ZodType>(deps: Deps, part: MultipartFile, spec: UploadSpec<S>): Promise<StoredUpload> {
  const media = canonicalMedia(part.mimetype);
  if (!media || !spec.accepted.includes(media)) throw unsupportedMedia('body.file', UPLOAD_MESSAGES.wrongType(spec.accepted));
  const source = part.file;
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let ended = false;
  try {
    for (let length = 0; length < SNIFF_BYTES; ) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
      length += next.value.length;
    }
  } catch (error) {
    throw multipartError(error, deps, spec.maxFiles);
  }
  const first = Buffer.concat(head);
  if (first.length === 0) throw badRequest('body.file', UPLOAD_MESSAGES.empty);
  if (!bytesMatch(media, first)) throw unsupportedMedia('body.file', UPLOAD_MESSAGES.wrongContent(media));

  // The stream handed to storage never errors on a client failure (a reset, a malformed part): it ends, and
  // the failure is noted, so that storage always returns the key of what it wrote and it can be removed.
  let failure: unknown = null;
  const hash = createHash('sha256');
  async function* whole() {
    hash.update(first);
    yield first;
    if (ended) return;
    try {
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        hash.update(next.value);
        yield next.value;
      }
    } catch (error) {
      failure = error;
    }
  }
  const saved = await deps.storage.save(spec.area, `upload${MEDIA[media].ext}`, Readable.from(whole(), { objectMode: false }));
  if (failure || source.truncated) {
    await deps.storage.remove(saved.key);
    throw failure ? multipartError(failure, deps, spec.maxFiles) : tooLarge(deps);
  }
  const stored: StoredUpload = { key: saved.key, size: saved.size, file_name: cleanFileName(part.filename, MEDIA[media].ext), content_type: media, sha256: hash.digest('hex') };
  try {
    const limits = contentLimits(deps.env);
    const content = await storedContent(deps.storage, stored.key, media, limits);
    if (!content.check.ok) throw contentRefusal(media, content.check, limits);
    return spec.straighten && content.data ? await straightenStored(deps, spec.area, stored, content.data) : stored;
  } catch (error) {
    await deps.storage.remove(stored.key);
    throw error;
  }
}

/**
 * Reads a multipart upload: text fields validated with the call's schema (400 naming `body.<field>`), each
 * part named `file` checked and stored. On any failure every file stored so far is removed and the rest of
 * the request is discarded.
 */
export async function receiveUpload<S extends z.ZodType>(deps: Deps, request: FastifyRequest, spec: UploadSpec<S>): Promise<{ fields: z.output<S>; files: StoredUpload[] }> {
  // A call that reads uploads is declared `upload: true` (core/define-route.ts): only there is @fastify/multipart.
  if (typeof request.isMultipart !== 'function') throw new Error(`${request.method} ${request.routeOptions.url} reads an upload: declare it upload: true`);
  if (!request.isMultipart()) throw unsupportedMedia('body', 'multipart/form-data 형식으로 보내야 합니다.');
  const values = new Map<string, string>();
  const files: StoredUpload[] = [];
  let prechecked = false;
  try {
    await precheckDailyQuota(deps.db, deps.env, spec.user);
    const parts = request.parts({ limits: { files: spec.maxFiles } });
    for (;;) {
      const next = await parts.next().catch((error: unknown) => {
        throw multipartError(error, deps, spec.maxFiles);
      });
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        const field = `body.${part.fieldname}`;
        if (part.valueTruncated || part.fieldnameTruncated) throw badRequest(field, `${field}: 값이 너무 깁니다.`);
        if (values.has(part.fieldname)) throw badRequest(field, `${field}: 한 번만 보내세요.`);
        values.set(part.fieldname, String(part.value));
        continue;
      }
      if (part.fieldname !== 'file') throw badRequest(`body.${part.fieldname}`, "파일은 'file' 필드로 보내세요.");
      if (!prechecked && spec.precheck) {
        prechecked = true;
        const early = spec.fields.safeParse(Object.fromEntries(values));
        if (early.success) await spec.precheck(early.data);
      }
      files.push(await storePart(deps, part, spec));
    }
    const parsed = spec.fields.safeParse(Object.fromEntries(values));
    if (!parsed.success) throw zodToBadRequest('body', parsed.error);
    if (files.length === 0) throw badRequest('body.file', UPLOAD_MESSAGES.missing);
    return { fields: parsed.data, files };
  } catch (error) {
    await removeStoredFiles(deps, files.map((f) => f.key), request.log);
    // Whatever the client is still sending is read and dropped, so it gets this reply rather than a stalled upload.
    request.raw.unpipe();
    request.raw.resume();
    throw error;
  }
}

/**
 * Writes the rows of stored files in one transaction, first holding the uploader's daily quota (429 when the
 * new bytes would pass it). If it fails, the new files are removed; once it has committed, the files it
 * replaced are removed.
 */
export async function commitUpload<T>(
  deps: Deps,
  request: FastifyRequest,
  user: AuthUser | null,
  stored: StoredUpload[],
  work: (tx: Tx) => Promise<{ result: T; replaced: string[] }>,
): Promise<T> {
  let outcome: { result: T; replaced: string[] };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      await holdDailyQuota(tx, deps.env, user, stored.reduce((sum, f) => sum + f.size, 0));
      return work(tx);
    });
  } catch (error) {
    await removeStoredFiles(deps, stored.map((f) => f.key), request.log);
    throw error;
  }
  await removeStoredFiles(deps, outcome.replaced, request.log);
  return outcome.result;
}

/** `attachment` with an ASCII fallback name and the real name in RFC 5987 form (Korean names survive). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Streams a stored file as an attachment with its checked type, its length and its name, never sniffed and
 * never cached by shared caches (404 when its stored file is gone). Call it only once the policy allowed it.
 */
export async function sendStoredFile(deps: Deps, reply: FastifyReply, file: { file_key: string; content_type: string; file_name: string }): Promise<FastifyReply> {
  const { stream, size } = await deps.storage.open(file.file_key);
  return sendStream(reply, stream, { type: file.content_type, length: size, disposition: contentDisposition(file.file_name) });
}
