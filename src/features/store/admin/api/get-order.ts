/** GET order: one order with its refunds, history and Toss's payment. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { adminOrderGet } from '../../../../api/store/admin-payments';
import { adminPaymentKeys } from './admin-payment-keys';

/** Fetches one order. */
export const getOrder = (id: number, signal?: AbortSignal) => adminApi(adminOrderGet, { query: { id } }, { signal, notify: false });

/** The order's query options. */
export const orderQueryOptions = (id: number) => queryOptions({ queryKey: adminPaymentKeys.order(id), queryFn: ({ signal }) => getOrder(id, signal), retry: false });

/** One order's detail. */
export const useOrder = (id: number) => useQuery(orderQueryOptions(id));
