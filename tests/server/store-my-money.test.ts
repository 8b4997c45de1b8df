/**
 * The customer's own money on 결제 내역 (README "Store and payment") on the real app and database with the app's
 * Toss-compatible stand-in, one describe per call in the order 401 -> 400 -> 403 -> 404 -> 409 -> success, with the
 * stored rows checked: GET order/list as the page reads it (newest first, amounts, refunds, 영수증), GET
 * user/unlimited and PUT user/unlimited/auto_renew (정기결제 해지 keeps the pass until its end; 다시 시작), GET
 * sale_coupon/mine (내 쿠폰: only the caller's), and the page's zod-free routes against their contract calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { couponUses, coupons, orders, products, unlimitedPasses } from '../../server/db/schema';
import { DEMO_COUPON_CODES } from '../../server/db/seed/store-payments';
import { renewDuePasses } from '../../server/features/store/passes.service';
import { standinOf } from '../../server/features/store/toss-standin';
import type { Call } from '../../src/api/http';
import * as contract from '../../src/api/store/refund-requests';
import { accountRoutes } from '../../src/features/store/account/api/account-routes';
import { ORDER_STATE } from '../../src/machines/order.machine';
import { buildTestApp, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';
import { userId } from '../helpers/factories';

const COMMON = '/api/v2/common';
const URL = {
  order: `${COMMON}/order`,
  confirm: `${COMMON}/order/confirm`,
  list: `${COMMON}/order/list`,
  unlimited: `${COMMON}/user/unlimited`,
  autoRenew: `${COMMON}/user/unlimited/auto_renew`,
  tossAuth: `${COMMON}/toss_auth`,
  coupons: `${COMMON}/sale_coupon/mine`,
  adminRefund: '/api/v2/store/admin/order/refund',
};
const DAY = 86_400_000;
type Who = 'student' | 'parent' | 'l4' | 'l5';

let t: TestApp;
const tokens = {} as Record<Who, string>;
const ids = {} as Record<Who, number>;

const call = (who: Who | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject(withToken(who ? tokens[who] : null, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) }));
const db = () => t.app.deps.db;
const storedPass = async (who: 'student' | 'parent') => (await db().select().from(unlimitedPasses).where(eq(unlimitedPasses.user_id, ids[who])))[0];

// The payment helpers (order -> the stand-in's window -> confirm), as the payment tests pay.
async function paidOrder(who: 'student' | 'parent', body: Record<string, unknown>): Promise<string> {
  const created = await call(who, 'POST', URL.order, body);
  expect(created.statusCode, created.body).toBe(200);
  const o = created.json().data as { orderId: string; orderName: string; amount: number; clientKey: string };
  const p = standinOf(t.app.deps).authenticatePayment({ clientKey: o.clientKey, orderId: o.orderId, orderName: o.orderName, amount: o.amount, cardNumber: '4330123412341234' });
  if ('status' in p) throw new Error(JSON.stringify(p.body));
  const res = await call(who, 'POST', URL.confirm, { paymentKey: p.paymentKey, orderId: o.orderId, amount: o.amount });
  expect(res.json().data.state, res.body).toBe(ORDER_STATE.paid.code);
  return o.orderId;
}
const orderRow = async (orderId: string) => (await db().select().from(orders).where(eq(orders.order_id, orderId)))[0];

beforeAll(async () => {
  t = await buildTestApp();
  const who: Record<Who, DemoWho> = { student: 'student', parent: 'parent', l4: 4, l5: 5 };
  for (const [k, v] of Object.entries(who)) {
    tokens[k as Who] = await loginAs(t.app, v);
    ids[k as Who] = await userId(db(), typeof v === 'number' ? `level${v}@demo.local` : `${v}@demo.local`);
  }
  await db().insert(products).values([
    { goods_code: 'MNY-PREM', goods_name: '프리미엄 영어 30일', kind: 'premium', price: 12000, period_days: 30 },
    { goods_code: 'MNY-UNLIM', goods_name: '무제한 이용권 (월)', kind: 'unlimited', price: 9900, period_days: 30 },
  ]);
});
afterAll(() => t.close());

describe('GET order/list (결제 내역)', () => {
  it('401 without a sign-in; 403 for a staff token', async () => {
    expect((await call(null, 'GET', URL.list)).statusCode).toBe(401);
    expect((await call('l4', 'GET', URL.list)).statusCode).toBe(403);
  });

  it("answers the caller's orders newest first with list price, discount, amount, refunds and the receipt; never another's", async () => {
    const first = await paidOrder('student', { goods_code: 'MNY-PREM' });
    const second = await paidOrder('student', { goods_code: 'MNY-PREM', coupon_code: DEMO_COUPON_CODES.everyday });
    expect((await call('l5', 'POST', URL.adminRefund, { id: (await orderRow(first)).id, amount: 2000, reason: '부분 환불' })).statusCode).toBe(200);
    const res = await call('student', 'GET', URL.list);
    expect(res.statusCode).toBe(200);
    const list = res.json().data_list as Array<{ orderId: string; create_time: string; receipt_url: string | null }>;
    expect(list.map((o) => o.orderId).slice(0, 2)).toEqual([second, first]);
    const times = list.map((o) => o.create_time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(list[0]).toMatchObject({ orderName: '프리미엄 영어 30일', kind: 'premium', list_amount: 12000, discount_amount: 1000, amount: 11000, refunded_amount: 0, state: ORDER_STATE.paid.code });
    expect(list[1]).toMatchObject({ amount: 12000, refunded_amount: 2000, state: ORDER_STATE.paid.code });
    expect(list[0].receipt_url).toMatch(/\/toss-standin\/receipt\//);
    const stored = await db().select().from(orders).where(eq(orders.user_id, ids.student));
    expect(list).toHaveLength(stored.length);
    const theirs = (await call('parent', 'GET', URL.list)).json().data_list.map((o: { orderId: string }) => o.orderId);
    expect(theirs).not.toContain(first);
    expect(theirs).not.toContain(second);
  });
});

describe('PUT user/unlimited/auto_renew (정기결제 해지 / 다시 시작)', () => {
  it('401; 400 naming body.auto_renew; 403 for a staff token', async () => {
    expect((await call(null, 'PUT', URL.autoRenew, { auto_renew: false })).statusCode).toBe(401);
    for (const body of [{}, { auto_renew: 'no' }, { auto_renew: 0 }]) {
      const res = await call('parent', 'PUT', URL.autoRenew, body);
      expect([res.statusCode, res.json().field], JSON.stringify(body)).toEqual([400, 'body.auto_renew']);
    }
    expect((await call('l5', 'PUT', URL.autoRenew, { auto_renew: false })).statusCode).toBe(403);
  });

  it('404 for a customer without a pass; nothing is made', async () => {
    expect(await storedPass('parent')).toBeUndefined();
    expect((await call('parent', 'PUT', URL.autoRenew, { auto_renew: false })).statusCode).toBe(404);
    expect(await storedPass('parent')).toBeUndefined();
  });

  it('409 naming body.auto_renew when resuming a pass without a card (or after the pass ended, below)', async () => {
    await db()
      .insert(unlimitedPasses)
      .values({ user_id: ids.student, customer_key: 'cust_test_student', billing_key: null, valid_until: new Date(Date.now() + 20 * DAY), auto_renew: false });
    const before = await storedPass('student');
    const res = await call('student', 'PUT', URL.autoRenew, { auto_renew: true });
    expect([res.statusCode, res.json().field]).toEqual([409, 'body.auto_renew']);
    expect(await storedPass('student')).toMatchObject({ auto_renew: false, valid_until: before.valid_until });
  });

  it('해지 keeps the pass until its end and no renewal charges it; 다시 시작 while it holds; refused once it ended', async () => {
    const own = (await call('parent', 'GET', URL.unlimited)).json().data;
    const auth = standinOf(t.app.deps).authenticateBilling({ clientKey: t.app.deps.env.toss.clientKey, customerKey: own.customer_key, cardNumber: '5365101234567890' });
    if ('status' in auth) throw new Error('billing auth failed');
    expect((await call('parent', 'POST', URL.tossAuth, { authKey: auth.authKey, customerKey: own.customer_key, goods_code: 'MNY-UNLIM' })).json().state).toBe(ORDER_STATE.paid.code);
    const bought = await storedPass('parent');
    expect(bought.auto_renew).toBe(true);

    const stop = await call('parent', 'PUT', URL.autoRenew, { auto_renew: false });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json().data).toMatchObject({ unlimited: true, auto_renew: false, valid_until: bought.valid_until!.toISOString(), card_registered: true });
    expect(await storedPass('parent')).toMatchObject({ auto_renew: false, valid_until: bought.valid_until });
    // Past its end, the renewal job leaves a stopped pass alone.
    const charged = standinOf(t.app.deps).approvals();
    expect((await renewDuePasses(t.app.deps, new Date(bought.valid_until!.getTime() + DAY))).renewed).toEqual([]);
    expect(standinOf(t.app.deps).approvals()).toBe(charged);

    const resume = await call('parent', 'PUT', URL.autoRenew, { auto_renew: true });
    expect(resume.statusCode).toBe(200);
    expect((await storedPass('parent')).auto_renew).toBe(true);

    await db().update(unlimitedPasses).set({ auto_renew: false, valid_until: new Date(Date.now() - 60_000) }).where(eq(unlimitedPasses.user_id, ids.parent));
    const late = await call('parent', 'PUT', URL.autoRenew, { auto_renew: true });
    expect([late.statusCode, late.json().field]).toEqual([409, 'body.auto_renew']);
    expect((await storedPass('parent')).auto_renew).toBe(false);
  });
});

describe('GET sale_coupon/mine (내 쿠폰)', () => {
  it('401 without a sign-in; 403 for a staff token', async () => {
    expect((await call(null, 'GET', URL.coupons)).statusCode).toBe(401);
    expect((await call('l5', 'GET', URL.coupons)).statusCode).toBe(403);
  });

  it('the coupons issued to the caller with their use and validity, and the coupons the caller used; nobody else\'s', async () => {
    const [expired] = await db()
      .insert(coupons)
      .values({ code: 'MNYEXPRD2345', name: '지난 쿠폰', kind: 'single', user_id: ids.student, discount_type: 'percent', discount_value: 10, max_discount: 3000, valid_until: new Date(Date.now() - DAY) })
      .returning();
    await db().insert(coupons).values({ code: 'MNYPARENT234', name: '학부모 전용', kind: 'single', user_id: ids.parent, discount_type: 'amount', discount_value: 1000 });
    const res = await call('student', 'GET', URL.coupons);
    expect(res.statusCode).toBe(200);
    const { issued, used } = res.json() as { issued: Array<{ code: string; used: boolean; problem: string | null }>; used: Array<{ code: string; orderId: string }> };
    expect(issued.map((c) => c.code).sort()).toEqual([DEMO_COUPON_CODES.student, expired.code].sort());
    expect(issued.find((c) => c.code === DEMO_COUPON_CODES.student)).toMatchObject({ name: '신규 가입 5,000원 할인', discount_type: 'amount', discount_value: 5000, min_amount: 10000, used: false, used_time: null, problem: null });
    expect(issued.find((c) => c.code === expired.code)).toMatchObject({ used: false, problem: '사용 기간이 지난 쿠폰입니다.', max_discount: 3000 });
    // The 'unlimited' coupon the student used in the order list's test, with its order; never the parent's.
    const everyday = used.filter((u) => u.code === DEMO_COUPON_CODES.everyday);
    expect(everyday.length).toBeGreaterThan(0);
    expect(everyday[0]).toMatchObject({ kind: 'unlimited', name: '언제나 1,000원 할인', discount_amount: 1000, order_name: '프리미엄 영어 30일' });
    const body = JSON.stringify(res.json());
    for (const other of [DEMO_COUPON_CODES.spent, 'MNYPARENT234', DEMO_COUPON_CODES.spring, DEMO_COUPON_CODES.expired]) expect(body).not.toContain(other);
    const uses = await db().select().from(couponUses).where(eq(couponUses.user_id, ids.student));
    expect(used).toHaveLength(uses.length);
  });

  it('a used coupon shows as used; a full refund of its order makes it usable again', async () => {
    const orderId = await paidOrder('student', { goods_code: 'MNY-PREM', coupon_code: DEMO_COUPON_CODES.student });
    const spent = (await call('student', 'GET', URL.coupons)).json();
    expect(spent.issued.find((c: { code: string }) => c.code === DEMO_COUPON_CODES.student)).toMatchObject({ used: true, problem: '이미 사용한 쿠폰입니다.' });
    expect(spent.used).toContainEqual(expect.objectContaining({ code: DEMO_COUPON_CODES.student, orderId, discount_amount: 5000 }));
    expect((await call('l5', 'POST', URL.adminRefund, { id: (await orderRow(orderId)).id, reason: '전액 환불' })).statusCode).toBe(200);
    const back = (await call('student', 'GET', URL.coupons)).json();
    expect(back.issued.find((c: { code: string }) => c.code === DEMO_COUPON_CODES.student)).toMatchObject({ used: false, used_time: null, problem: null });
    expect(back.used.map((u: { orderId: string }) => u.orderId)).not.toContain(orderId);
  });
});

/** Where a schema would change what it parses (the zod-free client reads replies unparsed). */
const CHANGING = new Set(['transform', 'default', 'prefault', 'catch', 'pipe', 'success', 'nan']);
function changingParts(schema: z.ZodType, at = 'reply', seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const found = CHANGING.has(def.type) ? [`${at} (${def.type})`] : [];
  const walk = (child: unknown, where: string) => (child && typeof child === 'object' && '_zod' in child ? changingParts(child as z.ZodType, where, seen) : []);
  const shape = def.shape as Record<string, unknown> | undefined;
  if (shape) for (const [key, child] of Object.entries(shape)) found.push(...walk(child, `${at}.${key}`));
  for (const key of ['innerType', 'element', 'valueType', 'keyType', 'left', 'right', 'in', 'out', 'catchall', 'rest'] as const) found.push(...walk(def[key], `${at}[${key}]`));
  for (const [i, option] of ((def.options as unknown[] | undefined) ?? []).entries()) found.push(...walk(option, `${at}|${i}`));
  return found;
}

describe("the 결제 내역 page's zod-free routes", () => {
  const cases = Object.entries(accountRoutes).map(([name, route]) => ({ name, route, call: (contract as unknown as Record<string, Call | undefined>)[name] }));
  it.each(cases)('$name is its contract call\'s method and path, and its reply needs no parsing', ({ route, call: c }) => {
    expect(c).toBeDefined();
    expect({ method: route.method, path: route.path }).toEqual({ method: c!.method, path: c!.path });
    expect(changingParts(c!.reply)).toEqual([]);
  });
});
