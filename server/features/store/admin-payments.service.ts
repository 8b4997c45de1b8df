/**
 * Use cases of payment administration (issue 11 point 5): the order list with its totals, one order with its
 * refunds and history, the xlsx export of the filter (balances and totals count only money paid), coupons (issue
 * under a server-made code, list with use, stop) and unlimited passes (list, stop renewal). Every record loaded by
 * id is checked with the store policy. Refunds are in refunds.service.ts,
 * the reconciliation in reconcile.service.ts.
 */
import { randomFillSync } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { SORT } from '../../../src/api/codes';
import type {
  CouponIssueBodySchema,
  CouponListQuerySchema,
  OrderExportQuerySchema,
  OrderListQuerySchema,
  PassListQuerySchema,
} from '../../../src/api/store/admin-payments';
import { couponValidityTime } from '../../../src/api/store/admin-payments';
import { COUPON_KIND, generateCouponCode } from '../../../src/api/store/coupon-code';
import { STORE_POLICY as policy } from '../../../src/features/store/store.policy';
import { labelOf } from '../../../src/machines/lifecycle';
import { ORDER_STATE } from '../../../src/machines/order.machine';
import type { AuthUser } from '../../core/access';
import { isUniqueViolation } from '../../core/db-errors';
import type { Deps } from '../../core/deps';
import { badRequest, conflict, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import { sendXlsx } from '../../shared/xlsx';
import { presentCancel, presentCoupon, presentOrder, presentPass } from './admin-payments.presenter';
import * as repo from './admin-payments.repository';

const ORDER = '주문';

type ListQuery = z.output<typeof OrderListQuerySchema>;

/** The sort of a query: a known column and direction, or the default (newest first). */
const sortOf = (q: { sort_key?: ListQuery['sort_key']; sort?: 1 | 2 }) => (q.sort_key ? { key: q.sort_key, descending: q.sort === SORT.desc } : undefined);
const filterOf = (q: repo.OrderFilter): repo.OrderFilter => ({ state: q.state, product_id: q.product_id, from: q.from, to: q.to, user_search: q.user_search, order_search: q.order_search });

/** GET orders: one page under the filters, with the totals of the whole filter. */
export async function listOrders(deps: Deps, q: ListQuery) {
  const filter = filterOf(q);
  const [rows, totals] = await Promise.all([repo.listOrders(deps.db, filter, sortOf(q), { page: q.page, size: q.size }), repo.orderTotals(deps.db, filter)]);
  const { count, paid_count, paid_amount, refunded_amount, by_day } = totals;
  return {
    data_list: rows.map(presentOrder),
    total: count,
    page: q.page,
    size: q.size,
    totals: { count, paid_count, paid_amount, refunded_amount, net_amount: paid_amount - refunded_amount, by_day },
  };
}

/** GET order: one order with its refunds, its state history and Toss's payment as last received. */
export async function getOrder(deps: Deps, user: AuthUser, id: number) {
  const row = await repo.findOrder(deps.db, id);
  if (!row) throw notFound(ORDER);
  assertAllowed(policy.authorize(actorOf(user), 'order.read', row.order));
  const [cancels, history] = await Promise.all([repo.cancelsOf(deps.db, id), repo.historyOf(deps.db, id)]);
  return {
    data: {
      ...presentOrder(row),
      cancels: cancels.map(presentCancel),
      history: history.map((h) => ({ ...h, create_time: h.create_time.toISOString() })),
      toss_payment: (row.order.toss_payment as Record<string, unknown> | null) ?? null,
    },
  };
}

/** Most rows one export carries (a larger filter is refused, naming the filter, rather than building a huge file). */
const EXPORT_MAX = 50_000;
const seoulTime = (d: Date | null) => (d ? d.toLocaleString('sv-SE', { timeZone: 'Asia/Seoul' }) : '');

/** GET orders/xlsx: every order under the filter and sort as one sheet (amounts in won, times in Korean time). */
export async function exportOrders(deps: Deps, q: z.output<typeof OrderExportQuerySchema>, reply: FastifyReply) {
  const filter = filterOf(q);
  if ((await repo.countOrders(deps.db, filter)) > EXPORT_MAX) throw badRequest('query', `한 번에 ${EXPORT_MAX.toLocaleString('ko-KR')}건까지 내려받을 수 있습니다. 기간을 줄이세요.`);
  const rows = await repo.listOrders(deps.db, filter, sortOf(q));
  return sendXlsx(reply, { ascii: 'orders.xlsx', korean: '결제내역.xlsx' }, [
    {
      name: '결제 내역',
      columns: [
        { header: '번호', key: 'id', width: 8 },
        { header: '주문번호', key: 'order_id', width: 28 },
        { header: '주문일시', key: 'create_time', width: 20 },
        { header: '결제일시', key: 'approved_time', width: 20 },
        { header: '상태', key: 'state', width: 10 },
        { header: '구매자', key: 'user_name', width: 12 },
        { header: '이메일', key: 'user_email', width: 24 },
        { header: '상품', key: 'order_name', width: 28 },
        { header: '정가', key: 'list_amount', width: 10 },
        { header: '할인', key: 'discount_amount', width: 10 },
        { header: '쿠폰', key: 'coupon_code', width: 14 },
        { header: '주문금액', key: 'amount', width: 12 },
        { header: '환불금액', key: 'refunded_amount', width: 12 },
        { header: '잔액', key: 'balance_amount', width: 12 },
        { header: '결제수단', key: 'method', width: 10 },
        { header: '채널', key: 'channel', width: 8 },
      ],
      rows: rows.map((r) => ({
        ...presentOrder(r),
        create_time: seoulTime(r.order.create_time),
        approved_time: seoulTime(r.order.approved_time),
        state: labelOf(ORDER_STATE, r.order.state),
        channel: r.order.channel === 'mobile' ? '모바일' : '웹',
      })),
    },
  ]);
}

// ---- coupons ----

/** GET coupons: one page of coupons with their use counts and latest use. */
export async function listCoupons(deps: Deps, q: z.output<typeof CouponListQuerySchema>) {
  const { rows, total } = await repo.listCoupons(deps.db, { search: q.search, used: q.used }, { page: q.page, size: q.size });
  return { data_list: rows.map(presentCoupon), total, page: q.page, size: q.size };
}

/** How many fresh codes an issue tries when one is already taken (a clash among 31^12 codes is rare; three in a row is a fault). */
const CODE_TRIES = 5;
const randomBytes = (bytes: Uint8Array) => randomFillSync(bytes);

/**
 * POST coupon: a new coupon under a code the server makes (a clash with a stored code is retried with another).
 * 404 naming body.user_id when no such account; 400 naming it for a staff account or a window already over.
 */
export async function issueCoupon(deps: Deps, user: AuthUser, body: z.output<typeof CouponIssueBodySchema>) {
  const userId = body.kind === COUPON_KIND.single.value ? (body.user_id ?? null) : null;
  assertAllowed(policy.authorize(actorOf(user), 'coupon.issue', { user_id: userId }));
  if (userId !== null) {
    const customer = await repo.findCustomer(deps.db, userId);
    if (!customer) throw notFound('사용자', 'body.user_id');
    if (customer.realm !== 'customer') throw badRequest('body.user_id', 'body.user_id: 쿠폰은 고객(학생·학부모)에게만 발급합니다.');
  }
  const validUntil = couponValidityTime(body.valid_until, true);
  if (validUntil && validUntil <= new Date()) throw badRequest('body.valid_until', 'body.valid_until: 사용 종료가 이미 지났습니다.');
  const values = {
    name: body.name,
    kind: body.kind,
    discount_type: body.discount_type,
    discount_value: body.discount_value,
    max_discount: body.discount_type === 'percent' ? (body.max_discount ?? null) : null,
    min_amount: body.min_amount,
    max_uses: body.kind === COUPON_KIND.single.value ? null : (body.max_uses ?? null),
    valid_from: couponValidityTime(body.valid_from, false),
    valid_until: validUntil,
    user_id: userId,
    issuer_id: user.uid,
  };
  for (let attempt = 1; ; attempt++) {
    try {
      const id = await repo.insertCoupon(deps.db, { ...values, code: generateCouponCode(randomBytes) });
      return { data: presentCoupon((await repo.findCoupon(deps.db, id))!) };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= CODE_TRIES) throw error;
    }
  }
}

