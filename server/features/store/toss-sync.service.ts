/**
 * Brings an order in line with what Toss holds for its payment (Toss's webhook, toss-webhook.service.ts; and the
 * reconciliation's settling): always with a payment looked up at Toss, never with a body a caller sent. Under the
 * order's row lock, through the order lifecycle (order-lifecycle.ts, so the payment's grants and the refund's
 * take-backs follow):
 * - Toss approved (DONE, or approved and then cancelled) an order still waiting here: CONFIRM with the amount check;
 * - Toss recorded cancels this app does not know (a cancel made in Toss's dashboard): one REFUND per cancel, kept
 *   as a refund row whose idempotency key is `toss:{transactionKey}`, so the same cancel is never applied twice;
 * - Toss aborted or expired the payment of a waiting order: FAIL with Toss's status.
 * Anything else changes nothing. Every call is idempotent: a second call with the same Toss state finds nothing to do.
 */
import { inArray } from 'drizzle-orm';
import { ORDER_STATE } from '../../../src/machines/order.machine';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { orderCancels } from '../../db/schema';
import { applyOrder } from './order-lifecycle';
import * as repo from './orders.repository';
import { markFailed, markPaid } from './orders.service';
import type { TossPayment } from './toss-client';
import { won } from '../../../src/features/store/payment/payment.rules';

const O = ORDER_STATE;

/** What a sync did, in words kept with the webhook event ('paid', 'refunded 5,000원', 'nothing' ...). */
export type SyncResult = string;

/** Applies Toss's payment to its order (see the file comment); `source` names who asked, for the audit rows. */
export async function syncOrderWithToss(deps: Deps, payment: TossPayment, source: string): Promise<SyncResult> {
  return deps.db.transaction(async (tx) => {
    const row = await repo.findOrder(tx, payment.orderId, true);
    if (!row) return '알 수 없는 주문';
    let order = row.order;
    const done: string[] = [];
    const approved = payment.approvedAt !== null && ['DONE', 'PARTIAL_CANCELED', 'CANCELED'].includes(payment.status);
    if (approved && order.state === O.waiting.code) {
      try {
        await markPaid(tx, order, payment, null);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return `금액 불일치: 토스 ${won(payment.totalAmount)}, 주문 ${won(order.amount)} (결제 완료로 처리하지 않음)`;
      }
      order = (await repo.findOrder(tx, order.order_id))!.order;
      done.push('결제 완료');
    }
    if ((payment.status === 'ABORTED' || payment.status === 'EXPIRED') && order.state === O.waiting.code) {
      await markFailed(tx, order, `TOSS_${payment.status}`, `토스 결제 상태 ${payment.status} (${source})`, null);
      return '결제 실패';
    }
    if (order.state === O.paid.code && payment.cancels?.length) {
      const keys = payment.cancels.map((c) => c.transactionKey);
      const known = new Set(
        (await tx.select({ key: orderCancels.transaction_key }).from(orderCancels).where(inArray(orderCancels.transaction_key, keys))).map((r) => r.key),
      );
      for (const cancel of payment.cancels) {
        if (known.has(cancel.transactionKey) || order.state !== O.paid.code) continue;
        const balance = order.amount - order.refunded_amount;
        const amount = cancel.cancelAmount;
        if (amount <= 0) continue;
        if (amount > balance) {
          // Never bent to fit: a cancel larger than what is left here is a mismatch for a person (the reconciliation lists it).
          done.push(`금액 불일치: 토스 취소 ${won(amount)}, 남은 금액 ${won(balance)} (반영하지 않음)`);
          break;
        }
        const reason = `토스에서 취소: ${cancel.cancelReason || '사유 없음'} (${source})`.slice(0, 500);
        await tx.insert(orderCancels).values({ order_id: order.id, amount, reason, transaction_key: cancel.transactionKey, idempotency_key: `toss:${cancel.transactionKey}`, user_id: null });
        order = await applyOrder({ tx, order, event: { type: 'REFUND', amount, balance }, userId: null, reason, patch: { toss_payment: payment } });
        done.push(`환불 ${won(amount)}`);
      }
    }
    return done.length ? done.join(', ') : '변경 없음';
  });
}
