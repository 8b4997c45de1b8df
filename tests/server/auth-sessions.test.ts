/**
 * Sessions that can be revoked (issue 7, point 3): a password reset, a level change or a withdrawal ends
 * the account's tokens on the very next request on every instance, and refreshing never carries a session
 * past SESSION_MAX_DAYS from sign-in. Two app instances share one database (two pools on PostgreSQL).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { createTokens } from '../../server/core/auth';
import { loadEnv, SESSION_MAX_DAYS } from '../../server/core/env';
import { users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/index';
import { changeLevel, withdrawAccount } from '../../server/features/auth/auth.service';
import { AUTH_MESSAGES } from '../../src/features/auth/auth.rules';
import { buildPeerApp, buildTestApp, demoEmail, withToken, type TestApp } from '../helpers/app';

const SECRET = 'test-secret-that-is-at-least-32-characters';
const DAY = 86_400;

let t: TestApp;
let peer: Awaited<ReturnType<typeof buildPeerApp>>;
beforeAll(async () => {
  t = await buildTestApp({ JWT_SECRET: SECRET });
  peer = await buildPeerApp(t);
});
afterAll(async () => {
  await peer.close();
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

/** Signs in through the real call and returns the token. */
async function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await post('/api/auth/login', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

/** An authenticated call (staff list, level 4 and up) on one instance. */
const staffList = (app: FastifyInstance, token: string) => app.inject(withToken(token, { method: 'GET', url: '/api/v2/common/admin_list' }));
const refresh = (token: string) => post('/api/auth/refresh-token', { accessToken: token });
const accountOf = (email: string) => t.database.db.select().from(users).where(eq(users.email, email)).then((rows) => rows[0]);

/** The token works on both instances (so nothing stale can hide behind a per-instance memory). */
async function expectAccepted(token: string) {
  for (const app of [t.app, peer.app]) {
    const res = await staffList(app, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toBe('success');
  }
}

/** The token is refused on the next request on both instances, and cannot be refreshed. */
async function expectEnded(token: string) {
  for (const app of [t.app, peer.app]) {
    const res = await staffList(app, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'UNAUTHORIZED' });
  }
  const again = await refresh(token);
  expect(again.statusCode).toBe(401);
  expect(again.json()).toEqual({ result: 'fail', code: 'UNAUTHORIZED', message: AUTH_MESSAGES.sessionExpired });
}

describe('password reset ends existing sessions', () => {
  it('a token signed before the reset is refused at once on both instances; the new password gives a working one', async () => {
    const email = demoEmail(4);
    const old = await signIn(email);
    await expectAccepted(old);
    const before = await accountOf(email);

    expect((await post('/api/user/password/find', { email })).statusCode).toBe(200);
    const outbox = path.join(t.dataDir, 'outbox');
    const mail = readFileSync(path.join(outbox, readdirSync(outbox)[0]), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const resetToken = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)![1];
    expect((await post('/api/user/password/reset', { token: resetToken, password: 'newpass123' })).statusCode).toBe(200);

    const after = await accountOf(email);
    expect(after.token_version).toBe(before.token_version + 1);
    expect(after.password_hash).not.toBe(before.password_hash);
    await expectEnded(old);
    await expectAccepted(await signIn(email, 'newpass123'));
  });
});

describe('changeLevel', () => {
  it('404 for an unknown account and for a customer, changing nothing', async () => {
    await expect(changeLevel(t.app.deps.db, { uid: 999_999, level: 4 })).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const student = await accountOf(demoEmail('student'));
    await expect(changeLevel(t.app.deps.db, { uid: student.id, level: 4 })).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await accountOf(demoEmail('student'))).toEqual(student);
  });

  it('sets the level and ends the existing tokens at once on both instances', async () => {
    const email = demoEmail(5);
    const old = await signIn(email);
    await expectAccepted(old);
    const before = await accountOf(email);

    const changed = await changeLevel(t.app.deps.db, { uid: before.id, level: 4 });
    expect(changed).toEqual({ uid: before.id, level: 4, token_version: before.token_version + 1 });
    expect(await accountOf(email)).toMatchObject({ level: 4, token_version: before.token_version + 1, out_at: null });
    await expectEnded(old);

    const fresh = await signIn(email);
    await expectAccepted(fresh);
    expect((await refresh(fresh)).json().userData).toMatchObject({ uid: before.id, level: 4 });
  });
});

