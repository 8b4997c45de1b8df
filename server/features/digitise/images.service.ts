/**
 * Use cases of the divided images of AI exam subjects (spec section 7 "AI exam flow": divided_image/state,
 * modify, reset, get_q_image, get_c_images, get_s_image, question_all_image/png; issue 9 points 2 and 5). Only
 * exam subjects of type EXAM_TYPE.ai have them (404 for any other); each is checked with the digitise policy:
 * `autoExam.read` for the reads, `autoExam.split` for a new paper or a re-split, `autoExam.editBoxes` for box
 * edits. Uploading only queues a splitting job (split-jobs.ts runs it outside the request).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DIVIDE_MEDIA, DivideResetBodySchema, DivideResetFormSchema, type DivideModifyBodySchema, type PageImageQuerySchema, type QuestionImageBodySchema } from '../../../src/api/digitise/images';
import { examSubjectAccess } from '../../../src/api/exam-subject-access';
import { DIGITISE_POLICY } from '../../../src/features/digitise/digitise.policy';
import { SPLIT_JOB_STATE, splitJobHasTag } from '../../../src/machines/split-job.machine';
import type { AuthUser } from '../../core/access';
import type { DbOrTx } from '../../core/db';
import { zodToBadRequest } from '../../core/define-route';
import type { Deps } from '../../core/deps';
import { badRequest, conflict, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import { sendStream } from '../../core/send-stream';
import { commitUpload, receiveUpload, type StoredUpload } from '../../shared/uploads';
import { cropAndStore, DIGITISE_AREA, pngDataUrl, readStored, removeQuietly } from './crops';
import { headsFor, linkOf, passageRange, questionKey, questionNumberOf, questionsForEdit, type QuestionLinks } from './images.links';
import { presentBox, presentJob, presentPage, presentQuestions } from './images.presenter';
import * as repo from './images.repository';
import { pokeSplitRunners } from './split-jobs';
import { transitionJob } from './split-jobs.queue';
import type { Box } from './splitter/index';

const SUBJECT = 'AI 시험 과목';
type AutoExamAction = 'autoExam.read' | 'autoExam.split' | 'autoExam.editBoxes';

/** An AI exam subject by id for an action: 404 when missing or not an AI exam, then the policy's 403 (or 409). */
async function requireSubject(db: DbOrTx, user: AuthUser, id: number, action: AutoExamAction, lock = false): Promise<repo.AiSubjectRow> {
  const row = lock ? await repo.lockAiSubject(db, id) : await repo.findAiSubject(db, id);
  if (!row) throw notFound(SUBJECT);
  assertAllowed(DIGITISE_POLICY.authorize(actorOf(user), action, examSubjectAccess(row)));
  return row;
}

const isActive = (job: repo.SplitJobRow | null) => !!job && splitJobHasTag(job.state, 'active');
const BUSY = '분할 작업이 진행 중입니다. 끝난 뒤에 다시 시도하세요.';

/** The state reply of a subject: its newest job, pages, boxes and questions (with `userId`'s seen marks). */
async function stateOf(db: DbOrTx, examSubjectId: number, userId: number) {
  const [job, pages, boxes, questions] = await Promise.all([
    repo.latestJob(db, examSubjectId),
    repo.pagesOf(db, examSubjectId),
    repo.boxesOf(db, examSubjectId),
    repo.questionsWithMarks(db, examSubjectId, userId),
  ]);
  return { job: job ? presentJob(job) : null, pages: pages.map(presentPage), boxes: boxes.map(presentBox), questions: presentQuestions(questions, boxes) };
}

/** GET divided_image/state: the splitting job (progress), pages, boxes and questions of an AI exam subject. */
export async function dividedState(deps: Deps, user: AuthUser, examSubjectId: number) {
  await requireSubject(deps.db, user, examSubjectId, 'autoExam.read');
  return stateOf(deps.db, examSubjectId, user.uid);
}

// ---- reset: a new paper, or the stored one split again ----

/** One PDF alone, or page images only (400 naming body.file). */
function checkPaper(files: StoredUpload[]) {
  if (files.length > 1 && files.some((f) => f.content_type === 'application/pdf')) {
    throw badRequest('body.file', 'PDF는 시험지 전체를 한 파일로 올리세요. PDF를 여러 개 올리거나 이미지와 섞을 수 없습니다.');
  }
}

/** Refuses a new paper before any byte is stored: 404, 403, or 409 while a job is active. */
async function checkResettable(deps: Deps, user: AuthUser, examSubjectId: number) {
  await requireSubject(deps.db, user, examSubjectId, 'autoExam.split');
  if (isActive(await repo.latestJob(deps.db, examSubjectId))) throw conflict(BUSY);
}

