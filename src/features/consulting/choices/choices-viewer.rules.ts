/**
 * Who is looking at the chosen list's screens (issue 10 point 4): a signed-in customer (student or parent) has a
 * list; anyone else is asked to sign in. Apart from the other rules of the list (choices.rules.ts) because the
 * floating widget needs only this on every consulting page, and those rules bring the code tables of the search
 * with them (issue 13 point 4).
 */

/** What the chosen-list screens need of the session (the route passes `useSession()` in: a feature never imports another). */
export interface ChoicesSession {
  /** The session machine's state: 'customer', 'admin', 'anonymous', ... */
  status: string;
  user: { uid: number } | null;
  restoring: boolean;
}

/** Who is looking at the chosen list: only a signed-in customer (student or parent) has one. */
export type ChoicesViewer = { kind: 'restoring' } | { kind: 'anonymous' } | { kind: 'staff' } | { kind: 'customer'; uid: number };

/** The viewer of a session: restoring first, then a customer with their id, a staff member, or nobody. */
export function viewerOf(session: ChoicesSession): ChoicesViewer {
  if (session.restoring) return { kind: 'restoring' };
  if (session.status === 'customer' && session.user) return { kind: 'customer', uid: session.user.uid };
  if (session.status === 'admin') return { kind: 'staff' };
  return { kind: 'anonymous' };
}
