/**
 * The filter panel of the staff list (spec section 9): one row of checkboxes per group (학교급, 학년, 과목,
 * 학기, 상태, 연도), OR within a row and AND across rows. Every option is a checkbox with its Korean label,
 * reached with Tab and toggled with Space. A row with nothing on does not filter. The values live in the URL
 * (test-papers.search.ts); this component only shows them and reports changes.
 */
import { Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { TEST_PAPER_FILTER_GROUPS, type TestPaperFilterKey } from '../test-papers.rules';
import { isFiltered, selectedCodes, withDefaultFilters, withGroup, type TestPaperSearch } from '../test-papers.search';

export interface TestPaperFiltersProps {
  search: TestPaperSearch;
  onChange: (next: TestPaperSearch) => void;
}

export function TestPaperFilters({ search, onChange }: TestPaperFiltersProps) {
  const set = (key: TestPaperFilterKey, codes: number[]) => onChange(withGroup(search, key, codes));
  return (
    <Paper withBorder p="sm" component="section" aria-label="시험지 필터">
      <Stack gap={8}>
        {TEST_PAPER_FILTER_GROUPS.map((group) => {
          const labelId = `test-paper-filter-${group.key}`;
          return (
            <Group key={group.key} gap="sm" wrap="nowrap" align="center" role="group" aria-labelledby={labelId}>
              <Text id={labelId} size="sm" fw={600} w={48} style={{ flexShrink: 0 }}>
                {group.label}
              </Text>
              <Checkbox.Group value={selectedCodes(search, group.key).map(String)} onChange={(codes) => set(group.key, codes.map(Number))}>
                <Group gap="md">
                  {group.options.map((option) => (
                    <Checkbox key={option.code} value={String(option.code)} label={option.label} size="xs" />
                  ))}
                </Group>
              </Checkbox.Group>
            </Group>
          );
        })}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            한 줄에서 여러 개를 고르면 그중 하나에 맞는 시험지를, 여러 줄을 고르면 모두에 맞는 시험지를 보여 줍니다. 아무것도 고르지 않은 줄은 거르지 않습니다.
          </Text>
          <Button variant="subtle" size="compact-xs" disabled={!isFiltered(search)} onClick={() => onChange(withDefaultFilters(search))}>
            필터 초기화
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
