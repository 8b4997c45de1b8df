/**
 * A searchable picker of one customer (student or parent) for a 'single' coupon: typing a name (or an e-mail with
 * '@') searches the user list; the picked customer's account id is what the coupon is issued to.
 */
import { useState } from 'react';
import { Group, Loader, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCustomers } from '../api/search-customers';

/** A customer as picked. */
export interface PickedCustomer {
  id: number;
  name: string;
  email: string;
}

export interface CustomerSelectProps {
  value: PickedCustomer | null;
  onChange: (customer: PickedCustomer | null) => void;
  error?: string;
}

export function CustomerSelect({ value, onChange, error }: CustomerSelectProps) {
  const [search, setSearch] = useState(value?.name ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const customers = useCustomers(debounced === value?.name ? '' : debounced);
  const found = (customers.data?.data_list ?? []).map((u) => ({ id: u.id, name: u.name, email: u.email }));
  const list = value && !found.some((c) => c.id === value.id) ? [value, ...found] : found;
  const emails = new Map(list.map((c) => [c.id, c.email]));
  return (
    <Select<number>
      label="발급 대상 고객"
      description="이름 또는 이메일(@ 포함)로 검색"
      placeholder="고객 검색"
      searchable
      required
      clearable
      data={list.map((c) => ({ value: c.id, label: `${c.name} (${c.id})` }))}
      value={value?.id ?? null}
      onChange={(id) => onChange(id === null ? null : (list.find((c) => c.id === id) ?? null))}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={!debounced ? '이름이나 이메일을 입력하세요.' : customers.isFetching ? '검색 중…' : customers.isError ? '고객 목록을 불러오지 못했습니다.' : '검색된 고객이 없습니다.'}
      rightSection={customers.isFetching ? <Loader size="xs" /> : undefined}
      renderOption={({ option }) => (
        <Group justify="space-between" w="100%" wrap="nowrap">
          <Text fz="sm">{option.label}</Text>
          <Text fz="xs" c="dimmed">
            {emails.get(option.value)}
          </Text>
        </Group>
      )}
      error={error}
    />
  );
}
