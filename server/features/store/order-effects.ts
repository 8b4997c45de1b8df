/**
 * What an order's payment grants and what its refund takes back (the transition effects of the order machine,
 * src/machines/order.machine.ts). Run only by the order lifecycle's applier (order-lifecycle.ts), in the same
 * transaction as the state change, so that no grant or take-back can be skipped:
 * - paid (CONFIRM): the coupon's use is recorded; a consulting application becomes 결제 완료; an unlimited-pass
 *   order extends the pass by its period (from the pass's end when it still holds, else from now). A premium
 *   product's period is the paid order's own (`periodOf` over the order's period_days less its refunded share).
 * - refunded (REFUND): a full refund deletes the coupon's use (the customer may use it again), makes a consulting
 *   application 환불됨 and cancels it when it is still open (through its machine, with an audit row), and ends an
 *   unlimited pass at once with its renewal stopped; a partial refund shortens the pass by the refunded share of
 *   the order's period (README "Store and payment").
 */
import { and, eq } from 'drizzle-orm';
import { extendPass, passAfterRefund } from '../../../src/features/store/payment/payment.rules';
import { APPLICATION_PAYMENT_STATE, consultingApplicationHasTag, consultingApplicationLabel, consultingApplicationMachine } from '../../../src/machines/consulting-application.machine';
import type { DbOrTx } from '../../core/db';
import { applyTransition } from '../../core/transitions';
import { consultingApplications, couponUses, products, unlimitedPasses } from '../../db/schema';
import type { OrderRow } from './orders.repository';

/** Entity name of consulting applications in the audit trail (the consulting area's). */
const APPLICATION_ENTITY = 'consulting_application';

async function productKind(tx: DbOrTx, order: OrderRow): Promise<string | null> {
  if (order.product_id === null) return null;
  const [p] = await tx.select({ kind: products.kind }).from(products).where(eq(products.id, order.product_id));
  return p?.kind ?? null;
}

async function lockPass(tx: DbOrTx, userId: number) {
  const [pass] = await tx.select().from(unlimitedPasses).where(eq(unlimitedPasses.user_id, userId)).for('update');
  return pass;
}

/** Grants what a paid order gives (see the file comment). */
export async function grantPaid(tx: DbOrTx, order: OrderRow, paidAt: Date, userId: number | null): Promise<void> {
  if (order.coupon_id !== null) {
    await tx.insert(couponUses).values({ coupon_id: order.coupon_id, user_id: order.user_id, order_id: order.id, used_time: paidAt }).onConflictDoNothing();
  }
  if (order.consulting_application_id !== null) {
    await tx
      .update(consultingApplications)
      .set({ payment_state: APPLICATION_PAYMENT_STATE.paid.value, update_time: new Date() })
      .where(eq(consultingApplications.id, order.consulting_application_id));
  }
  if (order.user_id !== null && order.period_days !== null && (await productKind(tx, order)) === 'unlimited') {
    const pass = await lockPass(tx, order.user_id);
    if (pass) {
      const validUntil = extendPass(pass.valid_until, paidAt, order.period_days);
      await tx.update(unlimitedPasses).set({ valid_until: validUntil, last_order_id: order.id, product_id: order.product_id, update_time: new Date() }).where(eq(unlimitedPasses.id, pass.id));
    }
  }
  void userId;
}

/** Takes back what a refund of `amount` takes back (see the file comment); `order` is the row before the refund. */
export async function revokeRefunded(tx: DbOrTx, order: OrderRow, amount: number, full: boolean, userId: number | null, reason: string): Promise<void> {
  const now = new Date();
  if (full && order.coupon_id !== null) await tx.delete(couponUses).where(and(eq(couponUses.order_id, order.id), eq(couponUses.coupon_id, order.coupon_id)));
  if (full && order.consulting_application_id !== null) {
    const [app] = await tx.select().from(consultingApplications).where(eq(consultingApplications.id, order.consulting_application_id)).for('update');
    if (app) {
      let state = app.state;
      if (consultingApplicationHasTag(app.state, 'open')) {
        state = await applyTransition({
          tx,
          machine: consultingApplicationMachine,
          entity: APPLICATION_ENTITY,
          entityId: app.id,
          current: app.state,
          event: { type: 'CANCEL', reason: `환불로 취소: ${reason}` },
          userId,
          reason: `환불로 취소: ${reason}`,
          label: consultingApplicationLabel,
        });
      }
      await tx.update(consultingApplications).set({ state, payment_state: APPLICATION_PAYMENT_STATE.refunded.value, update_time: now }).where(eq(consultingApplications.id, app.id));
    }
  }
  if (order.user_id !== null && order.period_days !== null && (await productKind(tx, order)) === 'unlimited') {
    const pass = await lockPass(tx, order.user_id);
    if (pass?.valid_until) {
      const next = passAfterRefund({ validUntil: pass.valid_until, periodDays: order.period_days, orderAmount: order.amount, refundAmount: amount, full, now });
      await tx
        .update(unlimitedPasses)
        .set({ valid_until: next.validUntil, ...(next.stopRenewal ? { auto_renew: false } : {}), update_time: now })
        .where(eq(unlimitedPasses.id, pass.id));
    }
  }
}
