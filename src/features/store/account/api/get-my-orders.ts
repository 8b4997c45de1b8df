/** GET order/list: the caller's orders, newest first (the page pages them itself). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sendCustomer } from '../../../../api/fetch-call';
import { paymentRoutes } from '../../../../api/public-calls';
import { accountKeys } from './account-keys';

/** Fetches every order of the caller. */
export const getMyOrders = (signal?: AbortSignal) => sendCustomer(paymentRoutes.orderList, {}, { signal, notify: false }).then((r) => r.data_list);

/** The caller's orders' query options. */
export const myOrdersQueryOptions = () => queryOptions({ queryKey: accountKeys.orders(), queryFn: ({ signal }) => getMyOrders(signal) });

/** The caller's orders (only when signed in as a customer). */
export const useMyOrders = (enabled: boolean) => useQuery({ ...myOrdersQueryOptions(), enabled });
