/**
 * The unlimited pass and premium products (spec section 7 common calls user/unlimited, user/payment_product,
 * toss_auth; issue 11 points 3, 4).
 * - toss_auth: the card-registration window (Toss's `requestBillingAuth`) redirects with authKey and customerKey;
 *   the server exchanges them for a billing key at Toss (kept on the pass, never sent to a browser), charges the
 *   first period through the billing API as an order (created -> waiting -> paid) and extends the pass.
 * - An active pass is never bought again: toss_auth is refused (409) and the customer extends it (연장:
 *   user/unlimited/extend, one more period charged to the registered card, confirmed with the end date they saw).
 *   The customer stops the renewal themselves (정기결제 해지: user/unlimited/auto_renew); the pass holds until its end.
 * - What a period gives is the paid transition's (order-effects.ts): the pass is extended in the payment's
 *   transaction, and a refund takes the period back.
 * - Renewals: `renewDuePasses` charges every renewing pass whose period has ended, one pass at a time under its
 *   row lock (two instances never charge one pass twice), with an orderId derived from the pass and the end of
 *   its period, sent as Idempotency-Key (a retried run is charged once). The app runs it every
 *   TOSS_RENEW_MINUTES (payments.plugin.ts); tests call it. A refused card stops the renewals (auto_renew false).
 */
import type { z } from 'zod';
import type { PassAutoRenewBodySchema, PassExtendBodySchema, TossAuthBodySchema, Unlimited } from '../../../src/api/store/payments';
import { STORE_POLICY } from '../../../src/features/store/store.policy';
import { premiumPeriod } from '../../../src/features/store/payment/payment.rules';
import { ORDER_STATE } from '../../../src/machines/order.machine';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../core/access';
import type { DbOrTx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import { users } from '../../db/schema';
import { applyOrder, expiresAt, ORDER_INITIAL } from './order-lifecycle';
import { customerKeyOf, markFailed, markPaid, newOrderId } from './orders.service';
import * as orders from './orders.repository';
import * as repo from './passes.repository';
import { TossError, tossClientOf } from './toss-client';

const O = ORDER_STATE;

function presentPass(deps: Deps, userId: number, pass: repo.PassRow | undefined, customerKey: string | null, now = new Date()): Unlimited {
  return {
    user_id: userId,
    unlimited: !!pass?.valid_until && pass.valid_until > now,
    valid_until: pass?.valid_until?.toISOString() ?? null,
    auto_renew: pass?.auto_renew ?? false,
    card_registered: !!pass?.billing_key,
    card_company: pass?.card_company ?? null,
    card_number: pass?.card_number ?? null,
    customer_key: customerKey,
    toss: customerKey ? { clientKey: deps.env.toss.clientKey, sdk_src: deps.env.toss.sdkUrl } : null,
  };
}

/**
 * GET user/unlimited?user_id: a customer reads their own pass (user_id omitted or theirs); administrators
 * (level 4+) anyone's, naming user_id. The route is open to both realms, so the sign-in is checked here.
 */
export async function getUnlimited(deps: Deps, user: AuthUser | null, userId: number | undefined) {
  if (!user) throw unauthorized();
  if (userId === undefined && user.realm === 'staff') throw badRequest('query.user_id', 'query.user_id: 조회할 회원 번호를 입력하세요.');
  const target = userId ?? user.uid;
  assertAllowed(STORE_POLICY.authorize(actorOf(user), 'pass.read', { user_id: target }));
  const [exists] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, target));
  if (!exists) throw notFound('회원', 'query.user_id');
  const own = user.realm === 'customer' && target === user.uid;
  return { data: presentPass(deps, target, await repo.passOf(deps.db, target), own ? customerKeyOf(deps, target) : null) };
}

/** GET user/payment_product: the caller's paid premium products with their periods, newest first. */
export async function paymentProducts(deps: Deps, user: AuthUser) {
  const rows = await orders.ordersOf(deps.db, user.uid, [O.paid.code]);
  const now = new Date();
  return {
    data_list: rows
      .filter((r) => r.product?.kind === 'premium')
      .map(({ order, product }) => {
        const period = premiumPeriod(order.approved_time, order.period_days ?? product?.period_days ?? null, order.amount, order.refunded_amount);
        return {
          orderId: order.order_id,
          goods_code: product?.goods_code ?? null,
          goods_name: product?.goods_name ?? order.order_name,
          kind: 'premium' as const,
          amount: order.amount,
          approved_time: order.approved_time?.toISOString() ?? null,
          valid_from: period?.from.toISOString() ?? null,
          valid_until: period?.until.toISOString() ?? null,
          active: period ? period.until > now : true,
          state: order.state,
        };
      }),
  };
}

