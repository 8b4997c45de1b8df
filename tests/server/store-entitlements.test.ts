/**
 * What a payment gives and what its refund takes back (README "Store and payment"), on the real app and database
 * with the in-process Toss stand-in: the unlimited pass (bought once, extended, renewal stopped by its owner, ended or
 * shortened by a refund), coupons (used once per customer under parallel uses, given back by a full refund, reached
 * only by code and limited per account), consulting applications (paid, started only once paid, cancelled by their
 * refund), orders that end (time to live, product hidden or repriced) and Toss's webhook (looked up, idempotent).
 */
import { randomFillSync } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consultingApplications, consultingServices, couponUses, coupons, orders, products, rateLimitCounters, tossWebhookEvents, transitionLog, unlimitedPasses } from '../../server/db/schema';
import { expireStaleOrders } from '../../server/features/store/order-lifecycle';
import { renewDuePasses } from '../../server/features/store/passes.service';
import { tossClientOf } from '../../server/features/store/toss-client';
import { standinOf } from '../../server/features/store/toss-standin';
import { RATE_LIMITS } from '../../src/api/rate-limits';
import { generateCouponCode } from '../../src/api/store/coupon-code';
import { ORDER_STATE } from '../../src/machines/order.machine';
import { buildTestApp, clearRateLimits, loginAs, withToken, type TestApp } from '../helpers/app';
import { userId } from '../helpers/factories';

const BASE = '/api/v2/common';
const URL = {
  check: `${BASE}/sale_coupon/check`,
  use: `${BASE}/use_sale_coupon`,
  unlimited: `${BASE}/user/unlimited`,
  extend: `${BASE}/user/unlimited/extend`,
  autoRenew: `${BASE}/user/unlimited/auto_renew`,
  products: `${BASE}/user/payment_product`,
  tossAuth: `${BASE}/toss_auth`,
  order: `${BASE}/order`,
  confirm: `${BASE}/order/confirm`,
  refund: '/api/v2/store/admin/order/refund',
  appState: '/api/v2/tar_univ/consulting_application/state',
  webhook: `${BASE}/toss/webhook`,
};
const DAY = 86_400_000;
type Who = 'student' | 'parent' | 'l4' | 'l5';
let t: TestApp;
const tokens = {} as Record<Who, string>;
let studentId: number;
let parentId: number;

const call = (who: Who | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject(withToken(who ? tokens[who] : null, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) }));
const db = () => t.app.deps.db;
const stored = async (orderId: string) => (await db().select().from(orders).where(eq(orders.order_id, orderId)))[0];
const passOf = async (uid: number) => (await db().select().from(unlimitedPasses).where(eq(unlimitedPasses.user_id, uid)))[0];
async function coupon(values: Partial<typeof coupons.$inferInsert> = {}) {
  const code = generateCouponCode((b) => randomFillSync(b));
  const [row] = await db().insert(coupons).values({ code, name: `쿠폰 ${code}`, kind: 'once_each', discount_type: 'amount', discount_value: 1000, ...values }).returning();
  return row;
}
async function newOrder(who: 'student' | 'parent', body: Record<string, unknown>) {
  // This file makes more orders than one account may in a window (README "Rate limits"; tests/server/rate-limits.test.ts).
  await clearRateLimits(t, RATE_LIMITS.orders.name);
  const res = await call(who, 'POST', URL.order, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { orderId: string; orderName: string; amount: number; clientKey: string; coupon_id: number | null };
}
/** Creates an order and pays it through the stand-in's window and the confirm. */
async function pay(who: 'student' | 'parent', body: Record<string, unknown>) {
  const o = await newOrder(who, body);
  const w = standinOf(t.app.deps).authenticatePayment({ clientKey: o.clientKey, orderId: o.orderId, orderName: o.orderName, amount: o.amount, cardNumber: '4330123412341234' });
  if ('status' in w) throw new Error(JSON.stringify(w.body));
  const res = await call(who, 'POST', URL.confirm, { paymentKey: w.paymentKey, orderId: o.orderId, amount: o.amount });
  expect(res.statusCode, res.body).toBe(200);
  return { ...o, paymentKey: w.paymentKey, id: (await stored(o.orderId)).id };
}
/** Buys the pass for a customer by registering a card (toss_auth). */
async function buyPass(who: 'student' | 'parent') {
  const own = (await call(who, 'GET', URL.unlimited)).json().data;
  const auth = standinOf(t.app.deps).authenticateBilling({ clientKey: t.app.deps.env.toss.clientKey, customerKey: own.customer_key, cardNumber: '5365101234567890' });
  if ('status' in auth) throw new Error('billing auth failed');
  return call(who, 'POST', URL.tossAuth, { authKey: auth.authKey, customerKey: own.customer_key, goods_code: 'ENT-UNLIM' });
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const who of ['student', 'parent'] as const) tokens[who] = await loginAs(t.app, who);
  tokens.l4 = await loginAs(t.app, 4);
  tokens.l5 = await loginAs(t.app, 5);
  studentId = await userId(db(), 'student@demo.local');
  parentId = await userId(db(), 'parent@demo.local');
  await db().insert(products).values([
    { goods_code: 'ENT-PREM', goods_name: '프리미엄 30일', kind: 'premium', price: 20000, period_days: 30 },
    { goods_code: 'ENT-UNLIM', goods_name: '무제한 이용권 30일', kind: 'unlimited', price: 9900, period_days: 30 },
    { goods_code: 'ENT-GOODS', goods_name: '모의고사 세트', kind: 'goods', price: 5000 },
  ]);
});
afterAll(() => t.close());
beforeEach(() => clearRateLimits(t));

