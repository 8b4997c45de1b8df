/** Queries of the auth area. */
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { emailConfirmations, loginAttempts, passwordResets, users } from '../../db/schema';
import type { DbOrTx, Tx } from '../../core/db';

export type Realm = 'staff' | 'customer';

export function findActiveUserByEmail(db: DbOrTx, realm: Realm, email: string) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.realm, realm), eq(users.email, email), isNull(users.out_at)))
    .then((rows) => rows[0] ?? null);
}

/** The account of a realm that holds an address, withdrawn or not (the address stays taken), or null. */
export function findUserByEmail(db: DbOrTx, realm: Realm, email: string) {
  return db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.realm, realm), eq(users.email, email)))
    .then((rows) => rows[0] ?? null);
}

/** Makes an account unless the realm already has one with that address; returns the new account or null. */
export function insertUserIfNew(db: DbOrTx, values: typeof users.$inferInsert) {
  return db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: [users.realm, users.email] })
    .returning({ id: users.id, email: users.email, name: users.name })
    .then((rows) => rows[0] ?? null);
}

/**
 * Holds sign-in attempts from one address in line until the transaction ends, on every instance (a
 * PostgreSQL advisory lock): counting and recording an attempt under it is one atomic step.
 */
export async function lockAttemptsFrom(tx: Tx, ip: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${ip}`}))`);
}

/**
 * Failed attempts in the last `windowMinutes` by the database clock (the same on every instance): from the
 * address alone, and for the account at the address since its last successful sign-in there.
 */
export async function countRecentFailures(db: DbOrTx, email: string, ip: string, windowMinutes: number) {
  const lastSuccess = sql`(select max(s.created_at) from ${loginAttempts} s where s.email = ${email} and s.ip = ${ip} and s.success)`;
  const [row] = await db
    .select({
      byAddress: count(),
      byAccount: sql<number>`count(*) filter (where ${loginAttempts.email} = ${email} and ${loginAttempts.created_at} > coalesce(${lastSuccess}, '-infinity'))`.mapWith(Number),
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.success, false), gt(loginAttempts.created_at, sql`now() - ${windowMinutes}::int * interval '1 minute'`)));
  return row;
}

/** Records an attempt as failed before its password is checked (a crash mid-check still counts); returns its id. */
export function insertFailedAttempt(db: DbOrTx, email: string, ip: string): Promise<number> {
  return db
    .insert(loginAttempts)
    .values({ email, ip, success: false })
    .returning({ id: loginAttempts.id })
    .then((rows) => rows[0].id);
}

/** Marks a recorded attempt as a successful sign-in, which clears the account's failures at that address. */
export async function markAttemptSucceeded(db: DbOrTx, id: number): Promise<void> {
  await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, id));
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

/** A reset that is unused and not expired (by its token's hash, one index look-up), or null; `lock` for the update that consumes it. */
export function findUsableReset(db: DbOrTx, tokenHash: string, lock = false) {
  const query = db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.token_hash, tokenHash), isNull(passwordResets.used_at), gt(passwordResets.expires_at, new Date())));
  return (lock ? query.for('update') : query).then((rows) => rows[0] ?? null);
}

/** `token_version + 1`: every token signed before no longer matches the account (server/core/access.ts). */
const nextTokenVersion = sql`${users.token_version} + 1`;

/**
 * Sets a new password, ending the account's sessions in the same statement, and retires every open reset. The reset
 * link came by mail, so the address counts as confirmed from then on.
 */
export async function setPassword(db: DbOrTx, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ password_hash: passwordHash, token_version: nextTokenVersion, email_confirmed_at: sql`coalesce(${users.email_confirmed_at}, now())`, updated_at: new Date() })
    .where(eq(users.id, userId));
  await db.update(passwordResets).set({ used_at: new Date() }).where(and(eq(passwordResets.user_id, userId), isNull(passwordResets.used_at)));
}


/** Retires the account's unused confirmation links and stores a new one (its token's hash) with its expiry. */
export async function replaceConfirmation(db: DbOrTx, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.update(emailConfirmations).set({ used_at: new Date() }).where(and(eq(emailConfirmations.user_id, userId), isNull(emailConfirmations.used_at)));
  await db.insert(emailConfirmations).values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt });
}

/** A confirmation link that is unused and not expired, locked for the update that spends it, or null. */
export function findUsableConfirmation(db: DbOrTx, tokenHash: string) {
  return db
    .select()
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.token_hash, tokenHash), isNull(emailConfirmations.used_at), gt(emailConfirmations.expires_at, new Date())))
    .for('update')
    .then((rows) => rows[0] ?? null);
}

/** Marks the account's address confirmed (kept from the first time) and spends its open confirmation links. */
export async function markEmailConfirmed(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ email_confirmed_at: sql`coalesce(${users.email_confirmed_at}, now())`, updated_at: new Date() })
    .where(eq(users.id, userId));
  await db.update(emailConfirmations).set({ used_at: new Date() }).where(and(eq(emailConfirmations.user_id, userId), isNull(emailConfirmations.used_at)));
}
