/**
 * Payment administration (issue 11 points 5 and 6) on the real app, database and the app's Toss-compatible
 * stand-in. Each call in the order 401 -> 400 (naming the field) -> 403 -> 404 -> 409 -> success, checking the
 * stored rows and what reached "Toss": the order list (filters, Korean days, sort, totals), one order, refunds
 * (partial then full, over the balance refused with nothing sent, a retried key refunds once, 20 parallel
 * refunds of the whole balance refund once), the xlsx export, coupons, unlimited passes, and the reconciliation
 * (an order approved at Toss but left waiting here is settled; a mismatch it cannot settle is listed).
 */
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orderCancels, orders, products, reconciliations, transitionLog, unlimitedPasses } from '../../server/db/schema';
import { standinOf } from '../../server/features/store/toss-standin';
import { tossClientOf } from '../../server/features/store/toss-client';
import { reconcileYesterday } from '../../server/features/store/reconcile.timer';
import { seoulToday, seoulYesterday } from '../../server/features/store/reconcile.service';
import { ORDER_STATE } from '../../src/api/store/admin-payments';
import { buildTestApp, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';
import { userId } from '../helpers/factories';

const S = ORDER_STATE;
const BASE = '/api/v2/store/admin';
const URL = {
  list: `${BASE}/orders`,
  one: `${BASE}/order`,
  refund: `${BASE}/order/refund`,
  xlsx: `${BASE}/orders/xlsx`,
  coupons: `${BASE}/coupons`,
  coupon: `${BASE}/coupon`,
  passes: `${BASE}/passes`,
  passStop: `${BASE}/pass/stop`,
  reconcile: `${BASE}/reconciliation`,
  runs: `${BASE}/reconciliations`,
};

let t: TestApp;
let student = 0;
let parent = 0;
let productId = 0;

beforeAll(async () => {
  t = await buildTestApp();
  student = await userId(t.database.db, 'student@demo.local');
  parent = await userId(t.database.db, 'parent@demo.local');
  const [p] = await t.database.db
    .insert(products)
    .values({ goods_code: `ADM-${randomBytes(3).toString('hex')}`, goods_name: '관리 테스트 프리미엄', kind: 'premium', price: 30_000 })
    .returning();
  productId = p.id;
});
afterAll(() => t.close());

// ---- Helpers ----

async function send(who: DemoWho | null, opts: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: InjectOptions['payload'] }) {
  const token = who === null ? null : await loginAs(t.app, who);
  return t.app.inject(withToken(token, opts));
}
const db = () => t.database.db;
const standin = () => standinOf(t.app.deps, t.app.deps.env.toss);
/** Calls that reached "Toss" (the stand-in) with this path ending. */
const tossCalls = (suffix: string) => standin().calls.filter((c) => c.path.endsWith(suffix) && !c.replayed).length;

let seq = 0;
const newOrderId = () => `adm_${Date.now().toString(36)}_${seq++}_${randomBytes(3).toString('hex')}`;

/** An order approved at the stand-in (card authenticated, then confirmed), optionally without the local write. */
async function order(opts: { amount?: number; user?: number; state?: number; approveAtToss?: boolean; createdAt?: Date; tossAmount?: number } = {}) {
  const amount = opts.amount ?? 30_000;
  const orderId = newOrderId();
  let paymentKey: string | null = null;
  let payment: unknown = null;
  if (opts.approveAtToss !== false) {
    const auth = standin().authenticatePayment({ clientKey: t.app.deps.env.toss.clientKey, orderId, orderName: '관리 테스트 프리미엄', amount: opts.tossAmount ?? amount, cardNumber: '4330123412341234' });
    if (!('paymentKey' in auth)) throw new Error(JSON.stringify(auth));
    payment = await tossClientOf(t.app.deps).confirm({ paymentKey: auth.paymentKey, orderId, amount: opts.tossAmount ?? amount }, `confirm-${orderId}`);
    paymentKey = auth.paymentKey;
  }
  const state = opts.state ?? S.paid.code;
  const paid = state === S.paid.code;
  const [row] = await db()
    .insert(orders)
    .values({
      order_id: orderId,
      user_id: opts.user ?? student,
      product_id: productId,
      order_name: '관리 테스트 프리미엄',
      list_amount: amount,
      amount,
      state,
      payment_key: paid ? paymentKey : null,
      approved_time: paid ? new Date() : null,
      method: paid ? '카드' : null,
      toss_payment: paid ? payment : null,
      ...(opts.createdAt ? { create_time: opts.createdAt } : {}),
    })
    .returning();
  return { ...row, tossPaymentKey: paymentKey };
}
const stored = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const cancelsOf = (id: number) => db().select().from(orderCancels).where(eq(orderCancels.order_id, id));

