/**
 * The splitting-job queue in the database (issue 9 point 5), usable by any number of server instances on
 * PGlite or PostgreSQL: a waiting job is claimed with `FOR UPDATE SKIP LOCKED` in a short transaction and
 * leased to one instance (locked_by, locked_until, renewed while it works); a lease that ran out (its instance
 * died) is released back to waiting by any instance; a finished job writes its pages, boxes, crops, questions
 * and passages in one transaction, a failed one its reason. Every state change goes through the split-job
 * machine (applyTransition), with an audit row.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import { labelOf } from '../../../src/machines/lifecycle';
import { SPLIT_JOB_STATE, splitJobMachine, type SplitJobEvent } from '../../../src/machines/split-job.machine';
import { splitJobs } from '../../db/schema';
import type { Db, DbOrTx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { applyTransition } from '../../core/transitions';
import { removeQuietly, storePng } from './crops';
import { headsFor, linkOf, questionsForSplit } from './images.links';
import * as repo from './images.repository';
import type { SplitOutcome } from './split-worker';

const S = SPLIT_JOB_STATE;
const stateLabel = (s: string) => labelOf(SPLIT_JOB_STATE, Number(s));

/** Applies a split-job event to a locked job row; returns the new state code. */
export async function transitionJob(tx: DbOrTx, job: repo.SplitJobRow, event: SplitJobEvent, userId: number | null): Promise<number> {
  const to = await applyTransition({
    tx,
    machine: splitJobMachine,
    entity: repo.JOB_ENTITY,
    entityId: job.id,
    current: String(job.state),
    event,
    userId,
    reason: event.type === 'FAIL' ? event.reason : null,
    label: stateLabel,
  });
  return Number(to);
}

/** Whether a locked row is still this instance's running job (a released and re-claimed job is not). */
const stillMine = (job: repo.SplitJobRow | null, instanceId: string): job is repo.SplitJobRow => !!job && job.state === S.running.code && job.locked_by === instanceId;

/** Claims the oldest waiting job for `instanceId` with a lease of `leaseMs`; null when none is waiting (or all are being claimed). */
export async function claimJob(db: Db, instanceId: string, leaseMs: number): Promise<repo.SplitJobRow | null> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(splitJobs).where(eq(splitJobs.state, S.queued.code)).orderBy(asc(splitJobs.id)).limit(1).for('update', { skipLocked: true });
    if (!job) return null;
    const state = await transitionJob(tx, job, { type: 'CLAIM' }, null);
    return repo.updateJob(tx, job.id, { state, locked_by: instanceId, locked_until: new Date(Date.now() + leaseMs), pages_done: 0, error: null });
  });
}

/** Extends this instance's lease on a running job; false when the job is no longer its own. */
export async function renewLease(db: Db, jobId: number, instanceId: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(splitJobs)
    .set({ locked_until: new Date(Date.now() + leaseMs) })
    .where(and(eq(splitJobs.id, jobId), eq(splitJobs.state, S.running.code), eq(splitJobs.locked_by, instanceId)))
    .returning({ id: splitJobs.id });
  return rows.length > 0;
}

/** Records progress of this instance's running job. */
export async function recordProgress(db: Db, jobId: number, instanceId: string, done: number, total: number): Promise<void> {
  await db
    .update(splitJobs)
    .set({ pages_done: done, pages_total: total, update_time: new Date() })
    .where(and(eq(splitJobs.id, jobId), eq(splitJobs.state, S.running.code), eq(splitJobs.locked_by, instanceId)));
}

/** Puts running jobs whose lease ran out back in the queue (RELEASE); returns how many. */
export async function releaseExpired(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .select()
      .from(splitJobs)
      .where(and(eq(splitJobs.state, S.running.code), lt(splitJobs.locked_until, now)))
      .for('update', { skipLocked: true });
    for (const job of expired) {
      const state = await transitionJob(tx, job, { type: 'RELEASE' }, null);
      await repo.updateJob(tx, job.id, { state, locked_by: null, locked_until: null });
    }
    return expired.length;
  });
}

