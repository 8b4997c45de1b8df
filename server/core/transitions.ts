/**
 * Applies a lifecycle event to a stored state through its machine (src/machines), inside the caller's
 * transaction: an event the machine does not allow is refused with 409 naming the state and the event,
 * and nothing is written (or with the caller's answer to the fact guard that refused it, e.g. 400 naming the
 * reason field when `hasReason` fails); an allowed one is recorded in transition_log with who, from, to and reason.
 * The caller locks the row (`for update`), calls this, then writes the returned state.
 */
import type { AnyStateMachine, EventFromLogic } from 'xstate';
import { tryTransition } from '../../src/machines/lifecycle';
import { transitionLog } from '../db/schema';
import type { DbOrTx } from './db';
import { type AppError, conflict } from './errors';

export interface TransitionRequest<M extends AnyStateMachine> {
  tx: DbOrTx;
  machine: M;
  /** Entity kind and id, as recorded in the audit trail. */
  entity: string;
  entityId: string | number;
  /** The stored state (machine state key). */
  current: string;
  event: EventFromLogic<M>;
  /** Stored context, for machines that carry one. */
  context?: unknown;
  userId: number | null;
  reason?: string | null;
  /** Human label of a state key, for the 409 message. */
  label?: (state: string) => string;
  /** The answer to a refusal by a named fact guard (e.g. `hasReason` -> 400 naming the reason field); any other refusal is 409. */
  guardAnswers?: Record<string, () => AppError>;
}

/** Returns the new state key, or throws (409, or a guard's answer) leaving everything unchanged. */
export async function applyTransition<M extends AnyStateMachine>(req: TransitionRequest<M>): Promise<string> {
  const result = tryTransition(req.machine, req.current, req.event, req.context);
  const name = (s: string) => (req.label ? `${s} (${req.label(s)})` : s);
  if (!result.ok) {
    const answered = result.refusal.kind === 'guard' ? result.refusal.guards.find((g) => req.guardAnswers?.[g]) : undefined;
    if (answered) throw req.guardAnswers![answered]();
    throw conflict(`현재 상태 ${name(req.current)}에서는 ${req.event.type} 요청을 처리할 수 없습니다.`);
  }
  await recordTransition(req.tx, { machine: req.machine.id, entity: req.entity, entityId: req.entityId, event: req.event.type, from: result.from, to: result.to, reason: req.reason, userId: req.userId });
  return result.to;
}

/** One audit row of an applied transition (machine or region, entity, event, from, to, reason, who). */
export interface TransitionRecord {
  machine: string;
  entity: string;
  entityId: string | number;
  event: string;
  from: string;
  to: string;
  reason?: string | null;
  userId: number | null;
}

/** Writes audit rows in the caller's transaction (applyTransition and the exam lifecycle use this). */
export async function recordTransition(tx: DbOrTx, ...records: TransitionRecord[]): Promise<void> {
  if (!records.length) return;
  await tx.insert(transitionLog).values(
    records.map((r) => ({ machine: r.machine, entity: r.entity, entity_id: String(r.entityId), event: r.event, from_state: r.from, to_state: r.to, reason: r.reason ?? null, user_id: r.userId })),
  );
}