/**
 * Charges one period of a pass through its billing key as an order, in the caller's transaction (the pass row
 * locked): paid extends the pass (the paid transition's effect); a refused card fails the order. Toss unreachable:
 * thrown (nothing written).
 */
async function chargePeriod(deps: Deps, tx: DbOrTx, pass: repo.PassRow, product: orders.ProductRow, orderId: string, userId: number | null) {
  let order = await orders.insertOrder(tx, {
    order_id: orderId,
    user_id: pass.user_id,
    product_id: product.id,
    order_name: product.goods_name,
    list_amount: product.price,
    amount: product.price,
    state: ORDER_INITIAL,
    period_days: product.period_days ?? 30,
    expires_time: expiresAt(deps),
  });
  order = await applyOrder({ tx, order, event: { type: 'OPEN' }, userId });
  try {
    const payment = await tossClientOf(deps).chargeBilling(pass.billing_key!, { customerKey: pass.customer_key, amount: order.amount, orderId, orderName: order.order_name }, orderId);
    const state = await markPaid(tx, order, payment, userId);
    const validUntil = (await repo.passOf(tx, pass.user_id))?.valid_until ?? null;
    return { orderId, state, validUntil };
  } catch (e) {
    if (!(e instanceof TossError) || e.status === 0 || e.status >= 500) throw e;
    await markFailed(tx, order, e.code, e.message, userId);
    return { orderId, state: ORDER_STATE.failed.code, validUntil: pass.valid_until, failed: e };
  }
}

/** Whether a pass holds at `now`. */
const active = (pass: repo.PassRow | undefined, now = new Date()) => !!pass?.valid_until && pass.valid_until > now;
const day = (d: Date) => d.toLocaleDateString('ko-KR', { timeZone: 'Asia/Seoul' });

/** An unlimited-pass product on display, or 404/400 naming body.goods_code. */
async function passProduct(db: DbOrTx, goodsCode: string) {
  const product = await orders.findProduct(db, goodsCode);
  if (!product || !product.display) throw notFound('상품', 'body.goods_code');
  if (product.kind !== 'unlimited' || product.price <= 0) throw badRequest('body.goods_code', 'body.goods_code: 무제한 이용권 상품이 아닙니다.');
  return product;
}

/** POST toss_auth: see the file comment. 400 naming the field for a wrong product, customerKey or authKey. */
export async function authoriseCard(deps: Deps, user: AuthUser, body: z.output<typeof TossAuthBodySchema>) {
  const product = await passProduct(deps.db, body.goods_code);
  assertAllowed(STORE_POLICY.authorize(actorOf(user), 'pass.authorise', { user_id: user.uid }));
  const customerKey = customerKeyOf(deps, user.uid);
  if (body.customerKey !== customerKey) throw badRequest('body.customerKey', 'body.customerKey: 본인의 카드 등록 정보가 아닙니다.');
  const held = await repo.passOf(deps.db, user.uid);
  if (active(held)) throw conflict(`이미 ${day(held!.valid_until!)}까지 이용 중인 무제한 이용권이 있습니다. 결제 화면에서 '연장'으로 기간을 늘리세요.`, 'body.goods_code');
  let billing;
  try {
    billing = await tossClientOf(deps).issueBillingKey({ authKey: body.authKey, customerKey });
  } catch (e) {
    if (!(e instanceof TossError)) throw e;
    if (e.status === 0 || e.status >= 500) throw new AppError(502, 'INTERNAL', `결제사에 연결하지 못했습니다(${e.code}). 잠시 후 다시 카드를 등록하세요.`);
    throw badRequest('body.authKey', `body.authKey: 카드 등록을 확인하지 못했습니다(${e.code}). 다시 등록하세요.`);
  }
  return deps.db.transaction(async (tx) => {
    await repo.ensurePass(tx, user.uid, customerKey);
    let pass = (await repo.passOf(tx, user.uid, true))!;
    if (active(pass)) throw conflict(`이미 ${day(pass.valid_until!)}까지 이용 중인 무제한 이용권이 있습니다.`, 'body.goods_code');
    const card = { billing_key: billing.billingKey, customer_key: customerKey, card_company: billing.cardCompany ?? null, card_number: billing.card.number, auto_renew: true, product_id: product.id };
    await repo.updatePass(tx, pass.id, card);
    pass = { ...pass, ...card };
    const charged = await chargePeriod(deps, tx, pass, product, newOrderId('U'), user.uid);
    return { data: presentPass(deps, user.uid, await repo.passOf(tx, user.uid), customerKey), orderId: charged.orderId, state: charged.state };
  });
}

