/**
 * Pure helpers over any lifecycle machine: the server applies events to stored states with these,
 * the screens ask them which buttons to enable. No DOM, no fetch.
 *
 * A state is kept as a key: the state name of a flat machine ('3'), or the JSON of the value of a machine
 * with parallel regions ('{"examSubject":"3","adminCheck":"2"}'); `valueKey` and `parseValueKey` convert.
 */
import { and, not, or, stateIn, transition, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type EventFromLogic, type SnapshotFrom, type StateValue } from 'xstate';

/** Why a machine refuses an event: no transition in this state, or guards whose facts are false (by name, in order). */
export type Refusal = { kind: 'state' } | { kind: 'guard'; guards: string[] };

/** The outcome of asking a machine to apply an event to a stored state. */
export type TransitionResult<M extends AnyStateMachine> =
  | { ok: true; from: string; to: string; snapshot: SnapshotFrom<M> }
  | { ok: false; from: string; refusal: Refusal };

/** The stored key of a state value. */
export const valueKey = (value: StateValue): string => (typeof value === 'string' ? value : JSON.stringify(value));
/** The state value of a stored key. */
export const parseValueKey = (key: string): StateValue => (key.startsWith('{') ? (JSON.parse(key) as StateValue) : key);

/** Rebuilds the snapshot of a stored state (and context, for machines that carry one). */
export function snapshotOf<M extends AnyStateMachine>(machine: M, value: string | StateValue, context?: unknown): SnapshotFrom<M> {
  const resolved = typeof value === 'string' ? parseValueKey(value) : value;
  return machine.resolveState({ value: resolved, context: context ?? machine.config.context }) as SnapshotFrom<M>;
}

/** Applies an event to a stored state: `ok: false` (with the reason) when the machine does not allow it there. */
export function tryTransition<M extends AnyStateMachine>(machine: M, value: string, event: EventFromLogic<M>, context?: unknown): TransitionResult<M> {
  const snapshot = snapshotOf(machine, value, context) as AnyMachineSnapshot;
  if (!snapshot.can(event)) return { ok: false, from: value, refusal: refusalOf(snapshot, event) ?? { kind: 'state' } };
  const [next] = transition(machine, snapshot as SnapshotFrom<M>, event) as [AnyMachineSnapshot, unknown];
  return { ok: true, from: value, to: valueKey(next.value), snapshot: next as SnapshotFrom<M> };
}

/** Whether the machine allows an event in a stored state: the UI enables a button exactly when this is true. */
export function canSend<M extends AnyStateMachine>(machine: M, value: string, event: EventFromLogic<M>, context?: unknown): boolean {
  return (snapshotOf(machine, value, context) as AnyMachineSnapshot).can(event);
}

// The check functions of xstate's higher-order guards, to tell them apart from named fact guards.
const CHECK = {
  and: (and([]) as unknown as { check: unknown }).check,
  or: (or([]) as unknown as { check: unknown }).check,
  not: (not(() => true) as unknown as { check: unknown }).check,
  stateIn: (stateIn('') as unknown as { check: unknown }).check,
};
type GuardRef = string | { type?: string; check?: unknown; guards?: GuardRef[]; stateValue?: StateValue } | ((args: unknown) => boolean);
interface GuardWalk {
  /** Every state condition (stateIn) of the guard holds. */
  stateOk: boolean;
  /** Named guards on facts (event payload, context) that are false, in the order the guard lists them. */
  failing: string[];
}

/** Walks a guard tree: state conditions and the named fact guards that fail. */
function walkGuard(snapshot: AnyMachineSnapshot, event: unknown, guard: GuardRef, name?: string): GuardWalk {
  const guards = snapshot.machine.implementations.guards as Record<string, GuardRef>;
  if (typeof guard === 'string') return walkGuard(snapshot, event, guards[guard], guard);
  if (typeof guard === 'object' && guard.type && !guard.check) return walkGuard(snapshot, event, guards[guard.type], guard.type);
  const g = guard as { check?: unknown; guards?: GuardRef[]; stateValue?: StateValue } & ((args: unknown) => boolean);
  if (g.check === CHECK.stateIn) return { stateOk: typeof g.stateValue === 'string' ? true : snapshot.matches(g.stateValue as never), failing: [] };
  if (g.check === CHECK.and) {
    const parts = (g.guards ?? []).map((p) => walkGuard(snapshot, event, p));
    return { stateOk: parts.every((p) => p.stateOk), failing: parts.flatMap((p) => p.failing) };
  }
  if (g.check === CHECK.or) {
    const parts = (g.guards ?? []).map((p) => walkGuard(snapshot, event, p));
    if (parts.some((p) => p.stateOk && !p.failing.length)) return { stateOk: true, failing: [] };
    const possible = parts.find((p) => p.stateOk);
    return possible ?? { stateOk: false, failing: [] };
  }
  if (g.check === CHECK.not) return { stateOk: true, failing: [] };
  const ok = g({ context: snapshot.context, event });
  return { stateOk: true, failing: ok ? [] : [name ?? 'guard'] };
}

/** The state nodes a state value is in, from the root down (every region of a parallel machine). */
function activeNodes(node: AnyStateNode, value: StateValue): AnyStateNode[] {
  if (typeof value === 'string') return [node, node.states[value]].filter(Boolean);
  return [node, ...Object.entries(value).flatMap(([k, v]) => (node.states[k] ? activeNodes(node.states[k], v as StateValue) : []))];
}

/**
 * Why a snapshot refuses an event, or null when it takes it: `state` when no transition on the event
 * starts here (or its state conditions fail), else the named guards whose facts are false. Servers turn the
 * first failing guard into its own answer (a missing reason is 400 on the reason field); screens show why a
 * button is off without sending placeholder facts.
 */
export function refusalOf<E extends { type: string }>(snapshot: AnyMachineSnapshot, event: E): Refusal | null {
  if (snapshot.can(event as never)) return null;
  const candidates = activeNodes(snapshot.machine.root, snapshot.value).flatMap((n) => n.transitions.get(event.type) ?? []);
  const walks = candidates.map((t) => (t.guard ? walkGuard(snapshot, event, t.guard as GuardRef) : { stateOk: true, failing: [] }));
  const failing = [...new Set(walks.filter((w) => w.stateOk).flatMap((w) => w.failing))];
  return failing.length ? { kind: 'guard', guards: failing } : { kind: 'state' };
}

/** Whether the only thing stopping an event is one of the given fact guards (e.g. the reason a dialog is about to ask for). */
export function onlyMissing<E extends { type: string }>(snapshot: AnyMachineSnapshot, event: E, guards: readonly string[]): boolean {
  const refusal = refusalOf(snapshot, event);
  return refusal === null || (refusal.kind === 'guard' && refusal.guards.every((g) => guards.includes(g)));
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

/** A list of event names without some of them, keeping the literal types (for contract enums of a subset). */
export function without<const T extends string, const X extends T>(list: readonly T[], ...drop: X[]): Array<Exclude<T, X>> {
  return list.filter((e): e is Exclude<T, X> => !(drop as readonly string[]).includes(e));
}
