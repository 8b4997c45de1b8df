/**
 * Store products (spec section 3 "Product (goods)", section 7 "Store", section 9 "Store categories 1 to 14 and
 * 19"; issue 11 points 1 and 2): the ten calls under /api/v2/store/homepage/. Field names and reply shapes are the
 * spec's: lists answer `data_list`, the hidden list answers both `data` and `data_list`, `product?goods_code=`
 * answers in `data[0]`, the image upload answers `file_name`, `file_path`, `goods_code`.
 *
 * Reading the list of displayed products and one displayed product is public (customers buy them); hidden
 * products, and every change, are for store administrators (level 4+, STORE_POLICY `product.manage`).
 */
import { z } from 'zod';
import { codeField, defineCall, IdSchema, intField, LIMITS, queryNumber } from '../http';
import { SORT, PAGE_SIZE } from '../codes';
import type { MediaType } from '../uploads';
import { PRODUCT_KINDS, type ProductKind } from './product-kinds';

/** The standard store categories (spec section 9: 1 to 14 and 19), with their Korean names. */
export const STORE_CATEGORIES = {
  1: '국어',
  2: '영어',
  3: '수학',
  4: '사회',
  5: '과학',
  6: '한국사',
  7: '모의고사',
  8: '내신 대비',
  9: '수능 대비',
  10: '논술',
  11: '면접',
  12: '입시 컨설팅',
  13: '이용권',
  14: '교재',
  19: '기타',
} as const satisfies Record<number, string>;
/** The standard category numbers, ascending. */
export const STORE_CATEGORY_CODES = Object.keys(STORE_CATEGORIES).map(Number);

/** Product types (goods_type) with their Korean names. */
export const GOODS_TYPES = {
  1: '디지털 콘텐츠',
  2: '실물 교재',
  3: '이용권',
  4: '컨설팅',
  5: '이벤트',
} as const satisfies Record<number, string>;
export const GOODS_TYPE_CODES = Object.keys(GOODS_TYPES).map(Number);

/** The kinds and their names are zod-free (product-kinds.ts) for the public payment page; re-exported here. */
export { PRODUCT_KINDS, PRODUCT_KIND_LABELS, type ProductKind } from './product-kinds';
/** Kinds that give access for a number of days (period_days required). */
export const PERIOD_KINDS: readonly ProductKind[] = ['premium', 'unlimited'];

/** Limits of a product's fields: a price up to 10,000,000원, a period up to 3 years. */
export const PRODUCT_LIMITS = { maxPrice: 10_000_000, maxPeriodDays: 1095, description: 2000 } as const;

/** The image formats an upload takes; stored as a display size and a thumbnail (WebP). */
export const PRODUCT_IMAGE_MEDIA = ['image/png', 'image/jpeg'] as const satisfies readonly MediaType[];
/** Stored sizes: the display image fits 1200 px, the thumbnail 320 px (longest side). */
export const PRODUCT_IMAGE_SIZES = { display: 1200, thumb: 320 } as const;

/** A product's public code: letters, digits, '-' and '_' (made by the server on create, e.g. G7KQ2M9XA1). */
export const GoodsCodeSchema = z
  .string({ error: '상품 코드를 입력하세요.' })
  .trim()
  .min(1, '상품 코드를 입력하세요.')
  .max(40, '상품 코드는 40자 이하입니다.')
  .regex(/^[A-Za-z0-9_-]+$/, '상품 코드는 영문, 숫자, -, _ 로 이루어집니다.');

