/**
 * Use cases of uploaded test papers (spec sections 3, 4, 7 "Test papers", 9; issue 12): a customer uploads a
 * paper (one PDF or photos of its pages, checked by decoding, photos stored upright, limits and quota of every
 * upload, the same file never twice) and follows its state; administrators filter, read, download, correct
 * its subject and approve or reject it through the test-paper machine (with an audit row; the uploader is
 * notified and, on the first approval, TEST_PAPER_POINTS are recorded for them), and make a school exam of the
 * question bank from an approved paper. Every paper loaded by id is checked with the test-papers policy.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  TEST_PAPER_MEDIA,
  TEST_PAPER_POINTS,
  TestPaperUploadFormSchema,
  type FileSizeQuerySchema,
  type TestPaperDownloadBodySchema,
  type TestPaperListQuerySchema,
  type TestPaperStateBodySchema,
  type TestPaperSubjectBodySchema,
  type TestPaperSchoolExamBodySchema,
  type TestPaperSeenBodySchema,
} from '../../../src/api/test-papers';
import type { ExamFileType } from '../../../src/api/question-bank/files';
import { labelFor, SCHOOL_TYPE, SORT } from '../../../src/api/codes';
import { TEST_PAPER_SORT_KEYS, type TestPaperSortKey } from '../../../src/features/test-papers/test-papers.rules';
import { TEST_PAPERS_POLICY as policy, testPaperAccess } from '../../../src/features/test-papers/test-papers.policy';
import { labelOf } from '../../../src/machines/lifecycle';
import { TEST_PAPER_STATE, testPaperMachine, type TestPaperEvent } from '../../../src/machines/test-paper.machine';
import type { AuthUser } from '../../core/access';
import type { DbOrTx } from '../../core/db';
import { isUniqueViolation } from '../../core/db-errors';
import type { Deps } from '../../core/deps';
import { badRequest, conflict, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import { applyTransition } from '../../core/transitions';
import { movePoints } from '../../shared/points';
import { commitUpload, receiveUpload, removeStoredFiles, sendStoredFile, type StoredUpload } from '../../shared/uploads';
import { presentFile, presentHistory, presentOwnPaper, presentPaper } from './test-papers.presenter';
import * as repo from './test-papers.repository';

/** The storage area of test-paper files. */
const AREA = 'test-paper';
/** The question bank's storage area of exam files: a school exam's paper is a copy kept there. */
const BANK_AREA = 'exam';
/** A school exam's paper in exam_files. */
const EXAM_DOCUMENT: ExamFileType = 'exam';

const PAPER = '사용자 업로드 시험지';
const FILE = '시험지 파일';
const stateLabel = (s: string) => labelOf(TEST_PAPER_STATE, Number(s));

type PaperAction = 'paper.read' | 'paper.review' | 'paper.makeSchoolExam';

/** A paper by id for an action: 404 when missing, then 403 (or 409 for its state) when the policy refuses. */
async function requirePaper(db: DbOrTx, user: AuthUser, id: number, action: PaperAction): Promise<repo.TestPaperJoined> {
  const row = await repo.findTestPaper(db, id);
  if (!row) throw notFound(PAPER);
  assertAllowed(policy.authorize(actorOf(user), action, testPaperAccess(row.paper)));
  return row;
}

/** The same, locked until the transaction ends, for the writes. */
async function lockPaper(tx: DbOrTx, user: AuthUser, id: number, action: PaperAction): Promise<repo.TestPaperRow> {
  const row = await repo.lockTestPaper(tx, id);
  if (!row) throw notFound(PAPER);
  assertAllowed(policy.authorize(actorOf(user), action, testPaperAccess(row)));
  return row;
}

// ---- Staff: the spec's six calls ----

const isSortKey = (key: string | undefined): key is TestPaperSortKey => (TEST_PAPER_SORT_KEYS as readonly string[]).includes(key ?? '');

