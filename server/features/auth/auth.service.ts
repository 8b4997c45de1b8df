/** Use cases of the auth area: sign-in (rate-limited), registration, session refresh, password reset, and ending sessions (level change, withdrawal). */
import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { LoginBodySchema, PasswordFindBodySchema, PasswordResetBodySchema, RegisterBodySchema, UserCreateBodySchema } from '../../../src/api/auth';
import { AUTH_MESSAGES, LOGIN_LIMITS, RESET_LIMITS } from '../../../src/features/auth/auth.rules';
import { hashPassword, verifyPassword } from '../../core/auth';
import { loadUser, type AuthUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { isUniqueViolation } from '../../core/db-errors';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../../core/errors';
import * as repo from './auth.repository';

/** A fixed argon2id hash verified when the account does not exist, so timing does not reveal accounts. */
let dummyHash: Promise<string> | null = null;

/**
 * Reserves one password check for the account at this address, or answers 429. Counting and recording
 * happen under a per-address database lock, so parallel requests on any number of instances cannot pass
 * the limits together: at most `LOGIN_LIMITS.perAccountAndAddress` checks per window.
 */
async function reservePasswordCheck(deps: Deps, email: string, ip: string): Promise<number> {
  const attempt = await deps.db.transaction(async (tx) => {
    await repo.lockAttemptsFrom(tx, ip);
    const failures = await repo.countRecentFailures(tx, email, ip, LOGIN_LIMITS.windowMinutes);
    if (failures.byAccount >= LOGIN_LIMITS.perAccountAndAddress || failures.byAddress >= LOGIN_LIMITS.perAddress) return null;
    return repo.insertFailedAttempt(tx, email, ip);
  });
  if (attempt === null) throw tooManyRequests(AUTH_MESSAGES.tooMany(LOGIN_LIMITS.windowMinutes), LOGIN_LIMITS.windowMinutes * 60);
  return attempt;
}

/** Signs in to a realm; 429 after too many failures for the account at this address, or from the address. */
export async function login(deps: Deps, input: z.output<typeof LoginBodySchema>, ip: string): Promise<{ token: string }> {
  const realm = input.realm ?? 'staff';
  const attempt = await reservePasswordCheck(deps, input.email, ip);
  const user = await repo.findActiveUserByEmail(deps.db, realm, input.email);
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const ok = user ? await verifyPassword(user.password_hash, input.password) : (await verifyPassword(await dummyHash, input.password), false);
  if (!user || !ok) throw unauthorized(AUTH_MESSAGES.wrongCredentials);
  await repo.markAttemptSucceeded(deps.db, attempt);
  // `sat` (signed in at) stays the same across refreshes: the absolute session lifetime counts from here.
  return { token: await deps.tokens.sign({ uid: user.id, realm, ver: user.token_version, sat: Math.floor(Date.now() / 1000) }) };
}

async function createAccount(deps: Deps, values: Parameters<typeof repo.insertUser>[1]) {
  try {
    return await repo.insertUser(deps.db, values);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken, 'body.email');
    throw error;
  }
}

/** Staff sign-up: the account starts at level 0 until a master raises it. */
export async function registerStaff(deps: Deps, input: z.output<typeof RegisterBodySchema>) {
  return createAccount(deps, { realm: 'staff', email: input.email, name: input.displayName, password_hash: await hashPassword(input.password), level: 0 });
}

/** Customer sign-up: a student or a parent. */
export async function createCustomer(deps: Deps, input: z.output<typeof UserCreateBodySchema>) {
  return createAccount(deps, {
    realm: 'customer',
    email: input.email,
    name: input.displayName,
    password_hash: await hashPassword(input.password),
    customer_type: input.type,
  });
}

/** The wire shape of a signed-in account (User info, spec section 3). */
export const toUserInfo = (user: AuthUser) => ({ uid: user.uid, level: user.level, name: user.name, email: user.email, alarm: user.alarm });

/**
 * Restores a session from a stored token: a fresh token, the user, and when the account began. The new
 * token keeps the sign-in time and token version of the old one, so refreshing never carries a session past
 * SESSION_MAX_DAYS from sign-in, nor revives one that a reset, level change or withdrawal ended.
 */
export async function refresh(deps: Deps, accessToken: string) {
  const claims = await deps.tokens.verify(accessToken);
  const user = claims ? await loadUser(deps.db, claims) : null;
  if (!claims || !user) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  return { token: await deps.tokens.sign(claims), userData: toUserInfo(user), beginning: user.created_at.toISOString() };
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Mails a one-time reset link when the account exists; replies the same either way. */
export async function passwordFind(deps: Deps, input: z.output<typeof PasswordFindBodySchema>): Promise<void> {
  const realm = input.realm ?? 'staff';
  const user = await repo.findActiveUserByEmail(deps.db, realm, input.email);
  if (!user) return;
  if ((await repo.countResetsSince(deps.db, user.id, new Date(Date.now() - 3_600_000))) >= RESET_LIMITS.perAccountPerHour) return;
  const token = randomBytes(32).toString('base64url');
  await repo.insertReset(deps.db, user.id, sha256(token), new Date(Date.now() + RESET_LIMITS.validMinutes * 60_000));
  const link = `${deps.env.publicUrl}/reset-password?token=${token}&realm=${realm}`;
  await deps.mailer.send({
    to: user.email,
    subject: '[에듀플랫폼] 비밀번호 재설정 안내',
    text: `${user.name}님, 아래 링크에서 새 비밀번호를 설정하세요. 링크는 ${RESET_LIMITS.validMinutes}분 동안 한 번만 사용할 수 있습니다.\n\n${link}\n\n요청하지 않으셨다면 이 메일을 무시하세요.`,
  });
}

/**
 * Sets a new password with a one-time token; the token is spent in the same transaction, and every
 * existing session of the account ends (its token version is raised with the password).
 */
export async function passwordReset(deps: Deps, input: z.output<typeof PasswordResetBodySchema>): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const reset = await repo.findUsableReset(tx, sha256(input.token));
    if (!reset) throw badRequest('body.token', AUTH_MESSAGES.resetInvalid);
    await repo.setPassword(tx, reset.user_id, passwordHash);
  });
}

/** Level changes and withdrawals (shared with the staff area's permission page): see server/shared/accounts.ts. */
export { changeLevel, withdrawAccount } from '../../shared/accounts';
