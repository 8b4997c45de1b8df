/**
 * Splitting-job lifecycle (issue 9, point 5): an uploaded paper waits in the queue (0), is claimed by one
 * instance's worker threads (1), and ends done (2) or failed (3) with a reason.
 *
 * Decisions: a failed job is retried by a person (RETRY, 3 -> 0); a claim whose holder stopped (a server
 * restarted mid-job, its `locked_until` passed) is put back in the queue (RELEASE, 1 -> 0) and picked up
 * again, so nothing is lost; a new upload or a reset of a done job starts a new job (RESTART, 2 -> 0).
 */
import { setup } from 'xstate';
import { key, snapshotOf } from './lifecycle';

export const SPLIT_JOB_STATE = {
  queued: { code: 0, label: '대기 중' },
  running: { code: 1, label: '분할 중' },
  done: { code: 2, label: '완료' },
  failed: { code: 3, label: '실패' },
} as const;

/** Every event of the splitting-job machine. */
export const SPLIT_JOB_EVENTS = ['CLAIM', 'FINISH', 'FAIL', 'RELEASE', 'RETRY', 'RESTART'] as const;
/** FAIL carries the reason shown on the screen; its guard refuses a blank one. */
export type SplitJobEvent = { type: 'CLAIM' } | { type: 'FINISH' } | { type: 'FAIL'; reason: string } | { type: 'RELEASE' } | { type: 'RETRY' } | { type: 'RESTART' };

/** `active`: the job still owes a result (the screen keeps polling); `settled`: done or failed. */
export type SplitJobTag = 'active' | 'settled';

const S = SPLIT_JOB_STATE;

export const splitJobMachine = setup({
  types: { events: {} as SplitJobEvent, tags: {} as SplitJobTag },
  guards: { hasReason: ({ event }) => 'reason' in event && event.reason.trim().length > 0 },
}).createMachine({
  id: 'splitJob',
  initial: key(S.queued),
  states: {
    [key(S.queued)]: { tags: ['active'], on: { CLAIM: key(S.running) } },
    [key(S.running)]: { tags: ['active'], on: { FINISH: key(S.done), FAIL: { target: key(S.failed), guard: 'hasReason' }, RELEASE: key(S.queued) } },
    [key(S.done)]: { tags: ['settled'], on: { RESTART: key(S.queued) } },
    [key(S.failed)]: { tags: ['settled'], on: { RETRY: key(S.queued), RESTART: key(S.queued) } },
  },
});

/** Whether a stored job state has a tag. */
export const splitJobHasTag = (code: number, tag: SplitJobTag): boolean => snapshotOf(splitJobMachine, String(code)).hasTag(tag);
