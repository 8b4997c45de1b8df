/**
 * Orders paid through Toss's payment window (issue 11 point 4), the way Toss's guide asks:
 * - POST order: the server computes the amount (the product's price or the consulting application's, minus the
 *   coupon) and holds it on a new order, opened for payment (order machine: created -> OPEN -> waiting);
 * - the browser opens Toss's window with that order; Toss redirects to /payment/proceed with paymentKey, orderId
 *   and amount;
 * - POST order/confirm: with the order row locked, an amount other than the order's is refused (400, nothing
 *   sent to Toss); otherwise Toss's confirm is called with the order id as Idempotency-Key, and in the same
 *   transaction the order becomes paid (CONFIRM) and its coupon is spent. Parallel or replayed confirms wait on
 *   the row lock and then answer the paid order: Toss is asked once.
 * If the server dies after Toss approved and before the transaction commits, the order is still waiting while
 * Toss holds a DONE payment: the reconciliation (reconcile.service.ts) finds it by orderId and settles it.
 */
import { randomBytes, createHmac } from 'node:crypto';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Order, OrderConfirmBodySchema, OrderCreateBodySchema, OrderFailBodySchema, UseCouponBodySchema } from '../../../src/api/store/payments';
import { STORE_POLICY } from '../../../src/features/store/store.policy';
import { couponDiscount, couponProblem } from '../../../src/features/store/payment/payment.rules';
import { ORDER_STATE, orderMachine, type OrderEvent } from '../../../src/machines/order.machine';
import type { AuthUser } from '../../core/access';
import type { DbOrTx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError, badRequest, conflict, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import { applyTransition } from '../../core/transitions';
import { consultingApplications, consultingServices } from '../../db/schema';
import * as coupons from './coupons.repository';
import * as repo from './orders.repository';
import { TossError, tossClientOf, type TossPayment } from './toss-client';
import { isoOrNull } from '../../core/iso-time';

const O = ORDER_STATE;
const ORDER = '주문';
const label = (s: string) => Object.values(O).find((x) => String(x.code) === s)?.label ?? s;

/** An order as its customer sees it. */
export function presentOrder({ order: o, product }: repo.OrderWithProduct): Order {
  return {
    orderId: o.order_id,
    orderName: o.order_name,
    goods_code: product?.goods_code ?? null,
    kind: (product?.kind as Order['kind']) ?? (o.consulting_application_id ? 'consulting' : null),
    list_amount: o.list_amount,
    discount_amount: o.discount_amount,
    amount: o.amount,
    coupon_id: o.coupon_id,
    consulting_application_id: o.consulting_application_id,
    state: o.state,
    method: o.method,
    approved_time: isoOrNull(o.approved_time),
    refunded_amount: o.refunded_amount,
    fail_code: o.fail_code,
    fail_message: o.fail_message,
    channel: o.channel === 'mobile' ? 'mobile' : 'web',
    create_time: o.create_time.toISOString(),
  };
}

/** A fresh Toss orderId: `O` + time + random, within Toss's 6-64 characters of [A-Za-z0-9_-]. */
export const newOrderId = (prefix = 'O') => `${prefix}${Date.now().toString(36)}${randomBytes(6).toString('hex')}`;

/**
 * Toss's customerKey of a customer: stable, not guessable from the user id (Toss asks for that), and derived
 * rather than stored so that the payment window and card registration can use it before any row exists.
 */
export const customerKeyOf = (deps: Deps, userId: number) => `cust_${createHmac('sha256', deps.env.toss.secretKey).update(`customer:${userId}`).digest('base64url').slice(0, 32)}`;

/** Test hooks: a fault right after Toss approved and before the local write ("the server was killed"). */
const faults = new WeakMap<Deps, (orderId: string) => void>();
/** Makes the next confirms of this app throw right after Toss approved (tests of point 6); `null` removes it. */
export function setConfirmFault(deps: Deps, fault: ((orderId: string) => void) | null): void {
  if (fault) faults.set(deps, fault);
  else faults.delete(deps);
}

/** Applies an order event in the caller's transaction (409 naming the state; a wrong amount is 400 naming body.amount). */
export function applyOrderEvent(tx: DbOrTx, order: repo.OrderRow, event: OrderEvent, userId: number | null, reason?: string) {
  return applyTransition({
    tx,
    machine: orderMachine,
    entity: repo.ORDER_ENTITY,
    entityId: order.id,
    current: String(order.state),
    event,
    userId,
    reason,
    label,
    guardAnswers: {
      amountMatches: () => badRequest('body.amount', `body.amount: 결제 금액이 주문 금액(${order.amount}원)과 다릅니다. 승인하지 않았습니다.`),
      hasReason: () => badRequest('body.code', 'body.code: 실패 사유가 없습니다.'),
    },
  }).then(Number);
}

/** An order by its orderId for an action: 404 when missing, 403 when it is another's. */
async function requireOrder(db: DbOrTx, user: AuthUser, orderId: string, action: 'order.read' | 'order.pay', lock = false) {
  const row = await repo.findOrder(db, orderId, lock);
  if (!row) throw notFound(ORDER);
  assertAllowed(STORE_POLICY.authorize(actorOf(user), action, row.order));
  return row;
}

/** A coupon for a customer and a list amount: 404, 403 (another's), 409 (spent, expired, below its minimum). */
export async function usableCoupon(db: DbOrTx, user: AuthUser, ref: string | number, listAmount: number | null, field: string, lock = false) {
  const coupon = await coupons.findCoupon(db, ref, lock);
  if (!coupon) throw notFound('쿠폰', field);
  assertAllowed(STORE_POLICY.authorize(actorOf(user), 'coupon.use', coupon));
  const problem = couponProblem(coupon, new Date(), listAmount);
  if (problem) throw conflict(problem, field);
  return coupon;
}

/** What is being bought: a displayed product, or the caller's own priced consulting application not yet paid. */
export async function orderSubject(db: DbOrTx, user: AuthUser, what: { goods_code?: string; consulting_application_id?: number }, part: 'body' | 'query' = 'body') {
  if (what.goods_code !== undefined) {
    const product = await repo.findProduct(db, what.goods_code);
    if (!product || !product.display) throw notFound('상품', `${part}.goods_code`);
    if (product.kind === 'unlimited') throw badRequest(`${part}.goods_code`, `${part}.goods_code: 무제한 이용권은 카드 등록(정기 결제)으로 구매합니다.`);
    if (product.price <= 0) throw badRequest(`${part}.goods_code`, `${part}.goods_code: 결제할 금액이 없는 상품입니다.`);
    return { product, application: null, listAmount: product.price, orderName: product.goods_name };
  }
  const id = what.consulting_application_id!;
  const [row] = await db
    .select({ application: consultingApplications, service_name: consultingServices.name })
    .from(consultingApplications)
    .innerJoin(consultingServices, eq(consultingServices.id, consultingApplications.service_id))
    .where(eq(consultingApplications.id, id));
  if (!row) throw notFound('컨설팅 신청', `${part}.consulting_application_id`);
  assertAllowed(STORE_POLICY.authorize(actorOf(user), 'order.pay', row.application));
  const app = row.application;
  if (app.state === 'cancelled') throw conflict('취소된 컨설팅 신청은 결제할 수 없습니다.', `${part}.consulting_application_id`);
  if (app.price <= 0) throw badRequest(`${part}.consulting_application_id`, `${part}.consulting_application_id: 결제가 필요 없는 신청입니다.`);
  const paid = (await repo.ordersOfApplication(db, id)).find((o) => o.state === O.paid.code || o.state === O.refunded.code);
  if (paid) throw conflict(`이미 결제한 신청입니다 (주문번호 ${paid.order_id}).`, `${part}.consulting_application_id`);
  const product = (await repo.findConsultingProduct(db, app.service_id)) ?? null;
  return { product, application: app, listAmount: app.price, orderName: `컨설팅: ${row.service_name}` };
}

/** POST order: the server computes list price, discount and amount, holds them on a new order and opens it for payment. */
export async function createOrder(deps: Deps, user: AuthUser, body: z.output<typeof OrderCreateBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const subject = await orderSubject(tx, user, body);
    const coupon = body.coupon_id === undefined ? null : await usableCoupon(tx, user, body.coupon_id, subject.listAmount, 'body.coupon_id');
    const discount = coupon ? couponDiscount(coupon, subject.listAmount) : 0;
    const amount = subject.listAmount - discount;
    let order = await repo.insertOrder(tx, {
      order_id: newOrderId(),
      user_id: user.uid,
      product_id: subject.product?.id ?? null,
      order_name: subject.orderName.slice(0, 100),
      list_amount: subject.listAmount,
      discount_amount: discount,
      amount,
      coupon_id: coupon?.id ?? null,
      consulting_application_id: subject.application?.id ?? null,
      state: O.created.code,
      channel: body.channel,
    });
    // An order with something to pay goes to Toss's window now; one the coupon covers waits for use_sale_coupon.
    if (amount > 0) {
      const state = await applyOrderEvent(tx, order, { type: 'OPEN' }, user.uid);
      await repo.updateOrder(tx, order.id, { state });
      order = { ...order, state };
    }
    const { toss } = deps.env;
    return {
      data: {
        orderId: order.order_id,
        orderName: order.order_name,
        list_amount: order.list_amount,
        discount_amount: order.discount_amount,
        amount: order.amount,
        state: order.state,
        coupon_id: order.coupon_id,
        customerKey: customerKeyOf(deps, user.uid),
        customerName: user.name,
        customerEmail: user.email,
        clientKey: toss.clientKey,
        sdk_src: toss.sdkUrl,
      },
    };
  });
}

