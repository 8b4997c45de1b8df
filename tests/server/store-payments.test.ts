/**
 * The customer's store calls (issue 11 points 3, 4) on the real app and database with the app's Toss-compatible
 * stand-in, one describe per call in the order 401 -> 400 (naming the field) -> 403 -> 404 -> 409 -> success,
 * checking stored rows: sale_coupon/check, use_sale_coupon, user/unlimited, user/payment_product, toss_auth (and
 * the renewal job), the order calls (create, confirm, fail, one, list), and the stand-in's Toss shapes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { consultingApplications, consultingServices, couponUses, coupons, orderCancels, orders, products, transitionLog, unlimitedPasses } from '../../server/db/schema';
import { DEMO_COUPON_CODES as CODES, seedStorePayments } from '../../server/db/seed/store-payments';
import { renewDuePasses } from '../../server/features/store/passes.service';
import { createTossClient, TossError } from '../../server/features/store/toss-client';
import { standinOf } from '../../server/features/store/toss-standin';
import { standinHttp } from '../../server/features/store/toss-standin-routes';
import { ORDER_STATE } from '../../src/machines/order.machine';
import { generateCouponCode } from '../../src/api/store/coupon-code';
import { randomFillSync } from 'node:crypto';
import { buildTestApp, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';
import { userId } from '../helpers/factories';

const BASE = '/api/v2/common';
const URL = {
  check: `${BASE}/sale_coupon/check`,
  use: `${BASE}/use_sale_coupon`,
  unlimited: `${BASE}/user/unlimited`,
  products: `${BASE}/user/payment_product`,
  tossAuth: `${BASE}/toss_auth`,
  order: `${BASE}/order`,
  confirm: `${BASE}/order/confirm`,
  fail: `${BASE}/order/fail`,
  list: `${BASE}/order/list`,
};
let t: TestApp;
const tokens = {} as Record<'student' | 'parent' | 'l4' | 'l2', string>;
let studentId: number;
let parentId: number;

const call = (who: keyof typeof tokens | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject(withToken(who ? tokens[who] : null, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) }));
const db = () => t.app.deps.db;
/** A coupon with a fresh random code (by default one anyone may use once each). */
async function coupon(values: Partial<typeof coupons.$inferInsert> = {}) {
  const code = generateCouponCode((b) => randomFillSync(b));
  const [row] = await db()
    .insert(coupons)
    .values({ code, name: `쿠폰 ${code}`, kind: values.user_id ? 'single' : 'once_each', discount_type: 'amount', discount_value: 2000, ...values })
    .returning();
  return row;
}
const usesOf = (couponId: number) => db().select().from(couponUses).where(eq(couponUses.coupon_id, couponId));
const storedOrder = async (orderId: string) => (await db().select().from(orders).where(eq(orders.order_id, orderId)))[0];
async function newOrder(who: 'student' | 'parent', body: Record<string, unknown>) {
  const res = await call(who, 'POST', URL.order, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { orderId: string; orderName: string; amount: number; clientKey: string; customerKey: string; sdk_src: string; state: number };
}
function window(o: { orderId: string; orderName: string; amount: number; clientKey: string }, cardNumber = '4330123412341234') {
  const r = standinOf(t.app.deps).authenticatePayment({ clientKey: o.clientKey, orderId: o.orderId, orderName: o.orderName, amount: o.amount, cardNumber });
  if ('status' in r) throw new Error(JSON.stringify(r.body));
  return r;
}

beforeAll(async () => {
  t = await buildTestApp();
  const who: Record<keyof typeof tokens, DemoWho> = { student: 'student', parent: 'parent', l4: 4, l2: 2 };
  for (const [k, v] of Object.entries(who)) tokens[k as keyof typeof tokens] = await loginAs(t.app, v);
  studentId = await userId(db(), 'student@demo.local');
  parentId = await userId(db(), 'parent@demo.local');
  await db().insert(products).values([
    { goods_code: 'PAY-PREM', goods_name: '프리미엄 문제집 30일', kind: 'premium', price: 20000, period_days: 30 },
    { goods_code: 'PAY-HIDDEN', goods_name: '숨긴 상품', kind: 'premium', price: 10000, period_days: 30, display: false },
    { goods_code: 'PAY-UNLIM', goods_name: '무제한 이용권 (월)', kind: 'unlimited', price: 9900, period_days: 30 },
  ]);
});
afterAll(() => t.close());

describe('GET sale_coupon/check', () => {
  it('401 without a sign-in; 403 for a staff token', async () => {
    expect((await call(null, 'GET', `${URL.check}?id=ABCDEFGHJKMN`)).statusCode).toBe(401);
    expect((await call('l4', 'GET', `${URL.check}?id=ABCDEFGHJKMN`)).statusCode).toBe(403);
  });
  it('400 naming query.id without one', async () => {
    const res = await call('student', 'GET', URL.check);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('query.id');
  });
  it("403 for a coupon issued to another customer; 404 for an unknown code and for a coupon's number", async () => {
    const theirs = await coupon({ user_id: parentId });
    expect((await call('student', 'GET', `${URL.check}?id=${theirs.code}`)).statusCode).toBe(403);
    const res = await call('student', 'GET', `${URL.check}?id=NOSUCHCODEXX`);
    expect([res.statusCode, res.json().field]).toEqual([404, 'query.id']);
    // A coupon is never reached by its sequential number.
    const mine = await coupon({ user_id: studentId });
    expect((await call('student', 'GET', `${URL.check}?id=${mine.id}`)).statusCode).toBe(404);
  });
  it('409 for a used, an expired, a not-yet-valid, a disabled coupon and one below its minimum', async () => {
    const used = await coupon({ user_id: studentId });
    const o = await newOrder('student', { goods_code: 'PAY-PREM' });
    await db().insert(couponUses).values({ coupon_id: used.id, user_id: studentId, order_id: (await storedOrder(o.orderId)).id });
    const expired = await coupon({ valid_until: new Date(Date.now() - 86_400_000) });
    const later = await coupon({ valid_from: new Date(Date.now() + 86_400_000) });
    const off = await coupon({ disabled_time: new Date() });
    const min = await coupon({ min_amount: 50000 });
    for (const c of [used, expired, later, off]) expect((await call('student', 'GET', `${URL.check}?id=${c.code}`)).statusCode, c.code).toBe(409);
    expect((await call('student', 'GET', `${URL.check}?id=${min.code}`)).statusCode).toBe(200);
    expect((await call('student', 'GET', `${URL.check}?id=${min.code}&goods_code=PAY-PREM`)).statusCode).toBe(409);
  });
  it('answers the coupon by its code (any case, with hyphens) and its discount on a product', async () => {
    const c = await coupon({ discount_type: 'percent', discount_value: 15, max_discount: 2500 });
    const typed = c.code.toLowerCase().replace(/(.{4})(?=.)/g, '$1-');
    const byCode = await call('student', 'GET', `${URL.check}?id=${typed}&goods_code=PAY-PREM`);
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(byCode.json().data).toMatchObject({ id: c.id, code: c.code, kind: 'once_each', list_amount: 20000, discount_amount: 2500, amount: 17500 });
  });
});

describe('POST order', () => {
  it('401; 400 naming body.goods_code without a product; 404 for a hidden one; 400 for the unlimited pass', async () => {
    expect((await call(null, 'POST', URL.order, { goods_code: 'PAY-PREM' })).statusCode).toBe(401);
    const none = await call('student', 'POST', URL.order, {});
    expect([none.statusCode, none.json().field]).toEqual([400, 'body.goods_code']);
    const hidden = await call('student', 'POST', URL.order, { goods_code: 'PAY-HIDDEN' });
    expect([hidden.statusCode, hidden.json().field]).toEqual([404, 'body.goods_code']);
    const pass = await call('student', 'POST', URL.order, { goods_code: 'PAY-UNLIM' });
    expect([pass.statusCode, pass.json().field]).toEqual([400, 'body.goods_code']);
    const amount = await call('student', 'POST', URL.order, { goods_code: 'PAY-PREM', amount: 1 });
    expect(amount.statusCode).toBe(200);
    expect(amount.json().data.amount).toBe(20000);
  });
  it('holds the amount the server computed, waiting for payment, with what the SDK needs', async () => {
    const c = await coupon();
    const o = await newOrder('student', { goods_code: 'PAY-PREM', coupon_code: c.code });
    expect(o).toMatchObject({ amount: 18000, state: ORDER_STATE.waiting.code, clientKey: t.app.deps.env.toss.clientKey, sdk_src: '/toss-standin/v2/standard' });
    expect(o.clientKey).toMatch(/^test_ck_standin_./);
    expect(o.customerKey).toMatch(/^cust_/);
    const row = await storedOrder(o.orderId);
    expect(row).toMatchObject({ user_id: studentId, list_amount: 20000, discount_amount: 2000, amount: 18000, coupon_id: c.id, state: ORDER_STATE.waiting.code, period_days: 30 });
    expect(row.expires_time!.getTime() - row.create_time.getTime()).toBeGreaterThan(29 * 60_000);
    expect(await usesOf(c.id)).toHaveLength(0);
  });
});

describe('POST order/confirm', () => {
  it('401; 400 naming the field; 403 for another customer\'s order; 404 unknown', async () => {
    const o = await newOrder('student', { goods_code: 'PAY-PREM' });
    const p = window(o);
    const body = { paymentKey: p.paymentKey, orderId: o.orderId, amount: o.amount };
    expect((await call(null, 'POST', URL.confirm, body)).statusCode).toBe(401);
    const bad = await call('student', 'POST', URL.confirm, { ...body, amount: '20000' });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'body.amount']);
    expect((await call('parent', 'POST', URL.confirm, body)).statusCode).toBe(403);
    expect((await call('student', 'POST', URL.confirm, { ...body, orderId: 'Onosuchorder' })).statusCode).toBe(404);
    expect((await storedOrder(o.orderId)).state).toBe(ORDER_STATE.waiting.code);
    const ok = await call('student', 'POST', URL.confirm, body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ state: ORDER_STATE.paid.code, method: '카드', amount: 20000 });
    const row = await storedOrder(o.orderId);
    expect(row).toMatchObject({ state: ORDER_STATE.paid.code, payment_key: p.paymentKey });
    expect(row.approved_time).not.toBeNull();
    const log = await db().select().from(transitionLog).where(and(eq(transitionLog.entity, 'order'), eq(transitionLog.entity_id, String(row.id))));
    expect(log.map((l) => l.event)).toEqual(['OPEN', 'CONFIRM']);
  });
  it('a card refused at approval fails the order with Toss\'s code; confirming it again is 409', async () => {
    const o = await newOrder('student', { goods_code: 'PAY-PREM' });
    const p = window(o, '4330123412340002');
    const res = await call('student', 'POST', URL.confirm, { paymentKey: p.paymentKey, orderId: o.orderId, amount: o.amount });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: ORDER_STATE.failed.code, fail_code: 'REJECT_CARD_PAYMENT' });
    expect((await call('student', 'POST', URL.confirm, { paymentKey: p.paymentKey, orderId: o.orderId, amount: o.amount })).statusCode).toBe(409);
  });
  it('records the coupon\'s use in the same transaction', async () => {
    const c = await coupon({ user_id: studentId });
    const o = await newOrder('student', { goods_code: 'PAY-PREM', coupon_code: c.code });
    const p = window(o);
    await call('student', 'POST', URL.confirm, { paymentKey: p.paymentKey, orderId: o.orderId, amount: 18000 });
    const uses = await usesOf(c.id);
    expect(uses.map((u) => [u.order_id, u.user_id])).toEqual([[(await storedOrder(o.orderId)).id, studentId]]);
  });
});

