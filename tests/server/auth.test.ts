/** Auth calls on the real app and database: 401 -> 400 -> 409/429 -> success, checking stored rows. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, loginAttempts } from '../../server/db/schema';
import { LOGIN_LIMITS } from '../../src/features/auth/auth.rules';
import { buildTestApp, loginAs, type TestApp } from '../helpers/app';
import { linkToken, mailsTo } from '../helpers/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/login', () => {
  it('401 on a wrong password, with the message and no token', async () => {
    const res = await post('/api/auth/login', { email: 'level3@demo.local', password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ result: 'fail', code: 'UNAUTHORIZED', message: '이메일 또는 비밀번호가 올바르지 않습니다.' });
  });
  it('400 naming the field', async () => {
    const res = await post('/api/auth/login', { email: 'not-an-email', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'BAD_REQUEST', field: 'body.email' });
  });
  it('a staff account signs in: {result:success, token}', async () => {
    const res = await post('/api/auth/login', { email: 'LEVEL10@demo.local ', password: 'demo1234!' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'success', token: expect.any(String) });
  });
  it('a customer cannot sign in to the staff realm, and the reverse', async () => {
    expect((await post('/api/auth/login', { email: 'student@demo.local', password: 'demo1234!' })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: 'level3@demo.local', password: 'demo1234!', realm: 'customer' })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: 'student@demo.local', password: 'demo1234!', realm: 'customer' })).statusCode).toBe(200);
  });
  it(`429 after ${LOGIN_LIMITS.perAccountAndAddress} failures for the account at one address; other addresses unaffected`, async () => {
    const email = 'level1@demo.local';
    const from = (ip: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i++) expect((await from('10.9.9.9', 'bad-password')).statusCode).toBe(401);
    const limited = await from('10.9.9.9', 'demo1234!');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe(String(LOGIN_LIMITS.windowMinutes * 60));
    expect(limited.json()).toMatchObject({ result: 'fail', code: 'TOO_MANY_REQUESTS' });
    expect((await from('10.8.8.8', 'demo1234!')).statusCode).toBe(200);
    const rows = await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.ip, '10.9.9.9'));
    expect(rows.filter((r) => !r.success)).toHaveLength(LOGIN_LIMITS.perAccountAndAddress);
  });
});

describe('POST /api/auth/register', () => {
  it('400 on a weak password, naming the field', async () => {
    const res = await post('/api/auth/register', { displayName: '새 직원', email: 'new@x.kr', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('body.password');
  });
  it('creates a staff account at level 0, and answers the same for an address that already has one (nothing changed)', async () => {
    const body = { displayName: '새 직원', email: 'new.staff@example.kr', password: 'abcd1234' };
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'success' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({ realm: 'staff', level: 0, name: '새 직원' });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const again = await post('/api/auth/register', { ...body, displayName: '다른 사람', password: 'other1234' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(res.body);
    expect(await t.database.db.select().from(users).where(eq(users.email, body.email))).toEqual([row]);
  });
});

describe('POST /api/user/create', () => {
  it('creates a customer who signs in at the customer realm only, not yet confirmed', async () => {
    const res = await post('/api/user/create', { displayName: '김학생', email: 'kim@example.kr', password: 'abcd1234', type: 'student' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'success' });
    const login = await post('/api/auth/login', { email: 'kim@example.kr', password: 'abcd1234', realm: 'customer' });
    expect(login.statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: 'kim@example.kr', password: 'abcd1234' })).statusCode).toBe(401);
    const restored = await post('/api/auth/refresh-token', { accessToken: login.json().token });
    expect(restored.json().userData).toMatchObject({ email: 'kim@example.kr', email_confirmed: false });
  });
});

describe('POST /api/auth/refresh-token', () => {
  it('401 with a bad token', async () => {
    const res = await post('/api/auth/refresh-token', { accessToken: 'not.a.jwt' });
    expect(res.statusCode).toBe(401);
  });
  it('400 without accessToken', async () => {
    expect((await post('/api/auth/refresh-token', {})).json().field).toBe('body.accessToken');
  });
  it('returns token, userData and beginning', async () => {
    const token = await loginAs(t.app, 3);
    const res = await post('/api/auth/refresh-token', { accessToken: token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ result: 'success', token: expect.any(String), userData: { level: 3, email: 'level3@demo.local', alarm: true, email_confirmed: true } });
    expect(Object.keys(body.userData).sort()).toEqual(['alarm', 'email', 'email_confirmed', 'level', 'name', 'uid']);
    expect(new Date(body.beginning).getTime()).not.toBeNaN();
  });
  it('401 once the account is withdrawn', async () => {
    const token = await loginAs(t.app, 2);
    await t.database.db.update(users).set({ out_at: new Date() }).where(eq(users.email, 'level2@demo.local'));
    expect((await post('/api/auth/refresh-token', { accessToken: token })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/health', headers: { authorization: `token=${token}` } })).statusCode).toBe(200);
  });
});

describe('password find and reset', () => {
  it('mails a one-time link (an .eml in the outbox), and the link sets a new password once', async () => {
    const unknown = await post('/api/user/password/find', { email: 'nobody@demo.local' });
    expect(unknown.json()).toEqual({ result: 'success' });
    const res = await post('/api/user/password/find', { email: 'level4@demo.local' });
    expect(res.json()).toEqual({ result: 'success' });
    expect(mailsTo(t.dataDir, 'nobody@demo.local')).toEqual([]);
    expect(mailsTo(t.dataDir, 'level4@demo.local')).toHaveLength(1);
    const value = linkToken(t.dataDir, 'level4@demo.local', '/reset-password');

    expect((await post('/api/user/password/reset', { token: value, password: 'weak' })).json().field).toBe('body.password');
    expect((await post('/api/user/password/reset', { token: value, password: 'newpass123' })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: 'level4@demo.local', password: 'newpass123' })).statusCode).toBe(200);
    const reused = await post('/api/user/password/reset', { token: value, password: 'another123' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().field).toBe('body.token');
  });
});
