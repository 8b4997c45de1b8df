/**
 * The splitting-job queue and runner (issue 9 point 5): an uploaded paper is split outside the request in a
 * worker thread with progress, a paper that is not a PDF inside fails with a reason and can be retried, a job
 * whose instance died (lease expired) is picked up again, and two instances never claim the same job.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EXAM_TYPE } from '../../src/api/codes';
import { SPLIT_JOB_STATE } from '../../src/machines/split-job.machine';
import { demoExamPaper } from '../../server/db/seed/digitise';
import { dividedImages, examSubjects, questionHeads, questions, splitJobs, splitPages, transitionLog } from '../../server/db/schema';
import { claimJob } from '../../server/features/digitise/split-jobs.queue';
import { splitWorkerEntry, startSplitRunner, type SplitRunner } from '../../server/features/digitise/split-jobs';
import { buildTestApp, loginAs, withToken, type TestApp } from '../helpers/app';
import { userId } from '../helpers/factories';
import { field, file, multipart } from '../helpers/uploads';

const S = SPLIT_JOB_STATE;
let t: TestApp;
let pdf: Buffer;
let runner: SplitRunner | null = null;

beforeAll(async () => {
  t = await buildTestApp();
  pdf = await demoExamPaper({ pages: 2 });
});
afterEach(async () => {
  await runner?.stop();
  runner = null;
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.deps.db;

/** An AI exam subject entered by level 1 and reviewed by level 3. */
async function aiSubject(name: string) {
  const [row] = await db()
    .insert(examSubjects)
    .values({
      name,
      school_type: 3,
      grade_id: 3,
      subject_type_id: 3,
      subject_code_name: 'MATH1',
      type: EXAM_TYPE.ai.code,
      year: 2025,
      user_id: await userId(db(), 'level1@demo.local'),
      admin_id: await userId(db(), 'level3@demo.local'),
    })
    .returning();
  return row;
}

/** A job written straight to the queue with the given bytes as its paper. */
async function queued(examSubjectId: number, bytes: Buffer, values: Partial<typeof splitJobs.$inferInsert> = {}) {
  const stored = await t.app.deps.storage.save('digitise', 'paper.pdf', Readable.from([bytes]));
  const [job] = await db()
    .insert(splitJobs)
    .values({ exam_subject_id: examSubjectId, file_key: stored.key, file_name: '시험지.pdf', content_type: 'application/pdf', ...values })
    .returning();
  return job;
}

const jobRow = async (id: number) => (await db().select().from(splitJobs).where(eq(splitJobs.id, id)))[0];
const events = async (id: number) =>
  (await db().select().from(transitionLog).where(and(eq(transitionLog.entity, 'split_job'), eq(transitionLog.entity_id, String(id)))).orderBy(asc(transitionLog.id))).map((r) => r.event);

