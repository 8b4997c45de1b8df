/**
 * Accounts a stranger can reach (README "Sign-in"): sign-up answers the same whether or not the address has an
 * account (same status and body, one argon2 hash and one mail either way: the owner of an existing account is
 * told someone tried); a new customer confirms the address by a one-time link before buying or uploading (403
 * EMAIL_NOT_CONFIRMED on the routes declared `confirmedEmail`, nothing stored), can have the link sent again, and
 * staff are unaffected; a password reset looks its token up before hashing anything, so made-up tokens cost no
 * argon2. Password hashing is counted at argon2 itself.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailConfirmations, orders, passwordResets, products, testPapers, users } from '../../server/db/schema';
import { AUTH_MESSAGES } from '../../src/features/auth/auth.rules';
import { buildTestApp, clearRateLimits, demoEmail, loginAs, type TestApp } from '../helpers/app';
import { linkToken, mailsTo } from '../helpers/outbox';

const argon = vi.hoisted(() => ({ hashes: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...original,
    hash: (...args: Parameters<typeof original.hash>) => {
      argon.hashes++;
      return original.hash(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db.insert(products).values({ goods_code: 'ACC-PREM', goods_name: '프리미엄 30일', kind: 'premium', price: 20000, period_days: 30 });
});
afterAll(() => t.close());
// Sign-up and password reset are rate-limited per address (README "Rate limits"): each test starts with fresh counters.
beforeEach(async () => {
  argon.hashes = 0;
  await clearRateLimits(t);
});

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? { authorization: `token=${token}` } : {} });
const accountOf = async (email: string, realm: 'staff' | 'customer' = 'customer') =>
  (await t.database.db.select().from(users).where(and(eq(users.email, email), eq(users.realm, realm))))[0];
const signIn = async (email: string, password: string, realm: 'staff' | 'customer' = 'customer') => {
  const res = await post('/api/auth/login', { email, password, realm });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
};
const customer = (email: string) => ({ displayName: '새 학생', email, password: 'abcd1234', type: 'student' as const });

/** The buying and uploading calls (routes declared `confirmedEmail`), each with an input its contract accepts. */
const GUARDED: Array<{ name: string; method: 'POST' | 'PUT'; url: string; payload: string; type: string }> = [
  { name: 'order', method: 'POST', url: '/api/v2/common/order', payload: JSON.stringify({ goods_code: 'ACC-PREM' }), type: 'application/json' },
  { name: 'toss_auth', method: 'POST', url: '/api/v2/common/toss_auth', payload: JSON.stringify({ goods_code: 'ACC-PREM', authKey: 'a'.repeat(20), customerKey: 'c'.repeat(20) }), type: 'application/json' },
  { name: 'pass extend', method: 'POST', url: '/api/v2/common/user/unlimited/extend', payload: JSON.stringify({ goods_code: 'ACC-PREM', valid_until: new Date().toISOString() }), type: 'application/json' },
  { name: 'coupon use', method: 'PUT', url: '/api/v2/common/use_sale_coupon', payload: JSON.stringify({ id: 1, orderId: 'X'.repeat(20) }), type: 'application/json' },
  { name: 'test-paper upload', method: 'POST', url: '/api/v2/common/user_upload_file', payload: '--b\r\nContent-Disposition: form-data; name="school_name"\r\n\r\n서울고\r\n--b--\r\n', type: 'multipart/form-data; boundary=b' },
];
const guarded = (token: string, g: (typeof GUARDED)[number]) => t.app.inject({ method: g.method, url: g.url, payload: g.payload, headers: { authorization: `token=${token}`, 'content-type': g.type } });