describe('withdrawAccount', () => {
  it('withdraws the account, ends its tokens at once on both instances, and it can no longer sign in', async () => {
    const email = demoEmail(10);
    const old = await signIn(email);
    await expectAccepted(old);
    const before = await accountOf(email);

    const withdrawn = await withdrawAccount(t.app.deps.db, { uid: before.id });
    expect(withdrawn).toMatchObject({ uid: before.id, token_version: before.token_version + 1 });
    const after = await accountOf(email);
    expect(after.out_at).toBeInstanceOf(Date);
    expect(after.token_version).toBe(before.token_version + 1);
    await expectEnded(old);

    const again = await post('/api/auth/login', { email, password: DEMO_PASSWORD });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ result: 'fail', code: 'UNAUTHORIZED', message: AUTH_MESSAGES.wrongCredentials });
  });

  it('404 the second time, and the stored row does not change', async () => {
    const before = await accountOf(demoEmail(10));
    await expect(withdrawAccount(t.app.deps.db, { uid: before.id })).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await accountOf(demoEmail(10))).toEqual(before);
  });
});

describe('absolute session lifetime', () => {
  it(`refreshing keeps the sign-in time and stops ${SESSION_MAX_DAYS} days after it`, async () => {
    let token = await signIn(demoEmail(3));
    const { sat, exp } = decodeJwt(token) as { sat: number; exp: number; iat: number };
    const end = sat + SESSION_MAX_DAYS * DAY;
    expect(Math.abs(sat - Date.now() / 1000)).toBeLessThan(60);
    expect(exp).toBeLessThan(end);

    vi.useFakeTimers({ toFake: ['Date'] });
    let now = sat;
    let refreshed = 0;
    for (;;) {
      now += 11 * 3600; // within the 12-hour token lifetime, as a client that refreshes twice a day
      vi.setSystemTime(now * 1000);
      const res = await refresh(token);
      if (res.statusCode !== 200) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ result: 'fail', code: 'UNAUTHORIZED', message: AUTH_MESSAGES.sessionExpired });
        break;
      }
      token = res.json().token;
      const claims = decodeJwt(token);
      expect(claims.sat).toBe(sat);
      expect(claims.exp).toBeLessThanOrEqual(end);
      refreshed++;
    }
    expect(now).toBeGreaterThanOrEqual(end);
    expect(now - 11 * 3600).toBeLessThan(end);
    expect(refreshed).toBe(Math.floor((SESSION_MAX_DAYS * DAY - 1) / (11 * 3600)));
    expect(decodeJwt(token).exp).toBe(end); // the last refresh was cut to the end of the session
  });

  /** A correctly signed token for level 4's live account, signed in `satDaysAgo` days ago, expiring in an hour. */
  async function forged(satDaysAgo: number, claims: Record<string, unknown> = {}) {
    const account = await accountOf(demoEmail(4));
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ realm: 'staff', ver: account.token_version, sat: now - satDaysAgo * DAY, ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(account.id))
      .setIssuedAt()
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(SECRET));
  }

  it(`a token whose sign-in is older than ${SESSION_MAX_DAYS} days is refused even when it has not expired`, async () => {
    const young = await forged(SESSION_MAX_DAYS - 1);
    expect((await staffList(t.app, young)).statusCode).toBe(200);
    await expectEnded(await forged(SESSION_MAX_DAYS + 1));
  });

  it('a token without a sign-in time or a token version (issued before sessions could end) is refused', async () => {
    await expectEnded(await forged(0, { sat: undefined }));
    await expectEnded(await forged(0, { ver: undefined }));
  });

  it('SESSION_MAX_DAYS sets the lifetime', async () => {
    expect(loadEnv({}).SESSION_MAX_DAYS).toBe(SESSION_MAX_DAYS);
    expect(loadEnv({ SESSION_MAX_DAYS: '1' }).SESSION_MAX_DAYS).toBe(1);
    const tokens = createTokens(new TextEncoder().encode(SECRET), { ttlHours: 12, sessionMaxDays: 1 });
    const now = Math.floor(Date.now() / 1000);
    const inside = await tokens.sign({ uid: 1, realm: 'staff', ver: 0, sat: now - DAY + 600 });
    expect(decodeJwt(inside).exp).toBe(now + 600);
    expect(await tokens.verify(inside)).toEqual({ uid: 1, realm: 'staff', ver: 0, sat: now - DAY + 600 });
    expect(await tokens.verify(await tokens.sign({ uid: 1, realm: 'staff', ver: 0, sat: now - DAY - 1 }))).toBeNull();
  });
});
