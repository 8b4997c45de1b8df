/** GET orders: one page of orders under the URL's filters and sort, with the totals of the whole filter. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { adminOrderList, type OrderListQuery } from '../../../../api/store/admin-payments';
import { adminPaymentKeys } from './admin-payment-keys';

/** Fetches one page of orders. */
export const getOrders = (query: OrderListQuery, signal?: AbortSignal) => adminApi(adminOrderList, { query }, { signal });

/** The list's query options (the previous page stays on screen while the next loads). */
export const ordersQueryOptions = (query: OrderListQuery) =>
  queryOptions({ queryKey: adminPaymentKeys.orders(query), queryFn: ({ signal }) => getOrders(query, signal), placeholderData: keepPreviousData });

/** One page of orders with the totals. */
export const useOrders = (query: OrderListQuery) => useQuery(ordersQueryOptions(query));
