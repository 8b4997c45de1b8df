/**
 * The session's working part, loaded only when there is a session to restore or a sign-in (hooks/session.tsx,
 * issue 13 point 4): the stored tokens, the auth calls, and the session-restore machine
 * (src/machines/session.machine.ts). Spec section 2, start-up behaviour: with a stored token, restore that realm's
 * session, or report the failure so that the app redirects.
 *
 * Restoring a stored session needs no xstate: the restore path (START, then RESTORED or FAILED) reaches the views
 * `restorePathView` gives, which tests/unit/session-start.test.ts checks against the machine for every path. The
 * machine itself (session-actor.ts, with xstate) loads on the first sign-in or sign-out, replays the events so far
 * and drives the session from then on. So a signed-in visitor's first load of a public page stays light.
 */
import { ApiError, clearToken, getToken } from '../../../api/client-core';
import type { Realm } from '../../../api/http';
import type { SessionEvent, SessionRealm, SessionUser } from '../../../machines/session.machine';
import { RESTORE_FAILURE_REDIRECT } from '../../../machines/session.states';
import { restoreSession, signIn } from '../api/session-calls';
import type { SessionActor } from './session-actor';

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
  /** Reads the signed-in user again from the server (e.g. after the e-mail address was confirmed); nothing when signed out. */
  refresh: () => Promise<void>;
}

/** An event of the restore path: what happens to a session before anyone signs in or out. */
export type RestorePathEvent = Extract<SessionEvent, { type: 'START' | 'RESTORED' | 'FAILED' }>;

/**
 * The view the session machine reaches after the restore path's events (from its initial state): START picks the
 * realm to restore (the admin token first) or none, RESTORED signs its user in, FAILED clears it and names where
 * to go. Equal to the machine's for every path (tests/unit/session-start.test.ts).
 */
export function restorePathView(events: readonly RestorePathEvent[]): SessionView {
  let view: SessionView = { status: 'idle', user: null, realm: null, failureRedirect: null };
  for (const event of events) {
    const who = view.realm === 'staff' ? 'admin' : 'customer';
    if (event.type === 'START' && view.status === 'idle') {
      view = event.adminToken
        ? { ...view, status: 'restoringAdmin', realm: 'staff' }
        : event.customerToken
          ? { ...view, status: 'restoringCustomer', realm: 'customer' }
          : { ...view, status: 'anonymous' };
    } else if (event.type === 'RESTORED' && view.status.startsWith('restoring')) {
      view = { ...view, status: who, user: event.user };
    } else if (event.type === 'FAILED' && view.status.startsWith('restoring')) {
      const status = who === 'admin' ? 'adminExpired' : 'customerExpired';
      view = { status, user: null, realm: null, failureRedirect: RESTORE_FAILURE_REDIRECT[status] };
    }
  }
  return view;
}

/** Starts the session with the stored tokens, restores the stored session if any, and reports every change. */
export function startSession(onChange: (view: SessionView) => void): SessionRuntime {
  const events: RestorePathEvent[] = [];
  // Loaded by the first sign-in or sign-out; from then on every event goes to the machine.
  let actor: Promise<SessionActor> | null = null;
  const machine = () =>
    (actor ??= import('./session-actor')
      .then(({ startSessionActor }) => startSessionActor(events, onChange))
      .catch((error: unknown) => {
        actor = null;
        throw error;
      }));
  const dispatch = (event: RestorePathEvent) => {
    if (actor) return void actor.then((running) => running.send(event));
    events.push(event);
    onChange(restorePathView(events));
  };

  const adminToken = getToken('staff');
  const customerToken = getToken('customer');
  dispatch({ type: 'START', adminToken: !!adminToken, customerToken: !!customerToken });
  const realm: Realm | null = adminToken ? 'staff' : customerToken ? 'customer' : null;
  const token = adminToken ?? customerToken;
  if (realm && token) {
    restoreSession(realm, token).then(
      (reply) => dispatch({ type: 'RESTORED', user: reply.userData }),
      (error: unknown) => {
        // Only a refused token is forgotten; a request cut short (the network) keeps it for the next load.
        if (error instanceof ApiError && error.status === 401) clearToken(realm);
        dispatch({ type: 'FAILED' });
      },
    );
  }
  return {
    signIn: async (signInRealm, email, password) => {
      const reply = await signIn(signInRealm, { email, password });
      (await machine()).send({ type: 'SIGNED_IN', realm: signInRealm, user: reply.userData });
      return reply.userData;
    },
    refresh: async () => {
      const running = await machine();
      const current = running.getSnapshot().context.realm;
      const stored = current ? getToken(current) : null;
      if (!current || !stored) return;
      const reply = await restoreSession(current, stored);
      running.send({ type: 'REFRESHED', user: reply.userData });
    },
    signOut: () =>
      void machine().then((running) => {
        const current = running.getSnapshot().context.realm;
        if (current) clearToken(current);
        running.send({ type: 'SIGNED_OUT' });
      }),
  };
}
