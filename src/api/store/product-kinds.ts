/**
 * The kinds of store product and their Korean names, without zod: products.ts (the contract) re-exports them, and
 * the public payment page reads them from here (issue 13 point 4).
 */

/** What buying a product gives (products.kind): a premium product, the unlimited pass, a consulting service, goods. */
export const PRODUCT_KINDS = ['premium', 'unlimited', 'consulting', 'goods'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
/** Korean names of the kinds. */
export const PRODUCT_KIND_LABELS: Record<ProductKind, string> = { premium: '프리미엄', unlimited: '무제한 이용권', consulting: '컨설팅', goods: '일반 상품' };