/** Gives this instance's running job back to the queue at once (the instance is stopping). */
export async function releaseJob(db: Db, jobId: number, instanceId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await repo.lockJob(tx, jobId);
    if (!stillMine(job, instanceId)) return;
    const state = await transitionJob(tx, job, { type: 'RELEASE' }, null);
    await repo.updateJob(tx, job.id, { state, locked_by: null, locked_until: null });
  });
}

/** Records a failure of this instance's running job with its reason (FAIL); attempts counts it. */
export async function failJob(db: Db, jobId: number, instanceId: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await repo.lockJob(tx, jobId);
    if (!stillMine(job, instanceId)) return;
    const state = await transitionJob(tx, job, { type: 'FAIL', reason }, null);
    await repo.updateJob(tx, job.id, { state, error: reason, attempts: job.attempts + 1, locked_by: null, locked_until: null, finished_time: new Date() });
  });
}

/** Stores PNGs one by one, noting each key in `stored` (so that a failure can remove them); returns the keys. */
async function storeEach(deps: Deps, pngs: Uint8Array[], stored: string[]): Promise<string[]> {
  const keys: string[] = [];
  for (const png of pngs) {
    const key = await storePng(deps.storage, png);
    stored.push(key);
    keys.push(key);
  }
  return keys;
}

/**
 * Stores what a job produced and FINISHes it: page renders and crops go to storage first; then, in one
 * transaction, the pages and boxes of the exam subject are replaced, its questions and passages follow the
 * paper, and the job is done. Files replaced are removed after the commit; the new ones again if it fails or
 * the job is no longer this instance's. Returns whether the result was kept.
 */
export async function finishJob(deps: Deps, jobId: number, instanceId: string, outcome: Extract<SplitOutcome, { ok: true }>): Promise<boolean> {
  const stored: string[] = [];
  let replaced: string[] = [];
  try {
    const pageKeys = await storeEach(deps, outcome.pages.map((p) => p.png), stored);
    const cropKeys = await storeEach(deps, outcome.crops, stored);
    const kept = await deps.db.transaction(async (tx) => {
      const job = await repo.lockJob(tx, jobId);
      if (!stillMine(job, instanceId)) return false;
      const subject = await repo.lockAiSubject(tx, job.exam_subject_id);
      if (!subject) return false;
      const oldPages = await repo.replacePages(
        tx,
        subject.id,
        outcome.pages.map((p, i) => ({ exam_subject_id: subject.id, page: p.page, width: p.width, height: p.height, image_key: pageKeys[i], scale: p.scale })),
      );
      const oldCrops = await repo.deleteBoxes(tx, subject.id);
      const { items } = outcome.result;
      const links = await questionsForSplit(tx, subject, items);
      const heads = await headsFor(tx, subject.id, items, links);
      await repo.insertBoxes(
        tx,
        items.map((item, i) => {
          const [x0, y0, x1, y1] = item.box;
          return { exam_subject_id: subject.id, kind: item.kind, number: item.number, section: item.section, part: item.part, page: item.page, x0, y0, x1, y1, image_key: cropKeys[i] ?? null, auto: true, ...linkOf(item, links, heads) };
        }),
      );
      const state = await transitionJob(tx, job, { type: 'FINISH' }, null);
      const total = outcome.result.pages.length;
      await repo.updateJob(tx, job.id, { state, result: outcome.result, pages_total: total, pages_done: total, error: null, locked_by: null, locked_until: null, finished_time: new Date() });
      replaced = [...oldPages, ...oldCrops];
      return true;
    });
    if (!kept) await removeQuietly(deps.storage, stored);
    else await removeQuietly(deps.storage, replaced);
    return kept;
  } catch (error) {
    await removeQuietly(deps.storage, stored);
    throw error;
  }
}
