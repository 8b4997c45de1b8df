/**
 * Demo data of the customer's side of the store (issue 11 points 3-5): coupons of every kind under fixed codes of
 * the generated form (12 characters of the code alphabet, so tests and the README can name them; DEMO_COUPON_CODES),
 * a few paid orders of student@ and parent@ (one refunded in part, one paid with a coupon, whose use is a
 * coupon_uses row), and an unlimited pass for student@ — so /payment has coupons to try and
 * /admin/app-payment/main has payments, refunds, coupon uses and a pass to show. Orders are dated weeks back (the
 * daily reconciliation of yesterday does not look them up at the stand-in, which does not know them). Runs after
 * the store products' seed (store-products.ts); without those products the orders are left out. Idempotent:
 * coupons by code, orders by orderId, the coupon use by order, the pass by user.
 */
import { eq, inArray } from 'drizzle-orm';
import { isCouponCode } from '../../../src/api/store/coupon-code';
import { ORDER_STATE } from '../../../src/machines/order.machine';
import type { Db } from '../../core/db';
import { couponUses, coupons, orderCancels, orders, products, unlimitedPasses, users } from '../schema';

const DAY = 86_400_000;

/** The demo coupons' codes (each of the generated form: 12 characters, no 0/O, 1/I/L). */
export const DEMO_COUPON_CODES = {
  /** 'single' for student@: 5,000원 off orders from 10,000원, unused. */
  student: 'NEWSTUDENT5K',
  /** 'once_each': 10% off (at most 10,000원), 1,000 uses in all. */
  spring: 'SPRNGEVENT25',
  /** 'unlimited': 1,000원 off orders from 10,000원, any number of times. */
  everyday: 'EVERYDAYSAVE',
  /** 'single' for parent@: 3,000원 off, used on SEED-ORDER-0004. */
  spent: 'PARENTTHANKS',
  /** 'once_each': 20% off, its window over a month ago. */
  expired: 'MERRYXMASKRW',
  /** 'once_each': 15% off, stopped by level5@. */
  paused: 'PAUSEDEVENT2',
} as const;

/** Seeds the demo coupons, orders and pass (see the file comment). */
export async function seedStorePayments(db: Db): Promise<void> {
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['student@demo.local', 'parent@demo.local', 'level5@demo.local']));
  const id = (email: string) => people.find((p) => p.email === email)?.id ?? null;
  const student = id('student@demo.local');
  const parent = id('parent@demo.local');
  const admin = id('level5@demo.local');
  if (!student || !parent) return;
  const now = Date.now();
  const C = DEMO_COUPON_CODES;
  for (const code of Object.values(C)) if (!isCouponCode(code)) throw new Error(`demo coupon code ${code} is not of the code form`);

  await db
    .insert(coupons)
    .values([
      { code: C.student, name: '신규 가입 5,000원 할인', kind: 'single', discount_type: 'amount', discount_value: 5000, min_amount: 10000, user_id: student, valid_until: new Date(now + 365 * DAY), issuer_id: admin },
      { code: C.spring, name: '봄맞이 10% 할인 (최대 1만 원)', kind: 'once_each', discount_type: 'percent', discount_value: 10, max_discount: 10000, max_uses: 1000, valid_until: new Date(now + 180 * DAY), issuer_id: admin },
      { code: C.everyday, name: '언제나 1,000원 할인', kind: 'unlimited', discount_type: 'amount', discount_value: 1000, min_amount: 10000, issuer_id: admin },
      { code: C.spent, name: '3,000원 할인 (사용 완료)', kind: 'single', discount_type: 'amount', discount_value: 3000, user_id: parent, issuer_id: admin },
      { code: C.expired, name: '지난 이벤트 20% 할인', kind: 'once_each', discount_type: 'percent', discount_value: 20, valid_from: new Date(now - 60 * DAY), valid_until: new Date(now - 30 * DAY), issuer_id: admin },
      { code: C.paused, name: '중지된 이벤트 15% 할인', kind: 'once_each', discount_type: 'percent', discount_value: 15, max_discount: 5000, disabled_time: new Date(now - 2 * DAY), disabled_by: admin, issuer_id: admin },
    ])
    .onConflictDoNothing({ target: coupons.code });

  const goods = await db.select().from(products).where(inArray(products.goods_code, ['DEMO-PREMIUM-MATH', 'DEMO-PREMIUM-ENG', 'DEMO-MOCK-SET', 'DEMO-UNLIMITED-30']));
  const product = (code: string) => goods.find((g) => g.goods_code === code);
  const [math, eng, mock, unlimited] = ['DEMO-PREMIUM-MATH', 'DEMO-PREMIUM-ENG', 'DEMO-MOCK-SET', 'DEMO-UNLIMITED-30'].map(product);
  if (!math || !eng || !mock || !unlimited) return;

  const paid = ORDER_STATE.paid.code;
  const paidOrder = (orderId: string, userId: number, p: typeof math, daysAgo: number, refunded = 0) => {
    const at = new Date(now - daysAgo * DAY);
    return {
      order_id: orderId,
      user_id: userId,
      product_id: p.id,
      order_name: p.goods_name,
      list_amount: p.price,
      amount: p.price,
      state: paid,
      period_days: p.period_days,
      payment_key: `seed_${orderId.toLowerCase()}`,
      method: '카드',
      approved_time: at,
      refunded_amount: refunded,
      create_time: at,
      update_time: at,
    };
  };
  const spent = (await db.select().from(coupons).where(eq(coupons.code, C.spent)))[0];
  await db
    .insert(orders)
    .values([
      paidOrder('SEED-ORDER-0001', student, math, 40),
      paidOrder('SEED-ORDER-0002', student, mock, 35, 5000),
      paidOrder('SEED-ORDER-0003', student, unlimited, 10),
      { ...paidOrder('SEED-ORDER-0004', parent, eng, 20), discount_amount: 3000, amount: eng.price - 3000, coupon_id: spent.id },
    ])
    .onConflictDoNothing({ target: orders.order_id });

  const seeded = await db.select().from(orders).where(inArray(orders.order_id, ['SEED-ORDER-0002', 'SEED-ORDER-0003', 'SEED-ORDER-0004']));
  const byId = (orderId: string) => seeded.find((o) => o.order_id === orderId)!;
  await db
    .insert(orderCancels)
    .values({ order_id: byId('SEED-ORDER-0002').id, amount: 5000, reason: '인쇄본 일부 파손으로 부분 환불', idempotency_key: 'seed-cancel-0002-1', transaction_key: 'seed_tx_0002_1', user_id: admin, create_time: new Date(now - 33 * DAY) })
    .onConflictDoNothing({ target: orderCancels.idempotency_key });
  const withCoupon = byId('SEED-ORDER-0004');
  if (withCoupon.coupon_id !== null) {
    await db
      .insert(couponUses)
      .values({ coupon_id: withCoupon.coupon_id, user_id: parent, order_id: withCoupon.id, used_time: withCoupon.approved_time ?? withCoupon.create_time })
      .onConflictDoNothing({ target: couponUses.order_id });
  }

  await db
    .insert(unlimitedPasses)
    .values({
      user_id: student,
      product_id: unlimited.id,
      customer_key: `cust_seed_${student}`,
      billing_key: null,
      card_company: '신한',
      card_number: '43301234****123*',
      valid_until: new Date(now + 20 * DAY),
      auto_renew: false,
      last_order_id: byId('SEED-ORDER-0003').id,
    })
    .onConflictDoNothing({ target: unlimitedPasses.user_id });
}