// ---- Orders ----

describe('GET orders', () => {
  it('401 without a token, 400 naming a bad filter, 403 below level 4', async () => {
    expect((await send(null, { method: 'GET', url: URL.list })).statusCode).toBe(401);
    const bad = await send(10, { method: 'GET', url: `${URL.list}?state=9` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('query.state');
    const badDay = await send(10, { method: 'GET', url: `${URL.list}?from=2025-13-01` });
    expect(badDay.json().field).toBe('query.from');
    const reversed = await send(10, { method: 'GET', url: `${URL.list}?from=2025-06-02&to=2025-06-01` });
    expect(reversed.json().field).toBe('query.from');
    expect((await send(3, { method: 'GET', url: URL.list })).statusCode).toBe(403);
    expect((await send('student', { method: 'GET', url: URL.list })).statusCode).toBe(403);
  });

  it('filters by state, user, Korean day, sorts with the 1/2 arrow and totals the whole filter', async () => {
    const a = await order({ amount: 10_000, user: parent, createdAt: new Date('2024-03-01T15:30:00Z') }); // 2024-03-02 00:30 in Seoul
    const b = await order({ amount: 20_000, user: parent, createdAt: new Date('2024-03-02T14:59:00Z') }); // 2024-03-02 23:59 in Seoul
    const c = await order({ amount: 5_000, user: parent, state: S.waiting.code, approveAtToss: false, createdAt: new Date('2024-03-02T12:00:00Z') });
    await order({ amount: 7_000, user: parent, createdAt: new Date('2024-03-02T15:00:00Z') }); // 2024-03-03 in Seoul
    await db().update(orders).set({ refunded_amount: 4_000 }).where(eq(orders.id, b.id));
    const res = await send(4, { method: 'GET', url: `${URL.list}?from=2024-03-02&to=2024-03-02&user_search=parent&sort_key=amount&sort=1&size=2` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data_list.map((o: { id: number }) => o.id)).toEqual([c.id, a.id]);
    expect(body.total).toBe(3);
    expect(body.totals).toMatchObject({ count: 3, paid_count: 2, paid_amount: 30_000, refunded_amount: 4_000, net_amount: 26_000 });
    expect(body.totals.by_day).toEqual([{ day: '2024-03-02', count: 3, paid_amount: 30_000, refunded_amount: 4_000 }]);
    const b0 = body.data_list[1];
    expect(b0).toMatchObject({ user_name: expect.any(String), goods_name: '관리 테스트 프리미엄', balance_amount: 10_000 });
    const paidOnly = await send(4, { method: 'GET', url: `${URL.list}?from=2024-03-02&to=2024-03-02&state=${S.waiting.code}&sort_key=amount&sort=2` });
    expect(paidOnly.json().data_list.map((o: { id: number }) => o.id)).toEqual([c.id]);
    const desc = await send(4, { method: 'GET', url: `${URL.list}?from=2024-03-02&to=2024-03-02&sort_key=amount&sort=2` });
    expect(desc.json().data_list.map((o: { id: number }) => o.id)).toEqual([b.id, a.id, c.id]);
  });
});

describe('GET order', () => {
  it('401, 400 naming query.id, 403, 404, then the order with its refunds and history', async () => {
    const o = await order();
    expect((await send(null, { method: 'GET', url: `${URL.one}?id=${o.id}` })).statusCode).toBe(401);
    const bad = await send(4, { method: 'GET', url: `${URL.one}?id=abc` });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'query.id']);
    expect((await send(2, { method: 'GET', url: `${URL.one}?id=${o.id}` })).statusCode).toBe(403);
    expect((await send(4, { method: 'GET', url: `${URL.one}?id=999999` })).statusCode).toBe(404);
    const res = await send(4, { method: 'GET', url: `${URL.one}?id=${o.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: o.id, order_id: o.order_id, state: S.paid.code, cancels: [], toss_payment: { status: 'DONE' } });
  });
});

// ---- Refunds ----

describe('POST order/refund', () => {
  it('401, 400 naming the field, 403 for level 4, 404, 409 for an unpaid order — nothing sent to Toss', async () => {
    const o = await order();
    const before = tossCalls('/cancel');
    expect((await send(null, { method: 'POST', url: URL.refund, payload: { id: o.id, reason: '고객 요청' } })).statusCode).toBe(401);
    const noReason = await send(5, { method: 'POST', url: URL.refund, payload: { id: o.id, reason: '  ' } });
    expect([noReason.statusCode, noReason.json().field]).toEqual([400, 'body.reason']);
    const textAmount = await send(5, { method: 'POST', url: URL.refund, payload: { id: o.id, amount: '1000', reason: '고객 요청' } });
    expect([textAmount.statusCode, textAmount.json().field]).toEqual([400, 'body.amount']);
    const zero = await send(5, { method: 'POST', url: URL.refund, payload: { id: o.id, amount: 0, reason: '고객 요청' } });
    expect([zero.statusCode, zero.json().field]).toEqual([400, 'body.amount']);
    const level4 = await send(4, { method: 'POST', url: URL.refund, payload: { id: o.id, reason: '고객 요청' } });
    expect([level4.statusCode, level4.json().code]).toEqual([403, 'FORBIDDEN']);
    expect((await send(5, { method: 'POST', url: URL.refund, payload: { id: 999999, reason: '고객 요청' } })).statusCode).toBe(404);
    const waiting = await order({ state: S.waiting.code, approveAtToss: false });
    const unpaid = await send(5, { method: 'POST', url: URL.refund, payload: { id: waiting.id, reason: '고객 요청' } });
    expect([unpaid.statusCode, unpaid.json().code]).toEqual([409, 'CONFLICT']);
    expect(tossCalls('/cancel')).toBe(before);
    expect(await stored(o.id)).toMatchObject({ state: S.paid.code, refunded_amount: 0 });
    expect(await cancelsOf(o.id)).toHaveLength(0);
  });

  it('refunds part, then the rest: the order is refunded, Toss holds nothing, each refund has its row and audit', async () => {
    const o = await order({ amount: 30_000 });
    const part = await send(5, { method: 'POST', url: URL.refund, payload: { id: o.id, amount: 10_000, reason: '일부 환불' } });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({ state: S.paid.code, refunded_amount: 10_000, balance_amount: 20_000, replayed: false, cancel: { amount: 10_000, reason: '일부 환불' } });
    expect(part.json().cancel.transaction_key).toBeTruthy();
    const rest = await send(10, { method: 'POST', url: URL.refund, payload: { id: o.id, reason: '나머지 환불' } });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({ state: S.refunded.code, refunded_amount: 30_000, balance_amount: 0 });
    expect(await stored(o.id)).toMatchObject({ state: S.refunded.code, refunded_amount: 30_000 });
    expect((await cancelsOf(o.id)).map((c) => c.amount)).toEqual([10_000, 20_000]);
    const toss = await tossClientOf(t.app.deps).getPayment(o.tossPaymentKey!);
    expect([toss.status, toss.balanceAmount, toss.cancels?.length]).toEqual(['CANCELED', 0, 2]);
    const audit = await db().select().from(transitionLog).where(and(eq(transitionLog.entity, 'order'), eq(transitionLog.entity_id, String(o.id))));
    expect(audit.map((a) => [a.event, a.from_state, a.to_state])).toEqual([
      ['REFUND', String(S.paid.code), String(S.paid.code)],
      ['REFUND', String(S.paid.code), String(S.refunded.code)],
    ]);
    const detail = (await send(4, { method: 'GET', url: `${URL.one}?id=${o.id}` })).json().data;
    expect(detail.cancels.map((c: { amount: number }) => c.amount)).toEqual([10_000, 20_000]);
    expect(detail.history).toHaveLength(2);
    const again = await send(5, { method: 'POST', url: URL.refund, payload: { id: o.id, reason: '또 환불' } });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a refund larger than what is left (409 naming body.amount) and sends nothing to Toss', async () => {
    const o = await order({ amount: 30_000 });
    await send(5, { method: 'POST', url: URL.refund, payload: { id: o.id, amount: 25_000, reason: '일부 환불' } });
    const before = tossCalls('/cancel');
    const over = await send(5, { method: 'POST', url: URL.refund, payload: { id: o.id, amount: 5_001, reason: '초과 환불' } });
    expect([over.statusCode, over.json().field]).toEqual([409, 'body.amount']);
    expect(over.json().message).toContain('5,000원');
    expect(tossCalls('/cancel')).toBe(before);
    expect(await stored(o.id)).toMatchObject({ state: S.paid.code, refunded_amount: 25_000 });
    expect(await cancelsOf(o.id)).toHaveLength(1);
  });

  it('a retried refund with the same key refunds once', async () => {
    const o = await order({ amount: 30_000 });
    const payload = { id: o.id, amount: 3_000, reason: '재시도', idempotency_key: `retry-${o.id}-abcdef` };
    const first = await send(5, { method: 'POST', url: URL.refund, payload });
    const second = await send(5, { method: 'POST', url: URL.refund, payload });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toMatchObject({ replayed: true, refunded_amount: 3_000, cancel: { id: first.json().cancel.id } });
    expect(await cancelsOf(o.id)).toHaveLength(1);
    expect((await tossClientOf(t.app.deps).getPayment(o.tossPaymentKey!)).balanceAmount).toBe(27_000);
    const other = await order();
    const misuse = await send(5, { method: 'POST', url: URL.refund, payload: { ...payload, id: other.id } });
    expect([misuse.statusCode, misuse.json().field]).toEqual([409, 'body.idempotency_key']);
  });

  it('20 parallel refunds of the whole balance: one succeeds, the others are refused, Toss cancels once', async () => {
    const o = await order({ amount: 30_000 });
    const before = tossCalls('/cancel');
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => send(5, { method: 'POST', url: URL.refund, payload: { id: o.id, reason: `동시 환불 ${i}` } })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(tossCalls('/cancel') - before).toBe(1);
    expect(await stored(o.id)).toMatchObject({ state: S.refunded.code, refunded_amount: 30_000 });
    expect(await cancelsOf(o.id)).toHaveLength(1);
  });
});

// ---- Export ----

describe('GET orders/xlsx', () => {
  it('401, 400, 403, then the filtered orders as a sheet with Korean headers', async () => {
    expect((await send(null, { method: 'GET', url: URL.xlsx })).statusCode).toBe(401);
    expect((await send(4, { method: 'GET', url: `${URL.xlsx}?state=x` })).json().field).toBe('query.state');
    expect((await send(3, { method: 'GET', url: URL.xlsx })).statusCode).toBe(403);
    const o = await order({ amount: 12_345, createdAt: new Date('2023-05-05T03:00:00Z') });
    const res = await send(4, { method: 'GET', url: `${URL.xlsx}?from=2023-05-05&to=2023-05-05` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('결제내역.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe('주문번호');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe(o.order_id);
    expect(sheet.getRow(2).getCell(5).value).toBe(S.paid.label);
    expect(sheet.getRow(2).getCell(12).value).toBe(12_345);
  });
});

// ---- Coupons ----

describe('coupons', () => {
  const valid = () => ({ code: `WELCOME-${randomBytes(2).toString('hex').toUpperCase()}`, name: '가입 환영', discount_type: 'percent', discount_value: 10, max_discount: 5_000, min_amount: 10_000, valid_until: '2099-12-31' });

  it('POST coupon: 401, 400 naming the field, 403, 404 for no such customer, 409 for a taken code, then issued', async () => {
    expect((await send(null, { method: 'POST', url: URL.coupon, payload: valid() })).statusCode).toBe(401);
    const pct = await send(4, { method: 'POST', url: URL.coupon, payload: { ...valid(), discount_value: 150 } });
    expect([pct.statusCode, pct.json().field]).toEqual([400, 'body.discount_value']);
    const code = await send(4, { method: 'POST', url: URL.coupon, payload: { ...valid(), code: 'a b' } });
    expect(code.json().field).toBe('body.code');
    const staff = await send(4, { method: 'POST', url: URL.coupon, payload: { ...valid(), user_id: await userId(db(), 'level2@demo.local') } });
    expect([staff.statusCode, staff.json().field]).toEqual([400, 'body.user_id']);
    expect((await send(3, { method: 'POST', url: URL.coupon, payload: valid() })).statusCode).toBe(403);
    const missing = await send(4, { method: 'POST', url: URL.coupon, payload: { ...valid(), user_id: 999999 } });
    expect([missing.statusCode, missing.json().field]).toEqual([404, 'body.user_id']);
    const body = { ...valid(), user_id: student };
    const ok = await send(4, { method: 'POST', url: URL.coupon, payload: body });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ code: body.code, discount_type: 'percent', discount_value: 10, max_discount: 5_000, user_id: student, used_time: null, issuer_name: expect.any(String) });
    expect(ok.json().data.valid_until).toBe('2099-12-31T14:59:59.999Z');
    const taken = await send(4, { method: 'POST', url: URL.coupon, payload: { ...body, code: body.code.toLowerCase() } });
    expect([taken.statusCode, taken.json().field]).toEqual([409, 'body.code']);
    expect(await db().select().from(coupons).where(eq(coupons.code, body.code))).toHaveLength(1);
  });

  it('GET coupons: the list with use (who, when, which order)', async () => {
    expect((await send(null, { method: 'GET', url: URL.coupons })).statusCode).toBe(401);
    expect((await send(4, { method: 'GET', url: `${URL.coupons}?used=3` })).json().field).toBe('query.used');
    expect((await send(3, { method: 'GET', url: URL.coupons })).statusCode).toBe(403);
    const o = await order();
    const [c] = await db()
      .insert(coupons)
      .values({ code: `USED-${o.id}`, name: '사용된 쿠폰', discount_type: 'amount', discount_value: 1_000, used_time: new Date(), used_user_id: student, used_order_id: o.id })
      .returning();
    const res = await send(4, { method: 'GET', url: `${URL.coupons}?used=1&search=USED-${o.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data_list).toEqual([expect.objectContaining({ id: c.id, used_user_name: expect.any(String), used_order_code: o.order_id })]);
    const unused = await send(4, { method: 'GET', url: `${URL.coupons}?used=0&search=USED-${o.id}` });
    expect(unused.json().total).toBe(0);
  });
});

// ---- Unlimited passes ----

describe('unlimited passes', () => {
  it('GET passes masks the card and never sends the billing key; PUT pass/stop stops renewal once', async () => {
    const future = new Date(Date.now() + 20 * 86_400_000);
    await db().delete(unlimitedPasses).where(eq(unlimitedPasses.user_id, parent));
    const [p] = await db()
      .insert(unlimitedPasses)
      .values({ user_id: parent, customer_key: 'cust_parent_admin', billing_key: 'bk_secret_value', card_company: '신한', card_number: '4330123412341234', valid_until: future })
      .returning();
    expect((await send(null, { method: 'GET', url: URL.passes })).statusCode).toBe(401);
    expect((await send(4, { method: 'GET', url: `${URL.passes}?active=2` })).json().field).toBe('query.active');
    expect((await send(3, { method: 'GET', url: URL.passes })).statusCode).toBe(403);
    const list = await send(4, { method: 'GET', url: `${URL.passes}?active=1&user_search=parent` });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('bk_secret_value');
    expect(list.json().data_list).toEqual([expect.objectContaining({ id: p.id, card_number: '************1234', has_card: true, active: true, auto_renew: true })]);

    expect((await send(null, { method: 'PUT', url: URL.passStop, payload: { id: p.id } })).statusCode).toBe(401);
    expect((await send(4, { method: 'PUT', url: URL.passStop, payload: { id: 'x' } })).json().field).toBe('body.id');
    expect((await send(3, { method: 'PUT', url: URL.passStop, payload: { id: p.id } })).statusCode).toBe(403);
    expect((await send(4, { method: 'PUT', url: URL.passStop, payload: { id: 999999 } })).statusCode).toBe(404);
    const stop = await send(4, { method: 'PUT', url: URL.passStop, payload: { id: p.id } });
    expect([stop.statusCode, stop.json().data.auto_renew]).toEqual([200, false]);
    expect((await send(4, { method: 'PUT', url: URL.passStop, payload: { id: p.id } })).statusCode).toBe(409);
    expect((await db().select().from(unlimitedPasses).where(eq(unlimitedPasses.id, p.id)))[0]).toMatchObject({ auto_renew: false, valid_until: future });
  });
});

// ---- Reconciliation ----

describe('reconciliation', () => {
  it('POST reconciliation: 401, 400 naming body.day (bad, or still to come), 403', async () => {
    expect((await send(null, { method: 'POST', url: URL.reconcile, payload: { day: '2024-01-01' } })).statusCode).toBe(401);
    expect((await send(4, { method: 'POST', url: URL.reconcile, payload: { day: '2024-02-30' } })).json().field).toBe('body.day');
    const future = await send(4, { method: 'POST', url: URL.reconcile, payload: { day: '2999-01-01' } });
    expect([future.statusCode, future.json().field]).toEqual([400, 'body.day']);
    expect((await send(3, { method: 'POST', url: URL.reconcile, payload: { day: '2024-01-01' } })).statusCode).toBe(403);
  });

  it('settles an order approved at Toss but left waiting here, and lists what it cannot settle', async () => {
    const day = '2022-07-14';
    const at = new Date('2022-07-14T05:00:00Z');
    const lost = await order({ amount: 30_000, state: S.waiting.code, createdAt: at }); // approved at Toss, the local write "lost"
    const other = await order({ amount: 30_000, state: S.waiting.code, createdAt: at, tossAmount: 31_000 }); // approved for another amount
    const phantom = await order({ amount: 9_000, approveAtToss: false, createdAt: at }); // paid here, nothing at Toss
    await db().update(orders).set({ payment_key: 'tviva_phantom' }).where(eq(orders.id, phantom.id));
    const neverPaid = await order({ state: S.waiting.code, approveAtToss: false, createdAt: at }); // the customer closed the window
    const fine = await order({ amount: 15_000, createdAt: at });

    const res = await send(4, { method: 'POST', url: URL.reconcile, payload: { day } });
    expect(res.statusCode).toBe(200);
    const run = res.json().data;
    expect(run).toMatchObject({ day, checked: 5, user_name: expect.any(String) });
    const byOrder = Object.fromEntries(run.mismatches.map((m: { order: number }) => [m.order, m]));
    expect(Object.keys(byOrder).map(Number).sort()).toEqual([lost.id, other.id, phantom.id].sort());
    expect(byOrder[lost.id]).toMatchObject({ kind: 'done_not_paid', action: 'settled', toss_status: 'DONE' });
    expect(byOrder[other.id]).toMatchObject({ kind: 'amount_mismatch', action: 'left', toss_amount: 31_000, local_amount: 30_000 });
    expect(byOrder[phantom.id]).toMatchObject({ kind: 'paid_not_done', action: 'left', toss_status: null });

    expect(await stored(lost.id)).toMatchObject({ state: S.paid.code, payment_key: lost.tossPaymentKey, method: '카드' });
    expect((await stored(lost.id)).approved_time).toBeInstanceOf(Date);
    expect(await stored(other.id)).toMatchObject({ state: S.waiting.code, payment_key: null });
    expect(await stored(neverPaid.id)).toMatchObject({ state: S.waiting.code });
    expect(await stored(fine.id)).toMatchObject({ state: S.paid.code });
    const audit = await db().select().from(transitionLog).where(and(eq(transitionLog.entity, 'order'), eq(transitionLog.entity_id, String(lost.id))));
    expect(audit.map((a) => a.event)).toEqual(['CONFIRM']);

    // Running the day again settles nothing twice; the settled order can now be refunded.
    const again = (await send(4, { method: 'POST', url: URL.reconcile, payload: { day } })).json().data;
    expect(again.mismatches.map((m: { order: number }) => m.order).sort()).toEqual([other.id, phantom.id].sort());
    expect((await send(5, { method: 'POST', url: URL.refund, payload: { id: lost.id, reason: '대사 후 환불' } })).statusCode).toBe(200);

    const runs = await send(4, { method: 'GET', url: `${URL.runs}?day=${day}` });
    expect(runs.statusCode).toBe(200);
    expect(runs.json().data_list.map((r: { id: number }) => r.id)).toEqual([again.id, run.id]);
    expect((await send(null, { method: 'GET', url: URL.runs })).statusCode).toBe(401);
    expect((await send(4, { method: 'GET', url: `${URL.runs}?day=x` })).json().field).toBe('query.day');
    expect((await send(3, { method: 'GET', url: URL.runs })).statusCode).toBe(403);
  });

  it('the daily timer runs yesterday once', async () => {
    const now = new Date();
    const yesterday = seoulYesterday(now);
    expect(yesterday < seoulToday(now)).toBe(true);
    const lost = await order({ state: S.waiting.code, createdAt: new Date(`${yesterday}T12:00:00+09:00`) });
    expect(await reconcileYesterday(t.app.deps, now)).toBe(true);
    expect(await reconcileYesterday(t.app.deps, now)).toBe(false);
    const runs = await db().select().from(reconciliations).where(eq(reconciliations.day, yesterday));
    expect(runs.filter((r) => r.user_id === null)).toHaveLength(1);
    expect(await stored(lost.id)).toMatchObject({ state: S.paid.code });
  });
});