/** A new paper: the subject's earlier jobs are superseded (removed with their files) and a waiting job is queued. */
async function resetWithPaper(deps: Deps, user: AuthUser, request: FastifyRequest) {
  const { fields, files } = await receiveUpload(deps, request, {
    fields: DivideResetFormSchema,
    accepted: DIVIDE_MEDIA,
    area: DIGITISE_AREA,
    maxFiles: deps.env.UPLOAD_MAX_FILES,
    user,
    straighten: true,
    precheck: (f: z.output<typeof DivideResetFormSchema>) => checkResettable(deps, user, f.exam_subject_id),
  });
  return commitUpload(deps, request, user, files, async (tx) => {
    checkPaper(files);
    const subject = await requireSubject(tx, user, fields.exam_subject_id, 'autoExam.split', true);
    if (isActive(await repo.lockLatestJob(tx, subject.id))) throw conflict(BUSY);
    const replaced = await repo.deleteJobs(tx, subject.id);
    const [first, ...rest] = files;
    const job = await repo.insertJob(tx, {
      exam_subject_id: subject.id,
      file_key: first.key,
      extra_file_keys: rest.map((f) => f.key),
      file_name: rest.length ? `${first.file_name} 외 ${rest.length}개` : first.file_name,
      content_type: first.content_type,
      user_id: user.uid,
    });
    return { result: { job: presentJob(job) }, replaced };
  });
}

/** The stored paper split again: a failed job is retried (RETRY), a done one restarted (RESTART); 409 while active. */
async function resetStored(deps: Deps, user: AuthUser, body: z.output<typeof DivideResetBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const subject = await requireSubject(tx, user, body.exam_subject_id, 'autoExam.split', true);
    const job = await repo.lockLatestJob(tx, subject.id);
    if (!job) throw conflict('다시 분할할 시험지가 없습니다. 먼저 시험지 파일을 올리세요.', 'body.file');
    if (isActive(job)) throw conflict(BUSY);
    const state = await transitionJob(tx, job, { type: job.state === SPLIT_JOB_STATE.failed.code ? 'RETRY' : 'RESTART' }, user.uid);
    const row = await repo.updateJob(tx, job.id, { state, error: null, pages_done: 0, locked_by: null, locked_until: null, finished_time: null, user_id: user.uid });
    return { job: presentJob(row) };
  });
}

/**
 * POST divided_image/reset: with a paper (multipart) a new splitting job; without one (JSON) the stored paper
 * split again or a failed job retried. The local job runner is woken at once.
 */
export async function resetSplit(deps: Deps, user: AuthUser, request: FastifyRequest) {
  let reply: { job: ReturnType<typeof presentJob> };
  if (request.isMultipart()) reply = await resetWithPaper(deps, user, request);
  else {
    const parsed = DivideResetBodySchema.safeParse(request.body ?? {});
    if (!parsed.success) throw zodToBadRequest('body', parsed.error);
    reply = await resetStored(deps, user, parsed.data);
  }
  pokeSplitRunners();
  return reply;
}

// ---- modify: the box editor's whole set of boxes ----

type ModifyBody = z.output<typeof DivideModifyBodySchema>;
type SentBox = ModifyBody['boxes'][number];

/** Whether a sent box differs from its stored row in anything but its links. */
function changed(sent: SentBox, row: repo.DividedImageRow | undefined): boolean {
  if (!row) return true;
  return !(sent.kind === row.kind && sent.number === row.number && sent.section === row.section && sent.part === row.part && sent.page === row.page && sent.box[0] === row.x0 && sent.box[1] === row.y0 && sent.box[2] === row.x1 && sent.box[3] === row.y1);
}

/** Each sent box on a page of the paper and inside it; kept ids of this subject, each once (400 naming the box). */
function checkBoxes(boxes: SentBox[], pages: repo.SplitPageRow[], current: Map<number, repo.DividedImageRow>) {
  const seen = new Set<number>();
  boxes.forEach((b, i) => {
    const field = `body.boxes.${i}`;
    if (b.id !== undefined) {
      if (!current.has(b.id)) throw badRequest(`${field}.id`, `${field}.id: 이 시험의 상자가 아닙니다.`);
      if (seen.has(b.id)) throw badRequest(`${field}.id`, `${field}.id: 같은 상자를 두 번 보냈습니다.`);
      seen.add(b.id);
    }
    const page = pages.find((p) => p.page === b.page);
    if (!page) throw badRequest(`${field}.page`, `${field}.page: 시험지에 ${b.page}쪽이 없습니다.`);
    if (b.box[2] > page.width + 1 || b.box[3] > page.height + 1) throw badRequest(`${field}.box`, `${field}.box: 상자가 페이지 밖에 있습니다.`);
  });
}

