/**
 * Use cases of exam files (spec section 7, Files): uploads checked by declared type, first bytes and content,
 * streamed to storage and replacing the older file of their kind; page images appended in order; one page
 * removed; downloads; the check of which files an exam subject has.
 *
 * Storage and rows are kept in step (server/shared/uploads.ts): a file is stored first, its row written in a
 * transaction, and the file removed again if anything fails; a replaced or deleted file is removed from
 * storage once its row is gone.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  DocumentFieldsSchema,
  PngFieldsSchema,
  SubjectFieldsSchema,
  type CheckQuestionImageReply,
  type ExamFile,
} from '../../../src/api/question-bank/files';
import { UPLOAD_KINDS, type UploadKind } from '../../../src/features/question-bank/files/files.rules';
import type { ExamFileType } from '../../../src/api/question-bank/files';
import { examSubjectAccess, UNASSIGNED_EXAM } from '../../../src/api/exam-subject-access';
import { anyAllowed } from '../../../src/api/policy';
import { QUESTION_BANK_POLICY as policy } from '../../../src/features/question-bank/question-bank.policy';
import type { AuthUser } from '../../core/access';
import type { DbOrTx, Tx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { conflict, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import { commitUpload, receiveUpload, removeStoredFiles, sendStoredFile, type StoredUpload, type UploadSpec } from '../../shared/uploads';
import * as repo from './files.repository';
import { EXAM_TYPE } from '../../../src/api/codes';

/** The wire shape of a file row: everything but the storage key. */
export function presentFile(row: repo.ExamFileRow): ExamFile {
  const { file_key: _key, create_time, type, ...rest } = row;
  return { ...rest, type: type as ExamFileType, create_time: create_time.toISOString() };
}

/** The storage keys of an exam subject's files: read them before deleting the subject, remove them after it commits. */
export const storedKeysOfExamSubject = (db: DbOrTx, examSubjectId: number) => repo.fileKeysOfExamSubject(db, examSubjectId);

// ---- Uploads (read and committed by server/shared/uploads.ts) ----

/** The storage area of exam files. */
const AREA = 'exam';

/** An upload of the question bank: one of its kinds of file, stored in its area. */
type ExamUploadSpec<S extends z.ZodType> = Omit<UploadSpec<S>, 'accepted' | 'area'> & { kind: UploadKind };

/** Reads an upload of one kind of exam file (see receiveUpload). */
const receive = <S extends z.ZodType>(deps: Deps, request: FastifyRequest, spec: ExamUploadSpec<S>) =>
  receiveUpload(deps, request, { ...spec, accepted: UPLOAD_KINDS[spec.kind], area: AREA });

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
  spec: Omit<ExamUploadSpec<S>, 'maxFiles' | 'user'> & {
    /** Locks and checks the owner inside the transaction; returns whose file it is and of which type. */
    target: (tx: Tx, fields: z.output<S>) => Promise<{ owner: repo.FileOwner; type: ExamFileType }>;
  },
): Promise<ExamFile> {
  const upload = await receive(deps, request, { ...spec, maxFiles: 1, user });
  return commitUpload(deps, request, user, upload.files, async (tx) => {
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
  return commitUpload(deps, request, user, upload.files, async (tx) => {
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

/** POST exam_subject_file/download: streams the stored file as an attachment, to those who may read its owner's files. */
export async function downloadFile(deps: Deps, user: AuthUser, reply: FastifyReply, id: number): Promise<FastifyReply> {
  const row = await repo.findFile(deps.db, id);
  if (!row) throw notFound('파일');
  const check: FileCheck = { user, action: 'subject.readFiles' };
  if (row.exam_subject_id !== null) await requireExamSubject(deps.db, row.exam_subject_id, check);
  else if (row.school_subject_id !== null) await authorizeSchoolFiles(deps.db, row.school_subject_id, check);
  else throw notFound('파일');
  return sendStoredFile(deps, reply, row);
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
