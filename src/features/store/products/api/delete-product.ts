/** DELETE product?goods_code=: deletes a product for good (409 while an order for it waits to be paid). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { productDelete } from '../../../../api/store/products';
import { productKeys } from './product-keys';

/** Deletes one product. */
export const deleteProduct = (goods_code: string) => adminApi(productDelete, { query: { goods_code } });

/** Delete as a mutation; every list refreshes when it settles. */
export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSettled: () => client.invalidateQueries({ queryKey: productKeys.all }) });
}
