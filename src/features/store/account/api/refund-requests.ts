/** GET order/refund_request/mine and POST order/refund_request (청약철회 / 환불 요청). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sendCustomer } from '../../../../api/fetch-call';
import type { RefundRequestBody } from '../../../../api/store/refund-requests';
import { accountKeys } from './account-keys';
import { accountRoutes } from './account-routes';

/** The caller's requests and their orders' consulting application states' query options. */
export const myRefundRequestsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.refundRequests(), queryFn: ({ signal }) => sendCustomer(accountRoutes.myRefundRequests, {}, { signal, notify: false }) });

/** The caller's refund requests (only when signed in as a customer). */
export const useMyRefundRequests = (enabled: boolean) => useQuery({ ...myRefundRequestsQueryOptions(), enabled });

/** Sends a request; the dialog shows a refusal itself (409 with the reason). */
export const createRefundRequest = (body: RefundRequestBody) => sendCustomer(accountRoutes.refundRequestCreate, { body }, { notify: false }).then((r) => r.data);

/** Sends a request and refreshes the requests. */
export function useCreateRefundRequest() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createRefundRequest, onSettled: () => client.invalidateQueries({ queryKey: accountKeys.refundRequests() }) });
}