describe('sign-up tells no one whether an address has an account', () => {
  it('a new and an existing customer address get the same status and body, one argon2 hash and one mail each; the existing account is unchanged', async () => {
    const fresh = await post('/api/user/create', customer('fresh@example.kr'));
    expect(argon.hashes).toBe(1);
    argon.hashes = 0;
    const before = await accountOf(demoEmail('student'));
    const taken = await post('/api/user/create', customer(demoEmail('student')));
    expect(argon.hashes).toBe(1);
    expect([fresh.statusCode, taken.statusCode]).toEqual([200, 200]);
    expect(taken.body).toBe(fresh.body);
    expect(fresh.json()).toEqual({ result: 'success' });
    expect(await accountOf(demoEmail('student'))).toEqual(before);

    const [confirm] = mailsTo(t.dataDir, 'fresh@example.kr');
    expect(confirm.subject).toContain('이메일 주소를 확인');
    expect(confirm.text).toMatch(/\/confirm-email\?token=[A-Za-z0-9_-]{40,}/);
    const [notice] = mailsTo(t.dataDir, demoEmail('student'));
    expect(notice.text).toContain('누군가 이 주소로');
    expect(notice.text).toContain('비밀번호 찾기');
    expect(notice.text).toContain('/login');
    expect(notice.text).not.toMatch(/token=/);
  });

  it('staff sign-up answers the same way: the owner of a taken address is mailed, a new one is welcomed', async () => {
    const fresh = await post('/api/auth/register', { displayName: '새 직원', email: 'fresh.staff@example.kr', password: 'abcd1234' });
    const taken = await post('/api/auth/register', { displayName: '새 직원', email: demoEmail(3), password: 'abcd1234' });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(argon.hashes).toBe(2);
    expect(mailsTo(t.dataDir, 'fresh.staff@example.kr').map((m) => m.subject)).toEqual([expect.stringContaining('직원 계정')]);
    expect(mailsTo(t.dataDir, demoEmail(3)).map((m) => m.text)).toEqual([expect.stringContaining('/admin/auth/login')]);
  });

  it('the demo accounts and every account made before confirmation existed count as confirmed', async () => {
    for (const who of ['student', 'parent', 3, 10] as const) expect((await accountOf(demoEmail(who), typeof who === 'number' ? 'staff' : 'customer')).email_confirmed_at).not.toBeNull();
  });
});

describe('a new customer confirms the address before buying or uploading', () => {
  const email = 'buyer@example.kr';
  let token = '';
  beforeAll(async () => {
    expect((await post('/api/user/create', customer(email))).statusCode).toBe(200);
    token = await signIn(email, 'abcd1234');
  });

  it('signs in and reads, but every buying and uploading call is 403 EMAIL_NOT_CONFIRMED with the Korean message, storing nothing', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/common/order/list', headers: { authorization: `token=${token}` } })).statusCode).toBe(200);
    const count = async () => [(await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n, (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(testPapers))[0].n];
    const before = await count();
    for (const g of GUARDED) {
      const res = await guarded(token, g);
      expect(res.statusCode, g.name).toBe(403);
      expect(res.json(), g.name).toEqual({ result: 'fail', code: 'EMAIL_NOT_CONFIRMED', message: AUTH_MESSAGES.emailUnconfirmed });
    }
    expect(await count()).toEqual(before);
  });

  it('declares the check on exactly the buying and uploading routes, next to them (the permission table and OpenAPI show it)', async () => {
    const declared = t.app.routeTable.filter((r) => r.confirmedEmail).map((r) => `${r.method} ${r.url}`);
    expect(declared.sort()).toEqual(GUARDED.map((g) => `${g.method} ${g.url}`).sort());
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { 'x-confirmed-email'?: boolean }>> };
    expect(doc.paths['/api/v2/common/order'].post['x-confirmed-email']).toBe(true);
  });

  it('「확인 메일 다시 보내기」: 401 without a sign-in, 403 for staff; a new link retires the old one', async () => {
    expect((await post('/api/user/email/confirm/resend', undefined)).statusCode).toBe(401);
    expect((await post('/api/user/email/confirm/resend', undefined, await loginAs(t.app, 4))).statusCode).toBe(403);
    const first = linkToken(t.dataDir, email, '/confirm-email');
    const res = await post('/api/user/email/confirm/resend', undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: 'success' });
    const second = linkToken(t.dataDir, email, '/confirm-email');
    expect(second).not.toBe(first);
    const old = await post('/api/user/email/confirm', { token: first });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'body.token', message: AUTH_MESSAGES.confirmInvalid });
    expect((await accountOf(email)).email_confirmed_at).toBeNull();
  });

  it('the link confirms once (400 naming body.token for an unknown, expired or used one); then buying opens and resend is 409', async () => {
    for (const bad of ['x', 'z'.repeat(43)]) expect((await post('/api/user/email/confirm', { token: bad })).json().field).toBe('body.token');
    const link = linkToken(t.dataDir, email, '/confirm-email');
    const account = await accountOf(email);
    await t.database.db.update(emailConfirmations).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(emailConfirmations.user_id, account.id));
    expect((await post('/api/user/email/confirm', { token: link })).json()).toMatchObject({ field: 'body.token' });
    await t.database.db.update(emailConfirmations).set({ expires_at: new Date(Date.now() + 3_600_000) }).where(eq(emailConfirmations.user_id, account.id));

    const ok = await post('/api/user/email/confirm', { token: link });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ result: 'success' });
    expect((await accountOf(email)).email_confirmed_at).not.toBeNull();
    expect((await post('/api/user/email/confirm', { token: link })).json()).toMatchObject({ field: 'body.token' });
    expect((await post('/api/auth/refresh-token', { accessToken: token })).json().userData.email_confirmed).toBe(true);

    const order = await guarded(token, GUARDED[0]);
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json()).toMatchObject({ result: 'success', data: { amount: 20000 } });
    const again = await post('/api/user/email/confirm/resend', undefined, token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: AUTH_MESSAGES.alreadyConfirmed });
  });

  it('staff accounts are unaffected: a new (unconfirmed) staff account works on its routes', async () => {
    await post('/api/auth/register', { displayName: '새 직원 둘', email: 'staff.two@example.kr', password: 'abcd1234' });
    expect((await accountOf('staff.two@example.kr', 'staff')).email_confirmed_at).toBeNull();
    const staff = await signIn('staff.two@example.kr', 'abcd1234', 'staff');
    const res = await post('/api/auth/refresh-token', { accessToken: staff });
    expect(res.json().userData).toMatchObject({ level: 0, email_confirmed: false });
    // A customer route stays a customer route: the realm answers, never the confirmation.
    expect((await guarded(staff, GUARDED[0])).json().code).toBe('FORBIDDEN');
  });
});

