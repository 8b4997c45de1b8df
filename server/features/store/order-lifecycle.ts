/**
 * The one applier of the order lifecycle (src/machines/order.machine.ts; STYLE.md "Lifecycles"): every change of
 * an order's state goes through `applyOrder`, which runs the machine on the stored state (409 naming the state and
 * the event, or the guard's own answer), writes the new state with the columns the transition sets, the audit row,
 * and the transition's effects (order-effects.ts: what the payment grants, what the refund takes back) in the
 * caller's transaction. The caller holds the order's row lock. New orders start in the machine's initial state
 * (`ORDER_INITIAL`).
 */
import { and, inArray, lte } from 'drizzle-orm';
import { canSend } from '../../../src/machines/lifecycle';
import { ORDER_STATE, orderMachine, type OrderEvent } from '../../../src/machines/order.machine';
import type { DbOrTx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { badRequest, conflict } from '../../core/errors';
import { applyTransition } from '../../core/transitions';
import { orders } from '../../db/schema';
import { grantPaid, revokeRefunded } from './order-effects';
import * as repo from './orders.repository';
import { won } from '../../../src/features/store/payment/payment.rules';

const O = ORDER_STATE;
const label = (s: string) => Object.values(O).find((x) => String(x.code) === s)?.label ?? s;

/** The state a new order is stored in (the machine's initial state). */
export const ORDER_INITIAL = Number(orderMachine.config.initial);

/** One order event to apply. */
export interface OrderChange {
  tx: DbOrTx;
  /** The order as stored (its row locked by the caller). */
  order: repo.OrderRow;
  event: OrderEvent;
  userId: number | null;
  /** Kept in the audit row (a refund's or failure's reason). */
  reason?: string;
  /** Columns the transition writes with the state (Toss's payment on CONFIRM, a failure's code on FAIL). */
  patch?: Partial<typeof orders.$inferInsert>;
}

/** Applies one event (see the file comment) and answers the order as now stored. */
export async function applyOrder({ tx, order, event, userId, reason, patch }: OrderChange): Promise<repo.OrderRow> {
  const balance = order.amount - order.refunded_amount;
  const to = Number(
    await applyTransition({
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
        amountMatches: () => badRequest('body.amount', `body.amount: 결제 금액이 주문 금액(${won(order.amount)})과 다릅니다. 승인하지 않았습니다.`),
        hasReason: () => badRequest('body.code', 'body.code: 실패 사유가 없습니다.'),
        withinBalance: () => conflict(`환불할 수 있는 금액은 ${won(balance)}입니다 (요청 ${won(event.type === 'REFUND' ? event.amount : 0)}).`, 'body.amount'),
      },
    }),
  );
  const values: Partial<typeof orders.$inferInsert> = { ...patch, state: to };
  if (event.type === 'REFUND') values.refunded_amount = order.refunded_amount + event.amount;
  await repo.updateOrder(tx, order.id, values);
  const next = { ...order, ...values, update_time: new Date() } as repo.OrderRow;
  if (event.type === 'CONFIRM' && order.state !== O.paid.code && to === O.paid.code) await grantPaid(tx, next, next.approved_time ?? new Date(), userId);
  if (event.type === 'REFUND') await revokeRefunded(tx, order, event.amount, to === O.refunded.code, userId, reason ?? '');
  return next;
}

/** States an order can expire from (the machine's EXPIRE sources), for the job's query and the confirm. */
export const EXPIRABLE_STATES: readonly number[] = Object.values(O)
  .map((s) => s.code)
  .filter((code) => canSend(orderMachine, String(code), { type: 'EXPIRE' }));

/** Whether an unpaid order is past its time to live at `now`. */
export const isExpired = (order: repo.OrderRow, now = new Date()): boolean =>
  order.expires_time !== null && order.expires_time <= now && EXPIRABLE_STATES.includes(order.state);

/** The time to live of a new order: now + ORDER_TTL_MINUTES. */
export const expiresAt = (deps: Deps, now = new Date()) => new Date(now.getTime() + deps.env.ORDER_TTL_MINUTES * 60_000);

/**
 * The server's job (payments.plugin.ts): closes every unpaid order past its time to live, one at a time under its
 * row lock (another instance or a late confirm may have settled it first). Answers the orderIds closed.
 */
export async function expireStaleOrders(deps: Deps, now = new Date(), limit = 500): Promise<string[]> {
  const due = await deps.db
    .select({ order_id: orders.order_id })
    .from(orders)
    .where(and(inArray(orders.state, [...EXPIRABLE_STATES]), lte(orders.expires_time, now)))
    .limit(limit);
  const closed: string[] = [];
  for (const { order_id } of due) {
    const done = await deps.db.transaction(async (tx) => {
      const row = await repo.findOrder(tx, order_id, true);
      if (!row || !isExpired(row.order, now)) return false;
      await applyOrder({ tx, order: row.order, event: { type: 'EXPIRE' }, userId: null, reason: '결제 기한 만료' });
      return true;
    });
    if (done) closed.push(order_id);
  }
  return closed;
}
