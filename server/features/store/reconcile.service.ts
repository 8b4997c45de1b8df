/**
 * The reconciliation (issue 11 points 5 and 6): every order created on a Korean calendar day that is waiting
 * for payment or paid is looked up at Toss (`GET /v1/payments/orders/{orderId}`) and compared:
 * - paid here but not approved there (no payment, or not DONE / PARTIAL_CANCELED): left for a person;
 * - approved (DONE) there but still waiting here — the server stopped between Toss's approval and its own
 *   write: settled, by CONFIRM through the order machine with the amount check (the order row locked, the
 *   state checked again), recording Toss's paymentKey, method, approval time and payment;
 * - amounts that differ (total, or what is left after refunds): left for a person (an approval for another
 *   amount is never confirmed).
 * A run is stored with every mismatch and what was done; running a day again is harmless (a settled order is
 * paid and matches). The daily timer (reconcile.timer.ts) runs yesterday once. A mismatch left for a person is
 * closed by the resolve call: an internal administrator writes what they found and did, kept as an audit row
 * (reconcile_resolutions: who, when, the note) and shown with the mismatch in every reply.
 */
import type { z } from 'zod';
import type { MismatchKind, MismatchResolution, ReconcileBodySchema, ReconcileResolveBodySchema, ReconciliationListQuerySchema, StoredMismatch } from '../../../src/api/store/admin-payments';
import { STORE_POLICY as policy } from '../../../src/features/store/store.policy';
import { ORDER_STATE } from '../../../src/machines/order.machine';
import type { AuthUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { AppError, badRequest, conflict, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import * as orderRepo from './admin-payments.repository';
import { markPaid } from './orders.service';
import * as repo from './reconcile.repository';
import { isTossNotFound, tossClientOf, type TossPayment } from './toss-client';
import { won } from '../../../src/features/store/payment/payment.rules';

/** Toss statuses of a payment that was approved and still holds money. */
const APPROVED = new Set(['DONE', 'PARTIAL_CANCELED']);

/** Today in Asia/Seoul (YYYY-MM-DD), and the day before. */
export const seoulToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
export const seoulYesterday = (now = new Date()) => seoulToday(new Date(now.getTime() - 24 * 3600 * 1000));

type OrderRow = orderRepo.OrderRow;

function mismatch(kind: MismatchKind, o: OrderRow, p: TossPayment | null, action: StoredMismatch['action'], note: string): StoredMismatch {
  return {
    kind,
    order: o.id,
    order_id: o.order_id,
    local_state: o.state,
    local_amount: o.amount,
    local_balance: o.amount - o.refunded_amount,
    toss_status: p?.status ?? null,
    toss_amount: p?.totalAmount ?? null,
    toss_balance: p?.balanceAmount ?? null,
    action,
    note,
  };
}

/**
 * Confirms a waiting order from Toss's approval under its row lock, with the same local write as the customer's
 * confirm (orders.service.ts markPaid: CONFIRM with the amount check, Toss's payment, the coupon spent); the
 * mismatch saying what was done, or null when another request settled it first.
 */
async function settle(deps: Deps, orderId: number, p: TossPayment, userId: number | null): Promise<StoredMismatch | null> {
  return deps.db.transaction(async (tx) => {
    const o = await orderRepo.lockOrder(tx, orderId);
    if (!o || o.state !== ORDER_STATE.waiting.code) return null;
    try {
      await markPaid(tx, o, p, userId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return mismatch('amount_mismatch', o, p, 'left', `토스는 ${won(p.totalAmount)} 승인, 주문 금액은 ${won(o.amount)}: 결제 완료로 처리하지 않았습니다. 확인 후 토스에서 취소하세요.`);
    }
    return mismatch('done_not_paid', o, p, 'settled', `토스 승인(${p.paymentKey})을 확인해 결제 완료로 처리했습니다.`);
  });
}

/** Compares one order with Toss's payment (null: Toss has none); the mismatch found (settled or left), or null when they agree. */
async function check(deps: Deps, o: OrderRow, p: TossPayment | null, userId: number | null): Promise<StoredMismatch | null> {
  if (o.state === ORDER_STATE.waiting.code) {
    if (!p || !['DONE', 'PARTIAL_CANCELED', 'CANCELED'].includes(p.status)) return null;
    if (p.status === 'DONE') return settle(deps, o.id, p, userId);
    return mismatch('done_not_paid', o, p, 'left', `토스에서 승인 후 취소(${p.status})된 결제인데 주문은 결제 대기입니다. 확인이 필요합니다.`);
  }
  if (!p) return mismatch('paid_not_done', o, p, 'left', '결제 완료 주문인데 토스에 결제가 없습니다.');
  if (!APPROVED.has(p.status)) return mismatch('paid_not_done', o, p, 'left', `결제 완료 주문인데 토스 상태는 ${p.status}입니다.`);
  const balance = o.amount - o.refunded_amount;
  if (p.totalAmount !== o.amount || p.balanceAmount !== balance) {
    return mismatch('amount_mismatch', o, p, 'left', `결제 ${won(o.amount)}·잔액 ${won(balance)}인데 토스는 결제 ${won(p.totalAmount)}·잔액 ${won(p.balanceAmount)}입니다.`);
  }
  return null;
}

/** Runs the reconciliation of a Korean day (see the file comment) and stores it; `userId` null is the daily timer. */
export async function reconcileDay(deps: Deps, day: string, userId: number | null): Promise<number> {
  const toss = tossClientOf(deps);
  const candidates = await repo.ordersOfDay(deps.db, day, [ORDER_STATE.waiting.code, ORDER_STATE.paid.code]);
  const mismatches: StoredMismatch[] = [];
  for (const o of candidates) {
    let payment: TossPayment | null;
    try {
      payment = await toss.getPaymentByOrderId(o.order_id);
    } catch (error) {
      if (!isTossNotFound(error)) {
        mismatches.push(mismatch('lookup_failed', o, null, 'left', `토스 결제 조회 실패: ${(error as Error).message}`));
        continue;
      }
      payment = null;
    }
    const found = await check(deps, o, payment, userId);
    if (found) mismatches.push(found);
  }
  return repo.insertRun(deps.db, { day, checked: candidates.length, mismatches, user_id: userId });
}

/** A run with each mismatch's resolution (null: not resolved). */
function presentRun(r: repo.RunJoined, resolutions: repo.ResolutionJoined[]) {
  const of = (order: number): MismatchResolution | null => {
    const found = resolutions.find((x) => x.resolution.reconciliation_id === r.run.id && x.resolution.order_id === order);
    return found ? { note: found.resolution.note, user_name: found.user_name, create_time: found.resolution.create_time.toISOString() } : null;
  };
  return {
    id: r.run.id,
    day: r.run.day,
    checked: r.run.checked,
    mismatches: (r.run.mismatches as StoredMismatch[]).map((m) => ({ ...m, resolution: of(m.order) })),
    user_name: r.user_name,
    create_time: r.run.create_time.toISOString(),
  };
}

/** One stored run as the reply shows it. */
async function runReply(deps: Deps, id: number) {
  const run = (await repo.findRun(deps.db, id))!;
  return { data: presentRun(run, await repo.resolutionsOf(deps.db, [id])) };
}

/** POST reconciliation: runs a day (400 naming body.day for a day still to come) and answers the stored run. */
export async function runReconciliation(deps: Deps, user: AuthUser, body: z.output<typeof ReconcileBodySchema>) {
  if (body.day > seoulToday()) throw badRequest('body.day', 'body.day: 아직 오지 않은 날은 대사할 수 없습니다.');
  const id = await reconcileDay(deps, body.day, user.uid);
  return runReply(deps, id);
}

/** GET reconciliations: one page of runs, newest first, with their resolutions. */
export async function listReconciliations(deps: Deps, q: z.output<typeof ReconciliationListQuerySchema>) {
  const { rows, total } = await repo.listRuns(deps.db, q.day, { page: q.page, size: q.size });
  const resolutions = await repo.resolutionsOf(
    deps.db,
    rows.map((r) => r.run.id),
  );
  return { data_list: rows.map((r) => presentRun(r, resolutions)), total, page: q.page, size: q.size };
}

/**
 * POST reconciliation/resolve: records how a person resolved a mismatch left for them, under the run's row lock.
 * 404 naming body.reconciliation_id for an unknown run, body.order for an order not among its mismatches; 409
 * naming body.order when it was settled automatically or is already resolved.
 */
export async function resolveMismatch(deps: Deps, user: AuthUser, body: z.output<typeof ReconcileResolveBodySchema>) {
  await deps.db.transaction(async (tx) => {
    const run = await repo.lockRun(tx, body.reconciliation_id);
    if (!run) throw notFound('대사 실행', 'body.reconciliation_id');
    assertAllowed(policy.authorize(actorOf(user), 'reconciliation.resolve', {}));
    const found = (run.mismatches as StoredMismatch[]).find((m) => m.order === body.order);
    if (!found) throw notFound('이 대사 실행의 불일치 주문', 'body.order');
    if (found.action === 'settled') throw conflict('자동 처리된 불일치라 해결 기록이 필요 없습니다.', 'body.order');
    const done = await repo.findResolution(tx, run.id, body.order);
    if (done) throw conflict(`이미 ${done.create_time.toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' })}에 해결 기록된 불일치입니다.`, 'body.order');
    await repo.insertResolution(tx, { reconciliation_id: run.id, order_id: body.order, note: body.note, user_id: user.uid });
  });
  return runReply(deps, body.reconciliation_id);
}
