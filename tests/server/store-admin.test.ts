/**
 * Payment administration (issue 11 points 5 and 6; README "Store and payment") on the real app, database and the
 * app's Toss-compatible stand-in. Each call in the order 401 -> 400 (naming the field) -> 403 -> 404 -> 409 ->
 * success, checking the stored rows and what reached "Toss": the order list (filters, Korean days, sort, totals;
 * an order never paid has balance 0 and counts in no money total, in the list and the xlsx), one order, refunds
 * (partial then full, over the balance refused with nothing sent, a retried key refunds once, 20 parallel refunds
 * of the whole balance refund once; level 4 refused), coupons (issued under a server-made code of the code
 * alphabet, a clash retried; every number refused out of its range, never bent, with nothing stored; stopped once;
 * listed with their uses from coupon_uses), unlimited passes (stopped by level 5 only), and the reconciliation (an
 * order approved at Toss but left waiting here is settled; a mismatch it cannot settle is listed, and resolved once
 * by level 5 with a note kept as an audit row).
 */
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { couponUses, coupons, orderCancels, orders, products, reconcileResolutions, reconciliations, transitionLog, unlimitedPasses } from '../../server/db/schema';
import { DEMO_COUPON_CODES, seedStorePayments } from '../../server/db/seed/store-payments';
import { standinOf } from '../../server/features/store/toss-standin';
import { tossClientOf } from '../../server/features/store/toss-client';
import { reconcileYesterday } from '../../server/features/store/reconcile.timer';
import { seoulToday, seoulYesterday } from '../../server/features/store/reconcile.service';
import { ORDER_STATE } from '../../src/api/store/admin-payments';
import { formatCouponCode, isCouponCode } from '../../src/api/store/coupon-code';
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
  couponDisable: `${BASE}/coupon/disable`,
  passStop: `${BASE}/pass/stop`,
  reconcile: `${BASE}/reconciliation`,
  resolve: `${BASE}/reconciliation/resolve`,
  runs: `${BASE}/reconciliations`,
};

/**
 * The random bytes coupon codes are made from: the real ones, unless a test queues fixed ones (to make two issues
 * draw the same code and see the clash retried).
 */
const rng = vi.hoisted(() => ({ queued: [] as number[] }));
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  const randomFillSync = <T extends NodeJS.ArrayBufferView>(buffer: T): T => {
    const fill = rng.queued.shift();
    if (fill === undefined) return real.randomFillSync(buffer);
    new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength).fill(fill);
    return buffer;
  };
  return { ...real, default: { ...real, randomFillSync }, randomFillSync };
});

let t: TestApp;
let student = 0;
let parent = 0;
let level5 = 0;
let productId = 0;

