/**
 * Refunds (issue 11 points 5 and 6): a full or partial refund of a paid order through Toss's cancel API
 * (`POST /v1/payments/{paymentKey}/cancel`), with a reason. The order's row is locked for the whole refund, the
 * order machine's REFUND decides first (a refund larger than what is left is refused naming body.amount, and
 * nothing is sent to Toss), Toss is asked with an Idempotency-Key, and the refund row (with that key), the
 * order's refunded amount and state and the audit row are written in the same transaction: when Toss refuses or
 * cannot be reached, nothing is written. The same key sent again (a retry, a double click) answers the refund
 * already recorded, and Toss, given the same key, cancels once. The REFUND goes through the order lifecycle
 * (order-lifecycle.ts), which takes back in the same transaction what the payment gave (order-effects.ts).
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { RefundBodySchema } from '../../../src/api/store/admin-payments';
import { STORE_POLICY as policy } from '../../../src/features/store/store.policy';
import { labelOf, tryTransition } from '../../../src/machines/lifecycle';
import { ORDER_STATE, orderMachine } from '../../../src/machines/order.machine';
import type { AuthUser } from '../../core/access';
import type { DbOrTx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError, conflict, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import { presentCancel } from './admin-payments.presenter';
import * as repo from './admin-payments.repository';
import { applyOrder } from './order-lifecycle';
import { TossError, tossClientOf, type TossPayment } from './toss-client';
import { won } from '../../../src/features/store/payment/payment.rules';

const stateLabel = (s: string) => labelOf(ORDER_STATE, Number(s));

/**
 * Toss's refusal of a cancel as the app's error: a 4xx reply is 409 with Toss's code and message (the amount
 * named when it is the amount); no reply (network, 5xx) is 502, and the same request may be sent again.
 */
export function tossCancelError(error: unknown): Error {
  if (!(error instanceof TossError)) return error as Error;
  if (error.status === 0 || error.status >= 500) {
    return new AppError(502, 'INTERNAL', `토스페이먼츠의 응답을 받지 못했습니다 (${error.code}). 같은 환불을 다시 요청하면 한 번만 취소됩니다.`);
  }
  return conflict(`토스페이먼츠가 취소를 거절했습니다 (${error.code}): ${error.message}`, error.code === 'NOT_CANCELABLE_AMOUNT' ? 'body.amount' : undefined);
}

/** The cancel Toss recorded for this request: the newest of the amount asked. */
const cancelOf = (payment: TossPayment, amount: number) => [...(payment.cancels ?? [])].reverse().find((c) => c.cancelAmount === amount) ?? null;

/**
 * POST order/refund: refunds `amount` (everything left when absent) of a paid order; see the file comment. `within`
 * runs it inside the caller's transaction (as a savepoint: a refused refund undoes only its own writes), e.g. an
 * approved refund request marked in the same transaction.
 */
export async function refundOrder(deps: Deps, user: AuthUser, body: z.output<typeof RefundBodySchema>, within?: DbOrTx) {
  const key = body.idempotency_key ?? randomUUID();
  const toss = tossClientOf(deps);
  return (within ?? deps.db).transaction(async (tx) => {
    const order = await repo.lockOrder(tx, body.id);
    if (!order) throw notFound('주문');
    assertAllowed(policy.authorize(actorOf(user), 'order.refund', order));
    const done = await repo.cancelByKey(tx, key);
    if (done) {
      if (done.cancel.order_id !== order.id) throw conflict('이 멱등 키는 다른 주문의 환불에 쓰였습니다.', 'body.idempotency_key');
      return { id: order.id, state: order.state, refunded_amount: order.refunded_amount, balance_amount: order.amount - order.refunded_amount, cancel: presentCancel(done), replayed: true };
    }
    const balance = order.amount - order.refunded_amount;
    const amount = body.amount ?? balance;
    // The machine decides first (nothing is sent to Toss for a refund it refuses): asked on the stored state, no write.
    const check = tryTransition(orderMachine, String(order.state), { type: 'REFUND', amount, balance });
    if (!check.ok) {
      if (check.refusal.kind === 'guard') throw conflict(`환불할 수 있는 금액은 ${won(balance)}입니다 (요청 ${won(amount)}).`, 'body.amount');
      throw conflict(`현재 상태 ${order.state} (${stateLabel(String(order.state))})에서는 REFUND 요청을 처리할 수 없습니다.`);
    }
    if (!order.payment_key) throw conflict('토스 결제 키가 없는 주문이라 환불할 수 없습니다. 대사(정산 확인)를 먼저 실행하세요.');
    let payment: TossPayment | null = null;
    if (!order.payment_key.startsWith('COUPON-')) {
      try {
        payment = await toss.cancel(order.payment_key, { cancelReason: body.reason, cancelAmount: amount }, key);
      } catch (error) {
        throw tossCancelError(error);
      }
    }
    const cancel = await repo.insertCancel(tx, { order_id: order.id, amount, reason: body.reason, transaction_key: payment ? (cancelOf(payment, amount)?.transactionKey ?? null) : null, idempotency_key: key, user_id: user.uid });
    const after = await applyOrder({ tx, order, event: { type: 'REFUND', amount, balance }, userId: user.uid, reason: `${won(amount)} 환불: ${body.reason}`, patch: payment ? { toss_payment: payment } : {} });
    const to = after.state;
    const refunded = after.refunded_amount;
    return { id: order.id, state: to, refunded_amount: refunded, balance_amount: order.amount - refunded, cancel: presentCancel({ cancel, user_name: user.name }), replayed: false };
  });
}
