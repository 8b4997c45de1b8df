/**
 * Changes to an account that end its sessions at once (issue 7, point 3; issue 8): a level change and a
 * withdrawal raise users.token_version in the same statement, so every token issued before stops working on
 * the next request on every instance (server/core/access.ts compares it). Shared by the auth area and the staff
 * area's permission page and withdrawals; the callers decide who may do this and write their own audit rows in
 * the same transaction (`db` may be an open one).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Level } from '../../src/api/levels';
import type { DbOrTx } from '../core/db';
import { notFound } from '../core/errors';
import { users } from '../db/schema';

/** `token_version + 1`: every token signed before no longer matches the account. */
const nextTokenVersion = sql`${users.token_version} + 1`;

/**
 * Changes an active staff account's level and ends its existing sessions in the same statement. 404 when there
 * is no such active staff account.
 */
export async function changeLevel(db: DbOrTx, input: { uid: number; level: Level }) {
  const [changed] = await db
    .update(users)
    .set({ level: input.level, token_version: nextTokenVersion, updated_at: new Date() })
    .where(and(eq(users.id, input.uid), eq(users.realm, 'staff'), isNull(users.out_at)))
    .returning({ uid: users.id, level: users.level, token_version: users.token_version });
  if (!changed) throw notFound('직원 계정');
  return changed;
}

/**
 * Withdraws an active account (either realm): it can no longer sign in, and its existing sessions end in the
 * same statement. 404 when there is no such active account.
 */
export async function withdrawAccount(db: DbOrTx, input: { uid: number }) {
  const [withdrawn] = await db
    .update(users)
    .set({ out_at: sql`now()`, token_version: nextTokenVersion, updated_at: new Date() })
    .where(and(eq(users.id, input.uid), isNull(users.out_at)))
    .returning({ uid: users.id, out_at: users.out_at, token_version: users.token_version });
  if (!withdrawn) throw notFound('계정');
  return withdrawn;
}
