/** A searchable school picker: typing searches the school list of the level on the server. */
import { useState } from 'react';
import { Group, Loader, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useSchoolOptions } from '../api/textbook-options';

export interface PickedSchool {
  id: number;
  school_name: string;
  region?: string | null;
}

export function SchoolSelect({
  schoolType,
  value,
  onChange,
  error,
}: {
  schoolType: number;
  value: PickedSchool | null;
  onChange: (school: PickedSchool | null) => void;
  error?: string;
}) {
  const [search, setSearch] = useState(value?.school_name ?? '');
  const [debounced] = useDebouncedValue(search, 300);
  const schools = useSchoolOptions(schoolType, debounced === value?.school_name ? '' : debounced.trim());
  const found = schools.data?.data_list ?? [];
  const list = value && !found.some((s) => s.id === value.id) ? [value, ...found] : found;
  const regions = new Map(list.map((s) => [s.id, s.region ?? '']));

  return (
    <Select<number>
      label="학교"
      placeholder="학교 이름을 입력해 검색"
      searchable
      required
      data={list.map((s) => ({ value: s.id, label: s.school_name }))}
      value={value?.id ?? null}
      onChange={(id) => onChange(id === null ? null : (list.find((s) => s.id === id) ?? null))}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={schools.isFetching ? '검색 중…' : schools.isError ? '학교 목록을 불러오지 못했습니다.' : '검색된 학교가 없습니다.'}
      rightSection={schools.isFetching ? <Loader size="xs" /> : undefined}
      renderOption={({ option }) => (
        <Group justify="space-between" w="100%" wrap="nowrap">
          <Text fz="sm">{option.label}</Text>
          <Text fz="xs" c="dimmed">
            {regions.get(option.value)}
          </Text>
        </Group>
      )}
      error={error}
    />
  );
}
