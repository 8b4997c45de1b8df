/**
 * Uploaded test-paper lifecycle (spec section 4, "Test-paper states"): 1 review requested, 2 rejected,
 * 3 approved. Reviewers change the state from the test-paper screen.
 *
 * Decisions where the spec is open: every state can be reached from every other by one reviewer
 * action (APPROVE, REJECT, REOPEN back to requested), because reviewers correct their own mistakes;
 * no state is final, and sending an event that would not change the state is refused.
 */
import { setup } from 'xstate';
import { key } from './lifecycle';

export const TEST_PAPER_STATE = {
  requested: { code: 1, label: '검토 요청' },
  rejected: { code: 2, label: '반려' },
  approved: { code: 3, label: '승인' },
} as const;

/** Every event of the test-paper machine. */
export const TEST_PAPER_EVENTS = ['APPROVE', 'REJECT', 'REOPEN'] as const;
export type TestPaperEvent = { type: (typeof TEST_PAPER_EVENTS)[number] };

const T = TEST_PAPER_STATE;

export const testPaperMachine = setup({ types: { events: {} as TestPaperEvent } }).createMachine({
  id: 'testPaper',
  initial: key(T.requested),
  states: {
    [key(T.requested)]: { on: { APPROVE: key(T.approved), REJECT: key(T.rejected) } },
    [key(T.rejected)]: { on: { APPROVE: key(T.approved), REOPEN: key(T.requested) } },
    [key(T.approved)]: { on: { REJECT: key(T.rejected), REOPEN: key(T.requested) } },
  },
});
