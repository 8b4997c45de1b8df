/**
 * Money is never lost or doubled (issue 11 point 6), on the real app and database with the app's own
 * Toss-compatible stand-in: an amount changed in the browser is refused and never confirmed at Toss; a confirm
 * replayed, or sent 20 times at once, is confirmed once; a coupon spent by 100 parallel requests is spent once; a
 * server "killed" between Toss's approval and the local write leaves a waiting order that the reconciliation
 * settles; a refund larger than what is left is refused (by Toss and by the order machine).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { randomFillSync } from 'node:crypto';
import { couponUses, coupons, orders, products, transitionLog } from '../../server/db/schema';
import { generateCouponCode } from '../../src/api/store/coupon-code';
import { setConfirmFault } from '../../server/features/store/orders.service';
import { reconcileDay, seoulToday } from '../../server/features/store/reconcile.service';
import { tossClientOf, TossError } from '../../server/features/store/toss-client';
import { standinOf } from '../../server/features/store/toss-standin';
import { ORDER_STATE } from '../../src/machines/order.machine';
import { buildTestApp, loginAs, withToken, type TestApp } from '../helpers/app';
import { userId } from '../helpers/factories';

const URL = { order: '/api/v2/common/order', confirm: '/api/v2/common/order/confirm', useCoupon: '/api/v2/common/use_sale_coupon' };
let t: TestApp;
let student: string;
let studentId: number;

async function product(code: string, price: number) {
  await t.app.deps.db.insert(products).values({ goods_code: code, goods_name: `상품 ${code}`, kind: 'premium', price, period_days: 30 });
}
/** A coupon of the student's own ('single': used once), with a fresh code. */
async function coupon(values: Partial<typeof coupons.$inferInsert> = {}) {
  const code = generateCouponCode((b) => randomFillSync(b));
  const [row] = await t.app.deps.db.insert(coupons).values({ code, name: `쿠폰 ${code}`, kind: 'single', user_id: studentId, discount_type: 'amount', discount_value: 1000, ...values }).returning();
  return row;
}
async function createOrder(body: Record<string, unknown>) {
  const res = await t.app.inject(withToken(student, { method: 'POST', url: URL.order, payload: body }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { orderId: string; orderName: string; amount: number; clientKey: string };
}
/** The customer pays in the stand-in's window: Toss now holds an authenticated payment waiting for confirm. */
function payInWindow(o: { orderId: string; orderName: string; amount: number; clientKey: string }, cardNumber = '4330123412341234') {
  const r = standinOf(t.app.deps).authenticatePayment({ clientKey: o.clientKey, orderId: o.orderId, orderName: o.orderName, amount: o.amount, cardNumber });
  if ('status' in r) throw new Error(JSON.stringify(r.body));
  return r;
}
const stored = async (orderId: string) => (await t.app.deps.db.select().from(orders).where(eq(orders.order_id, orderId)))[0];
const confirm = (payload: Record<string, unknown>) => t.app.inject(withToken(student, { method: 'POST', url: URL.confirm, payload }));

beforeAll(async () => {
  t = await buildTestApp();
  student = await loginAs(t.app, 'student');
  studentId = await userId(t.app.deps.db, 'student@demo.local');
  await product('MONEY-1', 30000);
});
afterAll(() => t.close());

describe('an amount changed in the browser', () => {
  it('is refused with 400 naming body.amount, and nothing is confirmed at Toss', async () => {
    const o = await createOrder({ goods_code: 'MONEY-1' });
    const paid = payInWindow(o);
    const before = standinOf(t.app.deps).calls.length;
    const res = await confirm({ paymentKey: paid.paymentKey, orderId: o.orderId, amount: 100 });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('body.amount');
    expect(standinOf(t.app.deps).calls.length).toBe(before);
    expect(standinOf(t.app.deps).payments.get(paid.paymentKey)!.status).toBe('IN_PROGRESS');
    expect((await stored(o.orderId)).state).toBe(ORDER_STATE.waiting.code);
  });
});

describe('a confirm replayed', () => {
  it('twice in a row: confirmed once, the replay answers the paid order', async () => {
    const o = await createOrder({ goods_code: 'MONEY-1' });
    const paid = payInWindow(o);
    const body = { paymentKey: paid.paymentKey, orderId: o.orderId, amount: o.amount };
    const first = await confirm(body);
    const second = await confirm(body);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().data.state).toBe(ORDER_STATE.paid.code);
    expect(standinOf(t.app.deps).approvals(o.orderId)).toBe(1);
  });

  it('20 at once: one Toss approval, every reply the paid order, one CONFIRM in the audit trail', async () => {
    const o = await createOrder({ goods_code: 'MONEY-1' });
    const paid = payInWindow(o);
    const replies = await Promise.all(Array.from({ length: 20 }, () => confirm({ paymentKey: paid.paymentKey, orderId: o.orderId, amount: o.amount })));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(replies.map((r) => r.json().data.state))).toEqual(new Set([ORDER_STATE.paid.code]));
    expect(standinOf(t.app.deps).approvals(o.orderId)).toBe(1);
    const row = await stored(o.orderId);
    expect(row.state).toBe(ORDER_STATE.paid.code);
    expect(row.payment_key).toBe(paid.paymentKey);
    const log = await t.app.deps.db.select().from(transitionLog).where(and(eq(transitionLog.entity, 'order'), eq(transitionLog.entity_id, String(row.id)), eq(transitionLog.event, 'CONFIRM')));
    expect(log).toHaveLength(1);
  });
});

