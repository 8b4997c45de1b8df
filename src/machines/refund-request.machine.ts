/**
 * The refund-request lifecycle (README "Store and payment", 청약철회): requested -> APPROVE -> approved (the server
 * refunds the order's balance in the same transaction) or requested -> REJECT -> rejected (guard `hasAnswer`: the
 * customer is told why). Decided requests are final. States and labels: refund-request.states.ts.
 */
import { setup } from 'xstate';
import { snapshotOf } from './lifecycle';
import { REFUND_REQUEST_STATE, type RefundRequestEvent } from './refund-request.states';

export { REFUND_REQUEST_EVENTS, REFUND_REQUEST_STATE, REFUND_REQUEST_STATES, refundRequestLabel, type RefundRequestEvent, type RefundRequestState } from './refund-request.states';

/** `open`: an administrator may still decide it (and no second request for the order may be made). */
export type RefundRequestTag = 'open';

const R = REFUND_REQUEST_STATE;

export const refundRequestMachine = setup({
  types: { events: {} as RefundRequestEvent, tags: {} as RefundRequestTag },
  guards: {
    /** An answer is given (not blank). */
    hasAnswer: ({ event }) => event.type === 'REJECT' && (event.answer ?? '').trim().length > 0,
  },
}).createMachine({
  id: 'refundRequest',
  initial: R.requested.value,
  states: {
    [R.requested.value]: { tags: ['open'], on: { APPROVE: R.approved.value, REJECT: { target: R.rejected.value, guard: 'hasAnswer' } } },
    [R.approved.value]: { type: 'final' },
    [R.rejected.value]: { type: 'final' },
  },
});

/** The state a new request is stored in (the machine's initial state). */
export const REFUND_REQUEST_INITIAL = String(refundRequestMachine.config.initial);

/** Whether a stored request state has a tag (e.g. whether it is still `open`). */
export const refundRequestHasTag = (state: string, tag: RefundRequestTag): boolean => snapshotOf(refundRequestMachine, state).hasTag(tag);
