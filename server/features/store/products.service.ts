/**
 * Use cases of store products (spec sections 3, 5, 7 "Store", 9; issue 11 point 2): the public list of displayed
 * products and one product, the hidden list, hide and restore several at once, create (the server makes the
 * goods_code), update (a stale version is refused), delete for good, and the category/type list.
 *
 * Who: reading displayed products is public; hidden products and every change are for store administrators,
 * checked with STORE_POLICY `product.manage` on every product loaded by code. A hidden product read by anyone
 * else is answered as missing (404), so its existence does not leak.
 */
import { randomInt } from 'node:crypto';
import { ORDER_STATE, orderHasTag } from '../../../src/machines/order.machine';
import { SORT } from '../../../src/api/codes';
import type { Product } from '../../../src/api/store/products';
import { buildTypeList, categoryName, typeName } from '../../../src/features/store/products/products.rules';
import { STORE_POLICY } from '../../../src/features/store/store.policy';
import type { AuthUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { conflict, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import * as repo from './products.repository';
import type { ProductRow } from './products.repository';
import type { z } from 'zod';
import type { ProductListQuerySchema, ProductCreateBodySchema, ProductUpdateBodySchema, HiddenBodySchema } from '../../../src/api/store/products';
import { isoTime } from '../../core/iso-time';

type ListQuery = z.output<typeof ProductListQuerySchema>;
type CreateBody = z.output<typeof ProductCreateBodySchema>;
type UpdateBody = z.output<typeof ProductUpdateBodySchema>;
type HiddenInput = z.output<typeof HiddenBodySchema>;

const PRODUCT = '상품';

/** A product row as the wire carries it. */
export function presentProduct(row: ProductRow): Product {
  return {
    id: row.id,
    goods_code: row.goods_code,
    goods_name: row.goods_name,
    brand_name: row.brand_name,
    goods_type: row.goods_type,
    category1_seq: row.category1_seq,
    category_name: categoryName(row.category1_seq),
    type_name: typeName(row.goods_type),
    display: row.display,
    auto_registered: row.auto_registered,
    kind: row.kind as Product['kind'],
    price: row.price,
    period_days: row.period_days,
    description: row.description,
    consulting_service_id: row.consulting_service_id,
    file_name: row.file_name,
    file_path: row.file_path,
    thumb_path: row.thumb_path,
    version: row.version,
    create_time: isoTime(row.create_time),
    update_time: isoTime(row.update_time),
  };
}

/** Whether the signed-in account (if any) keeps the store's products: staff allowed `product.manage`. */
export function mayManageProducts(user: AuthUser | null): boolean {
  return user !== null && user.realm === 'staff' && STORE_POLICY.allows(actorOf(user), 'product.manage', {});
}

/** 403 unless the account keeps the store's products (called on every product loaded by code for a change). */
export function assertManage(user: AuthUser): void {
  assertAllowed(STORE_POLICY.authorize(actorOf(user), 'product.manage', {}));
}

/** Order states in which an order still waits to be paid (the order machine's `payable` tag). */
const PAYABLE_STATES = Object.values(ORDER_STATE)
  .map((s) => s.code)
  .filter((code) => orderHasTag(code, 'payable'));

async function listPage(deps: Deps, display: boolean, query: ListQuery) {
  const { rows, ...total } = await repo.listProducts(
    deps.db,
    { display, category1_seq: query.category1_seq, goods_type: query.goods_type, kind: query.kind, name: query.name || undefined },
    { page: query.page, size: query.size },
    { key: query.sort_key ?? 'create_time', descending: (query.sort ?? SORT.desc) === SORT.desc },
  );
  return { rows: rows.map(presentProduct), ...total, page: query.page, size: query.size };
}

/** GET product_list: one page of displayed products (anyone). */
export async function listProducts(deps: Deps, query: ListQuery) {
  const { rows, ...paging } = await listPage(deps, true, query);
  return { data_list: rows, ...paging };
}

/** GET product_list/hidden: one page of hidden products, under `data` and `data_list` (administrators). */
export async function listHiddenProducts(deps: Deps, user: AuthUser, query: ListQuery) {
  assertManage(user);
  const { rows, ...paging } = await listPage(deps, false, query);
  return { data: rows, data_list: rows, ...paging };
}

/** GET product?goods_code=: one product in data[0]; a hidden one only for administrators (404 for anyone else). */
export async function getProduct(deps: Deps, user: AuthUser | null, goodsCode: string) {
  const row = await repo.findProductByCode(deps.db, goodsCode);
  if (!row || (!row.display && !mayManageProducts(user))) throw notFound(PRODUCT, 'query.goods_code');
  return { data: [presentProduct(row)] };
}

/** GET product/type_list: categories and types (entries with neither dropped). */
export async function productTypeList(deps: Deps) {
  return buildTypeList(await repo.productTypePairs(deps.db));
}

/** 404 naming the field when a consulting product names a service that does not exist. */
async function checkConsultingService(deps: Deps, id: number | null | undefined) {
  if (id && !(await repo.consultingServiceExists(deps.db, id))) throw notFound('컨설팅 서비스', 'body.consulting_service_id');
}

/** The columns a create or update writes from the form's fields. */
function productValues(body: CreateBody) {
  return {
    goods_name: body.goods_name,
    brand_name: body.brand_name,
    goods_type: body.goods_type,
    category1_seq: body.category1_seq,
    kind: body.kind,
    price: body.price,
    period_days: body.period_days ?? null,
    description: body.description ?? '',
    consulting_service_id: body.consulting_service_id ?? null,
    ...(body.display === undefined ? {} : { display: body.display }),
  };
}

/** Letters and digits a goods code is made of (no 0/O, 1/I look-alikes). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A new goods code: `G` and 9 random characters (about 3.5×10^13 codes; a taken one is drawn again). */
export const newGoodsCode = () => `G${Array.from({ length: 9 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

/** POST product/create: a new product under a new goods code (drawn again if taken). */
export async function createProduct(deps: Deps, user: AuthUser, body: CreateBody) {
  assertManage(user);
  await checkConsultingService(deps, body.consulting_service_id);
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await repo.insertProduct(deps.db, { ...productValues(body), goods_code: newGoodsCode() });
    if (row) return { data: presentProduct(row), goods_code: row.goods_code };
  }
  throw conflict('상품 코드를 만들지 못했습니다. 다시 시도하세요.');
}

/** PUT product/update: every field of one product; 409 when `version` is not the stored one. */
export async function updateProduct(deps: Deps, user: AuthUser, body: UpdateBody) {
  await checkConsultingService(deps, body.consulting_service_id);
  return deps.db.transaction(async (tx) => {
    const row = await repo.findProductByCode(tx, body.goods_code, true);
    if (!row) throw notFound(PRODUCT, 'body.goods_code');
    assertManage(user);
    if (body.version !== undefined && body.version !== row.version) throw conflict('다른 사람이 먼저 수정했습니다. 새로 불러온 뒤 다시 수정하세요.', 'body.version');
    return { data: presentProduct(await repo.updateProduct(tx, row.id, productValues(body))) };
  });
}

/**
 * PUT product_list/hidden: hides `hide_list` and restores `restore_list` in one transaction; every code must
 * exist (404 naming it, nothing changed). Products already in the asked state are left as they are.
 */
export async function setHidden(deps: Deps, user: AuthUser, body: HiddenInput) {
  const hide = [...new Set(body.hide_list ?? [])];
  const restore = [...new Set(body.restore_list ?? [])];
  return deps.db.transaction(async (tx) => {
    const rows = await repo.lockProductsByCodes(tx, [...hide, ...restore]);
    const byCode = new Map(rows.map((r) => [r.goods_code, r]));
    for (const [list, name] of [
      [body.hide_list ?? [], 'hide_list'],
      [body.restore_list ?? [], 'restore_list'],
    ] as const) {
      const missing = list.findIndex((c) => !byCode.has(c));
      if (missing >= 0) throw notFound(`${PRODUCT}(${list[missing]})`, `body.${name}.${missing}`);
    }
    // The product rule has no per-record condition: checked once for the products loaded.
    assertManage(user);
    const toHide = hide.map((c) => byCode.get(c)!).filter((r) => r.display);
    const toRestore = restore.map((c) => byCode.get(c)!).filter((r) => !r.display);
    await repo.setProductsDisplay(tx, toHide.map((r) => r.id), false);
    await repo.setProductsDisplay(tx, toRestore.map((r) => r.id), true);
    return {
      changed: toHide.length + toRestore.length,
      data_list: [...hide.map((goods_code) => ({ goods_code, display: false })), ...restore.map((goods_code) => ({ goods_code, display: true }))],
    };
  });
}

/**
 * DELETE product?goods_code=: deletes a product for good and then its stored images. Refused (409) while an
 * order for it waits to be paid (the payment window may be open); paid and settled orders keep their own copy
 * of the name and amounts, and lose only the link.
 */
export async function deleteProduct(deps: Deps, user: AuthUser, goodsCode: string, log?: { warn: (obj: object, msg: string) => void }) {
  const removed = await deps.db.transaction(async (tx) => {
    const row = await repo.findProductByCode(tx, goodsCode, true);
    if (!row) throw notFound(PRODUCT, 'query.goods_code');
    assertManage(user);
    const open = await repo.countOrdersInStates(tx, row.id, PAYABLE_STATES);
    if (open > 0) throw conflict(`결제가 진행 중인 주문 ${open}건이 있어 삭제할 수 없습니다. 주문이 끝난 뒤 다시 시도하거나 숨기기를 사용하세요.`);
    await repo.deleteProduct(tx, row.id);
    return [row.file_path, row.thumb_path].filter((k): k is string => Boolean(k));
  });
  const results = await Promise.allSettled(removed.map((key) => deps.storage.remove(key)));
  results.forEach((r, i) => r.status === 'rejected' && log?.warn({ err: r.reason, key: removed[i] }, 'product image not removed'));
  return { goods_code: goodsCode };
}