/** A product as the wire carries it (spec section 3 plus what the store sells: kind, price, period). */
export const ProductSchema = z.object({
  id: z.number().int(),
  goods_code: z.string(),
  goods_name: z.string(),
  brand_name: z.string(),
  /** Product type (GOODS_TYPES), or null. */
  goods_type: z.number().int().nullable(),
  /** Category (STORE_CATEGORIES), or null. */
  category1_seq: z.number().int().nullable(),
  /** Korean names of the category and type ('' when none). */
  category_name: z.string(),
  type_name: z.string(),
  /** Shown in the store; false: hidden (/admin/admin-product/hide). */
  display: z.boolean(),
  auto_registered: z.boolean(),
  kind: z.enum(PRODUCT_KINDS),
  /** Price in won, VAT included. */
  price: z.number().int(),
  /** Days of access (premium, unlimited), or null. */
  period_days: z.number().int().nullable(),
  description: z.string(),
  consulting_service_id: z.number().int().nullable(),
  /** The image's name as uploaded, and the stored display image and thumbnail (give them to file/download). */
  file_name: z.string().nullable(),
  file_path: z.string().nullable(),
  thumb_path: z.string().nullable(),
  /** Raised by every change: send it back with product/update to refuse a stale edit (409). */
  version: z.number().int(),
  create_time: z.string(),
  update_time: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

/** Columns the sort arrow sorts by. */
export const PRODUCT_SORT_KEYS = ['create_time', 'goods_name', 'goods_code', 'price', 'category1_seq', 'goods_type'] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];

/** An optional category or type number in a query string (1-99: a filter may name a non-standard one in use). */
const optionalCode = (message: string) => queryNumber(z.number({ error: message }).int(message).min(1, message).max(99, message).optional());

/** GET product_list and product_list/hidden: filters, server paging and the 1/2 sort arrow. */
export const ProductListQuerySchema = z.object({
  page: queryNumber(intField(1, 100_000).default(1)),
  size: queryNumber(intField(1, PAGE_SIZE.max).default(PAGE_SIZE.default)),
  /** Category (1-99; 1-14 and 19 are the standard ones). */
  category1_seq: optionalCode('카테고리는 1~99의 번호입니다.'),
  /** Product type (1-99). */
  goods_type: optionalCode('상품 유형은 1~99의 번호입니다.'),
  kind: z.enum(PRODUCT_KINDS, { error: '상품 종류가 올바르지 않습니다.' }).optional(),
  /** Searches the product name, brand and code. */
  name: z.string().trim().max(LIMITS.shortText).optional(),
  sort_key: z.enum(PRODUCT_SORT_KEYS, { error: '정렬 기준이 올바르지 않습니다.' }).optional(),
  /** The sort arrow: 1 ascending, 2 descending (spec section 9). */
  sort: queryNumber(z.union([z.literal(SORT.asc), z.literal(SORT.desc)], { error: '정렬 방향은 1 또는 2입니다.' }).optional()),
});
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;

const Paging = { total: z.number().int(), total_estimated: z.boolean().optional(), page: z.number().int(), size: z.number().int() };

/** GET product_list: one page of displayed products. */
export const ProductListReplySchema = z.object({ data_list: z.array(ProductSchema), ...Paging });
/** GET product_list/hidden: one page of hidden products, under both names the spec uses (`data`, section 3; `data_list`, section 7). */
export const HiddenProductListReplySchema = z.object({ data: z.array(ProductSchema), data_list: z.array(ProductSchema), ...Paging });

const CodeList = z.array(GoodsCodeSchema).max(100, '한 번에 100개까지 바꿀 수 있습니다.');
/**
 * PUT product_list/hidden: `hide_list` hides the listed products, `restore_list` shows them again (several at
 * once; at least one list non-empty, a code in only one of them). Every code must exist (404 naming it).
 */
export const HiddenBodySchema = z
  .object({ hide_list: CodeList.optional(), restore_list: CodeList.optional() })
  .refine((b) => (b.hide_list?.length ?? 0) + (b.restore_list?.length ?? 0) > 0, { message: '숨기거나 복구할 상품을 고르세요.', path: ['restore_list'] })
  .refine((b) => !(b.hide_list ?? []).some((c) => (b.restore_list ?? []).includes(c)), { message: '같은 상품을 숨기면서 복구할 수 없습니다.', path: ['restore_list'] });
export type HiddenBody = z.input<typeof HiddenBodySchema>;

/** `goods_code` in a query string. */
export const GoodsCodeQuerySchema = z.object({ goods_code: GoodsCodeSchema });

const nameText = (what: string, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(LIMITS.shortText, `${what}은(는) ${LIMITS.shortText}자 이하입니다.`);

/** The fields of a product a form edits (create and update), with the rules between them. */
const ProductFields = z.object({
  goods_name: nameText('상품명', '상품명을 입력하세요.'),
  brand_name: nameText('브랜드', '브랜드를 입력하세요.'),
  goods_type: codeField(GOODS_TYPE_CODES, '상품 유형을 고르세요.'),
  category1_seq: codeField(STORE_CATEGORY_CODES, '카테고리를 고르세요.'),
  kind: z.enum(PRODUCT_KINDS, { error: '상품 종류를 고르세요.' }),
  price: z.number({ error: '가격을 숫자로 입력하세요.' }).int('가격은 원 단위 정수입니다.').min(0, '가격은 0원 이상입니다.').max(PRODUCT_LIMITS.maxPrice, '가격은 1,000만 원 이하입니다.'),
  /** Days of access: required for premium and unlimited, absent (null) for the others. */
  period_days: z.number({ error: '기간(일)을 숫자로 입력하세요.' }).int('기간은 일 단위 정수입니다.').min(1, '기간은 1일 이상입니다.').max(PRODUCT_LIMITS.maxPeriodDays, '기간은 1095일 이하입니다.').nullable().optional(),
  description: z.string().trim().max(PRODUCT_LIMITS.description, `설명은 ${PRODUCT_LIMITS.description}자 이하입니다.`).optional(),
  /** The consulting service a consulting product sells (required for kind consulting; checked to exist). */
  consulting_service_id: IdSchema.nullable().optional(),
  /** Shown in the store (default true). */
  display: z.boolean().optional(),
});

/** The rules between fields, shared by create, update and the form. */
function productRules<T extends z.infer<typeof ProductFields>>(b: T, ctx: z.RefinementCtx) {
  if (PERIOD_KINDS.includes(b.kind) && (b.period_days === null || b.period_days === undefined)) ctx.addIssue({ code: 'custom', path: ['period_days'], message: '프리미엄·무제한 이용권은 기간(일)을 입력하세요.' });
  if (!PERIOD_KINDS.includes(b.kind) && b.period_days !== null && b.period_days !== undefined) ctx.addIssue({ code: 'custom', path: ['period_days'], message: '기간은 프리미엄·무제한 이용권에만 입력합니다.' });
  if (b.kind === 'consulting' && !b.consulting_service_id) ctx.addIssue({ code: 'custom', path: ['consulting_service_id'], message: '컨설팅 상품은 컨설팅 서비스를 고르세요.' });
  if (b.kind !== 'consulting' && b.consulting_service_id) ctx.addIssue({ code: 'custom', path: ['consulting_service_id'], message: '컨설팅 서비스는 컨설팅 상품에만 고릅니다.' });
}

/** POST product/create: a new product; the server makes its goods_code. */
export const ProductCreateBodySchema = ProductFields.superRefine(productRules);
export type ProductCreateBody = z.input<typeof ProductCreateBodySchema>;

/** PUT product/update: every field of the product named by goods_code; `version` (optional) refuses a stale edit with 409. */
export const ProductUpdateBodySchema = ProductFields.extend({ goods_code: GoodsCodeSchema, version: intField(1).optional() }).superRefine(productRules);
export type ProductUpdateBody = z.input<typeof ProductUpdateBodySchema>;

/** The form's values (the create fields; update adds goods_code and version). */
export const ProductFormSchema = ProductCreateBodySchema;

/**
 * PUT product/image_file (multipart/form-data): `id` the product's id or `goods_code` its code (one of them),
 * `type` the image's role ('main', the product's picture), `file` a PNG or JPEG.
 */
export const ProductImageFormSchema = z
  .object({
    id: queryNumber(IdSchema.optional()),
    type: z.enum(['main'], { error: "이미지 종류(type)는 'main'입니다." }).default('main'),
    goods_code: GoodsCodeSchema.optional(),
  })
  .refine((f) => f.id !== undefined || f.goods_code !== undefined, { message: '상품(id 또는 goods_code)을 지정하세요.', path: ['goods_code'] });

/** The longest stored path a download takes. */
const MAX_PATH = 300;
/** POST file/download: a path the store stored (a product's file_path or thumb_path); anything else is refused. */
export const FileDownloadBodySchema = z.object({ file_path: z.string({ error: '파일 경로를 보내세요.' }).min(1, '파일 경로를 보내세요.').max(MAX_PATH, '파일 경로가 너무 깁니다.') });

/** One entry of the category and type list. */
export const TypeEntrySchema = z.object({
  category1_seq: z.number().int().nullable(),
  goods_type: z.number().int().nullable(),
  /** Korean name: the category's, the type's, or both joined. */
  name: z.string(),
  /** One of the standard categories (1-14, 19). */
  standard: z.boolean(),
  /** Products with it (displayed and hidden). */
  count: z.number().int(),
});
export type TypeEntry = z.infer<typeof TypeEntrySchema>;

/**
 * GET product/type_list: `data_list` every (category, type) pair products use, entries with neither dropped
 * (spec section 5); `category_list` the standard categories and any other in use; `type_list` the types.
 */
export const TypeListReplySchema = z.object({ data_list: z.array(TypeEntrySchema), category_list: z.array(TypeEntrySchema), type_list: z.array(TypeEntrySchema) });

// ---------------------------------------------------------------- the ten calls

const BASE = '/api/v2/store/homepage';

/** GET product_list: displayed products (public), filtered, paged, sorted. */
export const productList = defineCall({
  method: 'GET',
  path: `${BASE}/product_list`,
  area: 'store',
  summary: '상품 목록 (표시 중인 상품; 카테고리·유형·이름 검색, 페이지, 정렬 화살표 1/2)',
  query: ProductListQuerySchema,
  reply: ProductListReplySchema,
});
/** GET product_list/hidden: hidden products (administrators). */
export const hiddenProductList = defineCall({
  method: 'GET',
  path: `${BASE}/product_list/hidden`,
  area: 'store',
  summary: '숨긴 상품 목록 (data와 data_list에 같은 행)',
  query: ProductListQuerySchema,
  reply: HiddenProductListReplySchema,
});
/** PUT product_list/hidden: hides (hide_list) or restores (restore_list) several products. */
export const setProductsHidden = defineCall({
  method: 'PUT',
  path: `${BASE}/product_list/hidden`,
  area: 'store',
  summary: '상품 숨기기·복구 (hide_list: 숨길 goods_code 목록, restore_list: 복구할 goods_code 목록)',
  body: HiddenBodySchema,
  reply: z.object({ changed: z.number().int(), data_list: z.array(z.object({ goods_code: z.string(), display: z.boolean() })) }),
});
/** GET product?goods_code=: one product in data[0] (hidden ones only for administrators). */
export const productGet = defineCall({ method: 'GET', path: `${BASE}/product`, area: 'store', summary: '상품 하나 (data[0])', query: GoodsCodeQuerySchema, reply: z.object({ data: z.array(ProductSchema) }) });
/** GET product/type_list: categories and types. */
export const productTypeList = defineCall({ method: 'GET', path: `${BASE}/product/type_list`, area: 'store', summary: '카테고리·유형 목록 (둘 다 빈 항목 제외)', reply: TypeListReplySchema });
/** POST product/create. */
export const productCreate = defineCall({
  method: 'POST',
  path: `${BASE}/product/create`,
  area: 'store',
  summary: '상품 등록 (goods_code는 서버가 만듦)',
  body: ProductCreateBodySchema,
  reply: z.object({ data: ProductSchema, goods_code: z.string() }),
});
/** PUT product/update. */
export const productUpdate = defineCall({ method: 'PUT', path: `${BASE}/product/update`, area: 'store', summary: '상품 수정 (version이 다르면 409)', body: ProductUpdateBodySchema, reply: z.object({ data: ProductSchema }) });
/** DELETE product?goods_code=: deletes for good (409 while an unpaid order is open for it; paid orders keep their own copy). */
export const productDelete = defineCall({
  method: 'DELETE',
  path: `${BASE}/product`,
  area: 'store',
  summary: '상품 영구 삭제 (결제 진행 중인 주문이 있으면 409)',
  query: GoodsCodeQuerySchema,
  reply: z.object({ goods_code: z.string() }),
});
/** PUT product/image_file (multipart): the product's picture, checked by decoding, stored as a display size and a thumbnail. */
export const productImage = defineCall({
  method: 'PUT',
  path: `${BASE}/product/image_file`,
  area: 'store',
  summary: '상품 이미지 올리기 (multipart/form-data: id 또는 goods_code, type=main, file=PNG·JPG)',
  reply: z.object({ file_name: z.string(), file_path: z.string(), thumb_path: z.string(), goods_code: z.string() }),
});
/** POST file/download {file_path}: a stored product image (display or thumbnail), found by its path among the products. */
export const fileDownload = defineCall({
  method: 'POST',
  path: `${BASE}/file/download`,
  area: 'store',
  summary: '상품 이미지 파일 (상품의 file_path 또는 thumb_path만; 파일 본문으로 응답)',
  body: FileDownloadBodySchema,
  reply: z.unknown(),
  replyKind: 'binary',
});