beforeAll(async () => {
  t = await buildTestApp();
  student = await userId(t.database.db, 'student@demo.local');
  parent = await userId(t.database.db, 'parent@demo.local');
  level5 = await userId(t.database.db, 'level5@demo.local');
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

describe('orders count only paid money', () => {
  const day = '2021-09-09';
  const at = new Date('2021-09-09T03:00:00Z');
  let unpaid: Awaited<ReturnType<typeof order>>;
  let expired: Awaited<ReturnType<typeof order>>;
  let failed: Awaited<ReturnType<typeof order>>;
  let paid: Awaited<ReturnType<typeof order>>;
  beforeAll(async () => {
    unpaid = await order({ amount: 24_000, state: S.waiting.code, approveAtToss: false, createdAt: at });
    expired = await order({ amount: 24_000, state: S.expired.code, approveAtToss: false, createdAt: at });
    failed = await order({ amount: 24_000, state: S.failed.code, approveAtToss: false, createdAt: at });
    // A stray refunded amount on an order never paid (bad data) must not reach any total either.
    await db().update(orders).set({ refunded_amount: 1_000 }).where(eq(orders.id, failed.id));
    paid = await order({ amount: 10_000, createdAt: at });
    await db().update(orders).set({ refunded_amount: 3_000 }).where(eq(orders.id, paid.id));
  });

  it('the list: an unpaid order of 24,000원 shows balance 0; totals count only the paid one', async () => {
    const res = await send(4, { method: 'GET', url: `${URL.list}?from=${day}&to=${day}&sort_key=id&sort=1` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const byId = Object.fromEntries(body.data_list.map((o: { id: number }) => [o.id, o]));
    expect(byId[unpaid.id]).toMatchObject({ amount: 24_000, refunded_amount: 0, balance_amount: 0, state: S.waiting.code });
    expect(byId[expired.id]).toMatchObject({ amount: 24_000, balance_amount: 0, state: S.expired.code });
    expect(byId[failed.id]).toMatchObject({ amount: 24_000, balance_amount: 0 });
    expect(byId[paid.id]).toMatchObject({ amount: 10_000, refunded_amount: 3_000, balance_amount: 7_000 });
    expect(body.totals).toEqual({
      count: 4,
      paid_count: 1,
      paid_amount: 10_000,
      refunded_amount: 3_000,
      net_amount: 7_000,
      by_day: [{ day, count: 4, paid_amount: 10_000, refunded_amount: 3_000 }],
    });
    const one = await send(4, { method: 'GET', url: `${URL.one}?id=${unpaid.id}` });
    expect(one.json().data).toMatchObject({ amount: 24_000, balance_amount: 0 });
  });

  it('the xlsx: the same orders, the unpaid ones with 잔액 0', async () => {
    const res = await send(4, { method: 'GET', url: `${URL.xlsx}?from=${day}&to=${day}&sort_key=id&sort=1` });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = sheet.getRow(1).values as unknown[];
    const col = (name: string) => header.indexOf(name);
    expect([col('주문금액'), col('환불금액'), col('잔액')]).toEqual([12, 13, 14]);
    const rows = new Map<string, { amount: unknown; balance: unknown; state: unknown }>();
    for (let r = 2; r <= sheet.rowCount; r++) {
      const row = sheet.getRow(r);
      rows.set(String(row.getCell(2).value), { amount: row.getCell(col('주문금액')).value, balance: row.getCell(col('잔액')).value, state: row.getCell(5).value });
    }
    expect(rows.size).toBe(4);
    expect(rows.get(unpaid.order_id)).toEqual({ amount: 24_000, balance: 0, state: S.waiting.label });
    expect(rows.get(expired.order_id)).toEqual({ amount: 24_000, balance: 0, state: S.expired.label });
    expect(rows.get(failed.order_id)).toMatchObject({ amount: 24_000, balance: 0 });
    expect(rows.get(paid.order_id)).toEqual({ amount: 10_000, balance: 7_000, state: S.paid.label });
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
    expect(zero.json().message).toMatch(/환불 금액/);
    const huge = await send(5, { method: 'POST', url: URL.refund, payload: { id: o.id, amount: 2_147_483_648, reason: '고객 요청' } });
    expect([huge.statusCode, huge.json().field]).toEqual([400, 'body.amount']);
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
    expect(sheet.getRow(1).getCell(14).value).toBe('잔액');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe(o.order_id);
    expect(sheet.getRow(2).getCell(5).value).toBe(S.paid.label);
    expect(sheet.getRow(2).getCell(12).value).toBe(12_345);
  });
});

// ---- Coupons ----

const CODE_FORM = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{12}$/;

describe('POST coupon', () => {
  let seq = 0;
  /** A valid 'once_each' coupon under a name of its own (the name finds what was stored). */
  const valid = () => ({
    name: `가입 환영 ${Date.now().toString(36)}-${seq++}`,
    kind: 'once_each',
    discount_type: 'percent',
    discount_value: 10,
    max_discount: 5_000,
    min_amount: 10_000,
    max_uses: 100,
    valid_from: '2025-01-01',
    valid_until: '2099-12-31',
  });
  const storedByName = (name: string) => db().select().from(coupons).where(eq(coupons.name, name));

  it('401 without a token', async () => {
    expect((await send(null, { method: 'POST', url: URL.coupon, payload: valid() })).statusCode).toBe(401);
  });

  it('400 naming the field for every number out of its range (never bent) and every rule broken; nothing stored', async () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['body.discount_value', { discount_value: 150 }],
      ['body.discount_value', { discount_value: 0 }],
      ['body.discount_value', { discount_type: 'amount', max_discount: null, discount_value: 10_000_001 }],
      ['body.discount_value', { discount_value: 10.5 }],
      ['body.discount_value', { discount_value: '10' }],
      ['body.max_discount', { max_discount: 0 }],
      ['body.max_discount', { max_discount: 10_000_001 }],
      ['body.max_discount', { discount_type: 'amount', discount_value: 1_000 }],
      ['body.min_amount', { min_amount: -1 }],
      ['body.min_amount', { min_amount: 10_000_001 }],
      ['body.max_uses', { max_uses: 0 }],
      ['body.max_uses', { max_uses: 1_000_001 }],
      ['body.code', { code: 'MYOWNCODE234' }],
      ['body.kind', { kind: 'forever' }],
      ['body.user_id', { kind: 'single', max_uses: null }],
      ['body.user_id', { user_id: student }],
      ['body.max_uses', { kind: 'single', user_id: student }],
      ['body.valid_until', { valid_from: '2030-01-01T10:00:00+09:00', valid_until: '2030-01-01T10:00:00+09:00' }],
      ['body.valid_until', { valid_from: '2030-02-01', valid_until: '2030-01-31' }],
      ['body.valid_until', { valid_from: null, valid_until: '2020-01-01' }],
      ['body.name', { name: '  ' }],
    ];
    for (const [field, change] of cases) {
      const payload = { ...valid(), ...change };
      const res = await send(5, { method: 'POST', url: URL.coupon, payload });
      expect([res.statusCode, res.json().field], JSON.stringify(change)).toEqual([400, field]);
      expect(res.json().message).toMatch(/[가-힣]/);
      if (typeof payload.name === 'string' && payload.name.trim()) expect(await storedByName(payload.name)).toHaveLength(0);
    }
    const percent = await send(5, { method: 'POST', url: URL.coupon, payload: { ...valid(), discount_value: 150 } });
    expect(percent.json().message).toContain('1~100%');
    const staff = await send(5, { method: 'POST', url: URL.coupon, payload: { ...valid(), kind: 'single', max_uses: null, user_id: await userId(db(), 'level2@demo.local') } });
    expect([staff.statusCode, staff.json().field]).toEqual([400, 'body.user_id']);
  });

  it('403 below level 5 (level 4 reads coupons but does not issue them); nothing stored', async () => {
    for (const who of [4, 3, 'student'] as const) {
      const payload = valid();
      const res = await send(who, { method: 'POST', url: URL.coupon, payload });
      expect([res.statusCode, res.json().code], String(who)).toEqual([403, 'FORBIDDEN']);
      expect(await storedByName(payload.name)).toHaveLength(0);
    }
  });

  it('404 naming body.user_id for no such customer', async () => {
    const payload = { ...valid(), kind: 'single', max_uses: null, user_id: 999_999 };
    const res = await send(5, { method: 'POST', url: URL.coupon, payload });
    expect([res.statusCode, res.json().field]).toEqual([404, 'body.user_id']);
    expect(await storedByName(payload.name)).toHaveLength(0);
  });

  it('a code drawn twice is retried with another; five clashes in a row are a 409 with nothing stored', async () => {
    rng.queued.push(0);
    const first = await send(5, { method: 'POST', url: URL.coupon, payload: valid() });
    expect([first.statusCode, first.json().data.code]).toEqual([200, 'AAAAAAAAAAAA']);
    rng.queued.push(0);
    const second = await send(5, { method: 'POST', url: URL.coupon, payload: valid() });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.code).toMatch(CODE_FORM);
    expect(second.json().data.code).not.toBe('AAAAAAAAAAAA');
    rng.queued.push(0, 0, 0, 0, 0);
    const payload = valid();
    const clash = await send(5, { method: 'POST', url: URL.coupon, payload });
    expect([clash.statusCode, clash.json().code]).toEqual([409, 'CONFLICT']);
    expect(await storedByName(payload.name)).toHaveLength(0);
    rng.queued.length = 0;
  });

  it('issues under a server-made code of the code alphabet: once_each with a cap and window, single for one customer', async () => {
    const body = valid();
    const ok = await send(5, { method: 'POST', url: URL.coupon, payload: body });
    expect(ok.statusCode).toBe(200);
    const data = ok.json().data;
    expect(data.code).toMatch(CODE_FORM);
    expect(isCouponCode(data.code)).toBe(true);
    expect(data).toMatchObject({ name: body.name, kind: 'once_each', discount_type: 'percent', discount_value: 10, max_discount: 5_000, min_amount: 10_000, max_uses: 100, user_id: null, use_count: 0, last_use: null, disabled_time: null, disabled_by_name: null, issuer_name: expect.any(String) });
    expect([data.valid_from, data.valid_until]).toEqual(['2024-12-31T15:00:00.000Z', '2099-12-31T14:59:59.999Z']);
    const [row] = await storedByName(body.name);
    expect(row).toMatchObject({ code: data.code, kind: 'once_each', discount_value: 10, max_uses: 100, user_id: null, issuer_id: level5, disabled_time: null });

    const single = await send(10, { method: 'POST', url: URL.coupon, payload: { ...valid(), kind: 'single', max_uses: null, discount_type: 'amount', discount_value: 10_000_000, max_discount: null, min_amount: 0, user_id: student } });
    expect(single.statusCode).toBe(200);
    expect(single.json().data).toMatchObject({ kind: 'single', user_id: student, user_name: expect.any(String), max_uses: null, discount_value: 10_000_000 });
    expect(single.json().data.code).not.toBe(data.code);
    // The customer the coupon is for can check it by its code, typed in any case with hyphens.
    const typed = formatCouponCode(single.json().data.code).toLowerCase();
    const check = await send('student', { method: 'GET', url: `/api/v2/common/sale_coupon/check?id=${typed}` });
    expect([check.statusCode, check.json().data?.id]).toEqual([200, single.json().data.id]);
  });
});

describe('PUT coupon/disable', () => {
  let coupon: typeof coupons.$inferSelect;
  beforeAll(async () => {
    [coupon] = await db()
      .insert(coupons)
      .values({ code: `STP${randomBytes(8).toString('hex').toUpperCase().replace(/[^A-HJKMNP-Z2-9]/g, 'X')}`.slice(0, 12), name: '중지할 쿠폰', kind: 'once_each', discount_type: 'amount', discount_value: 1_000 })
      .returning();
  });
  const storedCoupon = async () => (await db().select().from(coupons).where(eq(coupons.id, coupon.id)))[0];

  it('401, 400 naming body.id, 403 for level 4, 404 naming body.id: the coupon stays usable', async () => {
    expect((await send(null, { method: 'PUT', url: URL.couponDisable, payload: { id: coupon.id } })).statusCode).toBe(401);
    const bad = await send(5, { method: 'PUT', url: URL.couponDisable, payload: { id: 'x' } });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'body.id']);
    const level4 = await send(4, { method: 'PUT', url: URL.couponDisable, payload: { id: coupon.id } });
    expect([level4.statusCode, level4.json().code]).toEqual([403, 'FORBIDDEN']);
    const missing = await send(5, { method: 'PUT', url: URL.couponDisable, payload: { id: 999_999 } });
    expect([missing.statusCode, missing.json().field]).toEqual([404, 'body.id']);
    expect(await storedCoupon()).toMatchObject({ disabled_time: null, disabled_by: null });
  });

  it('stops it once (who, when): it can no longer be checked; a second stop is 409 and changes nothing', async () => {
    expect((await send('student', { method: 'GET', url: `/api/v2/common/sale_coupon/check?id=${coupon.code}` })).statusCode).toBe(200);
    const res = await send(5, { method: 'PUT', url: URL.couponDisable, payload: { id: coupon.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: coupon.id, disabled_time: expect.any(String), disabled_by_name: expect.any(String) });
    const stopped = await storedCoupon();
    expect(stopped.disabled_by).toBe(level5);
    expect(stopped.disabled_time).toBeInstanceOf(Date);
    const again = await send(10, { method: 'PUT', url: URL.couponDisable, payload: { id: coupon.id } });
    expect([again.statusCode, again.json().code, again.json().field]).toEqual([409, 'CONFLICT', 'body.id']);
    expect(await storedCoupon()).toEqual(stopped);
    const check = await send('student', { method: 'GET', url: `/api/v2/common/sale_coupon/check?id=${coupon.code}` });
    expect([check.statusCode, check.json().message]).toEqual([409, '사용이 중지된 쿠폰입니다.']);
  });
});

