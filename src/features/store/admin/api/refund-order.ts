/** POST order/refund: a full or partial refund with a reason; the order and the lists are refreshed after it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { adminOrderRefund, type RefundBody } from '../../../../api/store/admin-payments';
import { adminPaymentKeys } from './admin-payment-keys';

/** Sends one refund; the form shows a refusal itself (an amount over the balance is 409 naming body.amount). */
export const refundOrder = (body: RefundBody) => adminApi(adminOrderRefund, { body }, { notify: false });

/** Refunds an order; the caller keeps one idempotency key per refund it means, so a retry refunds once. */
export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: refundOrder, onSettled: () => client.invalidateQueries({ queryKey: adminPaymentKeys.all }) });
}