/** GET user_upload_file_list: one page of papers, filter groups ANDed (OR within a group), sorted by a known column or newest first. */
export async function listTestPapers(deps: Deps, q: z.output<typeof TestPaperListQuerySchema>) {
  const { page, size, sort_key, sort, ...filter } = q;
  const order = isSortKey(sort_key) ? { key: sort_key, descending: sort === SORT.desc } : undefined;
  const { rows, ...total } = await repo.listTestPapers(deps.db, filter, { page, size }, order);
  return { data_list: rows.map(presentPaper), ...total, page, size };
}

/** GET user_upload_file: a paper with its files and its state history. */
export async function getTestPaper(deps: Deps, user: AuthUser, id: number) {
  const row = await requirePaper(deps.db, user, id, 'paper.read');
  const [files, history] = await Promise.all([repo.filesOf(deps.db, id), repo.historyOf(deps.db, id)]);
  return { data: { ...presentPaper(row), files: files.map(presentFile), history: presentHistory(history) } };
}

/**
 * PUT user_upload_file: APPROVE, REJECT or REOPEN through the test-paper machine with an audit row (409 for
 * what it refuses in the paper's state, 400 naming body.reason for a rejection without a reason). The reason
 * is kept while rejected; any change is marked unseen for the uploader; the first approval records
 * TEST_PAPER_POINTS for them, added to their balance with a line in their point log (server/shared/points.ts).
 */
export function changeTestPaperState(deps: Deps, user: AuthUser, body: z.output<typeof TestPaperStateBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const row = await lockPaper(tx, user, body.id, 'paper.review');
    const reason = body.reason || null;
    const event: TestPaperEvent = body.event === 'REJECT' ? { type: 'REJECT', reason: reason ?? '' } : { type: body.event };
    const to = await applyTransition({
      tx,
      machine: testPaperMachine,
      entity: repo.ENTITY,
      entityId: row.id,
      current: String(row.state),
      event,
      userId: user.uid,
      reason,
      label: stateLabel,
      guardAnswers: { hasReason: () => badRequest('body.reason', 'body.reason: 반려 사유를 입력하세요. 올린 사람에게 보입니다.') },
    });
    const firstApproval = event.type === 'APPROVE' && row.points_awarded === 0;
    await repo.updateTestPaper(tx, row.id, {
      state: Number(to),
      reason: event.type === 'REJECT' ? reason : null,
      state_seen: false,
      ...(firstApproval ? { points_awarded: TEST_PAPER_POINTS } : {}),
    });
    if (firstApproval) await movePoints(tx, { user_id: row.user_id, point: TEST_PAPER_POINTS, reason: `시험지 승인 (#${row.id})`, given_by: user.uid });
    return { id: row.id, state: Number(to) };
  });
}

/** PUT user_upload_file/subject_type: a reviewer corrects the paper's subject. */
export function changeTestPaperSubject(deps: Deps, user: AuthUser, body: z.output<typeof TestPaperSubjectBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const row = await lockPaper(tx, user, body.id, 'paper.review');
    await repo.updateTestPaper(tx, row.id, { subject_type_id: body.subject_type_id });
    return { id: row.id, subject_type_id: body.subject_type_id };
  });
}

/** One file of a paper the actor may read: by id, else by name, else the first page (404 when the paper has no such file). */
async function fileOf(deps: Deps, user: AuthUser, id: number, pick: { file_id?: number; file_name?: string }) {
  await requirePaper(deps.db, user, id, 'paper.read');
  const files = await repo.filesOf(deps.db, id);
  const file =
    pick.file_id !== undefined ? files.find((f) => f.id === pick.file_id) : pick.file_name !== undefined ? files.find((f) => f.file_name === pick.file_name) : files[0];
  if (!file) throw notFound(FILE);
  return file;
}