describe('a coupon spent in parallel', () => {
  it('100 parallel use_sale_coupon over 10 orders holding it: exactly one order wins (its replays answer it paid)', async () => {
    const free = await coupon({ discount_value: 30000 });
    const held: Array<Awaited<ReturnType<typeof createOrder>>> = [];
    for (let i = 0; i < 10; i++) held.push(await createOrder({ goods_code: 'MONEY-1', coupon_code: free.code }));
    expect(held.every((o) => o.amount === 0)).toBe(true);
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) => t.app.inject(withToken(student, { method: 'PUT', url: URL.useCoupon, payload: { id: free.id, orderId: held[i % 10].orderId } }))),
    );
    const codes = replies.map((r) => r.statusCode);
    const won = new Set(replies.filter((r) => r.statusCode === 200).map((r) => r.json().orderId as string));
    expect(won.size).toBe(1);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(90);
    const uses = await t.app.deps.db.select().from(couponUses).where(eq(couponUses.coupon_id, free.id));
    const winner = replies.find((r) => r.statusCode === 200)!.json().orderId as string;
    expect((await stored(winner)).state).toBe(ORDER_STATE.paid.code);
    expect(uses.map((u) => [u.user_id, u.order_id])).toEqual([[studentId, (await stored(winner)).id]]);
    const paidOrders = (await Promise.all(held.map((o) => stored(o.orderId)))).filter((o) => o.state === ORDER_STATE.paid.code);
    expect(paidOrders).toHaveLength(1);
  });

  it('a coupon spent by one confirm fails the other order holding it before Toss is asked', async () => {
    const c = await coupon();
    const a = await createOrder({ goods_code: 'MONEY-1', coupon_code: c.code });
    const b = await createOrder({ goods_code: 'MONEY-1', coupon_code: c.code });
    const pa = payInWindow(a);
    const pb = payInWindow(b);
    const [ra, rb] = await Promise.all([
      confirm({ paymentKey: pa.paymentKey, orderId: a.orderId, amount: a.amount }),
      confirm({ paymentKey: pb.paymentKey, orderId: b.orderId, amount: b.amount }),
    ]);
    const states = [ra.json().data.state, rb.json().data.state].sort();
    expect(states).toEqual([ORDER_STATE.paid.code, ORDER_STATE.failed.code].sort());
    const approvals = standinOf(t.app.deps).approvals(a.orderId) + standinOf(t.app.deps).approvals(b.orderId);
    expect(approvals).toBe(1);
    const failed = [ra, rb].find((r) => r.json().data.state === ORDER_STATE.failed.code)!;
    expect(failed.json().data.fail_code).toBe('COUPON_ALREADY_USED');
  });
});

describe('a server killed between Toss approval and the local write', () => {
  // Toss's webhook would settle the order at once; these tests are of the safety net for a webhook that never came.
  beforeAll(async () => {
    await standinOf(t.app.deps).webhooksSettled();
    standinOf(t.app.deps).setWebhook(null);
  });

  it('leaves the order waiting while Toss holds it DONE; the reconciliation settles it as paid', async () => {
    const o = await createOrder({ goods_code: 'MONEY-1' });
    const paid = payInWindow(o);
    setConfirmFault(t.app.deps, () => {
      throw new Error('killed');
    });
    try {
      const res = await confirm({ paymentKey: paid.paymentKey, orderId: o.orderId, amount: o.amount });
      expect(res.statusCode).toBe(500);
    } finally {
      setConfirmFault(t.app.deps, null);
    }
    expect(standinOf(t.app.deps).payments.get(paid.paymentKey)!.status).toBe('DONE');
    expect((await stored(o.orderId)).state).toBe(ORDER_STATE.waiting.code);

    await reconcileDay(t.app.deps, seoulToday(), null);
    const row = await stored(o.orderId);
    expect(row.state).toBe(ORDER_STATE.paid.code);
    expect(row.payment_key).toBe(paid.paymentKey);
    expect(standinOf(t.app.deps).approvals(o.orderId)).toBe(1);
  });

  it('a confirm retried after the crash settles it too, without a second approval', async () => {
    const o = await createOrder({ goods_code: 'MONEY-1' });
    const paid = payInWindow(o);
    setConfirmFault(t.app.deps, () => {
      throw new Error('killed');
    });
    await confirm({ paymentKey: paid.paymentKey, orderId: o.orderId, amount: o.amount });
    setConfirmFault(t.app.deps, null);
    const retry = await confirm({ paymentKey: paid.paymentKey, orderId: o.orderId, amount: o.amount });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.state).toBe(ORDER_STATE.paid.code);
    expect(standinOf(t.app.deps).approvals(o.orderId)).toBe(1);
  });
});

describe('a refund larger than what is left', () => {
  it('is refused by Toss (NOT_CANCELABLE_AMOUNT) and the payment keeps its balance', async () => {
    const o = await createOrder({ goods_code: 'MONEY-1' });
    const paid = payInWindow(o);
    await confirm({ paymentKey: paid.paymentKey, orderId: o.orderId, amount: o.amount });
    const toss = tossClientOf(t.app.deps);
    await toss.cancel(paid.paymentKey, { cancelReason: '부분 환불', cancelAmount: 20000 }, `${o.orderId}-c1`);
    const error = await toss.cancel(paid.paymentKey, { cancelReason: '초과 환불', cancelAmount: 20000 }, `${o.orderId}-c2`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TossError);
    expect((error as TossError).code).toBe('NOT_CANCELABLE_AMOUNT');
    expect((await toss.getPayment(paid.paymentKey)).balanceAmount).toBe(10000);
  });
});
