/**
 * Uploaded test-paper lifecycle (spec section 4, "Test-paper states"): 1 review requested, 2 rejected,
 * 3 approved. Reviewers change the state from the test-paper screen.
 *
 * Decisions where the spec is open: every state can be reached from every other by one reviewer
 * action (APPROVE, REJECT, REOPEN back to requested), because reviewers correct their own mistakes;
 * no state is final, and sending an event that would not change the state is refused. A rejection tells
 * the uploader why: REJECT carries a reason, and the guard `hasReason` refuses it without one (issue 12).
 * Only an approved paper may feed the question bank (tag `bankable`).
 */
import { setup } from 'xstate';
import { key, snapshotOf } from './lifecycle';
import { TEST_PAPER_STATE } from './test-paper.states';

/** The state codes, labels and event names live apart from the machine (test-paper.states.ts), for the pages that load no xstate. */
export { TEST_PAPER_EVENTS, TEST_PAPER_STATE } from './test-paper.states';

/** An event with the facts its guards read: REJECT needs a non-blank `reason`. */
export type TestPaperEvent = { type: 'APPROVE' } | { type: 'REOPEN' } | { type: 'REJECT'; reason?: string };

/** What a state allows: `bankable` papers may become a school exam of the question bank. */
export type TestPaperTag = 'bankable';

const T = TEST_PAPER_STATE;

export const testPaperMachine = setup({
  types: { events: {} as TestPaperEvent, tags: {} as TestPaperTag },
  guards: {
    /** A reason is given (not blank). */
    hasReason: ({ event }) => ('reason' in event ? (event.reason ?? '') : '').trim().length > 0,
  },
}).createMachine({
  id: 'testPaper',
  initial: key(T.requested),
  states: {
    [key(T.requested)]: { on: { APPROVE: key(T.approved), REJECT: { target: key(T.rejected), guard: 'hasReason' } } },
    [key(T.rejected)]: { on: { APPROVE: key(T.approved), REOPEN: key(T.requested) } },
    [key(T.approved)]: { tags: ['bankable'], on: { REJECT: { target: key(T.rejected), guard: 'hasReason' }, REOPEN: key(T.requested) } },
  },
});

/** Whether a stored state has a tag (e.g. whether a paper of state 3 is `bankable`). */
export const testPaperHasTag = (code: number, tag: TestPaperTag): boolean => snapshotOf(testPaperMachine, String(code)).hasTag(tag);
