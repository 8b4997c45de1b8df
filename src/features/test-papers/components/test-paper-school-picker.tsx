/** A searchable picker of the school list of one level: typing searches the server; the first search is the uploader's typed name. */
import { useState } from 'react';
import { Group, Loader, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useSchools } from '../api/get-schools';

export interface PickedSchool {
  id: number;
  school_name: string;
  region: string;
}

export function TestPaperSchoolPicker({ schoolType, initialSearch, value, onChange }: { schoolType: number; initialSearch: string; value: PickedSchool | null; onChange: (school: PickedSchool | null) => void }) {
  const [search, setSearch] = useState(initialSearch);
  const [debounced] = useDebouncedValue(search, 300);
  const schools = useSchools(schoolType, debounced === value?.school_name ? '' : debounced.trim());
  const found = schools.data?.data_list ?? [];
  const list = value && !found.some((s) => s.id === value.id) ? [value, ...found] : found;
  const regions = new Map(list.map((s) => [s.id, s.region]));
  return (
    <Select<number>
      label="내신 시험 학교"
      description="학교 이름을 입력해 검색하고 고르세요."
      placeholder="학교 이름"
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
    />
  );
}
