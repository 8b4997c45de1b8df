/**
 * A paid application is cancelled by refunding its order: the store's refund call (POST order/refund, level 5 and
 * up; the contract in src/api/store/admin-payments.ts), everything left of the order, with the consultant's reason.
 * The refund's effect cancels the application (환불됨, 취소) in the same transaction; the application and every
 * list page are refreshed either way.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { adminOrderRefund } from '../../../../api/store/admin-payments';
import { applicationKeys } from './application-keys';

/** Refunds all that is left of a paid order; `key` makes a retry of the same refund refund once. */
export const refundApplicationOrder = (input: { order: number; reason: string; key: string }) =>
  adminApi(adminOrderRefund, { body: { id: input.order, reason: input.reason, idempotency_key: input.key } }, { notify: false });

/** The refund of one application's order as a mutation; the application and the lists are refetched when it settles. */
export function useRefundApplication(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refundApplicationOrder,
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: applicationKeys.detail(id) }), client.invalidateQueries({ queryKey: applicationKeys.lists() })]),
  });
}