describe('the unlimited pass', () => {
  it('is bought once: a second toss_auth while active is 409 and charges nothing', async () => {
    expect((await buyPass('parent')).statusCode).toBe(200);
    const before = await passOf(parentId);
    expect(Math.round((before.valid_until!.getTime() - Date.now()) / DAY)).toBe(30);
    const again = await buyPass('parent');
    expect([again.statusCode, again.json().field]).toEqual([409, 'body.goods_code']);
    expect((await passOf(parentId)).valid_until).toEqual(before.valid_until);
  });

  it('연장: 401; 400 naming the field; 409 for a stale end date; once under 20 parallel confirmations', async () => {
    const pass = await passOf(parentId);
    const body = { goods_code: 'ENT-UNLIM', valid_until: pass.valid_until!.toISOString() };
    expect((await call(null, 'POST', URL.extend, body)).statusCode).toBe(401);
    const bad = await call('parent', 'POST', URL.extend, { goods_code: 'ENT-UNLIM' });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'body.valid_until']);
    const notPass = await call('parent', 'POST', URL.extend, { ...body, goods_code: 'ENT-PREM' });
    expect([notPass.statusCode, notPass.json().field]).toEqual([400, 'body.goods_code']);
    expect((await call('student', 'POST', URL.extend, body)).statusCode).toBe(404);
    const stale = await call('parent', 'POST', URL.extend, { ...body, valid_until: new Date(pass.valid_until!.getTime() - 1000).toISOString() });
    expect([stale.statusCode, stale.json().field]).toEqual([409, 'body.valid_until']);
    const replies = await Promise.all(Array.from({ length: 20 }, () => call('parent', 'POST', URL.extend, body)));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const after = await passOf(parentId);
    expect(after.valid_until!.getTime() - pass.valid_until!.getTime()).toBe(30 * DAY);
  });

  it('정기결제 해지 by its owner: the pass stays until its end and is not renewed; 다시 시작', async () => {
    expect((await call(null, 'PUT', URL.autoRenew, { auto_renew: false })).statusCode).toBe(401);
    expect((await call('parent', 'PUT', URL.autoRenew, { auto_renew: 'no' })).json().field).toBe('body.auto_renew');
    expect((await call('student', 'PUT', URL.autoRenew, { auto_renew: false })).statusCode).toBe(404);
    const stop = await call('parent', 'PUT', URL.autoRenew, { auto_renew: false });
    expect(stop.statusCode).toBe(200);
    expect(stop.json().data).toMatchObject({ unlimited: true, auto_renew: false });
    const pass = await passOf(parentId);
    await db().update(unlimitedPasses).set({ valid_until: new Date(Date.now() - 1000) }).where(eq(unlimitedPasses.id, pass.id));
    expect((await renewDuePasses(t.app.deps)).renewed).toHaveLength(0);
    // Ended: renewal cannot be resumed.
    expect((await call('parent', 'PUT', URL.autoRenew, { auto_renew: true })).statusCode).toBe(409);
    await db().update(unlimitedPasses).set({ valid_until: pass.valid_until }).where(eq(unlimitedPasses.id, pass.id));
    expect((await call('parent', 'PUT', URL.autoRenew, { auto_renew: true })).json().data.auto_renew).toBe(true);
  });

  it('a partial refund shortens it by the refunded share; a full refund ends it at once and stops renewal', async () => {
    const before = await passOf(parentId);
    const last = (await db().select().from(orders).where(eq(orders.id, before.last_order_id!)))[0];
    expect(last.period_days).toBe(30);
    const part = await call('l5', 'POST', URL.refund, { id: last.id, amount: 3300, reason: '일부 환불' });
    expect(part.statusCode, part.body).toBe(200);
    const shortened = await passOf(parentId);
    expect(before.valid_until!.getTime() - shortened.valid_until!.getTime()).toBe(10 * DAY);
    expect(shortened.auto_renew).toBe(true);
    const full = await call('l5', 'POST', URL.refund, { id: last.id, reason: '전액 환불' });
    expect(full.statusCode, full.body).toBe(200);
    const ended = await passOf(parentId);
    expect(ended.valid_until!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(ended.auto_renew).toBe(false);
    expect((await call('parent', 'GET', URL.unlimited)).json().data).toMatchObject({ unlimited: false, auto_renew: false });
    // Ended, it can be bought again.
    expect((await buyPass('parent')).statusCode).toBe(200);
  });

  it('level 4 cannot refund (403) and nothing changes', async () => {
    const pass = await passOf(parentId);
    const res = await call('l4', 'POST', URL.refund, { id: pass.last_order_id, reason: '환불' });
    expect(res.statusCode).toBe(403);
    expect((await passOf(parentId)).valid_until).toEqual(pass.valid_until);
  });
});

