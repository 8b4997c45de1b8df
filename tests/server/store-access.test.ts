/**
 * The store walk (issue 11; STYLE section 4, Permissions): every store call a customer may make, as the student
 * on the parent's records (an order waiting for payment, an order paid with a coupon, a coupon issued to the
 * parent, the parent's consulting application, the parent's unlimited pass and card registration), and the
 * public product calls on a hidden product. Each probe is refused as the store policy decides (403), or as not
 * found (404: a coupon is reached only by its code, never by its number), the body gives nothing of the parent's
 * away, and no store row, audit row or stored file changes. A new customer store call without a case here fails the
 * walk. Then the administrators' side: every store administrator route declares the level of its policy action
 * (reading at level 4, moving money at level 5), and level 4 is refused every money action with nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { ROUTES } from '../../server/app';
import { consultingApplications, consultingServices, couponUses, coupons, orderCancels, orders, products, reconcileResolutions, reconciliations, refundRequests, transitionLog, unlimitedPasses } from '../../server/db/schema';
import { customerKeyOf } from '../../server/features/store/orders.service';
import type { Call } from '../../src/api/http';
import { checkAccess, LEVEL, type Access } from '../../src/api/levels';
import * as admin from '../../src/api/store/admin-payments';
import { staffLevel, STORE_POLICY, type StoreAction } from '../../src/features/store/store.policy';
import { ORDER_STATE } from '../../src/machines/order.machine';
import { buildTestApp, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';
import { userId } from '../helpers/factories';

let t: TestApp;
let student = 0;
let parent = 0;
/** The parent's records the student probes. */
const theirs = { waiting: '', paid: '', coupon: 0, spentCoupon: 0, application: 0, pass: 0 };
/** The student's own order and coupon (a probe pairs one of the student's with one of the parent's). */
const mine = { order: '', coupon: 0 };
/** The coupons' codes (12 characters of the code alphabet, as the server makes them). */
const CODE = { parent: 'PARENTWAKCPN', parentFull: 'PARENTWAKZZZ', student: 'STUDENTWAKCP' };
const PREMIUM = 'WALK-PREM';
const UNLIMITED = 'WALK-UNLIM';
const HIDDEN = { goods_code: 'WALK-HIDDEN', file_path: 'product/walk-hidden.webp', thumb_path: 'product/walk-hidden-thumb.webp' };

