/**
 * Pure rules of store products (spec sections 5 and 9, issue 11 point 2), used by the server and the screens:
 * Korean names of categories and types, the category/type list with entries that have neither dropped, and
 * the check that a download path is only ever a plain stored key (never `..`, absolute or percent-encoded).
 */
import { GOODS_TYPES, STORE_CATEGORIES, STORE_CATEGORY_CODES, GOODS_TYPE_CODES, type TypeEntry } from '../../../api/store/products';

/** The Korean name of a category: the standard name, `카테고리 N` for another, '' for none. */
export function categoryName(code: number | null): string {
  if (code === null) return '';
  return (STORE_CATEGORIES as Record<number, string>)[code] ?? `카테고리 ${code}`;
}

/** The Korean name of a product type: its name, `유형 N` for another, '' for none. */
export function typeName(code: number | null): string {
  if (code === null) return '';
  return (GOODS_TYPES as Record<number, string>)[code] ?? `유형 ${code}`;
}

/** Whether a category is one of the standard ones (1-14 and 19). */
export const isStandardCategory = (code: number | null) => code !== null && STORE_CATEGORY_CODES.includes(code);

/** How many products use one (category, type) pair. */
export interface PairCount {
  category1_seq: number | null;
  goods_type: number | null;
  count: number;
}

/**
 * The category and type list (GET product/type_list) from the pairs products use: `data_list` every pair with
 * at least one of the two set (spec section 5 drops entries with both empty), `category_list` the standard
 * categories followed by any other category in use, `type_list` the known types followed by any other in use.
 */
export function buildTypeList(pairs: PairCount[]): { data_list: TypeEntry[]; category_list: TypeEntry[]; type_list: TypeEntry[] } {
  const kept = pairs.filter((p) => p.category1_seq !== null || p.goods_type !== null);
  const data_list = kept
    .map((p) => ({
      category1_seq: p.category1_seq,
      goods_type: p.goods_type,
      name: [categoryName(p.category1_seq), typeName(p.goods_type)].filter(Boolean).join(' · '),
      standard: isStandardCategory(p.category1_seq),
      count: p.count,
    }))
    .sort((a, b) => (a.category1_seq ?? 999) - (b.category1_seq ?? 999) || (a.goods_type ?? 999) - (b.goods_type ?? 999));
  const sum = (pick: (p: PairCount) => boolean) => kept.filter(pick).reduce((n, p) => n + p.count, 0);
  const otherCategories = [...new Set(kept.map((p) => p.category1_seq).filter((c): c is number => c !== null && !isStandardCategory(c)))].sort((a, b) => a - b);
  const category_list = [...STORE_CATEGORY_CODES, ...otherCategories].map((c) => ({
    category1_seq: c,
    goods_type: null,
    name: categoryName(c),
    standard: isStandardCategory(c),
    count: sum((p) => p.category1_seq === c),
  }));
  const otherTypes = [...new Set(kept.map((p) => p.goods_type).filter((t): t is number => t !== null && !GOODS_TYPE_CODES.includes(t)))].sort((a, b) => a - b);
  const type_list = [...GOODS_TYPE_CODES, ...otherTypes].map((t) => ({ category1_seq: null, goods_type: t, name: typeName(t), standard: false, count: sum((p) => p.goods_type === t) }));
  return { data_list, category_list, type_list };
}

/**
 * Why a download path is refused before it is even looked up, or null when it has the shape of a key the store
 * makes (`product/2025/06/<uuid>.webp`): parent steps, absolute paths, backslashes, percent-encoding (`%2e%2e`,
 * `%2f`), control characters and anything outside the key's characters are refused.
 */
export function refusedPathReason(path: string): string | null {
  if (path.includes('%')) return '인코딩된 경로는 받지 않습니다.';
  if (path.includes('..')) return '상위 폴더 경로는 받지 않습니다.';
  if (path.startsWith('/') || path.includes('\\') || /^[a-zA-Z]:/.test(path)) return '절대 경로는 받지 않습니다.';
  if (!/^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/.test(path)) return '파일 경로가 올바르지 않습니다.';
  return null;
}