/** GET file_size: the stored size of one file of a paper (`type` is accepted as the spec sends it; the file says its own). */
export async function testPaperFileSize(deps: Deps, user: AuthUser, q: z.output<typeof FileSizeQuerySchema>) {
  const file = await fileOf(deps, user, q.id, q);
  return { size: file.size, file_name: file.file_name, content_type: file.content_type };
}

/** POST user_upload_file/download: one file of a paper, streamed as an attachment with its type and name. */
export async function downloadTestPaperFile(deps: Deps, user: AuthUser, reply: FastifyReply, body: z.output<typeof TestPaperDownloadBodySchema>) {
  return sendStoredFile(deps, reply, await fileOf(deps, user, body.id, body));
}

// ---- Customers: upload, their own list, seen ----

type UploadFields = z.output<typeof TestPaperUploadFormSchema>;

/** A picked school must be in the school list and of the paper's level (400 naming body.school_id). */
async function checkSchool(db: DbOrTx, schoolId: number | undefined, schoolType: number) {
  if (schoolId === undefined) return;
  const school = await repo.findSchool(db, schoolId);
  if (!school) throw badRequest('body.school_id', 'body.school_id: 학교 목록에 없는 학교입니다.');
  if (school.school_type !== schoolType) throw badRequest('body.school_id', `body.school_id: ${school.school_name}은(는) ${labelFor(SCHOOL_TYPE, schoolType)}가 아닙니다.`);
}

/** One PDF, or photos only: a PDF is the whole paper (400 naming body.file). */
function checkFileSet(files: StoredUpload[]) {
  if (files.length > 1 && files.some((f) => f.content_type === 'application/pdf')) {
    throw badRequest('body.file', 'PDF는 시험지 전체를 한 파일로 올리세요. PDF를 여러 개 올리거나 사진과 섞을 수 없습니다.');
  }
}

const DUPLICATE_MESSAGE = '같은 파일이 이미 올라와 있습니다. 다른 사람이 먼저 올린 시험지일 수 있습니다.';

/** 409 naming body.file when a file was sent twice or is stored already; the uploader's own paper is named. */
async function refuseDuplicates(db: DbOrTx, user: AuthUser, files: StoredUpload[]) {
  if (new Set(files.map((f) => f.sha256)).size < files.length) throw conflict('같은 파일을 두 번 넣었습니다. 한 번만 올리세요.', 'body.file');
  const stored = await repo.filesWithHashes(db, files.map((f) => f.sha256));
  const own = stored.find((s) => s.user_id === user.uid);
  if (own) throw conflict(`이미 올린 파일입니다 (내 시험지 번호 ${own.test_paper_id}).`, 'body.file');
  if (stored.length) throw conflict(DUPLICATE_MESSAGE, 'body.file');
}

/**
 * POST user_upload_file: a customer's paper. The fields are checked before any file is stored; each file is
 * checked and stored (photos upright), then the paper and its files are written in one transaction under the
 * uploader's daily quota, or every stored file is removed again.
 */
export async function uploadTestPaper(deps: Deps, user: AuthUser, request: FastifyRequest) {
  const upload = await receiveUpload(deps, request, {
    fields: TestPaperUploadFormSchema,
    accepted: TEST_PAPER_MEDIA,
    area: AREA,
    maxFiles: deps.env.UPLOAD_MAX_FILES,
    user,
    straighten: true,
    precheck: (f: UploadFields) => checkSchool(deps.db, f.school_id, f.school_type),
  });
  const { fields, files } = upload;
  try {
    return await commitUpload(deps, request, user, files, async (tx) => {
      checkFileSet(files);
      await checkSchool(tx, fields.school_id, fields.school_type);
      await refuseDuplicates(tx, user, files);
      const id = await repo.insertTestPaper(tx, { ...fields, school_id: fields.school_id ?? null, user_id: user.uid });
      await repo.insertFiles(
        tx,
        files.map((f, i) => ({ test_paper_id: id, page: i + 1, file_key: f.key, file_name: f.file_name, content_type: f.content_type, size: f.size, sha256: f.sha256 })),
      );
      return { result: { id, file_count: files.length }, replaced: [] };
    });
  } catch (error) {
    // Two uploads of the same file at once: the second meets the unique key (its files are removed already).
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_MESSAGE, 'body.file');
    throw error;
  }
}

