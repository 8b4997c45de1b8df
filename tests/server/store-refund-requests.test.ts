/**
 * 청약철회 / 환불 요청 (README "Store and payment") on the real app and database with the app's Toss-compatible
 * stand-in, one describe per call in the order 401 -> 400 (naming the field) -> 403 -> 404 -> 409 -> success, with the
 * stored rows checked after refusals and successes: the customer's POST order/refund_request and GET
 * order/refund_request/mine, the administrators' GET refund_requests, PUT refund_request/approve (the refund with
 * all it takes back, in the same step) and PUT refund_request/reject; and the withdrawal rule itself, table-driven.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { consultingApplications, consultingServices, couponUses, coupons, orderCancels, orders, products, refundRequests, transitionLog, unlimitedPasses } from '../../server/db/schema';
import { setTossClient, tossClientOf, TossError } from '../../server/features/store/toss-client';
import { standinOf } from '../../server/features/store/toss-standin';
import { withdrawalRefusal, type WithdrawalFacts } from '../../src/features/store/account/refund-requests.rules';
import { ORDER_STATE } from '../../src/machines/order.machine';
import { buildTestApp, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';
import { userId } from '../helpers/factories';

const COMMON = '/api/v2/common';
const URL = {
  order: `${COMMON}/order`,
  confirm: `${COMMON}/order/confirm`,
  unlimited: `${COMMON}/user/unlimited`,
  tossAuth: `${COMMON}/toss_auth`,
  request: `${COMMON}/order/refund_request`,
  mine: `${COMMON}/order/refund_request/mine`,
  list: '/api/v2/store/refund_requests',
  approve: '/api/v2/store/refund_request/approve',
  reject: '/api/v2/store/refund_request/reject',
  adminRefund: '/api/v2/store/admin/order/refund',
};
const DAY = 86_400_000;
type Who = 'student' | 'parent' | 'l2' | 'l4' | 'l5';

let t: TestApp;
const tokens = {} as Record<Who, string>;
const ids = {} as Record<Who, number>;

const call = (who: Who | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject(withToken(who ? tokens[who] : null, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) }));
const db = () => t.app.deps.db;
const storedOrder = async (orderId: string) => (await db().select().from(orders).where(eq(orders.order_id, orderId)))[0];
const requestsOf = async (orderId: string) => {
  const o = await storedOrder(orderId);
  return db().select().from(refundRequests).where(eq(refundRequests.order_id, o.id)).orderBy(refundRequests.id);
};
const storedRequest = async (id: number) => (await db().select().from(refundRequests).where(eq(refundRequests.id, id)))[0];
const cancelsOf = async (orderId: string) => db().select().from(orderCancels).where(eq(orderCancels.order_id, (await storedOrder(orderId)).id));

// Helpers copied from the payment tests' way of paying (order -> the stand-in's window -> confirm).
async function newOrder(who: 'student' | 'parent', body: Record<string, unknown>) {
  const res = await call(who, 'POST', URL.order, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { orderId: string; orderName: string; amount: number; clientKey: string };
}
function window(o: { orderId: string; orderName: string; amount: number; clientKey: string }) {
  const r = standinOf(t.app.deps).authenticatePayment({ clientKey: o.clientKey, orderId: o.orderId, orderName: o.orderName, amount: o.amount, cardNumber: '4330123412341234' });
  if ('status' in r) throw new Error(JSON.stringify(r.body));
  return r;
}
/** A paid order of `who` for a product (or a consulting application), optionally with a coupon's code. */
async function paidOrder(who: 'student' | 'parent', body: Record<string, unknown>): Promise<string> {
  const o = await newOrder(who, body);
  const p = window(o);
  const res = await call(who, 'POST', URL.confirm, { paymentKey: p.paymentKey, orderId: o.orderId, amount: o.amount });
  expect(res.json().data.state, res.body).toBe(ORDER_STATE.paid.code);
  return o.orderId;
}
/** A consulting application of `who` with a price, still 접수 (received) and waiting for payment. */
async function application(who: 'student' | 'parent', price = 50000) {
  const [service] = await db().select().from(consultingServices).limit(1);
  const [app] = await db()
    .insert(consultingApplications)
    .values({ user_id: ids[who], service_id: service.id, student_name: '학생', school_name: '학교', grade: 3, phone: '010-1234-5678', choices: [], scores: [], privacy_agreed: true, marketing_agreed: false, state: 'received', price, payment_state: 'pending' })
    .returning();
  return app;
}
async function ask(who: 'student' | 'parent', orderId: string, reason = '단순 변심으로 청약철회합니다.') {
  const res = await call(who, 'POST', URL.request, { orderId, reason });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; state: string };
}

