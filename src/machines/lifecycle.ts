/**
 * Pure helpers over any lifecycle machine: the server applies events to stored states with these,
 * the screens ask them which buttons to enable. No DOM, no fetch.
 */
import { transition, type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic, type SnapshotFrom } from 'xstate';

/** The outcome of asking a machine to apply an event to a stored state. */
export type TransitionResult<M extends AnyStateMachine> =
  | { ok: true; from: string; to: string; snapshot: SnapshotFrom<M> }
  | { ok: false; from: string };

/** Rebuilds the snapshot of a stored state (and context, for machines that carry one). */
export function snapshotOf<M extends AnyStateMachine>(machine: M, value: string, context?: unknown): SnapshotFrom<M> {
  return machine.resolveState({ value, context: context ?? machine.config.context }) as SnapshotFrom<M>;
}

/** Applies an event to a stored state: `ok: false` when the machine does not allow it there. */
export function tryTransition<M extends AnyStateMachine>(machine: M, value: string, event: EventFromLogic<M>, context?: unknown): TransitionResult<M> {
  const snapshot = snapshotOf(machine, value, context) as AnyMachineSnapshot;
  if (!snapshot.can(event)) return { ok: false, from: value };
  const [next] = transition(machine, snapshot as SnapshotFrom<M>, event) as [AnyMachineSnapshot, unknown];
  return { ok: true, from: value, to: String(next.value), snapshot: next as SnapshotFrom<M> };
}

/** Whether the machine allows an event in a stored state: the UI enables a button exactly when this is true. */
export function canSend<M extends AnyStateMachine>(machine: M, value: string, event: EventFromLogic<M>, context?: unknown): boolean {
  return (snapshotOf(machine, value, context) as AnyMachineSnapshot).can(event);
}

/** A state table entry: the numeric code of the spec and its Korean label. */
export interface StateCode {
  readonly code: number;
  readonly label: string;
}

/** The state key a machine uses for a numeric code (machines key their states by the spec's numbers). */
export const key = (state: StateCode): string => String(state.code);

/** Looks up the label of a stored code in a state table; unknown codes show as the number. */
export function labelOf(table: Record<string, StateCode>, code: number): string {
  return Object.values(table).find((s) => s.code === code)?.label ?? String(code);
}
