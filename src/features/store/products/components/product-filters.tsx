/** The product list's filters: category, type and a name search (name, brand or code). */
import { useState, type FormEvent } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import type { ProductListQuery } from '../../../../api/store/products';
import { useProductTypes } from '../api/get-product-types';

export interface ProductFilterValues {
  category1_seq?: number;
  goods_type?: number;
  name?: string;
}

export function ProductFilters({ value, onChange }: { value: ProductFilterValues; onChange: (next: ProductFilterValues) => void }) {
  const types = useProductTypes();
  const [name, setName] = useState(value.name ?? '');
  const categoryOptions = (types.data?.category_list ?? []).map((c) => ({ value: String(c.category1_seq), label: `${c.name} (${c.count})` }));
  const typeOptions = (types.data?.type_list ?? []).map((t) => ({ value: String(t.goods_type), label: `${t.name} (${t.count})` }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ ...value, name: name.trim() || undefined });
  };
  return (
    <form onSubmit={submit} aria-label="상품 검색 조건">
      <Group align="end" gap="sm">
        <Select
          label="카테고리"
          placeholder="전체"
          data={categoryOptions}
          value={value.category1_seq === undefined ? null : String(value.category1_seq)}
          onChange={(v) => onChange({ ...value, category1_seq: v ? Number(v) : undefined })}
          clearable
          w={200}
        />
        <Select
          label="상품 유형"
          placeholder="전체"
          data={typeOptions}
          value={value.goods_type === undefined ? null : String(value.goods_type)}
          onChange={(v) => onChange({ ...value, goods_type: v ? Number(v) : undefined })}
          clearable
          w={180}
        />
        <TextInput label="상품명 검색" placeholder="상품명, 브랜드, 상품 코드" value={name} onChange={(e) => setName(e.currentTarget.value)} w={240} />
        <Button type="submit" variant="light">
          검색
        </Button>
      </Group>
    </form>
  );
}

/** The filters as list query fields. */
export const filterQuery = (f: ProductFilterValues): Partial<ProductListQuery> => ({ category1_seq: f.category1_seq, goods_type: f.goods_type, name: f.name });