const call = async (who: DemoWho, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject(withToken(await loginAs(t.app, who), { method, url, ...(payload ? { payload } : {}) }));
const db = () => t.database.db;

/** Every store row and the audit of orders: the walk must leave them exactly as they were. */
const storeRecords = async () => ({
  orders: await db().select().from(orders).orderBy(asc(orders.id)),
  coupons: await db().select().from(coupons).orderBy(asc(coupons.id)),
  couponUses: await db().select().from(couponUses).orderBy(asc(couponUses.id)),
  refundRequests: await db().select().from(refundRequests).orderBy(asc(refundRequests.id)),
  cancels: await db().select().from(orderCancels).orderBy(asc(orderCancels.id)),
  passes: await db().select().from(unlimitedPasses).orderBy(asc(unlimitedPasses.id)),
  products: await db().select().from(products).orderBy(asc(products.id)),
  applications: await db().select().from(consultingApplications).where(inArray(consultingApplications.user_id, [student, parent])).orderBy(asc(consultingApplications.id)),
  audit: await db().select().from(transitionLog).where(eq(transitionLog.entity, 'order')).orderBy(asc(transitionLog.id)),
});

/** Makes an order as `who` through the app (its amount held by the server). */
async function order(who: 'student' | 'parent', body: object) {
  const res = await call(who, 'POST', '/api/v2/common/order', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { orderId: string; amount: number; state: number };
}

beforeAll(async () => {
  t = await buildTestApp();
  student = await userId(db(), 'student@demo.local');
  parent = await userId(db(), 'parent@demo.local');
  await db()
    .insert(products)
    .values([
      { goods_code: PREMIUM, goods_name: '걷기용 프리미엄 30일', kind: 'premium', price: 20000, period_days: 30 },
      { goods_code: UNLIMITED, goods_name: '걷기용 무제한 이용권', kind: 'unlimited', price: 9900, period_days: 30 },
      { goods_code: HIDDEN.goods_code, goods_name: '걷기용 숨긴 상품', kind: 'premium', price: 10000, period_days: 30, display: false, file_name: '숨김.png', file_path: HIDDEN.file_path, thumb_path: HIDDEN.thumb_path },
    ]);
  const [c1, c2, c3] = await db()
    .insert(coupons)
    .values([
      { code: CODE.parent, name: '학부모 쿠폰', kind: 'single', discount_type: 'amount', discount_value: 2000, user_id: parent },
      { code: CODE.parentFull, name: '학부모 전액 쿠폰', kind: 'single', discount_type: 'amount', discount_value: 20000, user_id: parent },
      { code: CODE.student, name: '학생 쿠폰', kind: 'single', discount_type: 'amount', discount_value: 1000, user_id: student },
    ])
    .returning();
  theirs.coupon = c1.id;
  mine.coupon = c3.id;
  // The parent: an order waiting for Toss, and an order the full coupon paid (a premium product bought).
  theirs.waiting = (await order('parent', { goods_code: PREMIUM })).orderId;
  const covered = await order('parent', { goods_code: PREMIUM, coupon_code: c2.code });
  expect(covered.amount).toBe(0);
  const used = await call('parent', 'PUT', '/api/v2/common/use_sale_coupon', { id: c2.id, orderId: covered.orderId });
  expect(used.statusCode, used.body).toBe(200);
  expect(used.json().state).toBe(ORDER_STATE.paid.code);
  theirs.paid = covered.orderId;
  theirs.spentCoupon = c2.id;
  const [service] = await db().select({ id: consultingServices.id }).from(consultingServices).orderBy(asc(consultingServices.id)).limit(1);
  const [application] = await db()
    .insert(consultingApplications)
    .values({ user_id: parent, service_id: service.id, student_name: '학부모의 자녀', school_name: '걷기고등학교', grade: 3, phone: '010-0000-0000', choices: [], scores: [], privacy_agreed: true, marketing_agreed: false, state: 'applied', price: 50000 })
    .returning();
  theirs.application = application.id;
  const [pass] = await db()
    .insert(unlimitedPasses)
    .values({ user_id: parent, customer_key: customerKeyOf(t.app.deps, parent), billing_key: 'bk_walk_parent', card_company: '신한', card_number: '4330123412341234', valid_until: new Date(Date.now() + 20 * 86_400_000) })
    .onConflictDoNothing()
    .returning();
  theirs.pass = pass?.id ?? 0;
  mine.order = (await order('student', { goods_code: PREMIUM })).orderId;
});
afterAll(() => t.close());

describe('the store walk: every customer store call as the student on the parent’s records', () => {
  const actor = () => ({ uid: student, level: 0 });
  const orderDenied = (action: 'order.read' | 'order.pay') => STORE_POLICY.authorize(actor(), action, { user_id: parent });
  /** A refusal as the policy words it, with nothing of the parent's in the body. */
  const refused = (res: Awaited<ReturnType<typeof call>>, decision: ReturnType<typeof orderDenied>) => {
    expect(decision.ok).toBe(false);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'FORBIDDEN', message: decision.ok ? '' : decision.reason });
    for (const secret of [theirs.waiting, theirs.paid, CODE.parent, CODE.parentFull, '학부모의 자녀', 'bk_walk_parent']) expect(res.body).not.toContain(secret);
  };
  const hidden = (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'NOT_FOUND' });
    for (const secret of ['걷기용 숨긴 상품', CODE.parent, '학부모 쿠폰', 'bk_walk_parent']) expect(res.body).not.toContain(secret);
  };
  const couponDenied = () => STORE_POLICY.authorize(actor(), 'coupon.use', { user_id: parent });

  const CASES: Record<string, () => Promise<void>> = {
    'GET /api/v2/store/homepage/product_list': async () => {
      const res = await call('student', 'GET', '/api/v2/store/homepage/product_list?size=100');
      expect(res.statusCode).toBe(200);
      expect(res.json().data_list.map((p: { goods_code: string }) => p.goods_code)).not.toContain(HIDDEN.goods_code);
    },
    'GET /api/v2/store/homepage/product': async () => {
      hidden(await call('student', 'GET', `/api/v2/store/homepage/product?goods_code=${HIDDEN.goods_code}`));
    },
    'GET /api/v2/store/homepage/product/type_list': async () => {
      expect((await call('student', 'GET', '/api/v2/store/homepage/product/type_list')).statusCode).toBe(200);
    },
    'POST /api/v2/store/homepage/file/download': async () => {
      for (const file_path of [HIDDEN.file_path, HIDDEN.thumb_path]) {
        const res = await call('student', 'POST', '/api/v2/store/homepage/file/download', { file_path });
        expect(res.statusCode, file_path).toBe(404);
        expect(res.headers['content-disposition']).toBeUndefined();
      }
    },
    'GET /api/v2/common/sale_coupon/check': async () => {
      // A coupon's number is not a way in: answered as a code that does not exist.
      hidden(await call('student', 'GET', `/api/v2/common/sale_coupon/check?id=${theirs.coupon}`));
      refused(await call('student', 'GET', `/api/v2/common/sale_coupon/check?id=${CODE.parent}`), couponDenied());
      refused(await call('student', 'GET', `/api/v2/common/sale_coupon/check?id=${CODE.parent.toLowerCase().replace(/(.{4})/g, '$1-').slice(0, -1)}`), couponDenied());
      // The student's own coupon, priced on the parent's application: the application is refused.
      refused(await call('student', 'GET', `/api/v2/common/sale_coupon/check?id=${CODE.student}&consulting_application_id=${theirs.application}`), orderDenied('order.pay'));
    },
    'PUT /api/v2/common/use_sale_coupon': async () => {
      refused(await call('student', 'PUT', '/api/v2/common/use_sale_coupon', { id: theirs.coupon, orderId: theirs.waiting }), orderDenied('order.pay'));
      // The parent's coupon on the student's own order: only the order's own coupon is ever spent (409, nothing told).
      const other = await call('student', 'PUT', '/api/v2/common/use_sale_coupon', { id: theirs.coupon, orderId: mine.order });
      expect([other.statusCode, other.json().code, other.json().field], other.body).toEqual([409, 'CONFLICT', 'body.id']);
      for (const secret of [CODE.parent, '학부모 쿠폰']) expect(other.body).not.toContain(secret);
    },
    'GET /api/v2/common/user/unlimited': async () => {
      refused(await call('student', 'GET', `/api/v2/common/user/unlimited?user_id=${parent}`), STORE_POLICY.authorize(actor(), 'pass.read', { user_id: parent }));
      const own = await call('student', 'GET', '/api/v2/common/user/unlimited');
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json().data).toMatchObject({ user_id: student, customer_key: customerKeyOf(t.app.deps, student) });
    },
    'GET /api/v2/common/user/payment_product': async () => {
      const res = await call('student', 'GET', '/api/v2/common/user/payment_product');
      expect(res.statusCode).toBe(200);
      expect(res.json().data_list.map((p: { orderId: string }) => p.orderId)).not.toContain(theirs.paid);
      expect((await call('parent', 'GET', '/api/v2/common/user/payment_product')).json().data_list.map((p: { orderId: string }) => p.orderId)).toContain(theirs.paid);
    },
    'POST /api/v2/common/toss_auth': async () => {
      // The parent's customerKey cannot register a card (nor charge the pass) for the student: refused before Toss is asked.
      const res = await call('student', 'POST', '/api/v2/common/toss_auth', { authKey: 'walk-auth-key', customerKey: customerKeyOf(t.app.deps, parent), goods_code: UNLIMITED });
      expect([400, 403], res.body).toContain(res.statusCode);
      expect(res.json()).toMatchObject({ result: 'fail' });
      if (res.statusCode === 400) expect(res.json().field).toBe('body.customerKey');
    },
    'POST /api/v2/common/order': async () => {
      refused(await call('student', 'POST', '/api/v2/common/order', { consulting_application_id: theirs.application }), orderDenied('order.pay'));
      refused(await call('student', 'POST', '/api/v2/common/order', { goods_code: PREMIUM, coupon_code: CODE.parent }), couponDenied());
      hidden(await call('student', 'POST', '/api/v2/common/order', { goods_code: PREMIUM, coupon_code: String(theirs.coupon) }));
      hidden(await call('student', 'POST', '/api/v2/common/order', { goods_code: HIDDEN.goods_code }));
    },
    'POST /api/v2/common/order/confirm': async () => {
      for (const orderId of [theirs.waiting, theirs.paid]) {
        refused(await call('student', 'POST', '/api/v2/common/order/confirm', { paymentKey: 'walk-payment-key', orderId, amount: 20000 }), orderDenied('order.pay'));
        refused(await call('student', 'POST', '/api/v2/common/order/confirm', { paymentKey: `COUPON-${orderId}`, orderId, amount: 0 }), orderDenied('order.pay'));
      }
    },
    'POST /api/v2/common/order/fail': async () => {
      refused(await call('student', 'POST', '/api/v2/common/order/fail', { orderId: theirs.waiting, code: 'PAY_PROCESS_CANCELED', message: '취소' }), orderDenied('order.pay'));
    },
    'GET /api/v2/common/order': async () => {
      for (const orderId of [theirs.waiting, theirs.paid]) refused(await call('student', 'GET', `/api/v2/common/order?orderId=${orderId}`), orderDenied('order.read'));
      expect((await call('student', 'GET', `/api/v2/common/order?orderId=${mine.order}`)).statusCode).toBe(200);
    },
    'POST /api/v2/common/user/unlimited/extend': async () => {
      // Only the caller's own pass is extended: the student has none, whatever the parent's pass says.
      const parentEnd = (await db().select().from(unlimitedPasses).where(eq(unlimitedPasses.user_id, parent)))[0].valid_until!.toISOString();
      hidden(await call('student', 'POST', '/api/v2/common/user/unlimited/extend', { goods_code: UNLIMITED, valid_until: parentEnd }));
    },
    'PUT /api/v2/common/user/unlimited/auto_renew': async () => {
      hidden(await call('student', 'PUT', '/api/v2/common/user/unlimited/auto_renew', { auto_renew: false }));
    },
    'POST /api/v2/common/toss/webhook': async () => {
      // A webhook's body is never trusted: a customer claiming the parent's payment was cancelled changes nothing.
      const res = await call('student', 'POST', '/api/v2/common/toss/webhook', { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: `COUPON-${theirs.paid}`, orderId: theirs.paid, status: 'CANCELED' } });
      expect(res.statusCode, res.body).toBe(200);
    },
    'POST /api/v2/common/order/refund_request': async () => {
      for (const orderId of [theirs.waiting, theirs.paid]) {
        refused(await call('student', 'POST', '/api/v2/common/order/refund_request', { orderId, reason: '다른 사람 주문의 환불 요청' }), orderDenied('order.read'));
      }
    },
    'GET /api/v2/common/order/refund_request/mine': async () => {
      const res = await call('student', 'GET', '/api/v2/common/order/refund_request/mine');
      expect(res.statusCode, res.body).toBe(200);
      for (const secret of [theirs.waiting, theirs.paid]) expect(res.body).not.toContain(secret);
    },
    'GET /api/v2/common/sale_coupon/mine': async () => {
      const res = await call('student', 'GET', '/api/v2/common/sale_coupon/mine');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain(CODE.student);
      for (const secret of [CODE.parent, CODE.parentFull, theirs.paid]) expect(res.body).not.toContain(secret);
    },
    'GET /api/v2/common/order/list': async () => {
      const res = await call('student', 'GET', '/api/v2/common/order/list');
      expect(res.statusCode).toBe(200);
      const ids = res.json().data_list.map((o: { orderId: string }) => o.orderId);
      expect(ids).toContain(mine.order);
      expect(ids).not.toContain(theirs.waiting);
      expect(ids).not.toContain(theirs.paid);
    },
  };

  it('has a case for every store call a customer may make; no store row changes', async () => {
    const before = await storeRecords();
    expect(before.orders.filter((o) => o.user_id === parent)).toHaveLength(2);
    const customerCalls = ROUTES.filter((r) => r.call.area.startsWith('store') && checkAccess(r.access, { realm: 'customer', level: 0 }) === 'allowed').map((r) => `${r.call.method} ${r.call.path}`);
    expect(customerCalls.sort()).toEqual(Object.keys(CASES).sort());
    for (const name of customerCalls) await CASES[name]();
    expect(await storeRecords()).toEqual(before);
    const uses = await db().select().from(couponUses).where(eq(couponUses.coupon_id, theirs.spentCoupon));
    expect(uses).toEqual([expect.objectContaining({ user_id: parent })]);
    expect(theirs.pass).toBeGreaterThan(0);
  });

  it('staff calls of the store area refuse a customer token, and change nothing', async () => {
    const before = await storeRecords();
    const staffOnly = ROUTES.filter((r) => r.call.area.startsWith('store') && checkAccess(r.access, { realm: 'customer', level: 0 }) !== 'allowed');
    expect(staffOnly.length).toBeGreaterThan(10);
    for (const r of staffOnly) {
      const res = await call('student', r.call.method as 'GET', r.call.path.replace(/\{\w+\}/g, '1'), r.call.method === 'GET' ? undefined : {});
      expect([401, 403], `${r.call.method} ${r.call.path}`).toContain(res.statusCode);
    }
    expect(await storeRecords()).toEqual(before);
  });
});

