/**
 * Sample question state (spec section 3, sample questions): 0 draft, 1 in use, 2 retired. Staff change it
 * from the sample form (PUT question_sample with `state`); each change is an event of this machine with an
 * audit row.
 *
 * Decisions where the spec is open: any state can be reached from any other by one event named after its
 * target (USE, RETIRE, REDRAFT), since staff correct their own choices; none is final. Asking for the state
 * a sample already has is not an event (the form sends the state with every save).
 */
import { setup } from 'xstate';
import { key, snapshotOf } from './lifecycle';

/** States of a sample question with the spec's codes and their Korean labels. */
export const SAMPLE_STATE = {
  draft: { code: 0, label: '작성 중' },
  inUse: { code: 1, label: '사용 중' },
  retired: { code: 2, label: '보관' },
} as const;

/** Every event of the sample machine. */
export const SAMPLE_EVENTS = ['USE', 'RETIRE', 'REDRAFT'] as const;
export type SampleEvent = { type: (typeof SAMPLE_EVENTS)[number] };

const P = SAMPLE_STATE;
/** The event that moves a sample to a stored state code. */
const EVENT_TO: Record<number, SampleEvent['type']> = { [P.draft.code]: 'REDRAFT', [P.inUse.code]: 'USE', [P.retired.code]: 'RETIRE' };

/** What a state allows: `public` samples are served to visitors (the sample test of the public /test page). */
export type SampleTag = 'public';

/** The sample machine: one event per target state. */
export const sampleMachine = setup({ types: { events: {} as SampleEvent, tags: {} as SampleTag } }).createMachine({
  id: 'sample',
  initial: key(P.draft),
  states: {
    [key(P.draft)]: { on: { USE: key(P.inUse), RETIRE: key(P.retired) } },
    [key(P.inUse)]: { tags: ['public'], on: { RETIRE: key(P.retired), REDRAFT: key(P.draft) } },
    [key(P.retired)]: { on: { USE: key(P.inUse), REDRAFT: key(P.draft) } },
  },
});

/** The event that asks for a state code, or null when it is the state the sample is in already. */
export function sampleEventTo(from: number, to: number): SampleEvent | null {
  return from === to ? null : { type: EVENT_TO[to] };
}

/** The stored state codes whose state has a tag, for queries (e.g. 'public' -> [1], the in-use state). */
export function sampleCodesTagged(tag: SampleTag): number[] {
  return Object.values(SAMPLE_STATE)
    .filter((s) => snapshotOf(sampleMachine, key(s)).hasTag(tag))
    .map((s) => s.code);
}