describe('POST order/fail, GET order, GET order/list', () => {
  it('records the window\'s failure on a waiting order; never touches a paid one', async () => {
    const o = await newOrder('student', { goods_code: 'PAY-PREM' });
    expect((await call(null, 'POST', URL.fail, { orderId: o.orderId, code: 'PAY_PROCESS_CANCELED' })).statusCode).toBe(401);
    const bad = await call('student', 'POST', URL.fail, { orderId: o.orderId });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'body.code']);
    expect((await call('parent', 'POST', URL.fail, { orderId: o.orderId, code: 'X' })).statusCode).toBe(403);
    const res = await call('student', 'POST', URL.fail, { orderId: o.orderId, code: 'PAY_PROCESS_CANCELED', message: '사용자에 의해 결제가 취소되었습니다.' });
    expect(res.json().data).toMatchObject({ state: ORDER_STATE.failed.code, fail_code: 'PAY_PROCESS_CANCELED' });
  });
  it('GET order: own only (403 another\'s, 404 unknown); the list is the caller\'s', async () => {
    const o = await newOrder('parent', { goods_code: 'PAY-PREM' });
    expect((await call(null, 'GET', `${URL.order}?orderId=${o.orderId}`)).statusCode).toBe(401);
    expect((await call('student', 'GET', `${URL.order}?orderId=bad`)).json().field).toBe('query.orderId');
    expect((await call('student', 'GET', `${URL.order}?orderId=${o.orderId}`)).statusCode).toBe(403);
    expect((await call('parent', 'GET', `${URL.order}?orderId=Onosuchorder`)).statusCode).toBe(404);
    expect((await call('parent', 'GET', `${URL.order}?orderId=${o.orderId}`)).json().data.orderId).toBe(o.orderId);
    const list = (await call('parent', 'GET', URL.list)).json().data_list as Array<{ orderId: string }>;
    expect(list.map((x) => x.orderId)).toContain(o.orderId);
    const mine = (await call('student', 'GET', URL.list)).json().data_list as Array<{ orderId: string }>;
    expect(mine.map((x) => x.orderId)).not.toContain(o.orderId);
  });
});