/** Writes a paid order: CONFIRM through the machine, Toss's payment, and its coupon spent (the caller holds both row locks). */
export async function markPaid(tx: DbOrTx, order: repo.OrderRow, payment: Pick<TossPayment, 'paymentKey' | 'method' | 'approvedAt' | 'totalAmount' | 'orderId'> & Partial<TossPayment>, userId: number | null) {
  const amountMatches = payment.totalAmount === order.amount && payment.orderId === order.order_id;
  const state = await applyOrderEvent(tx, order, { type: 'CONFIRM', amountMatches }, userId);
  const approved = payment.approvedAt ? new Date(payment.approvedAt) : new Date();
  await repo.updateOrder(tx, order.id, { state, payment_key: payment.paymentKey, method: payment.method, approved_time: approved, toss_payment: payment, fail_code: null, fail_message: null });
  if (order.coupon_id !== null) await coupons.markUsed(tx, order.coupon_id, { used_user_id: order.user_id, used_order_id: order.id, used_time: approved });
  return state;
}

/** Records a failure (FAIL through the machine) with Toss's code and message. */
async function markFailed(tx: DbOrTx, order: repo.OrderRow, code: string, message: string, userId: number | null) {
  const state = await applyOrderEvent(tx, order, { type: 'FAIL', reason: code }, userId, `${code}: ${message}`.slice(0, 500));
  await repo.updateOrder(tx, order.id, { state, fail_code: code.slice(0, 100), fail_message: message.slice(0, 400) });
}

