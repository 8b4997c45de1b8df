/**
 * The unlimited pass and premium products (spec section 7 common calls user/unlimited, user/payment_product,
 * toss_auth; issue 11 points 3, 4).
 * - toss_auth: the card-registration window (Toss's `requestBillingAuth`) redirects with authKey and customerKey;
 *   the server exchanges them for a billing key at Toss (kept on the pass, never sent to a browser), charges the
 *   first period through the billing API as an order (created -> waiting -> paid) and extends the pass.
 * - Renewals: `renewDuePasses` charges every renewing pass whose period has ended, one pass at a time under its
 *   row lock (two instances never charge one pass twice), with an orderId derived from the pass and the end of
 *   its period, sent as Idempotency-Key (a retried run is charged once). The app runs it every
 *   TOSS_RENEW_MINUTES (payments.plugin.ts); tests call it. A refused card stops the renewals (auto_renew false).
 */
import type { z } from 'zod';
import type { TossAuthBodySchema, Unlimited } from '../../../src/api/store/payments';
import { STORE_POLICY } from '../../../src/features/store/store.policy';
import { extendPass, periodOf } from '../../../src/features/store/payment/payment.rules';
import { ORDER_STATE } from '../../../src/machines/order.machine';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../core/access';
import type { DbOrTx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError, badRequest, notFound, unauthorized } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import { users } from '../../db/schema';
import { applyOrderEvent, customerKeyOf, markPaid, newOrderId } from './orders.service';
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
        const period = periodOf(order.approved_time, product?.period_days ?? null);
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
 * locked): paid extends the pass; a refused card fails the order. Toss unreachable: thrown (nothing written).
 */
async function chargePeriod(deps: Deps, tx: DbOrTx, pass: repo.PassRow, product: orders.ProductRow, orderId: string, userId: number | null) {
  let order = await orders.insertOrder(tx, {
    order_id: orderId,
    user_id: pass.user_id,
    product_id: product.id,
    order_name: product.goods_name,
    list_amount: product.price,
    amount: product.price,
    state: O.created.code,
  });
  const opened = await applyOrderEvent(tx, order, { type: 'OPEN' }, userId);
  await orders.updateOrder(tx, order.id, { state: opened });
  order = { ...order, state: opened };
  try {
    const payment = await tossClientOf(deps).chargeBilling(pass.billing_key!, { customerKey: pass.customer_key, amount: order.amount, orderId, orderName: order.order_name }, orderId);
    const state = await markPaid(tx, order, payment, userId);
    const validUntil = extendPass(pass.valid_until, new Date(), product.period_days ?? 30);
    await repo.updatePass(tx, pass.id, { valid_until: validUntil, last_order_id: order.id, product_id: product.id });
    return { orderId, state, validUntil };
  } catch (e) {
    if (!(e instanceof TossError) || e.status === 0 || e.status >= 500) throw e;
    const state = await applyOrderEvent(tx, order, { type: 'FAIL', reason: e.code }, userId, `${e.code}: ${e.message}`);
    await orders.updateOrder(tx, order.id, { state, fail_code: e.code, fail_message: e.message });
    return { orderId, state, validUntil: pass.valid_until, failed: e };
  }
}

/** POST toss_auth: see the file comment. 400 naming the field for a wrong product, customerKey or authKey. */
export async function authoriseCard(deps: Deps, user: AuthUser, body: z.output<typeof TossAuthBodySchema>) {
  const product = await orders.findProduct(deps.db, body.goods_code);
  if (!product || !product.display) throw notFound('상품', 'body.goods_code');
  if (product.kind !== 'unlimited' || product.price <= 0) throw badRequest('body.goods_code', 'body.goods_code: 무제한 이용권 상품이 아닙니다.');
  assertAllowed(STORE_POLICY.authorize(actorOf(user), 'pass.authorise', { user_id: user.uid }));
  const customerKey = customerKeyOf(deps, user.uid);
  if (body.customerKey !== customerKey) throw badRequest('body.customerKey', 'body.customerKey: 본인의 카드 등록 정보가 아닙니다.');
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
    const card = { billing_key: billing.billingKey, customer_key: customerKey, card_company: billing.cardCompany ?? null, card_number: billing.card.number, auto_renew: true, product_id: product.id };
    await repo.updatePass(tx, pass.id, card);
    pass = { ...pass, ...card };
    const charged = await chargePeriod(deps, tx, pass, product, newOrderId('U'), user.uid);
    return { data: presentPass(deps, user.uid, await repo.passOf(tx, user.uid), customerKey), orderId: charged.orderId, state: charged.state };
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
