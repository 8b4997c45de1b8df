/**
 * Rate limits (src/api/rate-limits.ts, server/core/rate-limits.ts, README "Rate limits") on the real app and database:
 * for every limited call, parallel requests past its limit from one address (or account, or e-mail) get exactly the
 * limit's number of answers and 429 for the rest, with Retry-After and a Korean message in the error envelope; one
 * limit holds across two app instances on one database; a window's end lets requests in again; routes naming one
 * entry share its counters; a request refused by one scope is not counted by the next.
 */
import { eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { counterKey, deleteEndedCounters } from '../../server/core/rate-limits';
import { orders, pageViewDaily, rateLimitCounters, tossWebhookEvents, users } from '../../server/db/schema';
import { RATE_LIMITS, type RateLimit } from '../../src/api/rate-limits';
import { buildPeerApp, buildTestApp, clearRateLimits, demoEmail, loginAs, withToken, type TestApp } from '../helpers/app';
import { field, multipart } from '../helpers/uploads';

let t: TestApp;
let peer: Awaited<ReturnType<typeof buildPeerApp>>;
const token = {} as Record<'student' | 'parent', string>;
beforeAll(async () => {
  t = await buildTestApp();
  peer = await buildPeerApp(t);
  token.student = await loginAs(t.app, 'student');
  token.parent = await loginAs(t.app, 'parent');
});
afterAll(async () => {
  await peer.close();
  await t.close();
});
beforeEach(() => clearRateLimits(t));

const db = () => t.database.db;

/** `n` requests at once; `make(i)` builds the i-th, `appOf(i)` picks its instance. */
const parallel = (n: number, make: (i: number) => InjectOptions, appOf: (i: number) => FastifyInstance = () => t.app) =>
  Promise.all(Array.from({ length: n }, (_, i) => appOf(i).inject(make(i))));

/** Checks every 429 (envelope, Korean message naming the limit, Retry-After within the window) and counts the others. */
function answered(replies: LightMyRequestResponse[], limit: RateLimit): number {
  for (const r of replies.filter((x) => x.statusCode === 429)) {
    const retry = Number(r.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(limit.windowSeconds);
    expect(r.json()).toEqual({ result: 'fail', code: 'TOO_MANY_REQUESTS', message: expect.stringContaining(`${limit.what} 요청이 너무 많습니다.`) });
    expect(r.json().message).toMatch(/\d+(초|분|시간)( \d+분)? 뒤에 다시 시도하세요\.$/);
  }
  return replies.filter((x) => x.statusCode !== 429).length;
}

const counter = async (key: string) => (await db().select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key)))[0];

const json = (method: 'GET' | 'POST', url: string, ip: string, payload?: object, who?: 'student' | 'parent'): InjectOptions =>
  withToken(who ? token[who] : null, { method, url, remoteAddress: ip, ...(payload ? { payload } : {}) });

/**
 * One case per limited call: the limit, the scope its parallel requests share (the others differ per request or are
 * absent) and the i-th request. More requests than the limit are sent (100, or the limit and 30 more).
 */
