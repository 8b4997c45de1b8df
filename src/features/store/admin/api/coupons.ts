/** GET coupons, POST coupon and PUT coupon/disable: the coupon list with use, issuing one and stopping one (the lists are refreshed after). */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { adminCouponDisable, adminCouponIssue, adminCouponList, type CouponIssueBody, type CouponListQuery } from '../../../../api/store/admin-payments';
import { adminPaymentKeys } from './admin-payment-keys';

/** Fetches one page of coupons. */
export const getCoupons = (query: CouponListQuery, signal?: AbortSignal) => adminApi(adminCouponList, { query }, { signal });

/** The coupon list's query options. */
export const couponsQueryOptions = (query: CouponListQuery) =>
  queryOptions({ queryKey: adminPaymentKeys.coupons(query), queryFn: ({ signal }) => getCoupons(query, signal), placeholderData: keepPreviousData });

/** One page of coupons. */
export const useCoupons = (query: CouponListQuery) => useQuery(couponsQueryOptions(query));

/** Issues a coupon; the form shows a refusal on its field (e.g. 400 naming body.discount_value). */
export const issueCoupon = (body: CouponIssueBody) => adminApi(adminCouponIssue, { body }, { notify: false });

/** Issues a coupon and refreshes the lists. */
export function useIssueCoupon() {
  const client = useQueryClient();
  return useMutation({ mutationFn: issueCoupon, onSuccess: () => client.invalidateQueries({ queryKey: [...adminPaymentKeys.all, 'coupons'] }) });
}

/** Stops a coupon (a refusal, e.g. already stopped, is shown by the client's one notification). */
export const disableCoupon = (id: number) => adminApi(adminCouponDisable, { body: { id } });

/** Stops a coupon and refreshes the lists (also after a refusal: someone else may have stopped it). */
export function useDisableCoupon() {
  const client = useQueryClient();
  return useMutation({ mutationFn: disableCoupon, onSettled: () => client.invalidateQueries({ queryKey: [...adminPaymentKeys.all, 'coupons'] }) });
}