/** Waits until the job reaches a settled state, noting every (state, pages_done, pages_total) seen on the way. */
async function settle(id: number, timeoutMs = 60_000) {
  const seen: { state: number; done: number; total: number }[] = [];
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await jobRow(id);
    seen.push({ state: row.state, done: row.pages_done, total: row.pages_total });
    if (row.state === S.done.code || row.state === S.failed.code) return { row, seen };
    if (Date.now() > until) throw new Error(`job ${id} still in state ${row.state}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const start = () => (runner = startSplitRunner(t.app.deps, { workers: 1, pollMs: 100, leaseMs: 10_000, progressMs: 0 }));

describe('the splitting worker', () => {
  it('runs from the TypeScript sources in a worker thread with the tsx loader', () => {
    const entry = splitWorkerEntry();
    expect(entry?.filename).toMatch(/split-worker\.ts$/);
    expect(entry?.execArgv).toEqual(['--import', 'tsx']);
  });
});

describe('a splitting job', () => {
  it('runs to done with progress, without blocking the event loop, and fills pages, boxes, questions and passages', async () => {
    const subject = await aiSubject('작업 완료 시험');
    const body = multipart([field('exam_subject_id', subject.id), file('시험지.pdf', 'application/pdf', pdf)]);
    const res = await t.app.inject(withToken(await loginAs(t.app, 4), { method: 'POST', url: '/api/v2/exam/divided_image/reset', payload: body.payload, headers: body.headers }));
    expect(res.statusCode, res.body).toBe(200);
    const job = res.json().job;
    expect(job.state).toBe(S.queued.code);

    let worstLag = 0;
    let last = Date.now();
    const lag = setInterval(() => {
      worstLag = Math.max(worstLag, Date.now() - last - 10);
      last = Date.now();
    }, 10);
    start();
    const { row, seen } = await settle(job.id);
    clearInterval(lag);

    expect(row.state, row.error ?? '').toBe(S.done.code);
    expect(row.pages_total).toBe(2);
    expect(row.pages_done).toBe(2);
    expect(row.locked_by).toBeNull();
    expect(seen.some((s) => s.state === S.running.code && s.total === 2 && s.done < 2)).toBe(true);
    // The event loop kept answering while pages were split and rendered in the worker thread.
    expect(worstLag).toBeLessThan(400);
    expect(await events(job.id)).toEqual(['CLAIM', 'FINISH']);

    const pages = await db().select().from(splitPages).where(eq(splitPages.exam_subject_id, subject.id));
    expect(pages.map((p) => p.page).sort()).toEqual([1, 2]);
    const boxes = await db().select().from(dividedImages).where(eq(dividedImages.exam_subject_id, subject.id));
    const questionBoxes = boxes.filter((b) => b.kind === 'question');
    const numbers = new Set(questionBoxes.map((b) => b.number));
    expect(numbers.size).toBeGreaterThanOrEqual(10);
    expect(boxes.every((b) => b.image_key !== null && b.auto)).toBe(true);
    expect(boxes.filter((b) => b.kind !== 'passage').every((b) => b.question_id !== null)).toBe(true);
    const qs = await db().select().from(questions).where(eq(questions.exam_subject_id, subject.id)).orderBy(asc(questions.question_index));
    expect(qs.map((q) => q.question_index)).toEqual(Array.from({ length: numbers.size }, (_, i) => i + 1));
    const [counted] = await db().select({ n: examSubjects.question_count }).from(examSubjects).where(eq(examSubjects.id, subject.id));
    expect(counted.n).toBe(numbers.size);
    // The passage [3～4] is a head over questions 3 and 4, and its box points at it.
    const heads = await db().select().from(questionHeads).where(eq(questionHeads.exam_subject_id, subject.id));
    expect(heads.map((h) => [h.start_index, h.end_index])).toEqual([[3, 4]]);
    expect(boxes.find((b) => b.kind === 'passage')?.head_id).toBe(heads[0].id);
    expect(qs.filter((q) => q.head_question_id === heads[0].id).map((q) => q.question_index)).toEqual([3, 4]);
    // Questions with choice boxes are multiple choice, the others 단답형 (subjective).
    const withChoices = new Set(boxes.filter((b) => b.kind === 'choice').map((b) => b.question_id));
    expect(qs.every((q) => (withChoices.has(q.id) ? q.question_type === 1 : q.question_type === 2))).toBe(true);
  });

  it('fails with a Korean reason when the paper is not a PDF inside, and runs again after a retry', async () => {
    const subject = await aiSubject('작업 실패 시험');
    const job = await queued(subject.id, Buffer.from('%PDF-1.4\n이것은 PDF가 아닙니다'));
    start();
    const failed = (await settle(job.id)).row;
    expect(failed.state).toBe(S.failed.code);
    expect(failed.error).toMatch(/^PDF를 열 수 없습니다: /);
    expect(failed.attempts).toBe(1);
    expect(failed.locked_by).toBeNull();

    // The state call shows why, and the split is retried without a file (JSON).
    const state = await t.app.inject(withToken(await loginAs(t.app, 4), { method: 'GET', url: `/api/v2/exam/divided_image/state?exam_subject_id=${subject.id}` }));
    expect(state.json().job).toMatchObject({ id: job.id, state: S.failed.code, error: failed.error, attempts: 1 });
    await writeFile(path.join(t.app.deps.env.storageDir, job.file_key), pdf);
    const retry = await t.app.inject(withToken(await loginAs(t.app, 4), { method: 'POST', url: '/api/v2/exam/divided_image/reset', payload: { exam_subject_id: subject.id } }));
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().job).toMatchObject({ id: job.id, state: S.queued.code, error: null });
    const done = (await settle(job.id)).row;
    expect(done.state, done.error ?? '').toBe(S.done.code);
    expect(done.attempts).toBe(1);
    expect(await events(job.id)).toEqual(['CLAIM', 'FAIL', 'RETRY', 'CLAIM', 'FINISH']);
  });

  it('is picked up again when the instance that held it died (its lease ran out)', async () => {
    const subject = await aiSubject('작업 재개 시험');
    const job = await queued(subject.id, pdf, { state: S.running.code, locked_by: 'dead-instance', locked_until: new Date(Date.now() - 1000), pages_total: 2, pages_done: 1 });
    start();
    const { row } = await settle(job.id);
    expect(row.state, row.error ?? '').toBe(S.done.code);
    expect(await events(job.id)).toEqual(['RELEASE', 'CLAIM', 'FINISH']);
    expect((await db().select().from(splitPages).where(eq(splitPages.exam_subject_id, subject.id))).length).toBe(2);
  });

  it('is claimed by one of two instances claiming at once, never both', async () => {
    const subject = await aiSubject('동시 요청 시험');
    for (let round = 0; round < 3; round++) {
      const job = await queued(subject.id, pdf);
      const claims = await Promise.all([claimJob(db(), 'instance-a', 10_000), claimJob(db(), 'instance-b', 10_000)]);
      const winners = claims.filter((c) => c !== null);
      expect(winners).toHaveLength(1);
      expect(winners[0]!.id).toBe(job.id);
      expect((await jobRow(job.id)).locked_by).toBe(winners[0]!.locked_by);
      expect(await events(job.id)).toEqual(['CLAIM']);
      await db().delete(splitJobs).where(eq(splitJobs.id, job.id));
    }
  });

  it('is given back to the queue when its instance stops mid-job', async () => {
    const subject = await aiSubject('작업 중단 시험');
    const job = await queued(subject.id, pdf);
    start();
    for (let i = 0; i < 400 && (await jobRow(job.id)).state !== S.running.code; i++) await new Promise((r) => setTimeout(r, 10));
    await runner!.stop();
    runner = null;
    const row = await jobRow(job.id);
    expect(row.state).toBe(S.queued.code);
    expect(row.locked_by).toBeNull();
    expect(await events(job.id)).toEqual(['CLAIM', 'RELEASE']);
  });
});