const CASES: Array<{ call: string; limit: RateLimit; max: number; make: (i: number, ip: string) => InjectOptions }> = [
  { call: 'POST /api/auth/register', limit: RATE_LIMITS.signUp, max: 5, make: (i, ip) => json('POST', '/api/auth/register', ip, { email: `staff-${i}@limits.local`, password: 'limit-pass-1!', displayName: `직원${i}` }) },
  { call: 'POST /api/user/create', limit: RATE_LIMITS.signUp, max: 5, make: (i, ip) => json('POST', '/api/user/create', ip, { email: `cust-${i}@limits.local`, password: 'limit-pass-1!', displayName: `고객${i}`, type: 'student' }) },
  { call: 'POST /api/user/password/find (per address)', limit: RATE_LIMITS.passwordFind, max: 5, make: (i, ip) => json('POST', '/api/user/password/find', ip, { email: `someone-${i}@limits.local` }) },
  { call: 'POST /api/user/password/reset', limit: RATE_LIMITS.passwordReset, max: 10, make: (i, ip) => json('POST', '/api/user/password/reset', ip, { token: `made-up-token-${i}-${'x'.repeat(30)}`, password: 'new-pass-123!' }) },
  { call: 'POST /api/v2/common/user/page', limit: RATE_LIMITS.pageViews, max: 60, make: (_i, ip) => json('POST', '/api/v2/common/user/page', ip, { pages: [{ path: '/guide' }] }) },
  { call: 'POST /api/v2/common/referer_log', limit: RATE_LIMITS.referers, max: 10, make: (_i, ip) => json('POST', '/api/v2/common/referer_log', ip, { referer: 'https://search.naver.com/', landing: '/' }) },
  { call: 'GET /api/public/sample-test', limit: RATE_LIMITS.sampleTest, max: 30, make: (_i, ip) => json('GET', '/api/public/sample-test?school_type=2&grade_id=1&subject_type_id=3', ip) },
  { call: 'POST /api/public/sample-test/grade', limit: RATE_LIMITS.sampleTest, max: 30, make: (_i, ip) => json('POST', '/api/public/sample-test/grade', ip, { exam_subject_id: 1, answers: [] }) },
  { call: 'GET /api/v2/tar_univ/consulting/search/list', limit: RATE_LIMITS.consultingSearch, max: 120, make: (_i, ip) => json('GET', '/api/v2/tar_univ/consulting/search/list', ip) },
  { call: 'GET /api/v2/common/sale_coupon/check', limit: RATE_LIMITS.couponCheck, max: 20, make: (_i, ip) => json('GET', '/api/v2/common/sale_coupon/check?id=NEWSTUDENT5K', ip, undefined, 'student') },
  { call: 'POST /api/v2/common/order', limit: RATE_LIMITS.orders, max: 30, make: (_i, ip) => json('POST', '/api/v2/common/order', ip, { goods_code: 'NO-SUCH-GOODS' }, 'student') },
  { call: 'POST /api/v2/common/toss/webhook', limit: RATE_LIMITS.tossWebhook, max: 300, make: (i, ip) => json('POST', '/api/v2/common/toss/webhook', ip, { eventType: 'LIMIT_TEST_EVENT', data: { paymentKey: `limit-${i}` } }) },
  {
    call: 'POST /api/v2/common/user_upload_file',
    limit: RATE_LIMITS.uploads,
    max: 30,
    make: (_i, ip) => {
      const body = multipart([field('school_type', 3)]);
      return withToken(token.student, { method: 'POST', url: '/api/v2/common/user_upload_file', remoteAddress: ip, payload: body.payload, headers: body.headers });
    },
  },
];

describe('every limited call: parallel requests past the limit', () => {
  it.each(CASES.map((c, i) => ({ ...c, ip: `10.77.${i}.1` })))('$call: $max answered, the rest 429', async ({ limit, max, make, ip }) => {
    const n = Math.max(100, max + 30);
    const replies = await parallel(n, (i) => make(i, ip));
    expect(answered(replies, limit)).toBe(max);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(n - max);
  }, 120_000);

  it('the numbers above are the table', () => {
    const maxOf = (l: RateLimit) => Math.min(...Object.values(l.per));
    for (const c of CASES) expect(c.max, c.call).toBe(maxOf(c.limit));
  });
});

