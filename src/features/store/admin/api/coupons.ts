/** GET coupons and POST coupon: the coupon list with use, and issuing one (the list is refreshed after it). */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { adminCouponIssue, adminCouponList, type CouponIssueBody, type CouponListQuery } from '../../../../api/store/admin-payments';
import { adminPaymentKeys } from './admin-payment-keys';

/** Fetches one page of coupons. */
export const getCoupons = (query: CouponListQuery, signal?: AbortSignal) => adminApi(adminCouponList, { query }, { signal });

/** The coupon list's query options. */
export const couponsQueryOptions = (query: CouponListQuery) =>
  queryOptions({ queryKey: adminPaymentKeys.coupons(query), queryFn: ({ signal }) => getCoupons(query, signal), placeholderData: keepPreviousData });

/** One page of coupons. */
export const useCoupons = (query: CouponListQuery) => useQuery(couponsQueryOptions(query));

/** Issues a coupon; the form shows a refusal on its field (a taken code is 409 naming body.code). */
export const issueCoupon = (body: CouponIssueBody) => adminApi(adminCouponIssue, { body }, { notify: false });

/** Issues a coupon and refreshes the lists. */
export function useIssueCoupon() {
  const client = useQueryClient();
  return useMutation({ mutationFn: issueCoupon, onSuccess: () => client.invalidateQueries({ queryKey: [...adminPaymentKeys.all, 'coupons'] }) });
}