describe('password reset looks the token up before hashing', () => {
  it('200 made-up tokens are refused with 400 naming body.token (or 429 past the limit) and cost no argon2 hash', async () => {
    const replies = await Promise.all(Array.from({ length: 200 }, (_, i) => post('/api/user/password/reset', { token: `made-up-token-${i}-${'x'.repeat(30)}`, password: 'newpass123' })));
    const refused = replies.filter((r) => r.statusCode === 400);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((r) => r.json().field === 'body.token')).toBe(true);
    expect(refused.length + replies.filter((r) => r.statusCode === 429).length).toBe(200);
    expect(argon.hashes).toBe(0);
  });

  it('an expired or used token is refused the same way without hashing; a good one hashes once and confirms the address', async () => {
    const email = 'resetter@example.kr';
    await post('/api/user/create', customer(email));
    await post('/api/user/password/find', { email, realm: 'customer' });
    const link = linkToken(t.dataDir, email, '/reset-password');
    const account = await accountOf(email);
    await t.database.db.update(passwordResets).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(passwordResets.user_id, account.id));
    argon.hashes = 0;
    const expired = await post('/api/user/password/reset', { token: link, password: 'newpass123' });
    expect(expired.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'body.token', message: AUTH_MESSAGES.resetInvalid });
    expect(argon.hashes).toBe(0);
    await t.database.db.update(passwordResets).set({ expires_at: new Date(Date.now() + 3_600_000) }).where(eq(passwordResets.user_id, account.id));

    expect((await post('/api/user/password/reset', { token: link, password: 'newpass123' })).statusCode).toBe(200);
    expect(argon.hashes).toBe(1);
    expect((await accountOf(email)).email_confirmed_at).not.toBeNull();
    argon.hashes = 0;
    expect((await post('/api/user/password/reset', { token: link, password: 'other1234' })).json().field).toBe('body.token');
    expect(argon.hashes).toBe(0);
  });
});