/** Toss could not be reached or failed inside: whether it approved is unknown; the order stays waiting for the reconciliation. */
const unknownOutcome = (e: TossError) =>
  new AppError(502, 'INTERNAL', `결제사 응답을 받지 못했습니다(${e.code}). 결제 여부를 확인해 잠시 후 주문 내역에 반영합니다. 다시 결제하지 마세요.`);

/** POST order/confirm: see the file comment. */
export async function confirmOrder(deps: Deps, user: AuthUser, body: z.output<typeof OrderConfirmBodySchema>) {
  const toss = tossClientOf(deps);
  return deps.db.transaction(async (tx) => {
    const row = await requireOrder(tx, user, body.orderId, 'order.pay', true);
    const order = row.order;
    if (order.state === O.paid.code || order.state === O.refunded.code) {
      if (order.payment_key === body.paymentKey) return { data: presentOrder(row) };
      throw conflict('이미 다른 결제로 완료된 주문입니다.');
    }
    // The machine refuses a wrong amount (400) or a state that cannot be confirmed (409) before Toss is asked.
    if (body.amount !== order.amount) await applyOrderEvent(tx, order, { type: 'CONFIRM', amountMatches: false }, user.uid);
    if (order.state !== O.waiting.code) await applyOrderEvent(tx, order, { type: 'CONFIRM', amountMatches: true }, user.uid);
    if (order.coupon_id !== null) {
      const coupon = await coupons.findCoupon(tx, order.coupon_id, true);
      if (coupon?.used_time && coupon.used_order_id !== order.id) {
        await markFailed(tx, order, 'COUPON_ALREADY_USED', '이미 다른 주문에 사용된 쿠폰입니다. 쿠폰 없이 다시 주문하세요.', user.uid);
        return { data: presentOrder((await repo.findOrder(tx, order.order_id))!) };
      }
    }
    let payment: TossPayment;
    try {
      payment = await toss.confirm({ paymentKey: body.paymentKey, orderId: order.order_id, amount: order.amount }, order.order_id);
    } catch (e) {
      if (!(e instanceof TossError)) throw e;
      if (e.status === 0 || e.status >= 500) throw unknownOutcome(e);
      const settled = e.code === 'ALREADY_PROCESSED_PAYMENT' ? await toss.getPayment(body.paymentKey).catch(() => null) : null;
      if (!settled || settled.status !== 'DONE' || settled.orderId !== order.order_id) {
        await markFailed(tx, order, e.code, e.message, user.uid);
        return { data: presentOrder((await repo.findOrder(tx, order.order_id))!) };
      }
      payment = settled;
    }
    faults.get(deps)?.(order.order_id);
    await markPaid(tx, order, payment, user.uid);
    return { data: presentOrder((await repo.findOrder(tx, order.order_id))!) };
  });
}

