/**
 * The dialog that resolves a reconciliation mismatch, as a machine (@xstate/react drives it): closed, editing (the
 * note, which must pass the contract), sending, and back to editing with the server's refusal or closed once the
 * resolution is recorded.
 */
import { assign, fromPromise, setup } from 'xstate';
import { ReconcileResolveBodySchema, type ReconcileResolveBody } from '../../../api/store/admin-payments';

/** The mismatch being resolved: its run, its order and Toss's orderId (for the dialog's title). */
export interface ResolveTarget {
  reconciliation_id: number;
  order: number;
  order_id: string;
}

/** The note's message, or a refusal that names no field. */
export interface ResolveErrors {
  note?: string;
  form?: string;
}

export interface ResolveContext {
  target: ResolveTarget | null;
  note: string;
  errors: ResolveErrors;
}

export type ResolveEvent = { type: 'OPEN'; target: ResolveTarget } | { type: 'NOTE'; note: string } | { type: 'SUBMIT' } | { type: 'CLOSE' };

/** The note's problem before sending (undefined: it may be sent). */
export function noteError(note: string): string | undefined {
  const parsed = ReconcileResolveBodySchema.shape.note.safeParse(note);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? '해결 내용을 입력하세요.');
}

/** The resolve dialog (see the file comment). */
export const resolveMismatchMachine = setup({
  types: { context: {} as ResolveContext, events: {} as ResolveEvent },
  actors: {
    /** Sends the resolution; the screen provides it (the mutation and the reading of a refusal). */
    send: fromPromise<unknown, ReconcileResolveBody>(async () => undefined),
  },
  guards: {
    noteGiven: ({ context }) => noteError(context.note) === undefined,
  },
}).createMachine({
  id: 'resolveMismatch',
  context: { target: null, note: '', errors: {} },
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: { target: 'editing', actions: assign(({ event }) => ({ target: event.target, note: '', errors: {} })) } },
    },
    editing: {
      on: {
        NOTE: { actions: assign(({ event }) => ({ note: event.note, errors: {} })) },
        SUBMIT: [{ guard: 'noteGiven', target: 'sending' }, { actions: assign(({ context }) => ({ errors: { note: noteError(context.note) } })) }],
        CLOSE: 'closed',
      },
    },
    sending: {
      invoke: {
        src: 'send',
        input: ({ context }) => ({ reconciliation_id: context.target!.reconciliation_id, order: context.target!.order, note: context.note.trim() }),
        onDone: { target: 'closed', actions: assign({ target: null, note: '', errors: {} }) },
        onError: { target: 'editing', actions: assign({ errors: ({ event }) => (event.error as { errors?: ResolveErrors }).errors ?? { form: (event.error as Error).message } }) },
      },
    },
  },
});
