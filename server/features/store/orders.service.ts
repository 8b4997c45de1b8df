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
 * Toss holds a DONE payment: Toss's webhook or the reconciliation (reconcile.service.ts) settles it.
 * An order holds its terms for ORDER_TTL_MINUTES: a confirm after that expires it, and a confirm after its product
 * was hidden or repriced (or its application cancelled or repriced) cancels it, both refused with the reason (409)
 * before Toss is asked, and the customer orders again. Every state change goes through `applyOrder`
 * (order-lifecycle.ts), which also grants what the payment gives (order-effects.ts).
 */
import { randomBytes, createHmac } from 'node:crypto';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Order, OrderConfirmBodySchema, OrderCreateBodySchema, OrderFailBodySchema } from '../../../src/api/store/payments';
import { STORE_POLICY } from '../../../src/features/store/store.policy';
import { couponDiscount, won } from '../../../src/features/store/payment/payment.rules';
import { APPLICATION_PAYMENT_STATE, consultingApplicationHasTag } from '../../../src/machines/consulting-application.machine';
import { ORDER_STATE } from '../../../src/machines/order.machine';
import type { AuthUser } from '../../core/access';
import type { DbOrTx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError, badRequest, conflict, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import { consultingApplications, consultingServices } from '../../db/schema';
import { couponStillUsable, usableCoupon } from './coupon-usage';
import { applyOrder, expiresAt, isExpired, ORDER_INITIAL } from './order-lifecycle';
import * as repo from './orders.repository';
import { TossError, tossClientOf, type TossPayment } from './toss-client';
import { isoOrNull } from '../../core/iso-time';

const O = ORDER_STATE;
const ORDER = '주문';

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
    expires_time: isoOrNull(o.expires_time),
    receipt_url: receiptUrlOf(o.toss_payment),
  };
}

/** The receipt (매출전표) address Toss gives with a payment (`receipt.url`), or null. */
export function receiptUrlOf(payment: unknown): string | null {
  const url = (payment as { receipt?: { url?: unknown } } | null)?.receipt?.url;
  return typeof url === 'string' && /^(https?:\/\/|\/)/.test(url) ? url : null;
}

/** A fresh Toss orderId: `O` + time + random, within Toss's 6-64 characters of [A-Za-z0-9_-]. */
export const newOrderId = (prefix = 'O') => `${prefix}${Date.now().toString(36)}${randomBytes(6).toString('hex')}`;

/**
 * Toss's customerKey of a customer: stable, not guessable from the user id (Toss asks for that), and derived
 * rather than stored so that the payment window and card registration can use it before any row exists.
 */
export const customerKeyOf = (deps: Deps, userId: number) => `cust_${createHmac('sha256', deps.secretFor('toss-customer-key')).update(`customer:${userId}`).digest('base64url').slice(0, 32)}`;

/** Test hooks: a fault right after Toss approved and before the local write ("the server was killed"). */
const faults = new WeakMap<Deps, (orderId: string) => void>();
/** Makes the next confirms of this app throw right after Toss approved (tests of point 6); `null` removes it. */
export function setConfirmFault(deps: Deps, fault: ((orderId: string) => void) | null): void {
  if (fault) faults.set(deps, fault);
  else faults.delete(deps);
}

/** An order by its orderId for an action: 404 when missing, 403 when it is another's. */
export async function requireOrder(db: DbOrTx, user: AuthUser, orderId: string, action: 'order.read' | 'order.pay', lock = false) {
  const row = await repo.findOrder(db, orderId, lock);
  if (!row) throw notFound(ORDER);
  assertAllowed(STORE_POLICY.authorize(actorOf(user), action, row.order));
  return row;
}

