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
import type { DbOrTx } from '../../core/db';
import { AppError, badRequest, conflict, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import { applyTransition } from '../../core/transitions';
import { labelOf } from '../../../src/machines/lifecycle';
import { SAMPLE_STATE, sampleEventTo, sampleMachine } from '../../../src/machines/sample.machine';
import { EXCLUSION } from '../../../src/machines/exam-subject.machine';
import * as repo from './staging-samples.repository';
import { SORT } from '../../../src/api/codes';
import { QUESTION_BANK_POLICY as policy } from '../../../src/features/question-bank/question-bank.policy';

type In<T extends z.ZodType> = z.output<T>;

/** Whether searches include reported questions for this caller (the master only). */
const seesReported = (user: AuthUser) => policy.allows(actorOf(user), 'bank.seeReported', {});

/** Times as ISO text (assigned onto the row: spreading a driver row into a new object costs far more). */
const iso = <T extends { create_time: Date; update_time: Date }>(row: T) => Object.assign(row, { create_time: row.create_time.toISOString(), update_time: row.update_time.toISOString() }) as Omit<T, 'create_time' | 'update_time'> & { create_time: string; update_time: string };
const page = <T>({ rows, ...total }: { rows: T[]; total: number; total_estimated?: true }, p: repo.Paging) => ({ data_list: rows, ...total, page: p.page, size: p.size });

// ---------------------------------------------------------------- staging exams

/** The staging exam list, filtered, sorted by the arrow (1 ascending, 2 descending; default newest first). */
export async function listStagingExams(deps: Deps, _user: AuthUser, input: In<typeof StagingExamListQuerySchema>) {
  const { page: p, size, sort, sort_key, ...filter } = input;
  const dir = sort === SORT.asc ? 'asc' : 'desc';
  const result = await repo.listStagingExams(deps.db, filter, { page: p, size }, { key: sort_key, dir });
  return page({ ...result, rows: result.rows.map(iso) }, { page: p, size });
}

/** One staging exam with its question count; 404 when there is none. */
export async function getStagingExam(deps: Deps, _user: AuthUser, { id }: { id: number }) {
  const row = await repo.findStagingExam(deps.db, id);
  if (!row) throw notFound('스테이징 시험');
  return iso(row);
}

/** Creates an empty staging exam owned by the caller. */
export function createStagingExam(deps: Deps, user: AuthUser, input: In<typeof StagingExamBodySchema>) {
  return repo.insertStagingExam(deps.db, { ...input, user_id: user.uid });
}

/** Changes the given fields of a staging exam; its questions stay. */
export async function updateStagingExam(deps: Deps, _user: AuthUser, input: In<typeof StagingExamUpdateBodySchema>) {
  const { id, ...values } = input;
  const row = await repo.updateStagingExam(deps.db, id, values);
  if (!row) throw notFound('스테이징 시험');
  return row;
}

/** Deletes a staging exam with its question list (the bank questions stay). */
export async function deleteStagingExam(deps: Deps, _user: AuthUser, { id }: { id: number }) {
  const row = await repo.deleteStagingExam(deps.db, id);
  if (!row) throw notFound('스테이징 시험');
  return row;
}

// ---------------------------------------------------------------- staging questions

/** The questions of a staging exam in order; a reported question's text is hidden unless the caller is the master. */
export async function listStagingQuestions(deps: Deps, user: AuthUser, { id }: { id: number }) {
  if (!(await repo.findStagingExam(deps.db, id))) throw notFound('스테이징 시험');
  const rows = await repo.listStagingQuestions(deps.db, id);
  return { staging_exam_id: id, data_list: rows.map((r) => (policy.allows(actorOf(user), 'bankQuestion.show', r) ? r : { ...r, content: '' })) };
}

/** Bank questions to add: excluded ones never, reported ones for the master only. */
export async function searchQuestions(deps: Deps, user: AuthUser, input: In<typeof QuestionSelectQuerySchema>) {
  const { page: p, size, ...search } = input;
  const result = await repo.searchBankQuestions(deps.db, { ...search, includeReported: seesReported(user) }, { page: p, size });
  return page(result, { page: p, size });
}

/** Appends a bank question at the end of a staging exam; 409 when it is already in or excluded from the bank. */
export async function addStagingQuestion(deps: Deps, user: AuthUser, input: In<typeof StagingQuestionBodySchema>) {
  return deps.db.transaction(async (tx) => {
    if (!(await repo.lockStagingExam(tx, input.staging_exam_id))) throw notFound('스테이징 시험');
    const question = await repo.findBankQuestion(tx, input.question_id);
    if (!question) throw notFound('문항');
    assertAllowed(policy.authorize(actorOf(user), 'bankQuestion.pick', question));
    if (question.excluded || question.excluded_state !== EXCLUSION.included) throw conflict('제외된 문항은 담을 수 없습니다.', 'body.question_id');
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
export async function removeStagingQuestion(deps: Deps, _user: AuthUser, { id }: { id: number }) {
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
export async function updateSequence(deps: Deps, _user: AuthUser, input: In<typeof StagingSequenceBodySchema>) {
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
  if (!question || !policy.allows(actorOf(user), 'bankQuestion.pick', question)) throw new AppError(404, 'NOT_FOUND', `${questionId}번 문항을 찾을 수 없습니다.`, 'body.question_id');
}

/** The sample list, optionally of one state and subject, with title search. */
export async function listSamples(deps: Deps, _user: AuthUser, input: In<typeof QuestionSampleListQuerySchema>) {
  const { page: p, size, ...filter } = input;
  const result = await repo.listSamples(deps.db, filter, { page: p, size });
  return page({ ...result, rows: result.rows.map(iso) }, { page: p, size });
}

/** One sample with its full text and linked question. */
export async function getSample(deps: Deps, _user: AuthUser, { id }: { id: number }) {
  const row = await repo.findSample(deps.db, id);
  if (!row) throw notFound('샘플 문항');
  return iso(row);
}

/**
 * Moves a sample to a requested state through the sample machine, with an audit row (409 when the machine
 * refuses); asking for the state it has is no event. Returns the state to store.
 */
async function moveSample(tx: DbOrTx, id: number, from: number, to: number | undefined, userId: number): Promise<number> {
  const event = to === undefined ? null : sampleEventTo(from, to);
  if (!event) return from;
  const next = await applyTransition({ tx, machine: sampleMachine, entity: 'question_sample', entityId: id, current: String(from), event, userId, label: (s) => labelOf(SAMPLE_STATE, Number(s)) });
  return Number(next);
}

/** Creates a sample owned by the caller: a draft, moved to the state given (if another) by its machine event. */
export async function createSample(deps: Deps, user: AuthUser, input: In<typeof QuestionSampleBodySchema>) {
  await checkSampleQuestion(deps, user, input.question_id);
  const { state, ...values } = input;
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertSample(tx, { ...values, state: SAMPLE_STATE.draft.code, question_id: input.question_id ?? null, user_id: user.uid });
    const stored = await moveSample(tx, row.id, SAMPLE_STATE.draft.code, state, user.uid);
    if (stored !== SAMPLE_STATE.draft.code) await repo.updateSample(tx, row.id, { state: stored });
    return row;
  });
}

/** Changes the given fields of a sample; `question_id: null` unlinks the question; a new state is a machine event. */
export async function updateSample(deps: Deps, user: AuthUser, input: In<typeof QuestionSampleUpdateBodySchema>) {
  const { id, state, ...values } = input;
  if (!(await repo.findSample(deps.db, id))) throw notFound('샘플 문항');
  await checkSampleQuestion(deps, user, values.question_id);
  return deps.db.transaction(async (tx) => {
    const current = await repo.lockSample(tx, id);
    if (!current) throw notFound('샘플 문항');
    const stored = await moveSample(tx, id, current.state, state, user.uid);
    const row = await repo.updateSample(tx, id, { ...values, state: stored });
    if (!row) throw notFound('샘플 문항');
    return row;
  });
}

/** Deletes a sample. */
export async function deleteSample(deps: Deps, _user: AuthUser, { id }: { id: number }) {
  const row = await repo.deleteSample(deps.db, id);
  if (!row) throw notFound('샘플 문항');
  return row;
}