describe('PUT use_sale_coupon', () => {
  it('401; 400 naming body.id; 403 another\'s coupon; 404 unknown; 409 an order with an amount left; success on a covered order', async () => {
    const full = await coupon({ discount_value: 20000, user_id: studentId });
    const o = await newOrder('student', { goods_code: 'PAY-PREM', coupon_code: full.code });
    expect(o).toMatchObject({ amount: 0, state: ORDER_STATE.created.code });
    expect((await call(null, 'PUT', URL.use, { id: full.id, orderId: o.orderId })).statusCode).toBe(401);
    expect((await call('student', 'PUT', URL.use, { id: '1', orderId: o.orderId })).json().field).toBe('body.id');
    expect((await call('parent', 'PUT', URL.use, { id: full.id, orderId: o.orderId })).statusCode).toBe(403);
    expect((await call('student', 'PUT', URL.use, { id: full.id, orderId: 'Onosuchorder' })).statusCode).toBe(404);
    // Another coupon than the order's own: refused before it is even looked up.
    const theirs = await coupon({ user_id: parentId });
    expect((await call('student', 'PUT', URL.use, { id: theirs.id, orderId: o.orderId })).statusCode).toBe(409);
    const partial = await coupon();
    const left = await newOrder('student', { goods_code: 'PAY-PREM', coupon_code: partial.code });
    expect((await call('student', 'PUT', URL.use, { id: partial.id, orderId: left.orderId })).statusCode).toBe(409);
    const ok = await call('student', 'PUT', URL.use, { id: full.id, orderId: o.orderId });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: full.id, orderId: o.orderId, state: ORDER_STATE.paid.code });
    expect((await storedOrder(o.orderId)).state).toBe(ORDER_STATE.paid.code);
    expect(await usesOf(full.id)).toHaveLength(1);
    // A replay answers the paid order and records no second use.
    expect((await call('student', 'PUT', URL.use, { id: full.id, orderId: o.orderId })).statusCode).toBe(200);
    expect(await usesOf(full.id)).toHaveLength(1);
  });
});