/** What is being bought: a displayed product, or the caller's own priced consulting application not yet paid. */
export async function orderSubject(db: DbOrTx, user: AuthUser, what: { goods_code?: string; consulting_application_id?: number }, part: 'body' | 'query' = 'body') {
  if (what.goods_code !== undefined) {
    const product = await repo.findProduct(db, what.goods_code);
    if (!product || !product.display) throw notFound('상품', `${part}.goods_code`);
    if (product.kind === 'unlimited') throw badRequest(`${part}.goods_code`, `${part}.goods_code: 무제한 이용권은 카드 등록(정기 결제)으로 구매합니다.`);
    if (product.kind === 'consulting') throw badRequest(`${part}.goods_code`, `${part}.goods_code: 컨설팅은 신청서(/consulting/apply)를 작성한 뒤 그 신청을 결제합니다.`);
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
  if (!consultingApplicationHasTag(app.state, 'open')) throw conflict('진행 중이 아닌(취소·전달 완료) 컨설팅 신청은 결제할 수 없습니다.', `${part}.consulting_application_id`);
  if (app.price <= 0) throw badRequest(`${part}.consulting_application_id`, `${part}.consulting_application_id: 결제가 필요 없는 신청입니다.`);
  if (app.payment_state !== APPLICATION_PAYMENT_STATE.pending.value) {
    const paid = (await repo.ordersOfApplication(db, id)).find((o) => o.state === O.paid.code || o.state === O.refunded.code);
    throw conflict(`이미 결제한 신청입니다${paid ? ` (주문번호 ${paid.order_id})` : ''}. 결제 내역에서 확인하세요.`, `${part}.consulting_application_id`);
  }
  const product = (await repo.findConsultingProduct(db, app.service_id)) ?? null;
  return { product, application: app, listAmount: app.price, orderName: `컨설팅: ${row.service_name}` };
}

/** POST order: the server computes list price, discount and amount, holds them on a new order and opens it for payment. */
export async function createOrder(deps: Deps, user: AuthUser, body: z.output<typeof OrderCreateBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const subject = await orderSubject(tx, user, body);
    const coupon = body.coupon_code === undefined ? null : await usableCoupon(tx, user, body.coupon_code, subject.listAmount, 'body.coupon_code');
    const discount = coupon ? couponDiscount(coupon, subject.listAmount) : 0;
    const amount = subject.listAmount - discount;
    const periodDays = subject.product && (subject.product.kind === 'premium' || subject.product.kind === 'unlimited') ? subject.product.period_days : null;
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
      state: ORDER_INITIAL,
      period_days: periodDays,
      expires_time: expiresAt(deps),
      channel: body.channel,
    });
    // An order with something to pay goes to Toss's window now; one the coupon covers waits for use_sale_coupon.
    if (amount > 0) order = await applyOrder({ tx, order, event: { type: 'OPEN' }, userId: user.uid });
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
        expires_time: order.expires_time!.toISOString(),
        customerKey: customerKeyOf(deps, user.uid),
        customerName: user.name,
        customerEmail: user.email,
        clientKey: toss.clientKey,
        sdk_src: toss.sdkUrl,
      },
    };
  });
}

/** Makes an order paid from Toss's payment (CONFIRM through the lifecycle, which grants what it gives); the caller holds its row lock. */
export async function markPaid(tx: DbOrTx, order: repo.OrderRow, payment: Pick<TossPayment, 'paymentKey' | 'method' | 'approvedAt' | 'totalAmount' | 'orderId'> & Partial<TossPayment>, userId: number | null) {
  const amountMatches = payment.totalAmount === order.amount && payment.orderId === order.order_id;
  const approved = payment.approvedAt ? new Date(payment.approvedAt) : new Date();
  const paid = await applyOrder({
    tx,
    order,
    event: { type: 'CONFIRM', amountMatches },
    userId,
    patch: { payment_key: payment.paymentKey, method: payment.method, approved_time: approved, toss_payment: payment, fail_code: null, fail_message: null },
  });
  return paid.state;
}

/** Records a failure (FAIL through the lifecycle) with Toss's code and message. */
export async function markFailed(tx: DbOrTx, order: repo.OrderRow, code: string, message: string, userId: number | null) {
  await applyOrder({ tx, order, event: { type: 'FAIL', reason: code }, userId, reason: `${code}: ${message}`.slice(0, 500), patch: { fail_code: code.slice(0, 100), fail_message: message.slice(0, 400) } });
}

/**
 * Why an order can no longer be paid on its terms (null: it can): its product hidden, deleted or repriced, or its
 * consulting application no longer open or repriced, since the order was made.
 */