/** PUT coupon/disable: stops a coupon under its row lock (a payment using it waits, then finds it stopped); 409 when already stopped. */
export async function disableCoupon(deps: Deps, user: AuthUser, id: number) {
  await deps.db.transaction(async (tx) => {
    const coupon = await repo.lockCoupon(tx, id);
    if (!coupon) throw notFound('쿠폰', 'body.id');
    assertAllowed(policy.authorize(actorOf(user), 'coupon.disable', coupon));
    if (coupon.disabled_time) throw conflict(`이미 ${seoulTime(coupon.disabled_time)}에 사용 중지된 쿠폰입니다.`, 'body.id');
    await repo.updateCoupon(tx, id, { disabled_time: new Date(), disabled_by: user.uid });
  });
  return { data: presentCoupon((await repo.findCoupon(deps.db, id))!) };
}

// ---- unlimited passes ----

/** GET passes: one page of unlimited passes (card masked, never the billing key). */
export async function listPasses(deps: Deps, q: z.output<typeof PassListQuerySchema>) {
  const { rows, total } = await repo.listPasses(deps.db, { user_search: q.user_search, active: q.active }, { page: q.page, size: q.size });
  return { data_list: rows.map((r) => presentPass(r)), total, page: q.page, size: q.size };
}

/** PUT pass/stop: stops a pass's automatic renewal (409 when it is already stopped); it stays valid until valid_until. */
export async function stopPass(deps: Deps, user: AuthUser, id: number) {
  await deps.db.transaction(async (tx) => {
    const pass = await repo.lockPass(tx, id);
    if (!pass) throw notFound('무제한 이용권');
    assertAllowed(policy.authorize(actorOf(user), 'pass.stop', pass));
    if (!pass.auto_renew) throw conflict('이미 자동 갱신이 해지된 이용권입니다.');
    await repo.updatePass(tx, id, { auto_renew: false });
  });
  return { data: presentPass((await repo.findPass(deps.db, id))!) };
}
