/**
 * The filter panel of the consultants' list: states (any of them), service, a search of the student's name,
 * school or phone (applied on Enter or after a pause in typing), and the application dates. The values live in the
 * URL (applications.search.ts); this component only shows them and reports changes.
 */
import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ConsultingService } from '../../../../api/consulting/applications';
import { CONSULTING_APPLICATION_STATE } from '../../../../machines/consulting-application.machine';
import { isFiltered, selectedStates, withFilters, withoutFilters, type ApplicationSearch } from '../applications.search';

export interface ApplicationFiltersProps {
  search: ApplicationSearch;
  services: ConsultingService[];
  onChange: (next: ApplicationSearch) => void;
}

export function ApplicationFilters({ search, services, onChange }: ApplicationFiltersProps) {
  const [text, setText] = useState(search.q ?? '');
  const [debounced] = useDebouncedValue(text, 400);
  // The URL changed from elsewhere (reset, Back): the box follows it.
  useEffect(() => setText(search.q ?? ''), [search.q]);
  useEffect(() => {
    if ((debounced.trim() || undefined) !== search.q) onChange(withFilters(search, { q: debounced.trim() || undefined }));
    // only a settled change of the typed text searches
  }, [debounced]);

  return (
    <Paper withBorder p="sm" component="section" aria-label="신청 필터">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="center" role="group" aria-labelledby="application-filter-state">
          <Text id="application-filter-state" size="sm" fw={600} w={40} style={{ flexShrink: 0 }}>
            상태
          </Text>
          <Checkbox.Group value={selectedStates(search)} onChange={(states) => onChange(withFilters(search, { state: states.join(',') || undefined }))}>
            <Group gap="md">
              {Object.values(CONSULTING_APPLICATION_STATE).map((s) => (
                <Checkbox key={s.value} value={s.value} label={s.label} size="xs" />
              ))}
            </Group>
          </Checkbox.Group>
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label="서비스"
            size="xs"
            w={200}
            data={[{ value: '', label: '전체' }, ...services.map((s) => ({ value: String(s.id), label: s.name }))]}
            value={search.service_id ? String(search.service_id) : ''}
            onChange={(e) => onChange(withFilters(search, { service_id: e.currentTarget.value ? Number(e.currentTarget.value) : undefined }))}
          />
          <TextInput
            label="검색"
            size="xs"
            w={240}
            placeholder="학생 이름, 학교, 연락처"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') onChange(withFilters(search, { q: text.trim() || undefined }));
            }}
          />
          <TextInput label="신청일 시작" size="xs" type="date" w={150} value={search.from ?? ''} max={search.to} onChange={(e) => onChange(withFilters(search, { from: e.currentTarget.value || undefined }))} />
          <TextInput label="신청일 끝" size="xs" type="date" w={150} value={search.to ?? ''} min={search.from} onChange={(e) => onChange(withFilters(search, { to: e.currentTarget.value || undefined }))} />
          <Button variant="subtle" size="compact-sm" disabled={!isFiltered(search)} onClick={() => onChange(withoutFilters(search))}>
            필터 초기화
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