async function changedTerms(tx: DbOrTx, row: repo.OrderWithProduct): Promise<string | null> {
  const o = row.order;
  if (o.consulting_application_id !== null) {
    const [app] = await tx.select().from(consultingApplications).where(eq(consultingApplications.id, o.consulting_application_id));
    if (!app || !consultingApplicationHasTag(app.state, 'open')) return '주문한 뒤 컨설팅 신청이 취소되었습니다.';
    if (app.price !== o.list_amount) return `주문한 뒤 신청 금액이 ${won(o.list_amount)}에서 ${won(app.price)}으로 바뀌었습니다.`;
    return null;
  }
  if (o.product_id === null) return null;
  const p = row.product;
  if (!p || !p.display) return '주문한 뒤 판매가 중지된 상품입니다.';
  if (p.price !== o.list_amount) return `주문한 뒤 상품 가격이 ${won(o.list_amount)}에서 ${won(p.price)}으로 바뀌었습니다.`;
  return null;
}

/** Toss could not be reached or failed inside: whether it approved is unknown; the order stays waiting for the reconciliation. */
const unknownOutcome = (e: TossError) =>
  new AppError(502, 'INTERNAL', `결제사 응답을 받지 못했습니다(${e.code}). 결제 여부를 확인해 잠시 후 주문 내역에 반영합니다. 다시 결제하지 마세요.`);

/** POST order/confirm: see the file comment. A refusal that closes the order is written, then answered (409). */
export async function confirmOrder(deps: Deps, user: AuthUser, body: z.output<typeof OrderConfirmBodySchema>) {
  const toss = tossClientOf(deps);
  const outcome = await deps.db.transaction(async (tx): Promise<{ data: Order } | { refusal: AppError }> => {
    const row = await requireOrder(tx, user, body.orderId, 'order.pay', true);
    const order = row.order;
    if (order.state === O.paid.code || order.state === O.refunded.code) {
      if (order.payment_key === body.paymentKey) return { data: presentOrder(row) };
      throw conflict('이미 다른 결제로 완료된 주문입니다.');
    }
    if (isExpired(order)) {
      await applyOrder({ tx, order, event: { type: 'EXPIRE' }, userId: user.uid, reason: '결제 기한 만료 후 승인 요청' });
      return { refusal: conflict(`결제 기한(주문 후 ${deps.env.ORDER_TTL_MINUTES}분)이 지난 주문입니다. 결제되지 않았습니다. 다시 주문하세요.`, 'body.orderId') };
    }
    // The machine refuses a wrong amount (400) or a state that cannot be confirmed (409) before Toss is asked.
    if (body.amount !== order.amount) await applyOrder({ tx, order, event: { type: 'CONFIRM', amountMatches: false }, userId: user.uid });
    if (order.state !== O.waiting.code) await applyOrder({ tx, order, event: { type: 'CONFIRM', amountMatches: true }, userId: user.uid });
    const changed = await changedTerms(tx, row);
    if (changed) {
      await applyOrder({ tx, order, event: { type: 'CANCEL' }, userId: user.uid, reason: changed, patch: { fail_code: 'ORDER_TERMS_CHANGED', fail_message: changed } });
      return { refusal: conflict(`${changed} 결제되지 않았습니다. 다시 주문하세요.`, 'body.orderId') };
    }
    const couponProblem = await couponStillUsable(tx, order);
    if (couponProblem) {
      await markFailed(tx, order, 'COUPON_ALREADY_USED', couponProblem, user.uid);
      return { data: presentOrder((await repo.findOrder(tx, order.order_id))!) };
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
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome;
}

/** POST order/fail: the window failed or was cancelled; a waiting order records it (a paid one is never touched). */
export async function failOrder(deps: Deps, user: AuthUser, body: z.output<typeof OrderFailBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const row = await requireOrder(tx, user, body.orderId, 'order.pay', true);
    if (row.order.state === O.waiting.code && !isExpired(row.order)) await markFailed(tx, row.order, body.code, body.message || body.code, user.uid);
    return { data: presentOrder((await repo.findOrder(tx, body.orderId))!) };
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
