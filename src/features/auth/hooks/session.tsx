/**
 * The session, driven by the session-restore machine (src/machines/session.machine.ts): at start-up it restores
 * the admin or customer session from a stored token, or reports the failure so the app redirects (spec section 2,
 * Start-up behaviour).
 *
 * Issue 13 point 4: the machine, xstate and the client load (hooks/session-runtime.ts) only when there is a stored
 * token to restore or when someone signs in. A visitor with no stored token is anonymous from the first paint:
 * the state the machine reaches from START without tokens (tests/unit/session-start.test.ts checks it).
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Realm } from '../../../api/http';
import type { SessionUser } from '../../../machines/session.machine';
import { STORED_TOKEN_KEYS } from '../auth.rules';
import type { SessionRuntime, SessionView } from './session-runtime';

/** The session of a visitor with no stored token: the machine's state after START without tokens. */
export const NO_TOKEN_SESSION: SessionView = { status: 'anonymous', user: null, realm: null, failureRedirect: null };
/** Before the machine has started (a stored token is being restored): the machine's initial state. */
const STARTING: SessionView = { status: 'idle', user: null, realm: null, failureRedirect: null };

/** Whether a token of either realm is stored (localStorage may be unavailable: then none is). */
export function hasStoredToken(): boolean {
  try {
    return Object.values(STORED_TOKEN_KEYS).some((key) => localStorage.getItem(key) !== null);
  } catch {
    return false;
  }
}

interface SessionApi {
  signIn: (realm: Realm, email: string, password: string) => Promise<SessionUser>;
  signOut: () => void;
  /** Reads the signed-in user again (e.g. once the e-mail address is confirmed). */
  refresh: () => Promise<void>;
}

const ViewContext = createContext<SessionView | null>(null);
const ApiContext = createContext<SessionApi | null>(null);

/**
 * Provides the session. `beforeCalls` runs once before the session's first call (main.tsx installs the client's
 * hooks there).
 */
export function SessionProvider({ children, beforeCalls }: { children: ReactNode; beforeCalls?: () => Promise<void> }) {
  const [view, setView] = useState<SessionView>(() => (hasStoredToken() ? STARTING : NO_TOKEN_SESSION));
  const runtime = useRef<Promise<SessionRuntime> | null>(null);
  // One runtime for the app's life, started by the first need (a stored token at start, or a sign-in).
  const load = useRef(() =>
    (runtime.current ??= (beforeCalls?.() ?? Promise.resolve())
      .then(() => import('./session-runtime'))
      .then(({ startSession }) => startSession(setView))
      .catch((error: unknown) => {
        runtime.current = null;
        throw error;
      })),
  ).current;

  useEffect(() => {
    // If the code cannot be loaded (offline), there is no session to show: the visitor is anonymous.
    if (hasStoredToken()) load().catch(() => setView(NO_TOKEN_SESSION));
  }, [load]);

  const api = useMemo<SessionApi>(
    () => ({
      signIn: async (realm, email, password) => (await load()).signIn(realm, email, password),
      signOut: () => void load().then((session) => session.signOut()),
      refresh: async () => (await load()).refresh(),
    }),
    [load],
  );

  return (
    <ApiContext.Provider value={api}>
      <ViewContext.Provider value={view}>{children}</ViewContext.Provider>
    </ApiContext.Provider>
  );
}

/** Sign-in and sign-out. */
export function useSessionApi(): SessionApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useSessionApi outside SessionProvider');
  return api;
}

/** The session state value and user; `failureRedirect` says where a failed restore sends the user. */
export function useSession() {
  const view = useContext(ViewContext);
  if (!view) throw new Error('useSession outside SessionProvider');
  const { status, user, realm, failureRedirect } = view;
  return { status, user, realm, failureRedirect, restoring: status === 'idle' || status.startsWith('restoring') };
}