/** The links of the stored boxes: each question key to its question (id and index). */
function linksBefore(boxes: repo.DividedImageRow[], questions: { id: number; question_index: number }[]): QuestionLinks {
  const index = new Map(questions.map((q) => [q.id, q.question_index]));
  const links: QuestionLinks = new Map();
  for (const b of boxes) {
    const number = questionNumberOf(b);
    if (number === null || b.question_id === null || !index.has(b.question_id)) continue;
    const k = questionKey(number, b.section);
    if (!links.has(k)) links.set(k, { id: b.question_id, index: index.get(b.question_id)! });
  }
  return links;
}

/** Cuts and stores the crops of the given boxes from their pages; returns a key per box (null where it could not be cut). */
async function cropBoxesOf(deps: Deps, pages: repo.SplitPageRow[], boxes: SentBox[]): Promise<(string | null)[]> {
  const keys: (string | null)[] = boxes.map(() => null);
  for (const page of pages) {
    const on = boxes.flatMap((b, i) => (b.page === page.page ? [i] : []));
    if (!on.length) continue;
    try {
      const cut = await cropAndStore(deps.storage, page, on.map((i) => boxes[i].box as Box));
      on.forEach((i, k) => (keys[i] = cut[k]));
    } catch {
      // A missing page render leaves the crops to be cut when first asked for.
    }
  }
  return keys;
}

/**
 * POST divided_image/modify: the editor's whole set of boxes replaces the stored one in one transaction (kept
 * ids updated, new boxes inserted, missing ones deleted); changed and new boxes are marked hand-made and cut
 * again; boxes are linked to questions by number and section (a number no question has yet gets a new question
 * at the end) and passages to their heads. 409 while a splitting job is active. Returns the new state.
 */
export async function modifyBoxes(deps: Deps, user: AuthUser, body: ModifyBody) {
  const subject = await requireSubject(deps.db, user, body.exam_subject_id, 'autoExam.editBoxes');
  const [pages, before] = await Promise.all([repo.pagesOf(deps.db, subject.id), repo.boxesOf(deps.db, subject.id)]);
  const beforeById = new Map(before.map((b) => [b.id, b]));
  checkBoxes(body.boxes, pages, beforeById);
  const toCut = body.boxes.filter((b) => changed(b, b.id === undefined ? undefined : beforeById.get(b.id)));
  const cut = await cropBoxesOf(deps, pages, toCut);
  const cutOf = new Map(toCut.map((b, i) => [b, cut[i]]));
  let replaced: string[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      const locked = await requireSubject(tx, user, subject.id, 'autoExam.editBoxes', true);
      if (isActive(await repo.lockLatestJob(tx, locked.id))) throw conflict('분할 작업 중에는 상자를 고칠 수 없습니다. 끝난 뒤에 다시 시도하세요.');
      const current = await repo.boxesOf(tx, locked.id);
      const currentById = new Map(current.map((b) => [b.id, b]));
      checkBoxes(body.boxes, pages, currentById);
      const questions = await repo.questionsWithMarks(tx, locked.id, user.uid);
      const links = await questionsForEdit(tx, locked, body.boxes, linksBefore(current, questions));
      const heads = await headsFor(tx, locked.id, body.boxes, links);
      const keptIds = new Set(body.boxes.flatMap((b) => (b.id === undefined ? [] : [b.id])));
      replaced = await repo.deleteBoxes(tx, locked.id, current.filter((b) => !keptIds.has(b.id)).map((b) => b.id));
      const fresh: repo.NewDividedImage[] = [];
      for (const b of body.boxes) {
        const [x0, y0, x1, y1] = b.box;
        const values = { kind: b.kind, number: b.number, section: b.section, part: b.part, page: b.page, x0, y0, x1, y1, ...linkOf(b, links, heads) };
        const row = b.id === undefined ? undefined : currentById.get(b.id);
        if (!row) fresh.push({ ...values, exam_subject_id: locked.id, auto: false, image_key: cutOf.get(b) ?? null });
        else if (changed(b, row)) {
          // Cut from the coordinates read before the transaction; if another edit came between, cut again when asked.
          const basis = beforeById.get(row.id);
          const same = !!basis && basis.page === row.page && basis.x0 === row.x0 && basis.y0 === row.y0 && basis.x1 === row.x1 && basis.y1 === row.y1;
          if (row.image_key) replaced.push(row.image_key);
          await repo.updateBox(tx, row.id, { ...values, auto: false, image_key: same ? (cutOf.get(b) ?? null) : null });
        } else if (row.question_id !== values.question_id || row.head_id !== values.head_id) {
          await repo.updateBox(tx, row.id, { question_id: values.question_id, head_id: values.head_id });
        }
      }
      await repo.insertBoxes(tx, fresh);
    });
  } catch (error) {
    await removeQuietly(deps.storage, cut.filter((k): k is string => k !== null));
    throw error;
  }
  await removeQuietly(deps.storage, replaced);
  return stateOf(deps.db, subject.id, user.uid);
}

