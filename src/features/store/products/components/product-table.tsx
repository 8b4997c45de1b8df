/**
 * The product table: a checkbox per row (select several to hide, restore or delete), the thumbnail, code,
 * name and brand, category and type, kind, price and registration date; the header sorts with the spec's 1/2
 * arrow (the server sorts one page at a time). `actions` draws each row's buttons.
 */
import type { ReactNode } from 'react';
import { Badge, Checkbox, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { PRODUCT_KIND_LABELS, type Product, type ProductSortKey } from '../../../../api/store/products';
import { ListRowsState } from '../../../../components/list/ListState';
import { SortableTh, type SortState } from '../../../../components/list/SortableTh';
import { ProductThumb } from './product-thumb';

export interface ProductTableProps {
  rows: Product[];
  loading: boolean;
  error: unknown;
  sort: SortState;
  onSort: (next: { sort_key: ProductSortKey; sort: 1 | 2 }) => void;
  selected: string[];
  onSelect: (next: string[]) => void;
  emptyText: string;
  actions: (row: Product) => ReactNode;
}

const COLUMNS: Array<{ key: ProductSortKey | null; label: string; width?: string }> = [
  { key: null, label: '이미지', width: '7%' },
  { key: 'goods_code', label: '상품 코드', width: '13%' },
  { key: 'goods_name', label: '상품명' },
  { key: 'category1_seq', label: '카테고리', width: '10%' },
  { key: 'goods_type', label: '유형', width: '10%' },
  { key: null, label: '종류', width: '10%' },
  { key: 'price', label: '가격', width: '9%' },
  { key: 'create_time', label: '등록일', width: '9%' },
  { key: null, label: '관리', width: '13%' },
];

/** 19,900원 */
export const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

export function ProductTable({ rows, loading, error, sort, onSort, selected, onSelect, emptyText, actions }: ProductTableProps) {
  const all = rows.length > 0 && rows.every((r) => selected.includes(r.goods_code));
  const some = rows.some((r) => selected.includes(r.goods_code));
  const toggle = (code: string) => onSelect(selected.includes(code) ? selected.filter((c) => c !== code) : [...selected, code]);
  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover verticalSpacing={6} miw={1000} aria-label="상품 목록">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={{ width: '3%' }}>
              <Checkbox aria-label="이 페이지 전체 선택" checked={all} indeterminate={some && !all} onChange={() => onSelect(all ? [] : rows.map((r) => r.goods_code))} />
            </Table.Th>
            {COLUMNS.map((c) =>
              c.key ? (
                <SortableTh key={c.label} column={c.key} label={c.label} width={c.width} sort={sort} onSort={(next) => onSort(next as { sort_key: ProductSortKey; sort: 1 | 2 })} />
              ) : (
                <Table.Th key={c.label} style={{ width: c.width }}>
                  {c.label}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <ListRowsState loading={loading && rows.length === 0} error={rows.length === 0 ? error : null} empty={rows.length === 0} columns={COLUMNS.length + 1} emptyText={emptyText} />
          {rows.map((p) => (
            <Table.Tr key={p.goods_code} bg={selected.includes(p.goods_code) ? 'var(--mantine-primary-color-light)' : undefined}>
              <Table.Td>
                <Checkbox aria-label={`${p.goods_name} 선택`} checked={selected.includes(p.goods_code)} onChange={() => toggle(p.goods_code)} />
              </Table.Td>
              <Table.Td>
                <ProductThumb path={p.thumb_path} name={p.goods_name} />
              </Table.Td>
              <Table.Td>
                <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {p.goods_code}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {p.goods_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {p.brand_name}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>{p.category_name || '-'}</Table.Td>
              <Table.Td>{p.type_name || '-'}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Badge variant="light" size="sm" color={p.kind === 'unlimited' ? 'blue' : p.kind === 'premium' ? 'violet' : p.kind === 'consulting' ? 'teal' : 'gray'}>
                    {PRODUCT_KIND_LABELS[p.kind]}
                  </Badge>
                  {p.period_days ? (
                    <Text size="xs" c="dimmed">
                      {p.period_days}일
                    </Text>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{won(p.price)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.create_time.slice(0, 10)}</Table.Td>
              <Table.Td>{actions(p)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