describe('GET coupons', () => {
  it('401, 400 naming query.used, 403 below level 4', async () => {
    expect((await send(null, { method: 'GET', url: URL.coupons })).statusCode).toBe(401);
    expect((await send(4, { method: 'GET', url: `${URL.coupons}?used=3` })).json().field).toBe('query.used');
    expect((await send(3, { method: 'GET', url: URL.coupons })).statusCode).toBe(403);
  });

  it('each coupon with its use count and latest use from coupon_uses; used=1 means at least one use', async () => {
    const code = `USE${randomBytes(4).toString('hex').toUpperCase()}`.replace(/[^A-HJKMNP-Z2-9]/g, '7').padEnd(12, '7');
    const [c] = await db().insert(coupons).values({ code, name: '두 번 쓰인 쿠폰', kind: 'unlimited', discount_type: 'amount', discount_value: 1_000, max_uses: 10 }).returning();
    const a = await order({ user: student });
    const b = await order({ user: parent });
    await db().insert(couponUses).values([
      { coupon_id: c.id, user_id: student, order_id: a.id, used_time: new Date('2025-03-01T00:00:00Z') },
      { coupon_id: c.id, user_id: parent, order_id: b.id, used_time: new Date('2025-03-02T00:00:00Z') },
    ]);
    const res = await send(4, { method: 'GET', url: `${URL.coupons}?used=1&search=${formatCouponCode(code).toLowerCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data_list).toEqual([
      expect.objectContaining({ id: c.id, kind: 'unlimited', use_count: 2, max_uses: 10, last_use: { user_id: parent, user_name: expect.any(String), order: b.id, order_id: b.order_id, used_time: '2025-03-02T00:00:00.000Z' } }),
    ]);
    expect((await send(4, { method: 'GET', url: `${URL.coupons}?used=0&search=${code}` })).json().total).toBe(0);
    await db().delete(couponUses).where(eq(couponUses.coupon_id, c.id));
    const unused = await send(4, { method: 'GET', url: `${URL.coupons}?used=0&search=${code}` });
    expect(unused.json().data_list).toEqual([expect.objectContaining({ id: c.id, use_count: 0, last_use: null })]);
  });

  it('the demo coupons (seed, run twice: idempotent): fixed codes of the code form, the spent one used once on SEED-ORDER-0004, the paused one stopped', async () => {
    // The test template has no demo products (they need file storage): add them, then seed the payments twice.
    const demo = ['DEMO-PREMIUM-MATH', 'DEMO-PREMIUM-ENG', 'DEMO-MOCK-SET', 'DEMO-UNLIMITED-30'];
    await db()
      .insert(products)
      .values(demo.map((goods_code, i) => ({ goods_code, goods_name: `데모 ${goods_code}`, kind: goods_code.includes('UNLIMITED') ? 'unlimited' : 'premium', price: 10_000 * (i + 1), period_days: 30 })))
      .onConflictDoNothing();
    await seedStorePayments(db());
    await seedStorePayments(db());
    for (const code of Object.values(DEMO_COUPON_CODES)) expect(isCouponCode(code), code).toBe(true);
    const seeded = await db().select().from(coupons).where(inArray(coupons.code, Object.values(DEMO_COUPON_CODES)));
    expect(seeded).toHaveLength(Object.keys(DEMO_COUPON_CODES).length);
    const kinds = Object.fromEntries(seeded.map((c) => [c.code, c.kind]));
    expect([kinds[DEMO_COUPON_CODES.student], kinds[DEMO_COUPON_CODES.spring], kinds[DEMO_COUPON_CODES.everyday]]).toEqual(['single', 'once_each', 'unlimited']);
    const spentId = seeded.find((c) => c.code === DEMO_COUPON_CODES.spent)!.id;
    expect(await db().select().from(couponUses).where(eq(couponUses.coupon_id, spentId))).toEqual([expect.objectContaining({ user_id: parent })]);
    const spent = (await send(4, { method: 'GET', url: `${URL.coupons}?search=${DEMO_COUPON_CODES.spent}` })).json().data_list[0];
    expect(spent).toMatchObject({ kind: 'single', use_count: 1, last_use: { order_id: 'SEED-ORDER-0004', user_name: expect.any(String) } });
    const paused = (await send(4, { method: 'GET', url: `${URL.coupons}?search=${DEMO_COUPON_CODES.paused}` })).json().data_list[0];
    expect(paused).toMatchObject({ disabled_time: expect.any(String), disabled_by_name: expect.any(String) });
    // What the customers see: the student's own coupon and the open ones check; the paused and expired ones do not.
    const check = (who: 'student' | 'parent', code: string) => send(who, { method: 'GET', url: `/api/v2/common/sale_coupon/check?id=${code}` });
    expect((await check('student', DEMO_COUPON_CODES.student)).statusCode).toBe(200);
    expect((await check('parent', DEMO_COUPON_CODES.student)).statusCode).toBe(403);
    expect((await check('parent', DEMO_COUPON_CODES.spring)).statusCode).toBe(200);
    expect((await check('parent', DEMO_COUPON_CODES.spent)).statusCode).toBe(409);
    expect((await check('student', DEMO_COUPON_CODES.expired)).statusCode).toBe(409);
    expect((await check('student', DEMO_COUPON_CODES.paused)).statusCode).toBe(409);
  });
});

// ---- Unlimited passes ----

describe('unlimited passes', () => {
  it('GET passes masks the card and never sends the billing key; PUT pass/stop: 401, 400, 403 for level 4, 404, then once (409 again)', async () => {
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

    const storedPass = async () => (await db().select().from(unlimitedPasses).where(eq(unlimitedPasses.id, p.id)))[0];
    expect((await send(null, { method: 'PUT', url: URL.passStop, payload: { id: p.id } })).statusCode).toBe(401);
    expect((await send(5, { method: 'PUT', url: URL.passStop, payload: { id: 'x' } })).json().field).toBe('body.id');
    for (const who of [4, 3] as const) {
      const refused = await send(who, { method: 'PUT', url: URL.passStop, payload: { id: p.id } });
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    }
    expect((await storedPass()).auto_renew).toBe(true);
    expect((await send(5, { method: 'PUT', url: URL.passStop, payload: { id: 999999 } })).statusCode).toBe(404);
    const stop = await send(5, { method: 'PUT', url: URL.passStop, payload: { id: p.id } });
    expect([stop.statusCode, stop.json().data.auto_renew]).toEqual([200, false]);
    expect((await send(5, { method: 'PUT', url: URL.passStop, payload: { id: p.id } })).statusCode).toBe(409);
    expect(await storedPass()).toMatchObject({ auto_renew: false, valid_until: future });
  });
});

// ---- Reconciliation ----

describe('reconciliation', () => {
  // Toss's webhook would settle the order at once; these tests are of the safety net for a webhook that never came.
  beforeAll(async () => {
    await standinOf(t.app.deps).webhooksSettled();
    standinOf(t.app.deps).setWebhook(null);
  });

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

  it('POST reconciliation/resolve: 401, 400 naming the field, 403 for level 4, 404, 409, then the audit row shown on the run', async () => {
    const day = '2022-08-20';
    const at = new Date('2022-08-20T05:00:00Z');
    const lost = await order({ amount: 30_000, state: S.waiting.code, createdAt: at }); // settled by the run
    const phantom = await order({ amount: 9_000, approveAtToss: false, createdAt: at }); // left for a person
    await db().update(orders).set({ payment_key: 'tviva_phantom_2' }).where(eq(orders.id, phantom.id));
    const fine = await order({ amount: 15_000, createdAt: at });
    const run = (await send(4, { method: 'POST', url: URL.reconcile, payload: { day } })).json().data;
    expect(run.mismatches.map((m: { order: number; action: string; resolution: unknown }) => [m.order, m.action, m.resolution]).sort()).toEqual(
      [
        [lost.id, 'settled', null],
        [phantom.id, 'left', null],
      ].sort(),
    );
    const body = { reconciliation_id: run.id, order: phantom.id, note: '토스 관리자 화면에서 결제가 없음을 확인, 고객에게 재결제 안내' };
    const resolutions = () => db().select().from(reconcileResolutions).where(eq(reconcileResolutions.reconciliation_id, run.id));
    const post = (who: DemoWho | null, payload: object) => send(who, { method: 'POST', url: URL.resolve, payload });

    expect((await post(null, body)).statusCode).toBe(401);
    for (const [field, change] of [
      ['body.note', { note: '   ' }],
      ['body.note', { note: '가'.repeat(1_001) }],
      ['body.reconciliation_id', { reconciliation_id: 'x' }],
      ['body.order', { order: 0 }],
    ] as const) {
      const res = await post(5, { ...body, ...change });
      expect([res.statusCode, res.json().field], field).toEqual([400, field]);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
    const level4 = await post(4, body);
    expect([level4.statusCode, level4.json().code]).toEqual([403, 'FORBIDDEN']);
    expect(await resolutions()).toHaveLength(0);
    const noRun = await post(5, { ...body, reconciliation_id: 999_999 });
    expect([noRun.statusCode, noRun.json().field]).toEqual([404, 'body.reconciliation_id']);
    const notAmong = await post(5, { ...body, order: fine.id });
    expect([notAmong.statusCode, notAmong.json().field]).toEqual([404, 'body.order']);
    const settled = await post(5, { ...body, order: lost.id });
    expect([settled.statusCode, settled.json().field]).toEqual([409, 'body.order']);
    expect(await resolutions()).toHaveLength(0);

    const res = await post(5, body);
    expect(res.statusCode).toBe(200);
    const shown = res.json().data.mismatches.find((m: { order: number }) => m.order === phantom.id);
    expect(shown.resolution).toEqual({ note: body.note, user_name: expect.any(String), create_time: expect.any(String) });
    expect(res.json().data.mismatches.find((m: { order: number }) => m.order === lost.id).resolution).toBeNull();
    const rows = await resolutions();
    expect(rows).toEqual([expect.objectContaining({ reconciliation_id: run.id, order_id: phantom.id, note: body.note, user_id: level5 })]);

    const again = await post(10, { ...body, note: '다시 해결' });
    expect([again.statusCode, again.json().field]).toEqual([409, 'body.order']);
    expect(await resolutions()).toEqual(rows);
    const listed = (await send(4, { method: 'GET', url: `${URL.runs}?day=${day}` })).json().data_list.find((r: { id: number }) => r.id === run.id);
    expect(listed.mismatches.find((m: { order: number }) => m.order === phantom.id).resolution).toMatchObject({ note: body.note, create_time: rows[0].create_time.toISOString() });
    // The order itself is untouched: resolving is a record of what a person did, not a payment change.
    expect(await stored(phantom.id)).toMatchObject({ state: S.paid.code, amount: 9_000, refunded_amount: 0 });
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
