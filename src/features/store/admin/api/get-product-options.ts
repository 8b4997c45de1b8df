/** The products offered by the order filter (the store's product_list, first 100). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { productList } from '../../../../api/store/products';
import { adminPaymentKeys } from './admin-payment-keys';

/** The products as select options (id and name). */
export const productOptionsQueryOptions = () =>
  queryOptions({
    queryKey: adminPaymentKeys.products(),
    queryFn: async ({ signal }) => (await adminApi(productList, { query: { page: 1, size: 100 } }, { signal, notify: false })).data_list.map((p) => ({ value: String(p.id), label: p.goods_name })),
    staleTime: 60_000,
  });

/** Product options for the filter (empty while loading or when the list is refused). */
export const useProductOptions = () => useQuery(productOptionsQueryOptions());
