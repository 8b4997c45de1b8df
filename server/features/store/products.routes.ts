/**
 * Routes of store products (spec section 7 "Store", issue 11 points 1 and 2): the ten calls under
 * /api/v2/store/homepage/. Reading displayed products, the category list and product images is public
 * (customers buy them; a signed-in administrator also sees hidden ones where a call names one); the hidden list
 * and every change are for store administrators (level 4+, STORE_POLICY `product.manage`). The image upload is
 * multipart: its call declares no body and the service reads and validates the parts.
 */
import * as calls from '../../../src/api/store/products';
import { LEVEL } from '../../../src/api/levels';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './products.service';
import * as images from './product-images.service';

/** Keeping the products: administrators (level 4 and up); each product is checked with the store policy. */
const admins = { minLevel: LEVEL.adminExternal } as const;

/** Every route of the store's products. */
export const productRoutes: RouteDef[] = [
  defineRoute({ call: calls.productList, access: 'public', handler: ({ deps, query }) => service.listProducts(deps, query) }),
  defineRoute({ call: calls.hiddenProductList, access: admins, handler: ({ deps, user, query }) => service.listHiddenProducts(deps, user, query) }),
  defineRoute({ call: calls.setProductsHidden, access: admins, handler: ({ deps, user, body }) => service.setHidden(deps, user, body) }),
  defineRoute({ call: calls.productGet, access: 'public', handler: ({ deps, user, query }) => service.getProduct(deps, user, query.goods_code) }),
  defineRoute({ call: calls.productTypeList, access: 'public', handler: ({ deps }) => service.productTypeList(deps) }),
  defineRoute({ call: calls.productCreate, access: admins, handler: ({ deps, user, body }) => service.createProduct(deps, user, body) }),
  defineRoute({ call: calls.productUpdate, access: admins, handler: ({ deps, user, body }) => service.updateProduct(deps, user, body) }),
  defineRoute({ call: calls.productDelete, access: admins, handler: ({ deps, user, query, request }) => service.deleteProduct(deps, user, query.goods_code, request.log) }),
  defineRoute({ call: calls.productImage, access: admins, upload: true, handler: ({ deps, user, request }) => images.uploadProductImage(deps, user, request) }),
  defineRoute({ call: calls.fileDownload, access: 'public', handler: ({ deps, user, reply, body }) => images.downloadProductFile(deps, user, reply, body.file_path) }),
] as RouteDef[];
