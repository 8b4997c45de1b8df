/**
 * The server side of record-level rules (src/api/policy.ts): a service loads a record by id (404 when it is
 * missing), asks the area's policy, and passes the decision here, which turns a refusal into the error the
 * client gets: 403 forbidden, 409 conflict when only the record's state stands in the way, 404 when the record
 * is hidden from the actor (answered exactly as a missing one).
 */
import type { Actor, Decision } from '../../src/api/policy';
import type { AuthUser } from './access';
import { conflict, forbidden, notFound } from './errors';

/** Throws the error of a refused decision; returns when it is allowed. */
export function assertAllowed(decision: Decision): void {
  if (decision.ok) return;
  if (decision.denial === 'hidden') throw notFound(decision.record ?? '기록');
  if (decision.denial === 'state') throw conflict(decision.reason);
  throw forbidden(decision.reason);
}

/** The signed-in account as the policies see it. */
export const actorOf = (user: AuthUser): Actor => ({ uid: user.uid, level: user.level });