describe('premium products', () => {
  it('a refund shortens or ends the premium period', async () => {
    const o = await pay('student', { goods_code: 'ENT-PREM' });
    const period = async () => ((await call('student', 'GET', URL.products)).json().data_list as Array<{ orderId: string; valid_from: string; valid_until: string }>).find((p) => p.orderId === o.orderId);
    const p1 = (await period())!;
    expect(new Date(p1.valid_until).getTime() - new Date(p1.valid_from).getTime()).toBe(30 * DAY);
    await call('l5', 'POST', URL.refund, { id: o.id, amount: 10000, reason: '절반 환불' });
    const p2 = (await period())!;
    expect(new Date(p2.valid_until).getTime() - new Date(p2.valid_from).getTime()).toBe(15 * DAY);
    await call('l5', 'POST', URL.refund, { id: o.id, reason: '나머지 환불' });
    expect(await period()).toBeUndefined();
  });
});

describe('coupons', () => {
  it('"누구나 한 번": once per customer under 100 parallel uses by 2 accounts', async () => {
    const c = await coupon({ discount_value: 5000 });
    const made: Array<{ who: 'student' | 'parent'; orderId: string }> = [];
    for (let i = 0; i < 50; i++) for (const who of ['student', 'parent'] as const) made.push({ who, orderId: (await newOrder(who, { goods_code: 'ENT-GOODS', coupon_code: c.code })).orderId });
    const replies = await Promise.all(made.map((m) => call(m.who, 'PUT', URL.use, { id: c.id, orderId: m.orderId })));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(98);
    const uses = await db().select().from(couponUses).where(eq(couponUses.coupon_id, c.id));
    expect(uses.map((u) => u.user_id).sort()).toEqual([studentId, parentId].sort());
  }, 120_000);

  it('a full refund gives the coupon back; a partial one does not', async () => {
    const c = await coupon({ kind: 'single', user_id: studentId, discount_value: 2000 });
    const o = await pay('student', { goods_code: 'ENT-PREM', coupon_code: c.code });
    expect((await call('student', 'GET', `${URL.check}?id=${c.code}`)).statusCode).toBe(409);
    await call('l5', 'POST', URL.refund, { id: o.id, amount: 1000, reason: '일부' });
    expect((await call('student', 'GET', `${URL.check}?id=${c.code}`)).statusCode).toBe(409);
    await call('l5', 'POST', URL.refund, { id: o.id, reason: '전액' });
    expect((await call('student', 'GET', `${URL.check}?id=${c.code}`)).statusCode).toBe(200);
    expect(await db().select().from(couponUses).where(eq(couponUses.coupon_id, c.id))).toHaveLength(0);
  });

  it('look-ups are limited per account: of 100 parallel checks, 20 are answered and 80 get 429 with Retry-After', async () => {
    await clearRateLimits(t);
    const c = await coupon();
    const replies = await Promise.all(Array.from({ length: 100 }, () => call('student', 'GET', `${URL.check}?id=${c.code}`)));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(20);
    const limited = replies.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(80);
    expect(Number(limited[0].headers['retry-after'])).toBeGreaterThan(0);
    expect(limited[0].json().message).toContain('쿠폰 확인');
    // Another account is not limited by the first one's count (its own address is shared in tests, so clear it).
    await db().delete(rateLimitCounters).where(eq(rateLimitCounters.key, `${RATE_LIMITS.couponCheck.name}:address:127.0.0.1`));
    expect((await call('parent', 'GET', `${URL.check}?id=${c.code}`)).statusCode).toBe(200);
    await clearRateLimits(t);
  }, 60_000);
});

