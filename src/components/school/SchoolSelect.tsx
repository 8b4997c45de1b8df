/**
 * A searchable picker of the school list of one level (middle_school_info / high_school_info): typing searches
 * the server. Shared by the question bank (school exams) and test papers (the school of a paper's exam).
 */
import { useState } from 'react';
import { Group, Loader, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../api/client';
import { SCHOOL_TYPE } from '../../api/codes';
import { highSchoolInfo, middleSchoolInfo } from '../../api/question-bank/curriculum';

/** How many schools one search shows. */
const SCHOOL_PAGE = 30;

/** Schools of a level whose name contains `search` (kept a while: the school list rarely changes). */
export const schoolOptionsQueryOptions = (schoolType: number, search: string) =>
  queryOptions({
    queryKey: ['schools', schoolType, search],
    queryFn: ({ signal }) => adminApi(schoolType === SCHOOL_TYPE.middle.code ? middleSchoolInfo : highSchoolInfo, { query: { search: search || undefined, page: 1, size: SCHOOL_PAGE } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

/** A school as picked. */
export interface PickedSchool {
  id: number;
  school_name: string;
  region?: string | null;
}

export interface SchoolSelectProps {
  schoolType: number;
  value: PickedSchool | null;
  onChange: (school: PickedSchool | null) => void;
  error?: string;
  label?: string;
  description?: string;
  placeholder?: string;
  /** The first search (e.g. a school name someone typed). */
  initialSearch?: string;
}

export function SchoolSelect({ schoolType, value, onChange, error, label = '학교', description, placeholder = '학교 이름을 입력해 검색', initialSearch }: SchoolSelectProps) {
  const [search, setSearch] = useState(initialSearch ?? value?.school_name ?? '');
  const [debounced] = useDebouncedValue(search, 300);
  const schools = useQuery(schoolOptionsQueryOptions(schoolType, debounced === value?.school_name ? '' : debounced.trim()));
  const found = schools.data?.data_list ?? [];
  const list = value && !found.some((s) => s.id === value.id) ? [value, ...found] : found;
  const regions = new Map(list.map((s) => [s.id, s.region ?? '']));

  return (
    <Select<number>
      label={label}
      description={description}
      placeholder={placeholder}
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