const REASON = '아직 이용하지 않아 철회합니다.';

beforeAll(async () => {
  t = await buildTestApp();
  const who: Record<Who, DemoWho> = { student: 'student', parent: 'parent', l2: 2, l4: 4, l5: 5 };
  for (const [k, v] of Object.entries(who)) {
    tokens[k as Who] = await loginAs(t.app, v);
    ids[k as Who] = await userId(db(), typeof v === 'number' ? `level${v}@demo.local` : `${v}@demo.local`);
  }
  await db().insert(products).values([
    { goods_code: 'REQ-PREM', goods_name: '프리미엄 문제집 30일', kind: 'premium', price: 20000, period_days: 30 },
    { goods_code: 'REQ-GOODS', goods_name: '인쇄 교재', kind: 'goods', price: 15000 },
    { goods_code: 'REQ-UNLIM', goods_name: '무제한 이용권 (월)', kind: 'unlimited', price: 9900, period_days: 30 },
  ]);
});
afterAll(() => t.close());

describe('the withdrawal rule (withdrawalRefusal)', () => {
  const now = new Date('2026-11-28T03:00:00Z');
  const paid: WithdrawalFacts = { state: ORDER_STATE.paid.code, amount: 20000, refunded_amount: 0, approved_time: new Date(now.getTime() - 3 * DAY), kind: 'premium', application_state: null };
  const cases: Array<[string, Partial<WithdrawalFacts>, RegExp | null]> = [
    ['a premium product paid 3 days ago', {}, null],
    ['the unlimited pass paid 3 days ago', { kind: 'unlimited' }, null],
    ['exactly 7 days after payment', { approved_time: new Date(now.getTime() - 7 * DAY) }, null],
    ['a moment past 7 days', { approved_time: new Date(now.getTime() - 7 * DAY - 1) }, /7일\(2026\. 11\. 28\.까지\)이 지나/],
    ['partly refunded, something left', { refunded_amount: 5000 }, null],
    ['nothing left to refund', { refunded_amount: 20000 }, /이미 전액 환불/],
    ['a refunded order', { state: ORDER_STATE.refunded.code }, /이미 전액 환불/],
    ['a waiting order', { state: ORDER_STATE.waiting.code }, /결제 완료된 주문만/],
    ['a coupon paid for all of it', { amount: 0 }, /결제한 금액이 없는/],
    ['no approval time', { approved_time: null }, /결제 시각/],
    ['a consulting application still 접수', { kind: 'consulting', application_state: 'received' }, null],
    ['a consulting application in progress', { kind: 'consulting', application_state: 'in_progress' }, /'진행 중' 상태라/],
    ['a consulting order without its application', { kind: 'consulting', application_state: null }, /컨설팅 신청을 찾을 수 없습니다/],
    ['goods', { kind: 'goods' }, /무제한 이용권, 프리미엄 상품, 컨설팅 결제만/],
    ['an unknown product', { kind: null }, /무제한 이용권, 프리미엄 상품, 컨설팅 결제만/],
  ];
  it.each(cases)('%s', (_name, patch, refusal) => {
    const answer = withdrawalRefusal({ ...paid, ...patch }, now);
    if (refusal) expect(answer).toMatch(refusal);
    else expect(answer).toBeNull();
  });
  it('reads ISO text as the screens pass it', () => {
    expect(withdrawalRefusal({ ...paid, approved_time: new Date(now.getTime() - 8 * DAY).toISOString() }, now)).toMatch(/7일/);
  });
});