describe('orders that end', () => {
  it('a confirm after the time to live is refused (409) and the order expires; Toss is never asked', async () => {
    const o = await newOrder('student', { goods_code: 'ENT-GOODS' });
    const w = standinOf(t.app.deps).authenticatePayment({ clientKey: o.clientKey, orderId: o.orderId, orderName: o.orderName, amount: o.amount, cardNumber: '4330123412341234' });
    if ('status' in w) throw new Error('window');
    await db().update(orders).set({ expires_time: new Date(Date.now() - 1000) }).where(eq(orders.order_id, o.orderId));
    const res = await call('student', 'POST', URL.confirm, { paymentKey: w.paymentKey, orderId: o.orderId, amount: o.amount });
    expect([res.statusCode, res.json().field]).toEqual([409, 'body.orderId']);
    expect(res.json().message).toContain('결제 기한');
    expect((await stored(o.orderId)).state).toBe(ORDER_STATE.expired.code);
    expect(standinOf(t.app.deps).approvals(o.orderId)).toBe(0);
  });

  it('a confirm after the product was repriced or hidden is refused (409) and the order cancelled', async () => {
    const [p] = await db().insert(products).values({ goods_code: 'ENT-CHANGE', goods_name: '바뀌는 상품', kind: 'goods', price: 5000 }).returning();
    for (const change of [{ price: 50000 }, { display: false }]) {
      await db().update(products).set({ price: 5000, display: true }).where(eq(products.id, p.id));
      const o = await newOrder('student', { goods_code: 'ENT-CHANGE' });
      const w = standinOf(t.app.deps).authenticatePayment({ clientKey: o.clientKey, orderId: o.orderId, orderName: o.orderName, amount: o.amount, cardNumber: '4330123412341234' });
      if ('status' in w) throw new Error('window');
      await db().update(products).set(change).where(eq(products.id, p.id));
      const res = await call('student', 'POST', URL.confirm, { paymentKey: w.paymentKey, orderId: o.orderId, amount: o.amount });
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(res.json().message).toMatch(/가격이 5,000원에서 50,000원으로|판매가 중지/);
      expect((await stored(o.orderId)).state).toBe(ORDER_STATE.cancelled.code);
      expect(standinOf(t.app.deps).approvals(o.orderId)).toBe(0);
    }
  });

  it("the server's job closes waiting orders past their time to live, and only those", async () => {
    const old = await newOrder('student', { goods_code: 'ENT-GOODS' });
    const fresh = await newOrder('student', { goods_code: 'ENT-GOODS' });
    await db().update(orders).set({ expires_time: new Date(Date.now() - 60_000) }).where(eq(orders.order_id, old.orderId));
    const closed = await expireStaleOrders(t.app.deps);
    expect(closed).toContain(old.orderId);
    expect(closed).not.toContain(fresh.orderId);
    expect((await stored(old.orderId)).state).toBe(ORDER_STATE.expired.code);
    expect((await stored(fresh.orderId)).state).toBe(ORDER_STATE.waiting.code);
    const log = await db().select().from(transitionLog).where(and(eq(transitionLog.entity, 'order'), eq(transitionLog.entity_id, String((await stored(old.orderId)).id))));
    expect(log.map((l) => l.event)).toEqual(['OPEN', 'EXPIRE']);
  });
});