describe('store administrator routes: the level of each is its policy action’s; level 4 never moves money', () => {
  /** Every store administrator call with the policy action it performs. */
  const ACTIONS = new Map<Call, StoreAction>([
    [admin.adminOrderList, 'order.read'],
    [admin.adminOrderGet, 'order.read'],
    [admin.adminOrderXlsx, 'order.read'],
    [admin.adminOrderRefund, 'order.refund'],
    [admin.adminCouponList, 'coupon.read'],
    [admin.adminCouponIssue, 'coupon.issue'],
    [admin.adminCouponDisable, 'coupon.disable'],
    [admin.adminPassList, 'pass.read'],
    [admin.adminPassStop, 'pass.stop'],
    [admin.adminReconcile, 'reconciliation.read'],
    [admin.adminReconciliationList, 'reconciliation.read'],
    [admin.adminReconcileResolve, 'reconciliation.resolve'],
  ]);
  const adminRoutes = () => ROUTES.filter((r) => r.call.path.startsWith('/api/v2/store/admin/'));

  it('declares every route with its action’s level: reading at 4, money (refund, coupon issue and stop, pass stop, resolve) at 5', () => {
    expect(adminRoutes().map((r) => r.call).sort((a, b) => a.path.localeCompare(b.path))).toEqual([...ACTIONS.keys()].sort((a, b) => a.path.localeCompare(b.path)));
    for (const r of adminRoutes()) {
      const action = ACTIONS.get(r.call)!;
      expect(r.access as Access, `${r.call.method} ${r.call.path}`).toEqual({ minLevel: staffLevel(action) });
    }
    const money: StoreAction[] = ['order.refund', 'coupon.issue', 'coupon.disable', 'pass.stop', 'reconciliation.resolve'];
    for (const action of money) expect(staffLevel(action), action).toBe(LEVEL.adminInternal);
    for (const action of ['order.read', 'coupon.read', 'pass.read', 'reconciliation.read'] as const) expect(staffLevel(action), action).toBe(LEVEL.adminExternal);
    // The screens hide the same buttons: a level-4 actor is refused each money action on any record, a level-5 one allowed.
    const someone = { user_id: parent };
    for (const [level, ok] of [
      [LEVEL.adminExternal, false],
      [LEVEL.adminInternal, true],
    ] as const) {
      const actor = { uid: -1, level };
      expect(
        [
          STORE_POLICY.allows(actor, 'order.refund', someone),
          STORE_POLICY.allows(actor, 'coupon.issue', { user_id: null }),
          STORE_POLICY.allows(actor, 'coupon.disable', someone),
          STORE_POLICY.allows(actor, 'pass.stop', someone),
          STORE_POLICY.allows(actor, 'reconciliation.resolve', {}),
        ],
        String(level),
      ).toEqual([ok, ok, ok, ok, ok]);
    }
    // The owner still stops their own pass's renewal.
    expect(STORE_POLICY.allows({ uid: parent, level: 0 }, 'pass.stop', { user_id: parent })).toBe(true);
  });

  it('level 4 gets 403 on issue, stop coupon, refund, stop pass and resolve, with valid bodies, and nothing changes', async () => {
    const before = { ...(await storeRecords()), runs: await db().select().from(reconciliations), resolutions: await db().select().from(reconcileResolutions) };
    const [paid] = await db().select().from(orders).where(eq(orders.order_id, theirs.paid));
    const [run] = await db().insert(reconciliations).values({ day: '2020-01-01', checked: 1, mismatches: [{ kind: 'paid_not_done', order: paid.id, order_id: paid.order_id, local_state: paid.state, local_amount: 0, local_balance: 0, toss_status: null, toss_amount: null, toss_balance: null, action: 'left', note: '걷기' }] }).returning();
    const probes: Array<[Call, object]> = [
      [admin.adminCouponIssue, { name: '레벨 4 쿠폰', kind: 'once_each', discount_type: 'amount', discount_value: 1000 }],
      [admin.adminCouponDisable, { id: theirs.coupon }],
      [admin.adminOrderRefund, { id: paid.id, reason: '레벨 4 환불' }],
      [admin.adminPassStop, { id: theirs.pass }],
      [admin.adminReconcileResolve, { reconciliation_id: run.id, order: paid.id, note: '레벨 4 해결' }],
    ];
    for (const [c, body] of probes) {
      const res = await call(4, c.method as 'POST', c.path, body);
      expect([res.statusCode, res.json().code], `${c.method} ${c.path}`).toEqual([403, 'FORBIDDEN']);
      // A level-5 administrator is let through the same door (whatever the record then says).
      expect(checkAccess(ROUTES.find((r) => r.call === c)!.access, { realm: 'staff', level: LEVEL.adminInternal }), c.path).toBe('allowed');
    }
    await db().delete(reconciliations).where(eq(reconciliations.id, run.id));
    expect({ ...(await storeRecords()), runs: await db().select().from(reconciliations), resolutions: await db().select().from(reconcileResolutions) }).toEqual(before);
  });
});
