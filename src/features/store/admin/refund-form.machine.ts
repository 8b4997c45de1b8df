/**
 * The refund form of one order as a machine (@xstate/react drives it): editing (amount and reason), confirming
 * (the amount and the buyer named, nothing sent yet), sending, and back to editing with the server's answer.
 * It asks the order machine (src/machines/order.machine.ts) whether the REFUND would be taken for the amount and
 * the balance before it lets the form reach the confirmation; the reason must pass the contract. One
 * idempotency key per refund meant: kept through a failed send (a retry refunds once) and renewed after a
 * refund went through.
 */
import { assign, fromPromise, setup } from 'xstate';
import { RefundBodySchema, type RefundBody } from '../../../api/store/admin-payments';
import { canSend } from '../../../machines/lifecycle';
import { orderMachine } from '../../../machines/order.machine';
import { newRefundKey, refundAmountError } from './admin-payments.rules';

/** The fields of the form with their messages. */
export interface RefundFormErrors {
  amount?: string;
  reason?: string;
  /** A refusal that names no field (Toss refused, the order changed meanwhile). */
  form?: string;
}

export interface RefundFormContext {
  orderId: number;
  /** The order's stored state (code) and what is left to refund. */
  state: number;
  balance: number;
  /** Won to refund; null = everything left. */
  amount: number | null;
  reason: string;
  key: string;
  errors: RefundFormErrors;
}

export type RefundFormEvent =
  | { type: 'AMOUNT'; amount: number | null }
  | { type: 'REASON'; reason: string }
  | { type: 'CHECK' }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  /** The order was refetched: its state and balance. */
  | { type: 'SYNC'; state: number; balance: number };

/** The amount a refund would move: the one typed, or everything left. */
export const refundAmountOf = (c: Pick<RefundFormContext, 'amount' | 'balance'>) => c.amount ?? c.balance;

/** The form's problems before sending (none: it may go to the confirmation). */
export function refundFormErrors(c: RefundFormContext): RefundFormErrors {
  const errors: RefundFormErrors = {};
  const amountError = refundAmountError(c.amount, c.balance);
  if (amountError) errors.amount = amountError;
  const reason = RefundBodySchema.shape.reason.safeParse(c.reason);
  if (!reason.success) errors.reason = reason.error.issues[0]?.message ?? '환불 사유를 입력하세요.';
  if (!errors.amount && !canSend(orderMachine, String(c.state), { type: 'REFUND', amount: refundAmountOf(c), balance: c.balance })) errors.form = '지금 상태의 주문은 환불할 수 없습니다.';
  return errors;
}

/** The server's refusal as the form's errors (a field it names, else above the form). */
export type RefusalReader = (error: unknown) => RefundFormErrors;

/** The refund form (see the file comment). */
export const refundFormMachine = setup({
  types: {
    context: {} as RefundFormContext,
    events: {} as RefundFormEvent,
    input: {} as { orderId: number; state: number; balance: number },
  },
  actors: {
    /** Sends the refund; the screen provides it (the mutation, its notification and the refusal's reading). */
    send: fromPromise<unknown, RefundBody>(async () => undefined),
  },
  guards: {
    valid: ({ context }) => Object.keys(refundFormErrors(context)).length === 0,
  },
}).createMachine({
  id: 'refundForm',
  context: ({ input }) => ({ ...input, amount: null, reason: '', key: newRefundKey(), errors: {} }),
  initial: 'editing',
  on: { SYNC: { actions: assign(({ event }) => ({ state: event.state, balance: event.balance })) } },
  states: {
    editing: {
      on: {
        AMOUNT: { actions: assign(({ event, context }) => ({ amount: event.amount, errors: { ...context.errors, amount: undefined, form: undefined } })) },
        REASON: { actions: assign(({ event, context }) => ({ reason: event.reason, errors: { ...context.errors, reason: undefined, form: undefined } })) },
        CHECK: [{ guard: 'valid', target: 'confirming', actions: assign({ errors: {} }) }, { actions: assign({ errors: ({ context }) => refundFormErrors(context) }) }],
      },
    },
    confirming: {
      on: { BACK: 'editing', CONFIRM: 'sending' },
    },
    sending: {
      invoke: {
        src: 'send',
        input: ({ context }) => ({ id: context.orderId, amount: context.amount ?? undefined, reason: context.reason.trim(), idempotency_key: context.key }),
        onDone: { target: 'editing', actions: assign({ amount: null, reason: '', key: () => newRefundKey(), errors: {} }) },
        onError: { target: 'editing', actions: assign({ errors: ({ event }) => (event.error as { errors?: RefundFormErrors }).errors ?? { form: (event.error as Error).message } }) },
      },
    },
  },
});
