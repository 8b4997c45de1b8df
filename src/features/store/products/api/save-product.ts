/**
 * POST product/create and PUT product/update: the form's save. An update sends the version it was opened with,
 * so a stale edit is refused (409) rather than overwriting another administrator's change. Lists refresh after.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { productCreate, productUpdate, type ProductCreateBody, type ProductUpdateBody } from '../../../../api/store/products';
import { productKeys } from './product-keys';

/** Creates a product; resolves with it and its new goods_code. */
export const createProduct = (body: ProductCreateBody) => adminApi(productCreate, { body }, { notify: false });
/** Updates a product. */
export const updateProduct = (body: ProductUpdateBody) => adminApi(productUpdate, { body }, { notify: false });

/** Create (no goods_code) or update (with goods_code and version) as one mutation. */
export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { body: ProductCreateBody; goods_code?: string; version?: number }) =>
      input.goods_code ? (await updateProduct({ ...input.body, goods_code: input.goods_code, version: input.version })).data : (await createProduct(input.body)).data,
    onSettled: () => client.invalidateQueries({ queryKey: productKeys.all }),
  });
}