/** GET user_upload_file/mine: the customer's own papers, newest first, with what changed since they looked, and the upload limits. */
export async function myTestPapers(deps: Deps, user: AuthUser) {
  const rows = await repo.papersOf(deps.db, user.uid);
  const data_list = rows.filter((r) => policy.allows(actorOf(user), 'paper.seeOwn', testPaperAccess(r.paper))).map(presentOwnPaper);
  return {
    data_list,
    unseen_count: data_list.filter((p) => p.unseen_change).length,
    upload_max_mb: deps.env.UPLOAD_MAX_MB,
    upload_max_files: deps.env.UPLOAD_MAX_FILES,
  };
}

/** PUT user_upload_file/seen: the customer has seen the changes of their papers (some, or all); others' papers are never touched. */
export async function markMyTestPapersSeen(deps: Deps, user: AuthUser, body: z.output<typeof TestPaperSeenBodySchema>) {
  await repo.markSeen(deps.db, user.uid, body.ids);
  return {};
}

// ---- Staff: a school exam of the question bank ----

/**
 * POST user_upload_file/school_exam: from an approved paper (409 otherwise, and 409 when it made one already),
 * a school exam record (school_subjects) of the paper's school, level, grade, subject, semester and year with
 * the paper's first file as its exam paper in exam_files. The file is copied to a new storage key, so deleting
 * either never deletes the other. The bank's duplicate rule holds (409 naming the existing record).
 */
export async function makeSchoolExam(deps: Deps, user: AuthUser, request: FastifyRequest, body: z.output<typeof TestPaperSchoolExamBodySchema>) {
  let copied: string | null = null;
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await lockPaper(tx, user, body.id, 'paper.makeSchoolExam');
      if (row.school_subject_id !== null) throw conflict(`이 시험지로 이미 내신 시험(번호 ${row.school_subject_id})을 만들었습니다.`, 'body.id');
      const schoolId = body.school_id ?? row.school_id;
      if (schoolId === null) throw badRequest('body.school_id', `body.school_id: '${row.school_name}'은(는) 학교 목록에 없는 학교입니다. 내신 시험의 학교를 고르세요.`);
      await checkSchool(tx, schoolId, row.school_type);
      const key = { school_id: schoolId, grade_id: row.grade_id, subject_type_id: row.subject_type_id, semester: row.semester, year: row.year };
      const duplicate = await repo.findSchoolSubject(tx, key);
      if (duplicate) throw conflict(`같은 학교·학년·과목·학기·연도의 내신 시험이 이미 있습니다 (번호 ${duplicate.id}).`, 'body.id');
      const [first] = await repo.filesOf(tx, row.id);
      if (!first) throw notFound(FILE);
      const { stream } = await deps.storage.open(first.file_key);
      const saved = await deps.storage.save(BANK_AREA, first.file_key, stream);
      copied = saved.key;
      const schoolSubjectId = await repo.insertSchoolSubject(tx, { ...key, school_type: row.school_type });
      await repo.insertExamFile(tx, {
        school_subject_id: schoolSubjectId,
        type: EXAM_DOCUMENT,
        file_key: saved.key,
        file_name: first.file_name,
        content_type: first.content_type,
        size: saved.size,
        user_id: user.uid,
      });
      await repo.updateTestPaper(tx, row.id, { school_subject_id: schoolSubjectId });
      return { id: row.id, school_subject_id: schoolSubjectId };
    });
  } catch (error) {
    if (copied) await removeStoredFiles(deps, [copied], request.log);
    throw error;
  }
}
