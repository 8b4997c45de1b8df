/** GET sale_coupon/mine: the coupons issued to the caller and the coupons the caller used. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sendCustomer } from '../../../../api/fetch-call';
import { accountKeys } from './account-keys';
import { accountRoutes } from './account-routes';

/** 내 쿠폰's query options. */
export const myCouponsQueryOptions = () => queryOptions({ queryKey: accountKeys.coupons(), queryFn: ({ signal }) => sendCustomer(accountRoutes.mySaleCoupons, {}, { signal, notify: false }) });

/** The caller's coupons (only when signed in as a customer). */
export const useMyCoupons = (enabled: boolean) => useQuery({ ...myCouponsQueryOptions(), enabled });
