/**
 * The session, driven by the session-restore machine (src/machines/session.machine.ts): at start-up
 * it restores the admin or customer session from a stored token, or reports the failure so the app
 * redirects (spec section 2, Start-up behaviour).
 */
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { ApiError, clearToken, getToken } from '../../../api/client';
import type { Realm } from '../../../api/http';
import { sessionMachine, type SessionUser } from '../../../machines/session.machine';
import { restoreSession, signIn } from '../api/auth-calls';

type SessionActor = ReturnType<typeof useActorRef<typeof sessionMachine>>;

interface SessionApi {
  actor: SessionActor;
  signIn: (realm: Realm, email: string, password: string) => Promise<SessionUser>;
  signOut: () => void;
}

const SessionContext = createContext<SessionApi | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(sessionMachine);

  useEffect(() => {
    const adminToken = getToken('staff');
    const customerToken = getToken('customer');
    actor.send({ type: 'START', adminToken: !!adminToken, customerToken: !!customerToken });
    const realm: Realm | null = adminToken ? 'staff' : customerToken ? 'customer' : null;
    const token = adminToken ?? customerToken;
    if (!realm || !token) return;
    let cancelled = false;
    restoreSession(realm, token).then(
      (reply) => !cancelled && actor.send({ type: 'RESTORED', user: reply.userData }),
      (error: unknown) => {
        if (cancelled) return;
        // Only a refused token is forgotten; a request cut short (a quick navigation, the network) keeps it for the next load.
        if (error instanceof ApiError && error.status === 401) clearToken(realm);
        actor.send({ type: 'FAILED' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [actor]);

  const api = useMemo<SessionApi>(
    () => ({
      actor,
      signIn: async (realm, email, password) => {
        const reply = await signIn(realm, { email, password });
        actor.send({ type: 'SIGNED_IN', realm, user: reply.userData });
        return reply.userData;
      },
      signOut: () => {
        const realm = actor.getSnapshot().context.realm;
        if (realm) clearToken(realm);
        actor.send({ type: 'SIGNED_OUT' });
      },
    }),
    [actor],
  );
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}

/** The session API: its actor, sign-in and sign-out. */
export function useSessionApi(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSessionApi outside SessionProvider');
  return api;
}

/** The session state value and user, re-rendering only when they change. */
export function useSession() {
  const { actor } = useSessionApi();
  const status = useSelector(actor, (s) => s.value as string);
  const user = useSelector(actor, (s) => s.context.user);
  const realm = useSelector(actor, (s) => s.context.realm);
  return { status, user, realm, restoring: status === 'idle' || status.startsWith('restoring') };
}