/**
 * POST user/unlimited/extend: one more period of the caller's active pass, charged to the registered card (the
 * pass row locked). `valid_until` must be the end the customer confirmed: a pass changed since (another tab, a
 * second click, a renewal) is refused with 409, so one confirmation charges once.
 */
export async function extendUnlimited(deps: Deps, user: AuthUser, body: z.output<typeof PassExtendBodySchema>) {
  const product = await passProduct(deps.db, body.goods_code);
  return deps.db.transaction(async (tx) => {
    const pass = await repo.passOf(tx, user.uid, true);
    if (!pass) throw notFound('무제한 이용권');
    assertAllowed(STORE_POLICY.authorize(actorOf(user), 'pass.authorise', pass));
    if (!active(pass)) throw conflict('이용 중인 무제한 이용권이 없습니다. 카드를 등록해 구매하세요.', 'body.goods_code');
    if (!pass.billing_key) throw conflict('등록된 카드가 없습니다. 카드를 다시 등록하세요.', 'body.goods_code');
    if (pass.valid_until!.toISOString() !== new Date(body.valid_until).toISOString()) {
      throw conflict(`이용권 기간이 바뀌었습니다(지금 ${day(pass.valid_until!)}까지). 화면을 새로 고친 뒤 다시 확인하세요.`, 'body.valid_until');
    }
    const charged = await chargePeriod(deps, tx, pass, product, newOrderId('X'), user.uid);
    if ('failed' in charged) throw conflict(`카드 결제가 거절되었습니다(${charged.failed!.code}): ${charged.failed!.message}`, 'body.goods_code');
    return { data: presentPass(deps, user.uid, await repo.passOf(tx, user.uid), customerKeyOf(deps, user.uid)), orderId: charged.orderId, state: charged.state };
  });
}

/** PUT user/unlimited/auto_renew: the caller stops (the pass holds until its end) or resumes (active, with a card) its renewal. */
export async function setAutoRenew(deps: Deps, user: AuthUser, body: z.output<typeof PassAutoRenewBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const pass = await repo.passOf(tx, user.uid, true);
    if (!pass) throw notFound('무제한 이용권');
    assertAllowed(STORE_POLICY.authorize(actorOf(user), 'pass.stop', pass));
    if (body.auto_renew && (!active(pass) || !pass.billing_key)) throw conflict('이용 중이고 카드가 등록된 이용권만 정기결제를 다시 시작할 수 있습니다.', 'body.auto_renew');
    if (pass.auto_renew !== body.auto_renew) await repo.updatePass(tx, pass.id, { auto_renew: body.auto_renew });
    return { data: presentPass(deps, user.uid, await repo.passOf(tx, user.uid), customerKeyOf(deps, user.uid)) };
  });
}

/** What a renewal run did. */
export interface RenewalRun {
  renewed: string[];
  failed: string[];
  errors: string[];
}

/** Charges every renewing pass whose period ended by `now` (see the file comment). Safe to run on several instances at once. */
export async function renewDuePasses(deps: Deps, now = new Date()): Promise<RenewalRun> {
  const run: RenewalRun = { renewed: [], failed: [], errors: [] };
  for (const due of await repo.duePasses(deps.db, now)) {
    try {
      await deps.db.transaction(async (tx) => {
        const pass = await repo.passOf(tx, due.user_id, true);
        if (!pass?.auto_renew || !pass.billing_key || !pass.valid_until || pass.valid_until > now) return;
        const product = pass.product_id ? await orders.findProductById(tx, pass.product_id) : undefined;
        if (!product || product.kind !== 'unlimited' || product.price <= 0) {
          await repo.updatePass(tx, pass.id, { auto_renew: false });
          run.failed.push(`pass ${pass.id}: 상품 없음`);
          return;
        }
        const orderId = `R${pass.id}T${pass.valid_until.getTime().toString(36)}`;
        const existing = await orders.findOrder(tx, orderId);
        if (existing) return;
        const charged = await chargePeriod(deps, tx, pass, product, orderId, null);
        if ('failed' in charged) {
          await repo.updatePass(tx, pass.id, { auto_renew: false });
          run.failed.push(orderId);
        } else run.renewed.push(orderId);
      });
    } catch (e) {
      run.errors.push(`pass ${due.id}: ${(e as Error).message}`);
    }
  }
  return run;
}
