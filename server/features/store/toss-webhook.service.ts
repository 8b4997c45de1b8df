/**
 * Toss's webhook (PAYMENT_STATUS_CHANGED, CANCEL_STATUS_CHANGED): Toss tells the app at once that a payment changed
 * (approved, cancelled in Toss's dashboard, aborted). The body is never trusted: the payment is looked up at Toss by
 * its paymentKey and the order is brought in line with that (toss-sync.service.ts, idempotent). Each event is kept
 * with what was done (toss_webhook_events). Toss resends until it gets 200: a lookup that fails for lack of an answer
 * is 502 (sent again later); an unknown payment or an event this app does not act on is 200 and changes nothing.
 * Rate-limited per address where its route is declared (RATE_LIMITS.tossWebhook), since each event makes a call to Toss.
 */
import type { z } from 'zod';
import { TOSS_WEBHOOK_EVENTS, type TossWebhookBodySchema } from '../../../src/api/store/payments';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { tossWebhookEvents } from '../../db/schema';
import { isTossNotFound, tossClientOf, TossError } from './toss-client';
import { syncOrderWithToss } from './toss-sync.service';

/** POST toss/webhook (see the file comment). */
export async function receiveTossWebhook(deps: Deps, body: z.output<typeof TossWebhookBodySchema>): Promise<Record<string, never>> {
  const paymentKey = body.data.paymentKey;
  const record = (result: string, status: string | null = null, orderId: string | null = null) =>
    deps.db.insert(tossWebhookEvents).values({ event_type: body.eventType, payment_key: paymentKey, order_id: orderId ?? body.data.orderId ?? null, status, result: result.slice(0, 500) });
  if (!(TOSS_WEBHOOK_EVENTS as readonly string[]).includes(body.eventType)) {
    await record('처리하지 않는 이벤트');
    return {};
  }
  let payment;
  try {
    payment = await tossClientOf(deps).getPayment(paymentKey);
  } catch (error) {
    if (isTossNotFound(error)) {
      await record('토스에 없는 결제');
      return {};
    }
    if (error instanceof TossError) throw new AppError(502, 'INTERNAL', `토스 결제 조회에 실패했습니다(${error.code}). 다시 보내 주세요.`);
    throw error;
  }
  const result = await syncOrderWithToss(deps, payment, '웹훅');
  await record(result, payment.status, payment.orderId);
  return {};
}
