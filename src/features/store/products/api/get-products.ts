/** GET product_list and GET product_list/hidden: one page of displayed or hidden products, as an administrator sees them. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { hiddenProductList, productList, type ProductListQuery } from '../../../../api/store/products';
import { productKeys } from './product-keys';

/** Fetches one page of displayed products. */
export const getProducts = (query: ProductListQuery, signal?: AbortSignal) => adminApi(productList, { query }, { signal });
/** Fetches one page of hidden products (the rows are in both `data` and `data_list`). */
export const getHiddenProducts = (query: ProductListQuery, signal?: AbortSignal) => adminApi(hiddenProductList, { query }, { signal });

/** The list's query options (the previous page stays on screen while the next loads). */
export const productsQueryOptions = (hidden: boolean, query: ProductListQuery) =>
  queryOptions({
    queryKey: productKeys.list(hidden, query),
    queryFn: ({ signal }) => (hidden ? getHiddenProducts(query, signal) : getProducts(query, signal)),
    placeholderData: keepPreviousData,
  });

/** One page of the displayed (hidden = false) or hidden products. */
export const useProducts = (hidden: boolean, query: ProductListQuery) => useQuery(productsQueryOptions(hidden, query));
