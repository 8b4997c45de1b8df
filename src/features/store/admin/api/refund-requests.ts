/**
 * GET refund_requests, PUT refund_request/approve and PUT refund_request/reject (청약철회 요청). The keys start with
 * `adminPaymentKeys.all`, so a decision (which refunds the order on approval) refreshes the orders, the open order and
 * the requests together.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { adminRefundRequestApprove, adminRefundRequestList, adminRefundRequestReject, type RefundRequestListQuery, type RefundRequestRejectBody } from '../../../../api/store/refund-requests';
import { adminPaymentKeys } from './admin-payment-keys';

/** The requests' query key (under the payment screen's root key). */
export const refundRequestKeys = { list: (query: RefundRequestListQuery) => [...adminPaymentKeys.all, 'refund-requests', query] as const };

/** Fetches one page of requests. */
export const getRefundRequests = (query: RefundRequestListQuery, signal?: AbortSignal) => adminApi(adminRefundRequestList, { query }, { signal });

/** The requests' query options. */
export const refundRequestsQueryOptions = (query: RefundRequestListQuery) =>
  queryOptions({ queryKey: refundRequestKeys.list(query), queryFn: ({ signal }) => getRefundRequests(query, signal), placeholderData: keepPreviousData });

/** One page of requests. */
export const useRefundRequests = (query: RefundRequestListQuery) => useQuery(refundRequestsQueryOptions(query));

/** Approves (the order's balance is refunded); the dialog shows a refusal itself. */
export const approveRefundRequest = (id: number) => adminApi(adminRefundRequestApprove, { body: { id } }, { notify: false }).then((r) => r.data);
/** Rejects with the answer the customer reads; the dialog shows a refusal itself. */
export const rejectRefundRequest = (body: RefundRequestRejectBody) => adminApi(adminRefundRequestReject, { body }, { notify: false }).then((r) => r.data);

/** Approves a request and refreshes everything of the payment screen. */
export function useApproveRefundRequest() {
  const client = useQueryClient();
  return useMutation({ mutationFn: approveRefundRequest, onSettled: () => client.invalidateQueries({ queryKey: adminPaymentKeys.all }) });
}

/** Rejects a request and refreshes the requests. */
export function useRejectRefundRequest() {
  const client = useQueryClient();
  return useMutation({ mutationFn: rejectRefundRequest, onSettled: () => client.invalidateQueries({ queryKey: adminPaymentKeys.all }) });
}