describe('consulting applications follow their payment', () => {
  it('paid: 결제 완료, started; a plain cancel is refused; the refund cancels it and marks it 환불됨', async () => {
    const [service] = await db().insert(consultingServices).values({ code: 'ENT-SVC', name: '1:1 정시 컨설팅 (테스트)', description: '', price: 150000, active: true }).returning();
    const values = { user_id: parentId, service_id: service.id, student_name: '학생', school_name: '학교', grade: 3, phone: '010-1234-5678', choices: [], scores: [], privacy_agreed: true, marketing_agreed: false, state: 'received', price: 150000, payment_state: 'pending' };
    const [app] = await db().insert(consultingApplications).values(values).returning();
    // Unpaid: START refused, nothing changed.
    const early = await call('l4', 'PUT', URL.appState, { id: app.id, event: 'START' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('결제');
    const c = await coupon({ discount_value: 10000 });
    const o = await pay('parent', { consulting_application_id: app.id, coupon_code: c.code });
    const paid = (await db().select().from(consultingApplications).where(eq(consultingApplications.id, app.id)))[0];
    expect(paid.payment_state).toBe('paid');
    const detail = await call('l4', 'GET', `/api/v2/tar_univ/consulting_application?id=${app.id}`);
    expect(detail.json().data).toMatchObject({ payment_state: 'paid', paid_order: { id: o.id, amount: 140000, refunded_amount: 0 } });
    expect((await call('l4', 'PUT', URL.appState, { id: app.id, event: 'START' })).statusCode).toBe(200);
    const cancel = await call('l4', 'PUT', URL.appState, { id: app.id, event: 'CANCEL', reason: '고객 요청' });
    expect(cancel.statusCode).toBe(409);
    expect((await db().select().from(consultingApplications).where(eq(consultingApplications.id, app.id)))[0].state).toBe('in_progress');
    const refund = await call('l5', 'POST', URL.refund, { id: o.id, reason: '고객 요청으로 취소' });
    expect(refund.statusCode, refund.body).toBe(200);
    const after = (await db().select().from(consultingApplications).where(eq(consultingApplications.id, app.id)))[0];
    expect([after.state, after.payment_state]).toEqual(['cancelled', 'refunded']);
    const log = await db().select().from(transitionLog).where(and(eq(transitionLog.entity, 'consulting_application'), eq(transitionLog.entity_id, String(app.id))));
    expect(log.map((l) => l.event)).toEqual(['START', 'CANCEL']);
    expect(await db().select().from(couponUses).where(eq(couponUses.coupon_id, c.id))).toHaveLength(0);
    const mine = (await call('parent', 'GET', '/api/v2/tar_univ/consulting_service/mine')).json().data_list as Array<{ id: number; payment_state: string }>;
    expect(mine.find((a) => a.id === app.id)?.payment_state).toBe('refunded');
  });

  it('a consulting product is not sold apart from its application (400 naming body.goods_code)', async () => {
    await db().insert(products).values({ goods_code: 'ENT-CONSULT', goods_name: '컨설팅 상품', kind: 'consulting', price: 150000 });
    const res = await call('parent', 'POST', URL.order, { goods_code: 'ENT-CONSULT' });
    expect([res.statusCode, res.json().field]).toEqual([400, 'body.goods_code']);
  });
});

describe("Toss's webhook", () => {
  it('a cancel made on Toss\'s side is applied at once, looked up at Toss, once however often it is sent', async () => {
    const o = await pay('student', { goods_code: 'ENT-PREM' });
    const body = { eventType: 'PAYMENT_STATUS_CHANGED', createdAt: '2026-11-28T12:00:00.000', data: { paymentKey: o.paymentKey, orderId: o.orderId, status: 'CANCELED' } };
    // A body that lies (nothing was cancelled at Toss) changes nothing.
    expect((await call(null, 'POST', URL.webhook, body)).statusCode).toBe(200);
    expect((await stored(o.orderId)).state).toBe(ORDER_STATE.paid.code);
    await tossClientOf(t.app.deps).cancel(o.paymentKey, { cancelReason: '토스 상점관리자에서 취소' }, `dash-${o.orderId}`);
    const replies = await Promise.all(Array.from({ length: 5 }, () => call(null, 'POST', URL.webhook, body)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const row = await stored(o.orderId);
    expect([row.state, row.refunded_amount]).toEqual([ORDER_STATE.refunded.code, 20000]);
    const events = await db().select().from(tossWebhookEvents).where(eq(tossWebhookEvents.order_id, o.orderId));
    expect(events.filter((e) => e.result.startsWith('환불'))).toHaveLength(1);
    const bad = await call(null, 'POST', URL.webhook, { eventType: 'PAYMENT_STATUS_CHANGED', data: {} });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'body.data.paymentKey']);
    expect((await call(null, 'POST', URL.webhook, { ...body, data: { paymentKey: 'no-such-payment' } })).statusCode).toBe(200);
  });
});
