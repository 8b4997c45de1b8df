/**
 * 청약철회 / 환불 요청 (README "Store and payment"; terms 제12조): a customer asks to withdraw from a paid order of an
 * unused service within 7 days of payment (`withdrawalRefusal`, shared with the 결제 내역 page), and an internal
 * administrator decides through the refund-request machine (src/machines/refund-request.machine.ts).
 * - The request: the order's row is locked (two requests, or a request and a refund, run one at a time), 404 / 403
 *   (STORE_POLICY order.read: the buyer's own) / 409 (already requested, or the rule's Korean reason).
 * - Approve (level 5, STORE_POLICY order.refund): under the request's row lock, `refundOrder` refunds the order's
 *   whole balance through Toss with everything the refund takes back, as a savepoint of this same transaction, and
 *   the request becomes approved with its audit row: when the refund is refused or Toss cannot be reached, nothing
 *   is written. Its idempotency key is the request's own, so an approval retried after Toss cancelled (the server
 *   died before committing) cancels once and records that cancel.
 * - Reject (level 5): with an answer the customer reads (400 naming body.answer without one).
 * A decided request answers 409; the customer may ask again while the order still qualifies.
 */
import type { z } from 'zod';
import type { RefundRequestBodySchema, RefundRequestListQuerySchema, RefundRequestRejectBodySchema } from '../../../src/api/store/refund-requests';
import { withdrawalRefusal } from '../../../src/features/store/account/refund-requests.rules';
import { STORE_POLICY } from '../../../src/features/store/store.policy';
import type { ConsultingApplicationState } from '../../../src/machines/consulting-application.states';
import { orderHasTag } from '../../../src/machines/order.machine';
import { REFUND_REQUEST_INITIAL, REFUND_REQUEST_STATE, refundRequestHasTag, refundRequestLabel, refundRequestMachine, type RefundRequestEvent } from '../../../src/machines/refund-request.machine';
import type { AuthUser } from '../../core/access';
import type { Tx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { badRequest, conflict, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import { applyTransition } from '../../core/transitions';
import * as orders from './orders.repository';
import { presentOrder } from './orders.service';
import { refundOrder } from './refunds.service';
import { presentAdminRequest, presentRequest } from './refund-requests.presenter';
import * as repo from './refund-requests.repository';

const REQUEST = '환불 요청';
/** Toss's cancelReason holds at most 200 characters. */
const CANCEL_REASON_MAX = 200;

/** POST order/refund_request: see the file comment. */
export async function createRefundRequest(deps: Deps, user: AuthUser, body: z.output<typeof RefundRequestBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const row = await orders.findOrder(tx, body.orderId, true);
    if (!row) throw notFound('주문', 'body.orderId');
    assertAllowed(STORE_POLICY.authorize(actorOf(user), 'order.read', row.order));
    if (await repo.requestOfOrder(tx, row.order.id, REFUND_REQUEST_STATE.requested.value)) {
      throw conflict('이미 환불 요청이 접수된 주문입니다. 관리자가 확인하면 결제 내역에 결과가 표시됩니다.', 'body.orderId');
    }
    const order = presentOrder(row);
    const refusal = withdrawalRefusal({ ...order, application_state: await repo.applicationState(tx, order.consulting_application_id) }, new Date());
    if (refusal) throw conflict(refusal, 'body.orderId');
    const request = await repo.insertRequest(tx, { order_id: row.order.id, user_id: user.uid, reason: body.reason, state: REFUND_REQUEST_INITIAL });
    return { data: presentRequest(request, row.order.order_id) };
  });
}

/** GET order/refund_request/mine: the caller's requests and the states of the consulting applications their orders pay for. */
export async function myRefundRequests(deps: Deps, user: AuthUser) {
  const [requests, applications] = await Promise.all([repo.requestsOfUser(deps.db, user.uid), repo.applicationsOfUserOrders(deps.db, user.uid)]);
  return {
    data_list: requests.map((r) => presentRequest(r.request, r.orderId)),
    applications: applications.map((a) => ({ consulting_application_id: a.consulting_application_id, state: a.state as ConsultingApplicationState })),
  };
}

/** GET refund_requests: one page, newest first. */
export async function listRefundRequests(deps: Deps, q: z.output<typeof RefundRequestListQuerySchema>) {
  const { rows, total } = await repo.listRequests(deps.db, { state: q.state }, { page: q.page, size: q.size });
  return { data_list: rows.map(presentAdminRequest), total, page: q.page, size: q.size };
}

/**
 * The request to decide, locked, and its order, checked: 404, 403 (order.refund: level 5), 409 when it is no longer
 * open. The route already refuses anyone below level 5; the policy is asked on the record all the same.
 */
async function openRequest(tx: Tx, user: AuthUser, id: number) {
  const request = await repo.findRequest(tx, id, true);
  if (!request) throw notFound(REQUEST, 'body.id');
  const order = await repo.orderById(tx, request.order_id);
  if (!order) throw notFound('주문', 'body.id');
  assertAllowed(STORE_POLICY.authorize(actorOf(user), 'order.refund', order));
  if (!refundRequestHasTag(request.state, 'open')) throw conflict(`이미 처리된 요청입니다 (${refundRequestLabel(request.state)}).`, 'body.id');
  return { request, order };
}

/** Applies a decision through the machine (its audit row too) and writes it on the request. */
async function decide(tx: Tx, user: AuthUser, request: repo.RefundRequestRow, event: RefundRequestEvent, note: string) {
  const state = await applyTransition({
    tx,
    machine: refundRequestMachine,
    entity: repo.REFUND_REQUEST_ENTITY,
    entityId: request.id,
    current: request.state,
    event,
    userId: user.uid,
    reason: note,
    label: refundRequestLabel,
    guardAnswers: { hasAnswer: () => badRequest('body.answer', 'body.answer: 거절 사유를 입력하세요.') },
  });
  await repo.decideRequest(tx, request.id, { state, answer: event.type === 'REJECT' ? (event.answer ?? '').trim() : null, decided_by: user.uid, decided_time: new Date() });
  return { data: presentAdminRequest((await repo.findAdminRequest(tx, request.id))!) };
}

/** PUT refund_request/approve: see the file comment. */
export async function approveRefundRequest(deps: Deps, user: AuthUser, id: number) {
  return deps.db.transaction(async (tx) => {
    const { request, order } = await openRequest(tx, user, id);
    const balance = order.amount - order.refunded_amount;
    if (!orderHasTag(order.state, 'refundable') || balance <= 0) {
      throw conflict('이 주문은 환불할 금액이 남아 있지 않아 승인할 수 없습니다. 거절하고 사유를 남기세요.', 'body.id');
    }
    const refund = await refundOrder(
      deps,
      user,
      { id: order.id, reason: `청약철회: ${request.reason}`.slice(0, CANCEL_REASON_MAX), idempotency_key: `refund-request-${request.id}` },
      tx,
    );
    return decide(tx, user, request, { type: 'APPROVE' }, `${refund.cancel.amount.toLocaleString('ko-KR')}원 환불`);
  });
}

/** PUT refund_request/reject: see the file comment. */
export async function rejectRefundRequest(deps: Deps, user: AuthUser, body: z.output<typeof RefundRequestRejectBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const { request } = await openRequest(tx, user, body.id);
    return decide(tx, user, request, { type: 'REJECT', answer: body.answer }, body.answer);
  });
}