describe('GET user/payment_product', () => {
  it('401; the caller\'s paid premium products with their periods', async () => {
    expect((await call(null, 'GET', URL.products)).statusCode).toBe(401);
    const res = await call('student', 'GET', URL.products);
    expect(res.statusCode).toBe(200);
    const list = res.json().data_list as Array<{ goods_code: string; valid_from: string; valid_until: string; active: boolean }>;
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) {
      expect(p.goods_code).toBe('PAY-PREM');
      expect(new Date(p.valid_until).getTime() - new Date(p.valid_from).getTime()).toBe(30 * 86_400_000);
      expect(p.active).toBe(true);
    }
  });
});

describe('POST toss_auth, GET user/unlimited, renewals', () => {
  it('user/unlimited: 401; 400 for staff without user_id; 403 another customer or staff below 4; 404 unknown user', async () => {
    expect((await call(null, 'GET', URL.unlimited)).statusCode).toBe(401);
    expect((await call('l4', 'GET', URL.unlimited)).json().field).toBe('query.user_id');
    expect((await call('student', 'GET', `${URL.unlimited}?user_id=${parentId}`)).statusCode).toBe(403);
    expect((await call('l2', 'GET', `${URL.unlimited}?user_id=${studentId}`)).statusCode).toBe(403);
    expect((await call('l4', 'GET', `${URL.unlimited}?user_id=999999`)).statusCode).toBe(404);
    const mine = await call('parent', 'GET', URL.unlimited);
    expect(mine.json().data).toMatchObject({ user_id: parentId, unlimited: false, valid_until: null, card_registered: false });
  });

  it('toss_auth: 401; 400 naming the field (product, customerKey, authKey); success charges the first period', async () => {
    const own = (await call('parent', 'GET', URL.unlimited)).json().data;
    const auth = standinOf(t.app.deps).authenticateBilling({ clientKey: t.app.deps.env.toss.clientKey, customerKey: own.customer_key, cardNumber: '5365101234567890' });
    if ('status' in auth) throw new Error('billing auth failed');
    const body = { authKey: auth.authKey, customerKey: own.customer_key, goods_code: 'PAY-UNLIM' };
    expect((await call(null, 'POST', URL.tossAuth, body)).statusCode).toBe(401);
    expect((await call('parent', 'POST', URL.tossAuth, { ...body, goods_code: 'PAY-PREM' })).json().field).toBe('body.goods_code');
    expect((await call('student', 'POST', URL.tossAuth, body)).json().field).toBe('body.customerKey');
    expect((await call('parent', 'POST', URL.tossAuth, { ...body, authKey: 'bln_wrong' })).json().field).toBe('body.authKey');
    const res = await call('parent', 'POST', URL.tossAuth, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: ORDER_STATE.paid.code, data: { unlimited: true, card_registered: true, auto_renew: true } });
    expect(JSON.stringify(res.json())).not.toContain('bk_');
    const [pass] = await db().select().from(unlimitedPasses).where(eq(unlimitedPasses.user_id, parentId));
    expect(pass.billing_key).toMatch(/^bk_/);
    expect(Math.round((pass.valid_until!.getTime() - Date.now()) / 86_400_000)).toBe(30);
    const admin = await call('l4', 'GET', `${URL.unlimited}?user_id=${parentId}`);
    expect(admin.json().data).toMatchObject({ unlimited: true, customer_key: null });
    // An active pass is never bought again (연장 instead): refused before the card is charged.
    const again = await call('parent', 'POST', URL.tossAuth, body);
    expect([again.statusCode, again.json().field]).toEqual([409, 'body.goods_code']);
    expect((await db().select().from(orders).where(eq(orders.user_id, parentId))).filter((o) => o.product_id !== null && o.order_name.includes('무제한'))).toHaveLength(1);
  });

  it('renewDuePasses charges an ended pass once (parallel runs too), and a refused card stops renewals', async () => {
    const ended = new Date(Date.now() - 60_000);
    await db().update(unlimitedPasses).set({ valid_until: ended }).where(eq(unlimitedPasses.user_id, parentId));
    const runs = await Promise.all([renewDuePasses(t.app.deps), renewDuePasses(t.app.deps)]);
    expect(runs.flatMap((r) => r.renewed)).toHaveLength(1);
    const [pass] = await db().select().from(unlimitedPasses).where(eq(unlimitedPasses.user_id, parentId));
    expect(pass.valid_until!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await renewDuePasses(t.app.deps)).renewed).toHaveLength(0);

    const own = (await call('student', 'GET', URL.unlimited)).json().data;
    const auth = standinOf(t.app.deps).authenticateBilling({ clientKey: t.app.deps.env.toss.clientKey, customerKey: own.customer_key, cardNumber: '5365101234560002' });
    if ('status' in auth) throw new Error('billing auth failed');
    const first = await call('student', 'POST', URL.tossAuth, { authKey: auth.authKey, customerKey: own.customer_key, goods_code: 'PAY-UNLIM' });
    expect(first.json().state).toBe(ORDER_STATE.failed.code);
    await db().update(unlimitedPasses).set({ valid_until: ended }).where(eq(unlimitedPasses.user_id, studentId));
    const run = await renewDuePasses(t.app.deps);
    expect(run.failed).toHaveLength(1);
    const [stopped] = await db().select().from(unlimitedPasses).where(eq(unlimitedPasses.user_id, studentId));
    expect(stopped.auto_renew).toBe(false);
  });
});

