/** Pure rules of store products: the category/type list (spec section 5 and 9) and the download path check. */
import { describe, expect, it } from 'vitest';
import { buildTypeList, categoryName, refusedPathReason, typeName } from '../../src/features/store/products/products.rules';
import { ProductCreateBodySchema } from '../../src/api/store/products';

describe('buildTypeList', () => {
  const list = buildTypeList([
    { category1_seq: null, goods_type: null, count: 3 },
    { category1_seq: 3, goods_type: 1, count: 2 },
    { category1_seq: 3, goods_type: null, count: 1 },
    { category1_seq: 42, goods_type: 9, count: 1 },
  ]);
  it('drops entries with both empty', () => {
    expect(list.data_list.map((e) => [e.category1_seq, e.goods_type])).toEqual([
      [3, 1],
      [3, null],
      [42, 9],
    ]);
    expect(list.data_list[0].name).toBe('수학 · 디지털 콘텐츠');
  });
  it('lists the standard categories 1-14 and 19 first, then others in use, with counts', () => {
    expect(list.category_list.map((c) => c.category1_seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 19, 42]);
    expect(list.category_list.find((c) => c.category1_seq === 3)?.count).toBe(3);
    expect(list.category_list.at(-1)).toMatchObject({ standard: false, name: '카테고리 42' });
    expect(list.type_list.at(-1)).toMatchObject({ goods_type: 9, name: '유형 9' });
  });
  it('names', () => {
    expect([categoryName(19), categoryName(null), typeName(3)]).toEqual(['기타', '', '이용권']);
  });
});

describe('refusedPathReason', () => {
  it.each([
    ['../etc/passwd'],
    ['product/../../x'],
    ['/etc/passwd'],
    ['%2e%2e/x'],
    ['product%2fx'],
    ['product\\x'],
    ['C:/x'],
    ['product'],
    ['product/2025/06/a b.webp'],
  ])('refuses %s', (p) => expect(refusedPathReason(p)).not.toBeNull());
  it('accepts a stored key', () => expect(refusedPathReason('product/2025/06/0b8f5a8e-1c1d-4c9e-9a57-8f7c3f7f2a11.webp')).toBeNull());
});

describe('ProductCreateBodySchema', () => {
  const base = { goods_name: 'a', brand_name: 'b', goods_type: 1, category1_seq: 1, kind: 'goods', price: 0 };
  it.each([
    [{ kind: 'premium' }, 'period_days'],
    [{ kind: 'unlimited', period_days: 0 }, 'period_days'],
    [{ kind: 'consulting' }, 'consulting_service_id'],
    [{ price: -1 }, 'price'],
    [{ price: 1.5 }, 'price'],
  ])('%j fails on %s', (extra, name) => {
    const r = ProductCreateBodySchema.safeParse({ ...base, ...extra });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual([name]);
  });
  it('accepts a free goods product and a monthly pass', () => {
    expect(ProductCreateBodySchema.safeParse(base).success).toBe(true);
    expect(ProductCreateBodySchema.safeParse({ ...base, kind: 'unlimited', price: 19_900, period_days: 30 }).success).toBe(true);
  });
});
