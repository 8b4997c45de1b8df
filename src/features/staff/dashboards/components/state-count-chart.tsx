/** Counts per state of one part of the work (entry, review, classification) as a donut with its legend. */
import { DonutChart } from '@mantine/charts';
import { Group, Stack, Text } from '@mantine/core';
import type { StateCount } from '../dashboards.rules';
import { ChartCard } from './chart-card';

const PALETTE = ['blue.6', 'orange.5', 'teal.6', 'grape.6', 'green.6', 'gray.5'];

export interface StateCountChartProps {
  title: string;
  description?: string;
  counts: StateCount[] | undefined;
  loading: boolean;
  error?: unknown;
}

export function StateCountChart({ title, description, counts, loading, error }: StateCountChartProps) {
  const rows = counts ?? [];
  const total = rows.reduce((sum, s) => sum + s.count, 0);
  const cells = rows.map((s, i) => ({ name: s.label, value: s.count, color: PALETTE[i % PALETTE.length] }));
  return (
    <ChartCard title={title} description={description} loading={loading} error={error} empty={total === 0} h={160} emptyHint="해당하는 시험이 없습니다.">
      <Group wrap="nowrap" align="center" gap="md">
        <DonutChart data={cells.filter((c) => c.value > 0)} size={150} thickness={22} chartLabel={`${total.toLocaleString('ko-KR')}건`} withTooltip tooltipDataSource="segment" />
        <Stack gap={4} style={{ flex: 1 }}>
          {cells.map((c) => (
            <Group key={c.name} justify="space-between" gap="xs" wrap="nowrap">
              <Group gap={6} wrap="nowrap">
                <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: `var(--mantine-color-${c.color.replace('.', '-')})` }} />
                <Text size="sm">{c.name}</Text>
              </Group>
              <Text size="sm" fw={600}>
                {c.value.toLocaleString('ko-KR')}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </ChartCard>
  );
}