describe('the consulting join', () => {
  it('a priced application is paid as an order with its price; a second payment is refused', async () => {
    const [service] = await db().select().from(consultingServices).limit(1);
    await db().update(consultingServices).set({ price: 50000 }).where(eq(consultingServices.id, service.id));
    const [app] = await db()
      .insert(consultingApplications)
      .values({ user_id: studentId, service_id: service.id, student_name: '학생', school_name: '학교', grade: 3, phone: '010-1234-5678', choices: [], scores: [], privacy_agreed: true, marketing_agreed: false, state: 'received', price: 50000, payment_state: 'pending' })
      .returning();
    expect((await call('parent', 'POST', URL.order, { consulting_application_id: app.id })).statusCode).toBe(403);
    const o = await newOrder('student', { consulting_application_id: app.id });
    expect(o.amount).toBe(50000);
    const p = window(o);
    await call('student', 'POST', URL.confirm, { paymentKey: p.paymentKey, orderId: o.orderId, amount: 50000 });
    expect((await storedOrder(o.orderId)).consulting_application_id).toBe(app.id);
    const [paid] = await db().select().from(consultingApplications).where(eq(consultingApplications.id, app.id));
    expect(paid.payment_state).toBe('paid');
    expect((await call('student', 'POST', URL.order, { consulting_application_id: app.id })).statusCode).toBe(409);
  });
});

