/**
 * The session's working part, loaded only when there is a session to restore or a sign-in (hooks/session.tsx,
 * issue 13 point 4): the session-restore machine (src/machines/session.machine.ts) as an actor, the stored tokens
 * and the auth calls. Spec section 2, start-up behaviour: with a stored token, restore that realm's session, or
 * report the failure so that the app redirects.
 */
import { createActor, type SnapshotFrom } from 'xstate';
import { ApiError, clearToken, getToken } from '../../../api/client';
import type { Realm } from '../../../api/http';
import { RESTORE_FAILURE_REDIRECT, sessionMachine, type SessionRealm, type SessionUser } from '../../../machines/session.machine';
import { restoreSession, signIn } from '../api/auth-calls';

/** What the screens see of the session. */
export interface SessionView {
  status: string;
  user: SessionUser | null;
  realm: SessionRealm | null;
  /** Where the app must go after a failed restore (spec section 2), else null. */
  failureRedirect: (typeof RESTORE_FAILURE_REDIRECT)[keyof typeof RESTORE_FAILURE_REDIRECT] | null;
}

/** The running session: sign-in and sign-out through its machine. */
export interface SessionRuntime {
  signIn: (realm: Realm, email: string, password: string) => Promise<SessionUser>;
  signOut: () => void;
}

const viewOf = (snapshot: SnapshotFrom<typeof sessionMachine>): SessionView => {
  const status = snapshot.value as string;
  return {
    status,
    user: snapshot.context.user,
    realm: snapshot.context.realm,
    failureRedirect: status in RESTORE_FAILURE_REDIRECT ? RESTORE_FAILURE_REDIRECT[status as keyof typeof RESTORE_FAILURE_REDIRECT] : null,
  };
};

/** Starts the machine with the stored tokens, restores the stored session if any, and reports every change. */
export function startSession(onChange: (view: SessionView) => void): SessionRuntime {
  const actor = createActor(sessionMachine).start();
  actor.subscribe((snapshot) => onChange(viewOf(snapshot)));
  const adminToken = getToken('staff');
  const customerToken = getToken('customer');
  actor.send({ type: 'START', adminToken: !!adminToken, customerToken: !!customerToken });
  const realm: Realm | null = adminToken ? 'staff' : customerToken ? 'customer' : null;
  const token = adminToken ?? customerToken;
  if (realm && token) {
    restoreSession(realm, token).then(
      (reply) => actor.send({ type: 'RESTORED', user: reply.userData }),
      (error: unknown) => {
        // Only a refused token is forgotten; a request cut short (the network) keeps it for the next load.
        if (error instanceof ApiError && error.status === 401) clearToken(realm);
        actor.send({ type: 'FAILED' });
      },
    );
  }
  return {
    signIn: async (signInRealm, email, password) => {
      const reply = await signIn(signInRealm, { email, password });
      actor.send({ type: 'SIGNED_IN', realm: signInRealm, user: reply.userData });
      return reply.userData;
    },
    signOut: () => {
      const current = actor.getSnapshot().context.realm;
      if (current) clearToken(current);
      actor.send({ type: 'SIGNED_OUT' });
    },
  };
}
