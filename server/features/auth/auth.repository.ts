/** Queries of the auth area. */
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { loginAttempts, passwordResets, users } from '../../db/schema';
import type { DbOrTx } from '../../core/db';

export type Realm = 'staff' | 'customer';

export function findActiveUserByEmail(db: DbOrTx, realm: Realm, email: string) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.realm, realm), eq(users.email, email), isNull(users.out_at)))
    .then((rows) => rows[0] ?? null);
}

export function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  return db
    .insert(users)
    .values(values)
    .returning({ uid: users.id, level: users.level })
    .then((rows) => rows[0]);
}

/** Failed attempts since `since`, for one account at one address and for the address alone. */
export async function countRecentFailures(db: DbOrTx, email: string, ip: string, since: Date) {
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip), eq(loginAttempts.success, false), gt(loginAttempts.created_at, since)));
  const [byAddress] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.success, false), gt(loginAttempts.created_at, since)));
  return { byAccount: byAccount.n, byAddress: byAddress.n };
}

/** The most recent successful sign-in of an account at an address (failures before it do not count). */
export function lastSuccess(db: DbOrTx, email: string, ip: string) {
  return db
    .select({ at: sql<Date>`max(${loginAttempts.created_at})` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip), eq(loginAttempts.success, true)))
    .then((rows) => (rows[0]?.at ? new Date(rows[0].at) : null));
}

export function recordAttempt(db: DbOrTx, email: string, ip: string, success: boolean) {
  return db.insert(loginAttempts).values({ email, ip, success });
}

export function insertReset(db: DbOrTx, userId: number, tokenHash: string, expiresAt: Date) {
  return db.insert(passwordResets).values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt });
}

export function countResetsSince(db: DbOrTx, userId: number, since: Date) {
  return db
    .select({ n: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.user_id, userId), gt(passwordResets.created_at, since)))
    .then((rows) => rows[0].n);
}

/** A reset that is unused and not expired, locked for the update that consumes it. */
export function findUsableReset(db: DbOrTx, tokenHash: string) {
  return db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.token_hash, tokenHash), isNull(passwordResets.used_at), gt(passwordResets.expires_at, new Date())))
    .for('update')
    .then((rows) => rows[0] ?? null);
}

/** Sets a new password and retires every open reset of the account. */
export async function setPassword(db: DbOrTx, userId: number, passwordHash: string) {
  await db.update(users).set({ password_hash: passwordHash, updated_at: new Date() }).where(eq(users.id, userId));
  await db.update(passwordResets).set({ used_at: new Date() }).where(and(eq(passwordResets.user_id, userId), isNull(passwordResets.used_at)));
}
