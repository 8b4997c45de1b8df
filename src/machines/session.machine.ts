/**
 * Session restore at start-up (spec section 2, "Start-up behaviour"): with an admin token, restore the
 * admin session or, on failure, go to /admin/auth/login; with a customer token, restore the customer
 * session or, on failure, go to /. The UI performs the refresh call and reports RESTORED or FAILED.
 *
 * Decisions where the spec is open:
 * - Only one token is ever stored (signing in to one realm removes the other); should both exist, the
 *   admin token wins.
 * - Signing in from any settled state switches realm; signing out returns to anonymous.
 * - A signed-in session may read its user again (REFRESHED, e.g. once the e-mail address is confirmed) without
 *   leaving its state.
 */
import { assign, setup } from 'xstate';

/** What a restored session knows about its user (User info, spec section 3). */
export interface SessionUser {
  uid: number;
  level: number;
  name: string;
  email: string;
  alarm: boolean;
  /** Whether the owner confirmed the address (a customer without it may not buy or upload). */
  email_confirmed: boolean;
}
export type SessionRealm = 'staff' | 'customer';

export interface SessionContext {
  user: SessionUser | null;
  realm: SessionRealm | null;
}

export type SessionEvent =
  | { type: 'START'; adminToken: boolean; customerToken: boolean }
  | { type: 'RESTORED'; user: SessionUser }
  | { type: 'FAILED' }
  | { type: 'SIGNED_IN'; realm: SessionRealm; user: SessionUser }
  | { type: 'REFRESHED'; user: SessionUser }
  | { type: 'SIGNED_OUT' };

/** States where the app knows who (if anyone) is signed in. */
export const SESSION_SETTLED = ['anonymous', 'admin', 'customer', 'adminExpired', 'customerExpired'] as const;

const signIn = {
  SIGNED_IN: [
    { guard: ({ event }: { event: SessionEvent }) => event.type === 'SIGNED_IN' && event.realm === 'staff', target: '#session.admin', actions: 'setSignedIn' as const },
    { target: '#session.customer', actions: 'setSignedIn' as const },
  ],
};

export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent },
  actions: {
    setRestored: assign({ user: ({ event }) => (event.type === 'RESTORED' ? event.user : null) }),
    setSignedIn: assign(({ event }) => (event.type === 'SIGNED_IN' ? { user: event.user, realm: event.realm } : {})),
    setRefreshed: assign({ user: ({ event, context }) => (event.type === 'REFRESHED' ? event.user : context.user) }),
    clear: assign({ user: null, realm: null }),
  },
}).createMachine({
  id: 'session',
  context: { user: null, realm: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        START: [
          { guard: ({ event }) => event.adminToken, target: 'restoringAdmin', actions: assign({ realm: 'staff' }) },
          { guard: ({ event }) => event.customerToken, target: 'restoringCustomer', actions: assign({ realm: 'customer' }) },
          { target: 'anonymous' },
        ],
      },
    },
    restoringAdmin: { on: { RESTORED: { target: 'admin', actions: 'setRestored' }, FAILED: { target: 'adminExpired', actions: 'clear' } } },
    restoringCustomer: { on: { RESTORED: { target: 'customer', actions: 'setRestored' }, FAILED: { target: 'customerExpired', actions: 'clear' } } },
    /** Restore failed: the UI sends the user to /admin/auth/login. */
    adminExpired: { on: signIn },
    /** Restore failed: the UI sends the user to /. */
    customerExpired: { on: signIn },
    anonymous: { on: signIn },
    admin: { on: { ...signIn, REFRESHED: { actions: 'setRefreshed' }, SIGNED_OUT: { target: 'anonymous', actions: 'clear' } } },
    customer: { on: { ...signIn, REFRESHED: { actions: 'setRefreshed' }, SIGNED_OUT: { target: 'anonymous', actions: 'clear' } } },
  },
});

/** Where the app must go after a failed restore, per spec section 2 (session.states.ts, read without xstate). */
export { RESTORE_FAILURE_REDIRECT } from './session.states';
