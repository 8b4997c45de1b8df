/**
 * The store walk (issue 11; STYLE section 4, Permissions): every store call a customer may make, as the student
 * on the parent's records (an order waiting for payment, an order paid with a coupon, a coupon issued to the
 * parent, the parent's consulting application, the parent's unlimited pass and card registration), and the
 * public product calls on a hidden product. Each probe is refused as the store policy decides (403), or as not
 * found (404), the body gives nothing of the parent's away, and no store row, audit row or stored file changes.
 * A new customer store call without a case here fails the walk.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { ROUTES } from '../../server/app';
import { consultingApplications, consultingServices, coupons, orderCancels, orders, products, transitionLog, unlimitedPasses } from '../../server/db/schema';
import { customerKeyOf } from '../../server/features/store/orders.service';
import { checkAccess } from '../../src/api/levels';
import { STORE_POLICY } from '../../src/features/store/store.policy';
import { ORDER_STATE } from '../../src/machines/order.machine';
import { buildTestApp, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';
import { userId } from '../helpers/factories';

let t: TestApp;
let student = 0;
let parent = 0;
/** The parent's records the student probes. */
const theirs = { waiting: '', paid: '', coupon: 0, spentCoupon: 0, application: 0 };
/** The student's own order and coupon (a probe pairs one of the student's with one of the parent's). */
const mine = { order: '', coupon: 0 };
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
      { code: 'WALK-PARENT', name: '학부모 쿠폰', discount_type: 'amount', discount_value: 2000, user_id: parent },
      { code: 'WALK-PARENT-FULL', name: '학부모 전액 쿠폰', discount_type: 'amount', discount_value: 20000, user_id: parent },
      { code: 'WALK-STUDENT', name: '학생 쿠폰', discount_type: 'amount', discount_value: 1000, user_id: student },
    ])
    .returning();
  theirs.coupon = c1.id;
  mine.coupon = c3.id;
  // The parent: an order waiting for Toss, and an order the full coupon paid (a premium product bought).
  theirs.waiting = (await order('parent', { goods_code: PREMIUM })).orderId;
  const covered = await order('parent', { goods_code: PREMIUM, coupon_id: c2.id });
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
    for (const secret of [theirs.waiting, theirs.paid, 'WALK-PARENT', '학부모의 자녀']) expect(res.body).not.toContain(secret);
  };
  const hidden = (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'NOT_FOUND' });
    expect(res.body).not.toContain('걷기용 숨긴 상품');
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
      refused(await call('student', 'GET', `/api/v2/common/sale_coupon/check?id=${theirs.coupon}`), couponDenied());
      refused(await call('student', 'GET', '/api/v2/common/sale_coupon/check?id=WALK-PARENT'), couponDenied());
      // The student's own coupon, priced on the parent's application: the application is refused.
      refused(await call('student', 'GET', `/api/v2/common/sale_coupon/check?id=${mine.coupon}&consulting_application_id=${theirs.application}`), orderDenied('order.pay'));
    },
    'PUT /api/v2/common/use_sale_coupon': async () => {
      refused(await call('student', 'PUT', '/api/v2/common/use_sale_coupon', { id: theirs.coupon, orderId: theirs.waiting }), orderDenied('order.pay'));
      refused(await call('student', 'PUT', '/api/v2/common/use_sale_coupon', { id: theirs.coupon, orderId: mine.order }), couponDenied());
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
      refused(await call('student', 'POST', '/api/v2/common/order', { goods_code: PREMIUM, coupon_id: theirs.coupon }), couponDenied());
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
    const [spent] = await db().select().from(coupons).where(eq(coupons.id, theirs.spentCoupon));
    expect(spent.used_user_id).toBe(parent);
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
