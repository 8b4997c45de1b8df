/** GET product/type_list: the categories and types for filters and the form. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { productTypeList } from '../../../../api/store/products';
import { productKeys } from './product-keys';

/** Fetches the category and type list. */
export const getProductTypes = (signal?: AbortSignal) => adminApi(productTypeList, {}, { signal });
/** The list's query options. */
export const productTypesQueryOptions = () => queryOptions({ queryKey: productKeys.types(), queryFn: ({ signal }) => getProductTypes(signal), staleTime: 60_000 });
/** The category and type list. */
export const useProductTypes = () => useQuery(productTypesQueryOptions());
