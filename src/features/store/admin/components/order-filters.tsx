/**
 * The order list's filter panel: states (several), product, the Korean days from and to, a search in the buyer
 * (name or e-mail) and one in the order (number or name). The values live in the URL (admin-payments.search.ts);
 * this component shows them and reports changes, each back to page 1.
 */
import { useState, type FormEvent } from 'react';
import { Button, Group, MultiSelect, Paper, Select, TextInput } from '@mantine/core';
import { useProductOptions } from '../api/get-product-options';
import { ORDER_STATE_OPTIONS } from '../admin-payments.rules';
import { isFiltered, withFilter, type PaymentSearch } from '../admin-payments.search';

export interface OrderFiltersProps {
  search: PaymentSearch;
  onChange: (next: PaymentSearch) => void;
}

export function OrderFilters({ search, onChange }: OrderFiltersProps) {
  // The text boxes are typed freely and sent together; a URL change (Back, reset) starts them over.
  return <FilterForm key={`${search.user_search ?? ''}|${search.order_search ?? ''}`} search={search} onChange={onChange} />;
}

function FilterForm({ search, onChange }: OrderFiltersProps) {
  const products = useProductOptions();
  const [user, setUser] = useState(search.user_search ?? '');
  const [orderText, setOrderText] = useState(search.order_search ?? '');
  const set = (patch: Parameters<typeof withFilter>[1]) => onChange(withFilter(search, patch));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ user_search: user.trim() || undefined, order_search: orderText.trim() || undefined });
  };
  return (
    <Paper withBorder p="sm" component="section" aria-label="결제 내역 필터">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <MultiSelect
          label="상태"
          placeholder={search.state ? undefined : '전체'}
          data={ORDER_STATE_OPTIONS}
          value={search.state ? search.state.split(',') : []}
          onChange={(v) => set({ state: v.length ? v.join(',') : undefined })}
          clearable
          w={260}
        />
        <Select
          label="상품"
          placeholder="전체"
          data={products.data ?? []}
          value={search.product_id ? String(search.product_id) : null}
          onChange={(v) => set({ product_id: v ? Number(v) : undefined })}
          searchable
          clearable
          nothingFoundMessage="상품이 없습니다"
          w={220}
        />
        <TextInput type="date" label="시작일" value={search.from ?? ''} onChange={(e) => set({ from: e.currentTarget.value || undefined })} w={150} />
        <TextInput type="date" label="종료일" value={search.to ?? ''} onChange={(e) => set({ to: e.currentTarget.value || undefined })} w={150} />
        <form onSubmit={submit} role="search" aria-label="주문 검색">
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput label="구매자 검색" placeholder="이름 또는 이메일" value={user} onChange={(e) => setUser(e.currentTarget.value)} maxLength={200} w={170} />
            <TextInput label="주문 검색" placeholder="주문번호 또는 상품명" value={orderText} onChange={(e) => setOrderText(e.currentTarget.value)} maxLength={200} w={190} />
            <Button type="submit" variant="light">
              검색
            </Button>
          </Group>
        </form>
        <Button
          variant="subtle"
          size="compact-sm"
          mb={6}
          disabled={!isFiltered(search)}
          onClick={() => onChange(withFilter(search, { state: undefined, product_id: undefined, from: undefined, to: undefined, user_search: undefined, order_search: undefined }))}
        >
          필터 초기화
        </Button>
      </Group>
    </Paper>
  );
}
