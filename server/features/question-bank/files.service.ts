/**
 * Use cases of exam files (spec section 7, Files): uploads checked by declared type and first bytes,
 * streamed to storage and replacing the older file of their kind; page images appended in order; one page
 * removed; downloads; the check of which files an exam subject has.
 *
 * Storage and rows are kept in step: a file is stored first, its row written in a transaction, and the file
 * removed again if anything fails; a replaced or deleted file is removed from storage once its row is gone.
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import {
  DocumentFieldsSchema,
  PngFieldsSchema,
  SubjectFieldsSchema,
  type CheckQuestionImageReply,
  type ExamFile,
} from '../../../src/api/question-bank/files';
import {
  bytesMatch,
  canonicalMedia,
  cleanFileName,
  FILE_MESSAGES,
  MEDIA,
  SNIFF_BYTES,
  UPLOAD_KINDS,
  type MediaType,
  type UploadKind,
} from '../../../src/features/question-bank/files/files.rules';
import type { ExamFileType } from '../../../src/api/question-bank/files';
import { examSubjectAccess, UNASSIGNED_EXAM } from '../../../src/api/exam-subject-access';
import { anyAllowed } from '../../../src/api/policy';
import { QUESTION_BANK_POLICY as policy } from '../../../src/features/question-bank/question-bank.policy';
import type { AuthUser } from '../../core/access';
import type { DbOrTx, Tx } from '../../core/db';
import { zodToBadRequest } from '../../core/define-route';
import type { Deps } from '../../core/deps';
import { AppError, badRequest, conflict, notFound, payloadTooLarge } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import { storedContentIsValid } from './files.content';
import { holdDailyQuota, precheckDailyQuota } from './files.quota';
import * as repo from './files.repository';
import { EXAM_TYPE } from '../../../src/api/codes';

/** The storage area of exam files. */
const AREA = 'exam';

const unsupported = (field: string, message: string) => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message, field);
const tooLarge = (deps: Deps) => payloadTooLarge('body.file', FILE_MESSAGES.tooLarge(deps.env.UPLOAD_MAX_MB));

/** The wire shape of a file row: everything but the storage key. */
export function presentFile(row: repo.ExamFileRow): ExamFile {
  const { file_key: _key, create_time, type, ...rest } = row;
  return { ...rest, type: type as ExamFileType, create_time: create_time.toISOString() };
}

/** Removes stored files, logging (not throwing) what could not be removed: the rows are already settled. */
export async function removeStoredFiles(deps: Deps, keys: string[], log?: FastifyRequest['log']): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => deps.storage.remove(key)));
  results.forEach((r, i) => {
    if (r.status === 'rejected') log?.warn({ err: r.reason, key: keys[i] }, 'stored file not removed');
  });
}

/** The storage keys of an exam subject's files: read them before deleting the subject, remove them after it commits. */
export const storedKeysOfExamSubject = (db: DbOrTx, examSubjectId: number) => repo.fileKeysOfExamSubject(db, examSubjectId);

// ---- Reading a multipart upload ----

interface StoredUpload {
  key: string;
  size: number;
  file_name: string;
  content_type: MediaType;
}

interface UploadSpec<S extends z.ZodType> {
  /** The text fields. */
  fields: S;
  kind: UploadKind;
  /** The most files this call takes; past it the multipart parser stops the request (FST_FILES_LIMIT). */
  maxFiles: number;
  /** Whose daily quota the files count against (null: no account to charge). */
  user: AuthUser | null;
  /**
   * Runs once before the first file is stored, when the fields sent ahead of it already validate, so that a
   * 404 or 409 refuses the upload before any byte is written. The transaction checks again.
   */
  precheck?: (fields: z.output<S>) => Promise<unknown>;
}

/** A parser failure as a 4xx naming the field: every one of them is caused by what the client sent. */
function multipartError(error: unknown, deps: Deps, maxFiles: number): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(deps);
  // A one-file call sent two is a malformed request (400); a call that takes several refuses more than its limit with 413.
  if (code === 'FST_FILES_LIMIT') return maxFiles === 1 ? badRequest('body.file', '파일은 하나만 보내세요.') : payloadTooLarge('body.file', FILE_MESSAGES.tooMany(maxFiles));
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return unsupported('body', 'multipart/form-data 형식으로 보내야 합니다.');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('body', '보낸 항목이 너무 많습니다.');
  return badRequest('body', 'multipart/form-data 본문이 올바르지 않습니다.');
}

