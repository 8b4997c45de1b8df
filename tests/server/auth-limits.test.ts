/**
 * Sign-in limits under parallel requests (issue 7, point 2): the count and the reservation of a password
 * check are one atomic step in the database, so 100 parallel attempts, on one instance or split over two,
 * get at most the limit of password checks. Password checks are counted at argon2 itself.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loginAttempts } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/index';
import { AUTH_MESSAGES, LOGIN_LIMITS } from '../../src/features/auth/auth.rules';
import { buildPeerApp, buildTestApp, demoEmail, type TestApp } from '../helpers/app';

const argon = vi.hoisted(() => ({ verifies: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...original,
    verify: (...args: Parameters<typeof original.verify>) => {
      argon.verifies++;
      return original.verify(...args);
    },
  };
});

let t: TestApp;
let peer: Awaited<ReturnType<typeof buildPeerApp>>;
beforeAll(async () => {
  t = await buildTestApp();
  peer = await buildPeerApp(t);
});
afterAll(async () => {
  await peer.close();
  await t.close();
});
beforeEach(() => {
  argon.verifies = 0;
});

const login = (app: FastifyInstance, ip: string, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

/** `n` wrong passwords at once from `ip`; `emailOf(i)` and `appOf(i)` pick the account and the instance of each. */
const wrongInParallel = (n: number, ip: string, emailOf: (i: number) => string, appOf: (i: number) => FastifyInstance = () => t.app) =>
  Promise.all(Array.from({ length: n }, (_, i) => login(appOf(i), ip, emailOf(i), `wrong-password-${i}`)));

const attemptsFrom = (ip: string) => t.database.db.select().from(loginAttempts).where(eq(loginAttempts.ip, ip));

/** Moves every attempt from `ip` back past the window, as if the window had passed. */
const ageAttempts = (ip: string) =>
  t.database.db
    .update(loginAttempts)
    .set({ created_at: sql`${loginAttempts.created_at} - ${LOGIN_LIMITS.windowMinutes + 1}::int * interval '1 minute'` })
    .where(eq(loginAttempts.ip, ip));

const tooMany = { result: 'fail', code: 'TOO_MANY_REQUESTS', message: AUTH_MESSAGES.tooMany(LOGIN_LIMITS.windowMinutes) };
const wrong = { result: 'fail', code: 'UNAUTHORIZED', message: AUTH_MESSAGES.wrongCredentials };

/** Splits replies into the 401s (password checked) and the 429s, checking every body and Retry-After. */
function tally(replies: Awaited<ReturnType<typeof login>>[]) {
  const checked = replies.filter((r) => r.statusCode === 401);
  const limited = replies.filter((r) => r.statusCode === 429);
  expect(checked.length + limited.length).toBe(replies.length);
  for (const r of checked) expect(r.json()).toEqual(wrong);
  for (const r of limited) {
    expect(r.json()).toEqual(tooMany);
    expect(r.headers['retry-after']).toBe(String(LOGIN_LIMITS.windowMinutes * 60));
  }
  return { checked: checked.length, limited: limited.length };
}

describe('POST /api/auth/login: 100 parallel attempts', () => {
  it(`wrong passwords for one account from one address: ${LOGIN_LIMITS.perAccountAndAddress} password checks, the rest 429`, async () => {
    const ip = '10.20.0.1';
    const email = demoEmail(1);
    const replies = await wrongInParallel(100, ip, () => email);
    expect(tally(replies)).toEqual({ checked: LOGIN_LIMITS.perAccountAndAddress, limited: 100 - LOGIN_LIMITS.perAccountAndAddress });
    expect(argon.verifies).toBe(LOGIN_LIMITS.perAccountAndAddress);
    const rows = await attemptsFrom(ip);
    expect(rows).toHaveLength(LOGIN_LIMITS.perAccountAndAddress);
    expect(rows.every((r) => r.email === email && !r.success)).toBe(true);

    const stillLimited = await login(t.app, ip, email, DEMO_PASSWORD);
    expect(stillLimited.statusCode).toBe(429);
    expect(stillLimited.json()).toEqual(tooMany);
    expect(argon.verifies).toBe(LOGIN_LIMITS.perAccountAndAddress);

    await ageAttempts(ip);
    const afterWindow = await login(t.app, ip, email, DEMO_PASSWORD);
    expect(afterWindow.statusCode).toBe(200);
    expect(afterWindow.json()).toEqual({ result: 'success', token: expect.any(String) });
    expect(argon.verifies).toBe(LOGIN_LIMITS.perAccountAndAddress + 1);
    const after = await attemptsFrom(ip);
    expect(after.filter((r) => r.success)).toHaveLength(1);
  });

  it('the same split over two app instances on one database', async () => {
    const ip = '10.20.0.2';
    const email = demoEmail(2);
    const replies = await wrongInParallel(100, ip, () => email, (i) => (i % 2 ? peer.app : t.app));
    expect(tally(replies)).toEqual({ checked: LOGIN_LIMITS.perAccountAndAddress, limited: 100 - LOGIN_LIMITS.perAccountAndAddress });
    expect(argon.verifies).toBe(LOGIN_LIMITS.perAccountAndAddress);
    // Each instance answered 50, so each one refused at least 50 - limit by itself.
    for (const parity of [0, 1]) {
      const mine = replies.filter((_, i) => i % 2 === parity);
      expect(mine.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(50 - LOGIN_LIMITS.perAccountAndAddress);
    }
    expect(await attemptsFrom(ip)).toHaveLength(LOGIN_LIMITS.perAccountAndAddress);
  });

  it(`over many accounts from one address: ${LOGIN_LIMITS.perAddress} password checks, the rest 429`, async () => {
    const ip = '10.20.0.3';
    // 25 accounts (mostly unknown ones, which are checked against a dummy hash) with 4 attempts each: no
    // account reaches its own limit, so only the per-address limit can refuse.
    const replies = await wrongInParallel(100, ip, (i) => (i % 25 === 0 ? demoEmail(3) : `nobody${i % 25}@demo.local`));
    expect(tally(replies)).toEqual({ checked: LOGIN_LIMITS.perAddress, limited: 100 - LOGIN_LIMITS.perAddress });
    expect(argon.verifies).toBe(LOGIN_LIMITS.perAddress);
    expect(await attemptsFrom(ip)).toHaveLength(LOGIN_LIMITS.perAddress);
  });

  it('a successful sign-in clears the failures before it: the next burst gets the full limit again', async () => {
    const ip = '10.20.0.4';
    const email = demoEmail(4);
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress - 1; i++) expect((await login(t.app, ip, email, 'wrong-password')).statusCode).toBe(401);
    expect((await login(t.app, ip, email, DEMO_PASSWORD)).statusCode).toBe(200);
    argon.verifies = 0;
    const replies = await wrongInParallel(100, ip, () => email);
    expect(tally(replies)).toEqual({ checked: LOGIN_LIMITS.perAccountAndAddress, limited: 100 - LOGIN_LIMITS.perAccountAndAddress });
    expect(argon.verifies).toBe(LOGIN_LIMITS.perAccountAndAddress);
    const rows = await attemptsFrom(ip);
    expect(rows.filter((r) => !r.success)).toHaveLength(2 * LOGIN_LIMITS.perAccountAndAddress - 1);
    expect(rows.filter((r) => r.success)).toHaveLength(1);
  });
});