describe('the Toss-compatible stand-in', () => {
  it('refuses a wrong secret key (401 UNAUTHORIZED_KEY) and answers Toss\'s shapes over HTTP', async () => {
    const bad = createTossClient({ apiUrl: 'http://standin', secretKey: 'test_sk_wrong', fetch: standinOf(t.app.deps).fetch });
    const e = await bad.getPayment('x').catch((err: unknown) => err);
    expect(e).toBeInstanceOf(TossError);
    expect([(e as TossError).status, (e as TossError).code]).toEqual([401, 'UNAUTHORIZED_KEY']);
    const sdk = await standinHttp(standinOf(t.app.deps), '/toss-standin', 'GET', '/v2/standard', {}, null);
    expect(sdk.payload).toContain('window.TossPayments');
    const page = await standinHttp(standinOf(t.app.deps), '/toss-standin', 'GET', '/payment-window?orderName=%3Cb%3E&amount=1000', {}, null);
    expect(page.payload).toContain('카드 번호');
    expect(page.payload).not.toContain('<b>');
    const expiry = await standinHttp(standinOf(t.app.deps), '/toss-standin', 'POST', '/payment-window/approve', {}, { expiry: '13/99' });
    expect(JSON.parse(expiry.payload).code).toBe('INVALID_CARD_EXPIRATION');
  });
});

describe('the demo seed', () => {
  it('coupons (student\'s, anyone\'s, spent, expired, disabled), paid orders with a partial refund, and a pass; twice is once', async () => {
    const demo = (code: string, kind: string, price: number) => ({ goods_code: code, goods_name: code, kind, price, period_days: kind === 'goods' ? null : 30 });
    await db()
      .insert(products)
      .values([demo('DEMO-PREMIUM-MATH', 'premium', 39000), demo('DEMO-PREMIUM-ENG', 'premium', 29000), demo('DEMO-MOCK-SET', 'goods', 15000), demo('DEMO-UNLIMITED-30', 'unlimited', 19900)])
      .onConflictDoNothing();
    await db().delete(unlimitedPasses).where(eq(unlimitedPasses.user_id, studentId));
    await seedStorePayments(db());
    await seedStorePayments(db());
    const seeded = await db().select().from(coupons);
    for (const code of Object.values(CODES)) expect(seeded.filter((c) => c.code === code), code).toHaveLength(1);
    expect((await call('student', 'GET', `${URL.check}?id=${CODES.student}`)).statusCode).toBe(200);
    expect((await call('parent', 'GET', `${URL.check}?id=${CODES.student}`)).statusCode).toBe(403);
    expect((await call('parent', 'GET', `${URL.check}?id=${CODES.spring}`)).statusCode).toBe(200);
    expect((await call('parent', 'GET', `${URL.check}?id=${CODES.spent}`)).statusCode).toBe(409);
    expect((await call('student', 'GET', `${URL.check}?id=${CODES.expired}`)).statusCode).toBe(409);
    expect((await call('student', 'GET', `${URL.check}?id=${CODES.paused}`)).statusCode).toBe(409);
    const seedOrders = (await db().select().from(orders)).filter((o) => o.order_id.startsWith('SEED-ORDER-'));
    expect(seedOrders).toHaveLength(4);
    expect(seedOrders.find((o) => o.order_id === 'SEED-ORDER-0002')!.refunded_amount).toBe(5000);
    expect(await db().select().from(orderCancels)).toHaveLength(1);
    expect((await call('student', 'GET', URL.unlimited)).json().data.unlimited).toBe(true);
  });
});