/**
 * Checks one file part and streams it to storage: its declared type must be one the upload accepts and its
 * first bytes must be of that type (415, nothing stored); a file over the size limit is removed again (413),
 * and so is one whose content does not decode or parse as its type (415, files.content.ts).
 */
async function storePart(deps: Deps, part: MultipartFile, kind: UploadKind, maxFiles: number): Promise<StoredUpload> {
  const media = canonicalMedia(part.mimetype);
  if (!media || !(UPLOAD_KINDS[kind] as readonly MediaType[]).includes(media)) throw unsupported('body.file', FILE_MESSAGES.wrongType(kind));
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
    throw multipartError(error, deps, maxFiles);
  }
  const first = Buffer.concat(head);
  if (first.length === 0) throw badRequest('body.file', FILE_MESSAGES.empty);
  if (!bytesMatch(media, first)) throw unsupported('body.file', FILE_MESSAGES.wrongContent(media));

  // The stream handed to storage never errors on a client failure (a reset, a malformed part): it ends, and
  // the failure is noted, so that storage always returns the key of what it wrote and it can be removed.
  let failure: unknown = null;
  async function* whole() {
    yield first;
    if (ended) return;
    try {
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    } catch (error) {
      failure = error;
    }
  }
  const stored = await deps.storage.save(AREA, `upload${MEDIA[media].ext}`, Readable.from(whole(), { objectMode: false }));
  if (failure || source.truncated) {
    await deps.storage.remove(stored.key);
    throw failure ? multipartError(failure, deps, maxFiles) : tooLarge(deps);
  }
  if (!(await storedContentIsValid(deps.storage, stored.key, media))) {
    await deps.storage.remove(stored.key);
    throw unsupported('body.file', FILE_MESSAGES.wrongContent(media));
  }
  return { key: stored.key, size: stored.size, file_name: cleanFileName(part.filename, MEDIA[media].ext), content_type: media };
}

/**
 * Reads a multipart upload: text fields validated with the spec's schema (400 naming `body.<field>`), each
 * part named `file` checked and stored. On any failure every file stored so far is removed and the rest of
 * the request is discarded.
 */