/** POST order/fail: the window failed or was cancelled; a waiting order records it (a paid one is never touched). */
export async function failOrder(deps: Deps, user: AuthUser, body: z.output<typeof OrderFailBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const row = await requireOrder(tx, user, body.orderId, 'order.pay', true);
    if (row.order.state === O.waiting.code) await markFailed(tx, row.order, body.code, body.message || body.code, user.uid);
    return { data: presentOrder((await repo.findOrder(tx, body.orderId))!) };
  });
}

/**
 * PUT use_sale_coupon: spends a coupon on the caller's order that it covers entirely (amount 0), which is then
 * paid without Toss. The order row and then the coupon row are locked (the confirm locks them in the same
 * order): of parallel attempts one wins, the others find the coupon spent (409). An order with an amount left
 * is refused (409): its coupon is spent by the confirm, in the payment's transaction.
 */
export async function useCoupon(deps: Deps, user: AuthUser, body: z.output<typeof UseCouponBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const row = await requireOrder(tx, user, body.orderId, 'order.pay', true);
    const coupon = await coupons.findCoupon(tx, body.id, true);
    if (!coupon) throw notFound('쿠폰', 'body.id');
    assertAllowed(STORE_POLICY.authorize(actorOf(user), 'coupon.use', coupon));
    if (coupon.used_time) throw conflict('이미 사용한 쿠폰입니다.', 'body.id');
    const order = row.order;
    if (order.coupon_id !== coupon.id) throw conflict('이 주문에 적용한 쿠폰이 아닙니다.', 'body.id');
    if (order.amount > 0) throw conflict(`결제할 금액(${order.amount}원)이 남은 주문입니다. 쿠폰은 결제 승인 때 함께 사용됩니다.`, 'body.orderId');
    let current = order;
    if (order.state !== O.waiting.code) {
      const state = await applyOrderEvent(tx, order, { type: 'OPEN' }, user.uid);
      current = { ...order, state };
    }
    const now = new Date();
    const state = await markPaid(tx, current, { paymentKey: `COUPON-${order.order_id}`, method: '쿠폰', approvedAt: now.toISOString(), totalAmount: 0, orderId: order.order_id }, user.uid);
    return { id: coupon.id, orderId: order.order_id, used_time: now.toISOString(), state };
  });
}

/** GET order?orderId: one of the caller's orders (403 for another's). */
export async function getOrder(deps: Deps, user: AuthUser, orderId: string) {
  return { data: presentOrder(await requireOrder(deps.db, user, orderId, 'order.read')) };
}

/** GET order/list: the caller's orders, newest first. */
export async function listOrders(deps: Deps, user: AuthUser) {
  return { data_list: (await repo.ordersOf(deps.db, user.uid)).map(presentOrder) };
}
