/**
 * The session-restore machine (src/machines/session.machine.ts) as an actor, loaded with xstate by the first
 * sign-in or sign-out (session-runtime.ts, issue 13 point 4). It starts from the events the session has had so
 * far (the restore path), so it stands where the session stands, and reports every change from then on.
 */
import { createActor, type SnapshotFrom } from 'xstate';
import { RESTORE_FAILURE_REDIRECT, sessionMachine, type SessionEvent } from '../../../machines/session.machine';
import type { SessionView } from './session-runtime';

/** What the screens see of a snapshot of the machine. */
export const viewOf = (snapshot: SnapshotFrom<typeof sessionMachine>): SessionView => {
  const status = snapshot.value as string;
  return {
    status,
    user: snapshot.context.user,
    realm: snapshot.context.realm,
    failureRedirect: status in RESTORE_FAILURE_REDIRECT ? RESTORE_FAILURE_REDIRECT[status as keyof typeof RESTORE_FAILURE_REDIRECT] : null,
  };
};

/** Starts the machine, replays `events` into it, then reports each change to `onChange`. */
export function startSessionActor(events: readonly SessionEvent[], onChange: (view: SessionView) => void) {
  const actor = createActor(sessionMachine).start();
  for (const event of events) actor.send(event);
  actor.subscribe((snapshot) => onChange(viewOf(snapshot)));
  return actor;
}

/** The running session machine. */
export type SessionActor = ReturnType<typeof startSessionActor>;