async function receive<S extends z.ZodType>(deps: Deps, request: FastifyRequest, spec: UploadSpec<S>): Promise<{ fields: z.output<S>; files: StoredUpload[] }> {
  if (!request.isMultipart()) throw unsupported('body', 'multipart/form-data 형식으로 보내야 합니다.');
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
      files.push(await storePart(deps, part, spec.kind, spec.maxFiles));
    }
    const parsed = spec.fields.safeParse(Object.fromEntries(values));
    if (!parsed.success) throw zodToBadRequest('body', parsed.error);
    if (files.length === 0) throw badRequest('body.file', FILE_MESSAGES.missing);
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
async function commit<T>(
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

// ---- Owners ----

/** Who asks to do what with an owner's files: every owner lookup is checked with the question-bank policy. */
interface FileCheck {
  user: AuthUser;
  action: 'subject.readFiles' | 'subject.editPages' | 'subject.uploadFiles';
}

/** The exam subject of a file call: 404 when missing, then 403 (or 409 for its state) when the policy refuses. */
async function requireExamSubject(db: DbOrTx, id: number, check: FileCheck, lock = false) {
  const subject = await repo.findExamSubject(db, id, lock);
  if (!subject) throw notFound('시험 과목');
  assertAllowed(policy.authorize(actorOf(check.user), check.action, examSubjectAccess(subject)));
  return subject;
}

async function requireTextbookSubject(db: DbOrTx, id: number, check: FileCheck, lock = false) {
  const subject = await requireExamSubject(db, id, check, lock);
  if (subject.type !== EXAM_TYPE.textbook.code) throw conflict('교과서 시험의 과목이 아닙니다.', 'body.id');
  return subject;
}

/** A school subject's files belong to the exam subjects made from it: allowed when the policy allows it on any of them. */
async function authorizeSchoolFiles(db: DbOrTx, schoolSubjectId: number, check: FileCheck) {
  const subjects = await repo.examSubjectsOfSchoolSubject(db, schoolSubjectId);
  const records = subjects.length ? subjects.map(examSubjectAccess) : [UNASSIGNED_EXAM];
  assertAllowed(anyAllowed(records.map((r) => policy.authorize(actorOf(check.user), check.action, r))));
}

async function requireSchoolSubject(db: DbOrTx, id: number, check: FileCheck, lock = false) {
  const subject = await repo.findSchoolSubject(db, id, lock);
  if (!subject) throw notFound('내신 과목');
  await authorizeSchoolFiles(db, id, check);
  return subject;
}

const fileRow = (file: StoredUpload, owner: repo.FileOwner, type: ExamFileType, user: AuthUser | null): repo.NewExamFile => ({
  ...owner,
  type,
  file_key: file.key,
  file_name: file.file_name,
  content_type: file.content_type,
  size: file.size,
  user_id: user?.uid ?? null,
});

/** One file that replaces the owner's previous file of its type. */
async function replaceFile<S extends z.ZodType>(
  deps: Deps,
  user: AuthUser | null,
  request: FastifyRequest,
  spec: Omit<UploadSpec<S>, 'maxFiles' | 'user'> & {
    /** Locks and checks the owner inside the transaction; returns whose file it is and of which type. */
    target: (tx: Tx, fields: z.output<S>) => Promise<{ owner: repo.FileOwner; type: ExamFileType }>;
  },
): Promise<ExamFile> {
  const upload = await receive(deps, request, { ...spec, maxFiles: 1, user });
  return commit(deps, request, user, upload.files, async (tx) => {
    const { owner, type } = await spec.target(tx, upload.fields);
    const replaced = await repo.deleteFilesOfType(tx, owner, type);
    const [row] = await repo.insertFiles(tx, [fileRow(upload.files[0], owner, type, user)]);
    return { result: presentFile(row), replaced: replaced.map((r) => r.file_key) };
  });
}

// ---- Use cases ----

/** PUT exam_subject_file: an exam subject's paper or answer sheet. */
export const uploadExamSubjectFile = (deps: Deps, user: AuthUser, request: FastifyRequest) =>
  replaceFile(deps, user, request, {
    fields: DocumentFieldsSchema,
    kind: 'document',
    precheck: (f) => requireExamSubject(deps.db, f.id, { user, action: 'subject.uploadFiles' }),
    target: async (tx, f) => {
      await requireExamSubject(tx, f.id, { user, action: 'subject.uploadFiles' }, true);
      return { owner: { exam_subject_id: f.id }, type: f.type };
    },
  });

/** PUT textbook_exam_file: a textbook exam's paper (409 when the exam subject is not a textbook exam). */
export const uploadTextbookExamFile = (deps: Deps, user: AuthUser, request: FastifyRequest) =>
  replaceFile(deps, user, request, {
    fields: SubjectFieldsSchema,
    kind: 'document',
    precheck: (f) => requireTextbookSubject(deps.db, f.id, { user, action: 'subject.uploadFiles' }),
    target: async (tx, f) => {
      await requireTextbookSubject(tx, f.id, { user, action: 'subject.uploadFiles' }, true);
      return { owner: { exam_subject_id: f.id }, type: 'textbook' };
    },
  });

/** PUT school_subject_file: a school subject's paper or answer sheet. */
export const uploadSchoolSubjectFile = (deps: Deps, user: AuthUser, request: FastifyRequest) =>
  replaceFile(deps, user, request, {
    fields: DocumentFieldsSchema,
    kind: 'document',
    precheck: (f) => requireSchoolSubject(deps.db, f.id, { user, action: 'subject.uploadFiles' }),
    target: async (tx, f) => {
      await requireSchoolSubject(tx, f.id, { user, action: 'subject.uploadFiles' }, true);
      return { owner: { school_subject_id: f.id }, type: f.type };
    },
  });

/** PUT english_file: an exam subject's English listening file. */
export const uploadEnglishFile = (deps: Deps, user: AuthUser, request: FastifyRequest) =>
  replaceFile(deps, user, request, {
    fields: SubjectFieldsSchema,
    kind: 'audio',
    precheck: (f) => requireExamSubject(deps.db, f.id, { user, action: 'subject.uploadFiles' }),
    target: async (tx, f) => {
      await requireExamSubject(tx, f.id, { user, action: 'subject.uploadFiles' }, true);
      return { owner: { exam_subject_id: f.id }, type: 'english' };
    },
  });

/** PUT exam_subject_file/png_file_list: page images numbered on from the last page, in the order sent. */
export async function uploadPngPages(deps: Deps, user: AuthUser, request: FastifyRequest): Promise<{ data_list: ExamFile[] }> {
  const check: FileCheck = { user, action: 'subject.editPages' };
  const upload = await receive(deps, request, {
    fields: PngFieldsSchema,
    kind: 'page',
    maxFiles: deps.env.UPLOAD_MAX_FILES,
    user,
    precheck: (f) => requireExamSubject(deps.db, f.id, check),
  });
  const { id, is_divide } = upload.fields;
  return commit(deps, request, user, upload.files, async (tx) => {
    await requireExamSubject(tx, id, check, true);
    const last = await repo.lastPage(tx, id);
    const rows = await repo.insertFiles(
      tx,
      upload.files.map((file, i) => ({ ...fileRow(file, { exam_subject_id: id }, 'png', user), is_divide, page: last + i + 1 })),
    );
    return { result: { data_list: rows.sort((a, b) => a.page - b.page).map(presentFile) }, replaced: [] };
  });
}

/**
 * DELETE exam_subject_file/png_file_list: one page image and its stored file. The other pages keep their
 * numbers (other work may refer to them); the next upload continues after the highest page.
 */
export async function deletePngPage(deps: Deps, user: AuthUser, request: FastifyRequest, input: { id: number; file_id: number }): Promise<{ id: number }> {
  const row = await deps.db.transaction(async (tx) => {
    await requireExamSubject(tx, input.id, { user, action: 'subject.editPages' }, true);
    const deleted = await repo.deletePage(tx, input.id, input.file_id);
    if (!deleted) throw notFound('페이지 이미지');
    return deleted;
  });
  await removeStoredFiles(deps, [row.file_key], request.log);
  return { id: row.id };
}

/** `attachment` with an ASCII fallback name and the real name in RFC 5987 form (Korean names survive). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** POST exam_subject_file/download: streams the stored file as an attachment, to those who may read its owner's files. */
export async function downloadFile(deps: Deps, user: AuthUser, reply: FastifyReply, id: number): Promise<FastifyReply> {
  const row = await repo.findFile(deps.db, id);
  if (!row) throw notFound('파일');
  const check: FileCheck = { user, action: 'subject.readFiles' };
  if (row.exam_subject_id !== null) await requireExamSubject(deps.db, row.exam_subject_id, check);
  else if (row.school_subject_id !== null) await authorizeSchoolFiles(deps.db, row.school_subject_id, check);
  else throw notFound('파일');
  const { stream, size } = await deps.storage.open(row.file_key);
  return reply
    .header('content-type', row.content_type)
    .header('content-length', String(size))
    .header('content-disposition', contentDisposition(row.file_name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(stream);
}

/** The latest file of a type among rows ordered by upload. */
const latest = (rows: repo.ExamFileRow[], type: ExamFileType) => {
  const row = rows.filter((r) => r.type === type).at(-1);
  return row ? presentFile(row) : null;
};

/** GET check_question_image/{id}: which files an exam subject (and its school subject) has. */
export async function checkQuestionImage(deps: Deps, user: AuthUser, id: number): Promise<CheckQuestionImageReply> {
  const subject = await requireExamSubject(deps.db, id, { user, action: 'subject.readFiles' });
  const rows = await repo.filesOf(deps.db, { exam_subject_id: id });
  const schoolRows = subject.school_subject_id ? await repo.filesOf(deps.db, { school_subject_id: subject.school_subject_id }) : [];
  const pages = rows.filter((r) => r.type === 'png').map(presentFile);
  return {
    id: subject.id,
    name: subject.name,
    type: subject.type,
    subject_type_id: subject.subject_type_id,
    school_subject_id: subject.school_subject_id,
    exam_file: latest(rows, 'exam'),
    answer_file: latest(rows, 'answer'),
    english_file: latest(rows, 'english'),
    textbook_file: latest(rows, 'textbook'),
    school_exam_file: latest(schoolRows, 'exam'),
    school_answer_file: latest(schoolRows, 'answer'),
    png_list: pages,
    is_divide: pages.some((p) => p.is_divide),
    upload_max_mb: deps.env.UPLOAD_MAX_MB,
    upload_max_files: deps.env.UPLOAD_MAX_FILES,
  };
}
