/** GET product_list (public): the displayed products a customer can buy, for /payment's picker. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { send } from '../../../../api/fetch-call';
import { productRoutes } from '../../../../api/public-calls';
import { paymentKeys } from './payment-keys';

/** Kinds sold on /payment (goods are not paid online). */
export const PAYABLE_KINDS = ['premium', 'unlimited', 'consulting'] as const;

/** Fetches the displayed products (one large page). */
export const getPayableProducts = (signal?: AbortSignal) =>
  send('customer', productRoutes.productList, { query: { page: 1, size: 100 } }, { auth: false, signal, notify: false }).then((r) =>
    r.data_list.filter((p) => p.price > 0 && (PAYABLE_KINDS as readonly string[]).includes(p.kind)),
  );

/** The products' query options. */
export const payableProductsQueryOptions = () => queryOptions({ queryKey: paymentKeys.products(), queryFn: ({ signal }) => getPayableProducts(signal), staleTime: 60_000 });

/** The products offered on /payment. */
export const usePayableProducts = () => useQuery(payableProductsQueryOptions());
