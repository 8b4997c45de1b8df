/**
 * Use cases of the auth area: sign-in (rate-limited), sign-up that tells no one whether an address has an account,
 * e-mail confirmation, session refresh, password reset, and ending sessions (level change, withdrawal).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { EmailConfirmBodySchema, LoginBodySchema, PasswordFindBodySchema, PasswordResetBodySchema, RegisterBodySchema, UserCreateBodySchema } from '../../../src/api/auth';
import { AUTH_MESSAGES, CONFIRM_LIMITS, LOGIN_LIMITS, RESET_LIMITS } from '../../../src/features/auth/auth.rules';
import { hashPassword, verifyPassword } from '../../core/auth';
import { loadUser, type AuthUser } from '../../core/access';
import type { Deps } from '../../core/deps';
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

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Where a realm signs in and finds its password (the links of the mails below). */
const signInPage = (realm: repo.Realm) => (realm === 'customer' ? '/login' : '/admin/auth/login');

/** Mails the owner of an address that someone tried to sign up with: nothing was changed, and how to get back in. */
async function mailSignUpAttempt(deps: Deps, realm: repo.Realm, owner: { email: string; name: string }): Promise<void> {
  await deps.mailer.send({
    to: owner.email,
    subject: '[에듀플랫폼] 이 주소로 가입 시도가 있었습니다',
    text: `${owner.name}님, 누군가 이 주소로 에듀플랫폼에 가입하려 했습니다. 이 주소에는 이미 계정이 있어 새 계정은 만들지 않았고, 계정에는 아무것도 바뀌지 않았습니다.\n\n본인이 가입하려 했다면 기존 계정으로 로그인하세요. 비밀번호가 기억나지 않으면 로그인 화면의 「비밀번호 찾기」로 새 비밀번호를 설정할 수 있습니다.\n\n${deps.env.publicUrl}${signInPage(realm)}\n\n본인이 아니라면 이 메일을 무시하세요.`,
  });
}

/**
 * Mails a customer a one-time link that confirms their address (valid CONFIRM_LIMITS.validHours), retiring the
 * unused ones; only the token's hash is stored.
 */
async function mailConfirmation(deps: Deps, account: { id: number; email: string; name: string }): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await repo.replaceConfirmation(deps.db, account.id, sha256(token), new Date(Date.now() + CONFIRM_LIMITS.validHours * 3_600_000));
  await deps.mailer.send({
    to: account.email,
    subject: '[에듀플랫폼] 이메일 주소를 확인해 주세요',
    text: `${account.name}님, 에듀플랫폼에 가입해 주셔서 감사합니다. 아래 링크를 열어 이메일 주소를 확인하면 결제와 시험지 올리기를 이용할 수 있습니다. 링크는 ${CONFIRM_LIMITS.validHours}시간 동안 한 번만 사용할 수 있습니다.\n\n${deps.env.publicUrl}/confirm-email?token=${token}\n\n가입하지 않으셨다면 이 메일을 무시하세요.`,
  });
}

/** Mails a new staff account what happens next (so that every sign-up sends one mail, whatever the address). */
async function mailStaffWelcome(deps: Deps, account: { email: string; name: string }): Promise<void> {
  await deps.mailer.send({
    to: account.email,
    subject: '[에듀플랫폼] 직원 계정이 만들어졌습니다',
    text: `${account.name}님, 직원 계정이 권한 없음(레벨 0)으로 만들어졌습니다. 마스터가 레벨을 올리면 업무 메뉴가 보입니다.\n\n${deps.env.publicUrl}${signInPage('staff')}`,
  });
}

/**
 * One sign-up of either realm, answered the same whether or not the realm already has the address: the password is
 * hashed either way, one insert is tried (nothing is written when the address is taken), and one mail goes out: the
 * new account's (a confirmation link for a customer) or, to the existing account's owner, that someone tried.
 */
async function signUp(deps: Deps, realm: repo.Realm, values: Omit<Parameters<typeof repo.insertUserIfNew>[1], 'password_hash' | 'realm'>, password: string): Promise<Record<string, never>> {
  const password_hash = await hashPassword(password);
  const created = await repo.insertUserIfNew(deps.db, { ...values, realm, password_hash });
  if (created && realm === 'customer') await mailConfirmation(deps, created);
  else if (created) await mailStaffWelcome(deps, created);
  else {
    const owner = await repo.findUserByEmail(deps.db, realm, values.email);
    if (owner) await mailSignUpAttempt(deps, realm, owner);
  }
  return {};
}

/** Staff sign-up: the account starts at level 0 until a master raises it. */
export function registerStaff(deps: Deps, input: z.output<typeof RegisterBodySchema>) {
  return signUp(deps, 'staff', { email: input.email, name: input.displayName, level: 0 }, input.password);
}

/** Customer sign-up: a student or a parent, who confirms the address before buying or uploading. */
export function createCustomer(deps: Deps, input: z.output<typeof UserCreateBodySchema>) {
  return signUp(deps, 'customer', { email: input.email, name: input.displayName, customer_type: input.type }, input.password);
}

/** Confirms an address with the one-time token of the confirmation mail: 400 naming body.token when unknown, expired or used. */
export async function confirmEmail(deps: Deps, input: z.output<typeof EmailConfirmBodySchema>): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const link = await repo.findUsableConfirmation(tx, sha256(input.token));
    if (!link) throw badRequest('body.token', AUTH_MESSAGES.confirmInvalid);
    await repo.markEmailConfirmed(tx, link.user_id);
  });
}

/** Mails the signed-in customer a new confirmation link; 409 once the address is confirmed. */
export async function resendConfirmation(deps: Deps, user: AuthUser): Promise<void> {
  if (user.email_confirmed) throw conflict(AUTH_MESSAGES.alreadyConfirmed);
  await mailConfirmation(deps, { id: user.uid, email: user.email, name: user.name });
}

/** The wire shape of a signed-in account (User info, spec section 3). */
export const toUserInfo = (user: AuthUser) => ({ uid: user.uid, level: user.level, name: user.name, email: user.email, alarm: user.alarm, email_confirmed: user.email_confirmed });

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
 * Sets a new password with a one-time token. The token is looked up by its hash first, so an unknown, expired or used
 * one is refused at once (400 naming body.token) and costs no password hashing; then the new password is hashed and,
 * in one transaction, the token is locked again, spent, and every existing session of the account ends (its token
 * version is raised with the password).
 */
export async function passwordReset(deps: Deps, input: z.output<typeof PasswordResetBodySchema>): Promise<void> {
  const tokenHash = sha256(input.token);
  if (!(await repo.findUsableReset(deps.db, tokenHash))) throw badRequest('body.token', AUTH_MESSAGES.resetInvalid);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const reset = await repo.findUsableReset(tx, tokenHash, true);
    if (!reset) throw badRequest('body.token', AUTH_MESSAGES.resetInvalid);
    await repo.setPassword(tx, reset.user_id, passwordHash);
  });
}

/** Level changes and withdrawals (shared with the staff area's permission page): see server/shared/accounts.ts. */
export { changeLevel, withdrawAccount } from '../../shared/accounts';