describe('what is counted', () => {
  it('staff and customer sign-up share one counter per address; nothing is created past it', async () => {
    const ip = '10.78.0.1';
    const before = (await db().select({ id: users.id }).from(users)).length;
    const staff = await parallel(3, (i) => json('POST', '/api/auth/register', ip, { email: `shared-s${i}@limits.local`, password: 'limit-pass-1!', displayName: `직원${i}` }));
    const customers = await parallel(10, (i) => json('POST', '/api/user/create', ip, { email: `shared-c${i}@limits.local`, password: 'limit-pass-1!', displayName: `고객${i}`, type: 'parent' }));
    expect(answered([...staff, ...customers], RATE_LIMITS.signUp)).toBe(5);
    expect([...staff, ...customers].filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect((await db().select({ id: users.id }).from(users)).length).toBe(before + 5);
    expect((await counter(counterKey(RATE_LIMITS.signUp, 'address', ip))).count).toBe(13);
  });

  it('password reset mails: per e-mail across addresses, the e-mail kept only as a hash', async () => {
    const email = demoEmail('parent');
    const replies = await parallel(100, (i) => json('POST', '/api/user/password/find', `10.79.${i}.1`, { email }));
    expect(answered(replies, RATE_LIMITS.passwordFind)).toBe(5);
    const rows = await db().select().from(rateLimitCounters).where(like(rateLimitCounters.key, `${RATE_LIMITS.passwordFind.name}:email:%`));
    expect(rows).toHaveLength(1);
    expect(rows[0].key).not.toContain('@');
    expect(rows[0].count).toBe(100);
  });

  it('per account and per address: the address counts every request, the account only those the address let through', async () => {
    const ip = '10.80.0.1';
    const replies = await parallel(100, () => json('GET', '/api/v2/common/sale_coupon/check?id=NEWSTUDENT5K', ip, undefined, 'student'));
    expect(answered(replies, RATE_LIMITS.couponCheck)).toBe(20);
    const [student] = await db().select({ id: users.id }).from(users).where(eq(users.email, demoEmail('student')));
    expect((await counter(counterKey(RATE_LIMITS.couponCheck, 'address', ip))).count).toBe(100);
    expect((await counter(counterKey(RATE_LIMITS.couponCheck, 'account', String(student.id)))).count).toBe(20);
    // The account is at its limit from any address; another account from a fresh address is not.
    expect((await t.app.inject(json('GET', '/api/v2/common/sale_coupon/check?id=NEWSTUDENT5K', '10.80.0.2', undefined, 'student'))).statusCode).toBe(429);
    expect((await t.app.inject(json('GET', '/api/v2/common/sale_coupon/check?id=SPRNGEVENT25', '10.80.0.3', undefined, 'parent'))).statusCode).toBe(200);
  });

  it('orders: 30 per account are made, none past it', async () => {
    const [student] = await db().select({ id: users.id }).from(users).where(eq(users.email, demoEmail('student')));
    const before = (await db().select({ id: orders.id }).from(orders).where(eq(orders.user_id, student.id))).length;
    const replies = await parallel(100, (i) => json('POST', '/api/v2/common/order', `10.81.${i}.1`, { goods_code: 'DEMO-PREMIUM-MATH' }, 'student'));
    expect(answered(replies, RATE_LIMITS.orders)).toBe(30);
    const made = (await db().select({ id: orders.id }).from(orders).where(eq(orders.user_id, student.id))).length - before;
    expect(made).toBe(replies.filter((r) => r.statusCode === 200).length);
    expect(made).toBeLessThanOrEqual(30);
  });

  it('webhook events past the limit are not recorded', async () => {
    const replies = await parallel(330, (i) => json('POST', '/api/v2/common/toss/webhook', '10.82.0.1', { eventType: 'LIMIT_RECORD_EVENT', data: { paymentKey: `rec-${i}` } }));
    expect(answered(replies, RATE_LIMITS.tossWebhook)).toBe(300);
    expect(await db().select().from(tossWebhookEvents).where(eq(tossWebhookEvents.event_type, 'LIMIT_RECORD_EVENT'))).toHaveLength(300);
  });

  it('the measured flood: 200 parallel page-view batches of 50 new 260-character paths with count 1000 store nothing', async () => {
    const rows = async () => (await db().select({ path: pageViewDaily.path }).from(pageViewDaily)).length;
    const before = await rows();
    const path = (i: number, j: number) => `/${i}-${j}-${'j'.repeat(250)}`.slice(0, 260);
    const flood = await parallel(200, (i) => json('POST', '/api/v2/common/user/page', '10.85.0.1', { pages: Array.from({ length: 50 }, (_, j) => ({ path: path(i, j), count: 1000 })) }));
    expect(flood.filter((r) => r.statusCode === 400)).toHaveLength(RATE_LIMITS.pageViews.per.address);
    expect(flood.filter((r) => r.statusCode === 400).every((r) => r.json().field === 'body.pages')).toBe(true);
    expect(answered(flood, RATE_LIMITS.pageViews)).toBe(RATE_LIMITS.pageViews.per.address);
    // Within the bound, from fresh addresses: answered, and still nothing stored.
    await clearRateLimits(t);
    const within = await parallel(200, (i) => json('POST', '/api/v2/common/user/page', `10.86.${i}.1`, { pages: Array.from({ length: 20 }, (_, j) => ({ path: path(i, j), count: 1000 })) }));
    expect(within.every((r) => r.statusCode === 200)).toBe(true);
    expect(await rows()).toBe(before);
  }, 120_000);

  it("a window's end lets requests in again: a new window counts from one", async () => {
    const ip = '10.83.0.1';
    const page = () => t.app.inject(json('POST', '/api/v2/common/user/page', ip, { pages: [{ path: '/test' }] }));
    const first = await parallel(70, () => json('POST', '/api/v2/common/user/page', ip, { pages: [{ path: '/test' }] }));
    expect(answered(first, RATE_LIMITS.pageViews)).toBe(60);
    expect((await page()).statusCode).toBe(429);
    const key = counterKey(RATE_LIMITS.pageViews, 'address', ip);
    await db().update(rateLimitCounters).set({ expires_at: sql`now() - interval '1 second'` }).where(eq(rateLimitCounters.key, key));
    expect((await page()).statusCode).toBe(200);
    expect((await counter(key)).count).toBe(1);
  });

  it('the counters of ended windows are deleted, the current ones kept', async () => {
    await parallel(3, (i) => json('POST', '/api/v2/common/user/page', `10.84.0.${i + 1}`, { pages: [{ path: '/' }] }));
    const ended = counterKey(RATE_LIMITS.pageViews, 'address', '10.84.0.1');
    await db().update(rateLimitCounters).set({ expires_at: sql`now() - interval '1 second'` }).where(eq(rateLimitCounters.key, ended));
    await deleteEndedCounters(t.app.deps.db);
    const left = (await db().select({ key: rateLimitCounters.key }).from(rateLimitCounters).where(like(rateLimitCounters.key, '%:10.84.0.%'))).map((r) => r.key);
    expect(left.sort()).toEqual([counterKey(RATE_LIMITS.pageViews, 'address', '10.84.0.2'), counterKey(RATE_LIMITS.pageViews, 'address', '10.84.0.3')]);
  });
});

describe('two app instances on one database', () => {
  it.each([
    { name: 'coupon look-ups (per account and address)', limit: RATE_LIMITS.couponCheck, max: 20, make: () => json('GET', '/api/v2/common/sale_coupon/check?id=NEWSTUDENT5K', '10.90.0.1', undefined, 'student') },
    { name: 'sign-up (per address)', limit: RATE_LIMITS.signUp, max: 5, make: (i: number) => json('POST', '/api/user/create', '10.90.0.2', { email: `peer-${i}@limits.local`, password: 'limit-pass-1!', displayName: `고객${i}`, type: 'student' }) },
    { name: 'page views (per address)', limit: RATE_LIMITS.pageViews, max: 60, make: () => json('POST', '/api/v2/common/user/page', '10.90.0.3', { pages: [{ path: '/guide' }] }) },
  ])('$name: 100 parallel split over both instances get exactly $max answers', async ({ limit, max, make }) => {
    const replies = await parallel(100, make, (i) => (i % 2 ? peer.app : t.app));
    expect(answered(replies, limit)).toBe(max);
    // Each instance answered 50 requests, so each one refused some by the counter the other one also wrote.
    for (const parity of [0, 1]) expect(replies.filter((r, i) => i % 2 === parity && r.statusCode === 429).length).toBeGreaterThanOrEqual(50 - max);
  }, 120_000);
});

describe('no hand-written limiter is left', () => {
  it('coupon look-ups and the webhook count in the shared counters table', async () => {
    await t.app.inject(json('GET', '/api/v2/common/sale_coupon/check?id=EVERYDAYSAVE', '10.91.0.1', undefined, 'parent'));
    await t.app.inject(json('POST', '/api/v2/common/toss/webhook', '10.91.0.1', { eventType: 'LIMIT_LEFT_EVENT', data: { paymentKey: 'left-1' } }));
    const rows = await db().select().from(rateLimitCounters).where(like(rateLimitCounters.key, '%:address:10.91.0.1'));
    expect(rows.map((r) => r.key).sort()).toEqual([counterKey(RATE_LIMITS.couponCheck, 'address', '10.91.0.1'), counterKey(RATE_LIMITS.tossWebhook, 'address', '10.91.0.1')]);
  });
});
