/**
 * Use cases of staging exams and sample questions (spec sections 3, 4 and 7). Reported questions are
 * hidden from everyone but the master (spec section 4); excluded questions are never offered.
 */
import type { z } from 'zod';
import type {
  QuestionSampleBodySchema,
  QuestionSampleListQuerySchema,
  QuestionSampleUpdateBodySchema,
  QuestionSelectQuerySchema,
  StagingExamBodySchema,
  StagingExamListQuerySchema,
  StagingExamUpdateBodySchema,
  StagingQuestionBodySchema,
  StagingSequenceBodySchema,
} from '../../../src/api/question-bank/staging-samples';
import type { AuthUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../core/errors';
import * as repo from './staging-samples.repository';
import { SORT } from '../../../src/api/codes';
import { canSeeReported } from '../../../src/api/levels';

type In<T extends z.ZodType> = z.output<T>;

/** The signed-in staff member (every route here requires one). */
function me(user: AuthUser | null): AuthUser {
  if (!user) throw unauthorized();
  return user;
}

const iso = <T extends { create_time: Date; update_time: Date }>(row: T) => ({ ...row, create_time: row.create_time.toISOString(), update_time: row.update_time.toISOString() });
const page = <T>({ rows, total }: { rows: T[]; total: number }, p: repo.Paging) => ({ data_list: rows, total, page: p.page, size: p.size });

// ---------------------------------------------------------------- staging exams

/** The staging exam list, filtered, sorted by the arrow (1 ascending, 2 descending; default newest first). */
export async function listStagingExams(deps: Deps, _user: AuthUser | null, input: In<typeof StagingExamListQuerySchema>) {
  const { page: p, size, sort, sort_key, ...filter } = input;
  const dir = sort === SORT.asc ? 'asc' : 'desc';
  const result = await repo.listStagingExams(deps.db, filter, { page: p, size }, { key: sort_key, dir });
  return page({ rows: result.rows.map(iso), total: result.total }, { page: p, size });
}

/** One staging exam with its question count; 404 when there is none. */
export async function getStagingExam(deps: Deps, _user: AuthUser | null, { id }: { id: number }) {
  const row = await repo.findStagingExam(deps.db, id);
  if (!row) throw notFound('스테이징 시험');
  return iso(row);
}

/** Creates an empty staging exam owned by the caller. */
export function createStagingExam(deps: Deps, user: AuthUser | null, input: In<typeof StagingExamBodySchema>) {
  return repo.insertStagingExam(deps.db, { ...input, user_id: me(user).uid });
}

/** Changes the given fields of a staging exam; its questions stay. */
export async function updateStagingExam(deps: Deps, _user: AuthUser | null, input: In<typeof StagingExamUpdateBodySchema>) {
  const { id, ...values } = input;
  const row = await repo.updateStagingExam(deps.db, id, values);
  if (!row) throw notFound('스테이징 시험');
  return row;
}

/** Deletes a staging exam with its question list (the bank questions stay). */
export async function deleteStagingExam(deps: Deps, _user: AuthUser | null, { id }: { id: number }) {
  const row = await repo.deleteStagingExam(deps.db, id);
  if (!row) throw notFound('스테이징 시험');
  return row;
}

// ---------------------------------------------------------------- staging questions

/** The questions of a staging exam in order; a reported question's text is hidden unless the caller is the master. */
export async function listStagingQuestions(deps: Deps, user: AuthUser | null, { id }: { id: number }) {
  const master = canSeeReported(me(user).level);
  if (!(await repo.findStagingExam(deps.db, id))) throw notFound('스테이징 시험');
  const rows = await repo.listStagingQuestions(deps.db, id);
  return { staging_exam_id: id, data_list: rows.map((r) => (r.is_reported && !master ? { ...r, content: '' } : r)) };
}

/** Bank questions to add: excluded ones never, reported ones for the master only. */
export async function searchQuestions(deps: Deps, user: AuthUser | null, input: In<typeof QuestionSelectQuerySchema>) {
  const { page: p, size, ...search } = input;
  const result = await repo.searchBankQuestions(deps.db, { ...search, includeReported: canSeeReported(me(user).level) }, { page: p, size });
  return page(result, { page: p, size });
}

/** Appends a bank question at the end of a staging exam; 409 when it is already in or excluded from the bank. */
export async function addStagingQuestion(deps: Deps, user: AuthUser | null, input: In<typeof StagingQuestionBodySchema>) {
  const master = canSeeReported(me(user).level);
  return deps.db.transaction(async (tx) => {
    if (!(await repo.lockStagingExam(tx, input.staging_exam_id))) throw notFound('스테이징 시험');
    const question = await repo.findBankQuestion(tx, input.question_id);
    if (!question || (question.is_reported && !master)) throw notFound('문항');
    if (question.excluded || question.excluded_state !== 0) throw conflict('제외된 문항은 담을 수 없습니다.', 'body.question_id');
    if (await repo.findStagingQuestionByQuestion(tx, input.staging_exam_id, input.question_id)) {
      throw conflict('이미 이 스테이징 시험에 담긴 문항입니다.', 'body.question_id');
    }
    const sequence = (await repo.lastSequence(tx, input.staging_exam_id)) + 1;
    const row = await repo.insertStagingQuestion(tx, { ...input, sequence });
    await repo.touchStagingExam(tx, input.staging_exam_id);
    return row;
  });
}

/** Removes a question from its staging exam and moves the ones after it up. */
export async function removeStagingQuestion(deps: Deps, _user: AuthUser | null, { id }: { id: number }) {
  return deps.db.transaction(async (tx) => {
    const found = await repo.findStagingQuestion(tx, id);
    if (!found) throw notFound('스테이징 문항');
    await repo.lockStagingExam(tx, found.staging_exam_id);
    const row = await repo.findStagingQuestion(tx, id);
    if (!row) throw notFound('스테이징 문항');
    await repo.deleteStagingQuestion(tx, id);
    await repo.closeSequenceGap(tx, row.staging_exam_id, row.sequence);
    await repo.touchStagingExam(tx, row.staging_exam_id);
    return { id };
  });
}

/** Stores a full new order; 400 on `body.question_ids` unless it lists exactly the exam's questions, once each. */
export async function updateSequence(deps: Deps, _user: AuthUser | null, input: In<typeof StagingSequenceBodySchema>) {
  return deps.db.transaction(async (tx) => {
    if (!(await repo.lockStagingExam(tx, input.staging_exam_id))) throw notFound('스테이징 시험');
    const stored = new Set(await repo.stagingQuestionIds(tx, input.staging_exam_id));
    const given = new Set(input.question_ids);
    if (given.size !== input.question_ids.length) throw badRequest('body.question_ids', '같은 문항이 두 번 들어 있습니다.');
    if (given.size !== stored.size || input.question_ids.some((id) => !stored.has(id))) {
      throw badRequest('body.question_ids', `문항 목록이 이 스테이징 시험의 문항(${stored.size}개)과 일치하지 않습니다. 새로고침 후 다시 시도하세요.`);
    }
    await repo.setSequences(tx, input.staging_exam_id, input.question_ids);
    await repo.touchStagingExam(tx, input.staging_exam_id);
    return { id: input.staging_exam_id };
  });
}

// ---------------------------------------------------------------- sample questions

/** Checks that a sample's bank question exists and may be seen by the caller: else 404 naming `body.question_id`. */
async function checkSampleQuestion(deps: Deps, user: AuthUser, questionId: number | null | undefined) {
  if (questionId === null || questionId === undefined) return;
  const question = await repo.findBankQuestion(deps.db, questionId);
  if (!question || (question.is_reported && !canSeeReported(user.level))) throw new AppError(404, 'NOT_FOUND', `${questionId}번 문항을 찾을 수 없습니다.`, 'body.question_id');
}

/** The sample list, optionally of one state and subject, with title search. */
export async function listSamples(deps: Deps, _user: AuthUser | null, input: In<typeof QuestionSampleListQuerySchema>) {
  const { page: p, size, ...filter } = input;
  const result = await repo.listSamples(deps.db, filter, { page: p, size });
  return page({ rows: result.rows.map(iso), total: result.total }, { page: p, size });
}

/** One sample with its full text and linked question. */
export async function getSample(deps: Deps, _user: AuthUser | null, { id }: { id: number }) {
  const row = await repo.findSample(deps.db, id);
  if (!row) throw notFound('샘플 문항');
  return iso(row);
}

/** Creates a sample owned by the caller (state 0 unless given). */
export async function createSample(deps: Deps, user: AuthUser | null, input: In<typeof QuestionSampleBodySchema>) {
  const who = me(user);
  await checkSampleQuestion(deps, who, input.question_id);
  return repo.insertSample(deps.db, { ...input, question_id: input.question_id ?? null, user_id: who.uid });
}

/** Changes the given fields of a sample; `question_id: null` unlinks the question. */
export async function updateSample(deps: Deps, user: AuthUser | null, input: In<typeof QuestionSampleUpdateBodySchema>) {
  const { id, ...values } = input;
  if (!(await repo.findSample(deps.db, id))) throw notFound('샘플 문항');
  await checkSampleQuestion(deps, me(user), values.question_id);
  const row = await repo.updateSample(deps.db, id, values);
  if (!row) throw notFound('샘플 문항');
  return row;
}

/** Deletes a sample. */
export async function deleteSample(deps: Deps, _user: AuthUser | null, { id }: { id: number }) {
  const row = await repo.deleteSample(deps.db, id);
  if (!row) throw notFound('샘플 문항');
  return row;
}