describe('POST order/refund_request', () => {
  let mine = '';
  beforeAll(async () => {
    mine = await paidOrder('student', { goods_code: 'REQ-PREM' });
  });

  it('401 without a sign-in; 403 for a staff token; nothing stored', async () => {
    expect((await call(null, 'POST', URL.request, { orderId: mine, reason: REASON })).statusCode).toBe(401);
    expect((await call('l5', 'POST', URL.request, { orderId: mine, reason: REASON })).statusCode).toBe(403);
    expect(await requestsOf(mine)).toEqual([]);
  });

  it('400 naming the field: a reason under 5 or over 500 characters, blank, or missing; a malformed orderId', async () => {
    for (const [body, field] of [
      [{ orderId: mine, reason: '환불' }, 'body.reason'],
      [{ orderId: mine, reason: '       환불       ' }, 'body.reason'],
      [{ orderId: mine, reason: '가'.repeat(501) }, 'body.reason'],
      [{ orderId: mine }, 'body.reason'],
      [{ orderId: 'x', reason: REASON }, 'body.orderId'],
      [{ reason: REASON }, 'body.orderId'],
    ] as const) {
      const res = await call('student', 'POST', URL.request, body);
      expect([res.statusCode, res.json().field], JSON.stringify(body)).toEqual([400, field]);
    }
    expect(await requestsOf(mine)).toEqual([]);
  });

  it("403 for another customer's order (the attacker names the student's orderId); nothing stored", async () => {
    const res = await call('parent', 'POST', URL.request, { orderId: mine, reason: REASON });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'FORBIDDEN' });
    expect(await requestsOf(mine)).toEqual([]);
  });

  it('404 naming body.orderId for an unknown order', async () => {
    const res = await call('student', 'POST', URL.request, { orderId: 'Onosuchorder1', reason: REASON });
    expect([res.statusCode, res.json().field]).toEqual([404, 'body.orderId']);
  });

  it('409 with the Korean reason: past 7 days, not paid, goods, a consulting application already started, fully refunded', async () => {
    const old = await paidOrder('student', { goods_code: 'REQ-PREM' });
    await db().update(orders).set({ approved_time: new Date(Date.now() - 8 * DAY) }).where(eq(orders.order_id, old));
    const waiting = (await newOrder('student', { goods_code: 'REQ-PREM' })).orderId;
    const goods = await paidOrder('student', { goods_code: 'REQ-GOODS' });
    const app = await application('student');
    const started = await paidOrder('student', { consulting_application_id: app.id });
    await db().update(consultingApplications).set({ state: 'in_progress' }).where(eq(consultingApplications.id, app.id));
    const refunded = await paidOrder('student', { goods_code: 'REQ-PREM' });
    expect((await call('l5', 'POST', URL.adminRefund, { id: (await storedOrder(refunded)).id, reason: '관리자 전액 환불' })).statusCode).toBe(200);
    for (const [orderId, message] of [
      [old, /7일\(.+까지\)이 지나 청약철회를 요청할 수 없습니다/],
      [waiting, /결제 완료된 주문만/],
      [goods, /무제한 이용권, 프리미엄 상품, 컨설팅 결제만/],
      [started, /'진행 중' 상태라 청약철회를 요청할 수 없습니다/],
      [refunded, /이미 전액 환불된 주문/],
    ] as const) {
      const res = await call('student', 'POST', URL.request, { orderId, reason: REASON });
      expect([res.statusCode, res.json().field], orderId).toEqual([409, 'body.orderId']);
      expect(res.json().message).toMatch(message);
      expect(await requestsOf(orderId)).toEqual([]);
    }
  });

  it('stores the request (requested, the reason trimmed); a second one for the same order is 409 while it is open', async () => {
    const res = await call('student', 'POST', URL.request, { orderId: mine, reason: `  ${REASON}  ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ orderId: mine, reason: REASON, state: 'requested', answer: null, decided_time: null });
    const [row] = await requestsOf(mine);
    expect(row).toMatchObject({ id: res.json().data.id, user_id: ids.student, reason: REASON, state: 'requested', answer: null, decided_by: null, decided_time: null });
    const again = await call('student', 'POST', URL.request, { orderId: mine, reason: REASON });
    expect([again.statusCode, again.json().field]).toEqual([409, 'body.orderId']);
    expect(again.json().message).toContain('이미 환불 요청이 접수된 주문');
    expect(await requestsOf(mine)).toHaveLength(1);
    // The order itself is untouched by a request.
    expect(await storedOrder(mine)).toMatchObject({ state: ORDER_STATE.paid.code, refunded_amount: 0 });
  });

  it('two parallel requests for one order store one', async () => {
    const orderId = await paidOrder('student', { goods_code: 'REQ-PREM' });
    const answers = await Promise.all([0, 1, 2].map(() => call('student', 'POST', URL.request, { orderId, reason: REASON })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await requestsOf(orderId)).toHaveLength(1);
  });
});

describe('GET order/refund_request/mine', () => {
  it('401; 403 for a staff token', async () => {
    expect((await call(null, 'GET', URL.mine)).statusCode).toBe(401);
    expect((await call('l4', 'GET', URL.mine)).statusCode).toBe(403);
  });

  it("answers the caller's requests newest first and the states of their orders' applications, never another's", async () => {
    const app = await application('parent');
    const orderId = await paidOrder('parent', { consulting_application_id: app.id });
    const made = await ask('parent', orderId, '컨설팅 일정이 맞지 않습니다.');
    const res = await call('parent', 'GET', URL.mine);
    expect(res.statusCode).toBe(200);
    expect(res.json().data_list).toEqual([expect.objectContaining({ id: made.id, orderId, state: 'requested', reason: '컨설팅 일정이 맞지 않습니다.' })]);
    expect(res.json().applications).toContainEqual({ consulting_application_id: app.id, state: 'received' });
    const theirs = (await call('student', 'GET', URL.mine)).json();
    expect(theirs.data_list.map((r: { orderId: string }) => r.orderId)).not.toContain(orderId);
    expect(theirs.applications.map((a: { consulting_application_id: number }) => a.consulting_application_id)).not.toContain(app.id);
  });
});

describe('GET refund_requests (administrators)', () => {
  it('401; 403 for a customer and for level 2', async () => {
    expect((await call(null, 'GET', URL.list)).statusCode).toBe(401);
    expect((await call('student', 'GET', URL.list)).statusCode).toBe(403);
    expect((await call('l2', 'GET', URL.list)).statusCode).toBe(403);
  });

  it('400 naming query.state or query.size', async () => {
    expect((await call('l4', 'GET', `${URL.list}?state=open`)).json().field).toBe('query.state');
    expect((await call('l4', 'GET', `${URL.list}?size=0`)).json().field).toBe('query.size');
  });

  it('level 4 reads them, newest first, with the order and buyer; one state; paging with the total', async () => {
    const orderId = await paidOrder('student', { goods_code: 'REQ-PREM' });
    const made = await ask('student', orderId);
    const all = await call('l4', 'GET', `${URL.list}?state=requested&size=100`);
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.data_list.every((r: { state: string }) => r.state === 'requested')).toBe(true);
    const total = (await db().select().from(refundRequests).where(eq(refundRequests.state, 'requested'))).length;
    expect(body.total).toBe(total);
    const order = await storedOrder(orderId);
    expect(body.data_list[0]).toMatchObject({
      id: made.id,
      state: 'requested',
      user_id: ids.student,
      user_email: 'student@demo.local',
      order: { id: order.id, order_id: orderId, kind: 'premium', state: ORDER_STATE.paid.code, amount: 20000, refunded_amount: 0, balance_amount: 20000 },
    });
    const page = await call('l4', 'GET', `${URL.list}?size=1&page=2`);
    expect(page.json()).toMatchObject({ total: (await db().select().from(refundRequests)).length, page: 2, size: 1 });
    expect(page.json().data_list).toHaveLength(1);
    expect((await call('l4', 'GET', `${URL.list}?state=approved`)).json().data_list.every((r: { state: string }) => r.state === 'approved')).toBe(true);
  });
});

describe('PUT refund_request/approve', () => {
  it('401; 400 naming body.id', async () => {
    expect((await call(null, 'PUT', URL.approve, { id: 1 })).statusCode).toBe(401);
    const res = await call('l5', 'PUT', URL.approve, {});
    expect([res.statusCode, res.json().field]).toEqual([400, 'body.id']);
  });

  it('403 for a level-4 administrator and for the customer (the attackers); nothing refunded, nothing marked', async () => {
    const orderId = await paidOrder('student', { goods_code: 'REQ-PREM' });
    const made = await ask('student', orderId);
    for (const who of ['l4', 'student', 'parent'] as const) {
      const res = await call(who, 'PUT', URL.approve, { id: made.id });
      expect(res.statusCode, who).toBe(403);
    }
    expect(await storedRequest(made.id)).toMatchObject({ state: 'requested', decided_by: null });
    expect(await storedOrder(orderId)).toMatchObject({ state: ORDER_STATE.paid.code, refunded_amount: 0 });
    expect(await cancelsOf(orderId)).toEqual([]);
  });

  it('404 naming body.id for an unknown request', async () => {
    const res = await call('l5', 'PUT', URL.approve, { id: 999_999 });
    expect([res.statusCode, res.json().field]).toEqual([404, 'body.id']);
  });

  it('refunds the whole balance with all it takes back and marks the request approved, together (premium with a coupon)', async () => {
    const [coupon] = await db().insert(coupons).values({ code: 'REQCPNAAAA22', name: '2,000원 할인', kind: 'single', user_id: ids.student, discount_type: 'amount', discount_value: 2000 }).returning();
    const orderId = await paidOrder('student', { goods_code: 'REQ-PREM', coupon_code: 'reqc-pnaa-aa22' });
    expect(await db().select().from(couponUses).where(eq(couponUses.coupon_id, coupon.id))).toHaveLength(1);
    const made = await ask('student', orderId, '필요 없어져서 철회합니다.');
    const res = await call('l5', 'PUT', URL.approve, { id: made.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: made.id, state: 'approved', decided_by_name: expect.any(String), order: { state: ORDER_STATE.refunded.code, refunded_amount: 18000, balance_amount: 0 } });
    expect(await storedRequest(made.id)).toMatchObject({ state: 'approved', decided_by: ids.l5, decided_time: expect.any(Date) });
    expect(await storedOrder(orderId)).toMatchObject({ state: ORDER_STATE.refunded.code, refunded_amount: 18000 });
    expect(await cancelsOf(orderId)).toEqual([expect.objectContaining({ amount: 18000, reason: '청약철회: 필요 없어져서 철회합니다.', idempotency_key: `refund-request-${made.id}`, user_id: ids.l5 })]);
    // The coupon's use is given back: the customer may use it again.
    expect(await db().select().from(couponUses).where(eq(couponUses.coupon_id, coupon.id))).toEqual([]);
    const audit = await db().select().from(transitionLog).where(and(eq(transitionLog.entity, 'refund_request'), eq(transitionLog.entity_id, String(made.id))));
    expect(audit).toEqual([expect.objectContaining({ machine: 'refundRequest', event: 'APPROVE', from_state: 'requested', to_state: 'approved', user_id: ids.l5 })]);
    const cancels = standinOf(t.app.deps).calls.filter((c) => c.idempotencyKey === `refund-request-${made.id}`);
    expect(cancels).toHaveLength(1);
    // The customer reads the decision.
    expect((await call('student', 'GET', URL.mine)).json().data_list).toContainEqual(expect.objectContaining({ id: made.id, state: 'approved', decided_time: expect.any(String) }));
  });

  it('409 once decided (approve again, or reject it); nothing refunded twice', async () => {
    const orderId = await paidOrder('student', { goods_code: 'REQ-PREM' });
    const made = await ask('student', orderId);
    expect((await call('l5', 'PUT', URL.approve, { id: made.id })).statusCode).toBe(200);
    const again = await call('l5', 'PUT', URL.approve, { id: made.id });
    expect([again.statusCode, again.json().field]).toEqual([409, 'body.id']);
    expect(again.json().message).toContain('이미 처리된 요청');
    expect((await call('l5', 'PUT', URL.reject, { id: made.id, answer: '중복' })).statusCode).toBe(409);
    expect(await cancelsOf(orderId)).toHaveLength(1);
    expect(await storedRequest(made.id)).toMatchObject({ state: 'approved', answer: null });
  });

  it('three parallel approvals (and a rejection) of one request refund once', async () => {
    const orderId = await paidOrder('parent', { goods_code: 'REQ-PREM' });
    const made = await ask('parent', orderId);
    const answers = await Promise.all([
      call('l5', 'PUT', URL.approve, { id: made.id }),
      call('l5', 'PUT', URL.approve, { id: made.id }),
      call('l5', 'PUT', URL.reject, { id: made.id, answer: '동시에 거절' }),
      call('l5', 'PUT', URL.approve, { id: made.id }),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(3);
    const stored = await storedRequest(made.id);
    const order = await storedOrder(orderId);
    const cancels = await cancelsOf(orderId);
    if (stored.state === 'approved') {
      expect(order).toMatchObject({ state: ORDER_STATE.refunded.code, refunded_amount: 20000 });
      expect(cancels).toHaveLength(1);
    } else {
      expect(stored).toMatchObject({ state: 'rejected', answer: '동시에 거절' });
      expect(order).toMatchObject({ state: ORDER_STATE.paid.code, refunded_amount: 0 });
      expect(cancels).toEqual([]);
    }
  });

  it('409 when the order has nothing left (refunded meanwhile); the request stays open', async () => {
    const orderId = await paidOrder('student', { goods_code: 'REQ-PREM' });
    const made = await ask('student', orderId);
    expect((await call('l5', 'POST', URL.adminRefund, { id: (await storedOrder(orderId)).id, reason: '먼저 환불' })).statusCode).toBe(200);
    const res = await call('l5', 'PUT', URL.approve, { id: made.id });
    expect(res.statusCode).toBe(409);
    expect(await storedRequest(made.id)).toMatchObject({ state: 'requested', decided_by: null });
    expect(await cancelsOf(orderId)).toHaveLength(1);
  });

  it('when Toss cannot be reached nothing is marked; the retry refunds once with the same key', async () => {
    const orderId = await paidOrder('student', { goods_code: 'REQ-PREM' });
    const made = await ask('student', orderId);
    const real = tossClientOf(t.app.deps);
    setTossClient(t.app.deps, { ...real, cancel: async () => Promise.reject(new TossError(0, 'NETWORK_ERROR', '연결 끊김')) });
    try {
      const res = await call('l5', 'PUT', URL.approve, { id: made.id });
      expect(res.statusCode).toBe(502);
    } finally {
      setTossClient(t.app.deps, real);
    }
    expect(await storedRequest(made.id)).toMatchObject({ state: 'requested', decided_by: null, decided_time: null });
    expect(await storedOrder(orderId)).toMatchObject({ state: ORDER_STATE.paid.code, refunded_amount: 0 });
    expect(await cancelsOf(orderId)).toEqual([]);
    expect((await db().select().from(transitionLog).where(and(eq(transitionLog.entity, 'refund_request'), eq(transitionLog.entity_id, String(made.id))))).length).toBe(0);
    const retry = await call('l5', 'PUT', URL.approve, { id: made.id });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await storedOrder(orderId)).toMatchObject({ state: ORDER_STATE.refunded.code, refunded_amount: 20000 });
    expect(await cancelsOf(orderId)).toHaveLength(1);
  });

  it('a partly refunded order: the rest of its balance is refunded', async () => {
    const orderId = await paidOrder('parent', { goods_code: 'REQ-PREM' });
    expect((await call('l5', 'POST', URL.adminRefund, { id: (await storedOrder(orderId)).id, amount: 5000, reason: '부분 환불' })).statusCode).toBe(200);
    const made = await ask('parent', orderId);
    expect((await call('l5', 'PUT', URL.approve, { id: made.id })).statusCode).toBe(200);
    expect(await storedOrder(orderId)).toMatchObject({ state: ORDER_STATE.refunded.code, refunded_amount: 20000 });
    expect((await cancelsOf(orderId)).map((c) => c.amount).sort()).toEqual([15000, 5000]);
  });

  it('a consulting application still 접수: approved, its application is cancelled and marked refunded', async () => {
    const app = await application('student');
    const orderId = await paidOrder('student', { consulting_application_id: app.id });
    const made = await ask('student', orderId);
    expect((await call('l5', 'PUT', URL.approve, { id: made.id })).statusCode).toBe(200);
    const [after] = await db().select().from(consultingApplications).where(eq(consultingApplications.id, app.id));
    expect(after).toMatchObject({ state: 'cancelled', payment_state: 'refunded' });
  });

  it('the unlimited pass: approved, the pass ends at once and its renewal stops', async () => {
    const own = (await call('parent', 'GET', URL.unlimited)).json().data;
    const auth = standinOf(t.app.deps).authenticateBilling({ clientKey: t.app.deps.env.toss.clientKey, customerKey: own.customer_key, cardNumber: '5365101234567890' });
    if ('status' in auth) throw new Error('billing auth failed');
    const bought = await call('parent', 'POST', URL.tossAuth, { authKey: auth.authKey, customerKey: own.customer_key, goods_code: 'REQ-UNLIM' });
    expect(bought.json().state, bought.body).toBe(ORDER_STATE.paid.code);
    const made = await ask('parent', bought.json().orderId);
    expect((await call('l5', 'PUT', URL.approve, { id: made.id })).statusCode).toBe(200);
    const [pass] = await db().select().from(unlimitedPasses).where(eq(unlimitedPasses.user_id, ids.parent));
    expect(pass.auto_renew).toBe(false);
    expect(pass.valid_until!.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await call('parent', 'GET', URL.unlimited)).json().data).toMatchObject({ unlimited: false, auto_renew: false });
  });
});

describe('PUT refund_request/reject', () => {
  it('401; 400 naming body.answer (missing or blank) and body.id', async () => {
    expect((await call(null, 'PUT', URL.reject, { id: 1, answer: '사유' })).statusCode).toBe(401);
    for (const [body, field] of [
      [{ id: 1 }, 'body.answer'],
      [{ id: 1, answer: '   ' }, 'body.answer'],
      [{ id: 1, answer: '가'.repeat(501) }, 'body.answer'],
      [{ answer: '사유' }, 'body.id'],
    ] as const) {
      const res = await call('l5', 'PUT', URL.reject, body);
      expect([res.statusCode, res.json().field], JSON.stringify(body)).toEqual([400, field]);
    }
  });

  it('403 for a level-4 administrator and for the customer; nothing marked', async () => {
    const orderId = await paidOrder('student', { goods_code: 'REQ-PREM' });
    const made = await ask('student', orderId);
    for (const who of ['l4', 'student'] as const) expect((await call(who, 'PUT', URL.reject, { id: made.id, answer: '거절' })).statusCode, who).toBe(403);
    expect(await storedRequest(made.id)).toMatchObject({ state: 'requested', answer: null, decided_by: null });
  });

  it('404 naming body.id', async () => {
    const res = await call('l5', 'PUT', URL.reject, { id: 999_999, answer: '없음' });
    expect([res.statusCode, res.json().field]).toEqual([404, 'body.id']);
  });

  it('rejects with the answer the customer reads (nothing refunded); 409 once decided; the customer may ask again', async () => {
    const orderId = await paidOrder('student', { goods_code: 'REQ-PREM' });
    const made = await ask('student', orderId);
    const res = await call('l5', 'PUT', URL.reject, { id: made.id, answer: '  이미 자료를 내려받아 이용했습니다.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'rejected', answer: '이미 자료를 내려받아 이용했습니다.' });
    expect(await storedRequest(made.id)).toMatchObject({ state: 'rejected', answer: '이미 자료를 내려받아 이용했습니다.', decided_by: ids.l5, decided_time: expect.any(Date) });
    expect(await storedOrder(orderId)).toMatchObject({ state: ORDER_STATE.paid.code, refunded_amount: 0 });
    expect(await cancelsOf(orderId)).toEqual([]);
    const audit = await db().select().from(transitionLog).where(and(eq(transitionLog.entity, 'refund_request'), eq(transitionLog.entity_id, String(made.id))));
    expect(audit).toEqual([expect.objectContaining({ event: 'REJECT', to_state: 'rejected', reason: '이미 자료를 내려받아 이용했습니다.' })]);
    expect((await call('student', 'GET', URL.mine)).json().data_list).toContainEqual(expect.objectContaining({ id: made.id, state: 'rejected', answer: '이미 자료를 내려받아 이용했습니다.' }));
    const twice = await call('l5', 'PUT', URL.reject, { id: made.id, answer: '다시' });
    expect([twice.statusCode, twice.json().field]).toEqual([409, 'body.id']);
    expect((await call('l5', 'PUT', URL.approve, { id: made.id })).statusCode).toBe(409);
    expect(await cancelsOf(orderId)).toEqual([]);
    const second = await ask('student', orderId, '다시 한 번 검토를 요청합니다.');
    expect(second.id).not.toBe(made.id);
    expect((await requestsOf(orderId)).map((r) => r.state)).toEqual(['rejected', 'requested']);
  });
});
