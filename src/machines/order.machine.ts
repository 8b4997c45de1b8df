/**
 * Order lifecycle (issue 11 point 4): the server creates an order holding its amount (0), the payment window is
 * opened for it (1), Toss's confirm makes it paid (2) or it fails (3); an unpaid order can be cancelled (4); a paid
 * order is refunded in full (5) or in part (it stays paid with a smaller balance until the last won is refunded).
 * An order not paid within its time to live (ORDER_TTL_MINUTES) expires (6): EXPIRE, sent by the confirm that came
 * too late or by the server's job; the customer starts again with a new order.
 *
 * Guards take their facts from the server: `amountMatches` (the amount Toss reports or the browser returns is
 * the one the order holds — anything else is refused and never confirmed), `withinBalance` (a refund is more
 * than 0 and at most what is left), `refundsAll` (it leaves nothing). A failed order may be opened again (the
 * customer retries with another card); a paid, cancelled or refunded order never goes back.
 */
import { setup } from 'xstate';
import { key, snapshotOf } from './lifecycle';
import { ORDER_STATE } from './order.states';

/** The state codes and labels live apart from the machine (order.states.ts), for the pages that load no xstate. */
export { ORDER_STATE, orderStateLabel } from './order.states';

/** Every event of the order machine. */
export const ORDER_EVENTS = ['OPEN', 'CONFIRM', 'FAIL', 'CANCEL', 'REFUND', 'EXPIRE'] as const;
/** The facts each event carries: CONFIRM the amount matched, REFUND the refund and the balance before it. */
export type OrderEvent =
  | { type: 'OPEN' }
  | { type: 'CONFIRM'; amountMatches: boolean }
  | { type: 'FAIL'; reason: string }
  | { type: 'CANCEL' }
  | { type: 'REFUND'; amount: number; balance: number }
  | { type: 'EXPIRE' };

/** `payable`: the payment window may be opened or confirmed; `refundable`: money can go back; `settled`: nothing more happens to it by itself. */
export type OrderTag = 'payable' | 'refundable' | 'settled';

const O = ORDER_STATE;

export const orderMachine = setup({
  types: { events: {} as OrderEvent, tags: {} as OrderTag },
  guards: {
    amountMatches: ({ event }) => event.type === 'CONFIRM' && event.amountMatches,
    hasReason: ({ event }) => event.type === 'FAIL' && event.reason.trim().length > 0,
    withinBalance: ({ event }) => event.type === 'REFUND' && Number.isInteger(event.amount) && event.amount > 0 && event.amount <= event.balance,
    refundsAll: ({ event }) => event.type === 'REFUND' && event.amount === event.balance,
  },
}).createMachine({
  id: 'order',
  initial: key(O.created),
  states: {
    [key(O.created)]: { tags: ['payable'], on: { OPEN: key(O.waiting), CANCEL: key(O.cancelled), EXPIRE: key(O.expired) } },
    [key(O.waiting)]: {
      tags: ['payable'],
      on: { OPEN: key(O.waiting), CONFIRM: { target: key(O.paid), guard: 'amountMatches' }, FAIL: { target: key(O.failed), guard: 'hasReason' }, CANCEL: key(O.cancelled), EXPIRE: key(O.expired) },
    },
    [key(O.paid)]: {
      tags: ['refundable'],
      on: {
        REFUND: [
          { target: key(O.refunded), guard: { type: 'refundsAll' } },
          { target: key(O.paid), guard: 'withinBalance' },
        ],
      },
    },
    [key(O.failed)]: { tags: ['settled'], on: { OPEN: key(O.waiting), CANCEL: key(O.cancelled), EXPIRE: key(O.expired) } },
    [key(O.cancelled)]: { tags: ['settled'], type: 'final' },
    [key(O.refunded)]: { tags: ['settled'], type: 'final' },
    [key(O.expired)]: { tags: ['settled'], type: 'final' },
  },
});

/** Whether a stored order state has a tag. */
export const orderHasTag = (code: number, tag: OrderTag): boolean => snapshotOf(orderMachine, String(code)).hasTag(tag);