// ---- the images ----

type ImageKind = 'question' | 'choice' | 'passage';
type QuestionImageBody = z.output<typeof QuestionImageBodySchema>;

/** The boxes of one question's images of a kind: its parts, its choices ①-⑤, or the passages over it. */
async function boxesFor(db: DbOrTx, examSubjectId: number, kind: ImageKind, number: string, section: string) {
  const rows = await repo.boxesOfKind(db, examSubjectId, kind, section);
  if (kind === 'question') return rows.filter((b) => b.number === number);
  if (kind === 'choice') return rows.filter((b) => questionNumberOf(b) === number).sort((a, b) => Number(a.number.split('.')[1]) - Number(b.number.split('.')[1]));
  const n = Number(number);
  return rows.filter((b) => {
    const range = passageRange(b.number);
    return !!range && range[0] <= n && n <= range[1];
  });
}

/** The crop of a box: the stored one, else cut now from its page render. */
async function cropOf(deps: Deps, box: repo.DividedImageRow, pages: repo.SplitPageRow[]): Promise<Buffer> {
  if (box.image_key) {
    const stored = await readStored(deps.storage, box.image_key).catch(() => null);
    if (stored) return stored;
  }
  const page = pages.find((p) => p.page === box.page);
  if (!page) throw notFound(`${box.page}쪽 이미지`);
  const [key] = await cropAndStore(deps.storage, page, [[box.x0, box.y0, box.x1, box.y1]]);
  await repo.updateBox(deps.db, box.id, { image_key: key });
  return readStored(deps.storage, key);
}

/**
 * POST divided_image/get_q_image, get_c_images, get_s_image: the crops of a question (one per part; 404 when
 * the question has no box), of its choices, or of the passages over it (both may be empty), as PNG data URLs.
 */
export async function questionImages(deps: Deps, user: AuthUser, body: QuestionImageBody, kind: ImageKind) {
  await requireSubject(deps.db, user, body.exam_subject_id, 'autoExam.read');
  const section = body.section ?? 'common';
  const boxes = await boxesFor(deps.db, body.exam_subject_id, kind, body.question_number, section);
  if (kind === 'question' && !boxes.length) throw notFound(`문항 ${body.question_number}의 이미지`, 'body.question_number');
  const pages = boxes.length ? await repo.pagesOf(deps.db, body.exam_subject_id) : [];
  const images = [];
  for (const b of boxes) {
    const { box, kind: k, ...rest } = presentBox(b);
    images.push({ id: rest.id, kind: k, number: rest.number, part: rest.part, page: rest.page, box, image: pngDataUrl(await cropOf(deps, b, pages)) });
  }
  return { images };
}

/** GET question_all_image/png: the stored render of a page (by number, or the page where a question starts) as PNG. */
export async function pageImage(deps: Deps, user: AuthUser, reply: FastifyReply, q: z.output<typeof PageImageQuerySchema>) {
  await requireSubject(deps.db, user, q.exam_subject_id, 'autoExam.read');
  let page = q.page;
  if (page === undefined) {
    if (q.question_number === undefined) throw badRequest('query.question_number', 'query.question_number: 문항 번호나 페이지(page)를 보내세요.');
    const [first] = await boxesFor(deps.db, q.exam_subject_id, 'question', q.question_number, q.section ?? 'common');
    if (!first) throw notFound(`문항 ${q.question_number}`, 'query.question_number');
    page = first.page;
  }
  const row = (await repo.pagesOf(deps.db, q.exam_subject_id)).find((p) => p.page === page);
  if (!row) throw notFound(`${page}쪽 이미지`, 'query.page');
  const { stream, size } = await deps.storage.open(row.image_key);
  return sendStream(reply, stream, { type: 'image/png', length: size, cache: 'private, no-cache' });
}
