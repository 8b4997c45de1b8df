/** PUT product_list/hidden: hides several products (hide_list) or restores several (restore_list). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { setProductsHidden, type HiddenBody } from '../../../../api/store/products';
import { productKeys } from './product-keys';

/** Sends the hide or restore list. */
export const setHidden = (body: HiddenBody) => adminApi(setProductsHidden, { body });

/** Hide or restore as a mutation; every list refreshes when it settles. */
export function useSetProductsHidden() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setHidden, onSettled: () => client.invalidateQueries({ queryKey: productKeys.all }) });
}
